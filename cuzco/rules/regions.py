"""Villages, cities and crop fields: connected hexes whose top terrain has one type.

Regions depend only on the terrain (and temples), so they are computed once per
board change and cached on the state (`state._regions`, cleared on placement
and temple building).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .components import CROP, VILLAGE

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class Region:
    kind: str  # "village", "city" or "crop"
    cells: frozenset[int]
    temple: int | None  # the temple's cell, for a city

    @property
    def size(self) -> int:
        return len(self.cells)


def flood(state: GameState, start: int, kind: int, blocked: frozenset[int] = frozenset()) -> set[int]:
    """All cells connected to `start` whose top type is `kind`."""
    neighbors = state.board.neighbors
    top = state.top_type
    seen = {start}
    todo = [start]
    while todo:
        cell = todo.pop()
        for n in neighbors[cell]:
            if n >= 0 and n not in seen and top[n] == kind and n not in blocked:
                seen.add(n)
                todo.append(n)
    return seen


def regions(state: GameState) -> list[Region]:
    if state._regions is None:
        state._regions = _compute(state)
    return state._regions


def _compute(state: GameState) -> list[Region]:
    found: list[Region] = []
    assigned: set[int] = set()
    for cell, kind in enumerate(state.top_type):
        if kind == 0 or cell in assigned:
            continue
        cells = flood(state, cell, kind)
        assigned |= cells
        if kind == CROP:
            found.append(Region("crop", frozenset(cells), None))
            continue
        temples = [c for c in cells if state.temple[c]]
        temple = min(temples) if temples else None
        found.append(Region("city" if temple is not None else "village", frozenset(cells), temple))
    return found


def region_of(state: GameState, cell: int) -> Region | None:
    for region in regions(state):
        if cell in region.cells:
            return region
    return None


def city_label(state: GameState) -> list[int]:
    """Per cell: the temple cell of the city it belongs to, or -1."""
    label = [-1] * state.board.cell_count
    for region in regions(state):
        if region.temple is not None:
            for c in region.cells:
                label[c] = region.temple
    return label


def temples_in_village_area(state: GameState, cells: set[int]) -> int:
    return sum(1 for c in cells if state.temple[c])


def joins_two_cities(state: GameState, covered: tuple[int, ...], types: tuple[int, ...]) -> bool:
    """Would putting `types` on `covered` leave a village-type area holding two temples?

    Exact check on a trial copy of the top types; only called when a cheap
    test says the new village hex touches two different cities.
    """
    top = state.top_type
    saved = [top[c] for c in covered]
    try:
        for c, t in zip(covered, types):
            top[c] = t
        for c, t in zip(covered, types):
            if t == VILLAGE and temples_in_village_area(state, flood(state, c, VILLAGE)) > 1:
                return True
        return False
    finally:
        for c, t in zip(covered, saved):
            top[c] = t
