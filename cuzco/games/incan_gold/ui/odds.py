"""The odds a player may ask for (a setting, off by default): the chance that the next card ends the
round, computed exactly from what that player can see (no pygame, no deck order).

A round ends on the next card when it is a hazard of a kind already on the path. The deck's
contents are public (the box's cards minus the path and the cards out of the game), only its order
is secret, so the chance is (copies left of the kinds on the path) / (cards left).
"""

from __future__ import annotations

from fractions import Fraction

from cuzco.games.incan_gold.rules import PlayerView


def end_chance(view: PlayerView) -> Fraction:
    if view.deck_size <= 0:
        return Fraction(0)
    out = set(view.path_hazards())
    deadly = sum(copies for kind, copies in view.deck_hazards if kind in out)
    return Fraction(deadly, view.deck_size)


def deadly_cards(view: PlayerView) -> int:
    out = set(view.path_hazards())
    return sum(copies for kind, copies in view.deck_hazards if kind in out)
