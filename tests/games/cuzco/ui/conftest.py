"""UI test helpers: a real App window (dummy SDL driver) stepped one frame at a time.

`Table` posts real pygame events (mouse moves, clicks, keys, wheel) and lets
the App's own loop deliver them to the scene, exactly as in play.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.waiting import step_until

SIZE = (1280, 800)


class Table:
    """One App with one GameScene, driven by posted events."""

    def __init__(self, app: App, scene: GameScene) -> None:
        self.app = app
        self.scene = scene

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.scene.state

    def step(self, frames: int = 1) -> None:
        """Run `frames` frames, then settle: a panel, the toolbar's answers or the tile in hand's glow
        that waited for the next frame (a busy frame, see `hud.budget`) are drawn by the frames after,
        so tests see the settled screen and the toolbar as the state and the tool say."""
        for _ in range(frames):
            self.app.step(1 / 60)
        view = self.scene.view
        step_until(lambda: self.app.step(1 / 60),
                   lambda: self.app.stack.top is not self.scene or not view.budget.waiting and view.toolbar_settled(),
                   "the game's screen settled (no redraw waiting, the toolbar up to date)")

    def pos(self, h: Hex) -> tuple[int, int]:
        """Screen position of the centre of a hex's top (its elevation included)."""
        return self.scene.view.hex_screen_pos(h)

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def click_hex(self, h: Hex, button: int = 1) -> None:
        self.click(self.pos(h), button)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.step()

    def wheel(self, y: int) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        )
        self.step()

    def pixel(self, pos: tuple[int, int]) -> tuple[int, int, int]:
        c = self.app.screen.get_at(pos)
        return (c.r, c.g, c.b)

    def mean(self, pos: tuple[int, int], radius: int = 5) -> tuple[int, int, int]:
        """Average colour of a small square: textures (furrows, plaster) vary pixel to pixel."""
        area = pygame.Rect(pos[0] - radius, pos[1] - radius, 2 * radius + 1, 2 * radius + 1)
        colour = pygame.transform.average_color(self.app.screen, area)
        return (colour[0], colour[1], colour[2])


def make_table(game: Game, size: tuple[int, int] = SIZE, **scene_kw: object) -> Table:
    app = App(size, settings=Settings(), fps=None)
    scene = GameScene(game, app.settings, hotseat=False, **scene_kw)  # type: ignore[arg-type]
    app.push(scene)
    table = Table(app, scene)
    table.step(2)
    return table


def new_game(players: int = 2, seed: int = 5) -> Game:
    return Game.new(Setup(("Ana", "Ben", "Cai", "Dee")[:players], seed, first_player=0))


@pytest.fixture(autouse=True)
def _default_ui_scale() -> Iterator[None]:
    """The App grows the global UI scale with big windows: put it back so no test leaks it to the next."""
    from cuzco.shell.widgets import theme

    yield
    theme.set_ui_scale(1.0)


@pytest.fixture
def table() -> Iterator[Table]:
    """A fresh two-player hot-seat game on screen, Ana to play."""
    yield make_table(new_game())


@pytest.fixture
def tables() -> Iterator[object]:
    """The helpers as a namespace (tests/games/cuzco/ui is not a package, so tests cannot import this module)."""

    class Helpers:
        make_table = staticmethod(make_table)
        new_game = staticmethod(new_game)

    yield Helpers
