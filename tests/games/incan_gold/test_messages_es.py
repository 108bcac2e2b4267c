"""Every reason Incan Gold's rules give for refusing something is a message the Spanish catalog translates."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import cuzco
from cuzco.games.incan_gold.rules import (
    Choose,
    Game,
    IllegalAction,
    Setup,
    apply,
    check,
    legal_actions,
    new_game,
)
from cuzco.shell import i18n
from cuzco.text import Message

PO = Path(cuzco.__file__).resolve().parent / "shell" / "locale" / "es" / "LC_MESSAGES" / "cuzco.po"
NAMES = ("Amaru", "Killa", "Inti", "Sisa")


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _catalog() -> dict[str, str]:
    with PO.open("rb") as f:
        return {m.id: m.string for m in read_po(f) if isinstance(m.id, str) and m.id and not m.fuzzy}


def _assert_spanish(reason: object, catalog: dict[str, str]) -> str:
    assert isinstance(reason, Message), reason
    assert catalog.get(reason.msgid), f"no Spanish for {reason.msgid!r}"
    for _, field, _, _ in string.Formatter().parse(reason.msgid):
        if field:
            value = reason.params[field]
            assert not isinstance(value, str) or value in NAMES or field in ("action", "seat"), (field, value)
    shown = i18n.translate(reason)
    assert "{" not in shown and shown != str(reason), shown
    return shown


def test_every_refused_choice_gives_a_spanish_reason() -> None:
    catalog = _catalog()
    rng = random.Random(3)
    state = new_game(Setup(NAMES, seed=8))
    met: set[str] = set()
    while True:
        for player in (-1, *range(len(NAMES)), 9):
            for go_on in (True, False, 1):
                action = Choose(player, go_on)  # type: ignore[arg-type]
                reason = check(state, action)
                if reason is not None:
                    _assert_spanish(reason, catalog)
                    met.add(reason.msgid)  # type: ignore[attr-defined]
                    with pytest.raises(IllegalAction) as refused:
                        apply(state, action)
                    assert i18n.translate(refused.value) == i18n.translate(reason)
        if state.over:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    assert len(met) >= 5, met  # over, no such player, not a choice, back in camp, already chosen
    _assert_spanish(check(state, "go"), catalog)


def test_setup_and_undo_reasons_are_spanish_too() -> None:
    catalog = _catalog()
    for setup in (Setup(("Amaru",), 1), Setup(("Amaru", " ", "Inti"), 1), Setup(NAMES, 1.5),  # type: ignore[arg-type]
                  Setup(NAMES, 1, first_player=7), Setup(NAMES, 1, artifacts="yes")):  # type: ignore[arg-type]
        _assert_spanish(setup.problem(), catalog)
    game = Game(Setup(NAMES, 2))
    with pytest.raises(IllegalAction) as refused:
        game.undo()
    _assert_spanish(refused.value.args[0], catalog)
