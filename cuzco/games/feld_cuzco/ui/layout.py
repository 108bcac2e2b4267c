"""Where each part of Feld's Cuzco's table goes in a window, and the hot spots drawn on it.

    TableLayout.build((w, h), players) -> the rectangles of the header (and the Menu, Undo and Redo
    buttons at its right end), the road network, the Cuzco board, the action board, the side panel (the
    decision being made, over the game log) and each player's mask board.
    Zones: what the drawing code leaves behind for the pointer: (rect, tooltip) and the action spaces.

At 1024x700 the side panel is 300 wide and the masks take the bottom quarter; larger windows give the
map and the boards the room.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from operator import itemgetter

import pygame

from cuzco.shell.widgets.theme import px, ui_scale

DESIGN_SIZE = (1024, 700)  # the smallest window the table is laid out for at 100%
GROWTH = 1.4  # how much larger the table's type and marks may grow in a large window


def table_scale(size: tuple[int, int]) -> float:
    """How much the table's drawing scales the player's UI scale: down, so that a large UI scale on a
    small window never crowds the boards (the table asks no more than the window holds at its design
    size); up (by at most GROWTH), so that a large window gets larger type and marks."""
    scale = ui_scale()
    return min(GROWTH, size[0] / (DESIGN_SIZE[0] * scale), size[1] / (DESIGN_SIZE[1] * scale))


HOT_SPOTS = ("spaces", "places", "dots", "columns", "rings", "slots", "missions", "stats", "dice", "gods", "market",
             "palace", "rows")


@dataclass
class Zones:
    tips: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    spaces: dict[int, pygame.Rect] = field(default_factory=dict)  # action space -> its rect
    places: dict[int, pygame.Rect] = field(default_factory=dict)  # village 0..11, Cuzco 12 -> its rect
    dots: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (seat, feather dot) -> its rect
    columns: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (kind, pips) -> a tile space
    rings: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (seat, circlet 1..6) -> its ring
    slots: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (seat, mask space 0..11) -> its rect
    missions: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (seat, mission) -> its label
    stats: dict[tuple[int, str], pygame.Rect] = field(default_factory=dict)  # (seat, "vp" or "offerings")
    dice: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # (seat, k) -> a die still to place
    gods: dict[int, pygame.Rect] = field(default_factory=dict)  # god 0..4 -> its face-up card
    market: dict[int, pygame.Rect] = field(default_factory=dict)  # column -> a good of this round's market
    palace: dict[int, pygame.Rect] = field(default_factory=dict)  # mission -> its card in the palace
    rows: dict[str, pygame.Rect] = field(default_factory=dict)  # a row of the Cuzco board by name -> its label

    _rects: list[pygame.Rect] = field(default_factory=list)  # the tips' rects, last drawn first

    def tip(self, rect: pygame.Rect, text: str) -> None:
        self.tips.append((pygame.Rect(rect), text))
        self._rects = []

    def extend(self, other: Zones) -> None:
        """Add what `other` holds, drawn after what this holds (its tooltips lie on top)."""
        self.tips.extend(other.tips)
        for name in HOT_SPOTS:
            getattr(self, name).update(getattr(other, name))
        self._rects = []

    def filled(self) -> tuple[str, ...]:
        """The names of the hot spots this holds any of."""
        return tuple(name for name in HOT_SPOTS if getattr(self, name))

    @classmethod
    def merged(cls, parts: list[Zones], filled: list[tuple[str, ...]] | None = None) -> Zones:
        """One Zones holding what `parts` hold, in order (as `extend` with each in turn, in one pass).
        `filled`, when given, is each part's `filled()` (worked out once when a part is drawn)."""
        out = cls()
        out.tips = list(chain.from_iterable(part.tips for part in parts))
        for k, part in enumerate(parts):
            for name in HOT_SPOTS if filled is None else filled[k]:
                found = getattr(part, name)
                if found:
                    getattr(out, name).update(found)
        return out

    def tip_at(self, pos: tuple[int, int]) -> str:
        """The tooltip under `pos` (the last drawn lies on top), found by pygame in one call."""
        if len(self._rects) != len(self.tips):
            self._rects = list(map(itemgetter(0), reversed(self.tips)))
        index = pygame.Rect(pos, (1, 1)).collidelist(self._rects)
        return self.tips[len(self.tips) - 1 - index][1] if index >= 0 else ""


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    players: int
    header: pygame.Rect
    road: pygame.Rect
    board: pygame.Rect
    actions: pygame.Rect
    side: pygame.Rect
    masks: tuple[pygame.Rect, ...]
    controls: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # Menu, Undo, Redo

    @classmethod
    def build(cls, size: tuple[int, int], players: int) -> TableLayout:
        w, h = size
        gap = px(6)
        head_h = max(px(34), h // 18)
        mask_h = max(px(150), h * 27 // 100)
        side_w = max(px(290), w * 26 // 100)
        controls_w = min(w // 3, px(262))
        header = pygame.Rect(0, 0, w - controls_w, head_h)
        controls = pygame.Rect(header.right, 0, controls_w, head_h)
        middle_top = head_h + gap
        middle_h = h - mask_h - middle_top - 2 * gap
        actions_h = max(px(78), middle_h * 22 // 100)
        left_w = w - side_w - 3 * gap
        road_w = left_w * 46 // 100
        road = pygame.Rect(gap, middle_top, road_w, middle_h - actions_h - gap)
        board = pygame.Rect(road.right + gap, middle_top, left_w - road_w - gap, road.h)
        actions = pygame.Rect(gap, road.bottom + gap, left_w, actions_h)
        side = pygame.Rect(w - side_w - gap, middle_top, side_w, middle_h)
        mask_w = (w - gap * (players + 1)) // players
        masks = tuple(pygame.Rect(gap + i * (mask_w + gap), h - mask_h - gap, mask_w, mask_h) for i in range(players))
        return cls(size, players, header, road, board, actions, side, masks, controls)

    def boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Every part by name, for the layout tests (inside the window, not overlapping)."""
        return [("header", self.header), ("controls", self.controls), ("road", self.road), ("board", self.board),
                ("actions", self.actions),
                ("side", self.side), *((f"mask {i}", r) for i, r in enumerate(self.masks))]
