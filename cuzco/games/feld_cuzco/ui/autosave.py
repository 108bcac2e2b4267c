"""Feld's Cuzco's autosave: the game on the table is written after every action (atomically, through
the shell's `persistence`), so Continue brings it back after a quit or a crash; when it ends it moves
to the saves, marked finished."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.games.feld_cuzco.bots.players import Bot
from cuzco.games.feld_cuzco.rules import Game, SaveFileError
from cuzco.shell import persistence, save_files
from cuzco.text import N_, Message

from .seats import bots_for, seat_levels

GAME_ID = "feld-cuzco"


def autosave_path() -> Path:
    return persistence.autosave_path(GAME_ID)


def has_autosave() -> bool:
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def write(game: Game) -> None:
    """Save the game; a full disk or a read-only folder is warned about, never stops play."""
    persistence.autosave_safely(game)


def keep_finished(game: Game) -> None:
    """The game ended: it leaves the autosave for the saves, named as finished, until the player deletes it."""
    save_files.keep_finished(game)


def bots_of(game: Game) -> dict[int, Bot]:
    return bots_for(seat_levels(game.meta, game.state.n))


def resume() -> tuple[Game, dict[int, Bot]]:
    """The autosaved game and its computer seats; a ValueError (one line) when it cannot be loaded."""
    game = persistence.continue_autosave(autosave_path())
    if not isinstance(game, Game):
        raise SaveFileError(Message(N_("the autosave of Feld's Cuzco holds another game")))
    if game.state.over:
        raise SaveFileError(Message(N_("the autosaved game is already over")))
    return game, bots_of(game)


def tell_load_notes(table: Any) -> None:
    """What loading the game had to tell its players (a save from before a rules correction), once, over the
    table and its curtain."""
    notes = getattr(table.game, "notes", [])
    table.game.notes = []
    if not notes or table.stack is None:
        return
    from cuzco.shell.i18n import _, translate
    from cuzco.shell.scenes.notice import NoticeScene

    table.stack.push(NoticeScene(_("A save from before a rules correction"),
                                 " ".join(translate(note) for note in notes)))
