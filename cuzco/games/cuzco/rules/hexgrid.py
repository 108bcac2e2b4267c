"""Hex coordinates: axial (q, r) on a pointy-top grid.

Neighbours are listed counter-clockwise starting east, so two consecutive
directions (k, k+1 mod 6) point at two hexes that touch each other: the
hex, its k-th and its (k+1)-th neighbour form a triangle. Triple terrains
use exactly that.
"""

from __future__ import annotations

from dataclasses import dataclass

from cuzco.text import N_, Message

DIRECTIONS: tuple[tuple[int, int], ...] = (
    (1, 0),  # east
    (1, -1),  # north-east
    (0, -1),  # north-west
    (-1, 0),  # west
    (-1, 1),  # south-west
    (0, 1),  # south-east
)


@dataclass(frozen=True, order=True)
class Hex:
    q: int
    r: int

    def neighbor(self, direction: int) -> Hex:
        dq, dr = DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbors(self) -> list[Hex]:
        return [self.neighbor(k) for k in range(6)]

    def distance(self, other: Hex) -> int:
        dq = self.q - other.q
        dr = self.r - other.r
        return max(abs(dq), abs(dr), abs(dq + dr))

    def to_list(self) -> list[int]:
        return [self.q, self.r]

    @staticmethod
    def from_list(value: object) -> Hex:
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise ValueError(Message(N_("a hex is a pair of integers [q, r], not {value}"), {"value": repr(value)}))
        return Hex(int(value[0]), int(value[1]))

    def __str__(self) -> str:
        return f"({self.q},{self.r})"
