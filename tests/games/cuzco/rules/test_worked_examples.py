"""The rulebook's worked examples, each rebuilt as a position and played through the real rules.

Positions come from `example_boards.py`; every step of an example is a real action
(`state.apply`), checked for the AP it leaves and the prestige points it brings.
Where `RULES_NOTES.md` retells an example (the festival), the notes are followed.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.position import elevation_lists, highest_position, ranks
from cuzco.games.cuzco.rules.queries import final_scoring_preview, region_at
from cuzco.games.cuzco.rules.state import PHASE_FESTIVAL, GameState

from . import example_boards as ex
from .builders import fresh, inca, line, ready, village
from .example_boards import A, B, C, D


def scores(state: GameState) -> list[int]:
    return [p.score for p in state.players]


def step(state: GameState, action: Action, ap: int, score: list[int]) -> GameState:
    """Apply `action`, then check the AP left and everyone's score."""
    new = state.apply(action)
    assert new.ap == ap, f"after {action}: {new.ap} AP left, expected {ap}"
    assert scores(new) == score, f"after {action}: scores {scores(new)}, expected {score}"
    return new


def region_cells(state: GameState, h: Hex) -> frozenset[int]:
    region = region_at(state, h)
    assert region is not None
    return region.cells


# ---- highest position ------------------------------------------------------------------------


def test_a_at_level_4_may_expand_although_b_has_three_incas_in_the_city() -> None:
    state = ready(ex.level_four_city(first=A))
    city = region_cells(state, ex.CITY_A4_TEMPLE)
    assert elevation_lists(state, city) == {A: [4], B: [2, 2, 2]}
    assert highest_position(state, city) == A

    state = step(state, ExpandTemple(ex.CITY_A4_TEMPLE, 4), ap=5, score=[2, 0])
    assert state.temple[state.cell(ex.CITY_A4_TEMPLE)] == 4


def test_b_with_three_incas_below_a_level_4_inca_may_not_expand() -> None:
    state = ready(ex.level_four_city(first=B))
    reason = state.check(ExpandTemple(ex.CITY_A4_TEMPLE, 4))
    assert reason is not None and "highest position" in reason


def test_a_and_b_at_level_3_b_second_inca_at_2_beats_a_at_1_so_only_b_builds_c_ignored() -> None:
    site = ex.TIED_TEMPLE_SITE
    for player in (A, C):
        state = ready(ex.tied_at_three_village(first=player))
        reason = state.check(BuildTemple(site, 2))
        assert reason is not None and "highest position" in reason, (player, reason)

    state = ready(ex.tied_at_three_village(first=B))
    area = region_cells(state, site)
    assert elevation_lists(state, area) == {A: [3, 1], B: [3, 2], C: [2, 2, 2]}
    assert highest_position(state, area) == B
    assert ranks(state, area) == {B: 1, A: 2, C: 3}  # C is below both: no Inca at level 3

    floors = dict(state.floors)
    state = step(state, BuildTemple(site, 8), ap=5, score=[0, 4, 0])  # an 8-hex village: value 8 at once
    assert state.temple[state.cell(site)] == 8
    assert {v: floors[v] - state.floors[v] for v in floors} == {2: 1, 4: 1, 6: 1, 8: 1, 10: 0}


@pytest.mark.parametrize(
    "incas,holder",
    [
        ({A: [4], B: [2, 2, 2]}, A),
        ({A: [3, 1], B: [3, 2], C: [2, 2, 2]}, B),
        ({A: [3], B: [3, 1]}, B),
        ({A: [3, 2], B: [3, 2], C: [1]}, None),
    ],
    ids=["A[4] beats B[2,2,2]", "B[3,2] beats A[3,1] and C", "B[3,1] beats A[3]", "a tie at the top"],
)
def test_the_notes_worked_checks_of_highest_position(incas: dict[int, list[int]], holder: int | None) -> None:
    state = fresh(3)
    spots = iter(line(Hex(-6, 1), 0, 12))
    for player, levels in incas.items():
        for level in levels:
            h = next(spots)
            village(state, [h], level)
            inca(state, h, player)
    area = region_cells(state, Hex(-6, 1))
    assert highest_position(state, area) == holder


def test_expanding_a_temple_from_2_to_8_scores_4() -> None:
    state = ready(ex.level_four_city(first=A))
    village(state, line(Hex(-2, 1), 0, 4), 1)  # the city grows to 9 hexes
    state = step(state, ExpandTemple(ex.CITY_A4_TEMPLE, 8), ap=5, score=[4, 0])


