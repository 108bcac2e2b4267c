"""The key to the legal-spot dots, shown at the board's right edge while a tile is in hand
(under the Hint button when there is one)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.games.cuzco.ui import palette as board_theme
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import render
from cuzco.shell.widgets.theme import px

SIZE = 18


def legend_lines() -> list[tuple[tuple[int, int, int], str]]:
    """(dot colour, what it means): the same colours the tile tool paints."""
    return [
        (board_theme.LEGAL, _("fits here: 1 AP")),
        (board_theme.SUN, _("fits, hanging over the outer ring: more AP")),
    ]


def draw_dot_legend(surface: pygame.Surface, board: pygame.Rect, top: int | None = None) -> pygame.Rect:
    """Draw the key at the board's right edge, its top at `top` (by default the board's top
    corner); returns where it went."""
    imgs = [(colour, render(text, SIZE, theme.TEXT)) for colour, text in legend_lines()]
    dot = px(7)
    line_h = max(img.get_height() for _c, img in imgs) + px(4)
    w = max(img.get_width() for _c, img in imgs) + dot * 2 + px(30)
    box = pygame.Rect(0, 0, w, line_h * len(imgs) + px(12))
    box.topright = (board.right - px(10), board.top + px(10) if top is None else top)
    surface.blit(_veil(box.size, px(10)), box)
    y = box.top + px(6)
    for colour, img in imgs:
        centre = (box.left + px(12) + dot, y + line_h // 2)
        pygame.draw.circle(surface, colour, centre, dot)
        pygame.draw.circle(surface, theme.darken(colour, 0.5), centre, dot, max(1, px(1)))
        surface.blit(img, img.get_rect(midleft=(centre[0] + dot + px(8), centre[1])))
        y += line_h
    return box


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The key's translucent rounded box, made once per size (it is drawn every frame a tile is held)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.darken(theme.PANEL, 0.3), 225), veil.get_rect(), border_radius=radius)
    return veil
