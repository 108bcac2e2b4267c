"""Why a suggested turn is good, in words: what it gains, and what it leaves out (a festival).

    why(plan)    # "Why: +3 PP now and you lead the city of 5 hexes (value-6 temple).
                 #  No festival: the value-2 temple pays only 1 PP, less than your 4 matching cards are worth kept."

The gains are read from the board before and after the turn: points scored, the villages and
cities the mover stands highest in (with their size), a festival it proposes and its prize, cards
drawn, and what the evaluation expects later. Whenever a festival could be proposed during the
turn and the plan does not propose one, the reason says why not, from the same weighing the
computer does (`festival_tactics.festival_options`). A turn that gains nothing measurable says
what its obligatory terrain does and that nothing else pays yet, rather than a blank "nothing better".
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.bots.festival_tactics import FestivalOption, festival_options
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import BuildTemple, DrawCard, PlaceTerrain, ProposeFestival
from cuzco.games.cuzco.rules.state import GameState
from cuzco.shell.i18n import _, ngettext

MAX_GAINS = 4  # the panel has room for a few; the biggest come first


def _led(state: GameState, me: int) -> dict[frozenset[int], tuple[str, int, int]]:
    """The villages and cities `me` stands highest in: cells -> (kind, size, temple value)."""
    out = {}
    for region in queries.regions(state):
        if region.kind in ("village", "city") and queries.highest_position(state, region.cells) == me:
            value = state.temple[region.temple] if region.temple is not None else 0
            out[region.cells] = (region.kind, region.size, value)
    return out


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _("{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])


def _places(plan: Any) -> list[str]:
    """The villages and cities the mover newly stands highest in (or in a grown one), biggest first."""
    start, end, me = plan.states[0], plan.states[-1], plan.mover
    before = _led(start, me)
    built = {end.cell(a.hex) for a in plan.actions if isinstance(a, BuildTemple)}
    out = []
    for cells, (kind, size, value) in sorted(_led(end, me).items(), key=lambda kv: (-kv[1][2], -kv[1][1])):
        if before.get(cells) == (kind, size, value):
            continue
        if kind == "city" and built & cells:
            out.append(ngettext("your Inca leads the new city of {n} hex (value-{v} temple)",
                                "your Inca leads the new city of {n} hexes (value-{v} temple)", size, v=value))
        elif kind == "city":
            out.append(ngettext("you lead the city of {n} hex (value-{v} temple)",
                                "you lead the city of {n} hexes (value-{v} temple)", size, v=value))
        else:
            out.append(ngettext("you lead a village of {n} hex", "you lead a village of {n} hexes", size))
    return out


def gains(plan: Any) -> list[str]:
    """What the turn gains, in words, the biggest first."""
    from cuzco.games.cuzco.review.analysis import expected_prestige

    start, end, me = plan.states[0], plan.states[-1], plan.mover
    parts: list[str] = []
    last = plan.actions[-1] if plan.actions else None
    before_festival = end
    if isinstance(last, ProposeFestival):
        # the festival's prestige is told here, not in the points scored now (the plan's view may have
        # settled it at once, from the stand-in hands of the others)
        before_festival = plan.states[-2]
        value = before_festival.temple[before_festival.cell(last.hex)]
        option = next((o for o in festival_options(before_festival) if o.temple == last.hex), None)
        prize = option.prize if option is not None else 0
        if option is not None and not option.rivals:  # public: whose Incas stand in the city
            parts.append(_("a festival at the value-{v} temple: +{pp} PP, with nobody in that city to bid "
                           "against you", v=value, pp=prize))
        else:
            parts.append(ngettext("a festival at the value-{v} temple: +{pp} PP if your {n} card wins",
                                  "a festival at the value-{v} temple: +{pp} PP if your {n} cards win",
                                  len(last.cards), v=value, pp=prize))
    now = before_festival.players[me].score - start.players[me].score
    if now:
        parts.append(_("+{pp} PP now", pp=now))
    parts += _places(plan)[:2]
    drawn = sum(1 for a in plan.actions if isinstance(a, DrawCard))
    if drawn:
        parts.append(ngettext("+{n} card for festivals", "+{n} cards for festivals", drawn))
    later = expected_prestige(before_festival)[me] - expected_prestige(start)[me] - now
    if later >= 1:
        parts.append(ngettext("about {n} PP more to come by the end", "about {n} PP more to come by the end",
                              round(later)))
    return parts[:MAX_GAINS]


def _festival_moment(plan: Any) -> GameState | None:
    """The last point of the turn where the mover could have proposed a festival, if any."""
    for state in reversed(plan.states[:-1]):
        if (state.phase == "turn" and state.current == plan.mover and state.placed
                and queries.festival_temples(state)):
            return state
    return None


def _why_not(option: FestivalOption) -> str:
    """Why the computer leaves this festival (the best there was) out of the turn."""
    if option.cards is None:
        rival = ngettext("{n} card", "{n} cards", option.rival_cards)
        return ngettext(
            "No festival at the value-{v} temple: a rival in that city holds {rival} and could well outbid "
            "your {n} matching card.",
            "No festival at the value-{v} temple: a rival in that city holds {rival} and could well outbid "
            "your {n} matching cards.", option.matching, v=option.value, rival=rival)
    if option.gain <= 0:
        return ngettext(
            "No festival: the value-{v} temple pays only {pp} PP, less than your {n} card is worth kept "
            "for a bigger temple.",
            "No festival: the value-{v} temple pays only {pp} PP, less than your {n} cards are worth kept "
            "for a bigger temple.", len(option.cards), v=option.value, pp=option.prize)
    return _("No festival: the moves above gain more than the {pp} PP of the value-{v} temple.",
             pp=option.prize, v=option.value)


def festival_note(plan: Any) -> str:
    """Why not a festival, when one could be proposed during the turn and the plan proposes none."""
    if not plan.actions or isinstance(plan.actions[-1], ProposeFestival):
        return ""
    moment = _festival_moment(plan)
    if moment is None:
        return ""
    options = festival_options(moment)
    if not options:
        return ""
    best = max(options, key=lambda o: (o.worth_it, o.cards is not None, o.gain, o.value))
    return _why_not(best)


def _placement_only(plan: Any) -> str:
    """What the obligatory terrain does, when the turn gains nothing else."""
    place = next((a for a in plan.actions if isinstance(a, PlaceTerrain)), None)
    end = plan.states[-1]
    if place is None:
        return _("Why: nothing you can still do this turn gains a point or a place.")
    region = queries.region_at(end, place.hex)
    if region is not None and region.kind == "village":
        return ngettext("Why: the obligatory terrain makes a village of {n} hex; nothing else gains a point "
                        "or a place yet.",
                        "Why: the obligatory terrain makes a village of {n} hexes; nothing else gains a point "
                        "or a place yet.", region.size)
    if region is not None and region.kind == "city":
        return ngettext("Why: the obligatory terrain grows a city to {n} hex; nothing else gains a point "
                        "or a place yet.",
                        "Why: the obligatory terrain grows a city to {n} hexes; nothing else gains a point "
                        "or a place yet.", region.size)
    return _("Why: the obligatory terrain goes where it helps the others least; nothing else gains a point "
             "or a place yet.")


def why(plan: Any) -> str:
    """Why the plan is good for the mover: what it gains, and why no festival when one was possible."""
    if not plan.actions:
        return ""
    parts = gains(plan)
    head = _("Why: {reasons}.", reasons=_join(parts)) if parts else _placement_only(plan)
    note = festival_note(plan)
    return f"{head} {note}" if note else head
