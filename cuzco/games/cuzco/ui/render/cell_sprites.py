"""One sprite per look of a board cell: a terrace prism (walls, textured top, tile edges) or a pond.

A cell's look depends on its own data and on its neighbours' (a tile edge is
thick where the neighbour belongs to another tile or height, a scored pond's
gold rim runs where land meets it), so `terrain_key` folds all of that into a
key. Equal keys draw identical sprites; the board layer keeps one sprite per
key and zoom, so a cell costs one blit however many times it is redrawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from cuzco.games.cuzco.rules.board import Board
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.layout import Layout, Point
from cuzco.games.cuzco.ui.render import scenery, textures
from cuzco.games.cuzco.ui.render.pieces import Sprite

TerrainKey = tuple


def terrain_key(state: GameState, board: Board, cell: int, recent: frozenset[int], heights: bool) -> TerrainKey | None:
    """Everything the cell's terrain sprite depends on; None when only the backdrop shows there."""
    neighbours = board.neighbors[cell]
    if state.pond[cell]:
        rim = tuple(not (n is not None and state.pond[n]) for n in neighbours) if state.pond_scored[cell] else ()
        return ("pond", rim)
    h = state.height[cell]
    if h == 0:
        return None
    tile = state.top_tile[cell]
    top_tile, height = state.top_tile, state.height
    seams = tuple(n is not None and top_tile[n] == tile and height[n] == h for n in neighbours)
    variant = tile % 3 if tile is not None else 0
    return ("terrace", h, state.top_type[cell], variant, seams, tile in recent, heights)


def thickness(size: float) -> int:
    return max(2, round(size * 0.075))


def prepare_steps(key: TerrainKey, layout: Layout) -> Iterator[None]:
    """Make the costly part of a key's sprite (its top's shade field) a few rows per step, so a new
    zoom can spread it over frames; `terrain_sprite` then finds it made."""
    size, tilt = round(layout.size, 2), layout.tilt
    if key[0] == "pond":
        yield from textures.field_steps("water", 0, size, tilt)
    else:
        yield from textures.field_steps("crop" if key[2] == 1 else "village", key[3], size, tilt)


def terrain_sprite(key: TerrainKey, layout: Layout, kept: dict[tuple, Sprite] | None = None) -> Sprite:
    """The sprite for a key at the layout's zoom; its anchor goes on the centre of the cell's top.

    Given `kept` (the sprites of the layout's zoom), the part shared by many keys (a pond's water; a
    terrace's walls and top, by height, kind and variant) is made once, kept there, and copied: only the
    edges are drawn for each key. The copy holds the very pixels the part would have, so the sprite is
    the same either way."""
    thick = thickness(layout.size)
    corners = layout.corner_offsets()
    if key[0] == "pond":
        base = _base(("base", "pond"), kept, lambda: _pond_base(layout))
        surf, (ax, ay) = base.surface, base.anchor
        _scored_rim(surf, key[1], ax, ay, corners, thick)
        return Sprite(surf, (ax, ay))
    _, height, kind, variant, seams, recent, numbers = key
    base = _base(("base", height, kind, variant), kept, lambda: _terrace_base(height, kind, variant, layout))
    surf, (ax, ay) = base.surface, base.anchor
    _tile_edges(surf, kind, seams, recent, ax, ay, corners, thick)
    if numbers:
        label = theme.board_text(str(height), max(10, round(layout.size * 0.42)), (255, 255, 255), (20, 16, 12))
        # by the left rim, clear of the Inca or temple standing in the middle
        spot = label.get_rect(center=(round(ax - layout.size * 0.6), round(ay + layout.size * 0.12)))
        if spot.left < 0:  # never cut off: the sprite grows to hold it
            grown = pygame.Surface((surf.get_width() - spot.left, surf.get_height()), pygame.SRCALPHA)
            grown.blit(surf, (-spot.left, 0))
            ax, spot.left, surf = ax - spot.left, 0, grown
        surf.blit(label, spot)
    return Sprite(surf, (ax, ay))


def _base(key: tuple, kept: dict[tuple, Sprite] | None, make: Callable[[], Sprite]) -> Sprite:
    """A fresh image of the shared part `key`: made now, or copied from the one kept (and kept)."""
    if kept is None:
        return make()
    base = kept.get(key)
    if base is None:
        base = kept[key] = make()
    return Sprite(base.surface.copy(), base.anchor)


