"""Rules at the very first and last cells, off the board and on the overflow ring.

Cell 0 is the first site hex (on the forest edge) and the last cell lies on
the ring: the places where an index mistake (a cell 0 taken for "none", a
missing neighbour read as the last cell) would change a verdict unnoticed.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import (
    BuildTemple,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.board import EDGE_FOREST, EDGE_MOUNTAIN, hex_center, standard_board
from cuzco.games.cuzco.rules.components import VILLAGE
from cuzco.games.cuzco.rules.final_scoring import city_awards, preview
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.regions import region_of

from .builders import fresh, inca, put, ready, temple, village
from .scenes import assert_illegal, assert_legal, cell

BOARD = standard_board()
FIRST = BOARD.hexes[0]  # (-2,-5): cell 0, on the forest edge
SECOND = BOARD.hexes[1]  # (-1,-5), beside it
LAST = BOARD.hexes[-1]  # (2,6): the last cell, on the ring
OFF = Hex(40, 40)


def test_cell_0_and_the_last_cell_are_where_these_tests_assume() -> None:
    assert BOARD.cell_of(FIRST) == 0 and BOARD.edge[0] == EDGE_FOREST
    assert BOARD.cell_of(LAST) == BOARD.cell_count - 1 and BOARD.is_ring(BOARD.cell_count - 1)
    assert BOARD.cell_of(OFF) is None and not hasattr(BOARD, "index")  # no -1 that could index a list
    assert SECOND in FIRST.neighbors()


def city_at_cell_0(value: int = 2) -> tuple:
    """A city of 4 hexes whose temple stands on cell 0; A's Inca is highest in it."""
    state = ready(fresh(2, 0))
    hexes = [FIRST, SECOND, Hex(0, -5), Hex(1, -5)]
    village(state, hexes, 1)
    village(state, [SECOND], 2)
    inca(state, SECOND, 0)
    temple(state, FIRST, value)
    return state, hexes


def test_a_temple_on_cell_0_is_built_and_makes_a_city() -> None:
    state = ready(fresh(2, 0))
    village(state, [FIRST, SECOND], 1)
    inca(state, SECOND, 0)
    assert queries.temple_values(state, FIRST) == [2]
    after = assert_legal(state, BuildTemple(FIRST, 2))
    assert after.temple[0] == 2 and after.players[0].score == 1
    region = queries.region_at(after, FIRST)
    assert region is not None and region.kind == "city" and region.temple == 0
    assert region_of(after, 1) == region


def test_a_city_whose_temple_is_on_cell_0_scores_and_expands() -> None:
    state, hexes = city_at_cell_0(2)
    assert queries.region_at(state, FIRST).temple == 0  # type: ignore[union-attr]
    assert city_awards(state, 0) == [(0, 1, 2)]
    assert preview(state) == [2, 0]
    assert queries.temple_options(state) == {FIRST: [4]}
    after = assert_legal(state, ExpandTemple(FIRST, 4))
    assert after.temple[0] == 4
    assert_illegal(state, BuildTemple(Hex(0, -5), 2), "already a city")


def test_a_festival_at_a_temple_on_cell_0() -> None:
    state, _ = city_at_cell_0(2)
    state.players[0].hand = ["mask"]
    state.discard[-1:] = ["mask"]  # the wanted relic; card counts do not matter to the rule
    assert queries.festival_temples(state) == [FIRST]
    after = assert_legal(state, ProposeFestival(FIRST, ("mask",)))
    # A alone has an Inca in the city: the festival settles at once, a sole organizer at a value-2 temple
    assert after.festival is None and after.disc[0] and after.discs == state.discs - 1
    assert after.players[0].score == state.players[0].score + 1
    assert queries.festival_temples(after) == []


def test_an_inca_leaves_from_cell_0_and_enters_there() -> None:
    state = ready(fresh(2, 0), ap=6)
    put(state, "village", FIRST)
    assert queries.entry_options(state)[FIRST] == 1
    entered = assert_legal(state, EnterInca(FIRST))
    assert entered.inca[0] == 0 and entered.ap == 5
    assert queries.exit_cost(entered, FIRST) == 1
    left = assert_legal(entered, LeaveInca(FIRST))
    assert left.inca[0] is None and left.ap == 4 and left.players[0].reserve == entered.players[0].reserve + 1


def test_region_at_cell_0_and_off_the_board() -> None:
    state = fresh(2, 0)
    assert queries.region_at(state, FIRST) is None
    put(state, "village", FIRST)
    region = queries.region_at(state, FIRST)
    assert region is not None and region.cells == frozenset({0}) and region.kind == "village"
    assert queries.region_at(state, OFF) is None
    assert region_of(state, -1) is None and region_of(state, BOARD.cell_count) is None