# ---- linking and cutting ---------------------------------------------------------------------


def test_linking_a_village_to_a_city_with_a_terrain_then_expanding_from_4_to_8() -> None:
    state = ex.city_beside_village()
    temple = ex.LINK_CITY[0]
    assert state.must_place
    assert len(region_cells(state, temple)) == 5

    # The village is linked to the city by placing this terrain for 1 AP ...
    state = step(state, PlaceTerrain("village", ex.LINK_GAP), ap=5, score=[0, 0])
    city = region_cells(state, temple)
    assert len(city) == 9
    assert city >= ex.cells(state, ex.LINK_CITY + [ex.LINK_GAP] + ex.LINK_VILLAGE)
    assert highest_position(state, city) == A  # B's Inca, now in the city, is lower

    # ... now the temple can be expanded from 4 to 8 for 1 AP (floors 6 and 8 at once): 4 PP.
    floors = dict(state.floors)
    state = step(state, ExpandTemple(temple, 8), ap=4, score=[4, 0])
    assert state.temple[state.cell(temple)] == 8
    assert {v: floors[v] - state.floors[v] for v in floors} == {2: 0, 4: 0, 6: 1, 8: 1, 10: 0}


def test_before_the_link_the_city_is_too_small_for_a_value_8_temple() -> None:
    state = ready(ex.city_beside_village())
    reason = state.check(ExpandTemple(ex.LINK_CITY[0], 8))
    assert reason is not None and "only 5 hexes" in reason
    assert state.check(ExpandTemple(ex.LINK_CITY[0], 6)) is not None  # 6 needs 6 hexes too
    assert state.check(ExpandTemple(ex.LINK_CITY[0], 4)) is not None  # not higher than 4


def test_cutting_a_city_with_a_terrain_frees_a_village_for_a_new_temple() -> None:
    state = ex.city_to_cut()
    old_temple = ex.CUT_LEFT[0]
    new_site = ex.CUT_RIGHT[0]
    assert len(region_cells(state, old_temple)) == 8
    assert ready(state.copy()).check(BuildTemple(new_site, 2)) is not None  # still one city

    # The city is cut by placing this terrain (1 AP) ...
    state = step(state, PlaceTerrain("crop", ex.CUT_HEX), ap=5, score=[0, 0])
    left = region_at(state, old_temple)
    right = region_at(state, new_site)
    assert left is not None and right is not None
    assert left.kind == "city" and left.cells == ex.cells(state, ex.CUT_LEFT)
    assert right.kind == "village" and right.cells == ex.cells(state, ex.CUT_RIGHT)
    assert state.temple[state.cell(old_temple)] == 4  # the temple keeps its value

    # ... creating a new village, eligible to receive a new temple (1 AP).
    state = step(state, BuildTemple(new_site, 4), ap=4, score=[2, 0])
    assert state.temple[state.cell(new_site)] == 4
    assert state.temple[state.cell(old_temple)] == 4


# ---- ponds -----------------------------------------------------------------------------------


def test_a_pond_on_a_surrounded_hex_completes_a_2_hex_pond_and_a_at_level_3_scores_6() -> None:
    state = ready(ex.two_hex_pond_to_complete(first=B))  # B places the pond; A is highest beside it
    group = ex.cells(state, [ex.POND_PRINTED, ex.POND_SECOND])
    around = ex.cells(state, ex.POND_TWO_SHORE)
    assert all(state.height[c] > 0 for c in around)
    assert elevation_lists(state, around) == {A: [3], B: [2, 1]}

    state = step(state, PlacePond(ex.POND_SECOND), ap=5, score=[6, 0])
    assert all(state.pond[c] and state.pond_scored[c] for c in group)
    assert state.score_log[-1].player == A and state.score_log[-1].source == "pond"

    # Scored once in the game: nothing more on later changes beside it.
    state = step(state, EndTurn(), ap=6, score=[6, 0])
    state = step(state, PlaceTerrain("crop", Hex(-6, 0)), ap=5, score=[6, 0])


def test_a_terrain_surrounds_a_1_hex_pond_but_a_and_b_tie_at_the_top_so_nobody_scores() -> None:
    state = ex.one_hex_pond_to_surround(first=A)
    pond = state.cell(ex.POND_ONE)
    around = ex.cells(state, ex.shore([ex.POND_ONE]))
    assert elevation_lists(state, around) == {A: [2], B: [2], C: [1]}
    assert not state.pond_scored[pond]

    state = step(state, PlaceTerrain("crop", ex.POND_ONE_LAST), ap=5, score=[0, 0, 0])
    assert state.pond_scored[pond]  # marked scored all the same
    assert "nobody scores" in state.log[-1].text


