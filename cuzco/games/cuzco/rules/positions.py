"""Every position of a tile at once: which positions are legal now, and whether any is.

Works on bit sets (see `bitboard.py` for the layout:
one Python int per set of cells, and "the neighbour in direction d" is a
shift). A position of a tile is named by its first cell (the village one, for
a triple or double) and its rotation, so for each rotation the positions
that pass a test form one bit set over first cells. For a tile whose other
cells are `s1`, `s2` steps from the first, "every covered cell is in X" is
`X & toward(X, s1) & toward(X, s2)` and "some covered cell is in X" the same
with `|`. What depends only on the terrain (level ground, not exactly on a
tile of this shape, no temple, the AP cost, no two cities joined) is kept per
board change with the regions; Incas and ponds (one bit set per arrangement of
them, kept too) and the AP left are added on each call.
The positions are listed cell by cell, rotations in order, as `covered` numbers them.
`placement.placement_problem` decides a single placement; property tests check that both always agree.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from itertools import compress
from operator import is_not
from typing import TYPE_CHECKING

from .actions import PlaceTerrain
from .bitboard import equal_to, flags, layout, toward
from .board import Board
from .components import TILE_KINDS, VILLAGE
from .placement import TILE_TYPES, _may_join_cities, covered, supply_problem
from .regions import city_label, joins_two_cities, region_index

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class _Shape:
    """Every position of one tile kind that lies on the board and touches the site, as bit sets.

    A position's key is `((first cell * 6 + rotation) << 3) | extra AP`: sorting keys lists the
    positions as `covered` numbers them, and the key finds the position's action and cost.
    """

    rotations: tuple[int, ...]
    steps: tuple[tuple[int, ...], ...]  # per rotation: the steps from the first cell to the others
    away: tuple[tuple[int, ...], ...]  # per rotation: the directions around the first cell left uncovered
    fits: tuple[int, ...]  # per rotation: the first cells of the positions
    keys: tuple[tuple[list[int], ...], ...]  # per rotation, per extra AP: per bit index, the key there
    actions: list[PlaceTerrain | None]  # per key >> 3
    placed: list[tuple[PlaceTerrain, int] | None]  # per key: (action, AP cost)
    by_cells: dict[int, list[tuple[int, int]]]  # covered cells (a bit set) -> (rotation, first cell's bit)


_SHAPES: dict[tuple[int, str], _Shape] = {}


def _shape(board: Board, tile: str) -> _Shape:
    key = (id(board), tile)
    if key not in _SHAPES:
        _SHAPES[key] = _make_shape(board, tile)
    return _SHAPES[key]


def _make_shape(board: Board, tile: str) -> _Shape:
    lay = layout(board)
    size = len(TILE_TYPES[tile])
    rotations = tuple(range(6)) if size > 1 else (0,)
    dirs = [tuple((r + k) % 6 for k in range(size - 1)) for r in range(6)]
    fits = [0] * 6
    keys = [tuple([0] * len(lay.cell_at) for _ in range(size + 1)) for _ in range(6)]
    actions: list[PlaceTerrain | None] = [None] * (board.cell_count * 6)
    placed: list[tuple[PlaceTerrain, int] | None] = [None] * (board.cell_count * 48)
    by_cells: dict[int, list[tuple[int, int]]] = {}
    for cell in range(board.cell_count):
        for r in rotations:
            action = PlaceTerrain(tile, board.hexes[cell], r)
            cells = covered(board, action)
            if cells is None or not any(board.is_site(c) for c in cells):
                continue
            fits[r] |= lay.bit[cell]
            actions[cell * 6 + r] = action
            by_cells.setdefault(lay.set_of(cells), []).append((r, lay.bit[cell]))
            for extra in range(size + 1):
                key = ((cell * 6 + r) << 3) | extra
                keys[r][extra][lay.index[cell]] = key
                placed[key] = (action, 1 + extra)
    return _Shape(rotations, tuple(tuple(lay.step[d] for d in dirs[r]) for r in range(6)),
                  tuple(tuple(d for d in range(6) if d not in dirs[r]) for r in range(6)),
                  tuple(fits), tuple(keys), actions, placed, by_cells)


@dataclass(frozen=True)
class _Terrain:
    """Bit sets of one board (terrain and temples), shared by every tile kind."""

    levels: tuple[int, ...]  # the cells at each height found on the board, bare ground included
    bare_ring: int  # overflow-ring cells with no terrain: each costs 1 AP to cover
    temple: int
    shown: dict[int, list[int]]  # per size: the cells (a bit set) of each placed tile still wholly on top


def _terrain(state: GameState) -> _Terrain:
    cache = region_index(state).terrain_facts
    if "placement/terrain" not in cache:
        lay = layout(state.board)
        heights = lay.image(state.height)
        levels = [lay.where(heights, equal_to(h)) for h in set(state.height) - {0}]
        bare = lay.cells & ~sum(levels)
        shown: dict[int, list[int]] = {}
        tiles, bit = state.tiles, lay.bit
        for t, count in Counter(state.top_tile).items():
            if t is not None:
                cells = tiles[t].cells
                if count == len(cells):
                    where = 0
                    for c in cells:
                        where |= bit[c]
                    shown.setdefault(count, []).append(where)
        temple = lay.set_of(compress(range(len(state.temple)), state.temple))
        cache["placement/terrain"] = _Terrain((bare, *levels), bare & lay.ring, temple, shown)
    found: _Terrain = cache["placement/terrain"]
    return found


def _terrain_masks(state: GameState, tile: str) -> tuple[tuple[int, ...], ...]:
    """Per rotation, per extra AP: the positions the terrain and temples allow. Found once per board change."""
    cache = region_index(state).terrain_facts
    key = "placement/" + tile
    if key not in cache:
        if tile == "village":  # a single village lies where a single crop does, unless it joins two cities
            masks = _terrain_masks(state, "crop")
        else:
            masks = _shape_masks(state, tile)
        if TILE_TYPES[tile][0] == VILLAGE:
            masks = _refuse_joins(state, tile, masks)
        cache[key] = masks
    found: tuple[tuple[int, ...], ...] = cache[key]
    return found


def _shape_masks(state: GameState, tile: str) -> tuple[tuple[int, ...], ...]:
    """Level ground, not exactly on a tile of this shape, no temple covered; split by AP cost."""
    shape = _shape(state.board, tile)
    terrain = _terrain(state)
    out: list[tuple[int, ...]] = []
    for r in range(6):
        if r not in shape.rotations:
            out.append(())
            continue
        # split by the number of bare ring cells covered, one covered cell at a time
        by_count = [_allowed(state, tile, r)]
        for bare in (terrain.bare_ring, *(toward(terrain.bare_ring, s) for s in shape.steps[r])):
            by_count = [(by_count[0] & ~bare)] + [(by_count[k] & ~bare) | (by_count[k - 1] & bare)
                                                  for k in range(1, len(by_count))] + [by_count[-1] & bare]
        out.append(tuple(by_count))
    return tuple(out)


def _allowed(state: GameState, tile: str, r: int) -> int:
    """Rotation `r`'s positions on level ground, not exactly on a tile of this shape, no temple covered,
    whatever the AP (the union of `_shape_masks(state, tile)[r]`); two cities joined or not."""
    shape = _shape(state.board, tile)
    terrain = _terrain(state)
    exact = 0  # the positions exactly on a placed tile of this shape
    for cells in terrain.shown.get(len(TILE_TYPES[tile]), ()):
        for turned, first in shape.by_cells.get(cells, ()):
            if turned == r:
                exact |= first
    steps = shape.steps[r]
    level = 0
    for at in terrain.levels:
        same = at
        for s in steps:
            same &= toward(at, s)
        level |= same
    temple = terrain.temple
    for s in steps:
        temple |= toward(terrain.temple, s)
    return shape.fits[r] & level & ~temple & ~exact


def _refuse_joins(state: GameState, tile: str, masks: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Drop the positions whose village hex would join two cities."""
    out = list(masks)
    for r in _shape(state.board, tile).rotations:
        allowed = 0
        for mask in masks[r]:
            allowed |= mask
        refused = _joining(state, tile, r, allowed)
        if refused:
            out[r] = tuple(mask & ~refused for mask in masks[r])
    return tuple(out)


