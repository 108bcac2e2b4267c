"""Hard at 3 and 4 seats plays every candidate placement out on the same guesses of the hidden cards (a paired
comparison), with more guesses than at 2 seats; at 2 seats each play-out has its own guess, as before."""

from __future__ import annotations

import random

import pytest

from cuzco.games.feld_cuzco.bots import hard
from cuzco.games.feld_cuzco.bots.hard import HardBot
from cuzco.games.feld_cuzco.rules import PlayerView, State, legal_actions, view

from .builders import started


def _playouts(n: int, monkeypatch: pytest.MonkeyPatch) -> tuple[HardBot, list[object], list[State]]:
    """Hard's first placement at an `n`-seat table: the seed of the guess behind each play-out (a guess's own
    random number, so two guesses do not share it), and the guesses it made."""
    seen: list[object] = []
    guesses: list[State] = []
    play, guess = hard.playout, hard.determinize

    def spy(s: State, me: int, **kw: float) -> float:
        seen.append(s.seed)
        return play(s, me, **kw)

    def spy_guess(v: PlayerView, rng: random.Random) -> State:
        guesses.append(guess(v, rng))
        return guesses[-1]

    monkeypatch.setattr(hard, "playout", spy)
    monkeypatch.setattr(hard, "determinize", spy_guess)
    state = started(n, seed=5)
    assert state.tasks[-1][0] == "place" and len(legal_actions(state)) > 4
    bot = HardBot(3)
    bot.choose(view(state, state.actor))
    return bot, seen, guesses


@pytest.mark.parametrize("n", [3, 4])
def test_at_three_and_four_seats_hard_plays_every_candidate_out_on_the_same_guesses(
        n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    bot, seen, guesses = _playouts(n, monkeypatch)
    k = bot.playouts_many
    assert k > bot.playouts and len(seen) == bot.top * k
    assert len(guesses) == 1 + k  # one to rank the placements, k to play them out
    worlds = [seen[i:i + k] for i in range(0, len(seen), k)]
    assert all(w == [g.seed for g in guesses[1:]] for w in worlds)  # every candidate on the same guesses
    assert len(set(worlds[0])) == k  # and those guesses differ from one another


def test_at_two_seats_each_playout_of_hard_has_a_fresh_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    bot, seen, guesses = _playouts(2, monkeypatch)
    assert len(seen) == bot.top * bot.playouts and len(set(seen)) == len(seen)
    assert len(guesses) == 1 + len(seen)