def _pond_base(layout: Layout) -> Sprite:
    """A pond's water, before its scored rim."""
    size, tilt = round(layout.size, 2), layout.tilt
    w, h = textures.sprite_size(size, tilt)
    pad = thickness(layout.size) + 3
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    ax, ay = pad + w // 2, pad + h // 2
    water = textures.water_top(size, tilt)
    surf.blit(water, water.get_rect(center=(ax, ay)))
    return Sprite(surf, (ax, ay))


def _terrace_base(height: int, kind: int, variant: int, layout: Layout) -> Sprite:
    """A terrace's walls and top, before its edges and height number."""
    size, tilt = round(layout.size, 2), layout.tilt
    w, h = textures.sprite_size(size, tilt)
    pad = thickness(layout.size) + 3
    drop = height * layout.elevation_px
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad + int(drop) + 2), pygame.SRCALPHA)
    ax, ay = pad + w // 2, pad + h // 2
    _walls(surf, ax, ay, height, layout.elevation_px, layout.corner_offsets())
    top = (textures.crop_top if kind == 1 else textures.village_top)(
        min(height, theme.SHADE_LEVELS), variant, size, tilt
    )
    surf.blit(top, top.get_rect(center=(ax, ay)))
    return Sprite(surf, (ax, ay))


def _scored_rim(surf: pygame.Surface, rim: tuple[bool, ...], cx: float, cy: float, corners: list[Point],
                thick: int) -> None:
    """A gold shore line around a pond group that has been scored (only where it meets land)."""
    for k, land in enumerate(rim):
        if not land:
            continue
        a, b = scenery.edge_corners(k)
        p = (cx + corners[a][0] * 0.86, cy + corners[a][1] * 0.86)
        q = (cx + corners[b][0] * 0.86, cy + corners[b][1] * 0.86)
        pygame.draw.line(surf, theme.SUN, p, q, max(2, thick - 1))
        pygame.draw.circle(surf, theme.SUN, p, max(1, thick - 1) / 2)
        pygame.draw.circle(surf, theme.SUN, q, max(1, thick - 1) / 2)


def _walls(surf: pygame.Surface, cx: float, cy: float, h: int, E: float, corners: list[Point]) -> None:
    """The south-west and south-east walls, with a seam per level so a stack can be counted."""
    drop = h * E
    for (a, b), shade in (((2, 3), 0.92), ((1, 2), 0.68)):
        pa = (cx + corners[a][0], cy + corners[a][1])
        pb = (cx + corners[b][0], cy + corners[b][1])
        quad = [pa, pb, (pb[0], pb[1] + drop), (pa[0], pa[1] + drop)]
        pygame.draw.polygon(surf, theme.scale(theme.WALL, shade), quad)
        seam = theme.scale(theme.WALL, shade * 0.62)
        for k in range(1, h + 1):
            y = k * E
            pygame.draw.line(surf, seam, (pa[0], pa[1] + y), (pb[0], pb[1] + y), 1)
    # a dark line down the front corner separates the two walls
    bottom = (cx + corners[2][0], cy + corners[2][1])
    pygame.draw.line(surf, theme.scale(theme.WALL, 0.45), bottom, (bottom[0], bottom[1] + drop), 1)


def _tile_edges(surf: pygame.Surface, kind: int, seams: tuple[bool, ...], recent: bool, cx: float, cy: float,
                corners: list[Point], thick: int) -> None:
    """Thick where the tile ends, a faint seam between hexes of one tile; last turn's tiles lit inside."""
    for k, seam in enumerate(seams):
        a, b = scenery.edge_corners(k)
        p = (cx + corners[a][0], cy + corners[a][1])
        q = (cx + corners[b][0], cy + corners[b][1])
        if seam:
            pygame.draw.line(surf, theme.scale(theme.elevation_colour(kind, 1), 0.7), p, q, 1)
            continue
        pygame.draw.line(surf, theme.TILE_EDGE, p, q, thick)
        pygame.draw.circle(surf, theme.TILE_EDGE, p, thick / 2)
        if recent:
            # last turn's tiles: a bright inner line the next player notices at once
            inner_p = (cx + corners[a][0] * 0.84, cy + corners[a][1] * 0.84)
            inner_q = (cx + corners[b][0] * 0.84, cy + corners[b][1] * 0.84)
            pygame.draw.line(surf, theme.LAST_TURN, inner_p, inner_q, max(1, thick - 1))
