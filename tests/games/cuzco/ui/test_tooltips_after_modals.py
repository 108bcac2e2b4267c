"""Tooltips do not outlive what they point at: none stays on screen after a hand-off, none shows
through the dimmed menu. Driven through posted events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import EndTurn
from cuzco.games.cuzco.ui import game_view
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.main import App
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings


@pytest.fixture
def tips(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Every tooltip the game screen draws, frame after frame."""
    drawn: list[list[str]] = []
    real = game_view.draw_tooltip

    def record(surface: pygame.Surface, pos: tuple[int, int], lines: list[str]) -> None:
        drawn.append(list(lines))
        real(surface, pos, lines)

    monkeypatch.setattr(game_view, "draw_tooltip", record)
    return drawn


def _post(event_type: int, **kw: Any) -> None:
    pygame.event.post(pygame.event.Event(event_type, **kw))


def _key(app: App, key: int) -> None:
    _post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    app.step(1 / 60)


def _hover(app: App, pos: tuple[int, int]) -> None:
    _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)


def test_no_tooltip_stays_after_a_hand_off(tables: Any, tips: list[list[str]]) -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = GameScene(tables.new_game(), app.settings, hotseat=True)
    app.push(scene)
    app.step(1 / 60)
    _key(app, pygame.K_RETURN)  # Ana lifts her curtain
    scene.perform(next(a for a, _ in queries.legal_placements(scene.state, "triple")))
    undo = next(b for b in scene.view.toolbar.buttons if b.label == "Undo")
    _hover(app, undo.rect.center)
    assert tips and tips[-1] == ["Undo (Ctrl+Z)"]
    scene.view.toasts.show("a notice for Ana")
    scene.perform(EndTurn())
    app.step(1 / 60)
    assert isinstance(app.stack.top, HandoffScene)
    assert not scene.view.toasts.items  # Ana's notices do not wait for Ben behind the curtain
    _key(app, pygame.K_RETURN)  # Ben lifts his; the mouse has not moved since Ana pointed at Undo
    tips.clear()
    app.step(1 / 60)
    app.step(1 / 60)
    assert app.stack.top is scene and tips == []


def test_no_tooltip_shows_through_the_menu(tables: Any, tips: list[list[str]]) -> None:
    table = tables.make_table(tables.new_game())
    table.key(pygame.K_ESCAPE)  # drop the tile in hand
    undo = next(b for b in table.scene.view.toolbar.buttons if b.label == "Undo")
    table.move(undo.rect.center)
    assert tips and tips[-1] == [undo.tooltip]  # greyed at the turn's start: it says why
    table.key(pygame.K_ESCAPE)
    assert isinstance(table.app.stack.top, GameMenu)
    tips.clear()
    table.step(2)
    assert tips == []

