"""Guesses of the hidden cards respect the components: every god card exactly as often as the game has it,
each god's pile only that god's cards, and everything the seat can see kept as it is."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.bots.determinize import determinize, unseen_cards
from cuzco.games.feld_cuzco.rules import Game, State, legal_actions, view
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import UNKNOWN

from .builders import setup

ALL_CARDS = Counter({c: C.COPIES_PER_CARD for c in range(1, 16)})


def god_cards(s: State) -> Counter[int]:
    held = Counter(c for p in s.players for c in p.hand)
    return held + Counter(c for pile in s.god_piles for c in pile) + Counter(c for c in s.face_up if c > 0) \
        + Counter(s.god_discard)


def tiles(s: State) -> Counter[int]:
    return Counter(t for kind in (C.STUDY, C.FARM) for t in s.stacks[kind] + s.columns[kind] + s.tile_discards[kind]
                   if t >= 0) + Counter(t for p in s.players for t in p.slots if t >= 0)


def states() -> Iterator[State]:
    """Every 7th state of random games and of games between computer players, 2 to 4 players."""
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        game = Game(setup(n, seed))
        rng = random.Random(seed)
        while not game.state.over:
            game.apply(rng.choice(legal_actions(game.state)))
        yield from game.states[::7]
    yield from play_game(["normal", "random", "normal"], seed=4).states[::7]


def test_every_guess_holds_each_god_card_as_often_as_the_game_has_it() -> None:
    rng, looked = random.Random(0), 0
    for state in states():
        assert god_cards(state) == ALL_CARDS  # the game itself, as the guesses must be
        for seat in range(state.n):
            seen = view(state, seat)
            guess = determinize(seen, rng)
            assert god_cards(guess) == ALL_CARDS
            assert tiles(guess) == tiles(state)
            for god, pile in enumerate(guess.god_piles):
                assert len(pile) == len(state.god_piles[god])
                assert all(C.god_of(c) == god for c in pile), (god, pile)
            assert guess.players[seat].hand == state.players[seat].hand
            assert guess.face_up == state.face_up and guess.god_discard == state.god_discard
            assert [len(p.hand) for p in guess.players] == [len(p.hand) for p in state.players]
            assert UNKNOWN not in [c for p in guess.players for c in p.hand]
            looked += 1
    assert looked > 300


def test_piles_that_read_alike_are_each_dealt_their_own_gods_cards() -> None:
    """Piles of one card each often come out equal in a guess: each still gets its own god's card."""
    state = Game(setup(2, 5)).state
    seen = view(state, 0)
    for pile in seen.state.god_piles:
        del pile[1:]
    rng = random.Random(1)
    for _ in range(50):
        guess = determinize(seen, rng)
        assert [C.god_of(pile[0]) for pile in guess.god_piles] == list(range(5))


def test_the_unseen_cards_are_every_copy_less_what_the_view_shows() -> None:
    state = Game(setup(3, 7)).state
    seen = view(state, 1).state
    shown = Counter(c for c in seen.face_up if c > 0) + Counter(seen.god_discard) + Counter(seen.players[1].hand)
    assert unseen_cards(seen) == ALL_CARDS - shown
    assert sum(unseen_cards(seen).values()) == sum(len(p) for p in seen.god_piles) + \
        sum(len(p.hand) for i, p in enumerate(seen.players) if i != 1)
