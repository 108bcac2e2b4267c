"""Saves: a game is its setup plus its actions; loading replays and validates; garbage is refused cleanly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cuzco.games.incan_gold.rules import Choose, Game, SaveFileError, Setup, load_game, save_game

from .builders import NAMES, play_out


def finished_game(seed: int = 5, players: int = 5) -> Game:
    game = Game(Setup(NAMES[:players], seed=seed), meta={"computers": [1, 2]})
    turn = 0
    while not game.state.over:
        p = game.state.waiting_for()[0]
        turn += 1
        game.apply(Choose(p, (turn * 7 + p) % 5 != 0))
    return game


def test_save_load_replay_round_trip(tmp_path: Path) -> None:
    game = finished_game()
    path = tmp_path / "ig.json"
    save_game(game, path)
    data = json.loads(path.read_text())
    assert data["game"] == "incan-gold" and data["version"] == 1 and data["format"] == "cuzco-save"
    loaded = load_game(path)
    assert loaded.states == game.states and loaded.actions == game.actions
    assert loaded.meta == {"computers": [1, 2]}


def test_a_game_in_progress_saves_without_its_secret_choices(tmp_path: Path) -> None:
    game = Game(Setup(NAMES[:4], seed=9))
    first = game.state.waiting_for()[0]
    game.apply(Choose(first, False))
    save_game(game, tmp_path / "g.json")
    assert '"go_on"' not in (tmp_path / "g.json").read_text()  # nobody can read it in the file
    loaded = load_game(tmp_path / "g.json")
    assert loaded.state == game.states[0] and loaded.meta["choices_asked_again"] == 1
    assert game.state.pending[first] is False  # the game in memory keeps it until the reveal


def test_the_same_setup_and_actions_give_the_same_game() -> None:
    a, b = Game(Setup(NAMES[:6], seed="x")), Game(Setup(NAMES[:6], seed="x"))
    play_out(a, go_on=True)
    play_out(b, go_on=True)
    assert a.states == b.states


def valid() -> dict[str, Any]:
    return finished_game(seed=2, players=3).to_json()


def _with(path: list[Any], value: Any) -> dict[str, Any]:
    data = valid()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


BAD_SAVES = {
    "not an object": [1, 2],
    "other format": {"format": "chess"},
    "cuzco game": dict(valid(), game="cuzco"),
    "no game": {k: v for k, v in valid().items() if k != "game"},
    "future version": dict(valid(), version=2),
    "bool version": dict(valid(), version=True),
    "no setup": dict(valid(), setup=None),
    "two players": _with(["setup", "names"], ["a", "b"]),
    "names not text": _with(["setup", "names"], [1, 2, 3]),
    "float seed": _with(["setup", "seed"], 1.5),
    "seat out of range": _with(["setup", "first_player"], 7),
    "artifacts not bool": _with(["setup", "artifacts"], "yes"),
    "actions not a list": dict(valid(), actions={}),
    "action not object": _with(["actions", 0], "choose"),
    "unknown action": _with(["actions", 0], {"type": "dance"}),
    "player not int": _with(["actions", 0, "player"], "0"),
    "go_on not bool": _with(["actions", 0, "go_on"], 1),
    "action after the end": dict(valid(), actions=valid()["actions"] + [{"type": "choose", "player": 0,
                                                                          "go_on": True}]),
    "meta not object": dict(valid(), meta=[]),
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_bad_saves_are_refused_with_a_reason(name: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(BAD_SAVES[name]))
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert "\n" not in str(info.value) and str(info.value)


def test_a_choice_twice_in_a_turn_is_refused_naming_the_action(tmp_path: Path) -> None:
    data = valid()
    data["actions"] = [data["actions"][0], data["actions"][0]]
    (tmp_path / "x.json").write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="action 1 is not valid: .* already chosen"):
        load_game(tmp_path / "x.json")


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe garbage", b"[" * 100_000, b"null"])
def test_unreadable_files_are_refused(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError):
        load_game(path)


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="no save file"):
        load_game(tmp_path / "nothing.json")