def test_terrain_on_the_last_ring_cell_joins_only_its_real_neighbours() -> None:
    state = fresh(2, 0)
    last = BOARD.cell_count - 1
    neighbour = BOARD.hexes[BOARD.adjacent[last][0]]
    put(state, "village", LAST)
    put(state, "village", neighbour)
    put(state, "village", FIRST)  # cell 0 has off-board directions too: they are not the last cell
    far = region_of(state, 0)
    assert far is not None and far.cells == frozenset({0})
    ring = region_of(state, last)
    assert ring is not None and ring.cells == frozenset({last, BOARD.cell_of(neighbour)})
    assert all(last not in r.cells for r in queries.regions(state) if 0 in r.cells)


def test_every_action_at_an_off_board_hex_is_refused() -> None:
    state = ready(fresh(2, 0))
    put(state, "village", Hex(0, 0))
    inca(state, Hex(0, 0), 0)
    assert_illegal(state, ProposeFestival(OFF, ("mask",)), "there is no temple there")
    assert_illegal(state, EnterInca(OFF), "forest or mountain edge")
    assert_illegal(state, LeaveInca(OFF), "none of your Incas")
    assert_illegal(state, MoveInca(OFF, Hex(0, 0)), "none of your Incas")
    assert_illegal(state, MoveInca(Hex(0, 0), OFF), "not on the board")
    assert_illegal(state, BuildTemple(OFF, 2), "village terrain")
    assert_illegal(state, ExpandTemple(OFF, 4), "no temple there")
    assert_illegal(state, PlacePond(OFF), "hexes of the site")
    assert_illegal(state, PlaceTerrain("crop", OFF), "beyond the overflow ring")
    assert queries.temple_values(state, OFF) == []
    assert queries.reachable(state, OFF) == {}
    assert queries.exit_cost(state, OFF) is None


def test_the_border_splits_into_21_forest_hexes_in_the_west_and_21_mountain_hexes_in_the_east() -> None:
    forest = [BOARD.hexes[c] for c in BOARD.border_cells() if BOARD.edge[c] == EDGE_FOREST]
    mountain = [BOARD.hexes[c] for c in BOARD.border_cells() if BOARD.edge[c] == EDGE_MOUNTAIN]
    assert len(forest) == 21 and len(mountain) == 21
    assert all(hex_center(h)[0] < 0 for h in forest)
    assert all(hex_center(h)[0] > 0 for h in mountain)
    state = ready(fresh(2, 0))
    west, east = min(forest, key=lambda h: hex_center(h)[0]), max(mountain, key=lambda h: hex_center(h)[0])
    put(state, "crop", west)
    put(state, "crop", east)
    assert queries.entry_options(state) == {west: 1, east: 2}


def test_a_village_tile_on_part_of_one_city_is_allowed() -> None:
    """Covering some hexes of one city (not its temple) touches only that city: no join."""
    state = ready(fresh(2, 0))
    row = [Hex(-3, 0), Hex(-2, 0), Hex(-1, 0), Hex(0, 0)]
    village(state, row, 1)
    temple(state, row[0], 2)
    other = [Hex(2, 0), Hex(3, 0)]
    village(state, other, 1)
    temple(state, other[1], 2)
    # a double on (-1,0)+(0,0): both city hexes, level 1; its village hex touches only the first city
    action = PlaceTerrain("double", Hex(-1, 0), 0)
    assert [state.top_type[c] for c in (cell(state, Hex(-1, 0)), cell(state, Hex(0, 0)))] == [VILLAGE, VILLAGE]
    after = assert_legal(state, action)
    city = region_of(after, cell(after, row[0]))
    assert city is not None and cell(after, Hex(-1, 0)) in city.cells and cell(after, Hex(0, 0)) not in city.cells
    assert action in [a for a, _ in queries.legal_placements(state, "double")]
    # a single village on (1,0) would join both cities
    assert_illegal(state, PlaceTerrain("village", Hex(1, 0)), "join two cities")


def test_a_tile_joining_a_city_whose_temple_is_on_cell_0_to_another_city_is_refused() -> None:
    state = ready(fresh(2, 0))
    first_city = [FIRST, SECOND]  # temple on cell 0
    gap = Hex(0, -5)
    second_city = [Hex(1, -5), Hex(2, -5)]
    village(state, first_city + second_city, 1)
    temple(state, FIRST, 2)
    temple(state, second_city[1], 2)
    assert state.top_type[cell(state, gap)] == 0
    assert_illegal(state, PlaceTerrain("village", gap), "join two cities")
    assert PlaceTerrain("village", gap) not in [a for a, _ in queries.legal_placements(state, "village")]
    assert PlaceTerrain("crop", gap) in [a for a, _ in queries.legal_placements(state, "crop")]
