"""Irrigation ponds: placing them, and scoring a surrounded pond group once (notes: "Irrigation ponds")."""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import PlacePond, PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.ponds import pond_group, shore
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, ready, temple, village
from tests.games.cuzco.rules.scenes import assert_illegal, assert_legal, cell, inca_at, log_texts, play

FOREST = Hex(-8, 0)
RING_W = Hex(-9, 0)


def turn(ap: int = 6) -> GameState:
    return ready(fresh(), ap)


def ring_of(state: GameState, hexes: list[Hex]) -> list[Hex]:
    cells = {cell(state, h) for h in hexes}
    return sorted(state.hex(c) for c in shore(state, cells))


def test_pond_placement_rules() -> None:
    state = turn()
    after = assert_legal(state, PlacePond(Hex(0, 0)))
    assert after.pond[cell(after, Hex(0, 0))]
    assert after.ponds_left == 15 and after.ap == 5
    assert "places an irrigation pond at (0,0)" in log_texts(after)[-1]
    # not on the border, not on terrain, not on a pond, only on the site
    assert_illegal(state, PlacePond(FOREST), "ponds cannot go along the border of the site")
    crop(state, [Hex(2, 1)])
    assert_illegal(state, PlacePond(Hex(2, 1)), "ponds go on empty hexes, never on terrain")
    assert_illegal(state, PlacePond(Hex(-1, -2)), "a pond is already there")  # printed pond
    assert_illegal(state, PlacePond(RING_W), "ponds go on hexes of the site")
    assert_illegal(state, PlacePond(Hex(40, 0)), "ponds go on hexes of the site")


def test_ponds_cost_1_ap_each_any_number_while_supply_lasts() -> None:
    state = turn()
    state = play(state, PlacePond(Hex(0, 0)), PlacePond(Hex(1, 0)), PlacePond(Hex(0, 1)))
    assert state.ap == 3 and state.ponds_left == 13
    assert pond_group(state, cell(state, Hex(0, 0))) == {cell(state, h) for h in (Hex(0, 0), Hex(1, 0), Hex(0, 1))}
    state.ponds_left = 0
    assert_illegal(state, PlacePond(Hex(-4, 0)), "no irrigation ponds are left in the supply")
    state = turn(ap=0)
    assert_illegal(state, PlacePond(Hex(-4, 0)), "not enough AP: needs 1, 0 left")


def surround_but_one(state: GameState, group: list[Hex]) -> Hex:
    """Ponds on `group`, crop terrain on every hex around it but the last one, which is returned."""
    for h in group:
        state.pond[cell(state, h)] = True
    around = ring_of(state, group)
    crop(state, around[:-1])
    return around[-1]


def test_pond_group_scored_once_when_surrounded() -> None:
    state = fresh()
    group = [Hex(0, 0), Hex(1, 0)]
    last = surround_but_one(state, group)
    around = ring_of(state, group)
    assert len(around) == 8
    inca_at(state, around[0], 0, height=2)
    inca(state, around[1], 1)
    inca(state, around[2], 0)
    state = play(state, PlaceTerrain("crop", last, 0))
    assert state.players[0].score == 6  # 3 PP per pond hex
    assert state.players[1].score == 0
    event = state.score_log[-1]
    assert (event.player, event.points, event.source) == (0, 6, "pond")
    assert all(state.pond_scored[cell(state, h)] for h in group)
    # covering the surrounding terrain again does not score the group a second time
    outer = next(k for k in range(6) if around[3].neighbor(k) not in around + group)
    crop(state, [around[3].neighbor(outer)])
    state = play(state, PlaceTerrain("double", around[3], outer))
    assert state.players[0].score == 6
    assert len(state.score_log) == 1


def test_pond_scores_for_the_highest_beside_it_whoever_places() -> None:
    state = fresh()
    last = surround_but_one(state, [Hex(0, 0)])
    around = ring_of(state, [Hex(0, 0)])
    inca_at(state, around[0], 1, height=3)  # B, not the player placing
    inca_at(state, around[1], 0, height=2)
    state = play(state, PlaceTerrain("crop", last, 0))
    assert [p.score for p in state.players] == [0, 3]


def test_only_incas_right_beside_the_pond_count() -> None:
    state = fresh()
    last = surround_but_one(state, [Hex(0, 0)])
    around = ring_of(state, [Hex(0, 0)])
    inca(state, around[0], 0)
    crop(state, [Hex(0, 3)], level=4)
    inca(state, Hex(0, 3), 1)  # high, but two hexes away
    state = play(state, PlaceTerrain("crop", last, 0))
    assert [p.score for p in state.players] == [3, 0]


