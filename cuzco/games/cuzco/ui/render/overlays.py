"""What is drawn over the cached board layer each frame: highlights, cost labels, the ghost tile,
region outlines and the selection ring.

Every piece here is a cached sprite (a translucent hex, a label) blitted at a
position the Layout gives, so a frame stays cheap however busy the overlay is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render import textures
from cuzco.games.cuzco.ui.render.scenery import edge_corners
from cuzco.shell import frames
from cuzco.shell.theme import RGBA, Colour


@dataclass
class Overlay:
    """Everything a tool wants shown over the board this frame."""

    marks: dict[Hex, RGBA] = field(default_factory=dict)  # translucent hex fills
    labels: dict[Hex, str] = field(default_factory=dict)  # small text on hexes (AP costs)
    ghost: list[tuple[Hex, int]] = field(default_factory=list)  # (hex, terrain type) of a tile preview
    ghost_height: int = 0  # height the ghost would lie at (the covered hexes' height + 1)
    ghost_legal: bool = True
    ring: Hex | None = None  # selection ring (the selected Inca)
    # hex outlines, for hexes whose piece (a temple) must stay visible
    rings: dict[Hex, RGBA] = field(default_factory=dict)
    # small discs meaning "you may click here", for tools that allow many hexes
    dots: dict[Hex, RGBA] = field(default_factory=dict)
    outline: frozenset[Hex] = frozenset()  # a region's hexes, outlined
    outline_colour: Colour = theme.HILITE


@lru_cache(maxsize=64)
def _ghost_top(kind: int, height: int, legal: bool, size: float, tilt: float) -> pygame.Surface:
    """The terrain top a shade lighter than it would lie at `height`, washed green (legal) or red
    (illegal) and a little see-through: clearly the tile in hand, not one already down."""
    light = min(height + 2, theme.SHADE_LEVELS)
    base = (textures.crop_top if kind == 1 else textures.village_top)(light, 0, size, tilt).copy()
    tint = theme.LEGAL if legal else theme.ILLEGAL
    wash = textures.flat_hex((*tint, 70 if legal else 130), size, tilt)
    base.blit(wash, (0, 0))
    base.set_alpha(225)
    return base


@lru_cache(maxsize=64)
def _ring(colour: Colour, size: float, tilt: float, width: int) -> pygame.Surface:
    w, h = textures.sprite_size(size, tilt)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    L = Layout(size * 0.92, (w / 2, h / 2), tilt)
    pygame.draw.polygon(surf, colour, L.polygon(Hex(0, 0)), width)
    return surf


@lru_cache(maxsize=64)
def _ring_rgba(rgba: RGBA, size: float, tilt: float, width: int) -> pygame.Surface:
    """A translucent hex outline with a soft inner glow."""
    w, h = textures.sprite_size(size, tilt)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for k, alpha in ((0.92, rgba[3]), (0.80, rgba[3] // 3)):
        L = Layout(size * k, (w / 2, h / 2), tilt)
        pygame.draw.polygon(surf, (*rgba[:3], alpha), L.polygon(Hex(0, 0)), width)
    return surf


@lru_cache(maxsize=32)
def _dot(rgba: RGBA, radius: int) -> pygame.Surface:
    """A small disc with a dark rim, squashed like the board (tilt 0.8)."""
    w, h = 2 * radius + 2, round(1.6 * radius) + 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (20, 30, 20, min(255, rgba[3] + 40)), surf.get_rect())
    pygame.draw.ellipse(surf, rgba, surf.get_rect().inflate(-3, -3))
    return surf


GHOST_BUDGET_MS = 1.5  # per frame, for making the ghost's top at a new zoom (the last one, stretched, stands in)


class OverlayPainter:
    def __init__(self) -> None:
        self._outline_key: tuple | None = None
        self._outline_lines: list[tuple[tuple[float, float], tuple[float, float]]] = []
        self._ghost_last: dict[tuple, pygame.Surface] = {}  # by (kind, height, legal): the last top made
        self._stand_in: tuple[tuple, pygame.Surface] | None = None
        # asked before working on the ghost's texture: True when this frame is already busy (the board
        # made a whole new image, say), so the work waits a frame and the stretched top stands in
        self.may_wait: Callable[[], bool] = lambda: False

    def _ghost_image(self, kind: int, height: int, legal: bool, size: float, tilt: float,
                     may_work: bool = True) -> pygame.Surface:
        """The ghost's top; at a new zoom its texture is made over a few frames (when `may_work`: one
        top a frame), the last top made for this tile stretched to the new size standing in meanwhile."""
        look = (kind, height, legal)
        old = self._ghost_last.get(look)
        field_kind = "crop" if kind == 1 else "village"
        if old is not None and not textures.field_ready(field_kind, 0, size, tilt) and (
            not may_work or self.may_wait() or not textures.advance_field(field_kind, 0, size, tilt, GHOST_BUDGET_MS)
        ):
            frames.request()  # the ghost's own texture is made in the next frames
            key = (look, size, tilt)
            if self._stand_in is None or self._stand_in[0] != key:
                self._stand_in = (key, pygame.transform.scale(old, textures.sprite_size(size, tilt)))
            return self._stand_in[1]
        top = self._ghost_last[look] = _ghost_top(kind, height, legal, size, tilt)
        return top

    def draw(self, screen: pygame.Surface, state: GameState, layout: Layout, overlay: Overlay) -> None:
        size, tilt = round(layout.size, 2), layout.tilt
        height = state.height
        index = state.board.cell_of
        for h, rgba in overlay.marks.items():
            c = index(h)
            top = textures.flat_hex(rgba, size, tilt)
            x, y = layout.hex_to_pixel(h, height[c] if c is not None else 0)
            screen.blit(top, top.get_rect(center=(round(x), round(y))))
        if overlay.dots:
            dot_r = max(3, round(size * 0.16))
            for h, rgba in overlay.dots.items():
                c = index(h)
                dot = _dot(rgba, dot_r)
                x, y = layout.hex_to_pixel(h, height[c] if c is not None else 0)
                screen.blit(dot, dot.get_rect(center=(round(x), round(y))))
        for h, rgba in overlay.rings.items():
            c = index(h)
            ring = _ring_rgba(rgba, size, tilt, max(2, round(size * 0.12)))
            x, y = layout.hex_to_pixel(h, height[c] if c is not None else 0)
            screen.blit(ring, ring.get_rect(center=(round(x), round(y))))
        if overlay.outline:
            self._draw_outline(screen, state, layout, overlay.outline, overlay.outline_colour)
        if overlay.ring is not None:
            c = index(overlay.ring)
            ring = _ring(theme.HILITE, size, tilt, max(2, round(size * 0.1)))
            x, y = layout.hex_to_pixel(overlay.ring, height[c] if c is not None else 0)
            screen.blit(ring, ring.get_rect(center=(round(x), round(y))))
        if overlay.ghost:
            self._draw_ghost(screen, layout, overlay)
        label_px = max(12, round(layout.size * 0.5))
        for h, text in overlay.labels.items():
            c = index(h)
            x, y = layout.hex_to_pixel(h, height[c] if c is not None else 0)
            img = theme.board_text(text, label_px, (255, 255, 255), (24, 20, 16))
            screen.blit(img, img.get_rect(center=(round(x), round(y + layout.size * 0.35 * tilt))))

    def _draw_ghost(self, screen: pygame.Surface, layout: Layout, overlay: Overlay) -> None:
        size, tilt = round(layout.size, 2), layout.tilt
        colour = theme.LEGAL if overlay.ghost_legal else theme.ILLEGAL
        shadow = textures.flat_hex((0, 0, 0, 70), size, tilt)
        for h, _kind in overlay.ghost:  # a shadow where it will land
            x, y = layout.hex_to_pixel(h, overlay.ghost_height - 1)
            screen.blit(shadow, shadow.get_rect(center=(round(x), round(y))))
        lift = overlay.ghost_height + 0.35  # hover a little above its resting place
        cells = {h for h, _ in overlay.ghost}
        tops: dict[int, pygame.Surface] = {}  # by terrain: a triple's hexes share two tops at most
        for h, kind in sorted(overlay.ghost, key=lambda item: (item[0].r, item[0].q)):
            top = tops.get(kind)
            if top is None:  # only the first top may work on its texture: one budget a frame
                top = tops[kind] = self._ghost_image(
                    kind, overlay.ghost_height, overlay.ghost_legal, size, tilt, may_work=not tops
                )
            x, y = layout.hex_to_pixel(h, lift)
            screen.blit(top, top.get_rect(center=(round(x), round(y))))
        width = max(2, round(layout.size * 0.09))
        corners = layout.corner_offsets()
        rim = []
        for h in cells:
            x, y = layout.hex_to_pixel(h, lift)
            for k, n in enumerate(h.neighbors()):
                if n not in cells:
                    a, b = edge_corners(k)
                    rim.append(((x + corners[a][0], y + corners[a][1]), (x + corners[b][0], y + corners[b][1])))
        for p, q in rim:  # a dark edge under the bright one keeps the outline clear on any ground
            pygame.draw.line(screen, (16, 24, 16), p, q, width + 3)
        for p, q in rim:
            pygame.draw.line(screen, colour, p, q, width)

    def _draw_outline(
        self, screen: pygame.Surface, state: GameState, layout: Layout, hexes: frozenset[Hex], colour: Colour
    ) -> None:
        """The rim of a region, each side at its own hex's height. The line list is cached per region."""
        key = (hexes, round(layout.size, 2), layout.origin, id(state))
        if key != self._outline_key:
            self._outline_lines = list(_outline_segments(state, layout, hexes))
            self._outline_key = key
        width = max(2, round(layout.size * 0.09))
        for p, q in self._outline_lines:
            pygame.draw.line(screen, colour, p, q, width)


def _outline_segments(state: GameState, layout: Layout, hexes: Iterable[Hex]) -> Iterable[tuple]:
    cells = set(hexes)
    corners = [(dx * 0.9, dy * 0.9) for dx, dy in layout.corner_offsets()]
    for h in cells:
        c = state.board.cell_of(h)
        x, y = layout.hex_to_pixel(h, state.height[c] if c is not None else 0)
        for k, n in enumerate(h.neighbors()):
            if n in cells:
                continue
            a, b = edge_corners(k)
            yield (x + corners[a][0], y + corners[a][1]), (x + corners[b][0], y + corners[b][1])
