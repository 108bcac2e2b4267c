"""The Cuzco site as data: 153 site hexes, their edges, printed ponds, overflow ring.

The site is eleven rows of a pointy-top grid (row lengths 10 to 17 and back),
an oval wider than tall. Cells are numbered: the 153 site hexes first (row by
row, west to east), then the overflow ring around them. Rules code works on
these integer indices; `Hex` values are the public face of a cell.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .hexgrid import Hex

ROW_LENGTHS: tuple[int, ...] = (10, 13, 14, 15, 16, 17, 16, 15, 14, 13, 10)
PRINTED_PONDS: tuple[Hex, ...] = (Hex(-1, -2), Hex(3, -1), Hex(-2, 2))

EDGE_NONE = 0
EDGE_FOREST = 1
EDGE_MOUNTAIN = 2
EDGE_COST = {EDGE_FOREST: 1, EDGE_MOUNTAIN: 2}


def _site_hexes() -> list[Hex]:
    half = len(ROW_LENGTHS) // 2
    hexes: list[Hex] = []
    for i, length in enumerate(ROW_LENGTHS):
        r = i - half
        q_start = (-(length - 1) - r) // 2
        hexes.extend(Hex(q_start + k, r) for k in range(length))
    return hexes


def hex_center(h: Hex) -> tuple[float, float]:
    """Centre of a hex in unit-size layout space (y grows downward)."""
    return math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r


@dataclass(frozen=True)
class Board:
    hexes: tuple[Hex, ...]  # every cell: site first, then overflow ring
    site_count: int
    # 6 per cell in direction order, None when off the board (so it can never index a list): for
    # drawing code that needs the direction. Rules code uses `adjacent` and `toward`.
    neighbors: tuple[tuple[int | None, ...], ...]
    edge: tuple[int, ...]  # EDGE_* per cell (ring cells: EDGE_NONE)
    printed_ponds: tuple[int, ...]

    @property
    def cell_count(self) -> int:
        return len(self.hexes)

    def __post_init__(self) -> None:
        # not a field: a lookup table kept beside the data (frozen, so set the low-level way)
        object.__setattr__(self, "_cells", {h: i for i, h in enumerate(self.hexes)})

    def cell_of(self, h: Hex) -> int | None:
        """Cell index of a hex, or None when it is neither site nor ring."""
        found: int | None = self._cells.get(h)  # type: ignore[attr-defined]
        return found

    @property
    def adjacent(self) -> tuple[tuple[int, ...], ...]:
        """Per cell, the cells next to it on the board (off-board directions left out)."""
        return _adjacent(self)

    def toward(self, cell: int, direction: int) -> int | None:
        """The cell next to `cell` in `direction` (0-5, counter-clockwise from east), or None off the board."""
        return self.neighbors[cell][direction % 6]

    def is_site(self, cell: int) -> bool:
        return 0 <= cell < self.site_count

    def is_ring(self, cell: int) -> bool:
        return cell >= self.site_count

    def is_border(self, cell: int) -> bool:
        return self.edge[cell] != EDGE_NONE

    def border_cells(self) -> list[int]:
        return list(_border(self))

    def triple_cells(self, village: int, rotation: int) -> tuple[int, int, int] | None:
        """The cells a triple covers: its village cell and the two crop cells."""
        a, b = self.toward(village, rotation), self.toward(village, rotation + 1)
        if a is None or b is None:
            return None
        return (village, a, b)

    def double_cells(self, village: int, direction: int) -> tuple[int, int] | None:
        crop = self.toward(village, direction)
        return None if crop is None else (village, crop)


_ADJACENT: dict[int, tuple[tuple[int, ...], ...]] = {}


_BORDER: dict[int, tuple[int, ...]] = {}


def _border(board: Board) -> tuple[int, ...]:
    if id(board) not in _BORDER:
        _BORDER[id(board)] = tuple(c for c in range(board.site_count) if board.edge[c] != EDGE_NONE)
    return _BORDER[id(board)]


def _adjacent(board: Board) -> tuple[tuple[int, ...], ...]:
    key = id(board)
    if key not in _ADJACENT:
        _ADJACENT[key] = tuple(tuple(n for n in around if n is not None) for around in board.neighbors)
    return _ADJACENT[key]


def _assign_edges(site: list[Hex], border: list[int]) -> dict[int, int]:
    """Forest on the western half of the border, mountain on the eastern half."""

    def angle_from_north(cell: int) -> float:
        x, y = hex_center(site[cell])
        # counter-clockwise from north, in screen space where y grows downward
        return (math.atan2(-y, x) - math.pi / 2) % (2 * math.pi)

    ordered = sorted(border, key=angle_from_north)
    half = (len(ordered) + 1) // 2
    edges = {c: EDGE_FOREST for c in ordered[:half]}
    edges.update({c: EDGE_MOUNTAIN for c in ordered[half:]})
    return edges


@lru_cache(maxsize=1)
def standard_board() -> Board:
    site = _site_hexes()
    site_set = set(site)
    ring: list[Hex] = []
    seen: set[Hex] = set()
    for h in site:
        for n in h.neighbors():
            if n not in site_set and n not in seen:
                seen.add(n)
                ring.append(n)
    ring.sort(key=lambda h: (h.r, h.q))
    hexes = site + ring
    index = {h: i for i, h in enumerate(hexes)}
    neighbors = tuple(tuple(index.get(n) for n in h.neighbors()) for h in hexes)
    border = [i for i, h in enumerate(site) if any(n not in site_set for n in h.neighbors())]
    edge_map = _assign_edges(site, border)
    edge = tuple(edge_map.get(i, EDGE_NONE) for i in range(len(hexes)))
    board = Board(
        hexes=tuple(hexes),
        site_count=len(site),
        neighbors=neighbors,
        edge=edge,
        printed_ponds=tuple(index[h] for h in PRINTED_PONDS),
    )
    return board