def test_surrounded_pond_with_no_holder_scores_nothing_but_is_marked() -> None:
    state = fresh()
    last = surround_but_one(state, [Hex(0, 0)])
    around = ring_of(state, [Hex(0, 0)])
    inca(state, around[0], 0)
    inca(state, around[1], 1)  # a tie at the top
    state = play(state, PlaceTerrain("crop", last, 0))
    assert [p.score for p in state.players] == [0, 0]
    assert state.pond_scored[cell(state, Hex(0, 0))]
    assert "nobody scores" in log_texts(state)[-1]
    # nobody at all beside it: the same
    state = fresh()
    last = surround_but_one(state, [Hex(0, 0)])
    state = play(state, PlaceTerrain("crop", last, 0))
    assert state.pond_scored[cell(state, Hex(0, 0))] and state.score_log == []


def test_pond_on_a_hole_already_surrounded_scores_at_once() -> None:
    state = ready(fresh())
    around = Hex(0, 0).neighbors()
    village(state, around[:3])  # any terrain counts: village, crop or city
    crop(state, around[3:])
    temple(state, around[0], 2)
    inca_at(state, around[4], 0, height=2)
    state = play(state, PlacePond(Hex(0, 0)))
    assert state.players[0].score == 3 and state.pond_scored[cell(state, Hex(0, 0))]


def test_partly_surrounded_pond_does_not_score() -> None:
    state = ready(fresh())
    around = Hex(0, 0).neighbors()
    crop(state, around[:5])
    inca(state, around[0], 0)
    state = play(state, PlacePond(Hex(0, 0)))
    assert state.players[0].score == 0 and not state.pond_scored[cell(state, Hex(0, 0))]


def test_printed_pond_scores_when_surrounded() -> None:
    state = fresh()
    printed = Hex(3, -1)
    last = surround_but_one(state, [printed])
    around = ring_of(state, [printed])
    inca(state, around[0], 0)
    state = play(state, PlaceTerrain("crop", last, 0))
    assert state.players[0].score == 3


def test_every_hex_a_pond_may_take_has_only_site_neighbours() -> None:
    # ponds never lie on the border, so overflowing terrain can never be part of a pond's surroundings
    state = fresh()
    for c in range(state.board.site_count):
        if not state.board.is_border(c):
            assert all(state.board.is_site(n) for n in state.board.neighbors[c])


def test_scoring_only_closed_ponds_misses_no_surrounded_pond() -> None:
    """Only groups holding a pond hex with no bare hex beside it are looked at: a plain scan of every
    group (flood, then its shore) over every state of whole games must find nothing left to score."""
    from cuzco.games.cuzco.bots import play_game

    scored = 0
    for seed in ("ponds-1", "ponds-2"):
        for state in play_game(["random", "greedy", "random"], seed).states:
            seen: set[int] = set()
            for c in range(state.board.cell_count):  # every group, as the scan did before it was narrowed
                if state.pond[c] and c not in seen:
                    group = pond_group(state, c)
                    seen |= group
                    surrounded = all(state.height[n] > 0 for n in shore(state, group))
                    assert surrounded == all(state.pond_scored[g] for g in group)
            scored += sum(1 for e in state.score_log if e.source == "pond")
    assert scored, "no pond was scored in these games"


def test_one_tile_closing_two_ponds_scores_both_lowest_hex_first() -> None:
    state = turn()
    low, high = Hex(-1, 0), Hex(1, 0)
    for p in (low, high):
        state.pond[cell(state, p)] = True
    gap = Hex(0, 0)
    around = {h for p in (low, high) for h in ring_of(state, [p])} - {gap}
    crop(state, sorted(around))
    inca(state, Hex(1, 1), 1)  # beside the higher-numbered pond only
    inca(state, Hex(-1, -1), 0)  # beside the lower-numbered pond only
    assert cell(state, low) < cell(state, high)
    after = play(state, PlaceTerrain("crop", gap))
    pond_events = [(e.player, e.points) for e in after.score_log if e.source == "pond"]
    assert pond_events == [(0, 3), (1, 3)]
    assert all(after.pond_scored[cell(after, p)] for p in (low, high))


def test_a_pond_may_be_placed_with_the_last_ap() -> None:
    from cuzco.games.cuzco.rules.ponds import pond_cells

    state = ready(fresh(2, 0), ap=1)
    assert cell(state, Hex(0, 0)) in pond_cells(state)
    assert_legal(state, PlacePond(Hex(0, 0)))
    assert pond_cells(ready(fresh(2, 0), ap=0)) == []
