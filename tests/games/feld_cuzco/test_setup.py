"""Setup rules of Feld's Cuzco, one test per rule, named after it."""

from __future__ import annotations

from collections import Counter

import pytest

from cuzco.games.feld_cuzco.rules import Keep, apply, check, legal_actions, new_game
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import EMPTY, QUIPU

from .builders import setup, started


@pytest.mark.parametrize("n", [2, 3, 4])
def test_feather_supply_is_three_per_colour_per_player_less_the_starting_feathers(n: int) -> None:
    state = started(n)
    for colour in range(4):
        held = sum(p.feathers_of(colour) for p in state.players)
        assert state.supply[colour] + held == 3 * n
    assert sorted(p.feather_count() for p in state.players) == [1] * n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_starting_feathers_are_one_each_of_different_colours(n: int) -> None:
    state = started(n)
    colours = [next(c for c in range(4) if p.feathers_of(c)) for p in state.players]
    assert len(set(colours)) == n


def test_each_player_starts_with_2_offerings_1_medal_and_the_temple_holds_6() -> None:
    state = started(3)
    assert all(p.offerings == 2 and p.medals == 1 for p in state.players)
    assert state.temple_medals == 6


@pytest.mark.parametrize("n, per_row", [(2, 4), (3, 4), (4, 5)])
def test_market_deals_5_per_row_with_4_players_and_4_with_one_of_each_good_removed(n: int, per_row: int) -> None:
    state = new_game(setup(n))
    goods = [g for row in state.market for g in row if g != EMPTY]
    assert len(goods) == 6 * per_row
    assert all(sum(1 for g in row if g != EMPTY) == per_row for row in state.market)
    assert Counter(goods) == Counter({k: 5 if n == 4 else 4 for k in range(6)})
    if n < 4:
        assert all(row[0] == EMPTY for row in state.market)  # the leftmost "4 players" space stays empty


@pytest.mark.parametrize("n", [2, 3, 4])
def test_palace_shows_players_plus_two_missions_drawn_evenly_from_three_piles(n: int) -> None:
    state = new_game(setup(n))
    assert len(state.palace) == n + 2
    sizes = [len(p) for p in state.mission_piles]
    assert max(sizes) - min(sizes) <= 1
    assert sum(sizes) + len(state.palace) + 4 * n == 55


@pytest.mark.parametrize("n", [2, 3, 4])
def test_order_tokens_set_the_starting_vp_and_the_first_player(n: int) -> None:
    state = new_game(setup(n))
    assert sorted(p.token for p in state.players) == list(range(1, n + 1))
    for p in state.players:
        assert p.vp == (0, 2, 4, 6)[p.token - 1]
    assert state.players[state.order[0]].token == 1 and state.actor == state.order[0]


def test_knowledge_markers_stack_on_0_with_token_1_on_top() -> None:
    state = new_game(setup(4))
    ranking = sorted(range(4), key=lambda s: state.players[s].kstamp, reverse=True)
    assert ranking == state.order and all(p.knowledge == 0 for p in state.players)


def test_missions_one_grey_tile_each_then_two_of_four_golden_drawn_are_kept() -> None:
    state = new_game(setup(3))
    seat = state.actor
    assert state.tasks[-1][0] == "start_feather"  # the starting feather goes on first
    state = apply(state, legal_actions(state)[0])
    p = state.players[seat]
    assert len(p.missions) == 1 and C.MISSIONS[p.missions[0]].grey and len(p.drawn) == 4
    assert len([a for a in legal_actions(state) if isinstance(a, Keep)]) == 6
    assert check(state, Keep(seat, (p.drawn[0], p.drawn[0]))) is not None
    state = apply(state, Keep(seat, (p.drawn[1], p.drawn[3])))
    assert state.players[seat].missions[1:] == [p.drawn[1], p.drawn[3]]
    assert not state.players[seat].drawn


@pytest.mark.parametrize("n", [2, 3, 4])
def test_god_cards_two_of_different_gods_each_the_reserve_face_up_one_card_shown_per_pile(n: int) -> None:
    for seed in range(10):
        state = new_game(setup(n, seed))
        for p in state.players:
            assert len(p.hand) == 2 and C.god_of(p.hand[0]) != C.god_of(p.hand[1])
        per_pile = 1 if n == 2 else 2
        assert len(state.god_discard) == 5 * per_pile - 2 * n
        assert all(state.face_up) and all(len(pile) == 12 - per_pile - 1 for pile in state.god_piles)


def test_six_study_and_six_farm_tiles_lie_face_up_one_per_pip_space() -> None:
    state = new_game(setup(4))
    for kind in (C.STUDY, C.FARM):
        assert len(state.columns[kind]) == 6 and all(C.TILES[t].kind == kind for t in state.columns[kind])
        assert len(state.stacks[kind]) == 30


def test_quipus_fill_the_ten_lower_spaces_and_the_two_upper_stay_empty() -> None:
    p = new_game(setup(2)).players[0]
    assert p.slots == [EMPTY, EMPTY] + [QUIPU] * 10 and p.reserve == 0 and p.priests_home == 4


@pytest.mark.parametrize("n, supply", [(2, [6, 1]), (3, [9, 2]), (4, [12, 3])])
def test_pututu_module_supply_by_player_count(n: int, supply: list[int]) -> None:
    state = new_game(setup(n, pututu=True))
    assert state.pututu == supply
    assert new_game(setup(n)).pututu == [0, 0]


def test_the_whole_deal_follows_from_the_seed() -> None:
    a, b, c = new_game(setup(4, "x")), new_game(setup(4, "x")), new_game(setup(4, "y"))
    assert a == b and a != c


def test_setup_with_a_wrong_player_count_is_refused() -> None:
    assert setup(1).problem() is not None and setup(5).problem() is not None
    with pytest.raises(ValueError):
        new_game(setup(5))
