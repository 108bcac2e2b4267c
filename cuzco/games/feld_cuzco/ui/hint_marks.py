"""The hint shown on the board as well as in the side panel: the die to take and where it goes (or the
thing the hinted move concerns: a village, a tile, a card) ringed in the hint's colour, with a "Hint" tag
whose tooltip says what and why.

    draw_hint_marks(surface, state, hint, why, zones, where, seat) -> [rect, ...]   # the rects ringed
"""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.rules import Action, Place, State
from cuzco.shell import tooltips
from cuzco.shell.board_kit import bounds
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px

from .board_targets import Where, spots
from .layout import Zones
from .names import option_label
from .palette import HINT


def hint_rects(state: State, hint: Action, zones: Zones, where: Where, seat: int) -> list[pygame.Rect]:
    """Where the hinted move is made on the board, and the die it takes."""
    rects = [bounds(shape) for _key, shape in spots(hint, state, zones, seat, where) if shape is not None]
    if isinstance(hint, Place) and hint.die in where.dice:
        rects.insert(0, where.dice[hint.die])
    return rects


def draw_hint_marks(surface: pygame.Surface, state: State, hint: Action, why: list[str], zones: Zones,
                    where: Where, seat: int) -> list[pygame.Rect]:
    rects = hint_rects(state, hint, zones, where, seat)
    for rect in rects:
        pygame.draw.rect(surface, HINT, rect.inflate(px(10), px(10)), max(1, px(2)), border_radius=px(8))
    if rects:
        spot = rects[-1]  # the tag on where the move goes (the space, the village), not on the die
        w, h = font(13, bold=True).size(_("Hint"))
        box = pygame.Rect(0, 0, w + px(10), h + px(4))
        box.midbottom = (spot.centerx, spot.top - px(5))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, HINT, box, border_radius=px(5))
        draw_text(surface, _("Hint"), box.center, 13, theme.TEXT_DARK, bold=True, anchor="center")
        tooltips.add(box, "\n".join([_("Hint: {what}", what=option_label(hint, state)), *why]))
    return rects


__all__ = ["draw_hint_marks", "hint_rects"]
