"""Phase II (tile abilities), phase III (university, temple, market, palace), the end of the round and of
the game in Feld's Cuzco. One test per rule, named after it."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import (
    Buy,
    Complete,
    Done,
    Move,
    TakeMission,
    UseAbility,
    apply,
    check,
    legal_actions,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.flow import _end_round, _phase_three, final_scoring
from cuzco.games.feld_cuzco.rules.state import EMPTY, HOME, State

from .builders import asked, feathers, give_tile, started


def abilities(n: int = 4) -> tuple[State, int]:
    state = started(n)
    seat = state.actor
    state = asked(state, seat, ("abilities",), phase="abilities")
    give_tile(state, state.order[1], C.STUDY, 2)  # the next player has a choice to make: phase III waits
    return state, seat


def test_phase_two_allows_one_study_and_one_farm_ability_per_player() -> None:
    state, seat = abilities()
    give_tile(state, seat, C.STUDY, 1)
    give_tile(state, seat, C.STUDY, 2)
    give_tile(state, seat, C.FARM, 10)
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    assert check(state, UseAbility(seat, C.STUDY, 2)) is not None
    offerings = state.players[seat].offerings
    state = apply(state, UseAbility(seat, C.FARM, 10))
    assert state.actor != seat or state.phase != "abilities"  # both used: the next player
    assert state.players[seat].offerings == offerings


def test_identical_tiles_of_one_kind_join_into_one_use() -> None:
    """Patricia's example: 2 study stone-trail tiles move as a 4; 3 identical farm food tiles give 3 food."""
    state, seat = abilities()
    state.players[seat].place = 2  # I3: stone 3 to I2, stone 4 to O3, and bridges
    give_tile(state, seat, C.STUDY, 4, 1)
    give_tile(state, seat, C.STUDY, 4, 2)
    for v in (1, 2, 3):
        give_tile(state, seat, C.FARM, 10, v)
    food = state.players[seat].food
    state = apply(state, UseAbility(seat, C.FARM, 10))
    assert state.players[seat].food == food + 3
    state = apply(state, UseAbility(seat, C.STUDY, 4))
    assert state.tasks[-1] == ("move", 0, 4)
    assert {a.to for a in legal_actions(state) if isinstance(a, Move)} == {1, 8}


def test_study_and_farm_tiles_with_the_same_ability_never_join() -> None:
    state, seat = abilities()
    give_tile(state, seat, C.STUDY, 2)
    give_tile(state, seat, C.FARM, 2)
    vp = state.players[seat].vp
    state = apply(state, UseAbility(seat, C.STUDY, 2))
    assert state.players[seat].vp == vp + 2


@pytest.mark.parametrize("ability, copies, expect", [
    (1, 2, ("offerings", 2)), (2, 3, ("vp", 6)), (5, 2, ("knowledge", 2)), (10, 1, ("food", 1)),
])
def test_tile_abilities_offering_vp_knowledge_food_scale_with_copies(ability: int, copies: int,
                                                                     expect: tuple[str, int]) -> None:
    state, seat = abilities()
    for v in range(copies):
        give_tile(state, seat, C.FARM, ability, v + 1)
    before = getattr(state.players[seat], expect[0])
    state = apply(state, UseAbility(seat, C.FARM, ability))
    assert getattr(state.players[seat], expect[0]) == before + expect[1]


def test_tile_ability_feathers_of_any_colour_god_cards_and_quipus_to_the_reserve() -> None:
    state, seat = abilities()
    give_tile(state, seat, C.STUDY, 3, 1)
    give_tile(state, seat, C.STUDY, 3, 2)
    give_tile(state, seat, C.FARM, 8, 1)
    state = apply(state, UseAbility(seat, C.STUDY, 3))
    assert state.tasks[-2:] == [("feather", -1), ("feather", -1)]
    state = asked(state, seat, ("abilities",), phase="abilities")
    state.players[seat].used = [True, False]
    state = apply(state, UseAbility(seat, C.FARM, 8))
    assert state.tasks[-1] == ("quipu",)


