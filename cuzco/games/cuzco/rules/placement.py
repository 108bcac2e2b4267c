"""Placing terrain: which hexes a tile covers, whether it may lie there, and what it costs.

`placement_problem` is the one source of truth for a single placement;
`legal_placements` answers the same question for every position of a tile at
once with numpy (so the UI can highlight them while the mouse moves), and a
property test checks that both always agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from cuzco.text import N_, Message

from .actions import PlaceTerrain
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
class _Candidates:
    """Every position of one tile kind that lies on the board and touches the site."""

    cells: np.ndarray  # (N, size) covered cells, village first
    actions: tuple[PlaceTerrain, ...]  # the action for each row, built once per board
    ring: np.ndarray  # (N, size) whether each covered cell is on the overflow ring
    around: np.ndarray  # (N, 6) cells around the first covered cell, `cell_count` where off the board
    around_covered: np.ndarray  # (N, 6) whether that cell is itself covered by the tile


_CANDIDATES: dict[tuple[int, str], _Candidates] = {}


def _candidates(board: Board, tile: str) -> _Candidates:
    key = (id(board), tile)
    if key not in _CANDIDATES:
        rows: list[tuple[int, ...]] = []
        actions: list[PlaceTerrain] = []
        for cell in range(board.cell_count):
            for rot in range(6) if tile in ("triple", "double") else (0,):
                action = PlaceTerrain(tile, board.hexes[cell], rot)
                cells = covered(board, action)
                if cells is None or not any(board.is_site(c) for c in cells):
                    continue
                rows.append(cells)
                actions.append(action)
        cells_arr = np.array(rows, dtype=np.int64)
        ring = np.array([[board.is_ring(c) for c in row] for row in rows], dtype=bool)
        # padding for the missing neighbours of edge cells: one slot past the last cell
        around = np.array([[n if n >= 0 else board.cell_count for n in board.neighbors[row[0]]] for row in rows],
                          dtype=np.int64)
        around_covered = (around[:, :, None] == cells_arr[:, None, :]).any(axis=2)
        _CANDIDATES[key] = _Candidates(cells_arr, tuple(actions), ring, around, around_covered)
    return _CANDIDATES[key]


@dataclass(frozen=True)
class _CellFacts:
    """Per-cell facts of one state that change without the terrain, shared by the tiles judged together."""

    blocked: np.ndarray  # pond, Inca or temple


def _cell_facts(state: GameState) -> _CellFacts:
    blocked = np.array(state.pond, dtype=bool)
    blocked |= np.array(state.inca, dtype=np.int64) >= 0
    blocked |= np.array(state.temple, dtype=np.int64) > 0
    return _CellFacts(blocked)


def _terrain_mask(state: GameState, tile: str) -> tuple[np.ndarray, np.ndarray]:
    """(positions the terrain and temples allow, their AP costs): found once per board change."""
    cache = region_index(state).terrain_facts
    key = "placement/" + tile
    if key not in cache:
        cache[key] = _compute_terrain_mask(state, tile)
    found: tuple[np.ndarray, np.ndarray] = cache[key]
    return found


@dataclass(frozen=True)
class _TerrainArrays:
    height: np.ndarray
    top_tile: np.ndarray
    top_size: np.ndarray  # cells of the placed tile on top (0 on bare ground)
    temple: np.ndarray  # a temple stands there


def _terrain_arrays(state: GameState) -> _TerrainArrays:
    cache = region_index(state).terrain_facts
    if "placement/arrays" not in cache:
        top_tile = np.array(state.top_tile, dtype=np.int64)
        top_size = np.zeros(len(state.height), dtype=np.int64)
        if state.tiles:
            sizes = np.array([len(t.cells) for t in state.tiles], dtype=np.int64)
            stacked = np.nonzero(top_tile >= 0)[0]
            top_size[stacked] = sizes[top_tile[stacked]]
        cache["placement/arrays"] = _TerrainArrays(
            np.array(state.height, dtype=np.int64), top_tile, top_size, np.array(state.temple, dtype=bool))
    found: _TerrainArrays = cache["placement/arrays"]
    return found


def _compute_terrain_mask(state: GameState, tile: str) -> tuple[np.ndarray, np.ndarray]:
    if tile == "village":  # a single village lies where a single crop does, unless it joins two cities
        ok, costs = _terrain_mask(state, "crop")
        ok = ok.copy()
    else:
        ok, costs = _shape_mask(state, tile)
    if TILE_TYPES[tile][0] == VILLAGE:
        _refuse_joins(state, tile, ok)
    return ok, costs


def _shape_mask(state: GameState, tile: str) -> tuple[np.ndarray, np.ndarray]:
    """Level ground, not exactly on a tile of this shape, no temple covered; and the AP cost."""
    cand = _candidates(state.board, tile)
    arrays = _terrain_arrays(state)
    cells = cand.cells
    h = arrays.height[cells]
    level = h[:, 0]
    ok = (h == level[:, None]).all(axis=1)
    if state.tiles:
        # exactly on a tile of the same shape: every covered cell shows the same tile, of this size
        top = arrays.top_tile[cells]
        exact = (level > 0) & (top == top[:, :1]).all(axis=1) & (arrays.top_size[cells[:, 0]] == cells.shape[1])
        ok &= ~exact
    ok &= ~arrays.temple[cells].any(axis=1)
    costs = 1 + (cand.ring & (h == 0)).sum(axis=1)
    return ok, costs


def _refuse_joins(state: GameState, tile: str, ok: np.ndarray) -> None:
    """Clear the positions in `ok` whose village hex would join two cities."""
    cand = _candidates(state.board, tile)
    cells = cand.cells
    label_list = city_label(state)
    if max(label_list) < 0:  # no city on the board
        return
    label = np.array(label_list + [-1], dtype=np.int64)  # the padding slot is in no city
    lab = label[cand.around]
    lab[cand.around_covered] = -1
    hi = lab.max(axis=1)
    lo = np.where(lab >= 0, lab, 1 << 30).min(axis=1)
    suspect = np.nonzero(ok & (hi >= 0) & (lo != hi))[0]
    types = TILE_TYPES[tile]
    for i in suspect.tolist():
        if joins_two_cities(state, tuple(cells[i].tolist()), types):
            ok[i] = False


def _legal_mask(state: GameState, tile: str, ap_limit: int,
                facts: _CellFacts | None = None) -> tuple[_Candidates, np.ndarray, np.ndarray]:
    """Which positions of `tile` are legal now (supply aside) with at most `ap_limit` AP, and their costs."""
    cand = _candidates(state.board, tile)
    terrain_ok, costs = _terrain_mask(state, tile)
    blocked = (facts or _cell_facts(state)).blocked
    ok = terrain_ok & ~blocked[cand.cells].any(axis=1)
    if ap_limit < cand.cells.shape[1] + 1:  # no position costs more than 1 AP + one per hex
        ok &= costs <= ap_limit
    return cand, ok, costs


def legal_placements(state: GameState, tile: str) -> list[tuple[PlaceTerrain, int]]:
    """Every placement of `tile` the current player may make now, with its AP cost."""
    if tile not in TILE_KINDS or supply_problem(state, tile):
        return []
    cand, ok, costs = _legal_mask(state, tile, state.ap)
    chosen = np.nonzero(ok)[0].tolist()
    actions = cand.actions
    return list(zip([actions[i] for i in chosen], costs[chosen].tolist()))


def legal_placement_actions(state: GameState) -> list[PlaceTerrain]:
    """Every placement of every tile the current player may make now (tiles in `TILE_KINDS` order)."""
    facts: _CellFacts | None = None
    out: list[PlaceTerrain] = []
    for tile in TILE_KINDS:
        if supply_problem(state, tile):
            continue
        facts = facts or _cell_facts(state)
        cand, ok, _ = _legal_mask(state, tile, state.ap, facts)
        actions = cand.actions
        out.extend([actions[i] for i in np.nonzero(ok)[0].tolist()])
    return out


def can_place_anywhere(state: GameState, tile: str) -> bool:
    """Is there any legal position for `tile`, whatever the AP (supply is checked)?"""
    if supply_problem(state, tile):
        return False
    _, ok, _ = _legal_mask(state, tile, 1 << 30)
    return bool(ok.any())
