"""The table's log and the hand-off summaries tell a played god card's aim in words, in both languages,
never as the rules' raw numbers."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import pytest

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import PlayCard
from cuzco.games.feld_cuzco.ui.names import describe
from cuzco.shell import i18n


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@lru_cache(maxsize=1)
def games() -> list:  # type: ignore[type-arg]
    return [play_game(["normal", "normal", "normal"], seed=seed) for seed in range(4)]


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_played_god_card_says_what_it_was_aimed_at_in_words(language: str) -> None:
    i18n.set_language(language)
    aimed = []
    for game in games():
        for state, action in zip(game.states, game.actions):
            if isinstance(action, PlayCard) and action.target:
                aimed.append((action, describe(action, state)))
    assert any(action.card == 4 for action, _ in aimed), "no game played card 04"
    for action, text in aimed:
        assert "[" not in text and "]" not in text, text
        if action.card == 4:
            assert ("mission " if language == "en" else "misión ") in text, text
