"""Settings and help opened from the Incan Gold table, through real posted pygame events: the settings
list only what Incan Gold uses beside the shell's own (the main menu's list everything); F1 or ? shows
the table's keys and marks."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.autosave import bots_of
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.help_overlay import HelpOverlay
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.settings_scene import SettingsScene

from .test_screens import Driver

SHELL_SETTINGS = ["ui_scale", "fullscreen", "animation_speed", "sound", "language"]


def on_the_table(d: Driver) -> IncanGoldScene:
    game = Game(Setup(("Amaru", "Inti", "Sisa"), seed=5), meta={"bots": {"1": "bold", "2": "cautious"}})
    scene = IncanGoldScene(game, d.app.settings, bots_of(game), autosave=False)
    d.app.push(scene)
    d.step(3)
    return scene


def test_settings_from_the_table_list_only_what_incan_gold_uses() -> None:
    d = Driver()
    scene = on_the_table(d)
    assert scene.menu_button is not None
    d.click(scene.menu_button.rect.center)
    menu = d.top
    assert isinstance(menu, GameMenu)
    d.step()
    d.click(menu.buttons["settings"].rect.center)
    settings = d.top
    assert isinstance(settings, SettingsScene)
    d.step()
    assert settings.fields == SHELL_SETTINGS[:4] + ["language"]
    assert len(settings.widgets) == 5
    assert all(settings.panel.contains(w.rect) for w in settings.widgets)


def test_settings_from_the_main_menu_list_everything() -> None:
    d = Driver()
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["settings"].rect.center)
    settings = d.top
    assert isinstance(settings, SettingsScene)
    d.step()
    assert settings.fields == SHELL_SETTINGS[:4] + ["height_numbers", "hints", "confirm_end_turn", "language"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    d.step()
    assert isinstance(d.top, MenuScene)


def _press(d: Driver, key: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0))
    d.step()


def test_f1_on_the_table_shows_its_keys_and_marks_in_spanish() -> None:
    d = Driver()
    scene = on_the_table(d)
    i18n.set_language("es")
    try:
        _press(d, pygame.K_F1)
        overlay = d.top
        assert isinstance(overlay, HelpOverlay)
        d.step(20)  # past the guard against the key that opened it
        assert overlay.fits
        titles = [title for title, _rows in overlay.sections or []]
        assert titles == ["Teclas", "La mesa"]
        rows = dict(row for _title, group in overlay.sections or [] for row in group)
        assert rows["G  /  C"].startswith("tu elección")
        assert "Carta de peligro" in rows
        _press(d, pygame.K_SPACE)  # any key closes it
        assert d.top is scene
        _press(d, pygame.K_SLASH, "?")
        assert isinstance(d.top, HelpOverlay)
    finally:
        i18n.set_language("en")
