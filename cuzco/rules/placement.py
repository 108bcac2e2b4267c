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

from .actions import PlaceTerrain
from .board import Board
from .components import CROP, TILE_KINDS, VILLAGE
from .regions import city_label, joins_two_cities
from .state import PlacedTile

if TYPE_CHECKING:
    from .state import GameState

TILE_TYPES: dict[str, tuple[int, ...]] = {
    "triple": (VILLAGE, CROP, CROP),
    "double": (VILLAGE, CROP),
    "crop": (CROP,),
    "village": (VILLAGE,),
}
TILE_NAMES = {"triple": "triple terrain", "double": "double terrain",
              "crop": "single crop terrain", "village": "single village terrain"}


def covered(board: Board, action: PlaceTerrain) -> tuple[int, ...] | None:
    """Cells the tile covers (village cell first), or None if some would be off the board."""
    cell = board.index(action.hex)
    if cell < 0:
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
        return None if state.triples > 0 else "no triple terrains are left in the common supply"
    if state.players[state.current].tiles_left(tile) > 0:
        return None
    return f"you have no {TILE_NAMES[tile]}s left"


def geometry_problem(state: GameState, cells: tuple[int, ...], types: tuple[int, ...]) -> str | None:
    """Everything about where the tile lies, apart from supply and AP."""
    board = state.board
    if not any(board.is_site(c) for c in cells):
        return "a terrain must cover at least one hex of the site"
    for c in cells:
        if state.pond[c]:
            return "a terrain cannot cover an irrigation pond"
        if state.inca[c] >= 0:
            return "a terrain cannot cover a hex with an Inca on it"
        if state.temple[c]:
            return "a terrain cannot cover a temple"
    level = state.height[cells[0]]
    if any(state.height[c] != level for c in cells):
        return "the tile would hang over a lower level: all its hexes must be at the same height"
    if level > 0:
        tops = {state.top_tile[c] for c in cells}
        if len(tops) == 1 and len(state.tiles[tops.pop()].cells) == len(cells):
            return "the tile would lie exactly on a tile of the same shape"
    if VILLAGE in types and _may_join_cities(state, cells, types, city_label(state)):
        if joins_two_cities(state, cells, types):
            return "this would join two cities"
    return None


def _may_join_cities(state: GameState, cells: tuple[int, ...], types: tuple[int, ...], label: list[int]) -> bool:
    village = cells[types.index(VILLAGE)]
    touching = {label[n] for n in state.board.neighbors[village] if n >= 0 and n not in cells and label[n] >= 0}
    return len(touching) > 1


def placement_problem(state: GameState, action: PlaceTerrain) -> str | None:
    if action.tile not in TILE_KINDS:
        return f"unknown tile {action.tile!r}"
    if not 0 <= action.rotation < 6:
        return "rotation must be 0 to 5"
    problem = supply_problem(state, action.tile)
    if problem:
        return problem
    cells = covered(state.board, action)
    if cells is None:
        return "the tile would reach beyond the overflow ring"
    problem = geometry_problem(state, cells, TILE_TYPES[action.tile])
    if problem:
        return problem
    need = cost(state, cells)
    if need > state.ap:
        return f"not enough AP: needs {need}, {state.ap} left"
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
    cells: np.ndarray  # (N, size) covered cells, village first
    anchor: np.ndarray  # (N,) the action's hex cell
    rotation: np.ndarray  # (N,)


_CANDIDATES: dict[tuple[int, str], _Candidates] = {}
_BOARD_ARRAYS: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _board_arrays(board: Board) -> tuple[np.ndarray, np.ndarray]:
    """(is_ring per cell, neighbour table with off-board mapped to a sentinel cell)."""
    key = id(board)
    if key not in _BOARD_ARRAYS:
        n = board.cell_count
        ring = np.array([board.is_ring(c) for c in range(n)], dtype=bool)
        nb = np.array(board.neighbors, dtype=np.int64)
        nb[nb < 0] = n
        _BOARD_ARRAYS[key] = (ring, nb)
    return _BOARD_ARRAYS[key]


def _candidates(board: Board, tile: str) -> _Candidates:
    key = (id(board), tile)
    if key not in _CANDIDATES:
        rows: list[tuple[int, ...]] = []
        anchors: list[int] = []
        rotations: list[int] = []
        for cell in range(board.cell_count):
            for rot in range(6) if tile in ("triple", "double") else (0,):
                action = PlaceTerrain(tile, board.hexes[cell], rot)
                cells = covered(board, action)
                if cells is None or not any(board.is_site(c) for c in cells):
                    continue
                rows.append(cells)
                anchors.append(cell)
                rotations.append(rot)
        cells_arr = np.array(rows, dtype=np.int64)
        _CANDIDATES[key] = _Candidates(cells_arr, np.array(anchors), np.array(rotations))
    return _CANDIDATES[key]


def _legal_mask(state: GameState, tile: str, ap_limit: int) -> tuple[_Candidates, np.ndarray, np.ndarray]:
    board = state.board
    cand = _candidates(board, tile)
    ring, nb = _board_arrays(board)
    height = np.array(state.height, dtype=np.int64)
    blocked = (
        np.array(state.pond, dtype=bool)
        | (np.array(state.inca, dtype=np.int64) >= 0)
        | (np.array(state.temple, dtype=np.int64) > 0)
    )
    cells = cand.cells
    h = height[cells]
    ok = (h == h[:, :1]).all(axis=1) & ~blocked[cells].any(axis=1)
    if state.tiles:
        sizes = np.array([len(t.cells) for t in state.tiles] + [0], dtype=np.int64)
        top = np.array(state.top_tile, dtype=np.int64)[cells]  # -1 (bare) indexes the sentinel 0
        exact = (h[:, 0] > 0) & (top == top[:, :1]).all(axis=1) & (sizes[top[:, 0]] == cells.shape[1])
        ok &= ~exact
    costs = 1 + (ring[cells] & (h == 0)).sum(axis=1)
    ok &= costs <= ap_limit
    if TILE_TYPES[tile][0] == VILLAGE:
        label_list = city_label(state)
        if max(label_list) >= 0:
            label = np.array(label_list + [-1], dtype=np.int64)
            around = nb[cells[:, 0]]
            lab = label[around]
            lab[(around[:, :, None] == cells[:, None, :]).any(axis=2)] = -1
            hi = lab.max(axis=1)
            lo = np.where(lab >= 0, lab, 1 << 30).min(axis=1)
            suspect = np.nonzero(ok & (hi >= 0) & (lo != hi))[0]
            types = TILE_TYPES[tile]
            for i in suspect:
                if joins_two_cities(state, tuple(int(c) for c in cells[i]), types):
                    ok[i] = False
    return cand, ok, costs


def legal_placements(state: GameState, tile: str) -> list[tuple[PlaceTerrain, int]]:
    """Every placement of `tile` the current player may make now, with its AP cost."""
    if tile not in TILE_KINDS or supply_problem(state, tile):
        return []
    cand, ok, costs = _legal_mask(state, tile, state.ap)
    hexes = state.board.hexes
    return [
        (PlaceTerrain(tile, hexes[int(cand.anchor[i])], int(cand.rotation[i])), int(costs[i]))
        for i in np.nonzero(ok)[0]
    ]


def can_place_anywhere(state: GameState, tile: str) -> bool:
    """Is there any legal position for `tile`, whatever the AP (supply is checked)?"""
    if supply_problem(state, tile):
        return False
    _, ok, _ = _legal_mask(state, tile, 1 << 30)
    return bool(ok.any())
