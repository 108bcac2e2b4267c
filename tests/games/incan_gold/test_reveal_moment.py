"""The reveal is a moment (issue 20, point 3), driven by posted events: the choices turn over
together, leavers walk to their tents, the next card turns; each step has its sound (a treasure, a
first hazard, a second hazard, a safe return), none when sound is off; a click shows the next step
and Space skips to the end; a second hazard has its own scene."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.cards_draw import HAZARD_EDGE
from cuzco.games.incan_gold.ui.reveal_draw import walking
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import sound
from cuzco.shell.settings import Settings

from .builders import table
from .test_screens import Driver


def _scene(d: Driver, deck: str, path: list[tuple[str, int]], carried: tuple[int, ...] = (3, 3, 3)) -> IncanGoldScene:
    game = Game(Setup(("Amaru", "Inti", "Sisa"), seed=0, first_player=0))
    game.states[-1] = table(3, deck=deck, path=path, carried=carried)
    scene = IncanGoldScene(game, d.app.settings, autosave=False)
    d.app.push(scene)
    d.step()
    return scene


def _played(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    played: list[str] = []
    monkeypatch.setattr(sound, "play", lambda name: played.append(name))
    return played


def test_each_step_of_a_reveal_has_its_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    played = _played(monkeypatch)
    d = Driver()
    scene = _scene(d, "t9 h:snakes t1", [("t4", 1)])
    d.click(scene.buttons["camp"].rect.center)  # Amaru returns: a safe return
    d.click(scene.buttons["go"].rect.center)
    d.click(scene.buttons["go"].rect.center)
    effects = [s.effect for s in scene.steps]
    assert effects[:3] == ["choices", "leave", "gems"]
    assert scene.steps[0].players == (1, 2)  # the choices turn over together: who goes on
    assert walking(scene.steps[1]) == (0,)  # the leaver walks to the tent, no longer standing in the temple
    while scene.steps:
        d.click((5, 300))
    assert "camp" in played and "treasure" in played
    played.clear()
    d.click(scene.buttons["go"].rect.center)
    d.click(scene.buttons["go"].rect.center)
    assert [s.effect for s in scene.steps] == ["choices", "warning"]
    while scene.steps:
        d.click((5, 300))
    assert "hazard" in played


def test_a_second_hazard_has_its_scene_and_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    played = _played(monkeypatch)
    d = Driver()
    scene = _scene(d, "h:fire t5", [("t3", 0), ("h:fire", 0)])
    for _ in range(3):
        d.click(scene.buttons["go"].rect.center)
    assert [s.effect for s in scene.steps][:2] == ["choices", "scared"]
    d.click((5, 300))
    assert scene.steps[0].effect == "scared" and "danger" in played
    d.step(20)
    lay = scene.layout
    assert lay is not None
    centre = lay.path_area.center
    around = [d.app.screen.get_at((centre[0] + dx, centre[1] + dy))[:3] for dx in range(-120, 121, 4)
              for dy in range(-120, 121, 4)]
    assert HAZARD_EDGE in around  # the second card, large, framed in red, in the middle of the temple


def test_space_skips_the_reveal_and_a_click_shows_one_step() -> None:
    d = Driver()
    scene = _scene(d, "t9 h:snakes t1", [("t4", 1)])
    d.click(scene.buttons["camp"].rect.center)
    d.click(scene.buttons["go"].rect.center)
    d.click(scene.buttons["go"].rect.center)
    count = len(scene.steps)
    assert count >= 3
    d.click((5, 300))
    assert len(scene.steps) == count - 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    d.step()
    assert scene.steps == [] and scene.chooser is not None


def test_the_reveal_waits_at_a_followable_pace() -> None:
    d = Driver()
    scene = _scene(d, "t9 h:snakes t1", [("t4", 1)])
    for _ in range(3):
        d.click(scene.buttons["go"].rect.center)
    first = scene.steps[0]
    d.step(30)  # half a second: still showing the choices turning over
    assert scene.steps and scene.steps[0] is first and first.seconds >= 1.2


def test_no_sound_reaches_the_mixer_when_sound_is_off(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    real_get = sound.get

    def get(name: str) -> Any:
        asked.append(name)
        return real_get(name)

    monkeypatch.setattr(sound, "get", get)
    settings = Settings(sound=False)
    settings.apply()
    try:
        d = Driver()
        scene = _scene(d, "h:fire t5", [("t3", 0), ("h:fire", 0)])
        for _ in range(3):
            d.click(scene.buttons["go"].rect.center)
        while scene.steps:
            d.click((5, 300))
        assert asked == []
    finally:
        sound.set_enabled(True)


def test_the_new_sounds_ship_with_the_game() -> None:
    from cuzco import resources

    for name in ("treasure", "hazard", "danger", "camp"):
        assert name in sound.SOUND_NAMES
        assert resources.asset_path(f"sounds/{name}.wav").is_file()
