"""The Incan Gold new-game form, driven with posted pygame events: names typed and refused with a reason,
levels, the first player, the Diamant variant's tooltip, and the set-up remembered for next time."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene, diamant_tooltip, level_lines
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import tooltips
from cuzco.shell.main import App
from cuzco.shell.scenes import new_game_form_layout as new_game_form
from cuzco.shell.settings import Settings

SIZE = (1280, 800)


class Driver:
    def __init__(self, settings: Settings | None = None) -> None:
        self.app = App(SIZE, settings=settings or Settings(), fps=None)
        self.form = IncanGoldSetupScene(self.app.settings, seed=7)
        self.app.push(self.form)
        self.step(2)

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(1 / 60)

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def hover(self, pos: tuple[int, int]) -> None:
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def key(self, k: int) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))

    def retype(self, seat: int, text: str) -> None:
        box = self.form.inputs[seat]
        self.click(box.rect.center)
        for _ in range(len(box.text)):
            self.key(pygame.K_BACKSPACE)
        if text:
            self.post(pygame.event.Event(pygame.TEXTINPUT, text=text))

    def arrow(self, stepper: Any, side: int) -> None:
        left, right = stepper._arrows()
        self.click((right if side > 0 else left).center)


def test_names_are_typed_and_the_game_starts_with_them() -> None:
    d = Driver()
    d.retype(0, "Ñusta")
    d.retype(2, "Pachacútec")
    d.click(d.form.buttons["start"].rect.center)
    scene = d.app.stack.top
    assert isinstance(scene, IncanGoldScene)
    assert scene.game.setup.names == ("Ñusta", "Killa", "Pachacútec", "Sisa")


@pytest.mark.parametrize(("seat", "name", "reason"), [
    (1, "", "Every player needs a name."),
    (1, "   ", "Every player needs a name."),
    (3, "amaru", "Two players are called \u201cAmaru\u201d: give each a different name."),
])
def test_an_empty_or_repeated_name_is_refused_saying_why(seat: int, name: str, reason: str) -> None:
    d = Driver()
    d.retype(seat, name)
    d.click(d.form.buttons["start"].rect.center)
    assert d.app.stack.top is d.form and d.form.message == reason


def test_the_first_player_is_chosen_or_drawn() -> None:
    d = Driver()
    assert d.form.first_stepper is not None and d.form.first_stepper.value == "random"
    d.arrow(d.form.first_stepper, 1)
    d.arrow(d.form.first_stepper, 1)
    d.arrow(d.form.first_stepper, 1)
    d.click(d.form.buttons["start"].rect.center)
    scene = d.app.stack.top
    assert isinstance(scene, IncanGoldScene) and scene.game.setup.first_player == 2


def test_the_diamant_variant_is_explained_in_a_tooltip(monkeypatch: pytest.MonkeyPatch) -> None:
    texts: list[str] = []
    real = new_game_form.draw_wrapped
    monkeypatch.setattr(new_game_form, "draw_wrapped",
                        lambda surface, text, *a, **k: (texts.append(text), real(surface, text, *a, **k))[1])
    d = Driver()
    assert d.form.variant is not None
    d.hover(d.form.variant.rect.center)
    d.step()
    assert tooltips.hovered(d.form.variant.rect.center) == diamant_tooltip()
    assert all(line in texts for line in level_lines())  # one line per level, under the seats


def test_the_form_remembers_the_last_setup() -> None:
    settings = Settings()
    settings.new_game = {"count": 2, "names": ["A", "B", "C", "D"], "colours": ["red", "blue", "green", "yellow"],
                         "computer": [False] * 4, "seats": ["human"] * 4, "first": "random"}  # Cuzco's, kept
    d = Driver(settings)
    d.arrow(d.form.count, 1)  # 5 players
    d.retype(4, "Wayra")
    assert d.form.kinds[4] == "easy"
    d.arrow(d.form.seats[4], 1)  # Easy -> Normal
    assert d.form.variant is not None
    d.click(d.form.variant.switch_rect.center)
    d.arrow(d.form.first_stepper, 1)
    d.click(d.form.buttons["start"].rect.center)
    assert isinstance(d.app.stack.top, IncanGoldScene)
    again = IncanGoldSetupScene(Settings.from_dict(settings.to_dict()))
    assert again.players == 5 and again.names[4] == "Wayra" and again.kinds[4] == "normal"
    assert again.diamant is True and again.first == 0
    assert settings.new_game["count"] == 2  # Cuzco's last set-up is still there


def test_a_damaged_memory_is_dropped() -> None:
    settings = Settings.from_dict({"new_game": {"incan-gold": {"players": 12}}})
    assert settings.new_game == {}
    assert IncanGoldSetupScene(settings).players == 4
