"""SnapshotStore and Timeline: any position of a recorded game, equal to replaying it, cheaply."""

from __future__ import annotations

import random

import pytest

from cuzco.games.cuzco.bots.match import play_game
from cuzco.games.cuzco.replay import Mark, SnapshotStore, Timeline
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import new_game


@pytest.fixture(scope="module")
def finished() -> Game:
    return play_game(("random", "random", "random"), seed=11)


def fresh_replay(game: Game, k: int) -> object:
    """The state after the first k actions, replayed from the setup without any store."""
    state = new_game(game.setup)
    for action in game.actions[:k]:
        state = state.apply(action)
    return state


def test_every_position_equals_a_fresh_replay(finished: Game) -> None:
    store = SnapshotStore.from_record(finished.setup, finished.actions)
    order = list(range(len(finished.actions) + 1))
    random.Random(3).shuffle(order)
    replayed = finished.states  # the record's own replay, one state per position
    for k in order:
        assert store.state_at(k) == replayed[k], k
    assert store.state_at(17) == fresh_replay(finished, 17)


def test_store_from_a_loaded_game_reuses_its_states_and_agrees(finished: Game) -> None:
    store = SnapshotStore.from_game(finished, every=5)
    assert store.rebuilt == 0
    for k in (0, 1, 4, 5, 6, len(finished.actions) // 2, len(finished.actions)):
        assert store.state_at(k) == fresh_replay(finished, k)
    assert store.finished and store.final.is_over


@pytest.mark.parametrize("every", [1, 4, 8, 32])
def test_any_jump_costs_fewer_applications_than_the_snapshot_spacing(finished: Game, every: int) -> None:
    store = SnapshotStore.from_game(finished, every=every)
    kept = store.kept_positions()
    assert all(b - a <= every for a, b in zip(kept, kept[1:]))
    rng = random.Random(every)
    for _ in range(60):
        before = store.rebuilt
        store.state_at(rng.randrange(len(store) + 1))
        assert store.rebuilt - before <= every - 1


def test_stepping_back_and_forth_reuses_recent_states(finished: Game) -> None:
    store = SnapshotStore.from_game(finished, every=16)
    k = next(i for i in range(1, len(store)) if i not in store.kept_positions())
    store.state_at(k)
    spent = store.rebuilt
    for _ in range(10):
        store.state_at(k - 1)
        store.state_at(k)
    assert store.rebuilt == spent  # both already built: no rule applied again


def test_positions_outside_the_record_are_clamped(finished: Game) -> None:
    store = SnapshotStore.from_game(finished)
    assert store.state_at(-5) is store.state_at(0)
    assert store.state_at(10**6) is store.final
    assert store.action_at(len(store)) is None
    assert store.action_at(0) == finished.actions[0]


def test_turn_starts_are_where_the_turn_number_changes(finished: Game) -> None:
    store = SnapshotStore.from_game(finished)
    timeline = Timeline.build(store)
    starts = [t.index for t in timeline.turns]
    expected = [0] + [
        k for k in range(1, len(store) + 1) if finished.states[k].turn != finished.states[k - 1].turn
    ]
    assert starts == expected
    for t in timeline.turns:
        assert finished.states[t.index].current == t.player
        assert finished.states[t.index].turn == t.turn
    # every turn start is a snapshot: jumping by turns never replays
    assert set(starts) <= set(store.kept_positions())


def test_next_and_previous_turn(finished: Game) -> None:
    timeline = Timeline.build(SnapshotStore.from_game(finished))
    starts = [t.index for t in timeline.turns]
    a, b, c = starts[3], starts[4], starts[5]
    assert timeline.next_turn(a) == b
    assert timeline.next_turn(a + 1) == b
    assert timeline.prev_turn(b) == a  # at a turn's start: the turn before
    assert timeline.prev_turn(b + 1) == b  # inside a turn: its start
    assert timeline.prev_turn(0) == 0
    assert timeline.next_turn(starts[-1]) == timeline.length
    assert timeline.turn_range(4) == (b, c)


def test_marks_name_festivals_and_scoring_and_take_new_kinds(finished: Game) -> None:
    timeline = Timeline.build(SnapshotStore.from_game(finished))
    for mark in timeline.marks_of("festival"):
        assert finished.actions[mark.index].type == "festival"
    for mark in timeline.marks_of("score"):
        before, after = finished.states[mark.index], finished.states[mark.index + 1]
        assert [p.score for p in before.players] != [p.score for p in after.players]
    assert timeline.marks_of("score"), "a whole game scores somewhere"
    timeline.add_marks([Mark(5, "swing", "a big swing")])
    assert [m.label for m in timeline.marks_of("swing")] == ["a big swing"]
    assert [m.index for m in timeline.marks] == sorted(m.index for m in timeline.marks)


def test_a_game_in_progress_is_not_finished(finished: Game) -> None:
    partial = Game(finished.setup)
    for action in finished.actions[:40]:
        partial.apply(action)
    store = SnapshotStore.from_game(partial)
    assert not store.finished
    assert len(store) == 40
