"""Panels and the shared backdrop.

`draw_backdrop` paints the menu-side background: a vertical dusk gradient with
a band of stepped Andean fret along the bottom, cached per window size because
it never changes. `draw_panel` is the framed card everything sits on.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import Colour, px


@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        k = y / max(1, h - 1)
        colour = tuple(round(a + (b - a) * k) for a, b in zip(top, bottom))
        pygame.draw.line(surf, colour, (0, y), (w, y))
    _fret_band(surf, pygame.Rect(0, h - px(34), w, px(34)), theme.darken(theme.GOLD, 0.55))
    _fret_band(surf, pygame.Rect(0, 0, w, px(14)), theme.darken(theme.GOLD, 0.65), small=True)
    return surf


def _fret_band(surf: pygame.Surface, band: pygame.Rect, colour: Colour, small: bool = False) -> None:
    """A row of stepped pyramids, the motif of Andean stonework and weaving."""
    step = px(5 if small else 8)
    unit = step * 6
    pygame.draw.rect(surf, theme.darken(colour, 0.4), band)
    for x0 in range(band.left - unit, band.right + unit, unit):
        pts = [(x0, band.bottom)]
        for i in range(3):
            pts += [
                (x0 + i * step, band.bottom - (i + 1) * step),
                (x0 + (i + 1) * step, band.bottom - (i + 1) * step),
            ]
        for i in range(3, 0, -1):
            x = x0 + unit - i * step
            pts += [(x, band.bottom - i * step), (x, band.bottom - (i - 1) * step)]
        pygame.draw.polygon(surf, colour, pts)


def draw_backdrop(surface: pygame.Surface) -> None:
    surface.blit(_backdrop(surface.get_size(), theme.BG_TOP, theme.BG_BOTTOM), (0, 0))


_scratch: list[pygame.Surface] = []  # one see-through image, kept: its pages are handed out once


def _see_through(size: tuple[int, int], like: pygame.Surface) -> pygame.Surface:
    """A cleared see-through image of `size`: a part of one kept image (at least the size of `like`), the
    same pixels as a new one. A new one of a panel's size took 1 ms and more on a virtual machine, the
    system handing out its memory page by page (twice in a frame that draws a hand-off curtain)."""
    w, h = size
    if w <= 0 or h <= 0:
        return pygame.Surface((max(0, w), max(0, h)), pygame.SRCALPHA)
    kept_w, kept_h = _scratch[0].get_size() if _scratch else (0, 0)
    if kept_w < w or kept_h < h:
        big = max(w, like.get_width(), kept_w), max(h, like.get_height(), kept_h)
        _scratch[:] = [pygame.Surface(big, pygame.SRCALPHA)]
    image = _scratch[0].subsurface((0, 0, w, h))
    image.fill((0, 0, 0, 0))
    return image


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str | None = None,
    fill: Colour = theme.PANEL,
    edge: Colour = theme.PANEL_EDGE,
    alpha: int = 255,
) -> pygame.Rect:
    """Draw a framed panel (with an optional title strip); returns the inner content rect."""
    radius = px(12)
    shadow = rect.move(px(4), px(6))
    shade = _see_through(shadow.size, surface)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
    surface.blit(shade, shadow)
    if alpha < 255:
        body = _see_through(rect.size, surface)
        pygame.draw.rect(body, (*fill, alpha), body.get_rect(), border_radius=radius)
        surface.blit(body, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=px(2), border_radius=radius)
    inner = rect.inflate(-px(32), -px(28))
    if title:
        draw_text(
            surface,
            title,
            (rect.centerx, rect.top + px(16)),
            34,
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
        )
        y = rect.top + px(52)
        pygame.draw.line(
            surface, theme.darken(edge, 0.2), (rect.left + px(20), y), (rect.right - px(20), y), px(2)
        )
        inner = pygame.Rect(inner.left, y + px(14), inner.width, rect.bottom - y - px(28))
    return inner


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken whatever is already drawn (the scene beneath a modal)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 10, 18, alpha))
    surface.blit(veil, (0, 0))
