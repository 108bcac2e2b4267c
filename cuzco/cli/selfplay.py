"""`cuzco selfplay [--game G]`: bots play a whole game of G without a window (the game's `selfplay` hook)."""

from __future__ import annotations

import argparse

from . import game_of, run_hook


def main(args: argparse.Namespace) -> int:
    return run_hook("selfplay", game_of(args), lambda hooks: hooks.selfplay, args)
