"""`cuzco selfplay`: bots play a whole game without a window, then the scores are printed.

Arguments (declared in `cuzco/app.py`): `players` (2-4), `seed`, `bots`
(one kind for every seat, or a comma-separated kind per seat in seat order,
from easy, normal, hard, random, greedy), `save` (a path or None), `json`.
`cuzco selfplay --game G` reaches this module only for Cuzco (the registry's hooks).
The same seed and bots always play the same game.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import save_game

from .arena import parse_lineup
from .summary import game_summary, score_table

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_ARGS = 2

log = logging.getLogger("cuzco.cli.selfplay")


def main(args: argparse.Namespace) -> int:
    kinds = parse_lineup(args.bots, args.players) if getattr(args, "seats", None) is None else args.seats
    if isinstance(kinds, str):
        print(f"cuzco selfplay: {kinds}", file=sys.stderr)
        return EXIT_BAD_ARGS
    log.info("selfplay: %d players, bots %s, seed %s", args.players, ",".join(kinds), args.seed)
    game = play_game(kinds, args.seed)
    summary = game_summary(game)
    if args.json:
        print(json.dumps(summary))
    else:
        same = len(set(kinds)) == 1
        print(f"{args.players} {kinds[0]} bots, seed {args.seed}" if same
              else f"{args.players} bots ({', '.join(kinds)}), seed {args.seed}")
        print(score_table(summary))
    if args.save is not None:
        try:
            save_game(game, args.save)
        except OSError as exc:
            print(f"cuzco selfplay: cannot save the game to {args.save}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_FAILED
        if not args.json:
            print(f"Saved the game record to {args.save}")
    return EXIT_OK
