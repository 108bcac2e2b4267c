"""The title screen's game cards at 1024x700 (issue 32, point 14): inside the window, and each game's line
about itself told whole wherever the card's room allows it without cutting the facts above it."""

from __future__ import annotations

import pygame
import pytest

from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.menu_cards import card_lines
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import wrap


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_cards_tell_the_whole_line_about_each_game_when_it_fits(lang: str) -> None:
    previous = i18n.language()
    try:
        app = App((1024, 700), settings=Settings(language=lang), fps=None)
        app.apply_settings(app.settings)
        menu = MenuScene(app.settings)
        app.push(menu)
        app.step(1 / 60)
        cards = menu.game_cards()
        assert cards
        window = pygame.Rect(0, 0, 1024, 700)
        whole = 0
        for entry, card in cards:
            assert window.contains(card)
            room = card.right - (card.left + min(110, card.w * 2 // 5) + 16) - 12
            lines = card_lines(entry, room, card.h - 8)
            texts = [t for t, *_rest in lines]
            blurb = wrap(i18n._(entry.blurb), 14, room)
            if all(line in texts for line in blurb):
                whole += 1
            assert all(not t.endswith("…") for t in texts[1:-1])  # only the last line may be cut
        assert whole >= 2, f"only {whole} of {len(cards)} cards tell their line whole"
    finally:
        i18n.set_language(previous)
