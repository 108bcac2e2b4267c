"""Temples: building and expanding (notes: "Temples")."""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.rules.actions import BuildTemple, EndTurn, ExpandTemple, PlaceTerrain
from cuzco.games.cuzco.rules.components import VILLAGE
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.regions import region_of
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, line, raise_hex, ready, temple, village
from tests.games.cuzco.rules.scenes import assert_illegal, assert_legal, cell, city, inca_at, play

ROW = line(Hex(-3, 0), 0, 8)  # (-3,0) .. (4,0): clear of the printed ponds


def turn(ap: int = 6, players: int = 2) -> GameState:
    return ready(fresh(players), ap)


def village_of(state: GameState, size: int) -> list[Hex]:
    hexes = ROW[:size]
    village(state, hexes)
    return hexes


# ---- building -------------------------------------------------------------------------------


def test_build_temple_needs_highest_position() -> None:
    state = turn()
    v = village_of(state, 4)
    inca(state, v[0], 0)
    inca_at(state, v[1], 1, height=2)
    assert_illegal(state, BuildTemple(v[3], 2), "you do not hold the highest position in this village")
    # a tie at the top is not enough
    state = turn()
    v = village_of(state, 4)
    inca(state, v[0], 0)
    inca(state, v[1], 1)
    assert_illegal(state, BuildTemple(v[3], 2), "you do not hold the highest position in this village")
    # nobody there at all
    state = turn()
    v = village_of(state, 4)
    assert_illegal(state, BuildTemple(v[3], 2), "you do not hold the highest position in this village")


def test_incas_outside_the_village_do_not_count() -> None:
    state = turn()
    v = village_of(state, 4)
    inca(state, v[0], 0)
    raise_hex(state, Hex(0, 1), 1, 3)  # a high crop hex beside the village
    inca(state, Hex(0, 1), 1)
    assert_legal(state, BuildTemple(v[3], 4))


def test_build_temple_effects() -> None:
    state = turn()
    v = village_of(state, 4)
    inca(state, v[0], 0)
    after = assert_legal(state, BuildTemple(v[2], 4))  # straight to 4: floors 2 and 4, still 1 AP
    t = cell(after, v[2])
    assert after.temple[t] == 4
    assert after.floors == {2: 11, 4: 10, 6: 10, 8: 8, 10: 6}
    assert after.ap == 5
    assert after.players[0].score == 2
    assert after.score_log[-1].source == "temple" and after.score_log[-1].points == 2
    region = region_of(after, t)
    assert region is not None and region.kind == "city" and region.temple == t and region.size == 4


def test_build_only_on_an_empty_village_hex() -> None:
    state = turn()
    v = village_of(state, 4)
    crop(state, [Hex(-3, 1)])
    inca(state, v[0], 0)
    assert_illegal(state, BuildTemple(Hex(-3, 1), 2), "temples are built on village terrain")
    assert_illegal(state, BuildTemple(Hex(-3, 2), 2), "temples are built on village terrain")  # bare
    assert_illegal(state, BuildTemple(v[0], 2), "temples are built only on a hex with no Inca")
    temple(state, v[3], 2)
    assert_illegal(state, BuildTemple(v[3], 4), "a temple already stands there")
    assert_illegal(state, BuildTemple(v[2], 2), "this is already a city: a city has only one temple")


def test_build_at_any_height() -> None:
    state = turn()
    v = village_of(state, 2)
    raise_hex(state, v[1], VILLAGE, 3)
    inca(state, v[0], 0)
    after = assert_legal(state, BuildTemple(v[1], 2))
    assert after.temple[cell(after, v[1])] == 2


@pytest.mark.parametrize(("size", "best"), [(2, 2), (3, 2), (4, 4), (5, 4), (6, 6), (7, 6), (8, 8)])
def test_temple_value_limited_by_size(size: int, best: int) -> None:
    state = turn()
    v = village_of(state, size)
    inca(state, v[0], 0)
    assert_legal(state, BuildTemple(v[-1], best))
    if best < 10:
        assert_illegal(state, BuildTemple(v[-1], best + 2),
                       f"this village has only {size} hexes: a value-{best + 2} temple needs at least {best + 2}")


@pytest.mark.parametrize("value", [0, 1, 3, 12])
def test_temple_values_are_even_from_2_to_10(value: int) -> None:
    state = turn()
    v = village_of(state, 8)
    inca(state, v[0], 0)
    assert_illegal(state, BuildTemple(v[-1], value), "a temple's value is 2, 4, 6, 8 or 10")


def test_temple_needs_floors_in_supply() -> None:
    state = turn()
    v = village_of(state, 8)
    inca(state, v[0], 0)
    state.floors[4] = 0
    assert_illegal(state, BuildTemple(v[-1], 4), "no temple floor of value 4 is left")
    assert_illegal(state, BuildTemple(v[-1], 8), "no temple floor of value 4 is left")  # 8 needs 2, 4, 6, 8
    assert_legal(state, BuildTemple(v[-1], 2))
    # expanding past a missing value is impossible too
    state = turn()
    hexes = city(state, ROW[0], 2, 8)
    inca(state, hexes[1], 0)
    state.floors[6] = 0
    assert_illegal(state, ExpandTemple(ROW[0], 8), "no temple floor of value 6 is left")
    assert_legal(state, ExpandTemple(ROW[0], 4))