@pytest.mark.parametrize("copies, pips", [(1, 3), (2, 6), (3, 6)])
def test_circlet_farming_and_study_abilities_act_as_a_die_of_3_then_6_and_a_third_tile_adds_nothing(
        copies: int, pips: int) -> None:
    state, seat = abilities()
    for v in range(copies):
        give_tile(state, seat, C.STUDY, 11, v + 1)
    state.players[seat].slots[11] = EMPTY
    state.players[seat].reserve += 1
    state = apply(state, UseAbility(seat, C.STUDY, 11))
    assert state.tasks[-1] == ("tile", C.FARM, pips)


def test_a_tile_gained_in_phase_two_is_usable_in_the_same_phase_if_its_kind_is_unused() -> None:
    state, seat = abilities()
    give_tile(state, seat, C.STUDY, 11)
    state.columns[C.FARM][0] = C.FARM * 36 + 9  # a farm "2 VP" tile beside 1 pip
    state = apply(state, UseAbility(seat, C.STUDY, 11))
    slot = state.players[seat].slots.index(EMPTY)
    state = apply(state, next(a for a in legal_actions(state) if getattr(a, "column", 0) == 1))
    assert state.players[seat].slots[slot] == C.FARM * 36 + 9
    assert check(state, UseAbility(seat, C.FARM, 4)) is None


def phase_three(n: int = 3) -> State:
    state = started(n)
    state.phase = "abilities"
    state.tasks = []
    return state


def test_university_scores_the_knowledge_vp_and_the_most_advanced_marker_becomes_first() -> None:
    state = phase_three()
    ps = state.players
    ps[0].knowledge, ps[1].knowledge, ps[2].knowledge = 5, 9, 5
    ps[0].kstamp, ps[2].kstamp = 10, 11  # seat 2 arrived later on space 5: on top
    vps = [p.vp for p in ps]
    _phase_three(state)
    assert state.order == [1, 2, 0] and [p.token for p in ps] == [3, 1, 2]
    assert [p.vp - v for p, v in zip(ps, vps)] == [5, 9, 5] and all(p.knowledge == 0 for p in ps)


def test_knowledge_stays_on_the_last_space_of_15() -> None:
    state, seat = abilities()
    for v in (1, 2, 3):
        give_tile(state, seat, C.STUDY, 5, v)
    state.players[seat].knowledge = 14
    state = apply(state, UseAbility(seat, C.STUDY, 5))
    assert state.players[seat].knowledge == 15


