"""Helpers on top of `builders.py` for the rule-by-rule tests.

`assert_illegal` is the workhorse: the reason `check` gives, the `IllegalAction`
`apply` raises with that same reason, and the state left exactly as it was.
The card helpers move cards between deck, discard and hands, so the 30 cards
stay 30 and every face keeps its five copies.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from cuzco.games.cuzco.rules.actions import Action
from cuzco.games.cuzco.rules.components import VILLAGE, full_deck
from cuzco.games.cuzco.rules.errors import IllegalAction
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import inca, line, raise_hex, temple, village


def snapshot(state: GameState) -> GameState:
    """A deep copy that shares the (immutable) board."""
    return copy.deepcopy(state, {id(state.board): state.board})


def assert_illegal(state: GameState, action: Action, fragment: str) -> str:
    """`action` is refused with a reason containing `fragment`, and refusing it changes nothing."""
    before = snapshot(state)
    reason = state.check(action)
    assert reason is not None, f"{action!r} was accepted, expected a refusal mentioning {fragment!r}"
    assert fragment in reason, f"reason {reason!r} does not mention {fragment!r}"
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value) == reason
    assert state == before, "a refused action changed the state"
    return reason


def assert_legal(state: GameState, action: Action) -> GameState:
    """`action` is accepted now; returns the state after it (the original is left unchanged)."""
    reason = state.check(action)
    assert reason is None, f"{action!r} refused: {reason}"
    before = snapshot(state)
    after = state.apply(action)
    assert state == before, "apply changed the state it was given"
    return after


def play(state: GameState, *actions: Action) -> GameState:
    for action in actions:
        state = assert_legal(state, action)
    return state


def cell(state: GameState, h: Hex) -> int:
    found = state.board.cell_of(h)
    assert found is not None, f"{h} is not on the board"
    return found


def log_texts(state: GameState) -> list[str]:
    return [entry.text for entry in state.log]


# ---- positions -------------------------------------------------------------------


def inca_at(state: GameState, h: Hex, player: int, height: int = 1, kind: int = VILLAGE) -> None:
    """Raise `h` to `height` with singles of `kind` (if lower) and stand an Inca of `player` there."""
    c = cell(state, h)
    if state.height[c] < height:
        raise_hex(state, h, kind, height - state.height[c])
    inca(state, h, player)


def city(state: GameState, temple_hex: Hex, value: int, size: int, direction: int = 0) -> list[Hex]:
    """A straight city of `size` village hexes (height 1) starting at its temple."""
    hexes = line(temple_hex, direction, size)
    village(state, hexes)
    temple(state, temple_hex, value)
    return hexes


# ---- cards -------------------------------------------------------------------------


def deal_hands(state: GameState, hands: dict[int, list[str]]) -> None:
    """Every hand back into the deck, then exactly these cards to these players (others get none)."""
    for p in state.players:
        state.deck.extend(p.hand)
        p.hand = []
    for player, cards in hands.items():
        for card in cards:
            state.deck.remove(card)
            state.players[player].hand.append(card)


def set_faceup(state: GameState, card: str) -> None:
    """Make a copy of `card` (taken from the deck) the face-up card; the old one goes under the deck."""
    state.deck.remove(card)
    state.deck.append(state.discard.pop())
    state.discard.append(card)


def set_deck_top(state: GameState, card: str) -> None:
    state.deck.remove(card)
    state.deck.insert(0, card)


def all_cards(state: GameState) -> Counter[str]:
    cards = Counter(state.deck) + Counter(state.discard)
    for p in state.players:
        cards += Counter(p.hand)
    if state.festival is not None:
        for played in state.festival.played.values():
            cards += Counter(played)
    return cards


FULL_DECK: Counter[str] = Counter(full_deck())