# ---- festival --------------------------------------------------------------------------------


def bid(state: GameState, action: Action, bidder: int, totals: dict[int, int]) -> GameState:
    assert state.phase == PHASE_FESTIVAL and state.actor == bidder, (state.actor, bidder)
    new = state.apply(action)
    if new.festival is not None:
        assert new.festival.totals == totals, (action, new.festival.totals)
    return new


def test_festival_bidding_example_four_players_a_and_c_co_organize() -> None:
    state = ex.festival_city()
    temple = ex.FESTIVAL_TEMPLE
    assert state.faceup == ex.FESTIVAL_WANTED
    hands = {p: list(h) for p, h in enumerate(ex.FESTIVAL_HANDS)}
    assert [p.hand for p in state.players] == [hands[p] for p in range(4)]
    discard_before = list(state.discard)
    discs = state.discs

    # 1. A proposes the festival at the value-8 temple and opens with 1 FP (0 AP).
    state = state.apply(ProposeFestival(temple, ("mask",)))
    assert state.ap == 6 and state.festival is not None
    assert state.festival.order == [A, B, C, D]
    assert state.festival.totals == {A: 1, B: 0, C: 0, D: 0}
    # 2. B plays 1; C plays 2 with a card showing both relics; D drops out.
    state = bid(state, FestivalPlay(("mask",)), B, {A: 1, B: 1, C: 0, D: 0})
    state = bid(state, FestivalPlay(("mask+drum",)), C, {A: 1, B: 1, C: 2, D: 0})
    assert state.check(FestivalStand()) is not None  # D is below the highest: play or drop
    state = bid(state, FestivalDrop(), D, {A: 1, B: 1, C: 2, D: 0})
    # 3. A plays to 2.
    state = bid(state, FestivalPlay(("drum",)), A, {A: 2, B: 1, C: 2, D: 0})
    # 4. B drops out (keeping his drum card: dropping is his choice), losing the card he played.
    state = bid(state, FestivalDrop(), B, {A: 2, B: 1, C: 2, D: 0})
    # 5. C plays to 3.
    state = bid(state, FestivalPlay(("drum",)), C, {A: 2, B: 1, C: 3, D: 0})
    # 6. A plays to 3.
    state = bid(state, FestivalPlay(("mask",)), A, {A: 3, B: 1, C: 3, D: 0})
    # 7. C stands (she still holds a matching card); the go would return to A, the last to play.
    assert state.actor == C and "mask+conch" in state.players[C].hand
    state = bid(state, FestivalStand(), C, {})

    # 8. A and C co-organize: 2 PP each for a value-8 temple.
    assert state.festival is None
    assert scores(state) == [2, 0, 2, 0]
    events = [(e.player, e.points, e.source) for e in state.score_log]
    assert events == [(A, 2, "festival"), (C, 2, "festival")]
    # Every card played is discarded (B's too), then a new card is turned up.
    played = ["mask", "drum", "mask", "mask", "mask+drum", "drum"]
    assert Counter(state.discard[:-1]) == Counter(discard_before + played)
    assert state.faceup == ex.FESTIVAL_NEXT_UP
    assert Counter(state.players[B].hand) == Counter(["drum", "conch"])
    assert state.players[C].hand == ["mask+conch"]
    assert state.players[A].hand == []
    # A solar disc goes on the temple; the festival ended A's turn.
    assert state.disc[state.cell(temple)] and state.discs == discs - 1
    assert state.current == B and state.turn == 2


def test_festival_bidding_example_if_a_had_not_tied_c_would_organize_alone_for_4() -> None:
    state = ex.festival_city()
    state = state.apply(ProposeFestival(ex.FESTIVAL_TEMPLE, ("mask",)))
    state = bid(state, FestivalPlay(("mask",)), B, {A: 1, B: 1, C: 0, D: 0})
    state = bid(state, FestivalPlay(("mask+drum",)), C, {A: 1, B: 1, C: 2, D: 0})
    state = bid(state, FestivalDrop(), D, {A: 1, B: 1, C: 2, D: 0})
    state = bid(state, FestivalPlay(("drum",)), A, {A: 2, B: 1, C: 2, D: 0})
    state = bid(state, FestivalDrop(), B, {A: 2, B: 1, C: 2, D: 0})
    state = bid(state, FestivalPlay(("drum",)), C, {A: 2, B: 1, C: 3, D: 0})
    state = bid(state, FestivalDrop(), A, {})
    assert state.festival is None
    assert scores(state) == [0, 0, 4, 0]


