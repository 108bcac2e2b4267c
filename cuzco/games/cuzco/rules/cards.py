"""Festival cards: drawing, turning up the wanted relics, reshuffling."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .components import DRAWS_PER_TURN
from .errors import short_of_ap

if TYPE_CHECKING:
    from .state import GameState


def _reshuffle(state: GameState) -> bool:
    """Shuffle the discard pile but its top card into a new deck; False if nothing to shuffle."""
    if len(state.discard) <= 1:
        return False
    cards = state.discard[:-1]
    state.discard = state.discard[-1:]
    state.reshuffles += 1
    rng = random.Random(f"{state.seed}/reshuffle/{state.reshuffles}")
    rng.shuffle(cards)
    state.deck = cards
    return True


def deck_can_give(state: GameState) -> bool:
    return bool(state.deck) or len(state.discard) > 1


def take_from_deck(state: GameState) -> str | None:
    if not state.deck and not _reshuffle(state):
        return None
    return state.deck.pop(0)


def turn_up(state: GameState) -> None:
    """Turn the deck's top card face up on the discard pile (the new wanted relics)."""
    card = take_from_deck(state)
    if card is not None:
        state.discard.append(card)


def draw_problem(state: GameState, source: str) -> str | None:
    if source not in ("faceup", "deck"):
        return Message(N_("draw from 'faceup' or 'deck'"))
    if state.draws >= DRAWS_PER_TURN:
        return Message(N_("you may draw at most two festival cards a turn"))
    if source == "faceup" and not state.discard:
        return Message(N_("there is no face-up card to take"))
    if source == "deck" and not deck_can_give(state):
        return Message(N_("there are no cards left to draw"))
    if state.ap < 1:
        return short_of_ap(1, 0)
    return None


def do_draw(state: GameState, source: str) -> str:
    hand = state.players[state.current].hand
    if source == "faceup":
        card = state.discard.pop()
        turn_up(state)
    else:
        drawn = take_from_deck(state)
        assert drawn is not None
        card = drawn
    hand.append(card)
    state.draws += 1
    state.ap -= 1
    return card
