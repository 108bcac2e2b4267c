"""The unchanging backdrop: forest and mountains around the site, bare site and overflow ring.

Drawn once per zoom level. Trees stand beyond the forest edge and rocky peaks
beyond the mountain edge, scattered with a fixed seed so the landscape never
shimmers between frames or games. The site's rim is drawn in the colour of its
edge so a player can tell a 1 AP forest entry from a 2 AP mountain entry.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame

from cuzco.games.cuzco.rules.board import EDGE_FOREST, EDGE_MOUNTAIN, Board
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render import textures

BAND = 3  # rings of landscape drawn beyond the overflow ring
FOREST_RIM = (72, 158, 80)
MOUNTAIN_RIM = (196, 190, 196)


def landscape_hexes(board: Board) -> dict[Hex, int]:
    """Hexes beyond the overflow ring, each tagged forest or mountain by the nearest border hex."""
    known = set(board.hexes)
    border = [(board.hexes[c], board.edge[c]) for c in board.border_cells()]
    out: dict[Hex, int] = {}
    frontier = [board.hexes[c] for c in range(board.site_count, board.cell_count)]
    for _ in range(BAND):
        nxt = []
        for h in frontier:
            for n in h.neighbors():
                if n not in known and n not in out:
                    nearest = min(border, key=lambda b: b[0].distance(n))
                    out[n] = nearest[1]
                    nxt.append(n)
        frontier = nxt
    return out


def edge_corners(k: int) -> tuple[int, int]:
    """Corner indices (Layout.corner_offsets order) of the side facing direction k."""
    return (6 - k) % 6, (7 - k) % 6


def draw_backdrop(surf: pygame.Surface, board: Board, layout: Layout, land: dict[Hex, int]) -> None:
    surf.fill(theme.BACKGROUND)
    for _ in backdrop_steps(surf, board, layout, land):
        pass


def backdrop_steps(surf: pygame.Surface, board: Board, layout: Layout, land: dict[Hex, int]) -> Iterator[None]:
    """Draw the backdrop in steps of well under a millisecond (a generator), so a zoom can spread it over frames.
    `surf` comes filled with the background colour."""
    corners = layout.corner_offsets()
    grow = [(dx * 1.04, dy * 1.04) for dx, dy in corners]  # overlap a little so no seams show
    distance = ring_distances(board, land)
    for i, (h, edge) in enumerate(land.items()):
        cx, cy = layout.hex_to_pixel(h)
        colour = theme.OUTSIDE_FOREST if edge == EDGE_FOREST else theme.OUTSIDE_MOUNTAIN
        dist = min(1.0, distance[h] / BAND)
        colour = theme.blend(colour, theme.BACKGROUND, 0.15 + 0.55 * dist)
        pygame.draw.polygon(surf, colour, [(cx + dx, cy + dy) for dx, dy in grow])
        if i % 15 == 14:
            yield
    yield from textures.field_steps("ground", 1, layout.size, layout.tilt)
    ring_top = textures.ground_top(theme.RING_GROUND, layout.size, layout.tilt, 1)
    yield
    yield from textures.field_steps("ground", 0, layout.size, layout.tilt)
    site_top = textures.ground_top(theme.SITE_GROUND, layout.size, layout.tilt, 0)
    yield
    for cell, h in enumerate(board.hexes):
        cx, cy = layout.hex_to_pixel(h)
        top = site_top if board.is_site(cell) else ring_top
        surf.blit(top, top.get_rect(center=(round(cx), round(cy))))
        grid = theme.SITE_GRID if board.is_site(cell) else theme.RING_GRID
        pygame.draw.polygon(surf, grid, [(cx + dx, cy + dy) for dx, dy in corners], 1)
        if cell % 8 == 7:  # big tops at a close zoom: a step per few
            yield
    yield
    _draw_rim(surf, board, layout)
    yield
    yield from _draw_scatter(surf, layout, land, board)


_DISTANCES: dict[tuple, dict[Hex, int]] = {}


def ring_distances(board: Board, land: dict[Hex, int]) -> dict[Hex, int]:
    """Each landscape hex's distance to the overflow ring; worked out once per board."""
    key = (tuple(board.hexes), board.site_count)
    found = _DISTANCES.get(key)
    if found is None:
        found = _DISTANCES[key] = {h: _distance_to_ring(h, board) for h in land}
    return found


def _distance_to_ring(h: Hex, board: Board) -> int:
    ring = board.hexes[board.site_count :]
    return min(h.distance(r) for r in ring)


def _draw_rim(surf: pygame.Surface, board: Board, layout: Layout) -> None:
    """A thick line along the site's edge, coloured by the kind of edge behind it."""
    corners = layout.corner_offsets()
    width = max(3, round(layout.size * 0.16))
    for cell in board.border_cells():
        colour = FOREST_RIM if board.edge[cell] == EDGE_FOREST else MOUNTAIN_RIM
        cx, cy = layout.hex_to_pixel(board.hexes[cell])
        for k, n in enumerate(board.neighbors[cell]):
            if n is not None and board.is_site(n):
                continue
            a, b = edge_corners(k)
            p = (cx + corners[a][0], cy + corners[a][1])
            q = (cx + corners[b][0], cy + corners[b][1])
            pygame.draw.line(surf, colour, p, q, width)
            pygame.draw.circle(surf, colour, p, width / 2)
            pygame.draw.circle(surf, colour, q, width / 2)


