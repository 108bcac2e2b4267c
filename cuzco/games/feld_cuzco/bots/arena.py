"""Headless games between computer players of Feld's Cuzco: one game, an arena of many, the figures.

Plain functions, so a shared command line (`cuzco selfplay/arena/bench --game feld-cuzco`) can call them.
The arena also times every decision of every level: the wall clock and the CPU time of the process
(steadier on a shared machine), as p50, p95 and max in milliseconds.
"""

from __future__ import annotations

import math
import time
import zlib
from collections.abc import Callable, Sequence

from cuzco.games.feld_cuzco.rules import Game, Setup, view

from .levels import make_bot

Times = list[tuple[float, float]]  # (wall seconds, CPU seconds) of each decision


def play_game(levels: Sequence[str], seed: int | str = 0, pututu: bool = False,
              card13_any_village: bool = False, times: list[Times] | None = None) -> Game:
    """Bots of the given levels (one per seat, in seat order) play a whole game. `times`, when given, receives
    each seat's decision times (one list per seat)."""
    names = tuple(f"{level.capitalize()} {i + 1}" for i, level in enumerate(levels))
    game = Game(Setup(names, seed, pututu, card13_any_village), meta={"bots": list(levels)})
    bots = [make_bot(level, zlib.crc32(f"{seed}/{i}".encode())) for i, level in enumerate(levels)]
    if times is not None:
        times[:] = [[] for _ in levels]
    while not game.state.over:
        seat = game.state.actor
        wall, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view(game.state, seat))
        if times is not None:
            times[seat].append((time.perf_counter() - wall, time.process_time() - cpu))
        game.apply(action)
    return game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def timing(times: Times) -> dict[str, float]:
    """Decision times in ms: p50, p95 and max of the wall clock, p95 and max of the CPU time."""
    wall = [w for w, _ in times]
    cpu = [c for _, c in times]
    return {"decisions": len(times),
            "ms_p50": round(1000 * percentile(wall, 0.5), 2), "ms_p95": round(1000 * percentile(wall, 0.95), 2),
            "ms_max": round(1000 * max(wall, default=0.0), 2),
            "cpu_ms_p95": round(1000 * percentile(cpu, 0.95), 2), "cpu_ms_max": round(1000 * max(cpu, default=0.0), 2)}


def arena(levels: Sequence[str], games: int, seed: int = 0, pututu: bool = False,
          progress: Callable[[int, list[str], int], None] | None = None) -> dict[str, object]:
    """Seats rotated every game; wins counted per level (a game's single winner; a level on several seats
    counts the wins of all of them), the mean score of each level's seats and its decision times.
    `progress(game, seats, winner)` is called after every game."""
    n = len(levels)
    wins = {level: 0.0 for level in levels}
    points = {level: 0 for level in levels}
    seats_of = {level: 0 for level in levels}
    times: dict[str, Times] = {level: [] for level in levels}
    for g in range(games):
        rot = [levels[(i + g) % n] for i in range(n)]
        per_seat: list[Times] = []
        state = play_game(rot, seed=f"{seed}/{g}", pututu=pututu, times=per_seat).state
        wins[rot[state.winner()]] += 1
        for level, player, spent in zip(rot, state.players, per_seat):
            seats_of[level] += 1
            points[level] += player.vp
            times[level].extend(spent)
        if progress is not None:
            progress(g, rot, state.winner())
    return {"games": games, "levels": list(levels), "wins": wins,
            "intervals": {lv: wilson(w, games) for lv, w in wins.items()},
            "mean_score": {lv: points[lv] / max(1, seats_of[lv]) for lv in wins},
            "decision_times": {lv: timing(t) for lv, t in times.items()}}
