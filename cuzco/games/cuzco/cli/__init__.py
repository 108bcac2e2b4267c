"""Cuzco's command-line hooks (`CLI`, found by `cuzco.shell.registry.cli`): `cuzco selfplay`, `arena`,
`bench`, `replay` and `review` for Kiesling & Kramer's Cuzco. Each module is imported when its command runs."""

from __future__ import annotations

import argparse
from pathlib import Path

from cuzco.shell.registry import GameCli

BOTS = ("easy", "normal", "hard", "random", "greedy")


def lineup(text: str, players: int | None) -> list[str] | str:
    from .arena import parse_lineup

    return parse_lineup(text, players)


def run_selfplay(args: argparse.Namespace) -> int:
    from .selfplay import main as command

    return command(args)


def run_arena(args: argparse.Namespace) -> int:
    from .arena import main as command

    return command(args)


def run_bench(args: argparse.Namespace) -> int:
    from .bench import main as command

    return command(args)


def run_replay(path: Path, as_json: bool) -> int:
    from .replay import replay as command

    return command(path, as_json)


def run_review(args: argparse.Namespace) -> int:
    from .review import main as command

    return command(args)


CLI = GameCli(
    name="Cuzco", players=(2, 4), default_players=4, bots=BOTS, default_bot="random", lineup=lineup,
    selfplay=run_selfplay, replay=run_replay, arena=run_arena, bench=run_bench, review=run_review,
    options=("iterations",),
    viewer="cuzco.games.cuzco.ui.viewer",
)
