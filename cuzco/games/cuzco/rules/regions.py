"""Villages, cities and crop fields: connected hexes whose top terrain has one type.

Regions depend only on the terrain (and temples), so they are found once per
board change and cached on the state (`state._regions`, cleared on placement
and temple building), together with an index from each cell to its region.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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


@dataclass(frozen=True)
class RegionIndex:
    """Every region, and for each cell the region it belongs to (None on bare ground)."""

    regions: list[Region]
    of_cell: list[Region | None]
    city_label: list[int]  # per cell: the temple cell of its city, or -1 outside cities
    # other facts that depend on the terrain and temples alone, filled in by the modules that need them
    # (placement keeps its per-tile masks here), so they are dropped together with the regions
    terrain_facts: dict[Any, Any] = field(default_factory=dict)


def flood(state: GameState, start: int, kind: int, blocked: frozenset[int] = frozenset()) -> set[int]:
    """All cells connected to `start` whose top type is `kind`."""
    adjacent = state.board.adjacent
    top = state.top_type
    seen = {start}
    todo = [start]
    while todo:
        cell = todo.pop()
        for n in adjacent[cell]:
            if n not in seen and top[n] == kind and n not in blocked:
                seen.add(n)
                todo.append(n)
    return seen


def region_index(state: GameState) -> RegionIndex:
    found = state._regions
    if isinstance(found, RegionIndex):
        return found
    found = _compute(state) if found is None else _update(found.base, state, found.cells)
    state._regions = found
    return found


def regions(state: GameState) -> list[Region]:
    return region_index(state).regions


def _compute(state: GameState) -> RegionIndex:
    found: list[Region] = []
    count = state.board.cell_count
    of_cell: list[Region | None] = [None] * count
    label = [-1] * count
    for cell, kind in enumerate(state.top_type):
        if kind == 0 or of_cell[cell] is not None:
            continue
        region = _region_from(state, flood(state, cell, kind), kind)
        found.append(region)
        for c in region.cells:
            of_cell[c] = region
            if region.temple is not None:
                label[c] = region.temple
    return RegionIndex(found, of_cell, label)


@dataclass(frozen=True)
class PendingRegions:
    """A region index not brought up to date yet: `base` was right before terrain or temples
    changed on `cells`. Kept in `state._regions` until someone asks (a search that never asks pays nothing)."""

    base: RegionIndex
    cells: frozenset[int]


def changed(known: RegionIndex | PendingRegions | None, cells: tuple[int, ...]) -> PendingRegions | None:
    """What `state._regions` becomes when terrain or a temple changes on `cells` (None: find them afresh)."""
    if known is None:
        return None
    if isinstance(known, PendingRegions):
        return PendingRegions(known.base, known.cells | frozenset(cells))
    return PendingRegions(known, frozenset(cells))


def _update(old: RegionIndex, state: GameState, cells: frozenset[int]) -> RegionIndex:
    """The index for `state` from the index `old` of an earlier state that differed only on `cells`.

    Only regions holding or touching a changed hex can change (split, merge,
    grow or become a city); they are found again by flooding, every other region
    is kept. The result equals what `_compute` finds from scratch (a property
    test checks it); the terrain's other facts start empty again.
    """
    adjacent = state.board.adjacent
    gone: dict[int, Region] = {}  # by id: each region object is one connected area
    for c in cells:
        for n in (c, *adjacent[c]):
            region = old.of_cell[n]
            if region is not None:
                gone[id(region)] = region
    redo = set(cells)
    for region in gone.values():
        redo |= region.cells
    of_cell = list(old.of_cell)
    label = list(old.city_label)
    kept = [r for r in old.regions if id(r) not in gone]
    top = state.top_type
    done: set[int] = set()
    for cell in sorted(redo):
        if cell in done or not top[cell]:
            continue
        region = _region_from(state, flood(state, cell, top[cell]), top[cell])
        kept.append(region)
        done |= region.cells
        for c in region.cells:
            of_cell[c] = region
            label[c] = -1 if region.temple is None else region.temple
    kept.sort(key=lambda r: min(r.cells))
    return RegionIndex(kept, of_cell, label)


def _region_from(state: GameState, cells: set[int], kind: int) -> Region:
    if kind == CROP:
        return Region("crop", frozenset(cells), None)
    temples = [c for c in cells if state.temple[c]]
    temple = min(temples) if temples else None
    return Region("city" if temple is not None else "village", frozenset(cells), temple)


def region_of(state: GameState, cell: int | None) -> Region | None:
    """The region holding `cell`, or None on bare ground or off the board."""
    if cell is None or not 0 <= cell < state.board.cell_count:
        return None
    return region_index(state).of_cell[cell]


def city_label(state: GameState) -> list[int]:
    """Per cell: the temple cell of the city it belongs to, or -1 (a value, never used as an index)."""
    return region_index(state).city_label


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
            if t == VILLAGE and _two_temples_around(state, c):
                return True
        return False
    finally:
        for c, t in zip(covered, saved):
            top[c] = t


def _two_temples_around(state: GameState, start: int) -> bool:
    """Does the village-type area holding `start` (a flood of village tops from it) have two temples
    or more? The search stops at the second temple."""
    adjacent, top, temple = state.board.adjacent, state.top_type, state.temple
    seen = {start}
    todo = [start]
    found = 1 if temple[start] else 0
    while todo:
        cell = todo.pop()
        for n in adjacent[cell]:
            if n not in seen and top[n] == VILLAGE:
                if temple[n]:
                    found += 1
                    if found > 1:
                        return True
                seen.add(n)
                todo.append(n)
    return False
