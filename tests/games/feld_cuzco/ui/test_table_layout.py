"""The table of Feld's Cuzco fits 1024x700, 1600x900 and 1920x1080: every part inside the window and
none over another; every village and road has a tooltip (none says "reconstructed": F1 does); a computer
seat thinks in a worker thread while the window goes on drawing."""

from __future__ import annotations

import threading
from itertools import combinations

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, PlayerView, Setup
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.layout import TableLayout
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.waiting import SECONDS, on_signal, step_until


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_part_of_the_table_is_inside_the_window_and_apart(size: tuple[int, int], players: int) -> None:
    boxes = TableLayout.build(size, players).boxes()
    window = pygame.Rect((0, 0), size)
    for name, rect in boxes:
        assert window.contains(rect), name
        assert rect.w > 100 and rect.h >= (30 if name in ("header", "controls") else 70), name
    for (a, ra), (b, rb) in combinations(boxes, 2):
        assert not ra.colliderect(rb), (a, b)


def test_villages_and_roads_say_what_they_are_without_saying_reconstructed_each_time() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    bots = {1: make_bot("random"), 2: make_bot("random")}
    scene = FeldTableScene(Game(Setup(("Ana", "Bea", "Ciro"), seed=2)), app.settings, bots, autosave=False)
    app.push(scene)
    app.step(1 / 60)
    for village in C.VILLAGES:
        text = scene.zones.tip_at(scene.zones.places[village.id].center)
        assert village.name in text and "reconstructed" not in text
    text = scene.zones.tip_at(scene.zones.spaces[0].center)
    assert text and "reconstructed" not in text  # the action board: the form, the rules page and F1 say it


class SlowBot:
    """A computer player that thinks until the test lets it answer."""

    name = "slow"

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: PlayerView) -> object:
        self.go.wait(SECONDS)
        return make_bot("random").choose(view)


def test_a_thinking_computer_never_stops_the_window() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    app.settings.animation_speed = 0.0
    game = Game(Setup(("Ana", "Bea"), seed=4))
    slow = SlowBot()
    scene = FeldTableScene(game, app.settings, {0: slow, 1: slow}, autosave=False)
    app.push(scene)
    for _ in range(20):  # twenty frames drawn while the computer is still thinking
        app.step(1 / 60)
    assert scene.job is not None and not scene.job.done.is_set()
    assert len(game.actions) == 0
    slow.go.set()
    assert scene.job.done.wait(SECONDS)
    step_until(lambda: app.step(1 / 60), lambda: len(game.actions) >= 1, "the computer's action")


class BrokenBot:
    name = "broken"

    def choose(self, view: PlayerView) -> object:
        raise RuntimeError("a bug in a computer player")


def test_a_failing_computer_player_does_not_stop_the_game() -> None:
    app = App((1024, 700), settings=Settings(), fps=None)
    app.settings.animation_speed = 0.0
    game = Game(Setup(("Ana", "Bea"), seed=6))
    scene = FeldTableScene(game, app.settings, {0: BrokenBot(), 1: BrokenBot()}, autosave=False)
    app.push(scene)
    step_until(lambda: app.step(1 / 60), lambda: len(game.actions) >= 5, "five actions in place of the broken one's",
               idle=on_signal(lambda: scene.job.done if scene.job is not None else None))
