"""Setting up a game from a seed, or from an explicit setup for tests and puzzles."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace

from cuzco.text import N_, Message

from .board import standard_board
from .components import CARDS_DEALT, MAX_PLAYERS, MIN_PLAYERS, PONDS_PRINTED, PONDS_TOTAL, full_deck
from .state import GameState, PlayerState
from .turns import begin_turn


@dataclass(frozen=True)
class Setup:
    """Names in seating order; `deck` lists all 30 cards, top first. Unset parts come from the seed."""

    names: tuple[str, ...]
    seed: int | str = 0
    first_player: int | None = None
    deck: tuple[str, ...] | None = None

    def resolved(self) -> Setup:
        """The same setup with the first player and the deck order drawn from the seed."""
        rng = random.Random(f"{self.seed}/setup")
        deck = self.deck
        if deck is None:
            cards = full_deck()
            rng.shuffle(cards)
            deck = tuple(cards)
        first = self.first_player if self.first_player is not None else rng.randrange(len(self.names))
        return replace(self, names=tuple(self.names), first_player=first, deck=tuple(deck))

    def problem(self) -> str | None:
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS:
            return Message(N_("a game has {low} to {high} players"), {"low": MIN_PLAYERS, "high": MAX_PLAYERS})
        if any(not isinstance(n, str) or not n.strip() for n in self.names):
            return Message(N_("every player needs a name"))
        if self.first_player is not None and not 0 <= self.first_player < len(self.names):
            return Message(N_("the first player must be one of the players"))
        if self.deck is not None and Counter(self.deck) != Counter(full_deck()):
            return Message(N_("the deck must hold the 30 festival cards, five of each face"))
        return None


def new_game(setup: Setup) -> GameState:
    problem = setup.problem()
    if problem:
        raise ValueError(problem)
    setup = setup.resolved()
    assert setup.deck is not None and setup.first_player is not None
    deck = list(setup.deck)
    discard = [deck.pop(0)]
    players = [PlayerState(name=name) for name in setup.names]
    for _ in range(CARDS_DEALT):
        for p in players:
            p.hand.append(deck.pop(0))
    board = standard_board()
    n = board.cell_count
    state = GameState(
        players=players, deck=deck, discard=discard, seed=setup.seed, board=board,
        ponds_left=PONDS_TOTAL - PONDS_PRINTED,
        height=[0] * n, top_type=[0] * n, top_tile=[None] * n, inca=[None] * n, temple=[0] * n,
        disc=[False] * n, pond=[False] * n, pond_scored=[False] * n,
    )
    for c in board.printed_ponds:
        state.pond[c] = True
    begin_turn(state, setup.first_player, first=True)
    return state
