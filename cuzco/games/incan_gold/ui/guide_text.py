"""What the guide says during Incan Gold's guided first round: one lesson about what the last reveal
showed (the path, a treasure shared, a first hazard, an artifact, a lone leaver, the second hazard),
and what the learner may do now. Texts only, from states: no drawing."""

from __future__ import annotations

from cuzco.games.incan_gold.rules import State, view_for
from cuzco.games.incan_gold.rules.state import ARTIFACT_TAKEN, BANK, CARD, ROUND_END, SCARED
from cuzco.shell.i18n import _, ngettext

from .choice_card import choice_keys
from .odds import deadly_cards, end_chance
from .reveal import hazard_name
from .you import is_you

LEARNER = 0


def opening(state: State) -> tuple[str, str]:
    first = state.path[0].card if state.path else None
    value = first.value if first is not None and first.kind == "treasure" else 0
    n = state.players
    each = value // n
    body = ngettext("The row of cards is the path: every card turned leads deeper into the temple. The first card "
                    "is a treasure of {v} gems: the {n} explorer inside takes all {each}.",
                    "The row of cards is the path: every card turned leads deeper into the temple. The first card "
                    "is a treasure of {v} gems, shared by the {n} explorers inside: {each} each.", n, v=value, n=n,
                    each=each)
    rest = value - each * n
    if rest:
        body += " " + ngettext("The {k} gem left over stays on the card.", "The {k} gems left over stay on the card.",
                               rest, k=rest)
    return _("The path"), body


def lesson(before: State, after: State) -> tuple[str, str]:
    """(title, text) about the reveal from `before` (every choice made) to `after`."""
    events = after.events
    names = after.names
    you = LEARNER
    if any(e.kind == ROUND_END for e in events):
        scared = [e for e in events if e.kind == SCARED]
        card = next((e.card for e in events if e.kind == CARD and e.card is not None), None)
        if scared and card is not None:
            lost = next((e.amount for e in scared if e.player == you), None)
            text = _("A second {hazard} card: everybody still inside flees and drops what they carry, and that "
                     "card leaves the game.", hazard=hazard_name(card.hazard))
            if lost is not None:
                text += " " + ngettext("You lost the {n} gem you carried: only your chest is safe.",
                                       "You lost the {n} gems you carried: only your chest is safe.", lost, n=lost)
            else:
                text += " " + _("You were safe in camp.")
            return _("The round is over"), text
        return _("The round is over"), _("Everybody is back in camp: the round ends.")
    parts: list[str] = []
    taken = [e for e in events if e.kind == ARTIFACT_TAKEN]
    banks = [e for e in events if e.kind == BANK]
    if taken:
        e = taken[0]
        parts.append(_("You returned alone, so you take the artifact (worth {n}) as well as the gems on the path.",
                       n=e.amount) if is_you(names[e.player]) else
                     _("{name} returned alone, so {name} takes the artifact (worth {n}) as well as the gems on the "
                       "path.", name=names[e.player], n=e.amount))
    elif len(banks) > 1:
        parts.append(_("Several explorers returned together: they split the gems on the path evenly (the rest "
                       "stays), and nobody may take an artifact."))
    for e in banks:
        if e.player == you:
            parts.append(ngettext("You are back in camp: {n} gem is safe in your chest. Watch how the round ends.",
                                  "You are back in camp: {n} gems are safe in your chest. Watch how the round ends.",
                                  e.amount, n=e.amount))
    card = next((e for e in events if e.kind == CARD and e.card is not None), None)
    title = _("Deeper")
    if card is not None and card.card is not None:
        c = card.card
        inside = sum(after.in_temple)
        if c.kind == "treasure":
            rest = c.value - card.amount * inside
            parts.append(ngettext("Treasure: {v} gems for {k} explorer: {each} each.",
                                  "Treasure: {v} gems shared by {k} explorers: {each} each.",
                                  inside, v=c.value, k=inside, each=card.amount))
            parts.append(ngettext("The {rest} gem left over stays on the card.",
                                  "The {rest} gems left over stay on the card.", rest, rest=rest) if rest else
                         _("Nothing is left over on the card."))
            title = _("Sharing gems")
        elif c.kind == "artifact":
            title = _("An artifact")
            parts.append(_("An artifact lies on the path. Only an explorer who returns to camp alone takes it: the "
                           "first three of a game are worth 5, later ones 10. If two return together, it stays."))
        else:
            title = _("A hazard")
            parts.append(_("{hazard}! A hazard does nothing the first time (the red triangle marks it). But if a "
                           "second {hazard} card comes this round, everybody still inside runs out and drops all "
                           "they carry.", hazard=hazard_name(c.hazard)))
    return title, " ".join(parts)


def prompt(state: State) -> str:
    """What the learner may do now, with what they can see."""
    view = view_for(state, LEARNER)
    deadly = deadly_cards(view)
    go_key, camp_key = choice_keys()
    text = _("Your card is open: Go on ({go}) turns the next card for you; Return to camp ({camp}) puts what you "
             "carry in your chest for good.", go=go_key, camp=camp_key)
    if deadly:
        text += " " + _("Chance the next card ends the round: {k} in {n} ({pct}%)", k=deadly, n=view.deck_size,
                        pct=round(float(end_chance(view)) * 100)) + "."
    return text
