"""The save a window autosaves into while another window holds the autosave has a name a player can read:
the game's own save name cut at a word, then the time and "another window" whole, in the player's language,
within the longest save name."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cuzco.shell import i18n
from cuzco.shell.persistence import NAME_MAX, elsewhere_name, safe_name


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_long_name_is_cut_at_a_word_and_keeps_its_whole_ending(language: str) -> None:
    i18n.set_language(language)
    what = "Feld Amaru, Killa, Inti - ronda 2 de 6, Cuzco de Stefan Feld"
    name = elsewhere_name(what, "2026-11-26 00h40")
    ending = " - 2026-11-26 00h40 - " + safe_name(i18n._("another window"))
    assert name.endswith(ending) and len(name) <= NAME_MAX and safe_name(name) == name
    kept = name.removesuffix(ending)
    assert what.startswith(kept) and what[len(kept)] in " ,-"  # whole words only
    assert ("otra ventana" in name) == (language == "es")


def test_a_short_name_is_kept_whole() -> None:
    assert elsewhere_name("Incan Gold", "2026-11-26 00h40") == "Incan Gold - 2026-11-26 00h40 - another window"


def test_one_long_word_is_cut_to_fit() -> None:
    name = elsewhere_name("x" * 200, "2026-11-26 00h40")
    assert len(name) <= NAME_MAX and name.endswith(" - another window")
