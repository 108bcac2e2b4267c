"""Painting the board layer: the blits of every cell back to front, clipped to a region, and the
rectangle arithmetic around it (for `render.board.BoardRenderer`).

    flatten(draws, piece_draws, order) -> Flats   # every terrain blit, then every piece blit, with rects
    paint(layer, region, flats)                   # what reaches into `region`, back to front, clipped
    strips(area)                                  # `area` in bands of STRIP rows (a new zoom, step by step)
    sprite_rect(sprite, x, y)                     # where a sprite lands when its anchor goes on (x, y)
    fill_around(screen, view, covered)            # the background colour around the layer
    merge_rects(rects)                            # overlapping dirty rectangles joined
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.render.pieces import Sprite

Blit = tuple[pygame.Surface, pygame.Rect]

Flats = list[tuple[list[Blit], list[pygame.Rect]]]
STRIP = 64  # rows of the layer copied and painted per step while a new zoom is built


def flatten(draws: list[list[Blit]], piece_draws: list[list[Blit]], order: list[int]) -> Flats:
    """Every terrain blit, then every piece blit, back to front, each list with their rects."""
    out = []
    for per_cell in (draws, piece_draws):
        flat = [blit for cell in order for blit in per_cell[cell]]
        out.append((flat, [rect for _, rect in flat]))
    return out


def paint(layer: pygame.Surface, region: pygame.Rect, flats: Flats) -> None:
    """Every terrain, then every piece, that reaches into `region`, back to front, clipped to it."""
    layer.set_clip(region)
    for flat, rects in flats:
        hits = region.collidelistall(rects)  # in order, found in C
        layer.blits([flat[i] for i in hits], doreturn=False)
    layer.set_clip(None)


def strips(area: pygame.Rect) -> Iterator[pygame.Rect]:
    for top in range(area.top, area.bottom, STRIP):
        yield pygame.Rect(area.left, top, area.w, min(STRIP, area.bottom - top))


def sprite_rect(sprite: Sprite, x: float, y: float) -> pygame.Rect:
    """Where a sprite lands when its anchor goes on (x, y), rounded as Sprite.blit rounds."""
    w, h = sprite.surface.get_size()
    return pygame.Rect(round(x) - sprite.anchor[0], round(y) - sprite.anchor[1], w, h)


def fill_around(screen: pygame.Surface, view: pygame.Rect, covered: pygame.Rect) -> None:
    """Give the parts of `view` outside `covered` the background colour (up to four bands)."""
    inner = view.clip(covered)
    if inner == view:
        return
    if not inner.w or not inner.h:
        screen.fill(theme.BACKGROUND, view)
        return
    for band in (
        pygame.Rect(view.left, view.top, view.w, inner.top - view.top),
        pygame.Rect(view.left, inner.bottom, view.w, view.bottom - inner.bottom),
        pygame.Rect(view.left, inner.top, inner.left - view.left, inner.h),
        pygame.Rect(inner.right, inner.top, view.right - inner.right, inner.h),
    ):
        if band.w > 0 and band.h > 0:
            screen.fill(theme.BACKGROUND, band)


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined into their bounding boxes, until none overlap."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(rect):
                    out.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        out.append(rect)
    return out
