"""Building and expanding temples."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message, N_plural

from .components import TEMPLE_VALUES, VILLAGE
from .errors import short_of_ap
from .position import highest_position
from .regions import region_index, region_of

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
        return Message(N_("a temple's value is 2, 4, 6, 8 or 10"))
    if value <= current:
        return Message(N_("the new value must be higher than {value}"), {"value": current})
    if value > size:
        said = {"n": size, "value": value}
        if place == "city":
            return N_plural("this city has only {n} hex: a value-{value} temple needs at least {value}",
                            "this city has only {n} hexes: a value-{value} temple needs at least {value}", said)
        return N_plural("this village has only {n} hex: a value-{value} temple needs at least {value}",
                        "this village has only {n} hexes: a value-{value} temple needs at least {value}", said)
    missing = floors_missing(state, current, value)
    if missing is not None:
        return Message(N_("no temple floor of value {value} is left"), {"value": missing})
    return None


def build_problem(state: GameState, cell: int | None, value: int) -> str | None:
    return _site_problem(state, cell) or _build_value_problem(state, cell, value)


def _site_problem(state: GameState, cell: int | None) -> str | None:
    """Why nobody may build at `cell` now, whatever the value (None if some value might do)."""
    if cell is None or state.height[cell] == 0 or state.top_type[cell] != VILLAGE:
        return Message(N_("temples are built on village terrain"))
    if state.temple[cell]:
        return Message(N_("a temple already stands there"))
    if state.inca[cell] is not None:
        return Message(N_("temples are built only on a hex with no Inca"))
    region = region_of(state, cell)
    assert region is not None
    if region.temple is not None:
        return Message(N_("this is already a city: a city has only one temple"))
    if highest_position(state, region.cells) != state.current:
        return Message(N_("you do not hold the highest position in this village"))
    if cell in state.changed_temples:
        return Message(N_("this temple already changed value this turn"))
    return None


def _build_value_problem(state: GameState, cell: int | None, value: int) -> str | None:
    region = region_of(state, cell)
    assert region is not None
    problem = _value_problem(state, 0, value, region.size, "village")
    if problem:
        return problem
    if state.ap < 1:
        return short_of_ap(1, 0)
    return None


def expand_problem(state: GameState, cell: int | None, value: int) -> str | None:
    return _expand_site_problem(state, cell) or _expand_value_problem(state, cell, value)


def _expand_site_problem(state: GameState, cell: int | None) -> str | None:
    """Why nobody may expand the temple at `cell` now, whatever the value."""
    if cell is None or not state.temple[cell]:
        return Message(N_("there is no temple there"))
    if cell in state.changed_temples:
        return Message(N_("this temple already changed value this turn"))
    region = region_of(state, cell)
    assert region is not None
    if highest_position(state, region.cells) != state.current:
        return Message(N_("you do not hold the highest position in this city"))
    return None


def _expand_value_problem(state: GameState, cell: int | None, value: int) -> str | None:
    assert cell is not None
    region = region_of(state, cell)
    assert region is not None
    problem = _value_problem(state, state.temple[cell], value, region.size, "city")
    if problem:
        return problem
    if state.ap < 1:
        return short_of_ap(1, 0)
    return None


def take_floors(state: GameState, start: int, value: int) -> None:
    for v in range(start + 2, value + 1, 2):
        state.floors[v] -= 1


def options(state: GameState) -> dict[int, list[int]]:
    """Every cell where the current player may build or expand now, with the values allowed."""
    if state.ap < 1:
        return {}
    out: dict[int, list[int]] = {}
    held: dict[int, int | None] = {}  # highest position per region (by id), asked once
    for c, region in enumerate(region_index(state).of_cell):
        if region is None or region.kind == "crop" or (not state.temple[c] and state.inca[c] is not None):
            continue
        if id(region) not in held:
            held[id(region)] = highest_position(state, region.cells)
        if held[id(region)] != state.current:
            continue
        values = legal_values(state, c)
        if values:
            out[c] = values
    return out


def no_site_reason(state: GameState) -> Message | None:
    """Why the current player can build or expand no temple anywhere now (None when they can)."""
    if state.phase != "turn":
        return Message(N_("temples are built only during a turn"))
    if not state.placed:
        return Message(N_("your turn begins with placing a terrain"))
    if state.ap < 1:
        return short_of_ap(1, 0)
    if options(state):
        return None
    index = region_index(state)
    places = [r for r in index.regions if r.kind in ("village", "city")]
    if not places:
        return Message(N_("temples are built in villages, and there is no village terrain on the board yet"))
    held = [r for r in places if highest_position(state, r.cells) == state.current]
    if not held:
        return Message(N_("you hold the highest position in no village or city: bring an Inca "
                          "onto the highest village hex first"))
    villages = [r for r in held if r.kind == "village"]
    if villages and all(r.size < TEMPLE_VALUES[0] for r in villages) and all(r.kind == "village" for r in held):
        return Message(N_("a temple needs a village of at least {size} hexes: the villages you lead "
                          "have only 1 hex"), {"size": TEMPLE_VALUES[0]})
    for r in held:  # the first reason a place you lead refuses a temple
        for c in sorted(r.cells):
            problem = (_expand_site_problem(state, c) or _expand_value_problem(state, c, state.temple[c] + 2)
                       if state.temple[c] else _site_problem(state, c) or _build_value_problem(state, c, 2))
            if problem:
                return problem  # type: ignore[return-value]
    return Message(N_("no temple can be built or expanded now"))


def legal_values(state: GameState, cell: int | None) -> list[int]:
    """Values the current player may build or expand to at `cell` now."""
    if cell is None:
        return []
    if state.temple[cell]:
        if _expand_site_problem(state, cell):
            return []
        return [v for v in TEMPLE_VALUES if _expand_value_problem(state, cell, v) is None]
    if _site_problem(state, cell):
        return []
    return [v for v in TEMPLE_VALUES if _build_value_problem(state, cell, v) is None]
