"""The words of a move review of Feld's Cuzco (`bots.review`), shared by `cuzco review FILE` and the Watch
viewer's review panel. No pygame here: the command line imports it.

    reviewed_seats(game)          # the human seats of a saved game; every seat when the computer played all
    report(review, top, game)     # the command line's text
    swing_line(review, d, game)   # one decision: what was played, what Hard suggests, the estimated loss
"""

from __future__ import annotations

from cuzco.games.feld_cuzco.bots.review import Decision, Review
from cuzco.games.feld_cuzco.rules import Game
from cuzco.shell.i18n import _, ngettext

from .names import describe
from .seats import seat_levels


def reviewed_seats(game: Game) -> list[int]:
    """The seats a human played (the record's meta names the computer ones); all of them when none was human."""
    levels = seat_levels(game.meta, game.state.n)
    humans = [s for s in range(game.state.n) if s not in levels]
    return humans or list(range(game.state.n))


def level_name(review: Review) -> str:
    return _("the Hard computer player") if review.level == "hard" else _("the Normal computer player")


def played_words(d: Decision, game: Game) -> tuple[str, str]:
    """(what was played, what the computer suggests), each described at the state it was chosen in."""
    state = game.states[d.index]
    return describe(d.played, state), describe(d.suggested, state)


def swing_line(review: Review, d: Decision, game: Game) -> str:
    played, suggested = played_words(d, game)
    return _("round {round}, action {k}, {name}: played {played}; {level} suggests {suggested}; "
             "estimated loss {loss} VP", round=max(1, d.round), k=d.index + 1, name=review.names[d.player],
             played=played, level=level_name(review), suggested=suggested, loss=f"{d.loss:g}")


def seat_line(review: Review, seat: int) -> str:
    agreed, total = review.agreed(seat)
    return ngettext("{name}: chose as the computer would in {agreed} of {n} decision; {loss} VP lost in all "
                    "(estimated)",
                    "{name}: chose as the computer would in {agreed} of {n} decisions; {loss} VP lost in all "
                    "(estimated)", total, name=review.names[seat], agreed=agreed, n=total,
                    loss=f"{review.total(seat):g}")


def report(review: Review, top: int, game: Game) -> str:
    lines = [ngettext("Move review against {level}: the biggest swing", "Move review against {level}: the {n} "
                      "biggest swings", top, level=level_name(review), n=top)]
    swings = review.swings(top)
    if not swings:
        lines.append(_("No decision lost half a VP or more against the computer's choice."))
    lines += [swing_line(review, d, game) for d in swings]
    lines += [seat_line(review, seat) for seat in review.seats]
    if not review.complete:
        lines.append(_("The review was stopped before the end of the game."))
    return "\n".join(lines)


__all__ = ["report", "reviewed_seats", "seat_line", "swing_line"]
