"""Questions the UI and the bots ask, in terms of `Hex`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import Message

from . import festival, incas, placement, ponds, positions, temples
from .actions import PlaceTerrain
from .board import Board
from .final_scoring import preview
from .hexgrid import Hex
from .position import highest_position as _highest
from .regions import Region, region_of, regions

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .state import GameState

legal_placements = positions.legal_placements
final_scoring_preview = preview

__all__ = [
    "legal_placements", "placement_cells", "placement_cost", "entry_options", "exit_cost", "reachable",
    "regions", "region_at", "highest_position", "temple_values", "temple_options", "pond_spots",
    "festival_temples", "final_scoring_preview", "entry_spots", "why_no_entry", "why_no_temple",
    "why_no_festival", "festival_problem_at",
    "Region",
]


def placement_cells(board: Board, action: PlaceTerrain) -> list[tuple[int, int]] | None:
    """(cell, terrain type) for each hex the tile would cover; None when part of it is off the board."""
    cells = placement.covered(board, action)
    if cells is None:
        return None
    return list(zip(cells, placement.TILE_TYPES[action.tile]))


def placement_cost(state: GameState, action: PlaceTerrain) -> int:
    cells = placement.covered(state.board, action)
    return 0 if cells is None else placement.cost(state, cells)


def entry_options(state: GameState) -> dict[Hex, int]:
    return {state.hex(c): cost for c, cost in incas.entry_options(state).items()}


def entry_spots(state: GameState) -> dict[Hex, int]:
    """Border hexes where the current player may bring an Inca in now, with the AP each costs:
    none before the turn's terrain is placed (as `temple_options` and `pond_spots`)."""
    if state.phase != "turn" or not state.placed:
        return {}
    return entry_options(state)


def why_no_entry(state: GameState) -> Message | None:
    """Why no Inca can come in anywhere now, in the rules' words (None when one can)."""
    return incas.no_entry_reason(state)


def why_no_temple(state: GameState) -> Message | None:
    """Why no temple can be built or expanded anywhere now, in the rules' words (None when one can)."""
    return temples.no_site_reason(state)


def why_no_festival(state: GameState) -> Message | None:
    """Why no festival can be proposed anywhere now, in the rules' words (None when one can)."""
    return festival.no_festival_reason(state)


def festival_problem_at(state: GameState, hex: Hex) -> Message | None:
    """Why no festival may be proposed at the temple on `hex` now, cards aside (None when it may)."""
    return festival.temple_problem(state, state.board.cell_of(hex))  # type: ignore[return-value]


def exit_cost(state: GameState, hex: Hex) -> int | None:
    c = state.board.cell_of(hex)
    return incas.edge_cost(state, c) if incas.leave_problem(state, c) is None else None


def reachable(state: GameState, hex: Hex) -> dict[Hex, int]:
    c = state.board.cell_of(hex)
    if c is None:
        return {}
    return {state.hex(d): cost for d, cost in incas.reachable(state, c).items() if d != c}


def region_at(state: GameState, hex: Hex) -> Region | None:
    return region_of(state, state.board.cell_of(hex))


def highest_position(state: GameState, cells: Iterable[int]) -> int | None:
    return _highest(state, cells)


def temple_values(state: GameState, hex: Hex) -> list[int]:
    return temples.legal_values(state, state.board.cell_of(hex))


def temple_options(state: GameState) -> dict[Hex, list[int]]:
    """Hexes where the current player may build (village hexes) or expand (temples) now, with values."""
    if state.phase != "turn" or not state.placed:
        return {}
    return {state.hex(c): values for c, values in temples.options(state).items()}


def pond_spots(state: GameState) -> set[Hex]:
    """Site hexes where the current player may place a pond now."""
    if state.phase != "turn" or not state.placed:
        return set()
    return {state.hex(c) for c in ponds.pond_cells(state)}


def festival_temples(state: GameState) -> list[Hex]:
    return [state.hex(c) for c in festival.festival_temples(state)]
