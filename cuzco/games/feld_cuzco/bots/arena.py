"""Headless games between computer players of Feld's Cuzco: one game, an arena of many, the figures.

Plain functions, so a shared command line (`cuzco selfplay/arena/bench --game feld-cuzco`) can call them.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence

from cuzco.games.feld_cuzco.rules import Game, Setup, view

from .levels import make_bot


def play_game(levels: Sequence[str], seed: int | str = 0, pututu: bool = False,
              card13_any_village: bool = False) -> Game:
    """Bots of the given levels (one per seat, in seat order) play a whole game."""
    names = tuple(f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels))
    game = Game(Setup(names, seed, pututu, card13_any_village), meta={"bots": list(levels)})
    bots = [make_bot(level, zlib.crc32(f"{seed}/{i}".encode())) for i, level in enumerate(levels)]
    while not game.state.over:
        seat = game.state.actor
        game.apply(bots[seat].choose(view(game.state, seat)))
    return game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def arena(levels: Sequence[str], games: int, seed: int = 0, pututu: bool = False,
          progress: Callable[[int, list[str], int], None] | None = None) -> dict[str, object]:
    """Seats rotated every game; wins counted per level (a game's single winner; a level on several seats
    counts the wins of all of them) and the mean score of each level's seats. `progress(game, seats,
    winner)` is called after every game."""
    n = len(levels)
    wins = {level: 0.0 for level in levels}
    points = {level: 0 for level in levels}
    seats_of = {level: 0 for level in levels}
    for g in range(games):
        rot = [levels[(i + g) % n] for i in range(n)]
        state = play_game(rot, seed=f"{seed}/{g}", pututu=pututu).state
        wins[rot[state.winner()]] += 1
        for level, player in zip(rot, state.players):
            seats_of[level] += 1
            points[level] += player.vp
        if progress is not None:
            progress(g, rot, state.winner())
    return {"games": games, "levels": list(levels), "wins": wins,
            "intervals": {lv: wilson(w, games) for lv, w in wins.items()},
            "mean_score": {lv: points[lv] / max(1, seats_of[lv]) for lv in wins}}
