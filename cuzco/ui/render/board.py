"""The board layer: terraces, tile outlines, ponds, temples and Incas, drawn once per board change.

Terraces are prisms seen from the south: the top face is lifted by the height,
the two south-facing side walls hang below it, with a seam at each level so
stacks can be counted. Cells are painted back to front (by row), so a terrace
in front hides what stands behind it. Pieces are painted after all terrain so
an Inca is never lost behind a cliff.

The layer is cached: it is rebuilt only when the board signature (heights,
tiles, Incas, temples, ponds) or the zoom changes. Panning only moves the blit.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cuzco.rules.board import Board
from cuzco.rules.state import GameState
from cuzco.ui import theme
from cuzco.ui.layout import Layout, Point
from cuzco.ui.render import pieces, scenery, textures

HEADROOM = 9  # terrace levels of space kept above the board for tall stacks and pieces


@dataclass(frozen=True)
class BoardLook:
    colours: tuple[theme.Colour, ...]
    marks: tuple[str, ...]
    show_heights: bool = False


def signature(state: GameState) -> tuple:
    """Everything the board layer depends on; equal signatures draw identical layers."""
    last = state.turn - 1
    return (
        tuple(state.height),
        tuple(state.top_tile),
        tuple(state.inca),
        tuple(state.temple),
        tuple(state.disc),
        tuple(state.pond),
        tuple(state.pond_scored),
        len(state.tiles),
        tuple(i for i, t in enumerate(state.tiles) if t.turn == last),
    )


class BoardRenderer:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.land = scenery.landscape_hexes(board)
        self._all_hexes = list(board.hexes) + list(self.land)
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._built: tuple[float, Point] = (1.0, (0.0, 0.0))  # zoom and hex (0, 0) position of the layer
        self._preview: pygame.Surface | None = None
        self._preview_key: tuple | None = None
        self.rebuilds = 0  # counted so tests and the benchmark can see caching work
        self._geom_key: tuple | None = None
        self._sig_state: GameState | None = None
        self._sig: tuple = ()
        self._geom: tuple[float, float, int, int] = (0.0, 0.0, 0, 0)
        order = sorted(range(board.cell_count), key=lambda c: (board.hexes[c].r, board.hexes[c].q))
        self.order = order

    # ---- geometry of the layer ---------------------------------------------------
    def _geometry(self, layout: Layout) -> tuple[float, float, int, int]:
        """Offset of the layer's corner from the hex (0, 0) ground centre, and its size; per zoom."""
        key = (round(layout.size, 3), layout.tilt, layout.lift)
        if key != self._geom_key:
            left, top, right, bottom = layout.bounds(self._all_hexes, HEADROOM)
            ox, oy = layout.origin
            self._geom = (left - ox, top - oy, int(right - left) + 2, int(bottom - top) + 2)
            self._geom_key = key
        return self._geom

    def _layer_layout(self, layout: Layout) -> Layout:
        dx, dy, _, _ = self._geometry(layout)
        return layout.copy(origin=(-dx, -dy))

    def _layer_size(self, layout: Layout) -> tuple[int, int]:
        _, _, w, h = self._geometry(layout)
        return w, h

    # ---- public ------------------------------------------------------------------
    def layer(self, state: GameState, layout: Layout, look: BoardLook) -> tuple[pygame.Surface, Layout]:
        """The cached board layer and the layout that maps hexes onto it."""
        local = self._layer_layout(layout)
        zoom_key = (round(layout.size, 3), layout.tilt, layout.lift)
        if state is not self._sig_state:  # states are never changed in place: one signature per state
            self._sig_state, self._sig = state, signature(state)
        key = (zoom_key, look, self._sig)
        if self._layer is None or key != self._layer_key:
            backdrop = self._get_backdrop(local, zoom_key)
            self._layer = backdrop.copy()
            self._draw_terrain(self._layer, state, local, look)
            self._draw_pieces(self._layer, state, local, look)
            self._layer_key = key
            self._built = (layout.size, local.origin)
            self.rebuilds += 1
        return self._layer, local

    def draw_preview(self, screen: pygame.Surface, layout: Layout, view: pygame.Rect) -> bool:
        """While the zoom is still changing, stretch the last layer instead of rebuilding it every notch.

        Elevation scales with the hex size, so the old image maps onto the new zoom
        by one uniform scale; only the part inside `view` is scaled. False if there
        is no layer to stretch (then the caller draws for real).
        """
        if self._layer is None:
            return False
        size0, (ox0, oy0) = self._built
        k = layout.size / size0
        if abs(k - 1.0) < 1e-6:
            return False
        # the old layer's top-left lands here on screen at the new zoom
        left, top = layout.origin[0] - ox0 * k, layout.origin[1] - oy0 * k
        src = pygame.Rect(
            int((view.left - left) / k), int((view.top - top) / k), int(view.w / k) + 2, int(view.h / k) + 2
        ).clip(self._layer.get_rect())
        if not src.w or not src.h:
            return True
        dest = (round(left + src.left * k), round(top + src.top * k))
        key = (tuple(src), k, self._layer_key)
        if key != self._preview_key or self._preview is None:  # frames between notches reuse the stretch
            size = (round(src.w * k), round(src.h * k))
            self._preview = pygame.transform.scale(self._layer.subsurface(src), size)
            self._preview_key = key
        screen.blit(self._preview, dest)
        return True

    def draw(self, screen: pygame.Surface, state: GameState, layout: Layout, look: BoardLook) -> None:
        surf, local = self.layer(state, layout, look)
        dx = layout.origin[0] - local.origin[0]
        dy = layout.origin[1] - local.origin[1]
        screen.blit(surf, (round(dx), round(dy)))

    # ---- building ------------------------------------------------------------------
    def _get_backdrop(self, local: Layout, zoom_key: tuple) -> pygame.Surface:
        if self._backdrop is None or self._backdrop_key != zoom_key:
            surf = pygame.Surface(self._layer_size(local))
            scenery.draw_backdrop(surf, self.board, local, self.land)
            self._backdrop = surf.convert() if pygame.display.get_surface() else surf
            self._backdrop_key = zoom_key
        return self._backdrop

    def _draw_terrain(self, surf: pygame.Surface, state: GameState, L: Layout, look: BoardLook) -> None:
        corners = L.corner_offsets()
        E = L.elevation_px
        last = {i for i, t in enumerate(state.tiles) if t.turn == state.turn - 1}
        thick = max(2, round(L.size * 0.075))
        water = textures.water_top(L.size, L.tilt)
        for cell in self.order:
            h = state.height[cell]
            hexv = self.board.hexes[cell]
            if state.pond[cell]:
                cx, cy = L.hex_to_pixel(hexv)
                surf.blit(water, water.get_rect(center=(round(cx), round(cy))))
                if state.pond_scored[cell]:
                    self._draw_scored_rim(surf, state, cell, cx, cy, corners, thick)
                continue
            if h == 0:
                continue
            cx, cy = L.hex_to_pixel(hexv, h)
            self._draw_walls(surf, cx, cy, h, E, corners)
            kind = state.top_type[cell]
            tile = state.top_tile[cell]
            variant = tile % 3 if tile >= 0 else 0
            top = (textures.crop_top if kind == 1 else textures.village_top)(
                min(h, theme.SHADE_LEVELS), variant, L.size, L.tilt
            )
            surf.blit(top, top.get_rect(center=(round(cx), round(cy))))
            self._draw_tile_edges(surf, state, cell, cx, cy, corners, thick, tile in last)
            if look.show_heights:
                label = theme.board_text(str(h), max(10, round(L.size * 0.42)), (255, 255, 255), (20, 16, 12))
                # by the left rim, clear of the Inca or temple standing in the middle
                surf.blit(
                    label, label.get_rect(center=(round(cx - L.size * 0.6), round(cy + L.size * 0.12)))
                )

    def _draw_scored_rim(
        self,
        surf: pygame.Surface,
        state: GameState,
        cell: int,
        cx: float,
        cy: float,
        corners: list[Point],
        thick: int,
    ) -> None:
        """A gold shore line around a pond group that has been scored (only where it meets land)."""
        for k, n in enumerate(self.board.neighbors[cell]):
            if n >= 0 and state.pond[n]:
                continue
            a, b = scenery.edge_corners(k)
            p = (cx + corners[a][0] * 0.86, cy + corners[a][1] * 0.86)
            q = (cx + corners[b][0] * 0.86, cy + corners[b][1] * 0.86)
            pygame.draw.line(surf, theme.SUN, p, q, max(2, thick - 1))
            pygame.draw.circle(surf, theme.SUN, p, max(1, thick - 1) / 2)
            pygame.draw.circle(surf, theme.SUN, q, max(1, thick - 1) / 2)

    @staticmethod
    def _draw_walls(
        surf: pygame.Surface, cx: float, cy: float, h: int, E: float, corners: list[Point]
    ) -> None:
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

    def _draw_tile_edges(
        self,
        surf: pygame.Surface,
        state: GameState,
        cell: int,
        cx: float,
        cy: float,
        corners: list[Point],
        thick: int,
        recent: bool,
    ) -> None:
        """Thick where the tile ends, a faint seam between hexes of one tile."""
        tile = state.top_tile[cell]
        for k, n in enumerate(self.board.neighbors[cell]):
            a, b = scenery.edge_corners(k)
            p = (cx + corners[a][0], cy + corners[a][1])
            q = (cx + corners[b][0], cy + corners[b][1])
            if n >= 0 and state.top_tile[n] == tile and state.height[n] == state.height[cell]:
                pygame.draw.line(
                    surf, theme.scale(theme.elevation_colour(state.top_type[cell], 1), 0.7), p, q, 1
                )
                continue
            pygame.draw.line(surf, theme.TILE_EDGE, p, q, thick)
            pygame.draw.circle(surf, theme.TILE_EDGE, p, thick / 2)
            if recent:
                # last turn's tiles: a bright inner line the next player notices at once
                inner_p = (cx + corners[a][0] * 0.84, cy + corners[a][1] * 0.84)
                inner_q = (cx + corners[b][0] * 0.84, cy + corners[b][1] * 0.84)
                pygame.draw.line(surf, theme.LAST_TURN, inner_p, inner_q, max(1, thick - 1))

    def _draw_pieces(self, surf: pygame.Surface, state: GameState, L: Layout, look: BoardLook) -> None:
        for cell in self.order:
            value = state.temple[cell]
            owner = state.inca[cell]
            if not value and owner < 0:
                continue
            pos = L.hex_to_pixel(self.board.hexes[cell], state.height[cell])
            if value:
                pieces.temple(value, state.disc[cell], round(L.size, 2)).blit(surf, pos)
            if owner >= 0:
                pieces.meeple(look.colours[owner], look.marks[owner], round(L.size, 2)).blit(
                    surf, (pos[0], pos[1] + L.size * 0.25 * L.tilt)
                )
