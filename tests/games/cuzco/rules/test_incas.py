"""Incas: entering and leaving at the border, moving across terrain (notes: "Incas")."""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import EnterInca, LeaveInca, MoveInca
from cuzco.games.cuzco.rules.components import CROP, VILLAGE
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.incas import reachable
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, line, put, raise_hex, ready, temple, village
from tests.games.cuzco.rules.scenes import assert_illegal, assert_legal, cell, log_texts, play

FOREST = Hex(-8, 0)
MOUNTAIN = Hex(8, 0)
RING_W = Hex(-9, 0)


def turn(ap: int = 6) -> GameState:
    """Player A, placement done, `ap` left."""
    return ready(fresh(), ap)


def costs(state: GameState, src: Hex) -> dict[Hex, int]:
    return {state.hex(c): d for c, d in reachable(state, cell(state, src)).items()}


# ---- entering and leaving ------------------------------------------------------------------


def test_enter_costs_1_at_forest_2_at_mountain() -> None:
    state = turn()
    assert state.board.edge[cell(state, FOREST)] == 1 and state.board.edge[cell(state, MOUNTAIN)] == 2
    crop(state, [FOREST, MOUNTAIN])
    state = play(state, EnterInca(FOREST))
    assert state.ap == 5
    assert state.inca[cell(state, FOREST)] == 0
    assert state.players[0].reserve == 11
    state = play(state, EnterInca(MOUNTAIN))
    assert state.ap == 3
    assert state.players[0].reserve == 10
    assert "brings an Inca in at (8,0) (2 AP)" in log_texts(state)[-1]


def test_leave_costs_1_at_forest_2_at_mountain() -> None:
    state = turn()
    village(state, [FOREST, MOUNTAIN])
    inca(state, FOREST, 0)
    inca(state, MOUNTAIN, 0)
    state = play(state, LeaveInca(FOREST))
    assert state.ap == 5 and state.inca[cell(state, FOREST)] is None and state.players[0].reserve == 11
    state = play(state, LeaveInca(MOUNTAIN))
    assert state.ap == 3 and state.players[0].reserve == 12


def test_enter_only_on_border_terrain() -> None:
    state = turn()
    crop(state, [Hex(-7, 0)])  # terrain, but not on the border
    assert_illegal(state, EnterInca(Hex(-7, 0)), "Incas enter only on a hex along the forest or mountain edge")
    # a border hex with no terrain
    assert_illegal(state, EnterInca(FOREST), "Incas enter only on terrain, not on an empty hex")
    # an overflow-ring hex, even with terrain, is not a border hex
    put(state, "triple", FOREST, 2)
    assert_illegal(state, EnterInca(RING_W), "Incas enter only on a hex along the forest or mountain edge")
    assert_illegal(state, EnterInca(Hex(40, 0)), "along the forest or mountain edge")
    assert_legal(state, EnterInca(FOREST))


def test_enter_refused_on_temple_occupied_hex_empty_reserve_or_short_ap() -> None:
    state = turn()
    village(state, [FOREST, MOUNTAIN])
    temple(state, FOREST, 2)
    assert_illegal(state, EnterInca(FOREST), "Incas cannot stand on a temple")
    inca(state, MOUNTAIN, 1)
    assert_illegal(state, EnterInca(MOUNTAIN), "another Inca already stands there")

    state = turn(ap=1)
    crop(state, [MOUNTAIN])
    assert_illegal(state, EnterInca(MOUNTAIN), "not enough AP: needs 2, 1 left")
    state.players[0].reserve = 0
    crop(state, [FOREST])
    assert_illegal(state, EnterInca(FOREST), "you have no Incas left in your reserve")


def test_leave_only_from_border_and_only_own_inca() -> None:
    state = turn()
    crop(state, [Hex(-7, 0), FOREST, MOUNTAIN])
    inca(state, Hex(-7, 0), 0)
    inca(state, FOREST, 1)
    assert_illegal(state, LeaveInca(Hex(-7, 0)), "Incas leave only from a hex along the forest or mountain edge")
    assert_illegal(state, LeaveInca(FOREST), "none of your Incas stands there")
    assert_illegal(state, LeaveInca(MOUNTAIN), "none of your Incas stands there")
    inca(state, MOUNTAIN, 0)
    state.ap = 1
    assert_illegal(state, LeaveInca(MOUNTAIN), "not enough AP: needs 2, 1 left")


def test_entering_and_moving_on_are_two_actions() -> None:
    state = turn()
    crop(state, [FOREST, Hex(-7, 0)])
    state = play(state, EnterInca(FOREST), MoveInca(FOREST, Hex(-7, 0)))
    texts = log_texts(state)
    assert "brings an Inca in at (-8,0) (1 AP)" in texts[-2]
    assert "moves an Inca from (-8,0) to (-7,0) (0 AP)" in texts[-1]
    assert state.ap == 5


# ---- moving -------------------------------------------------------------------------------


def test_move_cost_counts_type_changes_only() -> None:
    state = turn()
    path = line(Hex(-3, 1), 0, 5)  # (-3,1) .. (1,1)
    raise_hex(state, path[0], CROP, 1)
    raise_hex(state, path[1], CROP, 3)  # climbing up and down is free
    raise_hex(state, path[2], CROP, 1)
    raise_hex(state, path[3], VILLAGE, 2)
    raise_hex(state, path[4], CROP, 1)
    inca(state, path[0], 0)
    assert costs(state, path[0]) == {path[1]: 0, path[2]: 0, path[3]: 1, path[4]: 2}
    after = play(state, MoveInca(path[0], path[4]))
    assert after.ap == 4
    assert after.inca[cell(after, path[4])] == 0 and after.inca[cell(after, path[0])] is None
    free = play(state, MoveInca(path[0], path[2]))
    assert free.ap == 6


