"""Bots play whole games of Incan Gold: deterministic for a seed and a list of bots."""

from __future__ import annotations

from collections.abc import Sequence

from cuzco.games.incan_gold.rules import Choose, Game, Setup, view_for

from .players import make_bot

SEAT_NAMES = ("Amaru", "Bianca", "Chaska", "Dario", "Elsa", "Fermin", "Guaman", "Hilda")


def play_game(kinds: Sequence[str], seed: int | str = 0, artifacts: bool = True) -> Game:
    """One game, a bot per seat; every choice of a turn is made before any is revealed."""
    bots = [make_bot(k) for k in kinds]
    names = tuple(f"{SEAT_NAMES[i]} ({k})" for i, k in enumerate(kinds))
    game = Game(Setup(names, seed=seed, artifacts=artifacts), meta={"bots": list(kinds)})
    while not game.state.over:
        # Each bot looks at the state from before anybody's choice of this turn: all decide blind.
        state = game.state
        choices = [(p, bots[p].go_on(view_for(state, p))) for p in state.waiting_for()]
        for p, go_on in choices:
            game.apply(Choose(p, go_on))
    return game
