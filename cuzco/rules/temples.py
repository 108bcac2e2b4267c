"""Building and expanding temples."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import TEMPLE_VALUES, VILLAGE
from .position import highest_position
from .regions import region_of

if TYPE_CHECKING:
    from .state import GameState


def floors_missing(state: GameState, start: int, value: int) -> int | None:
    """The first floor value above `start` up to `value` that the supply lacks, or None."""
    for v in range(start + 2, value + 1, 2):
        if state.floors.get(v, 0) <= 0:
            return v
    return None


def _value_problem(state: GameState, current: int, value: int, size: int, place: str) -> str | None:
    if value not in TEMPLE_VALUES:
        return "a temple's value is 2, 4, 6, 8 or 10"
    if value <= current:
        return f"the new value must be higher than {current}"
    if value > size:
        return f"this {place} has only {size} hexes: a value-{value} temple needs at least {value}"
    missing = floors_missing(state, current, value)
    if missing is not None:
        return f"no temple floor of value {missing} is left"
    return None


def build_problem(state: GameState, cell: int, value: int) -> str | None:
    if cell < 0 or state.height[cell] == 0 or state.top_type[cell] != VILLAGE:
        return "temples are built on village terrain"
    if state.temple[cell]:
        return "a temple already stands there"
    if state.inca[cell] >= 0:
        return "temples are built only on a hex with no Inca"
    region = region_of(state, cell)
    assert region is not None
    if region.temple is not None:
        return "this is already a city: a city has only one temple"
    if highest_position(state, region.cells) != state.current:
        return "you do not hold the highest position in this village"
    if cell in state.changed_temples:
        return "this temple already changed value this turn"
    problem = _value_problem(state, 0, value, region.size, "village")
    if problem:
        return problem
    if state.ap < 1:
        return "not enough AP: needs 1, 0 left"
    return None


def expand_problem(state: GameState, cell: int, value: int) -> str | None:
    if cell < 0 or not state.temple[cell]:
        return "there is no temple there"
    if cell in state.changed_temples:
        return "this temple already changed value this turn"
    region = region_of(state, cell)
    assert region is not None
    if highest_position(state, region.cells) != state.current:
        return "you do not hold the highest position in this city"
    problem = _value_problem(state, state.temple[cell], value, region.size, "city")
    if problem:
        return problem
    if state.ap < 1:
        return "not enough AP: needs 1, 0 left"
    return None


def take_floors(state: GameState, start: int, value: int) -> None:
    for v in range(start + 2, value + 1, 2):
        state.floors[v] -= 1


def options(state: GameState) -> dict[int, list[int]]:
    """Every cell where the current player may build or expand now, with the values allowed."""
    if state.ap < 1:
        return {}
    out: dict[int, list[int]] = {}
    for c in range(state.board.cell_count):
        if state.temple[c] or (state.top_type[c] == VILLAGE and state.inca[c] < 0):
            values = legal_values(state, c)
            if values:
                out[c] = values
    return out


def legal_values(state: GameState, cell: int) -> list[int]:
    """Values the current player may build or expand to at `cell` now."""
    if cell < 0:
        return []
    check = expand_problem if state.temple[cell] else build_problem
    return [v for v in TEMPLE_VALUES if check(state, cell, v) is None]
