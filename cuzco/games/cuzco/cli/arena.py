"""`cuzco arena` (`--game cuzco`, the default): bots play many games against each other; win rates with
95% intervals, prestige, move times.

Arguments (declared in `cuzco/app.py`, checked there through `lineup` of this package's `CLI`:
`seats` holds the kinds in seat order): `bots` (one kind per seat, comma
separated, e.g. "hard,greedy" or "hard,greedy,greedy,greedy"), `games`,
`seed`, `workers` (1 or 2 processes, run at lower priority), `iterations`
(Hard's budget, for quick runs), `progress` (a line per game on stderr),
`json`.

Game g is played from seed `seed + g // n` with the line-up rotated by
`g % n` seats (n players), so every bot sits in every seat equally often
and each seed is played once per rotation. A game depends only on its seed,
rotation and the bots, so a run reproduces whatever the worker count.
A shared victory counts as a fraction of a win for each winner. The time of
a move is the wall time of the bot's `choose` on that action; its CPU time
(the process's) is given too, as it hardly moves when the machine is busy.

JSON shape: {"games": int, "players": int, "lineup": [kind, ...],
"bots": {kind: {"seats": int, "wins": float, "win_rate": float, "ci95": [lo, hi],
"prestige": float, "moves": int, "move_ms_p50": float, "move_ms_p95": float,
"cpu_ms_p50": float, "cpu_ms_p95": float}}, "unfinished": int}
("prestige" is the mean final score of that kind's seats).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cuzco.games.cuzco.bots import BOT_KINDS, bot_names, make_bot
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup

EXIT_OK = 0
EXIT_BAD_ARGS = 2
MAX_WORKERS = 2
NICENESS = 5
MAX_ACTIONS = 5000


def parse_lineup(text: str, players: int | None = None) -> list[str] | str:
    """The kinds in seat order, or a message saying what is wrong (one kind fills every seat)."""
    kinds = [k.strip() for k in text.split(",")]
    unknown = [k for k in kinds if k not in BOT_KINDS]
    if unknown or not all(kinds):
        return f"unknown bot kind {unknown[0] if unknown else '(empty)'!r} (choose from {', '.join(BOT_KINDS)})"
    if players is not None:
        if len(kinds) == 1:
            kinds = kinds * players
        elif len(kinds) != players:
            return f"{len(kinds)} bots given for {players} players: give one per seat, or one for all"
    if not 2 <= len(kinds) <= 4:
        return f"a game has 2 to 4 players, {len(kinds)} bots given"
    return kinds


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(job: tuple[list[str], int, int, int | None]) -> dict[str, Any]:
    """One game: seat kinds, seed, rotation, Hard's budget -> per-seat kind, score, win share, move times."""
    lineup, seed, rotation, iterations = job
    n = len(lineup)
    kinds = [lineup[(i + rotation) % n] for i in range(n)]
    game = Game.new(Setup(bot_names(kinds), seed))
    bots = [make_bot(kind, f"{seed}/seat{i}", iterations) for i, kind in enumerate(kinds)]
    times: list[list[float]] = [[] for _ in kinds]
    cpu: list[list[float]] = [[] for _ in kinds]
    while not game.state.is_over and len(game.actions) < MAX_ACTIONS:
        state = game.state
        start, start_cpu = time.perf_counter(), time.process_time()
        action = bots[state.actor].choose(state)
        times[state.actor].append(time.perf_counter() - start)
        cpu[state.actor].append(time.process_time() - start_cpu)
        game.apply(action)
    state = game.state
    winners = state.winners() if state.is_over else []
    return {"kinds": kinds, "scores": [p.score for p in state.players], "finished": state.is_over,
            "wins": [1 / len(winners) if i in winners else 0.0 for i in range(n)], "times": times, "cpu": cpu}


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def tally(lineup: list[str], results: list[dict[str, Any]]) -> dict[str, Any]:
    bots: dict[str, dict[str, Any]] = {}
    for kind in dict.fromkeys(lineup):
        wins = sum(w for r in results for k, w in zip(r["kinds"], r["wins"]) if k == kind)
        scores = [s for r in results for k, s in zip(r["kinds"], r["scores"]) if k == kind]
        times = [t for r in results for k, ts in zip(r["kinds"], r["times"]) if k == kind for t in ts]
        cpu = [t for r in results for k, ts in zip(r["kinds"], r["cpu"]) if k == kind for t in ts]
        lo, hi = wilson(wins, len(results))
        bots[kind] = {
            "seats": lineup.count(kind), "wins": round(wins, 3),
            "win_rate": round(wins / len(results), 4) if results else 0.0, "ci95": [round(lo, 4), round(hi, 4)],
            "prestige": round(sum(scores) / len(scores), 2) if scores else 0.0, "moves": len(times),
            "move_ms_p50": round(1000 * _percentile(times, 0.5), 1),
            "move_ms_p95": round(1000 * _percentile(times, 0.95), 1),
            "cpu_ms_p50": round(1000 * _percentile(cpu, 0.5), 1),
            "cpu_ms_p95": round(1000 * _percentile(cpu, 0.95), 1),
        }
    unfinished = sum(1 for r in results if not r["finished"])
    return {"games": len(results), "players": len(lineup), "lineup": lineup, "unfinished": unfinished,
            "bots": bots}


def _nice() -> None:
    try:
        os.nice(NICENESS)
    except OSError:  # not allowed, or no such call on this system: run at normal priority
        pass


def run(lineup: list[str], games: int, seed: int, workers: int, iterations: int | None,
        progress: bool = False) -> dict[str, Any]:
    n = len(lineup)
    jobs = [(lineup, seed + g // n, g % n, iterations) for g in range(games)]
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
            for result in pool.map(play_one, jobs):
                done(result)
    return tally(lineup, results)


def table(report: dict[str, Any]) -> str:
    lines = [f"{report['games']} games, {report['players']} players, line-up {','.join(report['lineup'])}",
             f"{'bot':<8} {'seats':>5} {'wins':>7} {'win rate':>8}  {'95% interval':<15} {'prestige':>8}"
             f" {'moves':>6} {'p50 ms':>7} {'p95 ms':>7} {'cpu p95':>7}"]
    for kind, b in report["bots"].items():
        lo, hi = b["ci95"]
        lines.append(f"{kind:<8} {b['seats']:>5} {b['wins']:>7g} {100 * b['win_rate']:>7.1f}%  "
                     f"{100 * lo:>5.1f}% - {100 * hi:>5.1f}% {b['prestige']:>8.1f} {b['moves']:>6}"
                     f" {b['move_ms_p50']:>7.1f} {b['move_ms_p95']:>7.1f} {b['cpu_ms_p95']:>7.1f}")
    if report["unfinished"]:
        lines.append(f"{report['unfinished']} game(s) hit the action cap unfinished")
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    lineup = parse_lineup(args.bots, None) if getattr(args, "seats", None) is None else args.seats
    if isinstance(lineup, str):
        print(f"cuzco arena: {lineup}")
        return EXIT_BAD_ARGS
    workers = max(1, min(MAX_WORKERS, args.workers))
    report = run(lineup, args.games, args.seed, workers, args.iterations, args.progress)
    print(json.dumps(report) if args.json else table(report))
    return EXIT_OK
