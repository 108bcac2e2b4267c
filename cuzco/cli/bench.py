"""`cuzco bench [--game G] [--json] [--quick]`: the speed figures of G's engine and bots (its `bench` hook)."""

from __future__ import annotations

import argparse

from . import game_of, run_hook


def main(args: argparse.Namespace) -> int:
    return run_hook("bench", game_of(args), lambda hooks: hooks.bench, args)
