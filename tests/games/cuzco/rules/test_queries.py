"""The public queries (`cuzco/games/cuzco/rules/queries.py`) and the listing of legal actions.

Counts on fixed positions are derived by hand and pinned; `legal_placements`
and `legal_actions` are compared with `check` over every candidate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.board import PRINTED_PONDS
from cuzco.games.cuzco.rules.components import CROP, TEMPLE_VALUES, TILE_KINDS, VILLAGE
from cuzco.games.cuzco.rules.engine import card_choices
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, line, put, raise_hex, ready, temple, village
from tests.games.cuzco.rules.scenes import cell, city, deal_hands, inca_at, set_faceup

FOREST = Hex(-8, 0)
MOUNTAIN = Hex(8, 0)


# ---- legal placements on the empty board ---------------------------------------------------


def test_number_of_legal_placements_on_the_empty_board() -> None:
    state = fresh()
    site = set(state.board.hexes[: state.board.site_count])
    n = len(site)
    inner = sum(1 for h in site for m in h.neighbors() if m in site) // 2  # adjacent site pairs
    boundary = 6 * n - 2 * inner  # hex sides between the site and the ring
    vertices = 1 + 5 * n - inner  # Euler: V - E + F = 1 with E = 6n - inner, F = n
    pond_vertices = pond_sides = 6 * len(PRINTED_PONDS)  # the printed ponds share no side or corner
    assert (n, inner, boundary, vertices) == (153, 414, 90, 352)

    # a triple is a corner where three hexes meet, with any of the three as its village
    triples = queries.legal_placements(state, "triple")
    assert len(triples) == 3 * (vertices - pond_vertices) == 1002
    # the outline has `boundary` corners: convex ones (1 site hex, 2 ring) outnumber concave ones by 6
    convex, concave = (boundary + 6) // 2, (boundary - 6) // 2
    assert Counter(cost for _, cost in triples) == {
        1: 3 * (vertices - boundary - pond_vertices),  # 732
        2: 3 * concave,  # 126: one hex overflows
        3: 3 * convex,  # 144: two hexes overflow
    }
    # a double is a side between two hexes, either way round
    doubles = queries.legal_placements(state, "double")
    assert len(doubles) == 2 * (6 * n - inner - pond_sides) == 972
    assert Counter(cost for _, cost in doubles) == {1: 2 * (inner - pond_sides), 2: 2 * boundary}
    # a single goes on any site hex but the printed ponds
    for tile in ("crop", "village"):
        singles = queries.legal_placements(state, tile)
        assert len(singles) == n - len(PRINTED_PONDS) == 150
        assert {cost for _, cost in singles} == {1}


def test_legal_placements_respect_supply() -> None:
    state = fresh()
    state.players[0].doubles = 0
    state.triples = 0
    assert queries.legal_placements(state, "double") == []
    assert queries.legal_placements(state, "triple") == []
    assert queries.legal_placements(state, "nonsense") == []
    assert len(queries.legal_placements(state, "crop")) == 150


# ---- legal_placements agrees with check ------------------------------------------------------


def crowded_board() -> GameState:
    """Terraces, two cities and a village, Incas, ponds and overflowing terrain."""
    state = ready(fresh())
    state.placed = False
    city(state, Hex(-5, 0), 4, 4)  # (-5,0) .. (-2,0)
    city(state, Hex(2, 0), 2, 3, direction=3)  # (2,0), (1,0), (0,0): a one-hex gap at (-1,0)
    village(state, [Hex(-1, 2), Hex(0, 2)])
    crop(state, line(Hex(-4, 1), 0, 3), level=2)
    crop(state, [Hex(0, -3)], level=3)
    put(state, "triple", Hex(2, -3), 1)
    put(state, "double", Hex(2, -3), 1)  # exactly two hexes of the triple, one level up
    put(state, "triple", FOREST, 2)  # overflowing onto the ring
    put(state, "double", Hex(0, 4), 4)
    inca(state, Hex(-4, 0), 0)
    inca(state, Hex(-3, 1), 1)
    state.pond[cell(state, Hex(-5, 3))] = True
    state.pond[cell(state, Hex(-4, 3))] = True
    return state


def boards() -> Iterator[tuple[str, GameState]]:
    yield "empty", fresh()
    yield "crowded", crowded_board()
    low = crowded_board()
    low.ap = 2  # two-hex overflows are now out of reach
    yield "crowded-2ap", low
    short = crowded_board()
    short.players[0].villages = 0
    yield "no-village-singles", short


@pytest.mark.parametrize(("name", "state"), list(boards()), ids=lambda v: v if isinstance(v, str) else "")
def test_legal_placements_agree_with_check(name: str, state: GameState) -> None:
    for tile in TILE_KINDS:
        listed = dict(queries.legal_placements(state, tile))
        assert len(listed) == len(queries.legal_placements(state, tile))  # no duplicates
        rotations = range(6) if tile in ("triple", "double") else (0,)
        legal = {}
        for c in range(state.board.cell_count):
            for rot in rotations:
                action = PlaceTerrain(tile, state.board.hexes[c], rot)
                if state.check(action) is None:
                    legal[action] = queries.placement_cost(state, action)
        assert legal == listed, f"{name}/{tile}: {set(legal) ^ set(listed)}"
    if name == "crowded-2ap":
        assert max(cost for _, cost in queries.legal_placements(state, "triple")) == 2


def test_crowded_board_is_really_crowded() -> None:
    # guard: the comparison above does meet joins, stacks, overflow and blocked hexes
    state = crowded_board()
    reasons: Counter[str] = Counter()
    for c in range(state.board.cell_count):
        for rot in range(6):
            reason = state.check(PlaceTerrain("triple", state.board.hexes[c], rot))
            if reason:
                reasons[reason.split(":")[0]] += 1
    for fragment in ("this would join two cities", "the tile would lie exactly on a tile of the same shape",
                     "the tile would hang over a lower level", "a terrain cannot cover an irrigation pond",
                     "a terrain cannot cover a hex with an Inca on it", "a terrain cannot cover a temple"):
        assert reasons[fragment] > 0, fragment


# ---- legal_actions agrees with check -----------------------------------------------------


def mid_turn_position() -> GameState:
    state = ready(fresh(3), ap=3)
    hexes = city(state, Hex(-3, 0), 2, 6)  # (-3,0) .. (2,0)
    village(state, line(Hex(-3, 2), 0, 4))  # a village, no temple
    crop(state, [FOREST, Hex(-7, 0), MOUNTAIN, Hex(7, 0), Hex(-4, 1), Hex(-4, 2)])
    inca(state, FOREST, 0)
    inca_at(state, hexes[2], 0, height=2)
    inca(state, hexes[3], 1)
    inca(state, Hex(-2, 2), 0)
    inca_at(state, Hex(7, 0), 2)
    set_faceup(state, "mask+drum")
    deal_hands(state, {0: ["mask", "drum", "mask+conch", "conch"], 1: ["drum"]})
    return state


def every_candidate(state: GameState) -> Iterator[Action]:
    hexes = state.board.hexes
    for c, h in enumerate(hexes):
        yield EnterInca(h)
        yield LeaveInca(h)
        yield PlacePond(h)
        for v in TEMPLE_VALUES:
            yield BuildTemple(h, v)
            yield ExpandTemple(h, v)
        if state.inca[c] == state.current:
            for d in hexes:
                yield MoveInca(h, d)
        if state.temple[c]:
            for choice in card_choices(state.players[state.current].hand, state.faceup):
                yield ProposeFestival(h, choice)
    for tile in TILE_KINDS:
        for h in hexes:
            for rot in range(6) if tile in ("triple", "double") else (0,):
                yield PlaceTerrain(tile, h, rot)
    yield DrawCard("deck")
    yield DrawCard("faceup")
    yield UseToken()
    yield EndTurn()


def test_legal_actions_agree_with_check() -> None:
    for state in (mid_turn_position(), fresh(), crowded_board()):
        listed = state.legal_actions()
        assert len(listed) == len(set(listed))
        legal = {a for a in every_candidate(state) if state.check(a) is None}
        assert set(listed) == legal
    kinds = Counter(type(a).__name__ for a in mid_turn_position().legal_actions())
    for kind in ("EnterInca", "LeaveInca", "MoveInca", "BuildTemple", "ExpandTemple", "PlacePond",
                 "DrawCard", "UseToken", "EndTurn", "ProposeFestival", "PlaceTerrain"):
        assert kinds[kind] > 0, kind


# ---- the other queries ---------------------------------------------------------------------------


def test_reachable_hexes_with_costs_on_a_small_terrain() -> None:
    state = ready(fresh())
    #   row 1:  C(-2,1) C(-1,1)h3 V(0,1) V(1,1) C(2,1)
    #   row 0:                   V(0,0)  [enemy Inca on (1,0), crop]
    crop(state, [Hex(-2, 1)])
    raise_hex(state, Hex(-1, 1), CROP, 3)
    village(state, [Hex(0, 1), Hex(1, 1), Hex(0, 0)])
    crop(state, [Hex(2, 1), Hex(1, 0)])
    inca(state, Hex(1, 0), 1)
    inca(state, Hex(-2, 1), 0)
    assert queries.reachable(state, Hex(-2, 1)) == {
        Hex(-1, 1): 0,
        Hex(0, 1): 1,
        Hex(0, 0): 1,
        Hex(1, 1): 1,
        Hex(2, 1): 2,
    }
    assert queries.reachable(state, Hex(5, 5)) == {}  # no Inca there
    assert queries.reachable(state, Hex(40, 0)) == {}


def test_entry_options_and_exit_cost() -> None:
    state = ready(fresh())
    crop(state, [FOREST, MOUNTAIN, Hex(-8, 1), Hex(-7, 0)])
    village(state, [Hex(8, 1)])
    temple(state, Hex(8, 1), 2)
    inca(state, Hex(-8, 1), 1)
    assert queries.entry_options(state) == {FOREST: 1, MOUNTAIN: 2}
    inca(state, FOREST, 0)
    assert queries.exit_cost(state, FOREST) == 1
    assert queries.exit_cost(state, Hex(-8, 1)) is None  # not A's Inca
    inca(state, Hex(-7, 0), 0)
    assert queries.exit_cost(state, Hex(-7, 0)) is None  # not on the border
    state.players[0].reserve = 0
    assert queries.entry_options(state) == {}


def test_region_at_and_highest_position() -> None:
    state = fresh()
    hexes = city(state, Hex(-3, 0), 4, 5)
    village(state, [Hex(-3, 2), Hex(-2, 2)])
    crop(state, [Hex(-3, 1)])
    r = queries.region_at(state, hexes[2])
    assert r is not None and r.kind == "city" and r.size == 5 and r.temple == cell(state, hexes[0])
    v = queries.region_at(state, Hex(-2, 2))
    assert v is not None and v.kind == "village" and v.size == 2 and v.temple is None
    f = queries.region_at(state, Hex(-3, 1))
    assert f is not None and f.kind == "crop" and f.size == 1
    assert queries.region_at(state, Hex(5, 3)) is None  # bare
    assert queries.region_at(state, Hex(40, 0)) is None
    assert sorted(x.kind for x in queries.regions(state)) == ["city", "crop", "village"]
    inca_at(state, hexes[1], 1, height=2)
    inca(state, hexes[2], 0)
    assert queries.highest_position(state, r.cells) == 1


def test_temple_values() -> None:
    state = ready(fresh())
    village(state, line(Hex(-3, 2), 0, 5))
    inca(state, Hex(-3, 2), 0)
    assert queries.temple_values(state, Hex(-1, 2)) == [2, 4]
    assert queries.temple_values(state, Hex(-3, 2)) == []  # an Inca stands there
    hexes = city(state, Hex(-3, 0), 2, 7)
    assert queries.temple_values(state, hexes[0]) == []  # nobody there
    inca(state, hexes[1], 0)
    assert queries.temple_values(state, hexes[0]) == [4, 6]
    state.floors[6] = 0
    assert queries.temple_values(state, hexes[0]) == [4]


def test_festival_temples() -> None:
    state = ready(fresh())
    a = city(state, Hex(-3, 0), 2, 3)
    b = city(state, Hex(2, 0), 2, 3)
    c = city(state, Hex(-3, 2), 2, 3)
    inca(state, a[1], 0)
    inca(state, b[1], 0)
    inca(state, c[1], 1)
    state.disc[cell(state, b[0])] = True
    set_faceup(state, "mask")
    deal_hands(state, {0: ["drum"]})
    assert queries.festival_temples(state) == []  # no matching card
    deal_hands(state, {0: ["mask"]})
    assert queries.festival_temples(state) == [a[0]]


def test_final_scoring_preview() -> None:
    state = fresh(3)
    x = city(state, Hex(-6, 0), 6, 6)
    inca_at(state, x[1], 0, height=2)
    inca(state, x[2], 1)
    assert queries.final_scoring_preview(state) == [6, 3, 0]
    assert [p.score for p in state.players] == [0, 0, 0]  # a preview scores nothing


def test_placement_cells_and_cost() -> None:
    state = fresh()
    board = state.board
    cells = queries.placement_cells(board, PlaceTerrain("triple", Hex(0, 0), 0))
    assert cells == [(cell(state, Hex(0, 0)), VILLAGE), (cell(state, Hex(1, 0)), CROP),
                     (cell(state, Hex(1, -1)), CROP)]
    assert queries.placement_cells(board, PlaceTerrain("double", Hex(0, 0), 3)) == [
        (cell(state, Hex(0, 0)), VILLAGE), (cell(state, Hex(-1, 0)), CROP)]
    assert queries.placement_cells(board, PlaceTerrain("crop", Hex(0, 0))) == [(cell(state, Hex(0, 0)), CROP)]
    assert queries.placement_cells(board, PlaceTerrain("triple", Hex(-9, 0), 3)) is None
    assert queries.placement_cost(state, PlaceTerrain("triple", FOREST, 2)) == 3
    assert queries.placement_cost(state, PlaceTerrain("double", FOREST, 3)) == 2
    assert queries.placement_cost(state, PlaceTerrain("crop", Hex(0, 0))) == 1
    assert queries.placement_cost(state, PlaceTerrain("crop", Hex(40, 0))) == 0
