"""Every reason the rules of Feld's Cuzco give for refusing an action is a message the Spanish catalog translates."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import cuzco
from cuzco.games.feld_cuzco.rules import (
    Action,
    Activate,
    Blessing,
    Buy,
    Complete,
    Done,
    Exchange,
    Feather,
    Keep,
    Move,
    Place,
    PlayCard,
    Reallocate,
    State,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
    apply,
    check,
    legal_actions,
    new_game,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.checks import TASK_NAMES
from cuzco.games.feld_cuzco.rules.engine import candidates
from cuzco.shell import i18n
from cuzco.text import Message

from .builders import setup

PO = Path(cuzco.__file__).resolve().parent / "shell" / "locale" / "es" / "LC_MESSAGES" / "cuzco.po"


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _catalog() -> dict[str, str]:
    with PO.open("rb") as f:
        # a counted message is found by its singular, and holds its first Spanish form
        return {(m.id if isinstance(m.id, str) else m.id[0]): (m.string if isinstance(m.string, str)
                                                                else m.string[0])
                for m in read_po(f) if m.id and not m.fuzzy}


def _wrong(state: State, rng: random.Random) -> list[Action]:
    """A spread of actions that are mostly not legal now."""
    me = state.actor
    out: list[Action] = [Done((me + 1) % state.n), Done(me), Keep(me, (1, 1))]
    out += [Place(me, rng.randint(0, 6), rng.randint(0, 8), rng.choice(C.ACTIONS), rng.choice([(), (1,), (-2, 1)]))
            for _ in range(6)]
    out += [Move(me, rng.randint(0, 13), rng.randint(-1, 6)), TakeTile(me, rng.randint(0, 1), rng.randint(1, 6),
                                                                         rng.randint(0, 11))]
    out += [Exchange(me, rng.choice(["vp", "card", "feather", "quipu", "food", "knowledge", "x"]), rng.randint(-1, 12))]
    out += [Activate(me, rng.randint(1, 6)), Blessing(me, rng.randint(-1, 5), True), Feather(me, rng.randint(0, 11)),
            TakeCard(me, rng.randint(-1, 4)), Reallocate(me, rng.randint(0, 11)), UseAbility(me, 0, rng.randint(1, 12)),
            Buy(me, rng.randint(0, 4)), Complete(me, rng.randint(1, 55), rng.random() < 0.5),
            TakeMission(me, rng.randint(1, 55)), PlayCard(me, rng.randint(1, 15), rng.random() < 0.5)]
    return out


def test_every_refusal_met_in_random_games_reads_in_spanish() -> None:
    catalog = _catalog()
    seen: set[str] = set()
    for seed in range(4):
        state = new_game(setup(2 + seed % 3, seed, pututu=True))
        rng = random.Random(seed)
        while not state.over:
            for action in candidates(state, every_slot=True) + _wrong(state, rng):
                reason = check(state, action)
                if reason is not None and reason.msgid not in seen:
                    seen.add(reason.msgid)
                    assert isinstance(reason, Message) and catalog.get(reason.msgid), reason.msgid
                    shown = i18n.translate(reason)
                    assert shown and "{" not in shown
            state = apply(state, rng.choice(legal_actions(state)))
    assert len(seen) >= 40, len(seen)


def test_every_component_name_and_step_name_is_translated() -> None:
    catalog = _catalog()
    names = [*C.COLOURS, *C.GODS, *C.GOODS, *C.ABILITIES, *C.TILE_KINDS, *C.PLAYER_COLOURS,
             *C.ACTION_NAMES.values(), *(card.name for card in C.GOD_CARDS), *TASK_NAMES.values()]
    assert all(catalog.get(name) for name in names), [n for n in names if not catalog.get(n)]


def _feld_entries() -> list[tuple[str, str]]:
    """(English, Spanish) of every entry of Feld's Cuzco, plural forms joined."""
    with PO.open("rb") as f:
        entries = [m for m in read_po(f) if m.id and any("feld_cuzco" in path for path, _line in m.locations)]
    join = (lambda text: " | ".join(text) if isinstance(text, tuple) else text)  # noqa: E731
    return [(join(m.id), join(m.string)) for m in entries]


def test_a_mask_dot_is_a_hueco_in_spanish_never_a_punto() -> None:
    dots = [(en, es) for en, es in _feld_entries() if re.search(r"\bdots?\b", en)]
    assert len(dots) >= 5
    for en, es in dots:
        assert "hueco" in es, (en, es)
        if not re.search(r"\b(pips?|points?)\b", en):
            assert "punto" not in es, (en, es)


def test_a_feathers_colour_agrees_with_pluma_in_spanish() -> None:
    for en, es in _feld_entries():
        assert not re.search(r"plumas? (\{colour\}|morado)", es), (en, es)
    assert i18n._(C.COLOURS[C.PURPLE]) == "morado"  # the adjective alone; "pluma" takes "morada"


def test_the_gods_keep_the_rulebooks_spelling_in_spanish() -> None:
    assert [i18n._(god) for god in C.GODS] == list(C.GODS)
