"""The end of the game and the Grand Final Scoring (notes: "End of the game")."""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import (
    DrawCard,
    EndTurn,
    FestivalPlay,
    MoveInca,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.components import VILLAGE
from cuzco.games.cuzco.rules.final_scoring import city_awards, grand_final_scoring
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, line, raise_hex, ready, village
from tests.games.cuzco.rules.scenes import (
    assert_illegal,
    assert_legal,
    city,
    deal_hands,
    inca_at,
    log_texts,
    play,
    set_faceup,
)

CITY = line(Hex(-3, 0), 0, 8)  # temple on (-3,0)


def last_triple(players: int = 3, first: int = 1) -> GameState:
    """`first` is to play with one triple left in the supply."""
    state = fresh(players, first=first)
    state.triples = 1
    return state


def test_last_triple_triggers_final_turns() -> None:
    state = last_triple()
    state = play(state, PlaceTerrain("triple", Hex(0, 3), 0))
    assert state.end_trigger == 1 and state.triples == 0
    assert "B placed the last triple terrain: the end of the game begins" in log_texts(state)
    # B finishes the turn as usual
    state = play(state, PlaceTerrain("crop", Hex(-4, 3), 0))
    assert not state.final_turn
    state = play(state, EndTurn())
    assert state.players[1].final_scored and not state.players[2].final_scored
    assert state.current == 2 and state.final_turn
    assert "C plays a final turn (no terrain has to be placed)" in log_texts(state)
    state = play(state, EndTurn())
    assert state.players[2].final_scored and not state.players[0].final_scored
    assert state.current == 0 and state.final_turn
    state = play(state, EndTurn())
    assert state.is_over
    assert all(p.final_scored for p in state.players)
    assert state.legal_actions() == []
    assert "The game is over" in log_texts(state)[-1]


def test_final_turns_have_no_placement_duty() -> None:
    state = play(last_triple(), PlaceTerrain("triple", Hex(0, 3), 0), EndTurn())
    assert state.current == 2 and not state.must_place
    assert_legal(state, DrawCard("deck"))
    assert_legal(state, EndTurn())
    # placing terrain is still allowed, just not required; no triple is left
    assert_legal(state, PlaceTerrain("crop", Hex(0, 0), 0))
    assert_illegal(state, PlaceTerrain("triple", Hex(0, 0), 0), "no triple terrains are left")


def test_the_trigger_player_may_end_with_a_festival_and_then_scores() -> None:
    state = last_triple(players=2, first=0)
    city(state, CITY[0], 4, 4)
    inca(state, CITY[1], 0)
    set_faceup(state, "mask")
    deal_hands(state, {0: ["mask"]})
    state = play(state, PlaceTerrain("triple", Hex(0, 3), 0), ProposeFestival(CITY[0], ("mask",)))
    # festival (2 PP) then the Grand Final Scoring (first in the value-4 city: 4 PP)
    assert [e.source for e in state.score_log] == ["festival", "final"]
    assert state.players[0].score == 6 and state.players[0].final_scored
    assert state.current == 1 and state.final_turn


def test_each_player_scores_right_after_their_own_final_turn() -> None:
    state = last_triple(players=3, first=1)
    hexes = city(state, CITY[0], 6, 6)
    inca(state, hexes[1], 1)  # B: [1]
    raise_hex(state, hexes[4], VILLAGE, 1)  # a city hex at height 2, empty
    crop(state, [Hex(1, 1)], level=2)  # beside it, a crop hex holding C's Inca
    inca(state, Hex(1, 1), 2)
    state = play(state, PlaceTerrain("triple", Hex(-4, 3), 0), EndTurn())
    assert state.players[1].score == 6  # B first in the city when B scores
    # C moves into the city on the final turn, taking first place before scoring
    state = play(state, MoveInca(Hex(1, 1), hexes[4]), EndTurn())
    assert state.players[2].score == 6
    assert state.players[1].score == 6  # B's scoring is done and stays as it was
    state = play(state, EndTurn())
    assert state.is_over and state.players[0].score == 0


def test_grand_final_scoring_ranks() -> None:
    state = fresh(3)
    x = city(state, Hex(-6, 0), 6, 6)  # (-6,0) .. (-1,0)
    y = city(state, Hex(1, 0), 4, 4)  # (1,0) .. (4,0)
    village(state, line(Hex(-4, 3), 0, 4))  # a village: no temple, no scoring
    inca_at(state, x[1], 0, height=2)
    inca_at(state, x[2], 1, height=2)  # A and B tie for first: both take 6
    inca(state, x[3], 2)  # C is third: nothing
    inca_at(state, y[1], 2, height=3)  # C first in Y: 4
    inca(state, y[2], 0)  # A second in Y: 2
    inca_at(state, Hex(-3, 3), 1, height=4)  # B, high in the village
    for p in range(3):
        grand_final_scoring(state, p)
    assert [p.score for p in state.players] == [8, 6, 4]
    assert all(p.final_scored for p in state.players)
    details = [(e.player, e.points, e.source) for e in state.score_log]
    assert sorted(details) == [(0, 2, "final"), (0, 6, "final"), (1, 6, "final"), (2, 4, "final")]
    assert any("second place" in e.detail for e in state.score_log if e.player == 0)


def test_second_place_takes_half_the_value() -> None:
    state = fresh(3)
    x = city(state, Hex(-6, 0), 10, 10)
    inca_at(state, x[1], 0, height=3)
    inca(state, x[2], 1)
    inca(state, x[3], 2)  # B and C tie for second: each takes half
    for p in range(3):
        grand_final_scoring(state, p)
    assert [p.score for p in state.players] == [10, 5, 5]


def test_city_awards_name_each_place_with_its_rank() -> None:
    """The results screen reads the rank from the awards: 1 for first place, 2 for second."""
    state = fresh(3)
    x = city(state, Hex(-6, 0), 10, 10)
    inca_at(state, x[1], 0, height=3)
    inca(state, x[2], 1)
    temple = next(c for c in range(state.board.cell_count) if state.temple[c])
    assert city_awards(state, 0) == [(temple, 1, 10)]
    assert city_awards(state, 1) == [(temple, 2, 5)]
    assert city_awards(state, 2) == []


def test_scoring_nothing_is_logged() -> None:
    state = fresh()
    grand_final_scoring(state, 0)
    assert state.players[0].score == 0 and state.players[0].final_scored
    assert "A places first or second in no city" in log_texts(state)[-1]


def test_no_triple_fits_triggers_the_end() -> None:
    state = ready(fresh())
    for c in range(state.board.site_count):
        state.pond[c] = True
    spot = Hex(0, 0)
    state.pond[state.cell(spot)] = False  # a lone hole: singles fit, nothing bigger does
    state = play(state, EndTurn())
    assert state.current == 1 and state.end_trigger == 1
    assert "No triple terrain fits anywhere any more: the end of the game begins" in log_texts(state)
    # B is the trigger player: a single still fits, so B must place it
    assert state.must_place
    assert_illegal(state, EndTurn(), "your turn begins with placing a terrain")
    state = play(state, PlaceTerrain("crop", spot, 0), EndTurn())
    assert state.players[1].final_scored
    assert state.current == 0 and state.final_turn and not state.must_place
    state = play(state, EndTurn())
    assert state.is_over


def test_no_triple_fits_and_nothing_else_either() -> None:
    state = ready(fresh(3))
    for c in range(state.board.site_count):
        state.pond[c] = True
    state = play(state, EndTurn())
    assert state.end_trigger == 1 and not state.must_place
    state = play(state, EndTurn(), EndTurn(), EndTurn())
    assert state.is_over
    assert [p.final_scored for p in state.players] == [True, True, True]


def test_players_who_scored_still_join_festivals() -> None:
    state = last_triple(players=2, first=0)
    city(state, CITY[0], 8, 8)
    inca(state, CITY[1], 0)
    inca(state, CITY[2], 1)
    set_faceup(state, "mask")
    deal_hands(state, {0: ["mask"], 1: ["mask"]})
    state = play(state, PlaceTerrain("triple", Hex(0, 3), 0), EndTurn())
    a_after_scoring = state.players[0].score
    assert state.players[0].final_scored and a_after_scoring == 8
    # B's final turn: B proposes, A (already scored) takes part and ties
    state = play(state, ProposeFestival(CITY[0], ("mask",)))
    assert state.festival is not None and state.festival.order == [1, 0]
    state = play(state, FestivalPlay(("mask",)))
    assert state.players[0].score == a_after_scoring + 2
    assert state.is_over
    assert state.players[1].score == 2 + 8  # co-organizer, then tied first in the city


def test_tie_shares_victory() -> None:
    state = last_triple(players=3, first=0)
    for p in state.players:
        p.score = 7
    state.players[2].score = 3
    state = play(state, PlaceTerrain("triple", Hex(0, 3), 0), EndTurn(), EndTurn(), EndTurn())
    assert state.is_over
    assert state.winners() == [0, 1]
    assert log_texts(state)[-1] == "The game is over. Winner: A and B"


def test_most_prestige_wins() -> None:
    state = last_triple(players=2, first=0)
    state.players[1].score = 1
    state = play(state, PlaceTerrain("triple", Hex(0, 3), 0), EndTurn(), EndTurn())
    assert state.winners() == [1]
    assert log_texts(state)[-1] == "The game is over. Winner: B"


def test_names_are_listed_for_a_sentence_whatever_their_number() -> None:
    from cuzco.games.cuzco.rules.journal import name_list

    assert name_list(["Ana"]) == "Ana" and name_list([]) == ""
    assert name_list(["Ana", "Ben"]) == "Ana and Ben"
    assert name_list(["Ana", "Ben", "Cy"]) == "Ana, Ben and Cy"
    assert name_list(["Ana", "Ben", "Cy", "Di"]) == "Ana, Ben, Cy and Di"
