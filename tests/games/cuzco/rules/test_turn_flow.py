"""Turns: the placement that opens a turn, 6 AP, the Additional Action token, turn order (notes: "Turn and AP")."""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import PHASE_OVER, GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, ready, temple, village
from tests.games.cuzco.rules.scenes import assert_illegal, assert_legal, log_texts, play

FOREST = Hex(-8, 0)


def opening_position() -> GameState:
    """A's turn has just begun; an Inca, a village and a temple are there to act on."""
    state = fresh()
    crop(state, [FOREST, Hex(-7, 0), Hex(-8, 1)])
    village(state, [Hex(0, 0), Hex(1, 0), Hex(3, 0), Hex(4, 0), Hex(5, 0), Hex(6, 0)])
    inca(state, FOREST, 0)
    inca(state, Hex(1, 0), 0)
    inca(state, Hex(4, 0), 0)
    temple(state, Hex(3, 0), 2)
    return state


NOT_BEFORE_PLACING: list[Action] = [
    EnterInca(Hex(-8, 1)),
    LeaveInca(FOREST),
    MoveInca(FOREST, Hex(-7, 0)),
    BuildTemple(Hex(0, 0), 2),
    ExpandTemple(Hex(3, 0), 4),
    PlacePond(Hex(0, 2)),
    DrawCard("deck"),
    DrawCard("faceup"),
    EndTurn(),
    ProposeFestival(Hex(3, 0), ("mask",)),
]


@pytest.mark.parametrize("action", NOT_BEFORE_PLACING, ids=lambda a: type(a).__name__)
def test_turn_begins_with_a_placement(action: Action) -> None:
    state = opening_position()
    assert state.must_place
    assert_illegal(state, action, "your turn begins with placing a terrain")
    placed = play(state, PlaceTerrain("crop", Hex(0, 3), 0))
    assert not placed.must_place
    if not isinstance(action, ProposeFestival):  # (A holds no matching card for that one)
        assert placed.check(action) is None


def test_only_placements_and_the_token_are_offered_before_placing() -> None:
    state = opening_position()
    kinds = {type(a) for a in state.legal_actions()}
    assert kinds == {PlaceTerrain, UseToken}


def test_token_may_be_used_before_the_placement() -> None:
    state = opening_position()
    after = assert_legal(state, UseToken())
    assert after.ap == 7 and after.must_place


def test_more_terrain_may_follow_the_first_placement() -> None:
    state = play(fresh(), PlaceTerrain("crop", Hex(0, 0), 0), PlaceTerrain("double", Hex(2, 0), 0),
                 PlaceTerrain("triple", Hex(-3, 0), 0))
    assert state.ap == 3 and len(state.tiles) == 3


def test_no_legal_placement_waives_the_obligation() -> None:
    state = ready(fresh())
    for c in range(state.board.site_count):
        state.pond[c] = True  # nothing can be placed anywhere
    after = play(state, EndTurn())
    assert after.current == 1
    assert not after.must_place
    assert "B has no legal placement: the turn goes on without one" in log_texts(after)
    assert_legal(after, EndTurn())


def test_a_player_out_of_own_tiles_must_still_place_a_triple() -> None:
    state = ready(fresh())
    b = state.players[1]
    b.doubles = b.crops = b.villages = 0
    after = play(state, EndTurn())
    assert after.current == 1 and after.must_place
    assert_illegal(after, EndTurn(), "your turn begins with placing a terrain")


def test_six_ap_a_turn_and_unused_ap_are_lost() -> None:
    state = play(fresh(), PlaceTerrain("crop", Hex(0, 0), 0))
    assert state.ap == 5
    state = play(state, EndTurn())
    assert state.current == 1 and state.ap == 6 and state.ap_total == 6
    state = play(state, PlaceTerrain("crop", Hex(2, 0), 0), EndTurn())
    assert state.current == 0 and state.ap == 6


def test_actions_need_ap() -> None:
    state = ready(fresh(), ap=0)
    crop(state, [FOREST])
    assert_illegal(state, EnterInca(FOREST), "not enough AP: needs 1, 0 left")
    assert_legal(state, EndTurn())


def test_token_gives_7_ap_once_per_turn() -> None:
    state = play(fresh(), PlaceTerrain("crop", Hex(0, 0), 0))
    state = play(state, UseToken())
    assert state.ap == 6 and state.ap_total == 7
    assert state.players[0].tokens == 2 and state.token_used
    assert "A uses an Additional Action token (7 AP this turn)" in log_texts(state)
    assert_illegal(state, UseToken(), "only one Additional Action token may be used a turn")
    # next turn: 6 AP again, and the next player may use one of their own
    state = play(state, EndTurn())
    assert state.ap == 6 and not state.token_used
    state = play(state, UseToken())
    assert state.players[1].tokens == 2 and state.players[0].tokens == 2


def test_token_works_at_any_moment_even_with_no_ap_left() -> None:
    state = ready(fresh(), ap=0)
    after = play(state, UseToken())
    assert after.ap == 1
    crop(after, [FOREST])
    assert_legal(after, EnterInca(FOREST))


def test_token_supply_is_three() -> None:
    state = ready(fresh())
    state.players[0].tokens = 0
    assert_illegal(state, UseToken(), "you have no Additional Action tokens left")


def test_turns_pass_in_seating_order() -> None:
    state = fresh(3, first=1)
    seen = []
    for k in range(4):
        seen.append((state.current, state.turn))
        state = play(state, PlaceTerrain("crop", Hex(-4 + 2 * k, 3), 0), EndTurn())
    assert seen == [(1, 1), (2, 2), (0, 3), (1, 4)]
    assert "A ends the turn" in log_texts(state)


def test_nothing_is_legal_once_the_game_is_over() -> None:
    state = ready(fresh())
    state.phase = PHASE_OVER
    assert state.legal_actions() == []
    assert_illegal(state, EndTurn(), "the game is over")
    assert_illegal(state, PlaceTerrain("crop", Hex(0, 0), 0), "the game is over")