def _joining(state: GameState, tile: str, r: int, among: int) -> int:
    """The positions of rotation `r` in `among` whose village hex would join two cities."""
    near = _near_cities(state)
    if len(near) < 2:
        return 0
    lay = layout(state.board)
    shape = _shape(state.board, tile)
    once = twice = 0  # first cells with an uncovered neighbour in one city, in two different cities
    for city in near:
        touching = 0
        for d in shape.away[r]:
            touching |= city[d]
        twice |= once & touching
        once |= touching
    refused = 0
    types = TILE_TYPES[tile]
    for cell in lay.members(among & twice):  # the exact check, only where it may matter
        action = shape.actions[cell * 6 + r]
        assert action is not None
        cells = covered(state.board, action)
        if cells is not None and joins_two_cities(state, cells, types):
            refused |= lay.bit[cell]
    return refused


def _near_cities(state: GameState) -> list[list[int]]:
    """Per city, per direction: the cells whose neighbour that way is in the city. Found once per board change."""
    cache = region_index(state).terrain_facts
    if "placement/near cities" not in cache:
        lay = layout(state.board)
        cities = [lay.set_of(region.cells) for region in region_index(state).regions if region.kind == "city"]
        cache["placement/near cities"] = [[toward(city, s) for s in lay.step] for city in cities]
    found: list[list[int]] = cache["placement/near cities"]
    return found


