"""`cuzco bench --game incan-gold`: the speed of Incan Gold's rules engine and of its computer players.

Numbers (one JSON object with `--json`):
    action_us_p50, action_us_p95   one validated `apply(state, action)`, over the choices of real games
                                   (every bot kind), best of a few repeats each
    legal_us_p95                   `legal_actions(state)` over the same states, 95th percentile
    selfplay_games_per_s           4-player games of the Normal level per second (wall clock)
    hard_decision_ms_p50, _p95     one decision of the Hard level, over the positions of 4-player games
"""

from __future__ import annotations

import math
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from .bots import make_bot, play_game
from .rules import apply, legal_actions, view_for


def _best(fn: Callable[[], object], repeats: int) -> float:
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def run(quick: bool = False) -> dict[str, Any]:
    games = [play_game(kinds, seed=s) for s, kinds in enumerate(
        (["normal"] * 4, ["hard", "easy", "normal", "reasoning"], ["cautious", "bold", "hard"] * 2 + ["easy"] * 2))]
    pairs = [(g.states[i], a) for g in games for i, a in enumerate(g.actions)]
    if quick:
        pairs = pairs[::8]
    repeats = 3 if quick else 7
    apply_us = [1e6 * _best(lambda s=s, a=a: apply(s, a), repeats) for s, a in pairs]  # type: ignore[misc]
    legal_us = [1e6 * _best(lambda s=s: legal_actions(s), repeats) for s, _ in pairs]  # type: ignore[misc]
    count = 5 if quick else 40
    start = time.perf_counter()
    for seed in range(count):
        play_game(["normal"] * 4, seed=seed)
    per_s = count / (time.perf_counter() - start)
    hard_ms = []
    for g in games[:2] if quick else games:
        for state in g.states[:: 4 if quick else 1]:
            for seat in state.waiting_for():
                bot = make_bot("hard", g.setup.seed, seat)
                view = view_for(state, seat)
                start = time.perf_counter()
                bot.go_on(view)
                hard_ms.append(1000 * (time.perf_counter() - start))
    return {
        "game": "incan-gold", "quick": quick, "python": platform.python_version(),
        "action_us_p50": round(statistics.median(apply_us), 1), "action_us_p95": round(_p(apply_us, 0.95), 1),
        "legal_us_p95": round(_p(legal_us, 0.95), 1), "selfplay_games_per_s": round(per_s, 1),
        "hard_decision_ms_p50": round(statistics.median(hard_ms), 2),
        "hard_decision_ms_p95": round(_p(hard_ms, 0.95), 2), "samples": len(pairs),
    }


LABELS = {
    "action_us_p50": ("one validated apply(state, action), median", "us"),
    "action_us_p95": ("one validated apply(state, action), 95th percentile", "us"),
    "legal_us_p95": ("legal_actions(state), 95th percentile", "us"),
    "selfplay_games_per_s": ("4-player games of the Normal level", "games/s"),
    "hard_decision_ms_p50": ("one Hard decision, median", "ms"),
    "hard_decision_ms_p95": ("one Hard decision, 95th percentile", "ms"),
}


def table(results: dict[str, Any]) -> str:
    width = max(len(label) for label, _ in LABELS.values())
    mode = "quick run" if results["quick"] else "full run"
    lines = [f"Incan Gold benchmark ({mode}, Python {results['python']}, {results['samples']} actions sampled)"]
    lines += [f"{label:<{width}}  {results[key]:>10}  {unit}" for key, (label, unit) in LABELS.items()]
    return "\n".join(lines)
