"""The Incan Gold arena (`cuzco arena --game incan-gold`): bots play many games, seats rotated.

    cuzco arena --game incan-gold --bots hard,reasoning,reasoning,reasoning --games 1000

The line-up is one bot per seat (`--bots hard,normal,normal`), or a list cycled
over `--players` seats, or one bot for every seat. Game g is played from seed
`seed + g` with the line-up turned `g % n` seats (n players), so every bot sits
in every seat equally often; every game has its own seed, as the computers'
temperaments come from it (a table of one level turned round would play the
same game again). A game depends only on its seed, its seating and the bots,
so a run reproduces whatever the number of workers. A shared victory counts as a
fraction of a win for each winner.

What it prints, with Wilson 95% intervals: for each bot, the share of the games
it won (all its seats together) and its mean score; its decision times (median
and 95th percentile, wall clock, and the 95th percentile in CPU time); and for the games, how many ended in a full
tie (every player sharing the victory), how many in any shared victory, and in
how many at least one artifact was carried out.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .match import play_game
from .roster import KINDS

Z95 = 1.959963984540054
NICENESS = 5
MIN_PLAYERS, MAX_PLAYERS = 3, 8


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (works for fractional successes too)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def lineup(bots: str, players: int | None) -> list[str] | str:
    """The bot of every seat, or what is wrong: one bot per seat, or a list cycled over `players` seats."""
    kinds = [k.strip() for k in bots.split(",")]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or not all(kinds):
        return (f"unknown Incan Gold bot {unknown[0] if unknown else '(empty)'!r} "
                f"(choose from {', '.join(KINDS)})")
    n = players if players is not None else (len(kinds) if len(kinds) > 1 else 4)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"Incan Gold has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}"
    return [kinds[i % len(kinds)] for i in range(n)]


def play_one(job: tuple[list[str], int, int]) -> dict[str, Any]:
    seats, seed, rotation = job
    n = len(seats)
    kinds = [seats[(i + rotation) % n] for i in range(n)]
    times: list[list[float]] = []
    cpu: list[list[float]] = []
    state = play_game(kinds, seed=seed, times=times, cpu=cpu).state
    winners = state.winners()
    return {"kinds": kinds, "scores": [state.score(p) for p in range(n)],
            "wins": [1 / len(winners) if p in winners else 0.0 for p in range(n)],
            "winners": len(winners), "artifacts": state.artifacts_taken, "times": times,
            "cpu": cpu}


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def tally(seats: list[str], results: list[dict[str, Any]]) -> dict[str, Any]:
    games = len(results)
    bots: dict[str, dict[str, Any]] = {}
    for kind in dict.fromkeys(seats):
        wins = sum(w for r in results for k, w in zip(r["kinds"], r["wins"]) if k == kind)
        scores = [s for r in results for k, s in zip(r["kinds"], r["scores"]) if k == kind]
        times = [t for r in results for k, ts in zip(r["kinds"], r["times"]) if k == kind for t in ts]
        cpu = [t for r in results for k, ts in zip(r["kinds"], r["cpu"]) if k == kind for t in ts]
        lo, hi = wilson(wins, games)
        bots[kind] = {"seats": seats.count(kind), "wins": round(wins, 3),
                      "win_rate": round(wins / games, 4) if games else 0.0, "ci95": [round(lo, 4), round(hi, 4)],
                      "fair_share": round(seats.count(kind) / len(seats), 4),
                      "mean_score": round(sum(scores) / len(scores), 2) if scores else 0.0,
                      "decisions": len(times), "decision_ms_p50": round(1000 * _percentile(times, 0.5), 2),
                      "decision_ms_p95": round(1000 * _percentile(times, 0.95), 2),
                      "cpu_ms_p95": round(1000 * _percentile(cpu, 0.95), 2)}

    def rate(count: int) -> dict[str, Any]:
        lo, hi = wilson(count, games)
        return {"games": count, "rate": round(count / games, 4) if games else 0.0, "ci95": [round(lo, 4), round(hi, 4)]}

    return {"game": "incan-gold", "games": games, "players": len(seats), "lineup": seats, "bots": bots,
            "full_ties": rate(sum(1 for r in results if r["winners"] == len(seats))),
            "shared_victories": rate(sum(1 for r in results if r["winners"] > 1)),
            "artifact_games": rate(sum(1 for r in results if r["artifacts"] > 0))}


def _nice() -> None:
    try:
        os.nice(NICENESS)
    except OSError:  # not allowed here: normal priority
        pass


def run(seats: Sequence[str], games: int, seed: int = 0, workers: int = 1, progress: bool = False) -> dict[str, Any]:
    seats = list(seats)
    n = len(seats)
    jobs = [(seats, seed + g, g % n) for g in range(games)]
    results: list[dict[str, Any]] = []

    def done(result: dict[str, Any]) -> None:
        results.append(result)
        if progress:
            scores = ", ".join(f"{k} {s}" for k, s in zip(result["kinds"], result["scores"]))
            print(f"game {len(results)}/{games}: {scores}", file=sys.stderr, flush=True)

    if workers <= 1:
        for job in jobs:
            done(play_one(job))
    else:
        with ProcessPoolExecutor(max_workers=workers, initializer=_nice) as pool:
            for result in pool.map(play_one, jobs, chunksize=8):
                done(result)
    return tally(seats, results)


def table(report: dict[str, Any]) -> str:
    lines = [f"Incan Gold: {report['games']} games, {report['players']} players, line-up "
             f"{','.join(report['lineup'])}, seats rotated; wins are shares of the games (95% Wilson interval)",
             "| bot | seats | fair share | win rate | 95% interval | mean score | p50 ms | p95 ms | cpu p95 ms |",
             "|---|---:|---:|---:|---|---:|---:|---:|---:|"]
    for kind, b in report["bots"].items():
        lo, hi = b["ci95"]
        lines.append(f"| {kind} | {b['seats']} | {b['fair_share']:.1%} | {b['win_rate']:.1%} | {lo:.1%} - {hi:.1%} "
                     f"| {b['mean_score']:.1f} | {b['decision_ms_p50']:.2f} | {b['decision_ms_p95']:.2f} "
                     f"| {b['cpu_ms_p95']:.2f} |")
    for key, label in (("full_ties", "full ties (every player shares the victory)"),
                       ("shared_victories", "shared victories (two or more winners)"),
                       ("artifact_games", "games with an artifact carried out")):
        r = report[key]
        lo, hi = r["ci95"]
        lines.append(f"{label}: {r['games']} of {report['games']}, {r['rate']:.1%} ({lo:.1%} - {hi:.1%})")
    return "\n".join(lines)
