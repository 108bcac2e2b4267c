"""Why the hint suggests what it does, in words: what the move gains now and later, and the missions it
completes, meets or brings nearer.

    why(view_state, action, seat) -> ["Completes mission 22 (cards of 4 gods).", "9 VP now, about 6 later.",
                                      "+1 god card, +1 knowledge"]

Worked out as the Normal computer player judges a move: on a guess of the hidden cards made from the seat's
own view (so it names nothing the seat cannot see; the guess only decides which face-down card turns up next,
and that is never named), the move is played and the decisions it leaves open (the village, the tile, the
exchanges...) are answered as Normal would. "Now" is the VP that brings; "later" what Normal's judgement of the
position adds on top (feathers toward circlets, knowledge before the university, missions nearer...).
"""

from __future__ import annotations

import random

from cuzco.games.feld_cuzco.bots.determinize import determinize
from cuzco.games.feld_cuzco.bots.players import FOLLOW_UPS, value
from cuzco.games.feld_cuzco.rules import Action, State, apply, legal_actions, view
from cuzco.games.feld_cuzco.rules import board as B
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, ngettext

from .decisions import _counts
from .names import mission_label, mission_text

SETTLE_STEPS = 4


def settled(state: State, action: Action, seat: int, steps: int = SETTLE_STEPS) -> State:
    """`state` once `action` is played and the decisions of `seat` it leaves open are answered as Normal
    answers them (the best-valued one step ahead)."""
    s = apply(state, action)
    while steps > 0 and not s.over and s.actor == seat and s.tasks and s.tasks[-1][0] in FOLLOW_UPS:
        options = [apply(s, a) for a in legal_actions(s)]
        if not options:
            break
        s = max(options, key=lambda o: value(o, seat))
        steps -= 1
    return s


def _progress(state: State, seat: int, mission: int) -> int:
    return sum(min(B.measure(state, seat, w, a), t) for w, a, t in C.MISSIONS[mission].needs)


def mission_lines(before: State, after: State, seat: int) -> list[str]:
    """The missions the move completes, meets (ready for the palace), brings a step nearer, takes or gives up."""
    lines = []
    gone, was = after.players[seat], before.players[seat]
    for m in gone.completed:
        if m not in was.completed:
            lines.append(_("Completes mission {m} ({what}).", m=mission_label(m), what=mission_text(m)))
    for m in was.missions:
        if m not in gone.missions and m not in gone.completed:
            lines.append(_("Gives up mission {m} ({what}), the one that matters least to you now.",
                           m=mission_label(m), what=mission_text(m)))
    for m in gone.missions:
        if m not in was.missions:
            lines.append(_("Takes mission {m} ({what}).", m=mission_label(m), what=mission_text(m)))
            continue
        if B.mission_met(after, seat, m) and not B.mission_met(before, seat, m):
            lines.append(_("Meets mission {m} ({what}): {vp} VP at the palace.", m=mission_label(m),
                           what=mission_text(m), vp=C.MISSION_VP.value))
        elif _progress(after, seat, m) > _progress(before, seat, m):
            lines.append(_("A step toward mission {m} ({what}).", m=mission_label(m), what=mission_text(m)))
    return lines


def vp_line(now: int, later: int) -> str:
    if later >= 1 and now:
        return ngettext("{n} VP now, about {later} later.", "{n} VP now, about {later} later.", now, n=now,
                        later=later)
    if later >= 1:
        return ngettext("About {n} VP later.", "About {n} VP later.", later, n=later)
    if now:
        return ngettext("{n} VP now.", "{n} VP now.", now, n=now)
    return _("No VP now; the other choices look no better.")


def why(state: State, action: Action, seat: int) -> list[str]:
    """The reasons for `action` (the hint of `seat`), worked out from the seat's view of `state` only."""
    seen = view(state, seat)
    guess = determinize(seen, random.Random(f"feld-hint-why/{len(state.god_discard)}/{state.round}"))
    try:
        after = settled(guess, action, seat)
    except ValueError:  # the guess refuses it (a rule reading a hidden card): say what is sure
        return []
    now = after.players[seat].vp - guess.players[seat].vp
    later = round(value(after, seat) - value(guess, seat) - now)
    lines = mission_lines(guess, after, seat) + [vp_line(now, later)]
    counted = after.clone()  # the VP and the missions completed are said above: the rest is counted
    p, was = counted.players[seat], guess.players[seat]
    p.vp, p.completed = was.vp, list(was.completed)
    gains = _counts(guess, counted, seat)
    if gains:
        lines.append(", ".join(gains))
    return lines
