"""The end-of-round and final-scoring sheet of Feld's Cuzco grows with the table in a large window (its type
and spacing follow `table_scale`, as the table's do), stays inside a 1024x700 window, and closes on a click,
in English and in Spanish."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, State, view
from cuzco.games.feld_cuzco.ui.layout import table_scale
from cuzco.games.feld_cuzco.ui.round_end import GUARD_SECONDS, RoundEndScene, temple_result
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.settings import Settings


@lru_cache(maxsize=1)
def finished() -> tuple[Game, State]:
    """A three-player game played to its end, and the state at the start of its last round."""
    game = Game(Setup(("Ana", "Bea", "Cai"), seed=5))
    bot = make_bot("random", 5)
    last = game.state
    while not game.state.over:
        game.apply(bot.choose(view(game.state, game.state.actor)))
        if game.state.round == 6 and last.round < 6:
            last = game.state
    return game, last


def shown(size: tuple[int, int], lang: str) -> tuple[App, RoundEndScene]:
    """The final scoring over the table in a window of `size`."""
    game, last = finished()
    i18n.set_language(lang)
    app = App(size, settings=Settings(language=lang), fps=None)
    table = FeldTableScene(game, app.settings, {}, autosave=False)
    table.results_shown = True
    app.push(table)
    app.step(1 / 60)
    sheet = RoundEndScene(last, game.state, list(game.state.names), temple_result(game, 6))
    app.push(sheet)
    app.step(1 / 60)
    return app, sheet


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_final_scoring_grows_with_the_table_and_fits_the_small_window(lang: str) -> None:
    try:
        heights = {}
        for size in ((1024, 700), (1600, 900), (1920, 1080)):
            app, sheet = shown(size, lang)
            items = list(tooltips.frame.items)
            totals = [r for r, tip in items if tip == i18n._("{name}'s victory points after this round",
                                                             name=sheet.names[sheet.after.order[0]])]
            assert totals, "the first column's total is drawn with its tooltip"
            heights[size] = totals[0].h
            window = app.screen.get_rect()
            assert all(window.contains(r) for r, _tip in items), size
            if size == (1024, 700):
                assert table_scale(size) == pytest.approx(1.0)
            sheet.age = GUARD_SECONDS + 0.1
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
            app.step(1 / 60)
            assert app.stack.top is not sheet  # a click closes it
        small = heights[(1024, 700)]
        assert heights[(1600, 900)] >= small * 1.2, heights  # the table grows by 1.29 there
        assert heights[(1920, 1080)] >= small * 1.3, heights
    finally:
        i18n.set_language("en")
