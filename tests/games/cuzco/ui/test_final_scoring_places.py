"""The Grand Final Scoring says where each city is: its part of the valley and a letter, the same
letter ringed on a map of the valley beside the cards, in gold while the mouse is on its row."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.scenes import results_draw
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.cuzco.ui.scenes.results_data import COMPASS, compass, final_scorings
from cuzco.shell.main import App
from cuzco.shell.settings import Settings


@pytest.fixture(scope="module")
def finished() -> Any:
    return play_game(["greedy"] * 2, seed=11)


def test_every_scoring_city_says_where_it_stands(finished: Any) -> None:
    finals = final_scorings(finished)
    cities = [c for f in finals for c in f.cities]
    assert cities and all(c.temple is not None and c.where in COMPASS and c.temple in c.cells for c in cities)


def test_the_compass_reads_the_valley_as_drawn() -> None:
    from cuzco.games.cuzco.rules.setup import Setup, new_game

    state = new_game(Setup(("A", "B"), 1, 0))
    site = [state.hex(c) for c in range(state.board.site_count)]
    west = min(site, key=lambda h: (h.q + h.r / 2, abs(h.r)))
    east = max(site, key=lambda h: (h.q + h.r / 2, -abs(h.r)))
    assert compass(site, west) == "west" and compass(site, east) == "east"
    assert compass(site, Hex(0, 0)) == "centre"
    top = min(site, key=lambda h: (h.r, abs(h.q + h.r / 2)))
    assert compass(site, top) == "north"


def test_a_row_under_the_mouse_rings_its_city_on_the_map(finished: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    lit: list[Any] = []
    real = results_draw.draw_city_map

    def spy(surface: Any, rect: Any, board: Any, finals: Any, letters: Any, hot: Any = None) -> None:
        lit.append(hot)
        real(surface, rect, board, finals, letters, hot)

    monkeypatch.setattr(results_draw, "draw_city_map", spy)
    app = App((1600, 900), settings=Settings(animation_speed=0.0), fps=None)
    scene = ResultsScene(finished, app.settings)
    app.push(scene)
    app.step(1 / 60)
    assert lit and lit[-1] is None and scene.city_rows_seen
    assert set(scene.letters.values()) >= {"A"}
    row, temple = scene.city_rows_seen[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    app.step(1 / 60)
    assert lit[-1] == temple
