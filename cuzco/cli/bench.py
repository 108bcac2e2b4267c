"""`cuzco bench`: time the rules engine, the bots and (when it is there) the board renderer.

Numbers (one JSON object with `--json`):
    legal_placements_ms    median time of `legal_placements(state, "triple")` on a mid-game board
                           (a seeded random game played until about half the triples are down)
    apply_action_us        median time of one validated `state.apply(action)`, over actions
                           sampled from a real random-bot game
    selfplay_games_per_s   4-player random-bot games per second
    greedy_game_s          seconds for one 4-player greedy-bot game (full run only)
    frame_ms_p50/p99       the UI's frame times at 1920x1080, from `cuzco.ui.benchmark`; left out,
                           with a note, when that module is not available. The other frame keys
                           (floor_, cpu_, change_, zoom_) are listed in docs/performance.md
`--quick` uses fewer repetitions (for smoke tests). `benchmarks/bench_rules.py` runs the same code.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from cuzco.bots import play_game
from cuzco.rules import Action, GameState, queries
from cuzco.rules.components import TRIPLES

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


def sample_actions(count: int, seed: int | str = BENCH_SEED) -> list[tuple[GameState, Action]]:
    """`count` (state, action) pairs spread evenly over a real 4-player random game."""
    pairs: list[tuple[GameState, Action]] = []
    play_game(["random"] * 4, seed, on_action=lambda s, a: pairs.append((s, a)))
    step = max(1, len(pairs) // count)
    return pairs[::step][:count]


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


def bench_apply(quick: bool) -> float:
    inner = 3 if quick else 10
    per_action = [median_seconds(lambda s=s, a=a: s.apply(a), 3, inner)  # type: ignore[misc]
                  for s, a in sample_actions(40 if quick else 300)]
    return 1e6 * statistics.median(per_action)


def bench_selfplay(quick: bool) -> float:
    games = 1 if quick else 5
    start = time.perf_counter()
    for seed in range(games):
        play_game(["random"] * 4, f"{BENCH_SEED}/{seed}")
    return games / (time.perf_counter() - start)


def bench_greedy() -> float:
    start = time.perf_counter()
    play_game(["greedy"] * 4, BENCH_SEED)
    return time.perf_counter() - start


def bench_frames(quick: bool, results: dict[str, Any], notes: list[str]) -> None:
    """Add the UI's frame times, or a note saying why they are missing."""
    # Headless on purpose: the bench must never open a window or a sound device.
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from cuzco.ui.benchmark import frame_benchmark  # type: ignore[import-not-found, unused-ignore]
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
    results: dict[str, Any] = {
        "legal_placements_ms": round(bench_legal_placements(quick), 3),
        "apply_action_us": round(bench_apply(quick), 1),
        "selfplay_games_per_s": round(bench_selfplay(quick), 3),
    }
    if not quick:
        results["greedy_game_s"] = round(bench_greedy(), 3)
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
    "apply_action_us": ("one validated state.apply(action)", "us"),
    "selfplay_games_per_s": ("4-player random-bot games", "games/s"),
    "greedy_game_s": ("one 4-player greedy-bot game", "s"),
    "frame_ms_p50": ("UI frame at 1920x1080, median", "ms"),
    "frame_ms_p99": ("UI frame at 1920x1080, 99th percentile", "ms"),
    "cpu_ms_p99": ("  the same, CPU time, 99th percentile", "ms"),
    "floor_ms_p50": ("floor: one full-screen blit + flip, median", "ms"),
    "change_frame_ms_p50": ("first frame after a board change, median", "ms"),
    "change_frame_ms_p99": ("first frame after a board change, 99th percentile", "ms"),
    "change_cpu_ms_p99": ("  the same, CPU time, 99th percentile", "ms"),
    "zoom_frame_ms_max": ("slowest frame of a zoom step", "ms"),
}


def table(results: dict[str, Any]) -> str:
    width = max(len(label) for label, _ in LABELS.values())
    lines = [f"{label:<{width}}  {results[key]:>10}  {unit}" for key, (label, unit) in LABELS.items()
             if key in results]
    lines += [f"note: {n}" for n in results["notes"]]
    mode = "quick run" if results["quick"] else "full run"
    return "\n".join([f"Cuzco benchmark ({mode}, Python {results['python']})", *lines])


def main(args: argparse.Namespace) -> int:
    results = run(quick=args.quick)
    print(json.dumps(results) if args.json else table(results))
    return 0
