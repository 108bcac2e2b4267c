"""Placing terrain (notes: "Placing terrain", rules 1-6 and the cost)."""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.rules.actions import BuildTemple, PlacePond, PlaceTerrain
from cuzco.games.cuzco.rules.components import CROP, VILLAGE
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.regions import region_of
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import ORIGIN, crop, fresh, inca, put, ready, temple, village
from tests.games.cuzco.rules.scenes import assert_illegal, assert_legal, cell, city, log_texts, play

FOREST = Hex(-8, 0)  # a forest border hex; its NW, W and SW neighbours are on the overflow ring
RING_W = Hex(-9, 0)  # overflow ring, west of FOREST
RING_NW = Hex(-8, -1)
RING_SW = Hex(-9, 1)


def start() -> GameState:
    """Player A's turn has just begun: 6 AP and the placement still to make."""
    state = fresh()
    assert state.current == 0 and state.must_place
    return state


# ---- rule 1: supply ------------------------------------------------------------------


def test_triples_come_from_the_common_supply_the_rest_from_the_players_own() -> None:
    state = start()
    state = play(state, PlaceTerrain("triple", ORIGIN, 0))
    assert state.triples == 55
    state = play(state, PlaceTerrain("double", Hex(0, 2), 0))
    state = play(state, PlaceTerrain("crop", Hex(-4, 0), 0))
    state = play(state, PlaceTerrain("village", Hex(-5, 0), 0))
    a, b = state.players
    assert (a.doubles, a.crops, a.villages) == (4, 2, 1)
    assert (b.doubles, b.crops, b.villages) == (5, 3, 2)
    assert state.triples == 55
    assert state.ap == 2


@pytest.mark.parametrize(
    ("tile", "reason"),
    [
        ("triple", "no triple terrains are left in the common supply"),
        ("double", "you have no double terrains left"),
        ("crop", "you have no single crop terrains left"),
        ("village", "you have no single village terrains left"),
    ],
)
def test_tile_must_be_in_supply(tile: str, reason: str) -> None:
    state = start()
    state.triples = 0
    a = state.players[0]
    a.doubles = a.crops = a.villages = 0
    assert_illegal(state, PlaceTerrain(tile, ORIGIN, 0), reason)


def test_unknown_tile_and_rotation_out_of_range_are_refused() -> None:
    state = start()
    assert_illegal(state, PlaceTerrain("quad", ORIGIN, 0), "unknown tile 'quad'")
    assert_illegal(state, PlaceTerrain("triple", ORIGIN, 6), "rotation must be 0 to 5")
    assert_illegal(state, PlaceTerrain("double", ORIGIN, -1), "rotation must be 0 to 5")


@pytest.mark.parametrize("rotation", range(6))
def test_triple_is_a_village_and_two_crops_in_a_triangle(rotation: int) -> None:
    state = play(start(), PlaceTerrain("triple", ORIGIN, rotation))
    v, a, b = ORIGIN, ORIGIN.neighbor(rotation), ORIGIN.neighbor(rotation + 1)
    assert a.distance(b) == 1
    assert [state.top_type[cell(state, h)] for h in (v, a, b)] == [VILLAGE, CROP, CROP]
    assert sum(state.height) == 3
    tile = state.tiles[-1]
    assert tile.kind == "triple" and tile.player == 0 and tile.turn == 1
    assert tile.cells == tuple(cell(state, h) for h in (v, a, b))


@pytest.mark.parametrize("direction", range(6))
def test_double_is_a_village_and_a_crop(direction: int) -> None:
    state = play(start(), PlaceTerrain("double", ORIGIN, direction))
    assert state.top_type[cell(state, ORIGIN)] == VILLAGE
    assert state.top_type[cell(state, ORIGIN.neighbor(direction))] == CROP
    assert sum(state.height) == 2


# ---- rule 2: on the site or the overflow ring, at least one hex on the site ---------


def test_tile_must_cover_a_site_hex() -> None:
    state = start()
    assert state.board.is_ring(cell(state, RING_W)) and state.board.is_ring(cell(state, RING_SW))
    assert_illegal(state, PlaceTerrain("double", RING_W, 5), "a terrain must cover at least one hex of the site")
    assert_illegal(state, PlaceTerrain("crop", RING_W, 0), "a terrain must cover at least one hex of the site")


