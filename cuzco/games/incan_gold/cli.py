"""Incan Gold's command-line hooks (`CLI`, found by `cuzco.shell.registry.cli`): `cuzco selfplay|arena|bench
--game incan-gold` and `cuzco replay FILE` on its saves.

selfplay: --players 3 to 8 (default 4), --bots (one kind for every seat, or a comma list cycled over the
seats: easy, normal, hard and the yardsticks cautious, bold, reasoning; default normal), --seed,
--variant diamant (no artifacts), --first-player N (seat N, 1 to the number of players, starts; default
drawn from the seed), --save FILE, --json. The names are plain seat names; each seat's bot is in the
record's meta ({"bots": [kind, ...]}).

JSON shape (what `--json` prints, one object):
    {"game": "incan-gold",
     "players": [{"name": str, "bot": str | null, "score": int, "gems": int, "artifacts": [int, ...],
                  "rounds": [int, ...]}, ...],   # value brought to camp in each round
     "winners": [name, ...],   # empty while the game is not finished
     "actions": int, "finished": bool}
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

from cuzco.shell.registry import GameCli

from .bots import KINDS, play_game
from .bots.arena import lineup
from .rules import MAX_PLAYERS, MIN_PLAYERS, Game, SaveFileError, load_game, save_game

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
DEFAULT_PLAYERS = 4
DEFAULT_BOTS = "normal"
VARIANTS = {"diamant": False}  # variant name -> artifacts in play

log = logging.getLogger("cuzco.games.incan_gold.cli")


def summary(game: Game) -> dict[str, Any]:
    state = game.state
    rounds = list(state.banked) + ([] if state.over else [state.round_bank])
    bots = game.meta.get("bots")
    kinds = bots if isinstance(bots, list) else []
    return {
        "game": "incan-gold",
        "players": [{"name": name, "bot": kinds[p] if p < len(kinds) else None, "score": state.score(p),
                     "gems": state.tents[p], "artifacts": list(state.artifacts[p]), "rounds": [r[p] for r in rounds]}
                    for p, name in enumerate(state.names)],
        "winners": [state.names[p] for p in state.winners()],
        "actions": len(game.actions),
        "finished": state.over,
    }


def score_table(data: dict[str, Any]) -> str:
    players = data["players"]
    width = max([len("Player")] + [len(p["name"]) for p in players])
    header = f"{'Player':<{width}}  {'Score':>5}  {'Gems':>5}  {'Artifacts':>9}  Rounds"
    lines = [header, "-" * len(header)]
    for p in players:
        rounds = " ".join(f"{r:>3}" for r in p["rounds"])
        lines.append(f"{p['name']:<{width}}  {p['score']:>5}  {p['gems']:>5}  {len(p['artifacts']):>9}  {rounds}")
    if data["finished"]:
        label = "Winner" if len(data["winners"]) == 1 else "Shared victory"
        lines.append(f"{label}: {' and '.join(data['winners'])} after {data['actions']} choices")
    else:
        lines.append(f"The game is not finished ({data['actions']} choices so far)")
    return "\n".join(lines)


def selfplay(args: argparse.Namespace) -> int:
    """Bots play a whole game; `args.seats` is the bot of every seat (checked by the command line)."""
    seats = getattr(args, "seats", None) or lineup(args.bots or DEFAULT_BOTS, args.players or DEFAULT_PLAYERS)
    if isinstance(seats, str):
        print(f"cuzco selfplay: {seats}", file=sys.stderr)
        return EXIT_BAD_INPUT
    variant = getattr(args, "variant", None)
    if variant is not None and variant not in VARIANTS:
        print(f"cuzco selfplay: Incan Gold has no variant {variant!r} (there is: {', '.join(VARIANTS)})",
              file=sys.stderr)
        return EXIT_BAD_INPUT
    first = getattr(args, "first_player", None)
    if first is not None and not 1 <= first <= len(seats):
        print(f"cuzco selfplay: the first player is a seat from 1 to {len(seats)}, not {first}", file=sys.stderr)
        return EXIT_BAD_INPUT
    artifacts = VARIANTS.get(variant, True) if variant else True
    log.info("incan gold selfplay: %s, seed %s", ",".join(seats), args.seed)
    game = play_game(seats, seed=args.seed, artifacts=artifacts, first_player=None if first is None else first - 1)
    data = summary(game)
    if args.json:
        print(json.dumps(data))
    else:
        extra = ", Diamant variant (no artifacts)" if not artifacts else ""
        print(f"Incan Gold, {len(seats)} players ({', '.join(seats)}), seed {args.seed}{extra}")
        print(score_table(data))
    if args.save is not None:
        try:
            save_game(game, args.save)
        except OSError as exc:
            print(f"cuzco selfplay: cannot save the game to {args.save}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_FAILED
        if not args.json:
            print(f"Saved the game record to {args.save}")
    return EXIT_OK


def arena(args: argparse.Namespace) -> int:
    from .bots.arena import run, table

    seats = getattr(args, "seats", None) or lineup(args.bots, args.players)
    if isinstance(seats, str):
        print(f"cuzco arena: {seats}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = run(seats, args.games, args.seed, max(1, min(2, args.workers)), args.progress)
    print(json.dumps(report) if args.json else table(report))
    return EXIT_OK


def bench(args: argparse.Namespace) -> int:
    from .bench import run, table

    results = run(quick=args.quick)
    print(json.dumps(results) if args.json else table(results))
    return EXIT_OK


def replay(path: Path, as_json: bool) -> int:
    try:
        game = load_game(path)
    except SaveFileError as exc:
        log.warning("cannot replay %s: %s", path, exc)
        print(" ".join(f"cuzco replay: {path}: {exc}".split()), file=sys.stderr)
        return EXIT_BAD_INPUT
    data = summary(game)
    if as_json:
        print(json.dumps(data))
    else:
        state = game.state
        print(f"{path}: Incan Gold, {len(game.actions)} choices replayed, every one legal")
        where = "game over" if state.over else f"round {state.round}, turn {state.turn + 1}"
        print(f"{where}; {len(state.deck)} cards in the deck, {len(state.removed)} out of the game")
        print()
        print(score_table(data))
    return EXIT_OK


CLI = GameCli(
    name="Incan Gold", players=(MIN_PLAYERS, MAX_PLAYERS), default_players=DEFAULT_PLAYERS, bots=KINDS,
    default_bot=DEFAULT_BOTS, lineup=lineup, selfplay=selfplay, replay=replay, arena=arena, bench=bench,
    options=("variant", "first_player"),
)
