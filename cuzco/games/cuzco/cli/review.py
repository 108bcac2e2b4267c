"""`cuzco review FILE [--json] [--budget N] [--top K]`: the biggest swings of a saved game.

The file is checked as loading checks it (a damaged one gives exit code 2 and
one line saying why). For each of the K turns where the mover lost most
against the computer's choice it prints the turn, the player, what was
played, what the computer suggests and the estimated loss in prestige points.
The evaluation is `cuzco.games.cuzco.review` (deterministic for a given budget).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from cuzco.games.cuzco.review import Review, TurnReview, review_game
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import load_game
from cuzco.shell.i18n import _, ngettext

EXIT_OK = 0
EXIT_BAD_FILE = 2

log = logging.getLogger("cuzco.cli.review")


def main(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        game = load_game(path)
    except SaveFileError as exc:
        log.warning("cannot review %s: %s", path, exc)
        print(" ".join(f"cuzco review: {path}: {exc}".split()), file=sys.stderr)
        return EXIT_BAD_FILE
    except Exception as exc:  # a bug in the loader: still one line for the user, the traceback in the log
        log.exception("reviewing %s failed", path)
        print(f"cuzco review: {path}: cannot be read ({type(exc).__name__})", file=sys.stderr)
        return EXIT_BAD_FILE

    def progress(done: int, total: int) -> None:
        if args.progress:
            print(_("reviewed turn {done} of {total}", done=done, total=total), file=sys.stderr)

    first = game.states[0] if getattr(game, "states", None) else game.state
    review = review_game(first, list(game.actions), args.budget, progress)
    if args.json:
        print(json.dumps(review.to_json(args.top)))
    else:
        print(report(review, args.top))
    return EXIT_OK


def report(review: Review, top: int) -> str:
    level = (_("Normal level") if review.budget == 0
             else ngettext("Hard level, {n} search iteration per turn", "Hard level, {n} search iterations per turn",
                           review.budget))
    lines = [ngettext("Move review ({level}): the biggest swing", "Move review ({level}): the {n} biggest swings",
                      top, level=level)]
    swings = review.swings(top)
    if not swings:
        lines.append(_("No turn lost more than half a point against the computer's choice."))
    for r in swings:
        lines.append(swing_line(review, r))
    if review.expected:
        final = ", ".join(f"{name} {value:g}" for name, value in zip(review.names, review.expected[-1]))
        lines.append(_("Expected final prestige at the last turn: {values}", values=final))
    return "\n".join(lines)


def swing_line(review: Review, r: TurnReview) -> str:
    return _(
        "turn {turn}, {name}: played {played}; the computer suggests {suggested}; estimated loss {loss} PP",
        turn=r.turn,
        name=review.names[r.player],
        played=plan_words(r.played),
        suggested=plan_words(r.suggested),
        loss=f"{r.loss:g}",
    )


def plan_words(actions: Sequence[Action]) -> str:
    said = [action_words(a) for a in actions if not isinstance(a, EndTurn)]
    return ", ".join(said) if said else _("nothing but ending the turn")


def _at(h: Hex) -> str:
    return f"({h.q},{h.r})"


def action_words(action: Action) -> str:
    """A short plain description of one action, with board coordinates (q,r)."""
    if isinstance(action, PlaceTerrain):
        return _("{tile} at {at}", tile=_(action.tile), at=_at(action.hex))
    if isinstance(action, EnterInca):
        return _("Inca in at {at}", at=_at(action.hex))
    if isinstance(action, LeaveInca):
        return _("Inca out from {at}", at=_at(action.hex))
    if isinstance(action, MoveInca):
        return _("Inca {src} to {dst}", src=_at(action.src), dst=_at(action.dst))
    if isinstance(action, BuildTemple):
        return _("temple {v} at {at}", v=action.value, at=_at(action.hex))
    if isinstance(action, ExpandTemple):
        return _("temple expanded to {v} at {at}", v=action.value, at=_at(action.hex))
    if isinstance(action, PlacePond):
        return _("pond at {at}", at=_at(action.hex))
    if isinstance(action, DrawCard):
        return _("face-up card") if action.source == "faceup" else _("card from the deck")
    if isinstance(action, UseToken):
        return _("Additional Action token")
    if isinstance(action, ProposeFestival):
        return _("festival at {at}", at=_at(action.hex))
    if isinstance(action, FestivalPlay):
        return ngettext("bid {n} card", "bid {n} cards", len(action.cards))
    if isinstance(action, FestivalStand):
        return _("stand")
    if isinstance(action, FestivalDrop):
        return _("drop out")
    return _("end the turn")
