"""Highest position: who dominates a set of hexes by the elevations of their Incas.

Each player's Inca elevations, highest first, form a list; lists compare
element by element and a longer list beats its own prefix. Python's list
ordering is exactly that, so comparisons below are plain `<` and `==`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState


def elevation_lists(state: GameState, cells: Iterable[int]) -> dict[int, list[int]]:
    lists: dict[int, list[int]] = {}
    for c in cells:
        owner = state.inca[c]
        if owner is not None:
            lists.setdefault(owner, []).append(state.height[c])
    for values in lists.values():
        values.sort(reverse=True)
    return lists


def holder(lists: dict[int, list[int]]) -> int | None:
    """The player whose list beats every other one, or None (nobody there, or a tie at the top)."""
    if not lists:
        return None
    ordered = sorted(lists.items(), key=lambda item: item[1], reverse=True)
    if len(ordered) > 1 and ordered[0][1] == ordered[1][1]:
        return None
    return ordered[0][0]


def highest_position(state: GameState, cells: Iterable[int]) -> int | None:
    return holder(elevation_lists(state, cells))


def ranks(state: GameState, cells: Iterable[int]) -> dict[int, int]:
    """Rank of each player with an Inca there: 1 + the number of players strictly above."""
    lists = elevation_lists(state, cells)
    return {p: 1 + sum(1 for other in lists.values() if other > mine) for p, mine in lists.items()}
