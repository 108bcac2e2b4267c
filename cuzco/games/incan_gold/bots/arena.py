"""The Incan Gold arena: bots play many games, seats rotated, and win rates are printed with 95% intervals.

    python -m cuzco.games.incan_gold.bots.arena --players 4 --bots cautious,bold,reasoning --games 1000

Seats are filled by cycling through `--bots`; game i uses seed `--seed + i` and
shifts the bots i seats round the table, so every bot sits in every seat and
meets every deck order in turn. Deterministic: the same options print the same
table. A shared victory counts as a fraction of a win for each player sharing it.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from .match import play_game
from .players import LEVELS

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (works for fractional successes too)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


@dataclass
class Tally:
    seats: int = 0      # seat-games played by this bot
    wins: float = 0.0
    points: int = 0
    artifacts: int = 0
    scores: list[int] = field(default_factory=list)


def run_arena(kinds: Sequence[str], players: int, games: int, seed: int = 0) -> dict[str, Tally]:
    tallies: dict[str, Tally] = {k: Tally() for k in kinds}
    for i in range(games):
        seats = [kinds[(s + i) % len(kinds)] for s in range(players)]
        state = play_game(seats, seed=seed + i).state
        winners = state.winners()
        for p, kind in enumerate(seats):
            t = tallies[kind]
            t.seats += 1
            t.points += state.score(p)
            t.artifacts += len(state.artifacts[p])
            if p in winners:
                t.wins += 1 / len(winners)
    return tallies


def table(tallies: dict[str, Tally], players: int, games: int) -> str:
    lines = [f"{games} games, {players} players, seats rotated; win rate per seat-game (95% Wilson interval)",
             "| bot | seat-games | win rate | 95% interval | mean score |",
             "|---|---:|---:|---|---:|"]
    for kind, t in tallies.items():
        low, high = wilson(t.wins, t.seats)
        rate = t.wins / t.seats if t.seats else 0.0
        mean = t.points / t.seats if t.seats else 0.0
        lines.append(f"| {kind} | {t.seats} | {rate:.1%} | {low:.1%} - {high:.1%} | {mean:.1f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cuzco.games.incan_gold.bots.arena",
                                     description="Incan Gold bots against each other, seats rotated.")
    parser.add_argument("--players", type=int, choices=range(3, 9), default=3, metavar="N")
    parser.add_argument("--bots", default=",".join(LEVELS),
                        help=f"comma-separated bots, cycled over the seats (from: {', '.join(LEVELS)})")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in LEVELS]
    if unknown or not kinds:
        print(f"unknown bot(s): {', '.join(unknown) or '(none given)'}; choose from {', '.join(LEVELS)}",
              file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    kinds = list(dict.fromkeys(kinds))
    print(table(run_arena(kinds, args.players, args.games, args.seed), args.players, args.games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
