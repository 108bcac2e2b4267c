"""Every count is said with the right form, in English and in Spanish.

Each plural message of the catalog is rendered at 1 and at 2 in both languages, as the game renders it
(`i18n.ngettext`), and the forms are checked: the right one is picked, "1" is never followed by a
plural noun ("1 gems"), Spanish verbs agree ("Te queda 1", "Te quedan 2"), and no message anywhere
hedges with "(s)". A message with a count that is not a plural message is listed with its reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import cuzco.shell
from cuzco.shell import i18n

PO = Path(cuzco.shell.__file__).parent / "locale" / "es" / "LC_MESSAGES" / "cuzco.po"
FIELD = re.compile(r"\{(\w+)\}")
# "1" followed (perhaps after one word) by a word in a plural form
ONE_THEN_PLURAL = re.compile(r"(?<![\d.,])1 (?:\w+ )?(\w+(?:s|es))\b")
# words ending in s that are not plural nouns: verbs ("wins"), "antes" (before), "dios" (god)
SINGULAR_ENDING_IN_S = {"más", "is", "has", "this", "was", "wins", "antes", "dios"}
SAME_FORMS = {"city of {n} hex"}  # an abbreviation ("hex.") has one form
# counted messages that stay singular-only: their count is never 1 (limits of a save file, search sizes)
NEVER_ONE = {
    "the save holds {n} actions (a game has far fewer; at most {limit})",
    "the save file holds {n} actions, more than any game can",
    "bad setup: 'seed' is {n} characters long (at most {limit})",
    "is {n} characters long (at most {limit})",
    "'meta' holds {n} entries (at most {limit})",
    "'meta' has a key {n} characters long (at most {limit})",
    "it holds a number {n} characters long",
}
# a number, then a verb
NOT_A_COUNT = {"Round {n} begins: {name} leads the way.", "Round {n} begins: you lead the way.",
               "Key {n} picks this card", "Round {n} is over"}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _catalog() -> list:
    with PO.open("rb") as f:
        return [m for m in read_po(f) if m.id]


def _plurals() -> list[tuple[str, str]]:
    return [m.id for m in _catalog() if isinstance(m.id, tuple)]


def _render(singular: str, plural: str, count: int) -> str:
    fields = set(FIELD.findall(singular)) | set(FIELD.findall(plural))
    return i18n.ngettext(singular, plural, count, **{f: "Q" for f in fields - {"n"}})


def test_the_catalog_holds_the_plurals() -> None:
    assert len(_plurals()) >= 40


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_plural_message_at_one_and_at_two(language: str) -> None:
    i18n.set_language(language)
    problems = []
    for singular, plural in _plurals():
        if "{n}" in singular and "{n}" not in plural:
            problems.append(f"no {{n}} in the plural form: {plural!r}")
        one, two = _render(singular, plural, 1), _render(singular, plural, 2)
        if "{n}" in plural and "2" not in two:
            problems.append(f"the count is missing at 2: {two!r}")
        bad = [w for w in ONE_THEN_PLURAL.findall(one) if w not in SINGULAR_ENDING_IN_S]
        if bad:
            problems.append(f"a plural after 1: {one!r}")
        if language == "es":
            if re.search(r"\b(quedan)\s+1\b", one, re.IGNORECASE):
                problems.append(f"a plural verb before 1: {one!r}")
            if re.search(r"\b(queda)\s+2\b", two, re.IGNORECASE):
                problems.append(f"a singular verb before 2: {two!r}")
            if (one == two.replace("2", "1") and singular.replace("{n}", "") != plural.replace("{n}", "")
                    and singular not in SAME_FORMS):
                problems.append(f"the same form at 1 and at 2: {one!r}")
        if language == "en" and one != singular.replace("{n}", "1") and "{" not in singular.replace("{n}", ""):
            problems.append(f"the singular is not picked at 1: {one!r}")
    assert problems == []


def test_no_message_hedges_its_plural() -> None:
    hedged = []
    for m in _catalog():
        texts = [*(m.id if isinstance(m.id, tuple) else (m.id,)),
                 *(m.string if isinstance(m.string, tuple) else (m.string,))]
        hedged += [t for t in texts if re.search(r"\w\((s|es)\)", t or "")]
    assert hedged == []


def test_every_counted_noun_is_a_plural_message() -> None:
    """A singular-only message with a count ("{n}", "{total}", "{left}") before a plural noun would read
    "1 gems" one day."""
    counted = re.compile(r"\{(?:n|total|left|count)\} (?:\w+ )?\w+s\b")
    single = [m.id for m in _catalog() if isinstance(m.id, str) and counted.search(m.id)]
    assert sorted(set(single) - NEVER_ONE - NOT_A_COUNT) == []


def test_spanish_never_says_quedan_before_a_count_that_may_be_one() -> None:
    """"te quedan {left}" in a singular-only message would read "te quedan 1": it needs its singular."""
    single = [m.string for m in _catalog() if isinstance(m.id, str) and isinstance(m.string, str)]
    assert [s for s in single if re.search(r"\bquedan \{\w+\}", s)] == []


def test_the_ap_refusal_says_te_queda_1() -> None:
    from cuzco.games.cuzco.rules.errors import short_of_ap

    i18n.set_language("es")
    assert i18n.translate(short_of_ap(2, 1)) == "faltan PA: hacen falta 2 y te queda 1"
    assert i18n.translate(short_of_ap(3, 2)) == "faltan PA: hacen falta 3 y te quedan 2"
