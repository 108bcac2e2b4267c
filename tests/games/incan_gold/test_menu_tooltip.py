"""Incan Gold's Menu button explains itself while the pointer rests on it, and its tooltip goes once the menu
it opens lies over the table (issue 32, point 18)."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import tooltips
from cuzco.shell.main import App
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.settings import Settings
from cuzco.shell.widgets.button import Button


def test_the_menu_tooltip_does_not_stay_over_the_open_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real_box, real_button = tooltips.draw_box, Button.draw_tooltip
    monkeypatch.setattr(tooltips, "draw_box", lambda surface, pos, lines: (drawn.extend(lines),
                                                                           real_box(surface, pos, lines))[1])
    monkeypatch.setattr(Button, "draw_tooltip", lambda self, surface: (
        drawn.append(self.tooltip) if self.hovered and self.tooltip else None, real_button(self, surface))[1])
    app = App((1024, 700), settings=Settings(), fps=None)
    game = Game(Setup(("Ana", "Bo", "Cai"), seed=3))
    scene = IncanGoldScene(game, app.settings, {1: make_bot("normal", 3, 1), 2: make_bot("normal", 3, 2)},
                           autosave=False)
    app.push(scene)
    app.step(1 / 60)
    assert scene.menu_button is not None
    button = scene.menu_button
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert button.tooltip in drawn  # resting on it, the pointer reads what it does
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.step(1 / 60)
    assert isinstance(app.stack.top, GameMenu)
    drawn.clear()
    for _ in range(3):
        app.step(1 / 60)
    assert button.tooltip not in drawn
