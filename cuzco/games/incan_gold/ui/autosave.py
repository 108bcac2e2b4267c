"""The Incan Gold autosave: the game on the table is written after every choice, so Continue in the
Incan Gold form brings it back after a quit or a crash. It lives beside the Cuzco autosave in the
data folder, under its own name, and is removed when the game ends."""

from __future__ import annotations

import logging
from pathlib import Path

from cuzco import paths
from cuzco.games.incan_gold.bots import LEVELS, Bot, make_bot
from cuzco.games.incan_gold.rules import Game, SaveFileError, load_game, save_game
from cuzco.text import N_, Message

AUTOSAVE_NAME = "incan-gold-autosave.json"

log = logging.getLogger(__name__)


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_NAME


def has_autosave() -> bool:
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def write(game: Game) -> None:
    """Save the game; a full disk or a read-only folder is logged, never stops play."""
    try:
        save_game(game, autosave_path())
    except OSError as exc:
        log.warning("cannot autosave the Incan Gold game: %s", exc)


def clear() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the Incan Gold autosave: %s", exc)


def bots_of(game: Game) -> dict[int, Bot]:
    """The computer seats a record names in its meta ({"seat": level}); anything odd is left human."""
    raw = game.meta.get("bots")
    bots: dict[int, Bot] = {}
    if isinstance(raw, dict):
        for seat, level in raw.items():
            if isinstance(seat, str) and seat.isdigit() and int(seat) < game.state.players and level in LEVELS:
                bots[int(seat)] = make_bot(level)
    return bots


def resume() -> tuple[Game, dict[int, Bot]]:
    """The autosaved game and its computer seats; SaveFileError (one line) when it cannot be loaded."""
    game = load_game(autosave_path())
    if game.state.over:
        raise SaveFileError(Message(N_("the autosaved game is already over")))
    return game, bots_of(game)
