"""The component data of Feld's Cuzco: every item tagged with its source, the counts of the rulebook's
component list, and the checks of the reconstructed road network."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, is_dataclass

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.board import connections


def _items() -> list[object]:
    out: list[object] = []
    for name in dir(C):
        value = getattr(C, name)
        if is_dataclass(value) and not isinstance(value, type):
            out.append(value)
        elif isinstance(value, tuple) and value and all(is_dataclass(v) and not isinstance(v, type) for v in value):
            out.extend(value)
    out.extend(C.MISSIONS.values())
    return out


def test_every_component_item_is_tagged_rulebook_or_reconstructed() -> None:
    items = _items()
    assert len(items) > 200
    for item in items:
        assert "source" in {f.name for f in fields(item)}, item  # type: ignore[arg-type]
        assert item.source in C.SOURCES, item  # type: ignore[attr-defined]
    for tag in (C.GOD_GROUPING_SOURCE, C.ABILITY_SOURCE, C.TILE_VALUE_SOURCE, C.OVERLAY_SOURCE, C.MASK_SOURCE):
        assert tag in C.SOURCES


def test_the_counts_match_the_component_list() -> None:
    counts = C.COMPONENT_COUNTS
    assert len(C.GOD_CARDS) * C.COPIES_PER_CARD == counts["god cards"]
    assert Counter(c.god for c in C.GOD_CARDS) == Counter({g: 3 for g in range(5)})
    assert sum(1 for t in C.TILES if t.kind == C.STUDY) == counts["study tiles"]
    assert sum(1 for t in C.TILES if t.kind == C.FARM) == counts["farm tiles"]
    assert sum(g.copies for g in C.GOOD_TYPES) == counts["goods"] == C.MARKET_ROWS * C.MARKET_COLUMNS
    assert len(C.GOLDEN_MISSIONS) == counts["golden missions"] and len(C.GREY_MISSIONS) == counts["grey missions"]
    assert len(C.VILLAGES) == counts["villages"]
    assert C.MEDALS_ON_TEMPLE + C.MEDALS_FOR_PLAYERS == counts["Inti medals"]
    assert sum(C.PUTUTU_SUPPLY.value[4]) == counts["pututu tiles"]  # type: ignore[index]
    assert len(C.MASKS) == counts["masks"] and C.CIRCLETS == counts["circlets per player"]
    assert C.QUIPUS == counts["quipus per player"]
    assert C.FEATHERS_PER_COLOUR_PER_PLAYER * C.MAX_PLAYERS == counts["feathers per colour"]


def test_each_colour_has_three_villages_and_the_map_holds_the_values_the_missions_name() -> None:
    assert Counter(v.colour for v in C.VILLAGES) == Counter({c: 3 for c in range(4)})
    values = {v.vp for v in C.VILLAGES}
    assert {1, 2, 3, 4, 5, 7} <= values  # mission 14's example
    assert sum(1 for v in C.VILLAGES if v.vp == 3) == 3  # mission 12
    assert sum(1 for v in C.VILLAGES if v.vp == 2) >= 3  # mission 13
    assert sum(1 for v in C.VILLAGES if v.inner) >= 4 and sum(1 for v in C.VILLAGES if not v.inner) >= 4


def test_the_road_network_has_12_stone_and_12_bridge_links_and_is_connected() -> None:
    kinds = Counter(link.kind for link in C.LINKS) + Counter(kind for kind, _ in C.OVERLAY_ARMS)
    assert kinds == Counter({C.STONE: 12, C.BRIDGE: 12})
    seen, todo = {C.CUZCO}, [C.CUZCO]
    while todo:
        for place, _, _ in connections(todo.pop(), 0):
            if place not in seen:
                seen.add(place)
                todo.append(place)
    assert seen == set(range(13))


def test_with_roads_of_4_pips_or_fewer_every_village_but_the_7_vp_one_is_reached() -> None:
    seen, todo = {C.CUZCO}, [C.CUZCO]
    while todo:
        for place, _, pips in connections(todo.pop(), 0):
            if pips <= 4 and place not in seen:
                seen.add(place)
                todo.append(place)
    assert set(range(13)) - seen == {7} and C.VILLAGES[7].vp == 7


def test_the_overlay_shows_stone_trails_of_2_4_and_6_and_rope_bridges() -> None:
    stones = sorted(p for kind, p in C.OVERLAY_ARMS if kind == C.STONE)
    assert stones == [2, 4, 6] and sum(1 for kind, _ in C.OVERLAY_ARMS if kind == C.BRIDGE) >= 2


def test_every_mask_has_three_dots_per_colour_and_every_circlet_a_different_pair() -> None:
    for mask in C.MASKS:
        assert Counter(mask) == Counter({c: 3 for c in range(4)})
        pairs = [frozenset((mask[a], mask[b])) for a, b in (C.circlet_dots(c) for c in range(1, 7))]
        assert len(set(pairs)) == 6
    assert len(set(C.MASKS)) == 4


def test_the_circlet_of_3_prints_2_vp_and_the_known_goods_prices() -> None:
    assert C.CIRCLET_VP[2].value == 2 and C.CIRCLET_VP[2].source == C.RULEBOOK
    assert (C.GOOD_TYPES[0].cost, C.GOOD_TYPES[0].vp, C.GOOD_TYPES[5].vp) == (1, 1, 9)


def test_missions_44_to_55_name_the_abilities_in_the_rulebook_order() -> None:
    names = [C.ABILITIES[C.MISSIONS[m].needs[0][1] - 1] for m in range(44, 56)]
    assert names == ["1 offering", "2 VP", "1 space on the knowledge track", "move along a rope bridge of up to 2",
                     "move along a stone trail of up to 2", "any 1 feather", "1 god card",
                     "move 1 quipu to the reserve",
                     "activate a circlet as with a die of 3", "1 food", "take a study tile as with a die of 3",
                     "take a farm tile as with a die of 3"]


def test_a_single_stone_or_bridge_tile_has_3_and_4_roads_of_2_pips_or_fewer() -> None:
    roads = [(link.kind, link.pips) for link in C.LINKS] + list(C.OVERLAY_ARMS)
    assert sum(1 for kind, pips in roads if kind == C.STONE and pips <= 2) == 3
    assert sum(1 for kind, pips in roads if kind == C.BRIDGE and pips <= 2) == 4


def test_missions_12_13_and_14_can_be_met_on_this_map() -> None:
    vps = sorted(v.vp for v in C.VILLAGES)
    assert vps.count(3) >= 3 and vps.count(2) >= 3 and len(set(vps)) >= 5
    assert all(any(v.inner and v.colour == c for v in C.VILLAGES) for c in range(4))
