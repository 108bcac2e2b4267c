"""A finished game is not thrown away: when a game of any kind ends on the table, it leaves the autosave for
Load game, named as finished, until the player deletes it; its results screen offers Watch again."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.shell import persistence, registry
from cuzco.shell.main import App
from cuzco.shell.scenes import save_rows
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.results_frame import ResultsFrame
from cuzco.shell.settings import Settings
from tests.shell.door_world import KINDS, MAKERS, SIZE
from tests.waiting import leave_the_interpreter, step_until

COMPUTERS = {"cuzco": "easy", "incan-gold": "easy", "feld-cuzco": "random"}


def near_the_end(kind: str) -> Any:
    """A game a few moves from its end, every seat a computer player (they play it out)."""
    _going, done = MAKERS[kind](13)
    seats = len(done.setup.names)
    game = type(done)(done.setup, {"bots": {str(seat): COMPUTERS[kind] for seat in range(seats)}})
    for action in done.actions[:-3]:
        game.apply(action)
    return game


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_that_ends_stays_in_load_game_marked_finished(kind: str) -> None:
    game = near_the_end(kind)
    persistence.autosave(game)  # the game in progress, as its table keeps it
    app = App(SIZE, settings=Settings(), fps=None)
    app.push(MenuScene(app.settings))
    table = registry.open_game(game, app.settings)
    app.push(table)

    def frame() -> None:  # the computers play on, a frame at a time, until the results show
        app.step(1 / 20)
        if app.stack.top is not table and not isinstance(app.stack.top, ResultsFrame):
            # a round's summary waits for a key
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0))

    step_until(frame, lambda: isinstance(app.stack.top, ResultsFrame), "the results", idle=leave_the_interpreter)
    results = app.stack.top
    assert isinstance(results, ResultsFrame), type(results).__name__
    assert not persistence.autosave_path(kind).exists()  # no game is in progress any more
    kept = persistence.list_saves()
    assert len(kept) == 1 and " - finished - " in kept[0].stem, kept
    finished = persistence.load_named(kept[0])
    assert finished.actions == game.actions and save_rows.preview(kept[0], (10, 10)).over
    assert results.watch_again is not None  # and it can be watched again at once
