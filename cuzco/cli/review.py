"""`cuzco review FILE [--json] [--budget N] [--top K]`: the biggest swings of a saved game, by the `review`
hook of the game the file names (a game without one says so in one line)."""

from __future__ import annotations

import argparse
from pathlib import Path

from cuzco.shell import registry

from . import run_hook


def main(args: argparse.Namespace) -> int:
    return run_hook("review", registry.game_id_of_file(Path(args.file)), lambda hooks: hooks.review, args)
