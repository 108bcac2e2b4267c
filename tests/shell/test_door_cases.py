"""The doors one by one, in the real window loop with posted events: the cases that threw a game away
before every door went through the shell's guard (`cuzco.shell.scenes.doors`)."""

from __future__ import annotations

import pygame

from cuzco.shell import persistence, registry
from cuzco.shell.main import App
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.keep_game import KeepGameDialog
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.results_frame import ResultsFrame
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings
from tests.shell.door_world import MAKERS, SIZE


def window() -> App:
    app = App(SIZE, settings=Settings(), fps=None)
    app.push(MenuScene(app.settings))
    settle(app)
    return app


def settle(app: App, frames: int = 4) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    settle(app)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(app)


def button(app: App, key: str) -> None:
    top = app.stack.top
    if not getattr(top, "buttons", None):
        top.draw(app.screen)  # type: ignore[union-attr]
    click(app, top.buttons[key].rect.center)  # type: ignore[union-attr]


def test_loading_a_save_over_an_unsaved_game_asks_first() -> None:
    """The issue's first case: an unsaved Cuzco game, then Load game and another Cuzco save."""
    going, _done = MAKERS["cuzco"](11)
    other, _done = MAKERS["cuzco"](12)
    autosave = persistence.autosave(going)
    old = autosave.read_bytes()
    persistence.save_named(other, "another game")
    app = window()
    button(app, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    load.select(next(i for i, e in enumerate(load.entries) if e.path.stem == "another game"))
    button(app, "load")
    assert isinstance(app.stack.top, KeepGameDialog), "a save was loaded over the game in progress unasked"
    press(app, pygame.K_RETURN)  # Keep it in Load game
    persistence.autosave(app.stack.top.game)  # type: ignore[union-attr]  # what the first move writes
    assert old in [p.read_bytes() for p in persistence.list_saves()]


def test_new_game_from_a_results_screen_asks_about_the_game_in_progress_not_the_one_on_screen() -> None:
    """The issue's second case: a finished game's results on screen while another game of its kind waits."""
    going, _done = MAKERS["feld-cuzco"](11)
    _going, done = MAKERS["feld-cuzco"](13)
    autosave = persistence.autosave(going)
    old = autosave.read_bytes()
    app = window()
    app.push(registry.open_game(done, app.settings))  # as another window's Load would open it
    settle(app)
    assert isinstance(app.stack.top, ResultsFrame)
    button(app, "new")
    assert isinstance(app.stack.top, KeepGameDialog) and app.stack.top.path == autosave
    press(app, pygame.K_ESCAPE)  # Cancel: nothing moves
    assert autosave.read_bytes() == old


def test_new_game_from_the_in_game_menu_asks_about_the_game_on_screen() -> None:
    going, _done = MAKERS["incan-gold"](11)
    autosave = persistence.autosave(going)
    old = autosave.read_bytes()
    app = window()
    button(app, "continue")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GameMenu)
    button(app, "new")
    assert isinstance(app.stack.top, KeepGameDialog)
    button(app, "keep")
    assert "start" in app.stack.top.buttons  # type: ignore[union-attr]  # the form, in the game's place
    assert [p.read_bytes() for p in persistence.list_saves()] == [old] and not autosave.exists()


def test_closing_the_window_writes_what_is_held_and_discards_nothing() -> None:
    going, _done = MAKERS["cuzco"](11)
    app = window()
    with persistence.autosaves_held():  # a phone's move, its autosave waiting for the frame
        persistence.autosave_safely(going)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    autosave = persistence.autosave_path("cuzco")
    assert autosave.is_file() and registry.load(autosave).actions == going.actions