_HOLDS_AN_INCA = partial(is_not, None)  # owner -> is there an Inca (None: no Inca)
_KEPT_BLOCKED = 16  # arrangements of Incas and ponds remembered per board (a search visits a few)
_SPARSE = 10  # up to this many positions in a mask, pick its bits one by one rather than scan it


def _blocked(state: GameState) -> int:
    """Cells no terrain may cover now: ponds, Incas, temples. Kept per arrangement of Incas and ponds."""
    cache = region_index(state).terrain_facts
    kept: dict[tuple[tuple[int | None, ...], tuple[bool, ...]], int] = cache.setdefault("placement/blocked", {})
    key = (tuple(state.inca), tuple(state.pond))
    found = kept.get(key)
    if found is None:
        lay = layout(state.board)
        every = range(len(state.pond))
        found = (_terrain(state).temple | lay.set_of(compress(every, state.pond))
                 | lay.set_of(compress(every, map(_HOLDS_AN_INCA, state.inca))))
        if len(kept) >= _KEPT_BLOCKED:
            kept.clear()
        kept[key] = found
    return found


def _legal_keys(state: GameState, tile: str, ap_limit: int, blocked: int, costs: bool) -> list[int]:
    """The keys of the positions of `tile` legal now (supply aside) with at most `ap_limit` AP, in order.

    Without `costs`, each key's extra AP is left at 0 (one scan per rotation instead of one per cost).
    """
    shape = _shape(state.board, tile)
    masks = _terrain_masks(state, tile)
    keys: list[int] = []
    for r in shape.rotations:
        near = blocked
        for s in shape.steps[r]:
            near |= toward(blocked, s)
        by_extra = masks[r][:ap_limit]  # a position costs 1 + extra AP
        if costs:
            for table, mask in zip(shape.keys[r], by_extra):
                _pick(keys, table, mask & ~near)
        else:
            mask = 0
            for some in by_extra:
                mask |= some
            _pick(keys, shape.keys[r][0], mask & ~near)
    keys.sort()
    return keys


def _pick(keys: list[int], table: list[int], mask: int) -> None:
    """Add `table`'s entries at the bits of `mask`."""
    if mask.bit_count() > _SPARSE:
        keys += compress(table, flags(mask))
        return
    while mask:
        low = mask & -mask
        keys.append(table[low.bit_length() - 1])
        mask ^= low


def legal_placements(state: GameState, tile: str) -> list[tuple[PlaceTerrain, int]]:
    """Every placement of `tile` the current player may make now, with its AP cost."""
    if tile not in TILE_KINDS or supply_problem(state, tile):
        return []
    placed = _shape(state.board, tile).placed
    found = [placed[k] for k in _legal_keys(state, tile, state.ap, _blocked(state), True)]
    return found  # type: ignore[return-value]  # every key found is a position's


def legal_placement_actions(state: GameState) -> list[PlaceTerrain]:
    """Every placement of every tile the current player may make now (tiles in `TILE_KINDS` order)."""
    blocked: int | None = None
    out: list[PlaceTerrain] = []
    for tile in TILE_KINDS:
        if supply_problem(state, tile):
            continue
        if blocked is None:
            blocked = _blocked(state)
        actions = _shape(state.board, tile).actions
        out += [actions[k >> 3] for k in _legal_keys(state, tile, state.ap, blocked, False)]  # type: ignore[misc]
    return out


def can_place_anywhere(state: GameState, tile: str) -> bool:
    """Is there any legal position for `tile`, whatever the AP (supply is checked)?

    When the per-AP masks of this board are not known yet (the end of a turn after a placement asks
    this first), each rotation is looked at alone and the search stops at the first one with a position.
    """
    if supply_problem(state, tile):
        return False
    shape = _shape(state.board, tile)
    masks = region_index(state).terrain_facts.get("placement/" + tile)
    blocked = _blocked(state)
    for r in shape.rotations:
        near = blocked
        for s in shape.steps[r]:
            near |= toward(blocked, s)
        if masks is not None:
            for mask in masks[r]:
                if mask & ~near:
                    return True
            continue
        if _any_unjoining(state, tile, r, _allowed(state, tile, r) & ~near):
            return True
    return False


def _any_unjoining(state: GameState, tile: str, r: int, free: int) -> bool:
    """Is one of the positions of rotation `r` in `free` joining no two cities? Tried one by one:
    the first usually is."""
    types = TILE_TYPES[tile]
    if free and types[0] != VILLAGE:
        return True
    lay = layout(state.board)
    actions = _shape(state.board, tile).actions
    label = city_label(state) if free else []
    while free:
        low = free & -free
        cell = lay.cell_at[low.bit_length() - 1]
        assert cell is not None  # the masks hold cells only
        action = actions[cell * 6 + r]
        assert action is not None
        cells = covered(state.board, action)
        assert cells is not None
        if not (_may_join_cities(state, cells, types, label) and joins_two_cities(state, cells, types)):
            return True
        free ^= low
    return False
