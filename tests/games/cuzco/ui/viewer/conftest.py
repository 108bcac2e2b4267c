"""The replay viewer in a real App (dummy SDL driver), driven by posted pygame events."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cuzco.games.cuzco.bots.match import play_game
from cuzco.games.cuzco.rules.record import Game, save_game
from cuzco.games.cuzco.ui.viewer.scene import ViewerScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings

SIZE = (1280, 800)


class Viewer:
    def __init__(self, app: App, scene: ViewerScene) -> None:
        self.app = app
        self.scene = scene

    def step(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.step()

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.move(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.step()
        self.move(((start[0] + end[0]) // 2, end[1]), buttons=(1, 0, 0))
        self.move(end, buttons=(1, 0, 0))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.step()

    def button(self, key: str) -> None:
        self.click(self.scene.view.buttons[key].rect.center)


def open_viewer(game: Game, size: tuple[int, int] = SIZE) -> Viewer:
    app = App(size, settings=Settings(), fps=None)
    scene = ViewerScene(game, app.settings)
    app.push(scene)
    viewer = Viewer(app, scene)
    viewer.step(2)
    return viewer


@pytest.fixture(scope="session")
def finished_game() -> Game:
    return play_game(("random", "random", "random"), seed=21)


@pytest.fixture
def in_progress(finished_game: Game) -> Game:
    game = Game(finished_game.setup)
    for action in finished_game.actions[:90]:
        game.apply(action)
    return game


@pytest.fixture
def viewer(finished_game: Game) -> Iterator[Viewer]:
    yield open_viewer(finished_game)
    pygame.quit()


@pytest.fixture
def save_file(tmp_path: Path, finished_game: Game) -> Path:
    path = tmp_path / "finished.json"
    save_game(finished_game, path)
    return path


@pytest.fixture
def tampered_file(tmp_path: Path, finished_game: Game) -> Path:
    """A save whose 5th action was edited into one the rules refuse."""
    data = finished_game.to_json()
    data["actions"][4] = {"type": "move", "src": [40, 40], "dst": [41, 40]}
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
