"""Small procedural icons for the HUD, each drawn once per pixel size and cached.

Terrain icons reuse the board's own top textures, so a button looks like the
tile it places; relics are drawn as simple emblems that read at 16 pixels.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render import pieces, textures
from cuzco.shell.theme import Colour
from cuzco.shell.tooltips import icon_maker


def tile_shape(tile: str, rotation: int = 0) -> list[tuple[Hex, int]]:
    """(hex, terrain type) of a tile around its village hex, laid out as the rules do."""
    if tile == "triple":
        return [(Hex(0, 0), 2), (Hex(0, 0).neighbor(rotation), 1), (Hex(0, 0).neighbor(rotation + 1), 1)]
    if tile == "double":
        return [(Hex(0, 0), 2), (Hex(0, 0).neighbor(rotation), 1)]
    return [(Hex(0, 0), 1 if tile == "crop" else 2)]


@icon_maker
@lru_cache(maxsize=32)
def tile_icon(tile: str, px: int, rotation: int = 0) -> pygame.Surface:
    """A tile drawn like on the board (two levels high), fitted into a px-by-px square."""
    shape = tile_shape(tile, rotation)
    hexes = [h for h, _ in shape]
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    L = Layout(tilt=0.8, lift=0.3)
    L.fit(hexes, (0, 0, px, px), max_height=1.5, margin=0.02)
    L.size = min(L.size, px * 0.36)
    _center(L, hexes, px)
    corners = L.corner_offsets()
    for h, kind in sorted(shape, key=lambda item: (item[0].r, item[0].q)):
        cx, cy = L.hex_to_pixel(h, 1)
        drop = L.elevation_px
        for (a, b), shade in (((2, 3), 0.92), ((1, 2), 0.68)):
            pa = (cx + corners[a][0], cy + corners[a][1])
            pb = (cx + corners[b][0], cy + corners[b][1])
            pygame.draw.polygon(
                surf, theme.scale(theme.WALL, shade), [pa, pb, (pb[0], pb[1] + drop), (pa[0], pa[1] + drop)]
            )
        top = (textures.crop_top if kind == 1 else textures.village_top)(3, 0, round(L.size, 2), L.tilt)
        surf.blit(top, top.get_rect(center=(round(cx), round(cy))))
    cells = set(hexes)
    width = max(1, round(L.size * 0.12))
    for h in hexes:
        cx, cy = L.hex_to_pixel(h, 1)
        for k, n in enumerate(h.neighbors()):
            if n in cells:
                continue
            a, b = (6 - k) % 6, (7 - k) % 6
            pygame.draw.line(
                surf,
                theme.TILE_EDGE,
                (cx + corners[a][0], cy + corners[a][1]),
                (cx + corners[b][0], cy + corners[b][1]),
                width,
            )
    return surf


def _center(L: Layout, hexes: list[Hex], px: int) -> None:
    left, top, right, bottom = L.bounds(hexes, 1.0)
    L.pan_by(px / 2 - (left + right) / 2, px / 2 - (top + bottom) / 2)


@icon_maker
@lru_cache(maxsize=16)
def meeple_icon(colour: Colour, mark: str, px: int) -> pygame.Surface:
    sprite = pieces.meeple(colour, mark, px / 0.85)
    return _fit(sprite.surface, px)


@icon_maker
@lru_cache(maxsize=16)
def temple_icon(value: int, px: int, disc: bool = False) -> pygame.Surface:
    return _fit(pieces.temple(value, disc, px * 0.9).surface, px)


@icon_maker
@lru_cache(maxsize=8)
def pond_icon(px: int) -> pygame.Surface:
    return _fit(textures.water_top(px / 1.8, 0.8), px)


def _fit(img: pygame.Surface, px: int) -> pygame.Surface:
    box = img.get_bounding_rect()
    img = img.subsurface(box) if box.w and box.h else img
    k = min(px / max(1, img.get_width()), px / max(1, img.get_height()))
    size = (max(1, round(img.get_width() * k)), max(1, round(img.get_height() * k)))
    out = pygame.Surface((px, px), pygame.SRCALPHA)
    scaled = pygame.transform.smoothscale(img, size)
    out.blit(scaled, scaled.get_rect(center=(px // 2, px // 2)))
    return out


@icon_maker
@lru_cache(maxsize=16)
def token_icon(px: int, used: bool = False) -> pygame.Surface:
    """The Additional Action token: a round chip with '+1'."""
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    c = px / 2
    face = theme.scale(theme.SUN, 0.6) if used else theme.SUN
    pygame.draw.circle(surf, theme.scale(face, 0.55), (c, c + 1), c - 1)
    pygame.draw.circle(surf, face, (c, c), c - 2)
    pygame.draw.circle(surf, theme.scale(face, 0.7), (c, c), c * 0.72, max(1, px // 14))
    label = theme.board_text("+1", max(8, round(px * 0.55)), (60, 36, 10))
    surf.blit(label, label.get_rect(center=(round(c), round(c) + 1)))
    return surf


@icon_maker
@lru_cache(maxsize=8)
def card_back(w: int, h: int) -> pygame.Surface:
    """The back of a festival card (the deck): woven red with a stepped-diamond motif."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 10)
    pygame.draw.rect(surf, (120, 54, 40), rect, border_radius=radius)
    inner = rect.inflate(-max(4, w // 6), -max(4, w // 6))
    pygame.draw.rect(surf, (170, 88, 52), inner, max(1, w // 20), border_radius=radius // 2)
    cx, cy = inner.center
    for k in range(3):
        d = (k + 1) * inner.w * 0.13
        pygame.draw.polygon(surf, theme.SUN, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)], 1)
    pygame.draw.rect(surf, (60, 28, 20), rect, max(1, w // 30), border_radius=radius)
    return surf
