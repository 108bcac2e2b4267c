"""Build scenario states for tests: terrain, Incas and temples put straight onto the board.

These helpers bypass AP and turn order on purpose (a scenario is a position,
not a history); they keep the state's bookkeeping consistent (tile records,
heights, supplies) so the rules judge the next action exactly as in play.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.components import CROP, VILLAGE
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.placement import TILE_TYPES, covered
from cuzco.games.cuzco.rules.setup import Setup, new_game
from cuzco.games.cuzco.rules.state import GameState, PlacedTile

ORIGIN = Hex(0, 0)  # a site hex in the middle of the board, far from the printed ponds


def fresh(players: int = 2, first: int = 0, seed: int | str = 0, deck: tuple[str, ...] | None = None) -> GameState:
    names = ("A", "B", "C", "D")[:players]
    return new_game(Setup(names, seed, first, deck))


def ready(state: GameState, ap: int = 6) -> GameState:
    """Mark the mandatory placement as done so other actions can be tried directly."""
    state.placed = True
    state.ap = ap
    return state


def put(state: GameState, tile: str, hex: Hex, rotation: int = 0, player: int = 0) -> tuple[int, ...]:
    """Lay a tile with no legality check (and no supply change); returns its cells."""
    cells = covered(state.board, PlaceTerrain(tile, hex, rotation))
    assert cells is not None, f"{tile} at {hex} rotation {rotation} is off the board"
    index = len(state.tiles)
    state.tiles.append(PlacedTile(tile, cells, player, state.turn))
    for c, t in zip(cells, TILE_TYPES[tile]):
        state.height[c] += 1
        state.top_type[c] = t
        state.top_tile[c] = index
    state._regions = None
    return cells


def raise_hex(state: GameState, hex: Hex, kind: int, levels: int) -> None:
    """Stack `levels` singles of type `kind` (CROP or VILLAGE) on one hex."""
    tile = "village" if kind == VILLAGE else "crop"
    for _ in range(levels):
        put(state, tile, hex)


def village(state: GameState, hexes: list[Hex], level: int = 1) -> None:
    for h in hexes:
        raise_hex(state, h, VILLAGE, level - state.height[state.cell(h)])


def crop(state: GameState, hexes: list[Hex], level: int = 1) -> None:
    for h in hexes:
        raise_hex(state, h, CROP, level - state.height[state.cell(h)])


def inca(state: GameState, hex: Hex, player: int) -> None:
    c = state.cell(hex)
    assert state.height[c] > 0, f"{hex} has no terrain"
    state.inca[c] = player
    state.players[player].reserve -= 1


def temple(state: GameState, hex: Hex, value: int) -> None:
    c = state.cell(hex)
    state.temple[c] = value
    for v in range(2, value + 1, 2):
        state.floors[v] -= 1
    state._regions = None


def line(start: Hex, direction: int, length: int) -> list[Hex]:
    """`length` hexes in a row from `start`."""
    out = [start]
    for _ in range(length - 1):
        out.append(out[-1].neighbor(direction))
    return out
