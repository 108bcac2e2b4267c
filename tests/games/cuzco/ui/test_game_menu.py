"""The in-game menu (Resume, Save game, Load game, Rules, Settings, Main menu) and the Load
screen listing the autosave, driven by posted events."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco import paths
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.rules_scene import RulesScene
from cuzco.shell.scenes.save_dialog import SaveDialog
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.scenes.settings_scene import SettingsScene

Table = Any


def _place_first_triple(table: Table) -> None:
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, "triple") if a.rotation == 0)
    table.click_hex(spots[len(spots) // 2])
    assert table.state.tiles


def _open_menu(table: Table) -> GameMenu:
    menu_button = table.scene.view.toolbar.buttons[0]
    table.click(menu_button.rect.center)
    top = table.app.stack.top
    assert isinstance(top, GameMenu)
    return top


def _type(table: Table, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    table.step()


def test_the_menu_button_opens_the_in_game_menu_and_resume_closes_it(table: Table) -> None:
    menu = _open_menu(table)
    assert list(menu.buttons) == ["resume", "save", "new", "load", "rules", "settings", "main"]
    table.click(menu.buttons["resume"].rect.center)
    assert table.app.stack.top is table.scene


def test_escape_with_no_tool_opens_the_menu_and_escape_closes_it(table: Table) -> None:
    table.key(pygame.K_ESCAPE)  # drops the tile in hand
    assert table.app.stack.top is table.scene
    table.key(pygame.K_ESCAPE)  # nothing in hand: the menu
    assert isinstance(table.app.stack.top, GameMenu)
    table.key(pygame.K_ESCAPE)
    assert table.app.stack.top is table.scene


def test_save_under_a_name_from_the_game(table: Table) -> None:
    _place_first_triple(table)
    menu = _open_menu(table)
    table.click(menu.buttons["save"].rect.center)
    dialog = table.app.stack.top
    assert isinstance(dialog, SaveDialog)
    table.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # harmless if select-all is not supported
    for _ in range(60):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0))
    table.step()
    _type(table, "my table")
    table.key(pygame.K_RETURN)
    saved = paths.saves_dir() / "my table.json"
    assert saved.is_file()
    assert table.app.stack.top is menu
    assert "my table" in menu.message


def test_rules_and_settings_open_from_the_game(table: Table) -> None:
    menu = _open_menu(table)
    table.click(menu.buttons["rules"].rect.center)
    assert isinstance(table.app.stack.top, RulesScene)
    table.key(pygame.K_ESCAPE)
    assert table.app.stack.top is menu
    table.click(menu.buttons["settings"].rect.center)
    assert isinstance(table.app.stack.top, SettingsScene)
    table.key(pygame.K_ESCAPE)
    assert table.app.stack.top is menu


def test_load_lists_the_autosave_and_loading_replaces_the_game(table: Table) -> None:
    _place_first_triple(table)  # autosaved
    assert paths.autosave_path().is_file()
    menu = _open_menu(table)
    table.click(menu.buttons["load"].rect.center)
    load = table.app.stack.top
    assert isinstance(load, LoadScene)
    assert load.entries and load.entries[0].path == paths.autosave_path()
    table.key(pygame.K_RETURN)
    scenes = table.app.stack.scenes
    assert isinstance(scenes[0], GameScene) and scenes[0] is not table.scene
    assert not any(isinstance(s, (GameMenu, LoadScene)) for s in scenes)  # at most a hand-off on top
    assert len(scenes[0].state.tiles) == 1


def test_main_menu_leaves_the_game() -> None:
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    app = App((1280, 800), settings=Settings(), fps=None)
    title = MenuScene(app.settings)
    app.push(title)
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=title.buttons["new"].rect.center))
    app.step(1 / 60)
    cuzco = app.stack.top.buttons["game:cuzco"]  # type: ignore[union-attr]  # the game chooser
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=cuzco.rect.center))
    app.step(1 / 60)
    start = app.stack.top.buttons["start"]  # type: ignore[union-attr]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start.rect.center))
    for _ in range(3):
        app.step(1 / 60)
    game = next(s for s in app.stack.scenes if isinstance(s, GameScene))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(1 / 60)  # lift the hand-off curtain if there is one
    game.open_menu()
    app.step(1 / 60)
    menu = app.stack.top
    assert isinstance(menu, GameMenu)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=menu.buttons["main"].rect.center))
    app.step(1 / 60)
    assert app.stack.top is title


def test_the_title_screen_load_lists_the_autosave_too(table: Table) -> None:
    _place_first_triple(table)
    load = LoadScene(table.app.settings)
    assert [e.path for e in load.entries][:1] == [paths.autosave_path()]