# ---- grand final scoring ---------------------------------------------------------------------


def test_final_scoring_example_value_10_city_b_first_a_and_c_second() -> None:
    state = ex.final_scoring_city()
    city = region_cells(state, ex.FINAL_TEMPLE)
    assert ranks(state, city) == {B: 1, A: 2, C: 2}
    assert final_scoring_preview(state) == [5, 10, 5]

    # A places the last triple, ends her turn and scores her Grand Final Scoring.
    state = step(state, PlaceTerrain("triple", Hex(0, -4), 5), ap=5, score=[0, 0, 0])
    assert state.end_trigger == A
    state = step(state, EndTurn(), ap=6, score=[5, 0, 0])
    assert state.players[A].final_scored
    # B and C each play a final turn (no placement due) and score right after it.
    assert state.current == B and not state.must_place
    state = step(state, EndTurn(), ap=6, score=[5, 10, 0])
    assert state.current == C and not state.must_place
    state = state.apply(EndTurn())
    assert scores(state) == [5, 10, 5]
    assert state.is_over
    assert state.winners() == [B]


def test_final_scoring_example_c_seizes_first_place_on_her_final_turn() -> None:
    state = ex.final_scoring_city()
    state = state.apply(PlaceTerrain("triple", Hex(0, -4), 5))
    state = state.apply(EndTurn())  # A scores 5
    state = state.apply(EndTurn())  # B scores 10
    # C moves her outside Inca into the city, onto the empty level-2 hex (crop to village: 1 AP).
    state = step(state, MoveInca(ex.FINAL_C_OUTSIDE, ex.FINAL_FREE), ap=5, score=[5, 10, 0])
    assert ranks(state, region_cells(state, ex.FINAL_TEMPLE))[C] == 1
    state = state.apply(EndTurn())
    assert scores(state) == [5, 10, 10]
    assert state.is_over and state.winners() == [B, C]


# ---- the example turn ------------------------------------------------------------------------


def test_example_turn_a_to_h() -> None:
    state = ex.example_turn_board()
    assert state.must_place and state.ap == 6
    # a. A triple from the common supply (1 AP): its village hex joins the 3-hex village.
    triples = state.triples
    state = step(state, PlaceTerrain("triple", ex.TURN_TRIPLE, 3), ap=5, score=[0, 0])
    assert state.triples == triples - 1
    assert len(region_cells(state, ex.TURN_TEMPLE)) == 4
    # b. An Inca enters through the forest onto a border hex (1 AP).
    state = step(state, EnterInca(ex.TURN_ENTRY), ap=4, score=[0, 0])
    # c. It moves into the village: crop to village costs 1 AP.
    state = step(state, MoveInca(ex.TURN_ENTRY, ex.TURN_TRIPLE), ap=3, score=[0, 0])
    # d. A value-4 temple (1 AP): 2 PP.
    state = step(state, BuildTemple(ex.TURN_TEMPLE, 4), ap=2, score=[2, 0])
    # e. One hex further into the new city, village to village (0 AP).
    state = step(state, MoveInca(ex.TURN_TRIPLE, ex.TURN_VILLAGE[0]), ap=2, score=[2, 0])
    # f. An irrigation pond (1 AP); two hexes beside it are still bare.
    state = step(state, PlacePond(ex.TURN_POND), ap=1, score=[2, 0])
    assert not state.pond_scored[state.cell(ex.TURN_POND)]
    # g. A double surrounds the pond (1 AP); A is highest beside it: 3 PP.
    state = step(state, PlaceTerrain("double", ex.TURN_DOUBLE, 0), ap=0, score=[5, 0])
    assert state.pond_scored[state.cell(ex.TURN_POND)]
    # h. A festival at the temple (0 AP); nobody else is in the city:
    #    sole organizer at a value-4 temple, 2 PP.
    assert state.ap_total - state.ap == 6
    state = state.apply(ProposeFestival(ex.TURN_TEMPLE, ("mask",)))
    assert scores(state) == [7, 0]
    assert state.disc[state.cell(ex.TURN_TEMPLE)]
    assert state.current == B  # the festival ended the turn
