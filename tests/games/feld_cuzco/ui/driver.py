"""Driving Feld's Cuzco's screens with real posted pygame events: the app from its main menu, the game
chooser, the new-game form, and a human seat that plays by clicking the table."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

import pygame

from cuzco.games.feld_cuzco.ui.decisions import placing
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene
from cuzco.games.feld_cuzco.ui.setup_scene import FeldSetupScene
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from tests.waiting import SECONDS, on_signal, step_until


class Driver:
    def __init__(self, size: tuple[int, int] = (1280, 800)) -> None:
        settings = Settings()
        settings.animation_speed = 0.0  # computers act at once
        self.app = App(size, settings=settings, fps=None)
        self.app.push(MenuScene(self.app.settings))
        self.step(2)

    @property
    def top(self) -> object:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        """`frames` frames; after each, a computer's search (or a hint's) that is under way is waited for
        on its own signal, so what a number of frames brings about does not hang on the machine's speed.
        (tests/games/feld_cuzco/ui/test_table_layout.py draws frames while a search runs.)"""
        for _ in range(frames):
            self.app.step(1 / 60)
            table = next((s for s in reversed(self.app.stack.scenes) if isinstance(s, FeldTableScene)), None)
            if table is not None:
                signal = searching(table)()
                assert signal is None or signal.wait(SECONDS), "a computer's search never answered"

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()

    def key(self, k: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
        self.step()


def arrow(stepper: object, side: int) -> tuple[int, int]:
    left, right = stepper._arrows()  # type: ignore[attr-defined]
    return (right if side > 0 else left).center


def open_as_is(d: Driver) -> FeldSetupScene:
    """The new-game form from the main menu through the game chooser, touched in nothing."""
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["new"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene)
    d.step()
    d.click(chooser.buttons["game:feld-cuzco"].rect.center)
    form = d.top
    assert isinstance(form, FeldSetupScene)
    return form


def open_form(d: Driver, players: int, humans: set[int], level: str = "easy", seed: int = 7) -> FeldSetupScene:
    """The new-game form opened from the main menu through the game chooser, set to `players` seats with
    the `humans` human and the others computers of `level`; a fixed `seed`, so every run deals the same."""
    form = open_as_is(d)
    form.seed = seed
    while form.players != players:
        d.click(arrow(form.count, 1 if players > form.players else -1))
    for seat in range(players):
        stepper = form.seats[seat]
        want = "human" if seat in humans else level
        for _ in range(8):
            if stepper.value == want:
                break
            side = 1 if stepper.options.index(want) > stepper.options.index(stepper.value) else -1
            d.click(arrow(stepper, side))
        assert stepper.value == want
    return form


def searching(scene: FeldTableScene) -> Callable[[], threading.Event | None]:
    """The signal of the computer's search (or the hint's) under way at `scene`, if one is."""

    def signal() -> threading.Event | None:
        job = scene.job or scene.hint_job
        return job.done if job is not None else None

    return signal


def step_to(d: Driver, scene: FeldTableScene, done: Callable[[], object], what: str) -> int:
    """Frames until `done()`, waiting between them on the computers' searches (their own signal)."""
    return step_until(d.step, done, what, idle=on_signal(searching(scene)))


def play_until(d: Driver, scene: FeldTableScene, rng: random.Random, done: Callable[[], object], what: str) -> None:
    """The human clicks towards its decisions (`human_click`) and the computers play, until `done()`:
    however many frames the computers' searches take on this machine."""

    def frame() -> None:
        if not human_click(d, scene, rng):
            d.step()

    step_until(frame, done, what, idle=on_signal(searching(scene)))


def table_of(d: Driver) -> FeldTableScene:
    return next(s for s in reversed(d.app.stack.scenes) if isinstance(s, FeldTableScene))


def human_click(d: Driver, scene: FeldTableScene, rng: random.Random) -> bool:
    """The human at the table makes one click towards a decision: a glowing space, then an option.
    False when it is not a human's decision now."""
    if isinstance(d.top, RoundEndScene):  # the end of a round, read: go on
        d.top.age = 10.0
        d.click((10, 10))
        return True
    if scene.human_to_act() is None or d.top is not scene:
        return False
    if placing(scene.state) and scene.space is None:
        glowing = [s for s, why in scene.status.items() if why == ""]
        if glowing:
            d.click(scene.zones.spaces[rng.choice(glowing)].center)
            return True
    choices = [b for b, a in scene.buttons if a is not None]
    if not choices:
        d.step()
        return True
    d.click(rng.choice(choices).rect.center)
    return True


def settle(d: Driver, scene: FeldTableScene) -> None:
    """Frames until the side panel's options are laid out for the state shown (they are laid out in the
    frames after a change of the state, within a time budget per frame: how many frames that takes
    depends on the machine)."""
    step_to(d, scene, scene.options_settled, "the side panel's options laid out")


def hinted_table(d: Driver) -> FeldTableScene:
    """A new 3-seat game (the human first) up to the human's first die, its Hint asked and come."""
    form = open_form(d, 3, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    play_until(d, scene, random.Random(9), lambda: scene.human_to_act() == 0 and placing(scene.state),
               "the human's first die")
    settle(d, scene)
    hint = next(b for b, a in scene.buttons if a is None and b.label == "Hint")
    d.click(hint.rect.center)
    job = scene.hint_job
    assert job is None or job.done.wait(SECONDS)
    step_to(d, scene, lambda: scene.hint is not None, "the hint")
    settle(d, scene)
    return scene