def test_temple_actions_cost_1_ap() -> None:
    state = turn(ap=0)
    v = village_of(state, 4)
    inca(state, v[0], 0)
    assert_illegal(state, BuildTemple(v[-1], 2), "not enough AP: needs 1, 0 left")
    state = turn(ap=0)
    hexes = city(state, ROW[0], 2, 4)
    inca(state, hexes[1], 0)
    assert_illegal(state, ExpandTemple(ROW[0], 4), "not enough AP: needs 1, 0 left")


# ---- expanding ------------------------------------------------------------------------------


def test_expand_temple_by_anyone_holding_the_highest_position() -> None:
    state = turn()
    hexes = city(state, ROW[0], 4, 8)  # built by nobody in particular
    inca(state, hexes[1], 0)
    inca(state, hexes[2], 1)
    inca_at(state, hexes[3], 0, height=2)
    after = assert_legal(state, ExpandTemple(ROW[0], 8))  # 4 -> 8 in one go: floors 6 and 8
    assert after.temple[cell(after, ROW[0])] == 8
    assert after.floors[6] == state.floors[6] - 1 and after.floors[8] == state.floors[8] - 1
    assert after.floors[4] == state.floors[4] and after.floors[2] == state.floors[2]
    assert after.players[0].score == 4
    assert after.ap == 5


def test_expand_refusals() -> None:
    state = turn()
    hexes = city(state, ROW[0], 4, 5)
    inca(state, hexes[1], 1)
    assert_illegal(state, ExpandTemple(ROW[0], 6), "you do not hold the highest position in this city")
    inca_at(state, hexes[2], 0, height=2)
    assert_illegal(state, ExpandTemple(ROW[0], 4), "the new value must be higher than 4")
    assert_illegal(state, ExpandTemple(ROW[0], 2), "the new value must be higher than 4")
    assert_illegal(state, ExpandTemple(ROW[0], 6), "this city has only 5 hexes: a value-6 temple needs at least 6")
    assert_illegal(state, ExpandTemple(hexes[1], 6), "there is no temple there")
    state.temple[cell(state, ROW[0])] = 10
    assert_illegal(state, ExpandTemple(ROW[0], 12), "a temple's value is 2, 4, 6, 8 or 10")


def test_the_temple_hex_counts_in_the_city_size() -> None:
    state = turn()
    hexes = city(state, ROW[0], 2, 4)
    inca(state, hexes[1], 0)
    assert_legal(state, ExpandTemple(ROW[0], 4))


def test_expand_removes_solar_disc() -> None:
    state = turn()
    hexes = city(state, ROW[0], 2, 4)
    inca(state, hexes[1], 0)
    t = cell(state, ROW[0])
    state.disc[t] = True
    state.discs -= 1
    after = assert_legal(state, ExpandTemple(ROW[0], 4))
    assert not after.disc[t]
    assert after.discs == 15  # the disc goes back to the supply


def test_temple_changes_once_per_turn() -> None:
    state = turn()
    v = village_of(state, 8)
    inca(state, v[0], 0)
    built = play(state, BuildTemple(v[-1], 2))
    assert_illegal(built, ExpandTemple(v[-1], 4), "this temple already changed value this turn")
    # an existing temple expands once, not twice
    state = turn()
    hexes = city(state, ROW[0], 2, 8)
    inca(state, hexes[1], 0)
    once = play(state, ExpandTemple(ROW[0], 4))
    assert_illegal(once, ExpandTemple(ROW[0], 6), "this temple already changed value this turn")


def test_several_temples_may_each_change_once_a_turn() -> None:
    state = turn()
    west = city(state, Hex(-6, 0), 2, 4)  # (-6,0) .. (-3,0)
    east = city(state, Hex(1, 0), 2, 4)  # (1,0) .. (4,0)
    inca(state, west[1], 0)
    inca(state, east[1], 0)
    state = play(state, ExpandTemple(west[0], 4), ExpandTemple(east[0], 4))
    assert state.temple[cell(state, west[0])] == 4 and state.temple[cell(state, east[0])] == 4
    assert state.players[0].score == 4


def test_temple_may_change_again_next_turn() -> None:
    state = fresh()
    hexes = city(state, ROW[0], 2, 8)
    inca(state, hexes[1], 0)
    state = play(state, PlaceTerrain("crop", Hex(-4, 3), 0), ExpandTemple(ROW[0], 4), EndTurn())
    state = play(state, PlaceTerrain("crop", Hex(-5, 3), 0), EndTurn())
    assert state.current == 0 and state.changed_temples == []
    state = play(state, PlaceTerrain("crop", Hex(-6, 3), 0), ExpandTemple(ROW[0], 6))
    assert state.temple[cell(state, ROW[0])] == 6


def test_villages_connect_whatever_the_heights_and_count_overflow_hexes() -> None:
    state = turn()
    forest, ring_w, inner = Hex(-8, 0), Hex(-9, 0), Hex(-7, 0)
    village(state, [forest, ring_w, inner])  # the ring hex (-9,0) carries village terrain too
    raise_hex(state, inner, VILLAGE, 2)  # three levels up: still the same village
    region = region_of(state, cell(state, forest))
    assert region is not None and region.size == 3
    assert state.board.is_ring(cell(state, ring_w))
    inca(state, inner, 0)
    assert_illegal(state, BuildTemple(ring_w, 4), "this village has only 3 hexes")
    after = assert_legal(state, BuildTemple(ring_w, 2))  # a temple on the overflowing hex
    assert after.temple[cell(after, ring_w)] == 2