@pytest.mark.parametrize("rnd, per", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_temple_scores_each_priest_by_round_and_the_most_priests_take_a_medal(rnd: int, per: int) -> None:
    state = phase_three()
    state.round = rnd
    state.steps = [0, 0, 1, HOME, HOME, 2]
    vps = [p.vp for p in state.players]
    _phase_three(state)
    assert [p.vp - v for p, v in zip(state.players, vps)] == [2 * per, per, per]
    assert state.players[0].medals == 2 and state.temple_medals == 5


def test_temple_medal_tie_goes_to_the_highest_priest_and_no_priests_removes_a_medal() -> None:
    state = phase_three()
    state.steps = [0, HOME, 1, HOME, HOME, HOME]
    _phase_three(state)
    assert state.players[1].medals == 2 and state.players[0].medals == 1
    state = phase_three()
    _phase_three(state)
    assert state.temple_medals == 5 and all(p.medals == 1 for p in state.players)


def test_market_each_player_may_buy_one_good_of_the_round_row_in_the_new_order() -> None:
    """Ulrich's example: the soup costs 1 food and scores 1 VP at once."""
    state = phase_three(4)
    _phase_three(state)
    seat = state.actor
    assert seat == state.order[0] and state.phase == "market"
    row = state.market[0]
    state.market[0] = [0] + row[1:]
    state.players[seat].food = 1
    vp = state.players[seat].vp
    state = apply(state, Buy(seat, 0))
    assert state.players[seat].goods == [0] and state.players[seat].vp == vp + 1
    assert state.players[seat].food == 0 and (state.actor != seat or state.tasks[-1][0] != "buy")


def test_palace_a_completable_mission_must_be_completed_for_6_vp_then_a_new_one_is_taken() -> None:
    state = phase_three(2)
    _phase_three(state)
    while state.phase == "market":
        state = apply(state, Done(state.actor)) if state.tasks else state
    seat = state.actor
    p = state.players[seat]
    p.missions = [106, 38, 41]  # two villages; 5 food; 4 offerings
    p.food = 5
    assert check(state, Complete(seat, 106, True)) is not None
    assert check(state, Complete(seat, 106, False)) is not None  # 38 can be done, so no giving up
    vp = p.vp
    state = apply(state, Complete(seat, 38, True))
    assert state.players[seat].vp == vp + 6 and state.players[seat].completed == [38]
    pick = state.palace[0]
    state = apply(state, TakeMission(seat, pick))
    assert pick in state.players[seat].missions and pick not in state.palace


def test_palace_a_player_who_cannot_complete_any_mission_gives_one_up_for_nothing() -> None:
    state = phase_three(2)
    _phase_three(state)
    while state.phase == "market":
        state = apply(state, Done(state.actor))
    seat = state.actor
    state.players[seat].missions = [7, 40, 43]
    vp = state.players[seat].vp
    state = apply(state, Complete(seat, 40, False))
    assert state.players[seat].vp == vp and state.players[seat].completed == []


def test_end_of_round_discards_and_refills_the_columns_and_the_palace_and_returns_the_dice() -> None:
    state = started(3)
    taken = state.columns[C.STUDY][0]
    state.columns[C.STUDY][0] = EMPTY
    state.palace = state.palace[:2]
    state.spaces[0] = [(0, 3)]
    _end_round(state)
    assert state.round == 2 and all(t != EMPTY for t in state.columns[C.STUDY])
    assert len(state.tile_discards[C.STUDY]) == 5 and taken not in state.tile_discards[C.STUDY]
    assert len(state.palace) == 5 and all(not s for s in state.spaces)
    assert all(len(p.dice) == 3 for p in state.players)


def test_final_scoring_last_missions_medals_top_quipus_and_achievements() -> None:
    state = started(2)
    a, b = state.order
    state.round = 6
    pa = state.players[a]
    pa.missions = [106, 7]
    state.villages[7] = [b, a]  # a on top of the 7-VP village
    state.villages[0] = [a, b]  # b on top of the 1-VP village
    pa.medals = 2
    pa.dots = 0xFFF
    pa.circlets = [True] * 6
    pa.slots = [0] * 12
    pa.goods = [0] * 6
    pa.completed = list(range(8))
    vp_a, vp_b = pa.vp, state.players[b].vp
    final_scoring(state)
    # S-06 (2 villages) done, 07 (9 villages) failed: 9 missions in all
    assert pa.vp - vp_a == 6 + 4 + 7 + 6 + 9 + 9 + 12 + 6
    assert state.players[b].vp - vp_b == 2 + 1
    assert state.over and not pa.missions


def test_ten_quipus_delivered_scores_10_and_the_reserve_does_not_count() -> None:
    state = started(2)
    seat = state.order[0]
    for v in range(10):
        state.villages[v] = [seat]
    state.players[seat].slots = [EMPTY] * 12
    vp = state.players[seat].vp
    final_scoring(state)
    assert state.players[seat].sources[11] == 10 and state.players[seat].vp > vp


def test_a_tie_for_most_vp_goes_to_the_player_earlier_in_player_order() -> None:
    state = started(3)
    for p in state.players:
        p.vp = 50
    assert state.winner() == state.order[0]


def test_the_game_ends_after_the_palace_of_round_6() -> None:
    import random

    state = started(2, 5)
    rng = random.Random(5)
    rounds = set()
    while not state.over:
        rounds.add(state.round)
        state = apply(state, rng.choice(legal_actions(state)))
    assert rounds == {1, 2, 3, 4, 5, 6} and all(not p.missions for p in state.players)





def test_palace_example_three_purple_feathers_complete_mission_02() -> None:
    """Ulrich's example: he holds 3 purple feathers, so he completes that mission and turns it face down."""
    state = phase_three(4)
    _phase_three(state)
    while state.phase == "market":
        state = apply(state, Done(state.actor)) if state.tasks[-1][0] == "buy" else state
    seat = state.actor
    p = state.players[seat]
    p.missions = [2, 7, 29]
    feathers(state, seat, *[d for d in range(12) if C.MASKS[p.mask][d] == C.PURPLE])
    assert [a for a in legal_actions(state) if isinstance(a, Complete)] == [Complete(seat, 2, True)]
    state = apply(state, Complete(seat, 2, True))
    assert state.players[seat].completed == [2]
