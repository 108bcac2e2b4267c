"""Saved settings take effect at once in the running App, and full screen is honoured at start-up."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cuzco.shell import sound
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.settings_scene import SettingsScene
from cuzco.shell.settings import SETTINGS_CHANGED, Settings
from cuzco.shell.widgets import Toggle, theme
from cuzco.shell.widgets.theme import px


@pytest.fixture(autouse=True)
def restore_globals() -> Iterator[None]:
    yield
    Settings().apply()


def announce(table: Any, settings: Settings) -> None:
    pygame.event.post(pygame.event.Event(SETTINGS_CHANGED, settings=settings))
    table.step()


def is_full_screen() -> bool:
    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


def test_full_screen_switches_on_and_back_to_the_same_window(tables: Any) -> None:
    table = tables.make_table(tables.new_game())
    app, view = table.app, table.scene.view
    window = app.screen.get_size()
    app.settings.fullscreen = True
    announce(table, app.settings)
    assert app.fullscreen and is_full_screen()
    assert view.frame.right.right == app.screen.get_width()  # the game laid itself out again
    app.settings.fullscreen = False
    announce(table, app.settings)
    assert not app.fullscreen and not is_full_screen()
    assert app.screen.get_size() == window
    assert view.frame.right.right == window[0]


def test_height_numbers_sound_and_size_reach_the_open_game(tables: Any) -> None:
    table = tables.make_table(tables.new_game(), size=(1600, 900))  # room for a larger interface
    settings = table.app.settings
    assert not table.scene.show_heights
    settings.height_numbers, settings.sound, settings.ui_scale = True, False, 1.25
    announce(table, settings)
    assert table.scene.show_heights
    assert not sound.enabled()
    assert theme.ui_scale() == 1.25
    assert table.scene.view.frame.top.height == px(74)  # the HUD was laid out at the new size


def test_the_window_opens_full_screen_when_the_settings_say_so() -> None:
    app = App((1280, 800), settings=Settings(fullscreen=True), fps=None)
    assert app.fullscreen and is_full_screen()
    app = App((1280, 800), settings=Settings(), fps=None)
    assert not app.fullscreen and app.screen.get_size() == (1280, 800)


def test_saving_on_the_settings_screen_switches_full_screen() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    menu = MenuScene(app.settings)
    app.push(menu)
    app.step(1 / 60)
    screen = SettingsScene(app.settings)
    app.push(screen)
    app.step(1 / 60)
    toggle = next(w for w in screen.widgets if isinstance(w, Toggle) and w.value is False)  # "Full screen"
    for pos in (toggle.switch_rect.center, screen.buttons["save"].rect.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        app.step(1 / 60)
    app.step(1 / 60)  # the SETTINGS_CHANGED event posted by Save
    assert app.stack.top is menu
    assert app.settings.fullscreen and Settings.load().fullscreen
    assert app.fullscreen and is_full_screen()
