"""The board as bit sets: a set of cells is one Python int, one bit per cell.

Bit layout. Each cell sits at a bit chosen from its axial coordinates,
`bit = (r - r_min) * width + (q - q_min)`: the hexes are laid row by row on a
rectangle, and `width` is one more than the widest span of `q`, so every row
ends in a blank column. Moving one hex in direction d then adds the same
number to every bit index (east +1, north-east 1 - width, north-west -width,
west -1, south-west width - 1, south-east +width), and no step from a cell can
land on another row's cell by running off the end of its own row (it lands
in the blank column, or before bit 0, or past the last row). So "the cells
whose neighbour in direction d is in X" is X shifted by that step: one int
operation for the whole board. Bits that are not cells of the board stay
clear in every set the rules keep.

The 213 cells need about 13 rows of 26 bits: an int of some 330 bits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress
from operator import itemgetter
from typing import Any

from .board import Board

_FLAGS = bytes.maketrans(b"01", b"\x00\x01")
NONZERO = bytes([48] + [49] * 255)  # for `bytes.translate`: byte 0 to "0", any other to "1"


@cache
def equal_to(value: int) -> bytes:
    """For `bytes.translate`: byte `value` to "1", any other to "0"."""
    return bytes(49 if b == value else 48 for b in range(256))


@dataclass(frozen=True)
class Layout:
    bit: tuple[int, ...]  # per cell: its bit as a one-bit int (1 << index)
    index: tuple[int, ...]  # per cell: its bit index
    cell_at: tuple[int | None, ...]  # per bit index: the cell there, or None (a blank bit)
    step: tuple[int, ...]  # per direction (hexgrid order): what a move that way adds to a bit index
    cells: int  # every cell of the board
    site: int
    ring: int
    # per cell values -> a tuple of them in bit order, highest bit first (a blank bit gets the value
    # after the last cell's, which callers set to 0)
    _gather: Callable[[Sequence[Any]], tuple[Any, ...]]

    def set_of(self, cells: object) -> int:
        """The bit set of an iterable of cell indices."""
        bit = self.bit
        out = 0
        for c in cells:  # type: ignore[attr-defined]
            out |= bit[c]
        return out

    def image(self, values: list[int]) -> bytes:
        """Small per-cell values (0-255) as one byte per bit index, highest bit first, for `where`."""
        return bytes(self._gather(values + [0]))

    @staticmethod
    def where(image: bytes, table: bytes) -> int:
        """The bit set of the cells whose byte in `image` `table` turns into "1" (`NONZERO`, `equal_to`).

        Bits that are no cell read as value 0: `equal_to(0)` finds them too.
        """
        return int(image.translate(table), 2)

    def members(self, bits: int) -> list[int]:
        """The cells in a bit set, in bit order (every bit must be a cell's)."""
        found = list(compress(self.cell_at, flags(bits)))
        if None in found:
            raise ValueError("a bit set holds bits that are no cell of the board")
        return found  # type: ignore[return-value]  # no None left


def toward(bits: int, step: int) -> int:
    """The bit positions whose neighbour `step` away is in `bits` (may include positions off the board)."""
    return bits >> step if step > 0 else bits << -step


def flags(bits: int) -> bytes:
    """One byte per bit index, 1 where the bit is set (up to the highest one): for `itertools.compress`."""
    return format(bits, "b")[::-1].encode("ascii").translate(_FLAGS)


_LAYOUTS: dict[int, Layout] = {}


def layout(board: Board) -> Layout:
    key = id(board)
    if key not in _LAYOUTS:
        _LAYOUTS[key] = _make_layout(board)
    return _LAYOUTS[key]


def _make_layout(board: Board) -> Layout:
    q_min = min(h.q for h in board.hexes)
    r_min = min(h.r for h in board.hexes)
    width = max(h.q for h in board.hexes) - q_min + 2  # the last column stays blank
    index = tuple((h.r - r_min) * width + (h.q - q_min) for h in board.hexes)
    step = (1, 1 - width, -width, -1, width - 1, width)
    cell_at: list[int | None] = [None] * (max(index) + 1)
    for c, i in enumerate(index):
        cell_at[i] = c
    for c, around in enumerate(board.neighbors):  # the layout is only right if every step lands as the board says
        for d, n in enumerate(around):
            j = index[c] + step[d]
            landed = cell_at[j] if 0 <= j < len(cell_at) else None
            if landed != n:
                raise ValueError(f"cell {c}: direction {d} should reach {n}, the bit layout reaches {landed}")
    bit = tuple(1 << i for i in index)
    site = sum(bit[: board.site_count])
    ring = sum(bit[board.site_count:])
    blank = len(board.hexes)  # the extra value `image` appends
    gather = itemgetter(*[blank if c is None else c for c in reversed(cell_at)])
    return Layout(bit, index, tuple(cell_at), step, site | ring, site, ring, gather)
