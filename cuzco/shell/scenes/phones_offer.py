"""A game played with players' phones, loaded or continued: the table offers to start them again.

    mark(game)                     # the table started its phones: its record says so (game.meta["phones"])
    played_with_phones(game)       # a loaded record says so (only a JSON `true` counts)
    offer() -> ConfirmDialog       # "Start the phones again?": Start the phones / Play by hand-off
    accepted(game, result) -> bool # the dialog's answer; no: hand-off from now on, and the mark is dropped
    could_not_start() -> NoticeScene  # the server could not start: the game goes on by hand-off

The record keeps only that one mark: never a token, a code, an address or who
was connected. Every new start makes new codes, so each player scans again;
until a phone joins, its seat plays by hand-off as in any game.
"""

from __future__ import annotations

from typing import Any

MARK = "phones"


def mark(game: Any) -> None:
    game.meta[MARK] = True


def played_with_phones(game: Any) -> bool:
    meta = getattr(game, "meta", None)
    return isinstance(meta, dict) and meta.get(MARK) is True


def offer() -> Any:
    from cuzco.shell.i18n import _
    from cuzco.shell.scenes.confirm import ConfirmDialog

    return ConfirmDialog(
        _("Start the phones again?"),
        _("This game was played with players' phones. Each player scans their seat's new code; without "
          "them, everybody plays at the table by hand-off."),
        yes=_("Start the phones"), no=_("Play by hand-off"),
        yes_tooltip=_("The seats' QR codes come up; a seat plays by hand-off until its phone joins"),
        no_tooltip=_("Everybody plays at the table; the phones can be switched on in a new game"))


def accepted(game: Any, result: Any) -> bool:
    from cuzco.shell.scenes.confirm import Confirmed

    if isinstance(result, Confirmed):
        return True
    game.meta.pop(MARK, None)  # played by hand-off from now on: its next resume does not ask again
    return False


def could_not_start() -> Any:
    from cuzco.shell.i18n import _
    from cuzco.shell.scenes.notice import NoticeScene

    return NoticeScene(_("Players' phones"),
                       _("The phones' server could not start on this computer. The game goes on by hand-off "
                         "at the table."))