def test_tile_may_not_reach_beyond_the_overflow_ring() -> None:
    state = start()
    assert_illegal(state, PlaceTerrain("triple", RING_W, 3), "the tile would reach beyond the overflow ring")
    assert_illegal(state, PlaceTerrain("double", RING_W, 3), "the tile would reach beyond the overflow ring")
    assert_illegal(state, PlaceTerrain("crop", Hex(30, 0), 0), "the tile would reach beyond the overflow ring")


# ---- rule 3: no pond, Inca or temple under the tile --------------------------------


def test_cannot_cover_pond_inca_or_temple() -> None:
    state = start()
    printed = Hex(-1, -2)
    assert state.pond[cell(state, printed)]
    assert_illegal(state, PlaceTerrain("crop", printed, 0), "a terrain cannot cover an irrigation pond")
    # a pond placed in play blocks the same way, even under a crop hex of a triple
    state = ready(state)
    state = play(state, PlacePond(Hex(1, 0)))
    state.placed = False
    assert_illegal(state, PlaceTerrain("triple", ORIGIN, 0), "a terrain cannot cover an irrigation pond")

    state = start()
    crop(state, [Hex(1, 0), Hex(1, -1)])
    village(state, [ORIGIN])
    inca(state, Hex(1, 0), 1)
    assert_illegal(state, PlaceTerrain("triple", ORIGIN, 0), "a terrain cannot cover a hex with an Inca on it")

    state = start()
    village(state, [ORIGIN, Hex(1, 0), Hex(1, -1)])
    temple(state, Hex(1, -1), 2)
    assert_illegal(state, PlaceTerrain("triple", ORIGIN, 0), "a terrain cannot cover a temple")
    assert_illegal(state, PlaceTerrain("village", Hex(1, -1), 0), "a terrain cannot cover a temple")


# ---- rule 4: nothing hangs over air ------------------------------------------------------


def test_no_hanging_over_air() -> None:
    state = start()
    crop(state, [ORIGIN])
    # from a raised terrace down to bare ground
    assert_illegal(state, PlaceTerrain("double", ORIGIN, 0), "the tile would hang over a lower level")
    assert_illegal(state, PlaceTerrain("triple", Hex(-1, 0), 0), "the tile would hang over a lower level")
    # two levels against one
    crop(state, [Hex(1, 0)], level=2)
    assert_illegal(state, PlaceTerrain("double", Hex(1, 0), 3), "all its hexes must be at the same height")


def test_stacking_at_equal_height_is_legal() -> None:
    state = start()
    crop(state, [ORIGIN, Hex(1, 0)], level=2)
    after = assert_legal(state, PlaceTerrain("double", ORIGIN, 0))
    assert after.height[cell(after, ORIGIN)] == 3
    assert after.height[cell(after, Hex(1, 0))] == 3


# ---- rule 5: not exactly on a tile of the same footprint --------------------------------


def test_tile_cannot_lie_exactly_on_tile_of_same_shape() -> None:
    state = start()
    put(state, "crop", ORIGIN)
    assert_illegal(state, PlaceTerrain("village", ORIGIN, 0), "exactly on a tile of the same shape")

    state = start()
    put(state, "double", ORIGIN, 0)  # ORIGIN + its east neighbour
    assert_illegal(state, PlaceTerrain("double", ORIGIN, 0), "exactly on a tile of the same shape")
    # turned round (village and crop swapped) it still covers exactly that double
    assert_illegal(state, PlaceTerrain("double", Hex(1, 0), 3), "exactly on a tile of the same shape")

    state = start()
    put(state, "triple", ORIGIN, 0)  # ORIGIN, (1,0), (1,-1)
    assert_illegal(state, PlaceTerrain("triple", ORIGIN, 0), "exactly on a tile of the same shape")
    # the same three hexes with the village elsewhere: still exactly that triple
    assert_illegal(state, PlaceTerrain("triple", Hex(1, 0), 2), "exactly on a tile of the same shape")
    assert_illegal(state, PlaceTerrain("triple", Hex(1, -1), 4), "exactly on a tile of the same shape")


def test_single_on_one_hex_of_double_is_legal() -> None:
    state = start()
    put(state, "double", ORIGIN, 0)
    assert_legal(state, PlaceTerrain("village", ORIGIN, 0))
    assert_legal(state, PlaceTerrain("crop", Hex(1, 0), 0))


def test_double_on_two_hexes_of_triple_is_legal() -> None:
    state = start()
    put(state, "triple", ORIGIN, 0)
    after = assert_legal(state, PlaceTerrain("double", Hex(1, 0), 2))
    assert after.height[cell(after, Hex(1, 0))] == 2 and after.height[cell(after, Hex(1, -1))] == 2
    assert after.height[cell(after, ORIGIN)] == 1


