"""The board as data: site, border edges, printed ponds, overflow ring (notes: "The board")."""

from __future__ import annotations

import math

from cuzco.games.cuzco.rules.board import (
    EDGE_FOREST,
    EDGE_MOUNTAIN,
    EDGE_NONE,
    PRINTED_PONDS,
    hex_center,
    standard_board,
)
from cuzco.games.cuzco.rules.hexgrid import DIRECTIONS, Hex

BOARD = standard_board()
SITE = set(BOARD.hexes[: BOARD.site_count])
RING = set(BOARD.hexes[BOARD.site_count:])


def _connected(hexes: set[Hex]) -> bool:
    if not hexes:
        return False
    start = next(iter(hexes))
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in h.neighbors():
            if n in hexes and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == hexes


def test_board_counts() -> None:
    assert BOARD.site_count == 153
    assert len(SITE) == 153
    assert len(PRINTED_PONDS) == 3
    assert {BOARD.hexes[c] for c in BOARD.printed_ponds} == set(PRINTED_PONDS)
    assert set(PRINTED_PONDS) <= SITE
    assert len(SITE - set(PRINTED_PONDS)) == 150  # buildable site hexes


def test_site_hexes_come_first_then_the_ring() -> None:
    assert all(BOARD.is_site(c) and not BOARD.is_ring(c) for c in range(BOARD.site_count))
    assert all(BOARD.is_ring(c) and not BOARD.is_site(c) for c in range(BOARD.site_count, BOARD.cell_count))
    assert len(set(BOARD.hexes)) == BOARD.cell_count
    for c, h in enumerate(BOARD.hexes):
        assert BOARD.cell_of(h) == c
    assert BOARD.cell_of(Hex(40, 40)) is None


def test_site_is_one_piece_and_mid_board_is_origin() -> None:
    assert _connected(SITE)
    assert Hex(0, 0) in SITE
    assert all(n in SITE for n in Hex(0, 0).neighbors())


def test_site_is_an_oval_wider_than_tall() -> None:
    xs = [hex_center(h)[0] for h in SITE]
    ys = [hex_center(h)[1] for h in SITE]
    assert max(xs) - min(xs) > max(ys) - min(ys)


def test_overflow_ring_is_exactly_the_hexes_just_outside_the_site() -> None:
    outside_neighbours = {n for h in SITE for n in h.neighbors() if n not in SITE}
    assert RING == outside_neighbours
    assert not RING & SITE


def test_neighbour_table_matches_hex_geometry() -> None:
    for c, h in enumerate(BOARD.hexes):
        for k, n in enumerate(BOARD.neighbors[c]):
            expected = h.neighbor(k)
            if n is None:
                assert expected not in SITE and expected not in RING
            else:
                assert BOARD.hexes[n] == expected


def test_consecutive_directions_point_at_touching_hexes() -> None:
    # the triple terrain uses directions k and k+1: they must be neighbours of each other
    for k in range(6):
        a = Hex(0, 0).neighbor(k)
        b = Hex(0, 0).neighbor(k + 1)
        assert a.distance(b) == 1
    assert len(DIRECTIONS) == 6


def test_border_hexes_are_site_hexes_with_a_neighbour_outside() -> None:
    for c in range(BOARD.site_count):
        h = BOARD.hexes[c]
        outside = any(n not in SITE for n in h.neighbors())
        assert BOARD.is_border(c) == outside, h
        assert (BOARD.edge[c] != EDGE_NONE) == outside
    for c in range(BOARD.site_count, BOARD.cell_count):
        assert BOARD.edge[c] == EDGE_NONE  # the ring has no forest or mountain edge
    assert len(BOARD.border_cells()) == sum(1 for c in range(BOARD.site_count) if BOARD.is_border(c))


def test_border_split_forest_mountain_contiguous_halves() -> None:
    forest = {BOARD.hexes[c] for c in BOARD.border_cells() if BOARD.edge[c] == EDGE_FOREST}
    mountain = {BOARD.hexes[c] for c in BOARD.border_cells() if BOARD.edge[c] == EDGE_MOUNTAIN}
    assert len(forest) + len(mountain) == len(BOARD.border_cells())
    assert abs(len(forest) - len(mountain)) <= 2
    assert _connected(forest), "the forest edge is not one contiguous stretch"
    assert _connected(mountain), "the mountain edge is not one contiguous stretch"


def test_printed_ponds_in_middle_third_apart_and_off_the_border() -> None:
    xs = [hex_center(h)[0] for h in SITE]
    left, right = min(xs), max(xs)
    third = (right - left) / 3
    for pond in PRINTED_PONDS:
        x = hex_center(pond)[0]
        assert left + third <= x <= right - third, f"{pond} is not in the middle third"
        assert not BOARD.is_border(BOARD.cell_of(pond)), f"{pond} lies on the border"
        assert not any(BOARD.is_border(n) for n in BOARD.neighbors[BOARD.cell_of(pond)]), f"{pond} touches the border"
    for a in PRINTED_PONDS:
        for b in PRINTED_PONDS:
            if a != b:
                assert a.distance(b) > 1, f"printed ponds {a} and {b} touch"


def test_board_is_deterministic_data() -> None:
    # the same layout every time (it is cached, but a rebuild must agree as well)
    rebuilt = standard_board.__wrapped__()
    assert rebuilt.hexes == BOARD.hexes
    assert rebuilt.edge == BOARD.edge
    assert rebuilt.printed_ponds == BOARD.printed_ponds


def test_hex_centres_are_unit_spaced() -> None:
    x0, y0 = hex_center(Hex(0, 0))
    for n in Hex(0, 0).neighbors():
        x, y = hex_center(n)
        assert math.isclose(math.hypot(x - x0, y - y0), math.sqrt(3))
