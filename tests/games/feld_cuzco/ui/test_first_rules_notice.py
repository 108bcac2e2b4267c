"""A save from before the god card 13 correction opens on the table with a notice that says where the game
resumes and why; the notice is read once, then the table goes on as with any loaded game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from cuzco.games.feld_cuzco.rules import Game
from cuzco.shell import registry
from cuzco.shell.scenes.notice import NoticeScene

from .driver import Driver

FIXTURE = Path(__file__).parents[1] / "fixtures" / "first_rules_saves.json"


def test_a_save_cut_short_by_the_card_13_correction_says_so_once_on_the_table() -> None:
    data = json.loads(FIXTURE.read_text())["games"][2]
    data.pop("final_vp")
    game = Game.from_json(data)
    actor = game.state.actor
    game.meta = {"bots": {str(s): "normal" for s in range(game.state.n) if s != actor}}
    d = Driver()
    d.app.push(registry.open_game(game, d.app.settings))
    d.step()
    notice = d.top
    assert isinstance(notice, NoticeScene)
    assert "god card 13" in notice.text and "round" in notice.text
    d.key(pygame.K_RETURN)
    assert not isinstance(d.top, NoticeScene) and not game.notes
