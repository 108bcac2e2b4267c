"""Highest position (notes: "Highest position"): elevation lists compared element by element."""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.position import elevation_lists, highest_position, holder, ranks
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import fresh, line
from tests.games.cuzco.rules.scenes import cell, inca_at

SPOTS = line(Hex(-6, 0), 0, 13) + line(Hex(-6, 1), 0, 13)


def arrange(lists: dict[int, list[int]], players: int = 3) -> tuple[GameState, list[int]]:
    """One Inca per listed elevation, each on its own hex raised to that height; returns the cells used."""
    state = fresh(players)
    spots = iter(SPOTS)
    used = []
    for player, heights in lists.items():
        for h in heights:
            spot = next(spots)
            inca_at(state, spot, player, h)
            used.append(cell(state, spot))
    return state, used


A, B, C = 0, 1, 2


@pytest.mark.parametrize(
    ("lists", "winner"),
    [
        ({A: [4], B: [2, 2, 2]}, A),
        ({A: [3, 1], B: [3, 2]}, B),
        ({A: [3, 1], B: [3, 2], C: [2, 2, 2]}, B),
        ({A: [3], B: [3, 1]}, B),
        ({A: [3, 2], B: [2, 3]}, None),  # the same elevations, whatever the order of the hexes
        ({A: [3, 2], B: [3, 2], C: [1]}, None),  # a tie at the top: nobody
        ({A: [2], B: [2]}, None),
        ({A: [1]}, A),  # a player alone holds it
        ({}, None),  # no Inca: nobody
    ],
)
def test_highest_position_checks_from_the_notes(lists: dict[int, list[int]], winner: int | None) -> None:
    state, cells = arrange(lists)
    assert highest_position(state, cells) == winner


def test_elevation_lists_are_sorted_highest_first_and_skip_absent_players() -> None:
    state, cells = arrange({A: [1, 3, 2], C: [2]})
    assert elevation_lists(state, cells) == {A: [3, 2, 1], C: [2]}
    assert holder({}) is None


def test_only_the_given_hexes_count() -> None:
    state, cells = arrange({A: [1], B: [5]})
    a_cell = cells[0]
    assert highest_position(state, [a_cell]) == A
    assert highest_position(state, cells) == B


def test_c_with_2_2_2_is_below_both_a_3_1_and_b_3_2() -> None:
    state, cells = arrange({A: [3, 1], B: [3, 2], C: [2, 2, 2]})
    assert ranks(state, cells) == {B: 1, A: 2, C: 3}


def test_ranks_share_on_equal_lists_and_skip_the_next_place() -> None:
    state, cells = arrange({A: [2, 1], B: [2, 1], C: [2]}, players=3)
    assert ranks(state, cells) == {A: 1, B: 1, C: 3}
    state, cells = arrange({A: [4], B: [2], C: [2]})
    assert ranks(state, cells) == {A: 1, B: 2, C: 2}
