"""The Grand Final Scoring fits the window (issue 32, point 14): at 1024x700 the players' cards, the map
of the valley and the letters the cards name on it are all drawn inside the window, in both languages;
the cards overlap neither each other, the map nor the Continue button."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.settings import Settings


@pytest.fixture(scope="module", params=[2, 3, 4])
def finished(request: Any) -> Any:
    return play_game(["greedy"] * request.param, seed=11)


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_cards_the_map_and_its_letters_are_inside_the_window(finished: Any, size: tuple[int, int],
                                                                lang: str) -> None:
    previous = i18n.language()
    try:
        app = App(size, settings=Settings(language=lang), fps=None)
        app.apply_settings(app.settings)
        scene = ResultsScene(finished, app.settings)
        app.push(scene)
        app.step(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
        app.step(1 / 60)
        assert scene.page == "final" and all(scene.shown(i) >= len(f.cities) + 2 for i, f in enumerate(scene.finals))
        window = pygame.Rect((0, 0), size)
        cards = scene.card_rects
        assert len(cards) == len(finished.state.players)
        assert scene.map_rect is not None, "the cards name cities by letter: the map must be there"
        button = scene.buttons["next"].rect
        for k, card in enumerate(cards):
            assert window.contains(card) and not card.colliderect(scene.map_rect) and not card.colliderect(button)
            assert all(not card.colliderect(other) for other in cards[k + 1:])
        assert window.contains(scene.map_rect)
        named = {c.temple for f in scene.finals for c in f.cities if c.temple is not None}
        assert named and set(scene.letter_spots) == named
        inside = scene.map_rect.inflate(-8, -8)
        assert all(inside.collidepoint(spot) for spot in scene.letter_spots.values())
        for row, _temple in scene.city_rows:
            assert any(card.contains(row) for card in cards)
    finally:
        i18n.set_language(previous)
