"""Headless subcommands of the `cuzco` command line: selfplay, arena, bench, replay, review.

Each module here exposes `main(args: argparse.Namespace) -> int` and is imported
only when its subcommand runs. None of them names a game: each hands the command
to the hooks of the chosen game (`--game`, or the game a save file names), found
through the registry (`cuzco.shell.registry.cli`; the hooks are documented
there). The arguments are declared in one place, `cuzco/app.py`
(`build_parser`), which checks the player count, the bots and the game's own
options against those hooks, so `cuzco --help` lists them all.

Every subcommand also accepts --data-dir DIR and --verbose. Modules print
their results to stdout and return the process exit code.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from cuzco.shell import registry

EXIT_BAD_ARGS = 2


def run_hook(command: str, game_id: str, pick: Callable[[registry.GameCli], Callable[[Any], int] | None],
             args: Any) -> int:
    """Run a game's hook for `command`, or say in one line that the game has none."""
    hooks = registry.cli(game_id)
    hook = pick(hooks)
    if hook is None:
        print(f"cuzco {command}: {hooks.name} has no '{command}' command yet", file=sys.stderr)
        return EXIT_BAD_ARGS
    return hook(args)


def game_of(args: argparse.Namespace) -> str:
    return str(getattr(args, "game", None) or registry.UNNAMED_SAVE_GAME)