def test_move_takes_the_cheapest_path() -> None:
    state = turn()
    crop(state, [Hex(0, 0), Hex(2, 0)])
    village(state, [Hex(1, 0)])  # straight on: two changes of type
    crop(state, [Hex(1, -1), Hex(2, -1)])  # round about: crop all the way
    inca(state, Hex(0, 0), 0)
    assert costs(state, Hex(0, 0))[Hex(2, 0)] == 0
    assert play(state, MoveInca(Hex(0, 0), Hex(2, 0))).ap == 6
    # without the detour the only way costs 2
    state = turn()
    crop(state, [Hex(0, 0), Hex(2, 0)])
    village(state, [Hex(1, 0)])
    inca(state, Hex(0, 0), 0)
    assert costs(state, Hex(0, 0))[Hex(2, 0)] == 2


def test_move_never_crosses_enemy_inca() -> None:
    state = turn()
    path = line(Hex(-3, 1), 0, 5)
    crop(state, path)
    inca(state, path[0], 0)
    inca(state, path[2], 1)
    assert set(costs(state, path[0])) == {path[1]}
    assert_illegal(state, MoveInca(path[0], path[4]), "no path leads there")


def test_move_crosses_own_inca() -> None:
    state = turn()
    path = line(Hex(-3, 1), 0, 5)
    crop(state, path)
    inca(state, path[0], 0)
    inca(state, path[2], 0)
    after = assert_legal(state, MoveInca(path[0], path[4]))
    assert after.ap == 6
    assert after.inca[cell(after, path[2])] == 0  # the one passed stays put


def test_move_only_over_terrain_never_bare_hex_pond_or_temple() -> None:
    state = turn()
    crop(state, [Hex(-2, 1), Hex(0, 1)])  # (-1,1) between them is bare
    inca(state, Hex(-2, 1), 0)
    assert_illegal(state, MoveInca(Hex(-2, 1), Hex(0, 1)), "no path leads there")
    assert_illegal(state, MoveInca(Hex(-2, 1), Hex(-1, 1)), "Incas move only on terrain")

    # across the printed pond at (-2,2): its west and east neighbours touch only through it
    state = turn()
    crop(state, [Hex(-3, 2), Hex(-1, 2)])
    inca(state, Hex(-3, 2), 0)
    assert state.pond[cell(state, Hex(-2, 2))]
    assert_illegal(state, MoveInca(Hex(-3, 2), Hex(-1, 2)), "no path leads there")
    assert_illegal(state, MoveInca(Hex(-3, 2), Hex(-2, 2)), "Incas move only on terrain")

    # through a temple
    state = turn()
    path = line(Hex(-1, 1), 0, 3)
    village(state, path)
    temple(state, path[1], 2)
    inca(state, path[0], 0)
    assert_illegal(state, MoveInca(path[0], path[2]), "no path leads there")
    assert_illegal(state, MoveInca(path[0], path[1]), "Incas cannot stand on a temple")


def test_one_inca_per_hex() -> None:
    state = turn()
    path = line(Hex(-3, 1), 0, 3)
    crop(state, path)
    inca(state, path[0], 0)
    inca(state, path[1], 0)
    inca(state, path[2], 1)
    assert_illegal(state, MoveInca(path[0], path[1]), "another Inca already stands there")
    assert_illegal(state, MoveInca(path[0], path[2]), "another Inca already stands there")
    crop(state, [FOREST])
    inca(state, FOREST, 1)
    assert_illegal(state, EnterInca(FOREST), "another Inca already stands there")


def test_move_needs_own_inca_a_real_destination_and_the_ap() -> None:
    state = turn(ap=1)
    path = line(Hex(-3, 1), 0, 3)
    crop(state, [path[0], path[2]])
    village(state, [path[1]])
    inca(state, path[0], 0)
    assert_illegal(state, MoveInca(path[1], path[2]), "none of your Incas stands there")
    assert_illegal(state, MoveInca(path[0], path[0]), "the Inca is already there")
    assert_illegal(state, MoveInca(path[0], Hex(40, 0)), "that hex is not on the board")
    assert_illegal(state, MoveInca(path[0], path[2]), "not enough AP: needs 2, 1 left")
    assert_legal(state, MoveInca(path[0], path[1]))


def test_overflow_ring_hexes_with_terrain_are_walkable() -> None:
    state = turn()
    put(state, "triple", FOREST, 2)  # village FOREST, crops on (-8,-1) and RING_W
    inca(state, FOREST, 0)
    reach = costs(state, FOREST)
    assert reach == {Hex(-8, -1): 1, RING_W: 1}
    after = play(state, MoveInca(FOREST, RING_W))
    assert after.inca[cell(after, RING_W)] == 0 and after.ap == 5


def test_moving_far_on_one_type_is_free() -> None:
    state = turn()
    path = line(Hex(-7, 1), 0, 14)
    village(state, path)
    raise_hex(state, path[5], VILLAGE, 3)
    inca(state, path[0], 0)
    assert play(state, MoveInca(path[0], path[-1])).ap == 6


def test_edge_cost_of_a_cell_number_past_the_board_is_none() -> None:
    from cuzco.games.cuzco.rules.incas import edge_cost

    state = fresh()
    last = state.board.cell_count - 1
    assert edge_cost(state, state.board.cell_count) is None and edge_cost(state, -1) is None
    assert edge_cost(state, last) is None  # the last cell is on the overflow ring: no edge
