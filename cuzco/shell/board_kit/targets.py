"""What a game declares to the pointer kit: shapes on the board, the pieces that may be picked up, and
the targets with their choices (or the reason they refuse)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

Point = tuple[int, int]


@dataclass(frozen=True)
class Circle:
    centre: Point
    radius: int

    def contains(self, pos: Point) -> bool:
        dx, dy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        return dx * dx + dy * dy <= self.radius * self.radius

    @property
    def bounds(self) -> pygame.Rect:
        r = self.radius
        return pygame.Rect(self.centre[0] - r, self.centre[1] - r, 2 * r, 2 * r)


@dataclass(frozen=True)
class Polygon:
    """A shape by its corners (a hex of a hex board, say)."""

    points: tuple[Point, ...]

    def contains(self, pos: Point) -> bool:
        x, y = pos
        inside = False
        pts = self.points
        for k, (x1, y1) in enumerate(pts):
            x2, y2 = pts[k - 1]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                inside = not inside
        return inside

    @property
    def bounds(self) -> pygame.Rect:
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


Shape = pygame.Rect | Circle | Polygon


def contains(shape: Shape, pos: Point) -> bool:
    if isinstance(shape, pygame.Rect):
        return bool(shape.collidepoint(pos))
    return shape.contains(pos)


def bounds(shape: Shape) -> pygame.Rect:
    return pygame.Rect(shape) if isinstance(shape, pygame.Rect) else shape.bounds


Lines = Callable[[], list[str]]
Ghost = Callable[[pygame.Surface], None]  # draws the outcome in place, over the board


@dataclass
class Choice:
    """One thing a target does: its `action` (handed to the game's `play`), its words (or a function that
    gives them, called only when they are shown), and its preview.

    `piece`: the piece that must be held (dragged or clicked first); None for a plain click.
    `preview`: the lines saying what it gives, worked out only when first shown.
    `ghost`: draws where the outcome lands (a die on its space, a route on the map).
    `turn`: the orientation the held piece must be turned to (None: any; see `Piece.turns`)."""

    label: str | Callable[[], str]
    action: Any
    piece: Hashable | None = None
    preview: Lines | None = None
    ghost: Ghost | None = None
    turn: int | None = None

    def text(self) -> str:
        """The choice in words (a label given as a function is worked out when first asked)."""
        if callable(self.label):
            self.label = self.label()
        return self.label


@dataclass
class Target:
    """A spot of the board a click or a drop means something on.

    `refusals`: why it takes nothing, by the piece held (None: nothing held); used when it has no choice
    for what is held. `label`: a target drawn by the kit as a button (e.g. "Buy nothing"). `ghost`: the
    refused outcome drawn in place beside the reason (a tile that would not fit, drawn in red), instead
    of the kit's red outline."""

    key: Hashable
    shape: Shape
    choices: list[Choice] = field(default_factory=list)
    refusals: Mapping[Hashable | None, str] = field(default_factory=dict)
    label: str = ""
    ghost: Ghost | None = None

    def choices_for(self, piece: Hashable | None, turn: int | None = None) -> list[Choice]:
        """The choices open with `piece` held (turned to `turn`); with nothing held, every choice (the
        menu names the piece)."""
        if piece is None:
            return list(self.choices)
        return [c for c in self.choices if c.piece == piece and (c.turn is None or turn is None or c.turn == turn)]

    def plain(self) -> bool:
        """Whether some choice needs no piece (a plain click target)."""
        return any(c.piece is None for c in self.choices)

    def why_not(self, piece: Hashable | None) -> str:
        return self.refusals.get(piece, "") or self.refusals.get(None, "")


@dataclass
class Piece:
    """Something the player may pick up: `draw(surface, centre)` draws it under the pointer while dragged.

    `turns`: how many ways it may be turned while held (a hex tile: 6); R, Shift+wheel or a right click
    turn it (see `BoardPointer.turn`). `sticky`: a click on it while held keeps it in hand (a tool on a
    toolbar) instead of putting it back, and so does a drop where it is refused."""

    key: Hashable
    shape: Shape
    draw: Callable[[pygame.Surface, Point], Any]
    tip: str = ""
    turns: int = 1
    sticky: bool = False