def test_tile_spanning_several_tiles_is_legal() -> None:
    state = start()
    put(state, "double", ORIGIN, 0)  # ORIGIN, (1,0)
    put(state, "crop", Hex(1, -1))
    # exactly the double's two hexes plus one more: not the footprint of one tile
    assert_legal(state, PlaceTerrain("triple", ORIGIN, 0))
    # two singles side by side take a double
    state = start()
    put(state, "crop", ORIGIN)
    put(state, "crop", Hex(1, 0))
    assert_legal(state, PlaceTerrain("double", ORIGIN, 0))


def test_a_covered_tile_no_longer_counts_as_the_footprint() -> None:
    # a double on two hexes of a triple leaves the triple's third hex as the only part of it on top
    state = start()
    put(state, "triple", ORIGIN, 0)
    put(state, "double", Hex(1, 0), 2)  # covers (1,0), (1,-1): heights 2
    put(state, "crop", ORIGIN)  # ORIGIN height 2 as well: the three hexes are topped by two singles+double
    assert_legal(state, PlaceTerrain("triple", ORIGIN, 0))


# ---- rule 6: cities never merge ---------------------------------------------------------------


def two_cities_with_a_gap(state: GameState) -> Hex:
    """City X: temple (-3,0) and (-2,0). City Y: temple (1,0) and (0,0). The gap (-1,0) is bare."""
    city(state, Hex(-3, 0), 2, 2)
    city(state, Hex(1, 0), 2, 2, direction=3)
    return Hex(-1, 0)


def test_placement_may_not_join_two_cities() -> None:
    state = start()
    gap = two_cities_with_a_gap(state)
    assert_illegal(state, PlaceTerrain("village", gap, 0), "this would join two cities")
    # the village hex of a double or triple joins them just the same
    assert_illegal(state, PlaceTerrain("double", gap, 5), "this would join two cities")
    assert_illegal(state, PlaceTerrain("triple", gap, 4), "this would join two cities")
    # a crop hex in the gap joins nothing
    assert_legal(state, PlaceTerrain("crop", gap, 0))
    assert_legal(state, PlaceTerrain("double", Hex(-1, 1), 2))  # village south of the gap, crop on it


def test_joining_through_a_hex_that_is_cut_from_its_city_is_legal() -> None:
    state = start()
    gap = two_cities_with_a_gap(state)
    crop(state, [gap])  # the gap at height 1, like the cities
    # village on the gap, crop on (0,0): city Y shrinks to its temple hex, which does not touch the gap
    after = assert_legal(state, PlaceTerrain("double", gap, 0))
    x = region_of(after, cell(after, Hex(-3, 0)))
    y = region_of(after, cell(after, Hex(1, 0)))
    assert x is not None and y is not None
    assert x.kind == "city" and x.size == 3
    assert y.kind == "city" and y.size == 1
    assert after.temple[cell(after, Hex(1, 0))] == 2


def test_joining_city_and_village_is_allowed() -> None:
    state = start()
    city(state, Hex(-3, 0), 2, 2)
    village(state, [Hex(0, 0), Hex(1, 0)])  # a village with no temple
    village(state, [Hex(-1, 1)])  # and another one
    after = assert_legal(state, PlaceTerrain("village", Hex(-1, 0), 0))
    joined = region_of(after, cell(after, Hex(-3, 0)))
    assert joined is not None
    assert joined.kind == "city"
    assert joined.size == 6
    assert joined.temple == cell(after, Hex(-3, 0))


def test_cutting_a_city_keeps_temple_value_and_frees_a_village() -> None:
    state = start()
    t, a, b, c = city(state, Hex(-2, 0), 4, 4)  # (-2,0) temple, (-1,0), (0,0), (1,0)
    crop(state, [b.neighbor(1)])  # a crop hex north-east of b, beside c
    # double: village north-east of b, crop on b, cutting the city in two
    after = assert_legal(state, PlaceTerrain("double", b.neighbor(1), 4))
    assert after.top_type[cell(after, b)] == CROP
    kept = region_of(after, cell(after, t))
    freed = region_of(after, cell(after, c))
    assert kept is not None and freed is not None
    assert kept.kind == "city" and kept.cells == {cell(after, t), cell(after, a)}
    assert after.temple[cell(after, t)] == 4  # value unchanged although the city has 2 hexes
    assert freed.kind == "village" and freed.temple is None
    assert freed.cells == {cell(after, c), cell(after, b.neighbor(1))}
    # the freed part can take a temple of its own
    inca(after, c, 0)
    after = assert_legal(after, BuildTemple(b.neighbor(1), 2))
    assert after.temple[cell(after, b.neighbor(1))] == 2


