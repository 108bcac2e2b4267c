"""Bots play whole games of Incan Gold: deterministic for a seed and a list of bots."""

from __future__ import annotations

import time
from collections.abc import Sequence

from cuzco.games.incan_gold.rules import Choose, Game, Setup, view_for

from .history import watch_reveals
from .roster import make_bot

SEAT_NAMES = ("Amaru", "Bianca", "Chaska", "Dario", "Elsa", "Fermin", "Guaman", "Hilda")


def play_game(kinds: Sequence[str], seed: int | str = 0, artifacts: bool = True, first_player: int | None = None,
              times: list[list[float]] | None = None, cpu: list[list[float]] | None = None) -> Game:
    """One game, a bot per seat; every choice of a turn is made before any is revealed.

    The names are plain seat names; each seat's bot is kept in the record's meta ({"bots": [kind, ...]}).
    `times`, when given, receives each seat's decision times in seconds (one list per seat), wall clock;
    `cpu` the same in this process's CPU time (which a busy machine hardly changes)."""
    bots = [make_bot(k, seed, seat) for seat, k in enumerate(kinds)]
    names = SEAT_NAMES[: len(kinds)]
    game = Game(Setup(names, seed=seed, first_player=first_player, artifacts=artifacts),
                meta={"bots": list(kinds)})
    if times is not None:
        times[:] = [[] for _ in kinds]
    if cpu is not None:
        cpu[:] = [[] for _ in kinds]
    while not game.state.over:
        # Each bot looks at the state from before anybody's choice of this turn: all decide blind.
        state = game.state
        watch_reveals(bots, game.states)  # every seat watches every reveal, in camp too
        choices = []
        for p in state.waiting_for():
            start, start_cpu = time.perf_counter(), time.process_time()
            choices.append((p, bots[p].go_on(view_for(state, p))))
            if times is not None:
                times[p].append(time.perf_counter() - start)
            if cpu is not None:
                cpu[p].append(time.process_time() - start_cpu)
        for p, go_on in choices:
            game.apply(Choose(p, go_on))
    return game
