"""Inca move costs: the zone search, its plain reference, limits, and hand-built oddities."""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import MoveInca
from cuzco.games.cuzco.rules.components import CROP, VILLAGE
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.incas import MAX_CACHED_ZONES, Zones, move_costs, reachable, zones_for
from cuzco.games.cuzco.rules.regions import region_index

from .builders import crop, fresh, inca, line, ready, temple, village
from .scenes import assert_legal, cell

ROW = line(Hex(-4, 0), 0, 7)  # (-4,0) .. (2,0)


def striped_row():
    """Seven hexes in a row: village, village, crop, crop, village, crop, village."""
    state = ready(fresh(2, 0))
    kinds = [VILLAGE, VILLAGE, CROP, CROP, VILLAGE, CROP, VILLAGE]
    for h, k in zip(ROW, kinds):
        (village if k == VILLAGE else crop)(state, [h], 1)
    inca(state, ROW[0], 0)
    return state


def test_costs_count_changes_of_terrain_type_along_the_row() -> None:
    state = striped_row()
    start = cell(state, ROW[0])
    expected = {cell(state, h): cost for h, cost in zip(ROW[1:], [0, 1, 1, 2, 3, 4])}
    assert reachable(state, start) == expected
    assert move_costs(state, start, 0) == {start: 0, **expected}
    assert move_costs(state, start, 0, limit=2) == {c: d for c, d in move_costs(state, start, 0).items() if d <= 3}
    for limit in range(5):
        assert reachable(state, start, limit) == {c: d for c, d in expected.items() if d <= limit}
        assert {c: d for c, d in move_costs(state, start, 0, limit).items() if d <= limit} == {
            start: 0, **{c: d for c, d in expected.items() if d <= limit}}


def test_zones_split_the_row_by_terrain_type() -> None:
    state = striped_row()
    zones = Zones(state, 0)
    ids = [zones.zone_of[cell(state, h)] for h in ROW]
    assert ids[0] == ids[1] and ids[2] == ids[3] and len(set(ids)) == 5
    assert zones.zone_of[cell(state, Hex(3, 3))] is None  # bare ground
    first = ids[0]
    assert first is not None
    assert zones.distances(first, None) == {z: d for z, d in zip(sorted(set(ids), key=ids.index), range(5))}
    assert zones.distances(first, 1) == {ids[0]: 0, ids[2]: 1}
    assert zones.distances(first, 0) == {ids[0]: 0}


def test_an_other_players_inca_or_a_temple_blocks_the_way_and_ends_no_move() -> None:
    state = striped_row()
    inca(state, ROW[3], 1)
    start = cell(state, ROW[0])
    assert set(reachable(state, start)) == {cell(state, ROW[1]), cell(state, ROW[2])}
    state2 = striped_row()
    temple(state2, ROW[1], 2)
    assert cell(state2, ROW[1]) not in reachable(state2, start)


def test_own_incas_are_passed_but_not_landed_on() -> None:
    state = striped_row()
    inca(state, ROW[2], 0)
    start = cell(state, ROW[0])
    found = reachable(state, start)
    assert cell(state, ROW[2]) not in found and found[cell(state, ROW[3])] == 1
    assert move_costs(state, start, 0)[cell(state, ROW[2])] == 1


def test_an_inca_standing_where_none_may_stand_still_gets_the_plain_costs() -> None:
    """Hand-built: a temple under an Inca. The zone search has no zone for it and falls back."""
    state = striped_row()
    start = cell(state, ROW[0])
    state.temple[start] = 2
    state._regions = None
    assert zones_for(state, 0).zone_of[start] is None
    plain = {c: d for c, d in move_costs(state, start, 0).items() if state.inca[c] is None}
    assert reachable(state, start) == plain and cell(state, ROW[1]) in plain
    assert reachable(state, start, 1) == {c: d for c, d in plain.items() if d <= 1}
    assert reachable(state, cell(state, Hex(3, 3))) == {}


def test_a_move_pays_the_cost_the_search_found() -> None:
    state = striped_row()
    after = assert_legal(state, MoveInca(ROW[0], ROW[5]))
    assert after.ap == state.ap - 3 and after.inca[cell(after, ROW[5])] == 0


def test_the_zone_cache_is_kept_per_placement_of_incas_and_stays_small() -> None:
    state = striped_row()
    cache = region_index(state).terrain_facts
    first = zones_for(state, 0)
    assert zones_for(state, 0) is first
    for k in range(MAX_CACHED_ZONES + 3):
        state.inca[cell(state, ROW[1])] = k % 2  # hand-moved Incas: each arrangement gets its own zones
        state.inca[cell(state, ROW[4])] = k
        zones_for(state, 0)
    assert sum(1 for key in cache if isinstance(key, tuple) and key[0] == "zones") <= MAX_CACHED_ZONES
