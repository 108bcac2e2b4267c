"""What a seat knows, and guesses of what it does not: the information set a bot decides from.

A bot never decides from the real `GameState`: `seat_state(state, me)` builds
a copy in which everything `me` could not see at the table is replaced by a
canonical filler, so two states that look the same from that seat give the
bot the very same input (and the same decision for a fixed seed).

Public, kept as it is: the board, scores, supplies, every hand's size, the
discard pile (its cards were played or turned face up in front of everyone),
the cards on the table in a running festival, and which face-up cards each
rival took (the log names them) as long as that rival has not played cards
since. Hidden, replaced: the other hands' remaining cards, the deck's order
and the seed (the rules derive reshuffles from it).

`determinize(view, me, rng)` deals those hidden cards at random, consistently
with the public facts: one concrete world the search can play in
(Information Set MCTS samples one such world per iteration).
"""

from __future__ import annotations

import random
from collections import Counter

from cuzco.games.cuzco.rules import GameState
from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.festival import PLAYS_CARDS
from cuzco.text import N_

HIDDEN_SEED = "hidden"
_FACEUP_DRAW = N_("{player} draws the face-up card ({card})")
_PLAYS_CARDS = (N_("{player} proposes a festival at the value-{value} temple"),
                PLAYS_CARDS)


def known_hands(state: GameState, me: int) -> list[list[str]]:
    """Per player, the cards everyone knows they hold: face-up cards taken since they last played any.

    Read from the log's messages (their ids and parameters), never from their words."""
    known: list[list[str]] = [[] for _ in state.players]
    for entry in state.log:
        p = entry.player
        if p == me or not 0 <= p < len(known):
            continue
        msgid = getattr(entry.text, "msgid", None)
        if msgid == _FACEUP_DRAW:
            known[p].append(entry.text.params["face"])
        elif msgid in _PLAYS_CARDS:
            known[p] = []  # which cards went is not told: forget them all
    for p, cards in enumerate(known):
        size = len(state.players[p].hand)
        if len(cards) > size:
            known[p] = cards[-size:] if size else []
    known[me] = list(state.players[me].hand)
    return known


def unseen_cards(state: GameState, known: list[list[str]]) -> list[str]:
    """The cards `known` and the table do not account for, sorted: the pool hidden hands and the deck share."""
    pool = Counter(full_deck())
    pool -= Counter(state.discard)
    if state.festival is not None:
        for cards in state.festival.played.values():
            pool -= Counter(cards)
    for cards in known:
        pool -= Counter(cards)
    return sorted(pool.elements())


def _deal(state: GameState, known: list[list[str]], pool: list[str]) -> None:
    """Fill each hand up to its size from `pool` after its known cards, the rest becomes the deck."""
    expected = len(state.deck) + sum(len(p.hand) for p in state.players)
    for p, player in enumerate(state.players):
        size = len(player.hand)
        take = max(0, size - len(known[p]))
        player.hand = list(known[p][:size]) + pool[:take]
        pool = pool[take:]
    state.deck = pool[:max(0, expected - sum(len(p.hand) for p in state.players))]


def seat_state(state: GameState, me: int) -> GameState:
    """`state` as seat `me` knows it: hidden cards replaced by a canonical (sorted) deal."""
    view = state.copy()
    known = known_hands(state, me)
    _deal(view, known, unseen_cards(state, known))
    view.seed = HIDDEN_SEED
    return view


def determinize(view: GameState, me: int, rng: random.Random) -> GameState:
    """One world consistent with what `me` knows: hidden cards dealt at random, a fresh reshuffle seed."""
    world = view.copy()
    known = known_hands(view, me)
    pool = unseen_cards(view, known)
    rng.shuffle(pool)
    _deal(world, known, pool)
    world.seed = f"world/{rng.randrange(1 << 30)}"
    return world
