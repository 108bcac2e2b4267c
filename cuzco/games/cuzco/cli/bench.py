"""`cuzco bench`: time the rules engine, the bots and (when it is there) the board renderer.

Numbers (one JSON object with `--json`; docs/performance.md explains each and gives measured figures):
    legal_placements_ms        median time of `legal_placements(state, "triple")` on a mid-game board
                               (a seeded random game played until about half the triples are down)
    legal_placements_ms_median over every turn-phase state of a 4-player random game: the slowest tile's
    legal_placements_ms_worst  `legal_placements`, computed from scratch (regions and masks dropped first);
                               the median and the worst state of the game
    apply_action_us            median time of one validated `state.apply(action)`, over actions
                               sampled from real random-bot and greedy-bot games
    action_us_p50, _p95        the same actions' median and 95th percentile
    action_us_by_type          {action type: {"p50", "p95", "count"}}
    copy_apply_actions_per_s   a search's pace: from positions of a real game, `state.apply(action)`
    copy_apply_actions_per_cpu_s  (validate, copy, change the copy; the parent is the undo) for legal
                               actions, per second of wall clock and of CPU time
    selfplay_games_per_s       4-player random-bot games per second (wall clock)
    selfplay_games_per_cpu_s   the same games per second of this process's CPU time
    greedy_game_s              seconds for one 4-player greedy-bot game (full run only)
    greedy_games_per_s         4-player greedy-bot games per second, and per CPU second
    greedy_games_per_cpu_s     (full run only)
    frame_ms_p50/p99           the UI's frame times at 1920x1080, from `cuzco.games.cuzco.ui.benchmark`; left out,
                               with a note, when that module is not available. The other frame keys
                               (floor_, cpu_, change_, zoom_) are listed in docs/performance.md
`--quick` uses fewer repetitions (for smoke tests). `benchmarks/bench_rules.py` runs the same code.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import Action, GameState, queries
from cuzco.games.cuzco.rules.components import TILE_KINDS, TRIPLES

BENCH_SEED = "bench"


def mid_game_state(seed: int | str = BENCH_SEED) -> GameState:
    """A random 4-player game stopped at the start of the first turn with half the triples placed."""
    found: list[GameState] = []

    def watch(state: GameState, action: Action) -> None:
        if not found and state.triples <= TRIPLES // 2 and state.must_place:
            found.append(state)

    play_game(["random"] * 4, seed, on_action=watch)
    if not found:
        raise RuntimeError("the benchmark game ended before half the triples were placed")
    return found[0]


def sample_actions(count: int, seed: int | str = BENCH_SEED, bots: str = "random") -> list[tuple[GameState, Action]]:
    """`count` (state, action) pairs spread evenly over a real 4-player game of `bots`."""
    pairs: list[tuple[GameState, Action]] = []
    play_game([bots] * 4, seed, on_action=lambda s, a: pairs.append((s, a)))
    step = max(1, len(pairs) // count)
    return pairs[::step][:count]


def best_seconds(fn: Callable[[], object], repeats: int) -> float:
    """The fastest of `repeats` single calls: on a shared machine the others include time spent waiting."""
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def percentile(values: list[float], fraction: float) -> float:
    """Nearest-rank percentile: the smallest value at or above `fraction` of them."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def median_seconds(fn: Callable[[], object], repeats: int, inner: int = 1) -> float:
    """Median over `repeats` runs of the time of one call (each run averages `inner` calls)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        times.append((time.perf_counter() - start) / inner)
    return statistics.median(times)


def bench_legal_placements(quick: bool) -> float:
    state = mid_game_state()
    return 1000 * median_seconds(lambda: queries.legal_placements(state, "triple"), 15 if quick else 200)


def bench_actions(quick: bool) -> dict[str, Any]:
    """One validated apply per sampled action (best of repeats), summed up overall and per type."""
    repeats = 3 if quick else 7
    count = 40 if quick else 300
    pairs = sample_actions(count) + sample_actions(count // 2, bots="greedy")
    by_type: dict[str, list[float]] = {}
    every: list[float] = []
    for s, a in pairs:
        t = 1e6 * best_seconds(lambda s=s, a=a: s.apply(a), repeats)  # type: ignore[misc]
        by_type.setdefault(a.type, []).append(t)
        every.append(t)
    return {
        "apply_action_us": round(statistics.median(every), 1),
        "action_us_p50": round(statistics.median(every), 1),
        "action_us_p95": round(percentile(every, 0.95), 1),
        "action_us_by_type": {
            kind: {"p50": round(statistics.median(ts), 1), "p95": round(percentile(ts, 0.95), 1), "count": len(ts)}
            for kind, ts in sorted(by_type.items())
        },
    }


def bench_placements_over_a_game(quick: bool) -> dict[str, float]:
    """For each turn-phase state of a game, the slowest tile's legal placements, computed from scratch
    (best of three tries, each on a fresh copy)."""
    states: list[GameState] = []
    play_game(["random"] * 4, BENCH_SEED, on_action=lambda s, a: states.append(s))
    states = [s for s in states if s.phase == "turn"]
    if quick:
        states = states[::10]
    worst_per_state = []
    for state in states:
        slowest = 0.0
        for tile in TILE_KINDS:
            best = math.inf
            for _ in range(3):
                fresh = state.copy()
                fresh._regions = None  # as right after a board change: nothing derived is known yet
                start = time.perf_counter()
                queries.legal_placements(fresh, tile)
                best = min(best, time.perf_counter() - start)
            slowest = max(slowest, best)
        worst_per_state.append(1000 * slowest)
    return {"legal_placements_ms_median": round(statistics.median(worst_per_state), 3),
            "legal_placements_ms_worst": round(max(worst_per_state), 3)}


def bench_copy_apply(quick: bool) -> tuple[float, float]:
    """Actions per second a search gets from `apply` (validate, copy, change the copy) on real positions:
    (per second of wall clock, per second of this process's CPU time)."""
    pairs = sample_actions(20 if quick else 60)
    work = []
    for state, _ in pairs:
        options = state.legal_actions()
        step = max(1, len(options) // 25)
        work.append((state, options[::step]))
    done = 0
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(1 if quick else 3):
        for state, options in work:
            for action in options:
                state.apply(action)
                done += 1
    return done / (time.perf_counter() - start), done / (time.process_time() - cpu)


def bench_selfplay(bots: str, games: int) -> tuple[float, float]:
    """(games per second of wall clock, games per second of this process's CPU time)."""
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        play_game([bots] * 4, f"{BENCH_SEED}/{seed}")
    return games / (time.perf_counter() - start), games / (time.process_time() - cpu)


def bench_frames(quick: bool, results: dict[str, Any], notes: list[str]) -> None:
    """Add the UI's frame times, or a note saying why they are missing."""
    # Headless on purpose: the bench must never open a window or a sound device.
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from cuzco.games.cuzco.ui.benchmark import frame_benchmark  # type: ignore[import-not-found, unused-ignore]
    except ImportError as exc:
        notes.append(f"frame times left out: the UI frame benchmark is not available ({exc})")
        return
    try:
        outcome = frame_benchmark(width=1920, height=1080, frames=30 if quick else 300)
    except Exception as exc:  # a broken renderer must not hide the rules' numbers
        notes.append(f"frame times left out: the UI frame benchmark failed ({type(exc).__name__}: {exc})")
        return
    p50, p99 = _frame_percentiles(outcome)
    if p50 is None or p99 is None:
        notes.append(f"frame times left out: unexpected result from frame_benchmark: {type(outcome).__name__}")
        return
    if isinstance(outcome, dict):  # any further figures the UI measures travel under their own keys
        results.update({k: v for k, v in outcome.items()
                        if isinstance(k, str) and isinstance(v, (int, float)) and not isinstance(v, bool)})
    results["frame_ms_p50"], results["frame_ms_p99"] = round(p50, 3), round(p99, 3)
    if isinstance(outcome, dict):  # the rest of the frame figures (docs/performance.md, "Frames")
        results.update({k: v for k, v in outcome.items() if k.startswith(FRAME_KEYS) and k not in results})


FRAME_KEYS = ("floor_", "frame_", "cpu_", "change_", "zoom_")


def _frame_percentiles(outcome: object) -> tuple[float | None, float | None]:
    """frame_benchmark may hand back the percentiles themselves or every frame's time in ms."""
    if isinstance(outcome, dict):
        return outcome.get("frame_ms_p50"), outcome.get("frame_ms_p99")
    if isinstance(outcome, (list, tuple)) and outcome and all(isinstance(t, (int, float)) for t in outcome):
        ordered = sorted(float(t) for t in outcome)
        return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return None, None


def run(quick: bool = False, frames: bool = True) -> dict[str, Any]:
    notes: list[str] = []
    results: dict[str, Any] = {"legal_placements_ms": round(bench_legal_placements(quick), 3)}
    results.update(bench_placements_over_a_game(quick))
    results.update(bench_actions(quick))
    wall, cpu = bench_copy_apply(quick)
    results["copy_apply_actions_per_s"], results["copy_apply_actions_per_cpu_s"] = round(wall), round(cpu)
    wall, cpu = bench_selfplay("random", 2 if quick else 10)
    results["selfplay_games_per_s"], results["selfplay_games_per_cpu_s"] = round(wall, 3), round(cpu, 3)
    if not quick:
        wall, cpu = bench_selfplay("greedy", 2)
        results["greedy_game_s"] = round(1 / wall, 3)
        results["greedy_games_per_s"], results["greedy_games_per_cpu_s"] = round(wall, 3), round(cpu, 3)
    if frames:
        bench_frames(quick, results, notes)
    busy = _busy_note()
    if busy:
        notes.append(busy)
    results.update(quick=quick, python=platform.python_version(), notes=notes)
    return results


def _busy_note() -> str | None:
    """Whole-game timings are wall-clock: on a shared machine they say more about the neighbours."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # not on Windows
        return None
    cpus = os.cpu_count() or 1
    if load <= cpus:
        return None
    return (f"the machine was busy (load {load:.1f} on {cpus} CPUs): the games/s and game-time figures "
            "are pessimistic; the medians are less affected")


LABELS = {
    "legal_placements_ms": ("legal_placements(state, 'triple'), mid-game", "ms"),
    "legal_placements_ms_median": ("all placements of a tile from scratch, median state", "ms"),
    "legal_placements_ms_worst": ("all placements of a tile from scratch, worst state", "ms"),
    "apply_action_us": ("one validated state.apply(action), median", "us"),
    "action_us_p95": ("one validated state.apply(action), 95th percentile", "us"),
    "copy_apply_actions_per_s": ("apply with copy (search pace)", "actions/s"),
    "copy_apply_actions_per_cpu_s": ("apply with copy, per CPU second", "actions/s"),
    "selfplay_games_per_s": ("4-player random-bot games", "games/s"),
    "selfplay_games_per_cpu_s": ("4-player random-bot games per CPU second", "games/s"),
    "greedy_game_s": ("one 4-player greedy-bot game", "s"),
    "greedy_games_per_s": ("4-player greedy-bot games", "games/s"),
    "greedy_games_per_cpu_s": ("4-player greedy-bot games per CPU second", "games/s"),
    "frame_ms_p50": ("UI frame at 1920x1080, median", "ms"),
    "frame_ms_p99": ("UI frame at 1920x1080, 99th percentile", "ms"),
    "cpu_ms_p99": ("  the same, CPU time, 99th percentile", "ms"),
    "drag_frame_ms_p99": ("UI frame while a tile is dragged, 99th percentile", "ms"),
    "drag_cpu_ms_p99": ("  the same, CPU time, 99th percentile", "ms"),
    "floor_ms_p50": ("floor: one full-screen blit + flip, median", "ms"),
    "change_frame_ms_p50": ("first frame after a board change, median", "ms"),
    "change_frame_ms_p99": ("first frame after a board change, 99th percentile", "ms"),
    "change_cpu_ms_p99": ("  the same, CPU time, 99th percentile", "ms"),
    "after_change_frame_ms_p99": ("the frame after that one, 99th percentile", "ms"),
    "zoom_frame_ms_max": ("slowest frame of a zoom step", "ms"),
}


def table(results: dict[str, Any]) -> str:
    width = max(len(label) for label, _ in LABELS.values())
    lines = [f"{label:<{width}}  {results[key]:>10}  {unit}" for key, (label, unit) in LABELS.items()
             if key in results]
    lines += [f"  p95 of one {kind!r} action: {v['p95']} us (median {v['p50']}, {v['count']} sampled)"
              for kind, v in results.get("action_us_by_type", {}).items()]
    lines += [f"note: {n}" for n in results["notes"]]
    mode = "quick run" if results["quick"] else "full run"
    return "\n".join([f"Cuzco benchmark ({mode}, Python {results['python']})", *lines])


def main(args: argparse.Namespace) -> int:
    results = run(quick=args.quick)
    print(json.dumps(results) if args.json else table(results))
    return 0
