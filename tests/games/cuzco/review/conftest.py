"""A short recorded game, made once: two Normal seats, 90 actions of a fixed seed."""

from __future__ import annotations

from pathlib import Path

import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import Game, save_game


@pytest.fixture(scope="session")
def short_game() -> Game:
    return play_game(["normal", "normal"], 11, max_actions=90)


@pytest.fixture
def saved_game(short_game: Game, tmp_path: Path) -> Path:
    path = tmp_path / "short.json"
    save_game(short_game, path)
    return path
