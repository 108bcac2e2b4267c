"""Saves of Feld's Cuzco: a round trip replays to the same state; damaged saves are refused with a reason;
garbage actions are refused and change nothing; a seat's view hides what it cannot see."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cuzco.games.feld_cuzco.rules import (
    Game,
    IllegalAction,
    SaveFileError,
    action_from_json,
    action_to_json,
    apply,
    check,
    legal_actions,
    load_game,
    save_game,
    view,
)
from cuzco.games.feld_cuzco.rules.actions import ACTION_TYPES

from .builders import setup


def played(n: int = 3, seed: int = 4, steps: int = 400, pututu: bool = True) -> Game:
    game = Game(setup(n, seed, pututu), meta={"bots": ["random"] * n})
    rng = random.Random(seed)
    for _ in range(steps):
        if game.state.over:
            break
        game.apply(rng.choice(legal_actions(game.state)))
    return game


def test_a_save_names_its_game_and_replays_to_the_same_state(tmp_path: Path) -> None:
    game = played(steps=10_000)
    assert game.state.over
    path = tmp_path / "feld.json"
    save_game(game, path)
    data = json.loads(path.read_text())
    assert data["game"] == "feld-cuzco" and data["version"] == 2 and data["setup"]["pututu"] is True
    again = load_game(path)
    assert again.state == game.state and again.actions == game.actions and again.meta == game.meta


def test_a_save_keeps_the_starting_vp_it_dealt_and_older_saves_replay_with_0_1_2_3(tmp_path: Path) -> None:
    game = played(steps=10_000)
    data = game.to_json()
    assert data["setup"]["start_vp"] == [0, 2, 4, 6]  # today's reconstruction, written down
    del data["setup"]["start_vp"]  # a save from before the field: it dealt 0/1/2/3
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    old = load_game(path)
    assert old.setup.start_vp == (0, 1, 2, 3)
    first = old.states[0]
    assert sorted(p.sources[0] for p in first.players) == [0, 1, 2]
    assert [p.vp for p in old.state.players] != [p.vp for p in game.state.players]


def test_every_action_survives_its_json_form() -> None:
    for action in played(4, 9, 600).actions:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(game="cuzco"), "not a game of Feld's Cuzco"),
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(actions="x"), "no list of actions"),
    (lambda d: d["setup"].update(names=["solo"]), "2 to 4 players"),
    (lambda d: d["setup"].update(pututu="yes"), "true or false"),
    (lambda d: d["setup"].update(start_vp=[0, 1, "2"]), "start_vp"),
    (lambda d: d["actions"][5].update(player=7), "action 5 is not valid"),
    (lambda d: d["actions"][3].update(type="fly"), "unknown action type"),
    (lambda d: d["actions"].insert(2, d["actions"][2]), "action"),
    (lambda d: d.update(meta=[]), "meta"),
])
def test_a_damaged_save_is_refused_with_a_reason(tmp_path: Path, damage: object, words: str) -> None:
    data = played(steps=50).to_json()
    data = copy.deepcopy(data)
    damage(data)  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError) as err:
        load_game(path)
    assert words in str(err.value)


def test_an_unreadable_or_missing_file_is_refused_with_a_reason(tmp_path: Path) -> None:
    path = tmp_path / "junk.json"
    path.write_text("{not json")
    with pytest.raises(SaveFileError):
        load_game(path)
    with pytest.raises(SaveFileError, match="no save file"):
        load_game(tmp_path / "none.json")


_values = st.one_of(st.integers(-3, 70), st.booleans(), st.none(), st.text(max_size=6),
                    st.lists(st.integers(-3, 12), max_size=4))


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(sorted(ACTION_TYPES) + ["nope"]), values=st.dictionaries(
    st.sampled_from(["player", "die", "space", "action", "shift", "to", "rotation", "kind", "column", "slot",
                     "option", "target", "circlet", "god", "knowledge", "dot", "ability", "mission", "complete",
                     "missions", "card", "medal"]), _values, max_size=6), at=st.integers(0, 200))
def test_garbage_actions_are_refused_with_a_reason_and_change_nothing(kind: str, values: dict[str, object],
                                                                      at: int) -> None:
    game = _fuzz_game()
    state = game.states[min(at, len(game.states) - 1)]
    before = copy.deepcopy(state)
    try:
        action = action_from_json({"type": kind, **values})
    except ValueError as exc:
        assert str(exc)
        return
    if action in legal_actions(state, every_slot=True) or check(state, action) is None:
        return  # hypothesis built a legal action: nothing to refuse
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    assert str(err.value)
    assert state == before


_GAME: list[Game] = []


def _fuzz_game() -> Game:
    if not _GAME:
        _GAME.append(played(4, 2, 200, pututu=True))
    return _GAME[0]


def test_a_view_hides_other_hands_the_face_down_stacks_the_setup_draws_and_the_seed() -> None:
    game = Game(setup(3, 11))
    state = game.state
    me = state.actor
    v = view(state, me).state
    assert v.seed is None
    other = (me + 1) % 3
    assert v.players[me].hand == state.players[me].hand and v.players[me].drawn == state.players[me].drawn
    assert set(v.players[other].hand) == {-1} and len(v.players[other].hand) == 2
    assert set(v.players[other].drawn) == {-1}
    assert all(set(p) <= {-1} for p in v.god_piles + v.stacks + v.mission_piles)
    assert [len(p) for p in v.god_piles] == [len(p) for p in state.god_piles]
    assert v.face_up == state.face_up and v.market == state.market and v.palace == state.palace
    assert legal_actions(v) == legal_actions(state)


def test_legal_actions_of_a_view_are_those_of_the_game_all_along() -> None:
    game = played(4, 3, 300, pututu=True)
    for state in game.states[::7]:
        if not state.over:
            assert legal_actions(view(state, state.actor).state) == legal_actions(state)


def test_undo_takes_back_only_the_players_own_steps_before_a_card_is_drawn() -> None:
    game = played(2, 1, 30)
    n = len(game.actions)
    while game.can_undo():
        game.undo()
    assert len(game.actions) < n or not game.can_undo()
    with pytest.raises(IllegalAction):
        Game(setup(2)).undo()


@pytest.mark.parametrize("n", [2, 4])
def test_no_action_changes_an_earlier_state_of_the_game(n: int) -> None:
    """States share the parts of the table that rarely change; each change copies first, so a game's history
    stays as it was played."""
    game = played(n, 21, 10_000, pututu=True)
    again = Game(game.setup)
    for i, action in enumerate(game.actions):
        assert again.state == game.states[i], f"state {i} changed after it was played"
        again.apply(action)
    assert again.state == game.state
