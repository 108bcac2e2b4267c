"""The steps of a reveal's animation, made from the events the rules report.

Each step has a caption, a duration, the state to draw (the one before the reveal
until the path changes, then the one after) and what to animate: the choices
shown, a player walking out, gems flying from a card to the players, a hazard
scaring everybody away, a new round.
"""

from __future__ import annotations

from dataclasses import dataclass

from cuzco.games.incan_gold.rules import Card, State
from cuzco.games.incan_gold.rules.state import (
    ARTIFACT_TAKEN,
    BANK,
    CARD,
    CHOICES,
    GAME_OVER,
    ROUND_END,
    ROUND_START,
    SCARED,
)
from cuzco.shell.i18n import _, ngettext, pgettext

from .you import is_you


def hazard_name(kind: str) -> str:
    return {"spiders": _("Spiders"), "snakes": _("Snakes"), "mummies": _("Mummies"), "fire": _("Fire"),
            "rockfall": _("Rockfall")}.get(kind, kind)


@dataclass(frozen=True)
class Step:
    caption: str
    effect: str            # "choices", "leave", "gems", "card", "warning", "scared", "round", "over"
    state: State           # what the table shows during the step
    players: tuple[int, ...] = ()
    amount: int = 0
    seconds: float = 1.2
    card: Card | None = None


def reveal_steps(before: State, after: State) -> list[Step]:
    """The animation of one reveal, from `before` (all choices made, nothing shown) to `after`."""
    steps: list[Step] = []
    names = after.names
    shown = before
    events = after.events
    for i, e in enumerate(events):
        if e.kind == CHOICES:
            going = tuple(int(p) for p in e.detail.split(",") if p)
            leaving = tuple(p for p in range(before.players) if before.in_temple[p] and p not in going)
            if not leaving:
                caption = _("Everybody goes on deeper.")
            elif not going:
                caption = _("Everybody returns to camp.")
            else:
                listed = (pgettext("in a list of names", "you") if is_you(names[p]) else names[p] for p in leaving)
                caption = _("Back to camp: {names}.", names=", ".join(listed))
            steps.append(Step(caption, "choices", shown, going, seconds=1.6))
        elif e.kind == BANK:
            banked = (ngettext("You walk out and put {n} gem in your tent.",
                               "You walk out and put {n} gems in your tent.", e.amount)
                      if is_you(names[e.player]) else
                      ngettext("{name} walks out and puts {n} gem in the tent.",
                               "{name} walks out and puts {n} gems in the tent.", e.amount, name=names[e.player]))
            steps.append(Step(banked,
                              "leave", shown, (e.player,), e.amount))
        elif e.kind == ARTIFACT_TAKEN:
            alone = (_("You alone carry out an artifact worth {n}!", n=e.amount) if is_you(names[e.player]) else
                     _("{name} alone carries out an artifact worth {n}!", name=names[e.player], n=e.amount))
            steps.append(Step(alone,
                              "leave", shown, (e.player,), e.amount))
        elif e.kind == CARD and e.card is not None:
            card = e.card
            inside = tuple(p for p in range(after.players) if shown.in_temple[p])
            if card.kind == "treasure":
                caption = ngettext("Treasure! {n} gem: {each} for each explorer inside.",
                                   "Treasure! {n} gems: {each} for each explorer inside.", card.value, each=e.amount)
                steps.append(Step(caption, "gems", after, inside, e.amount, seconds=1.4))
            elif card.kind == "artifact":
                steps.append(Step(_("An artifact lies on the path."), "card", after))
            elif i + 1 < len(events) and (events[i + 1].kind == SCARED or events[i + 1].detail == "hazard"):
                steps.append(Step(_("{hazard} again! Everybody inside flees and drops what they carry.",
                                    hazard=hazard_name(card.hazard)), "scared", shown, inside, seconds=1.8,
                                   card=card))
            else:
                steps.append(Step(_("{hazard}! A first warning: a second one would end the round.",
                                    hazard=hazard_name(card.hazard)), "warning", after, inside, seconds=1.6))
        elif e.kind == SCARED:
            continue  # shown by the hazard's step
        elif e.kind == ROUND_END:
            shown = after
        elif e.kind == ROUND_START:
            begins = (_("Round {n} begins: you lead the way.", n=e.amount) if is_you(names[e.player]) else
                      _("Round {n} begins: {name} leads the way.", n=e.amount, name=names[e.player]))
            steps.append(Step(begins,
                              "round", after, seconds=1.6))
        elif e.kind == GAME_OVER:
            steps.append(Step(_("The expedition is over: the tents are opened."), "over", after, seconds=1.6))
        shown = after if e.kind in (CARD, ROUND_START) else shown
    return steps
