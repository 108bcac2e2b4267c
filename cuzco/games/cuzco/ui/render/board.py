"""The board layer: terraces, tile outlines, ponds, temples and Incas, redrawn only where they change.

Terraces are prisms seen from the south: the top face is lifted by the height,
the two south-facing side walls hang below it, with a seam at each level so
stacks can be counted. Cells are painted back to front (by row), so a terrace
in front hides what stands behind it. Pieces are painted after all terrain so
an Inca is never lost behind a cliff.

Each cell is one cached sprite (`cell_sprites`), chosen by a key holding all
it depends on. When the state changes, the cells whose key or pieces changed
mark the rectangles they covered before and cover now as dirty; each dirty
region gets the backdrop back and every cell reaching into it is blitted again
in painter's order, clipped to the region. So the image always equals a full
redraw, and a placement costs a few dozen blits. The whole layer is drawn anew
only when the zoom or the look (colours, height numbers) changes; panning only
moves the blit.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import pygame

from cuzco.games.cuzco.rules.board import Board
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.layout import Layout, Point
from cuzco.games.cuzco.ui.render import cell_sprites, images, pieces, scenery
from cuzco.games.cuzco.ui.render.layer_paint import (
    Blit,
    fill_around,
    flatten,
    merge_rects,
    paint,
    sprite_rect,
    strips,
)
from cuzco.games.cuzco.ui.render.pieces import Sprite
from cuzco.games.cuzco.ui.render.view_copy import ViewCopy
from cuzco.shell import frames

HEADROOM = 9  # terrace levels of space kept above the board for tall stacks and pieces
BUILD_BUDGET_MS = 4.0  # per frame, for building the layer of a new zoom while the old one stands in
HEAVY_AFTER_MS = 1.0  # a heavy build step (a new whole image) starts a frame unless this little was spent
ZOOMS_KEPT = 3  # zoom levels whose backdrop and sprites are kept, so zooming back is quick
PREVIEW_MARGIN = 64  # pixels more each way than the first stretch needs, for the stretches after it
SPARES_KEPT = 2  # big images kept for reuse, so a zoom out or back in makes none anew


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
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None  # (zoom key, look) the layer was built for
        self._backdrop: pygame.Surface | None = None  # the layer's zoom's backdrop
        self._sprites: dict[tuple, Sprite] = {}  # terrain sprites of the layer's zoom (and their shared parts), by key
        self._zooms: dict[tuple, tuple[pygame.Surface, dict[tuple, Sprite]]] = {}  # zoom key: backdrop, sprites
        self._pending: tuple[tuple, Iterator[None]] | None = None  # a layer being built: its key and steps
        self._built: tuple[float, Point] = (1.0, (0.0, 0.0))  # zoom and hex (0, 0) position of the layer
        self._spares: list[pygame.Surface] = []  # images no longer shown, reused for a new zoom's layer
        self._preview: pygame.Surface | None = None
        self._preview_image: pygame.Surface | None = None  # the stretches are drawn into its corner
        self._preview_key: tuple | None = None
        self._view = ViewCopy()  # the board's part of the screen while it stands still (`view_copy`)
        self.rebuilds = 0  # layer updates (whole or partial): tests and the benchmark see caching work
        self.full_rebuilds = 0  # of which the whole layer was drawn
        self._geom_key: tuple | None = None
        self._geom: tuple[float, float, int, int] = (0.0, 0.0, 0, 0)
        self._state: GameState | None = None  # the state the layer shows
        self._keys: list[tuple] = []  # per cell: what its terrain and pieces look like
        self._draws: list[list[Blit]] = []  # per cell: terrain blits
        self._piece_draws: list[list[Blit]] = []  # per cell: piece blits
        self.order = sorted(range(board.cell_count), key=lambda c: (board.hexes[c].r, board.hexes[c].q))

    # ---- geometry of the layer ---------------------------------------------------
    def _geometry(self, layout: Layout) -> tuple[float, float, int, int]:
        """Offset of the layer's corner from the hex (0, 0) ground centre, and its size; per zoom."""
        key = _zoom_key(layout)
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
        """The board layer for `state` and the layout that maps hexes onto it, built now if need be."""
        if not self._ready(layout, look):
            self._advance(state, layout, look, budget_ms=None)
        local = self._layer_layout(layout)
        if state is not self._state:  # states are never changed in place: one diff per new state
            self._update(state, local, look)
        assert self._layer is not None
        return self._layer, local

    def draw(self, screen: pygame.Surface, state: GameState, layout: Layout, look: BoardLook,
             view: pygame.Rect | None = None, settling: bool = False, fill: bool = False) -> None:
        """Blit the board. While the zoom is settling, or while the layer for a new zoom or look is
        being built (a few milliseconds per frame), the last layer stands in, stretched to the zoom.
        With `fill`, the part of `view` the image leaves uncovered gets the background colour
        (and only that part: the image itself mostly covers the view)."""
        view = screen.get_rect() if view is None else view
        if settling and self._layer is not None and abs(layout.size / self._built[0] - 1.0) >= 1e-6:
            frames.request()  # the zoom settles by itself: the board at its new size comes in a later frame
            if fill:
                screen.fill(theme.BACKGROUND, view)
            self.draw_preview(screen, layout, view)
            return
        if self._layer is not None and not self._ready(layout, look):
            if not self._advance(state, layout, look, budget_ms=BUILD_BUDGET_MS):
                frames.request()  # the rest of the new layer is built in the next frames
                if fill:
                    screen.fill(theme.BACKGROUND, view)
                if not self.draw_preview(screen, layout, view):
                    screen.blit(self._layer, _corner(layout, self._built[1]))
                return
        surf, local = self.layer(state, layout, look)
        corner = _corner(layout, local.origin)
        if fill and self._view.draw(screen, surf, corner, view, self.full_rebuilds):
            return  # the board stood still: its part of the screen, kept in the screen's format
        at = screen.blit(surf, corner)
        if fill:
            fill_around(screen, view, at)

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
            part = self._layer.subsurface(src)
            self._preview = pygame.transform.scale(part, size, self._preview_space(size, part))
            self._preview_key = key
        screen.blit(self._preview, dest)
        return True

    def _preview_space(self, size: tuple[int, int], like: pygame.Surface) -> pygame.Surface:
        """Where the stretch goes: a corner of one image kept from notch to notch, so a notch makes no
        new screen-sized image (whose memory would be taken in that frame)."""
        w, h = size
        space = self._preview_image
        if space is None or space.get_width() < w or space.get_height() < h \
                or space.get_bitsize() != like.get_bitsize() or space.get_masks() != like.get_masks():
            space = self._preview_image = images.lazy_image((w + PREVIEW_MARGIN, h + PREVIEW_MARGIN), like)
        corner = space.subsurface((0, 0, w, h))
        corner.set_alpha(None)
        return corner

    # ---- building a whole layer ------------------------------------------------------------
    @property
    def building(self) -> bool:
        """Whether a layer for a new zoom or look is being built (the last one stands in meanwhile)."""
        return self._pending is not None

    def _ready(self, layout: Layout, look: BoardLook) -> bool:
        return self._layer is not None and self._layer_key == (_zoom_key(layout), look)

    def _advance(self, state: GameState, layout: Layout, look: BoardLook, budget_ms: float | None) -> bool:
        """Work on the layer for this zoom and look for at most `budget_ms` (None: to the end); True when
        it is done. The work is a generator, so a new zoom costs a few bounded frames, not one long one."""
        key = (_zoom_key(layout), look)
        if self._pending is None or self._pending[0] != key:
            self._pending = (key, self._build(state, self._layer_layout(layout), look, key))
        start = time.perf_counter()
        deadline = None if budget_ms is None else start + budget_ms / 1000.0
        for heavy_next in self._pending[1]:
            if deadline is None:
                continue
            now = time.perf_counter()
            # a step that makes a whole new image (~10 ms at a close zoom) waits to start a frame of its own
            if now >= deadline or (heavy_next and now - start > HEAVY_AFTER_MS / 1000.0):
                return False
        self._pending = None
        return True

    def _build(self, state: GameState, local: Layout, look: BoardLook, key: tuple) -> Iterator[bool]:
        """The whole layer for `key` (zoom, look), in steps of a millisecond or two; each step says
        whether the next one is heavy (making a whole new image)."""
        zoom_key = key[0]
        cached = self._zooms.get(zoom_key)
        screen = pygame.display.get_surface()  # images made in the screen's pixel format: no conversion later
        lazy = images.is_lazy(screen)  # a new image's memory is then taken band by band as it is filled
        if cached is None:
            yield not lazy
            surf = self._new_image(self._layer_size(local), screen)
            yield False
            for strip in strips(surf.get_rect()):
                surf.fill(theme.BACKGROUND, strip)
                yield False
            for _ in scenery.backdrop_steps(surf, self.board, local, self.land):
                yield False
            cached = (surf, {})
            yield False
        sprites = cached[1]
        n = self.board.cell_count
        keys = self._cell_keys(state, look)
        draws: list[list[Blit]] = [[] for _ in range(n)]
        piece_draws: list[list[Blit]] = [[] for _ in range(n)]
        for cell in range(n):
            if keys[cell][0] is not None and keys[cell][0] not in sprites:
                for _ in cell_sprites.prepare_steps(keys[cell][0], local):  # its top, a few rows a step
                    yield False
                yield False  # then the sprite itself: a step of its own
            draws[cell], piece_draws[cell] = self._place(cell, keys[cell], local, look, sprites)
        backdrop = cached[0]
        yield not lazy
        layer = self._new_image(backdrop.get_size(), screen)
        flats = flatten(draws, piece_draws, self.order)
        for strip in strips(layer.get_rect()):  # the copy and the paint in bands, a step each
            layer.blit(backdrop, strip, strip)
            paint(layer, strip, flats)
            yield False
        self._zooms.pop(zoom_key, None)  # most recently used last
        self._zooms[zoom_key] = cached
        while len(self._zooms) > ZOOMS_KEPT:
            self._keep_spare(self._zooms.pop(next(iter(self._zooms)))[0])
        if self._layer is not None:
            self._keep_spare(self._layer)
        self._layer, self._backdrop, self._sprites = layer, backdrop, sprites
        self._keys, self._draws, self._piece_draws = keys, draws, piece_draws
        self._layer_key, self._state = key, state
        self._view.forget()
        self._built = (local.size, local.origin)
        self._preview = None
        self.rebuilds += 1
        self.full_rebuilds += 1

    def _new_image(self, size: tuple[int, int], like: pygame.Surface | None) -> pygame.Surface:
        """A layer-sized image: the corner of a spare one when one is big enough (zooming out, or back
        in), else a new one (zooming in further), its memory taken as it is first filled (`images`)."""
        w, h = size
        fits = [s for s in self._spares if s.get_width() >= w and s.get_height() >= h]
        if fits:
            spare = min(fits, key=lambda s: s.get_width() * s.get_height())
            self._spares.remove(spare)
            corner = spare.subsurface((0, 0, w, h))
            corner.set_alpha(None)  # copied when blitted, as its parent is
            return corner
        return images.lazy_image(size, like)

    def _keep_spare(self, image: pygame.Surface) -> None:
        """Keep an image no longer shown (a replaced layer, a forgotten zoom's backdrop) for reuse."""
        self._spares.append(image.get_parent() or image)
        while len(self._spares) > SPARES_KEPT:
            self._spares.pop(0)

    def _cell_keys(self, state: GameState, look: BoardLook, old: GameState | None = None) -> list[tuple]:
        """Each cell's key. Given the state the current keys belong to, only the cells whose data
        changed and their neighbours (a cell's edges and rim depend on them) are worked out again."""
        recent = _recent_tiles(state)
        board, heights = self.board, look.show_heights
        temple, disc, inca, height = state.temple, state.disc, state.inca, state.height
        key = cell_sprites.terrain_key
        if old is None or len(self._keys) != board.cell_count:
            cells: Iterable[int] = range(board.cell_count)
            keys = [()] * board.cell_count
        else:
            cells = self._touched(old, state, recent)
            keys = list(self._keys)
        for c in cells:
            keys[c] = (key(state, board, c, recent, heights), temple[c], disc[c], inca[c], height[c])
        return keys

    def _touched(self, old: GameState, new: GameState, recent: frozenset[int]) -> set[int]:
        changed: set[int] = set()
        for name in _CELL_FIELDS:
            a, b = getattr(old, name), getattr(new, name)
            if a != b:
                changed.update(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
        lit = recent.symmetric_difference(_recent_tiles(old))
        if lit:
            changed.update(c for c, t in enumerate(new.top_tile) if t in lit)
        neighbours = self.board.neighbors
        return changed.union(n for c in changed for n in neighbours[c] if n is not None)

    def _place(self, cell: int, key: tuple, L: Layout, look: BoardLook,
               sprites: dict[tuple, Sprite]) -> tuple[list[Blit], list[Blit]]:
        """Work out (not draw) the blits of one cell for its key: its terrain sprite, then its pieces."""
        terrain, value, disc, owner, height = key
        hexv = self.board.hexes[cell]
        draws: list[Blit] = []
        if terrain is not None:
            sprite = sprites.get(terrain)
            if sprite is None:
                sprite = sprites[terrain] = cell_sprites.terrain_sprite(terrain, L, sprites)
            cx, cy = L.hex_to_pixel(hexv, 0 if terrain[0] == "pond" else height)
            draws.append((sprite.surface, sprite_rect(sprite, cx, cy)))
        pieces_here: list[Blit] = []
        if value or owner is not None:
            x, y = L.hex_to_pixel(hexv, height)
            size = round(L.size, 2)
            if value:
                temple = pieces.temple(value, bool(disc), size)
                pieces_here.append((temple.surface, sprite_rect(temple, x, y)))
            if owner is not None:
                meeple = pieces.meeple(look.colours[owner], look.marks[owner], size)
                pieces_here.append((meeple.surface, sprite_rect(meeple, x, y + L.size * 0.25 * L.tilt)))
        return draws, pieces_here

    # ---- updating in place ------------------------------------------------------------------
    def _update(self, state: GameState, local: Layout, look: BoardLook) -> None:
        """Redraw only the regions of the cells whose look changed (what they covered and cover now)."""
        keys = self._cell_keys(state, look, self._state)
        dirty: list[pygame.Rect] = []
        for cell, (old, new) in enumerate(zip(self._keys, keys)):
            if old == new:
                continue
            dirty += [rect for _, rect in self._draws[cell] + self._piece_draws[cell]]
            self._draws[cell], self._piece_draws[cell] = self._place(cell, new, local, look, self._sprites)
            dirty += [rect for _, rect in self._draws[cell] + self._piece_draws[cell]]
        self._keys, self._state = keys, state
        if not dirty:
            return
        assert self._layer is not None and self._backdrop is not None
        bounds = self._layer.get_rect()
        flats = flatten(self._draws, self._piece_draws, self.order)
        for region in merge_rects(dirty):
            region = region.clip(bounds)
            if region.w and region.h:
                self._layer.blit(self._backdrop, region, region)
                paint(self._layer, region, flats)
                self._view.changed(region)
        self.rebuilds += 1


_CELL_FIELDS = ("height", "top_tile", "top_type", "pond", "pond_scored", "temple", "disc", "inca")


def _recent_tiles(state: GameState) -> frozenset[int]:
    """Tiles laid in the last turn: drawn with a bright inner line."""
    last = state.turn - 1
    return frozenset(i for i, t in enumerate(state.tiles) if t.turn == last)


def _corner(layout: Layout, local_origin: Point) -> tuple[int, int]:
    """Where a layer's top-left corner goes on the screen: hex (0, 0) lies at `local_origin` in the layer."""
    return round(layout.origin[0] - local_origin[0]), round(layout.origin[1] - local_origin[1])


def _zoom_key(layout: Layout) -> tuple:
    return (round(layout.size, 3), layout.tilt, layout.lift)
