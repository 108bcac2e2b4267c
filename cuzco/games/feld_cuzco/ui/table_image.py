"""The image of Feld's Cuzco's table, kept between frames and redrawn only where the state changed.

    image = TableImage()
    image.update(size, base_key, draw_base, parts)   # each frame the state (or whose hand shows) changed
    surface.blit(image.surface, (0, 0)); image.zones.tip_at(pointer)

Three layers, as the first game's board keeps its terraces:

- the base: the backdrop and every board's frame and cloth, drawn once per `base_key` (the window
  size, the UI scale, the language, the number of players);
- each part's ground: what is printed on a part of a board (the road network for an overlay
  rotation, the spaces and labels of a row of the Cuzco board, an action space's frame and names),
  drawn once per (part, `ground_key`) and kept as an image with its tooltips;
- each part's pieces: what the players change there (dice, quipus, chasquis, tiles, a mask board),
  drawn over the ground when the part's `key` changes.

A part whose key changed gets the base back over its rectangle, its ground and its pieces drawn again
there (clipped to it), and its tooltips anew; the other parts are left as they are. The parts do not
overlap (but for frames drawn round another part without restoring what lies under them, drawn again
whenever a part inside is), so the image always equals one drawn whole from the same
state (tested), and a die placed costs a mask board, an action space and the header instead of the
whole table. `redrawn` names the parts the last update drew. A change that touches much (a new
round, the screen changing hands) may spread its parts over a few frames, within a time budget per frame
(`pending`), but for the parts that hide a hand they may have shown (`private`): those are drawn at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from cuzco.shell import frames

from .layout import Zones

Draw = Callable[[pygame.Surface, Zones], None]


@dataclass
class Part:
    name: str  # unique in the table
    rect: pygame.Rect  # everything the part draws lies inside (it is clipped to it)
    key: object  # what the pieces show: they are drawn again when it changes
    draw: Draw  # the pieces, with their tooltips
    ground: Draw | None = None  # what lies under the pieces, drawn once per ground_key
    ground_key: Hashable = None
    restore: bool = True  # False: drawn over what lies there (a frame round other parts), not over the base
    private: bool = False  # it hides a hand it may have shown: drawn at once when its key changes, whatever the budget
    edge: int = 0  # > 0: it draws only within this many pixels inside its rect's edge (a frame round a board)


def frame_strips(outer: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """The four sides of the frame between `outer` and `inner` (inside it), as rectangles."""
    return [pygame.Rect(outer.left, outer.top, outer.w, inner.top - outer.top),
            pygame.Rect(outer.left, inner.bottom, outer.w, outer.bottom - inner.bottom),
            pygame.Rect(outer.left, inner.top, inner.left - outer.left, inner.h),
            pygame.Rect(inner.right, inner.top, outer.right - inner.right, inner.h)]


class TableImage:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.zones = Zones()
        self.redrawn: list[str] = []
        self.pending = False  # parts left for the next update (the time budget ran out)
        self.dirty: list[pygame.Rect] = []  # where the image changed since `take_dirty` was last called
        self._base: pygame.Surface | None = None
        self._base_key: object = None
        self._keys: dict[str, object] = {}
        self._zones: dict[str, Zones] = {}
        self._filled: dict[str, tuple[str, ...]] = {}  # each part's hot spots (`Zones.filled`), as last drawn
        self._grounds: dict[tuple[str, Hashable], tuple[pygame.Surface, Zones]] = {}
        self._order: list[str] = []

    def forget(self) -> None:
        """Draw everything anew at the next update (the base included)."""
        self._base = None

    def update(self, size: tuple[int, int], base_key: object, draw_base: Callable[[pygame.Surface], None],
               parts: Sequence[Part], budget_ms: float | None = None) -> list[str]:
        """Bring the image up to date with `parts`; returns the names of the parts drawn again. With a
        `budget_ms`, the parts still to draw once that much time has gone wait for the next update (their
        last image and tooltips stay one frame longer; `pending` says so); a new base draws them all."""
        start = time.perf_counter()
        if self._base is None or self.surface is None or self._base_key != base_key or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            draw_base(self._base)
            self.surface = self._base.copy()
            self._base_key = base_key
            self._keys, self._zones, self._filled, self._grounds = {}, {}, {}, {}
            self.dirty.append(self.surface.get_rect())
            budget_ms = None
        surface = self.surface
        window = surface.get_rect()
        self.redrawn = []
        self.pending = False
        dirty: list[pygame.Rect] = []
        drawn: list[Part] = []
        for part in parts:
            rect = part.rect.clip(window)
            kept = part.name in self._zones and self._keys[part.name] == part.key
            if kept and (part.restore or rect.collidelist(dirty) < 0):
                continue  # unchanged, and (a frame) nothing was drawn under it
            if part.restore and not part.private and part.name in self._zones and budget_ms is not None \
                    and self.redrawn and (time.perf_counter() - start) * 1000 > budget_ms:
                self.pending = True  # drawn at the next update (a frame round it is always drawn at once)
                frames.request()
                continue
            dirty.append(rect)
            drawn.append(part)
            zones = Zones()
            surface.set_clip(rect)
            ground = self._grounds.get((part.name, part.ground_key)) if part.ground is not None else None
            if ground is not None:  # the kept ground covers the whole part
                surface.blit(ground[0], rect)
                zones.extend(ground[1])
            else:
                if part.restore:
                    surface.blit(self._base, rect, rect)
                if part.ground is not None:
                    self._draw_ground(part, rect, zones)
            part.draw(surface, zones)
            surface.set_clip(None)
            self._keys[part.name], self._zones[part.name], self._filled[part.name] = part.key, zones, zones.filled()
            self.redrawn.append(part.name)
        for part, rect in zip(drawn, dirty, strict=True):  # where the screen may differ from the image now
            inner = rect.inflate(-2 * part.edge, -2 * part.edge)
            self.dirty.extend(frame_strips(rect, inner) if part.edge and min(inner.size) > 0 else [rect])
        if len(self.dirty) > 64:  # (nobody took them: the whole image, once)
            self.dirty = [surface.get_rect()]
        order = [part.name for part in parts]
        if self.redrawn or order != self._order:
            self._order = order
            self.zones = Zones.merged([self._zones[name] for name in order], [self._filled[name] for name in order])
        return self.redrawn

    def take_dirty(self) -> list[pygame.Rect]:
        """Where the image changed since the last call (the updates since), and forget it."""
        dirty, self.dirty = self.dirty, []
        return dirty

    def _draw_ground(self, part: Part, rect: pygame.Rect, zones: Zones) -> None:
        """The part's ground drawn over the base, and kept (with its tooltips) for the next time."""
        assert self.surface is not None and part.ground is not None
        tips = Zones()
        part.ground(self.surface, tips)
        if len(self._grounds) > 64:
            self._grounds.clear()
        self._grounds[(part.name, part.ground_key)] = (self.surface.subsurface(rect).copy(), tips)
        zones.extend(tips)
