"""The Incan Gold autosave: the game on the table is written after every choice (atomically, through
the shell's `persistence`), so Continue on the main menu or in the Incan Gold form brings it back
after a quit or a crash. It is Incan Gold's own autosave in the saves folder, beside Cuzco's; when the
game ends it moves to the saves, marked finished.

No save holds the secret choices of a turn not revealed yet (`Game.to_json` leaves them out), so a
game resumed from one asks that turn's choices again; `tell_if_choices_asked_again` says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.games.incan_gold.bots import Bot, make_bot
from cuzco.games.incan_gold.rules import Game, SaveFileError
from cuzco.games.incan_gold.rules.record import ASKED_AGAIN
from cuzco.shell import persistence, save_files
from cuzco.shell.i18n import _, ngettext
from cuzco.text import N_, Message

from .seats import seat_levels

GAME_ID = "incan-gold"  # its id in the shell's registry (game.py)


def autosave_path() -> Path:
    return persistence.autosave_path(GAME_ID)


def has_autosave() -> bool:
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def write(game: Game) -> None:
    """Save the game; a full disk or a read-only folder is logged and warned about, never stops play."""
    persistence.autosave_safely(game)


def keep_finished(game: Game) -> None:
    """The game ended: it leaves the autosave for the saves, named as finished, until the player deletes it."""
    save_files.keep_finished(game)


def bots_of(game: Game) -> dict[int, Bot]:
    """The computer seats a record names in its meta ({"seat": level}); anything odd is left human.
    Each level's temperament comes back from the game's seed and the seat, as it was."""
    levels = seat_levels(game.meta, game.state.players)
    return {seat: make_bot(level, game.setup.seed, seat) for seat, level in levels.items()}


def resume() -> tuple[Game, dict[int, Bot]]:
    """The autosaved game and its computer seats; a ValueError (one line) when it cannot be loaded
    (an unreadable file is kept aside, unchanged, and the message says where)."""
    game = persistence.continue_autosave(autosave_path())
    if not isinstance(game, Game):
        raise SaveFileError(Message(N_("the Incan Gold autosave holds another game")))
    if game.state.over:
        raise SaveFileError(Message(N_("the autosaved game is already over")))
    return game, bots_of(game)


def tell_if_choices_asked_again(table: Any) -> None:
    """A game resumed from a save taken in the middle of a turn: tell the players, over the table,
    that the turn's secret choices were not kept and are asked again (once: the mark is dropped)."""
    held = table.game.meta.pop(ASKED_AGAIN, 0)
    if type(held) is not int or held <= 0 or table.stack is None:
        return
    from cuzco.shell.scenes.notice import NoticeScene

    table.stack.push(NoticeScene(
        _("Choose again"),
        ngettext("This game was saved in the middle of a turn. A save never keeps a secret choice, so the "
                 "{n} choice made in that turn is asked again.",
                 "This game was saved in the middle of a turn. A save never keeps a secret choice, so the "
                 "{n} choices made in that turn are asked again.", held, n=held)))
