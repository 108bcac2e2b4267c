"""Placing terrain: which hexes a tile covers, whether it may lie there, and what it costs.

`placement_problem` is the one source of truth for a single placement;
`legal_placements` answers the same question for every position of a tile at
once (so the UI can highlight them while the mouse moves), and property tests
check that both always agree.

Every position at once works on bit sets (see `bitboard.py` for the layout:
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
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import compress
from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .actions import PlaceTerrain
from .bitboard import equal_to, flags, layout, toward
from .board import Board
from .components import CROP, TILE_KINDS, VILLAGE
from .regions import city_label, joins_two_cities, region_index
from .state import PlacedTile

if TYPE_CHECKING:
    from .state import GameState

TILE_TYPES: dict[str, tuple[int, ...]] = {
    "triple": (VILLAGE, CROP, CROP),
    "double": (VILLAGE, CROP),
    "crop": (CROP,),
    "village": (VILLAGE,),
}
TILE_NAMES = {"triple": Message(N_("triple terrain")), "double": Message(N_("double terrain")),
              "crop": Message(N_("single crop terrain")), "village": Message(N_("single village terrain"))}
_NONE_LEFT = {"triple": N_("you have no triple terrains left"), "double": N_("you have no double terrains left"),
              "crop": N_("you have no single crop terrains left"),
              "village": N_("you have no single village terrains left")}


def covered(board: Board, action: PlaceTerrain) -> tuple[int, ...] | None:
    """Cells the tile covers (village cell first), or None if some would be off the board."""
    cell = board.cell_of(action.hex)
    if cell is None:
        return None
    if action.tile == "triple":
        return board.triple_cells(cell, action.rotation)
    if action.tile == "double":
        return board.double_cells(cell, action.rotation)
    return (cell,)


def cost(state: GameState, cells: tuple[int, ...]) -> int:
    """1 AP, plus 1 for each bare overflow-ring hex covered."""
    board = state.board
    return 1 + sum(1 for c in cells if board.is_ring(c) and state.height[c] == 0)


def supply_problem(state: GameState, tile: str) -> str | None:
    if tile == "triple":
        return None if state.triples > 0 else Message(N_("no triple terrains are left in the common supply"))
    if state.players[state.current].tiles_left(tile) > 0:
        return None
    return Message(_NONE_LEFT[tile])


def geometry_problem(state: GameState, cells: tuple[int, ...], types: tuple[int, ...]) -> str | None:
    """Everything about where the tile lies, apart from supply and AP."""
    board = state.board
    if not any(board.is_site(c) for c in cells):
        return Message(N_("a terrain must cover at least one hex of the site"))
    for c in cells:
        if state.pond[c]:
            return Message(N_("a terrain cannot cover an irrigation pond"))
        if state.inca[c] >= 0:
            return Message(N_("a terrain cannot cover a hex with an Inca on it"))
        if state.temple[c]:
            return Message(N_("a terrain cannot cover a temple"))
    level = state.height[cells[0]]
    if any(state.height[c] != level for c in cells):
        return Message(N_("the tile would hang over a lower level: all its hexes must be at the same height"))
    if level > 0:
        tops = {state.top_tile[c] for c in cells}
        if len(tops) == 1 and len(state.tiles[tops.pop()].cells) == len(cells):
            return Message(N_("the tile would lie exactly on a tile of the same shape"))
    if VILLAGE in types and _may_join_cities(state, cells, types, city_label(state)):
        if joins_two_cities(state, cells, types):
            return Message(N_("this would join two cities"))
    return None


def _may_join_cities(state: GameState, cells: tuple[int, ...], types: tuple[int, ...], label: list[int]) -> bool:
    village = cells[types.index(VILLAGE)]
    touching = {label[n] for n in state.board.adjacent[village] if n not in cells and label[n] >= 0}
    return len(touching) > 1


def placement_problem(state: GameState, action: PlaceTerrain) -> str | None:
    if action.tile not in TILE_KINDS:
        return Message(N_("unknown tile {tile}"), {"tile": repr(action.tile)})
    if not 0 <= action.rotation < 6:
        return Message(N_("rotation must be 0 to 5"))
    problem = supply_problem(state, action.tile)
    if problem:
        return problem
    cells = covered(state.board, action)
    if cells is None:
        return Message(N_("the tile would reach beyond the overflow ring"))
    problem = geometry_problem(state, cells, TILE_TYPES[action.tile])
    if problem:
        return problem
    need = cost(state, cells)
    if need > state.ap:
        return Message(N_("not enough AP: needs {need}, {left} left"), {"need": need, "left": state.ap})
    return None


def do_place(state: GameState, action: PlaceTerrain) -> int:
    """Put the tile down (already validated); returns the AP it cost."""
    cells = covered(state.board, action)
    assert cells is not None
    need = cost(state, cells)
    index = len(state.tiles)
    state.tiles.append(PlacedTile(action.tile, cells, state.current, state.turn))
    for c, t in zip(cells, TILE_TYPES[action.tile]):
        state.height[c] += 1
        state.top_type[c] = t
        state.top_tile[c] = index
    player = state.players[state.current]
    if action.tile == "triple":
        state.triples -= 1
    elif action.tile == "double":
        player.doubles -= 1
    elif action.tile == "crop":
        player.crops -= 1
    else:
        player.villages -= 1
    state.ap -= need
    state.placed = True
    state._regions = None
    return need


# ---- every position at once -------------------------------------------------


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
            if t >= 0:
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
    size = len(TILE_TYPES[tile])
    exact = [0] * 6  # per rotation: the positions exactly on a placed tile of this shape
    for cells in terrain.shown.get(size, ()):
        for r, first in shape.by_cells.get(cells, ()):
            exact[r] |= first
    out: list[tuple[int, ...]] = []
    for r in range(6):
        if r not in shape.rotations:
            out.append(())
            continue
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
        # split by the number of bare ring cells covered, one covered cell at a time
        by_count = [shape.fits[r] & level & ~temple & ~exact[r]]
        for bare in (terrain.bare_ring, *(toward(terrain.bare_ring, s) for s in steps)):
            by_count = [(by_count[0] & ~bare)] + [(by_count[k] & ~bare) | (by_count[k - 1] & bare)
                                                  for k in range(1, len(by_count))] + [by_count[-1] & bare]
        out.append(tuple(by_count))
    return tuple(out)


def _refuse_joins(state: GameState, tile: str, masks: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Drop the positions whose village hex would join two cities."""
    cities = [region.cells for region in region_index(state).regions if region.kind == "city"]
    if len(cities) < 2:
        return masks
    lay = layout(state.board)
    shape = _shape(state.board, tile)
    near = [[toward(city, s) for s in lay.step] for city in map(lay.set_of, cities)]  # per city, per direction
    types = TILE_TYPES[tile]
    out = list(masks)
    for r in shape.rotations:
        once = twice = 0  # first cells with an uncovered neighbour in one city, in two different cities
        for city in near:
            touching = 0
            for d in shape.away[r]:
                touching |= city[d]
            twice |= once & touching
            once |= touching
        allowed = 0
        for mask in masks[r]:
            allowed |= mask
        refused = 0
        for cell in lay.members(allowed & twice):  # the exact check, only where it may matter
            action = shape.actions[cell * 6 + r]
            assert action is not None
            cells = covered(state.board, action)
            if cells is not None and joins_two_cities(state, cells, types):
                refused |= lay.bit[cell]
        if refused:
            out[r] = tuple(mask & ~refused for mask in masks[r])
    return tuple(out)


