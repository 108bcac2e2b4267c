"""`cuzco arena [--game G] --bots ...`: bots of G play many games, seats rotated (the game's `arena` hook)."""

from __future__ import annotations

import argparse

from . import game_of, run_hook


def main(args: argparse.Namespace) -> int:
    return run_hook("arena", game_of(args), lambda hooks: hooks.arena, args)
