"""Incan Gold's headless commands, called from `cuzco selfplay --game incan-gold` and `cuzco replay FILE`.

JSON shape (what `--json` prints, one object):
    {"game": "incan-gold",
     "players": [{"name": str, "score": int, "gems": int, "artifacts": [int, ...],
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

from .bots import KINDS, play_game
from .rules import Game, SaveFileError, load_game, save_game
from .rules.record import is_incan_gold_save, read_json

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
DEFAULT_PLAYERS = 4
DEFAULT_BOTS = "reasoning"

log = logging.getLogger("cuzco.games.incan_gold.cli")


def summary(game: Game) -> dict[str, Any]:
    state = game.state
    rounds = list(state.banked) + ([] if state.over else [state.round_bank])
    return {
        "game": "incan-gold",
        "players": [{"name": name, "score": state.score(p), "gems": state.tents[p],
                     "artifacts": list(state.artifacts[p]), "rounds": [r[p] for r in rounds]}
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


def seat_bots(players: int | None, bots: str | None) -> list[str] | str:
    """The bot of every seat, or the reason the options are wrong."""
    n = DEFAULT_PLAYERS if players is None else players
    if not 3 <= n <= 8:
        return f"Incan Gold has 3 to 8 players, not {n}"
    kinds = [k.strip() for k in (bots or DEFAULT_BOTS).split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or not kinds:
        return f"unknown Incan Gold bot {', '.join(unknown) or '(none)'}; choose from {', '.join(KINDS)}"
    return [kinds[i % len(kinds)] for i in range(n)]


def selfplay(args: argparse.Namespace) -> int:
    """Bots play a whole game; `--bots` is one bot for every seat or a comma list cycled over the seats."""
    seats = seat_bots(args.players, args.bots)
    if isinstance(seats, str):
        print(f"cuzco selfplay: {seats}", file=sys.stderr)
        return EXIT_BAD_INPUT
    log.info("incan gold selfplay: %s, seed %s", ",".join(seats), args.seed)
    game = play_game(seats, seed=args.seed)
    data = summary(game)
    if args.json:
        print(json.dumps(data))
    else:
        print(f"Incan Gold, {len(seats)} players ({', '.join(seats)}), seed {args.seed}")
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


def claims(path: Path) -> bool:
    """True when the file is (or says it is) an Incan Gold save; unreadable files are left to the caller."""
    try:
        return is_incan_gold_save(read_json(path))
    except SaveFileError:
        return False


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