_NO_INCA = -1
_KEPT_BLOCKED = 16  # arrangements of Incas and ponds remembered per board (a search visits a few)
_SPARSE = 10  # up to this many positions in a mask, pick its bits one by one rather than scan it


def _blocked(state: GameState) -> int:
    """Cells no terrain may cover now: ponds, Incas, temples. Kept per arrangement of Incas and ponds."""
    cache = region_index(state).terrain_facts
    kept: dict[tuple[tuple[int, ...], tuple[bool, ...]], int] = cache.setdefault("placement/blocked", {})
    key = (tuple(state.inca), tuple(state.pond))
    found = kept.get(key)
    if found is None:
        lay = layout(state.board)
        every = range(len(state.pond))
        found = (_terrain(state).temple | lay.set_of(compress(every, state.pond))
                 | lay.set_of(compress(every, map(_NO_INCA.__lt__, state.inca))))
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
    """Is there any legal position for `tile`, whatever the AP (supply is checked)?"""
    if supply_problem(state, tile):
        return False
    shape = _shape(state.board, tile)
    masks = _terrain_masks(state, tile)
    blocked = _blocked(state)
    for r in shape.rotations:
        near = blocked
        for s in shape.steps[r]:
            near |= toward(blocked, s)
        for mask in masks[r]:
            if mask & ~near:
                return True
    return False
