"""The balance figures of Feld's Cuzco: self-play games counted, in chunks that can run in parallel and be merged.

`count(...)` plays games `balance/<seed>/<g>` for the given indices `g` and returns raw counts (plain JSON);
`merge` adds the counts of several chunks (of the same player count, bots and seed; a game counted twice
is refused); `figures` turns counts into the table's figures. `balance(...)` does all three, over `jobs`
processes, each playing every `jobs`-th game until the games or the wall-time bound run out.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .bots.arena import play_game, wilson
from .rules import components as C
from .rules.actions import Place, PlayCard, UseAbility
from .rules.state import SOURCES

Counts = dict[str, Any]
KEYS = ("players", "bots", "seed", "pututu")  # what chunks must share to be merged


class MergeError(ValueError):
    """Chunks that cannot be added up: another setting, or a game counted twice."""


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _label(kind: int, number: int) -> str:
    return f"{'study' if kind == C.STUDY else 'farm'} {number:02d}"


def empty(players: int, bots: list[str], seed: int, pututu: bool) -> Counts:
    return {"players": players, "bots": bots, "seed": seed, "pututu": pututu, "played": [], "seconds": 0.0,
            "first_wins": 0, "wins_by_order": [0] * players, "win_scores": [],
            "share_sums": dict.fromkeys(SOURCES, 0.0),
            "drawn": {}, "done": {}, "spaces": {}, "used": {}, "taken": {}}


def _add(total: dict[str, int], keys: set[str]) -> None:
    for k in keys:
        total[k] = total.get(k, 0) + 1


def count(players: int, bots: list[str], seed: int, games: list[int], pututu: bool = False,
          deadline: float = 0.0) -> Counts:
    """Play the games of the given indices (stopping after the game that passes `deadline`, a
    `time.time()`, when it is set) and count what the figures need."""
    out = empty(players, bots, seed, pututu)
    started = time.perf_counter()
    for g in games:
        if deadline and time.time() > deadline:
            break
        game = play_game(bots, seed=f"balance/{seed}/{g}", pututu=pututu)
        s = game.state
        w = s.winner()
        first = next(i for i, st in enumerate(game.states) if st.phase != "setup")
        order = game.states[first].order
        out["played"].append(g)
        out["first_wins"] += order[0] == w
        out["wins_by_order"][order.index(w)] += 1
        out["win_scores"].append(s.players[w].vp)
        for name, vp in zip(SOURCES, s.players[w].sources):
            out["share_sums"][name] += vp / max(1, s.players[w].vp)
        held: dict[int, set[int]] = {seat: set() for seat in range(players)}
        taken: set[str] = set()
        for st in game.states[first:]:
            for seat, p in enumerate(st.players):
                held[seat] |= set(p.missions)
            taken.update(f"god {c:02d}" for c in st.players[w].hand)
            taken.update(_label(C.TILES[t].kind, C.TILES[t].ability) for t in st.players[w].slots if t >= 0)
        _add(out["taken"], taken)
        for seat, p in enumerate(s.players):
            for m in held[seat] | set(p.completed):
                _add(out["drawn"], {C.MISSIONS[m].label})
            for m in p.completed:
                _add(out["done"], {C.MISSIONS[m].label})
        spaces: set[str] = set()
        used: set[str] = set()
        for a in game.actions:
            if getattr(a, "player", -1) != w:
                continue
            if isinstance(a, Place):
                spaces.add(a.action)
            elif isinstance(a, UseAbility):
                used.add(_label(a.kind, a.ability))
            elif isinstance(a, PlayCard):
                used.add(f"god {a.card:02d}")
        _add(out["spaces"], spaces)
        _add(out["used"], used)
    out["seconds"] = time.perf_counter() - started
    return out


def merge(chunks: list[Counts]) -> Counts:
    """The counts of several chunks added up; MergeError if their settings differ or a game repeats."""
    if not chunks:
        raise MergeError("nothing to merge")
    first = chunks[0]
    out = empty(first["players"], first["bots"], first["seed"], first["pututu"])
    for chunk in chunks:
        for key in KEYS:
            if chunk[key] != first[key]:
                raise MergeError(f"chunks differ in {key}: {first[key]!r} and {chunk[key]!r}")
        twice = set(out["played"]) & set(chunk["played"])
        if twice:
            raise MergeError(f"game {min(twice)} of seed {first['seed']} is counted twice")
        out["played"] += chunk["played"]
        out["win_scores"] += chunk["win_scores"]
        out["seconds"] += chunk["seconds"]
        out["first_wins"] += chunk["first_wins"]
        out["wins_by_order"] = [a + b for a, b in zip(out["wins_by_order"], chunk["wins_by_order"])]
        for key in ("share_sums", "drawn", "done", "spaces", "used", "taken"):
            total: Counter[str] = Counter(out[key])
            total.update(chunk[key])
            out[key] = dict(sorted(total.items()))
    out["played"].sort()
    return out


def figures(c: Counts) -> dict[str, Any]:
    """The table's figures from counts: missions completed when held, the winner's score and its sources,
    wins by order token in round 1 (first seat with its Wilson 95% interval), spaces and abilities of the winners."""
    games = len(c["played"])
    scores = c["win_scores"]
    low, high = wilson(c["first_wins"], games)
    return {
        "players": c["players"], "games": games, "bots": c["bots"], "seed": c["seed"], "cpu_seconds": c["seconds"],
        "winner_score": {"mean": statistics.mean(scores) if scores else 0.0, "min": min(scores, default=0),
                         "max": max(scores, default=0),
                         "deciles": [_p([float(x) for x in scores], q / 10) for q in range(1, 10)] if scores else []},
        "winner_share": {k: v / max(1, games) for k, v in c["share_sums"].items()},
        "first_seat_wins": c["first_wins"] / max(1, games), "first_seat_ci": (low, high), "fair": 1 / c["players"],
        "wins_by_order": [w / max(1, games) for w in c["wins_by_order"]],
        "missions": {m: (c["done"].get(m, 0), n) for m, n in sorted(c["drawn"].items())},
        "spaces_by_winner": {k: c["spaces"].get(k, 0) / max(1, games) for k in C.ACTIONS},
        "used_by_winner": dict(sorted(c["used"].items())),
        "taken_by_winner": dict(sorted(c["taken"].items())),
    }


def balance(players: int, games: int, levels: str = "normal", seed: int = 0, pututu: bool = False,
            seconds: float = 0.0, jobs: int = 1, first: int = 0) -> Counts:
    """Counts of games `first` .. `first + games - 1`, over `jobs` processes (each takes every `jobs`-th
    game); `seconds` > 0 stops each after the game that passes that much wall time."""
    kinds = [k for k in levels.split(",") if k]
    bots = [kinds[i % len(kinds)] for i in range(players)]
    deadline = time.time() + seconds if seconds else 0.0
    indices = list(range(first, first + games))
    if jobs <= 1:
        return count(players, bots, seed, indices, pututu, deadline)
    parts = [indices[k::jobs] for k in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        chunks = list(pool.map(count, [players] * jobs, [bots] * jobs, [seed] * jobs, parts, [pututu] * jobs,
                               [deadline] * jobs))
    return merge(chunks)
