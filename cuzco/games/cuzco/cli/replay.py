"""`cuzco replay FILE`: load a saved game, replaying and checking every action, and show where it ended.

The file is only read. A file that cannot be loaded gives exit code 2 and one
line on stderr saying why (the `SaveFileError` message), never a traceback.
Exit codes: 0 replayed, 2 the file cannot be replayed.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.record import Game, load_game
from cuzco.games.cuzco.rules.state import GameState

from .summary import game_summary, score_table

EXIT_OK = 0
EXIT_BAD_FILE = 2

log = logging.getLogger("cuzco.cli.replay")


def main(args: argparse.Namespace) -> int:
    return replay(Path(args.file), args.json)


def replay(path: Path, as_json: bool) -> int:
    """Replay a Cuzco save (the command line's generic `cuzco replay` sends Cuzco's saves here)."""
    try:
        game = load_game(path)
    except SaveFileError as exc:
        log.warning("cannot replay %s: %s", path, exc)
        _fail(f"cuzco replay: {path}: {exc}")
        return EXIT_BAD_FILE
    except Exception as exc:
        # The rules should turn every bad file into a SaveFileError; if one slips
        # through (a bug), the file is still unreadable to the user: same exit code,
        # one line, and the traceback goes to the log file for the bug report.
        log.exception("replaying %s failed", path)
        _fail(f"cuzco replay: {path}: cannot be replayed ({type(exc).__name__}: {exc})")
        return EXIT_BAD_FILE
    summary = game_summary(game)
    if as_json:
        print(json.dumps(summary))
    else:
        print(f"{path}: {len(game.actions)} actions replayed, every one legal")
        print(state_report(game))
        print()
        print(score_table(summary))
    return EXIT_OK


def _fail(message: str) -> None:
    print(" ".join(message.split()), file=sys.stderr)  # one line, whatever the message holds


def state_report(game: Game) -> str:
    """Turn, who is to act, the phase, the common supply and every player's own supply."""
    state: GameState = game.state
    current = state.players[state.current].name
    phase = {"turn": "playing a turn", "festival": "festival bidding", "over": "game over"}.get(state.phase,
                                                                                                  state.phase)
    floors = ", ".join(f"{n} of value {v}" for v, n in sorted(state.floors.items()))
    lines = [
        f"Turn {state.turn}, current player {current}, phase: {phase}",
        f"Common supply: {_count(state.triples, 'triple terrain')}, {_count(state.ponds_left, 'pond')}, "
        f"{_count(state.discs, 'solar disc')}, {_count(len(state.deck), 'card')} in the deck; "
        f"temple floors: {floors}",
    ]
    for p in state.players:
        lines.append(f"  {p.name}: {_count(p.reserve, 'Inca')} in reserve, {_count(p.doubles, 'double')}, "
                     f"{_count(p.crops, 'single crop')}, {_count(p.villages, 'single village')}, "
                     f"{_count(p.tokens, 'token')}, {_count(len(p.hand), 'card')} in hand")
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"
