"""Placing terrain: which hexes a tile covers, whether it may lie there, and what it costs.

`placement_problem` is the one source of truth for a single placement;
`positions.legal_placements` answers the same question for every position of a
tile at once (so the UI can highlight them while the mouse moves), and property
tests check that both always agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .actions import PlaceTerrain
from .board import Board
from .components import CROP, TILE_KINDS, VILLAGE
from .errors import short_of_ap
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
        if state.inca[c] is not None:
            return Message(N_("a terrain cannot cover a hex with an Inca on it"))
        if state.temple[c]:
            return Message(N_("a terrain cannot cover a temple"))
    level = state.height[cells[0]]
    if any(state.height[c] != level for c in cells):
        return Message(N_("the tile would hang over a lower level: all its hexes must be at the same height"))
    if level > 0:
        tops = {state.top_tile[c] for c in cells}
        top = tops.pop() if len(tops) == 1 else None
        if top is not None and len(state.tiles[top].cells) == len(cells):
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
        return short_of_ap(need, state.ap)
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