def _draw_scatter(surf: pygame.Surface, layout: Layout, land: dict[Hex, int], board: Board) -> Iterator[None]:
    """Trees and peaks, back to front so nearer ones overlap farther ones."""
    items: list[tuple[float, float, int, float, int]] = []
    for h, edge, du, dv, scale, seed in _scatter_plan(board, land):
        cx, cy = layout.hex_to_pixel(h)
        items.append((cy + dv * layout.size * layout.tilt, cx + du * layout.size, edge, scale, seed))
    items.sort()
    for i, (y, x, edge, scale, seed) in enumerate(items):
        if edge == EDGE_FOREST:
            _tree(surf, x, y, layout.size * 0.55 * scale, seed)
        elif edge == EDGE_MOUNTAIN:
            _peak(surf, x, y, layout.size * 0.9 * scale, seed)
        if i % 20 == 19:
            yield


_PLANS: dict[tuple, list[tuple[Hex, int, float, float, float, int]]] = {}


def _scatter_plan(board: Board, land: dict[Hex, int]) -> list[tuple[Hex, int, float, float, float, int]]:
    """Where trees and peaks stand, in hex units, from a fixed seed; worked out once per board."""
    key = (tuple(board.hexes), board.site_count)
    plan = _PLANS.get(key)
    if plan is not None:
        return plan
    rng = random.Random(1438)
    distance = ring_distances(board, land)
    plan = []
    for h in sorted(land):
        edge = land[h]
        count = 3 if edge == EDGE_FOREST else (2 if distance[h] > 1 else 1)
        for _ in range(count):
            du = rng.uniform(-0.55, 0.55)
            dv = rng.uniform(-0.5, 0.5)
            plan.append((h, edge, du, dv, rng.uniform(0.75, 1.25), rng.randrange(1 << 16)))
    _PLANS[key] = plan
    return plan


def _tree(surf: pygame.Surface, x: float, y: float, s: float, seed: int) -> None:
    rng = random.Random(seed)
    green = theme.blend((30, 84, 44), (70, 124, 58), rng.random())
    pygame.draw.ellipse(surf, (0, 0, 0), pygame.Rect(x - s * 0.45, y - s * 0.12, s * 0.9, s * 0.3))
    trunk = pygame.Rect(0, 0, max(1, round(s * 0.14)), max(2, round(s * 0.35)))
    trunk.midbottom = (round(x), round(y))
    pygame.draw.rect(surf, (78, 56, 38), trunk)
    if seed % 3:
        # a conifer: three stacked triangles, lit from the left
        for i in range(3):
            base_y = y - s * (0.25 + i * 0.32)
            half = s * (0.48 - i * 0.11)
            tip = (x, base_y - s * 0.55)
            pygame.draw.polygon(surf, theme.scale(green, 0.8), [tip, (x + half, base_y), (x - half, base_y)])
            pygame.draw.polygon(surf, theme.scale(green, 1.1), [tip, (x, base_y), (x - half, base_y)])
    else:
        # a broadleaf: a few overlapping round crowns
        for dx, dy, r, f in ((-0.18, -0.55, 0.32, 0.85), (0.18, -0.6, 0.3, 0.75), (0.0, -0.85, 0.3, 1.1)):
            pygame.draw.circle(surf, theme.scale(green, f), (x + dx * s, y + dy * s), r * s)


def _peak(surf: pygame.Surface, x: float, y: float, s: float, seed: int) -> None:
    rng = random.Random(seed)
    grey = theme.blend((88, 84, 90), (132, 126, 128), rng.random())
    h = s * rng.uniform(0.75, 1.15)
    half = s * rng.uniform(0.45, 0.6)
    tip = (x + rng.uniform(-0.12, 0.12) * s, y - h)
    left, right = (x - half, y), (x + half, y)
    pygame.draw.polygon(surf, theme.scale(grey, 1.15), [tip, (x, y), left])
    pygame.draw.polygon(surf, theme.scale(grey, 0.75), [tip, right, (x, y)])
    # snow on the upper third
    k = 0.32
    snow_l = (tip[0] + (left[0] - tip[0]) * k, tip[1] + (left[1] - tip[1]) * k)
    snow_r = (tip[0] + (right[0] - tip[0]) * k, tip[1] + (right[1] - tip[1]) * k)
    mid = (tip[0] + (x - tip[0]) * k * 1.2, tip[1] + (y - tip[1]) * k * 1.2)
    pygame.draw.polygon(surf, (236, 236, 240), [tip, snow_r, mid, snow_l])
    pygame.draw.line(surf, theme.scale(grey, 0.55), tip, right, 1)
