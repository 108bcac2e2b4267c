"""Saves and loads take a path as text as well as a `Path`."""

from __future__ import annotations

from pathlib import Path

import pytest

from cuzco.rules.actions import PlaceTerrain
from cuzco.rules.errors import SaveFileError
from cuzco.rules.hexgrid import Hex
from cuzco.rules.record import Game, load_game, save_game
from cuzco.rules.setup import Setup


def test_a_game_saved_and_loaded_through_text_paths(tmp_path: Path) -> None:
    game = Game.new(Setup(("Ana", "Ben"), 5, 0))
    game.apply(PlaceTerrain("triple", Hex(0, 0), 2))
    where = str(tmp_path / "game.json")
    save_game(game, where)
    loaded = load_game(where)
    assert loaded.actions == game.actions and loaded.state == game.state


def test_a_missing_save_named_by_text(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="no save file at"):
        load_game(str(tmp_path / "none.json"))
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(SaveFileError, match="bad.json cannot be read: it is not valid JSON"):
        load_game(str(tmp_path / "bad.json"))
