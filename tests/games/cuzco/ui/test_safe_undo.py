"""Undo and its cousins are safe: a Redo button beside Undo, Reset turn and End turn (with AP left)
ask first, "don't ask again" is a setting, and Esc on a hand-off opens the menu with no hand shown.
Driven through posted events."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.main import App
from cuzco.shell.scenes.confirm import ConfirmDialog
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings

Table = Any


def _button(table: Table, label: str) -> Any:
    return next(b for b in table.scene.view.toolbar.buttons if b.label == label)


def _place(table: Table) -> None:
    table.scene.perform(next(a for a, _ in queries.legal_placements(table.state, "triple")))
    table.step()


def test_redo_sits_beside_undo_and_plays_the_undone_action_again(table: Table) -> None:
    _place(table)
    redo = _button(table, "Redo")
    assert not redo.enabled and redo.tooltip
    buttons = table.scene.view.toolbar.buttons
    assert buttons.index(redo) == buttons.index(_button(table, "Undo")) + 1
    table.click(_button(table, "Undo").rect.center)
    assert not table.state.tiles and redo.enabled
    table.click(redo.rect.center)
    assert len(table.state.tiles) == 1 and not redo.enabled


def test_reset_turn_asks_first(table: Table) -> None:
    _place(table)
    table.click(_button(table, "Reset turn").rect.center)
    dialog = table.app.stack.top
    assert isinstance(dialog, ConfirmDialog) and len(table.state.tiles) == 1
    table.key(pygame.K_ESCAPE)  # going back changes nothing
    assert table.app.stack.top is table.scene and len(table.state.tiles) == 1
    table.click(_button(table, "Reset turn").rect.center)
    dialog = table.app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.yes is not None
    table.click(dialog.yes.rect.center)
    assert table.app.stack.top is table.scene and not table.state.tiles


def test_end_turn_with_ap_left_asks_and_dont_ask_again_is_kept(table: Table) -> None:
    _place(table)
    assert table.state.ap > 0 and table.app.settings.confirm_end_turn
    end = _button(table, "End turn")
    table.click(end.rect.center)
    dialog = table.app.stack.top
    assert isinstance(dialog, ConfirmDialog) and table.state.current == 0
    assert "AP" in dialog.detail and dialog.switch is not None and dialog.yes is not None
    table.click(dialog.switch.switch_rect.center)  # don't ask again
    table.click(dialog.yes.rect.center)
    assert table.state.current == 1 and table.app.stack.top is table.scene
    assert table.app.settings.confirm_end_turn is False
    assert Settings.load().confirm_end_turn is False  # written to the player's settings
    _place(table)
    table.click(end.rect.center)  # not asked again
    assert table.state.current == 0


def test_end_turn_with_no_ap_left_does_not_ask(table: Table) -> None:
    _place(table)
    table.scene.game.states[-1].ap = 0  # spent: nothing would be lost
    table.click(_button(table, "End turn").rect.center)
    assert table.state.current == 1


def test_esc_on_a_hand_off_opens_the_menu_without_showing_the_next_hand(tables: Any) -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = GameScene(tables.new_game(), app.settings, hotseat=True)
    app.push(scene)
    app.step(1 / 60)
    assert isinstance(app.stack.top, HandoffScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert isinstance(app.stack.top, GameMenu)
    assert scene.visible_hand() is None and scene.revealed is None
    app.step(1 / 60)
    assert scene.visible_hand() is None  # the cards panel beneath the menu shows no hand
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    app.step(1 / 60)
    assert isinstance(app.stack.top, HandoffScene)  # back to the curtain, still down


def test_the_curtain_says_esc_opens_the_menu() -> None:
    from cuzco.shell.widgets import text as text_module

    drawn: list[str] = []
    real = text_module.render

    def spy(words: str, *args: Any, **kw: Any) -> Any:
        drawn.append(words)
        return real(words, *args, **kw)

    surface = pygame.Surface((1280, 800))
    import cuzco.shell.widgets.text as t

    t.render = spy  # type: ignore[assignment]
    try:
        HandoffScene("Ana", (200, 60, 60), "Your turn", escape_menu=True).draw(surface)
        HandoffScene("Bo", (60, 60, 200), "Your turn").draw(surface)
    finally:
        t.render = real  # type: ignore[assignment]
    assert drawn.count("Esc: the menu, with the hand still hidden") == 1
