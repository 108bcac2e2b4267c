"""Incan Gold's words (issue 32, points 4 and 5): the rules page names the computer levels as the form does
and counts three games; in Spanish the choice card's keys are the first letters of its words ("Seguir (S)",
"Volver al campamento (V)") and work; one word for a seat throughout the Spanish texts ("puesto")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.choice_card import ChoiceCard
from cuzco.shell import i18n

ROOT = Path(__file__).resolve().parents[3]
PO = ROOT / "cuzco/shell/locale/es/LC_MESSAGES/cuzco.po"


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("page", "levels", "old"), [
    ("incan-gold.md", ("Easy", "Normal", "Hard"), r"cautious|\bbold\b|reasoning\)|both games|either game"),
    ("incan-gold.es.md", ("Fácil", "Normal", "Difícil"), r"prudente|audaz|reflexivo|los dos juegos|ambos juegos"),
])
def test_the_rules_page_names_the_levels_as_the_form_does_and_counts_three_games(page: str, levels: tuple[str, ...],
                                                                                 old: str) -> None:
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    assert not re.search(old, text), re.search(old, text)
    assert all(level in text for level in levels)


@pytest.mark.parametrize(("language", "go", "camp", "keys"), [
    ("en", "Go on (G)", "Return to camp (R)", (pygame.K_g, pygame.K_r)),
    ("es", "Seguir (S)", "Volver al campamento (V)", (pygame.K_s, pygame.K_v)),
])
def test_the_choice_keys_are_the_first_letters_of_the_words_shown(language: str, go: str, camp: str,
                                                                  keys: tuple[int, int]) -> None:
    i18n.set_language(language)
    state = Game(Setup(("A", "B", "C"), seed=1)).state
    chosen: list[bool] = []
    card = ChoiceCard(0, "A", state, pygame.Rect(0, 0, 700, 200), chosen.append, lambda seat: None, [], False)
    assert card.buttons["go"].label == go and card.buttons["camp"].label == camp
    for key in keys:
        card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    assert chosen == [True, False]


def test_spanish_calls_a_seat_puesto_throughout() -> None:
    catalog = read_po(PO.open("rb"))
    said = [s for m in catalog if m.id for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    said += [(ROOT / "docs" / page).read_text(encoding="utf-8") for page in ("incan-gold.es.md", "feld-cuzco.es.md",
                                                                          "rules.es.md")]
    assert not [s for s in said if re.search(r"\basientos?\b", s, re.IGNORECASE)]
