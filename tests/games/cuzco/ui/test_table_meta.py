"""A saved game remembers its table: seat colours and computer seats come back on Continue."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_opening import open_game as game_scene
from cuzco.shell.settings import Settings


def test_colours_and_computer_seats_survive_a_save_and_load(tmp_path) -> None:  # type: ignore[no-untyped-def]
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    from cuzco.games.cuzco.bots import make_bot

    game = Game.new(Setup(("Ana", "Bot"), seed=7, first_player=0))
    colours = [(40, 120, 200), (200, 60, 50)]
    game_scene(game, Settings(), colours, {1: make_bot("greedy", "7/seat1")})
    save_game(game, tmp_path / "g.json")

    loaded = load_game(tmp_path / "g.json")
    scene = game_scene(loaded, Settings())
    assert list(scene.bots) == [1]  # type: ignore[attr-defined]
    assert [tuple(c) for c in scene.colours] == colours  # type: ignore[attr-defined]


def test_a_record_with_a_bad_meta_is_refused() -> None:
    data = Game.new(Setup(("A", "B"), seed=1)).to_json()
    data["meta"] = ["not", "an", "object"]
    try:
        Game.from_json(data)
    except ValueError as exc:
        assert "meta" in str(exc)
    else:
        raise AssertionError("a list as meta was accepted")