# ---- cost ---------------------------------------------------------------------------------


def test_placement_costs_one_ap() -> None:
    state = play(start(), PlaceTerrain("triple", ORIGIN, 0))
    assert state.ap == 5
    state = play(state, PlaceTerrain("crop", Hex(-4, 0), 0))
    assert state.ap == 4


def test_overflow_costs_one_ap_per_bare_ring_hex() -> None:
    state = start()
    assert state.board.is_border(cell(state, FOREST))
    one = assert_legal(state, PlaceTerrain("double", FOREST, 3))  # crop on RING_W
    assert one.ap == 6 - 2
    two = assert_legal(state, PlaceTerrain("triple", FOREST, 2))  # crops on RING_NW and RING_W
    assert two.ap == 6 - 3
    assert "(3 AP, 2 for overflowing)" in log_texts(two)[-1]
    # the village hex may be the one overflowing
    village_out = assert_legal(state, PlaceTerrain("triple", RING_W, 0))  # RING_W, FOREST, RING_NW
    assert village_out.ap == 6 - 3
    assert village_out.top_type[cell(village_out, RING_W)] == VILLAGE


def test_overflow_needs_the_ap() -> None:
    state = ready(start(), ap=2)
    state.placed = False
    assert_illegal(state, PlaceTerrain("triple", FOREST, 2), "not enough AP: needs 3, 2 left")
    state.ap = 0
    assert_illegal(state, PlaceTerrain("crop", ORIGIN, 0), "not enough AP: needs 1, 0 left")


def test_covering_an_overflow_costs_nothing_extra() -> None:
    state = start()
    put(state, "triple", FOREST, 2)  # FOREST, RING_NW, RING_W at height 1
    after = assert_legal(state, PlaceTerrain("double", FOREST, 3))  # FOREST + RING_W, both height 1
    assert after.ap == 6 - 1
    assert after.height[cell(after, RING_W)] == 2
    # stacking over an earlier overflow is possible; mixing it with bare ring still hangs
    assert_illegal(state, PlaceTerrain("triple", FOREST, 3), "the tile would hang over a lower level")


def test_overflow_at_height_zero_next_to_raised_site_is_fine() -> None:
    state = start()
    crop(state, [FOREST.neighbor(0)])  # a terrace beside, not under, the tile
    after = assert_legal(state, PlaceTerrain("double", FOREST, 4))
    assert after.height[cell(after, RING_SW)] == 1


def test_terrain_need_not_touch_other_terrain_or_the_border() -> None:
    state = play(start(), PlaceTerrain("crop", Hex(-4, 3), 0), PlaceTerrain("triple", Hex(3, 2), 0))
    assert state.ap == 4 and len(state.tiles) == 2


def test_single_ignores_rotation() -> None:
    state = start()
    for rotation in range(6):
        after = assert_legal(state, PlaceTerrain("village", ORIGIN, rotation))
        assert [c for c in range(after.board.cell_count) if after.height[c]] == [cell(after, ORIGIN)]


def test_covering_changes_the_type_of_a_hex() -> None:
    state = start()
    put(state, "crop", ORIGIN)
    put(state, "village", Hex(1, 0))
    after = assert_legal(state, PlaceTerrain("double", Hex(1, 0), 3))  # village on (1,0), crop on ORIGIN
    assert after.top_type[cell(after, ORIGIN)] == CROP
    assert after.top_type[cell(after, Hex(1, 0))] == VILLAGE
    assert after.height[cell(after, ORIGIN)] == 2
    after = assert_legal(state, PlaceTerrain("double", ORIGIN, 0))  # village on ORIGIN, crop on (1,0)
    assert after.top_type[cell(after, ORIGIN)] == VILLAGE
    assert after.top_type[cell(after, Hex(1, 0))] == CROP


def test_placement_problem_alone_names_an_unknown_tile() -> None:
    """`placement_problem` is the one source of truth for a placement, also when called without the engine."""
    from cuzco.games.cuzco.rules.placement import placement_problem

    state = ready(fresh())
    assert placement_problem(state, PlaceTerrain("quad", ORIGIN, 0)) == "unknown tile 'quad'"
