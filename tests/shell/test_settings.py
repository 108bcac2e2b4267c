"""Settings: defaults, validation on load, persistence, and the settings screen."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cuzco import paths
from cuzco.shell import i18n, sound
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.scenes.settings_scene import SettingsScene
from cuzco.shell.settings import SETTINGS_CHANGED, Settings
from cuzco.shell.widgets import Stepper, Toggle, theme


@pytest.fixture(autouse=True)
def restore_globals() -> Iterator[None]:
    yield
    Settings().apply()  # the screen test applies its settings; leave the next test the defaults


def test_missing_file_gives_defaults() -> None:
    assert Settings.load() == Settings()
    assert not paths.settings_path().exists()


def test_round_trip() -> None:
    s = Settings(ui_scale=1.5, fullscreen=True, animation_speed=0.0, sound=False, height_numbers=True)
    s.save()
    assert Settings.load() == s


def kept_aside() -> list[Path]:
    return sorted(paths.data_dir().glob("settings.json.bad-*"))


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '"text"', ""])
def test_unreadable_file_gives_defaults_and_is_kept_aside(text: str) -> None:
    path = paths.settings_path()
    path.write_text(text, encoding="utf-8")
    assert Settings.load() == Settings()
    [kept] = kept_aside()
    assert kept.read_text(encoding="utf-8") == text
    assert Settings.load() == Settings() and kept_aside() == [kept]  # the new file is good


def test_bad_values_fall_back_one_by_one(caplog: pytest.LogCaptureFixture) -> None:
    path = paths.settings_path()
    raw = json.dumps({"ui_scale": 9, "sound": "yes", "animation_speed": 1.5, "language": "es", "extra": 1})
    path.write_text(raw, encoding="utf-8")
    loaded = Settings.load()
    assert loaded.ui_scale == 1.0 and loaded.sound is True  # bad ones: defaults
    assert loaded.animation_speed == 1.5 and loaded.language == "es"  # good ones kept
    assert "ui_scale" in caplog.text and "sound" in caplog.text
    [kept] = kept_aside()
    assert kept.read_text(encoding="utf-8") == raw  # the player's file, unchanged, beside the new one
    assert Settings.load() == loaded  # the new settings.json holds the settings in use


def pump(stack: SceneStack, *events: pygame.event.Event) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


class Below(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    def on_result(self, source: Scene, result: object) -> None:
        self.results.append(result)


def test_settings_screen_saves_and_applies() -> None:
    pygame.init()
    screen = pygame.display.set_mode((1280, 800))
    try:
        settings = Settings()
        stack = SceneStack()
        below = Below()
        stack.push(below)
        scene = SettingsScene(settings)
        stack.push(scene)
        stack.draw(screen)
        scale = next(w for w in scene.widgets if isinstance(w, Stepper) and w.value == 1.0)
        sound_toggle = next(w for w in scene.widgets if isinstance(w, Toggle) and w.value is True)
        pump(stack, click(scale._arrows()[1].center), click(sound_toggle.switch_rect.center))
        assert settings.ui_scale == 1.0, "nothing changes before Save"
        pump(stack, click(scene.buttons["save"].rect.center))
        assert below.results == [settings]
        assert settings.ui_scale == 1.25 and settings.sound is False
        assert Settings.load() == settings
        assert theme.ui_scale() == 1.25 and not sound.enabled()
        assert any(e.type == SETTINGS_CHANGED for e in pygame.event.get())
    finally:
        pygame.quit()


def test_settings_screen_cancel_changes_nothing() -> None:
    pygame.init()
    screen = pygame.display.set_mode((1280, 800))
    try:
        settings = Settings()
        stack = SceneStack()
        below = Below()
        stack.push(below)
        scene = SettingsScene(settings)
        stack.push(scene)
        stack.draw(screen)
        toggle = next(w for w in scene.widgets if isinstance(w, Toggle))
        pump(stack, click(toggle.switch_rect.center))
        pump(stack, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        assert below.results == [None] and settings == Settings()
        assert not paths.settings_path().exists()
    finally:
        pygame.quit()


def test_translation_falls_back_to_english() -> None:
    i18n.set_language("xx")
    assert i18n._("Pass to {name}", name="Ana") == "Pass to Ana"
    i18n.set_language("en")


def test_a_new_language_is_only_a_data_file(tmp_path: Path) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale="es")
    catalog.add("Pass to {name}", "Pasa a {name}")
    catalog.add("Stand", "")
    (tmp_path / "es" / "LC_MESSAGES").mkdir(parents=True)
    with open(tmp_path / "es" / "LC_MESSAGES" / "cuzco.mo", "wb") as fh:
        write_mo(fh, catalog)
    try:
        i18n.set_language("es", folder=tmp_path)
        assert i18n._("Pass to {name}", name="Ana") == "Pasa a Ana"
        assert i18n._("Stand") == "Stand"  # an empty translation means "not yet": English shows
    finally:
        i18n.set_language("en")


def test_sound_effects_are_short_and_follow_the_setting() -> None:
    pygame.init()
    try:
        for name in ("click", "place", "chime", "fanfare", "error"):
            effect = sound.get(name)
            if effect is not None:  # None only where no mixer can start at all
                assert 0.02 < effect.get_length() < 1.5
        sound.set_enabled(False)
        sound.play("fanfare")  # silently nothing
        assert not sound.enabled()
    finally:
        sound.set_enabled(True)
        pygame.quit()
