"""Every refusal of `check` in phase II, phase III, the setup and for god cards, each met by one action that
asserts its reason (beside the nearest action that keeps the rule); and the setup's own refusals."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import (
    Buy,
    Complete,
    Done,
    Keep,
    Place,
    PlayCard,
    Setup,
    State,
    TakeMission,
    UseAbility,
    apply,
    check,
    new_game,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import EMPTY, QUIPU

from .builders import asked, feathers, give_tile, started

SP = {"stone": 0, "bridge": 1, "study": 2, "farm": 3, "exchange": 4, "temple": 5, "headdress": 6, "vp": 7}


def at(*tasks: tuple[object, ...], phase: str = "dice") -> tuple[State, int]:
    """Four players in round 1, the first in order asked `tasks` in `phase`."""
    state = started(4)
    seat = state.actor
    state = asked(state, seat, *tasks, phase=phase)
    state.players[seat].dice = [3, 3, 3]
    return state, seat


def test_an_ability_must_exist_be_held_and_unused_this_round() -> None:
    state, seat = at(("abilities",), phase="abilities")
    give_tile(state, seat, C.STUDY, 1)
    give_tile(state, seat, C.FARM, 10)
    none = "there is no such tile ability"
    assert check(state, UseAbility(seat, 2, 1)) == none
    assert check(state, UseAbility(seat, -1, 1)) == none
    assert check(state, UseAbility(seat, C.STUDY, 0)) == none
    assert check(state, UseAbility(seat, C.STUDY, 13)) == none
    assert check(state, UseAbility(seat, C.STUDY, 2)) == "the player has no tile of that kind with that ability"
    assert check(state, UseAbility(seat, C.FARM, 1)) == "the player has no tile of that kind with that ability"
    assert check(state, UseAbility(seat, C.STUDY, 1)) is None
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    give_tile(state, seat, C.STUDY, 5)
    assert check(state, UseAbility(seat, C.STUDY, 5)) == "one ability of each kind per round, and this kind is used"
    assert check(state, UseAbility(seat, C.FARM, 10)) is None
    state.players[seat].effects.append(11)  # god card 11: one more study ability, a different one
    assert check(state, UseAbility(seat, C.STUDY, 1)) == "the extra ability must differ from the one used"
    assert check(state, UseAbility(seat, C.STUDY, 5)) is None


def test_an_ability_is_used_only_when_it_can_do_something() -> None:
    state, seat = at(("abilities",), phase="abilities")
    p = state.players[seat]
    state.rotation = 0
    p.place = 4  # I5: a stone trail of 1 to I4, no rope bridge of 2 or less (one of 3 to I6)
    give_tile(state, seat, C.FARM, 4)
    give_tile(state, seat, C.FARM, 6)
    assert check(state, UseAbility(seat, C.FARM, 4)) is None
    assert check(state, UseAbility(seat, C.FARM, 6)) == "no road of that kind is short enough for this ability"
    give_tile(state, seat, C.FARM, 6)  # two tiles: a rope bridge of up to 4
    assert check(state, UseAbility(seat, C.FARM, 6)) is None
    give_tile(state, seat, C.STUDY, 3)
    p.dots = 0xFFF
    assert check(state, UseAbility(seat, C.STUDY, 3)) == "no feather can be placed"
    p.dots = 0xFFE
    assert check(state, UseAbility(seat, C.STUDY, 3)) is None
    state.supply[C.MASKS[p.mask][0]] = 0
    assert check(state, UseAbility(seat, C.STUDY, 3)) == "no feather can be placed"
    give_tile(state, seat, C.STUDY, 7)
    state.face_up = [0, 0, 0, 0, 5 * 3]
    assert check(state, UseAbility(seat, C.STUDY, 7)) is None
    state.face_up = [0] * 5
    assert check(state, UseAbility(seat, C.STUDY, 7)) == "no god card is face up"
    give_tile(state, seat, C.STUDY, 8)
    assert check(state, UseAbility(seat, C.STUDY, 8)) is None
    p.slots = [EMPTY if s == QUIPU else s for s in p.slots]
    assert check(state, UseAbility(seat, C.STUDY, 8)) == "no quipu left on the mask"


def test_the_circlet_and_tile_abilities_reach_3_pips_with_one_tile_and_6_with_more() -> None:
    state, seat = at(("abilities",), phase="abilities")
    p = state.players[seat]
    give_tile(state, seat, C.STUDY, 9)
    p.dots = 0
    feathers(state, seat, 6, 7)  # circlet 4
    assert check(state, UseAbility(seat, C.STUDY, 9)) == "no circlet can be activated"
    feathers(state, seat, 4, 5)  # circlet 3
    assert check(state, UseAbility(seat, C.STUDY, 9)) is None
    p.circlets[2] = True
    give_tile(state, seat, C.STUDY, 9)
    assert check(state, UseAbility(seat, C.STUDY, 9)) is None  # two tiles: up to 6 pips
    give_tile(state, seat, C.FARM, 11)
    state.columns[C.FARM] = [EMPTY, EMPTY, EMPTY, 40, 41, 42]
    p.slots[p.slots.index(QUIPU)] = EMPTY
    assert check(state, UseAbility(seat, C.FARM, 11)) == "no tile can be taken and placed"
    state.columns[C.FARM][2] = 39
    assert check(state, UseAbility(seat, C.FARM, 11)) is None
    give_tile(state, seat, C.FARM, 12)
    p.slots[p.slots.index(QUIPU)] = EMPTY
    state.columns[C.STUDY] = [1, 2, 3, 4, 5, 6]
    assert check(state, UseAbility(seat, C.FARM, 12)) is None
    p.slots = [QUIPU if s == EMPTY else s for s in p.slots]
    assert check(state, UseAbility(seat, C.FARM, 12)) == "no tile can be taken and placed"


def test_a_good_is_bought_from_a_filled_column_of_this_rounds_row_with_enough_food() -> None:
    state, seat = at(("buy",), phase="market")
    state.round = 2
    state.market[1] = [0, 5, EMPTY, 1, 2]
    state.market[0] = [EMPTY] * 5
    p = state.players[seat]
    p.food = 5
    refused = "no good in that column of this round's row"
    assert check(state, Buy(seat, 2)) == refused
    assert check(state, Buy(seat, 5)) == refused
    assert check(state, Buy(seat, -1)) == refused
    assert check(state, Buy(seat, 1)) == "this good costs 6 food"
    assert check(state, Buy(seat, 0)) is None
    assert check(state, Buy(seat, 4)) is None  # 3 food for a pottery bowl
    p.food = 2
    assert check(state, Buy(seat, 3)) is None  # 2 food for clothes, exactly
    assert check(state, Buy(seat, 4)) == "this good costs 3 food"
    assert check(state, Done(seat)) is None


def test_a_mission_completed_is_held_and_met_and_one_is_given_up_only_when_none_is_met() -> None:
    state, seat = at(("mission",), ("newmission",), phase="palace")
    p = state.players[seat]
    p.missions = [106, 1]
    state.villages = [[] for _ in C.VILLAGES]
    assert check(state, Complete(seat, 2, True)) == "the player does not hold that mission"
    assert check(state, Complete(seat, 2, False)) == "the player does not hold that mission"
    assert check(state, Complete(seat, 106, True)) == "the requirements of that mission are not met"
    assert check(state, Complete(seat, 106, False)) is None
    state.villages[0] = [seat]
    assert check(state, Complete(seat, 106, True)) == "the requirements of that mission are not met"
    state.villages[5] = [seat]
    assert check(state, Complete(seat, 106, True)) is None
    assert check(state, Complete(seat, 1, False)) == "a mission can be completed, so one must be"
    state = apply(state, Complete(seat, 106, True))
    assert check(state, TakeMission(seat, 55 if 55 not in state.palace else 54)) == "that mission is not in the palace"
    assert check(state, TakeMission(seat, state.palace[-1])) is None


def test_two_different_missions_of_the_four_drawn_are_kept() -> None:
    state = new_game(Setup(("A", "B", "C"), 3))
    seat = state.actor
    state.tasks = [("keep",)]
    drawn = state.players[seat].drawn
    refused = "keep two different missions among the four drawn"
    other = next(m for m in range(1, 56) if m not in drawn)
    assert check(state, Keep(seat, (drawn[0],))) == refused
    assert check(state, Keep(seat, (drawn[0], drawn[0]))) == refused
    assert check(state, Keep(seat, (drawn[0], other))) == refused
    assert check(state, Keep(seat, (drawn[0], drawn[1], drawn[2]))) == refused
    assert check(state, Keep(seat, (drawn[3], drawn[1]))) is None


def test_the_setup_is_in_round_0_until_the_first_dice_are_rolled() -> None:
    state = new_game(Setup(("A", "B"), 1))
    assert state.phase == "setup" and state.round == 0 and not any(p.dice for p in state.players)
    assert started(2).round == 1


@pytest.mark.parametrize(("names", "seed", "options", "reason"), [
    (("A",), 0, (False, False), "Feld's Cuzco has 2 to 4 players, not 1"),
    (("A", "B", "C", "D", "E"), 0, (False, False), "Feld's Cuzco has 2 to 4 players, not 5"),
    (("A", " "), 0, (False, False), "every player needs a name"),
    (("A", 7), 0, (False, False), "every player needs a name"),
    (("A", "B"), 1.5, (False, False), "the seed must be a number or a text"),
    (("A", "B"), True, (False, False), "the seed must be a number or a text"),
    (("A", "B"), None, (False, False), "the seed must be a number or a text"),
    (("A", "B"), 0, ("yes", False), "an option must be true or false"),
    (("A", "B"), 0, (False, 1), "an option must be true or false"),
])
def test_a_setup_refuses_a_wrong_count_a_missing_name_a_wrong_seed_and_an_option_not_true_or_false(
        names: tuple[object, ...], seed: object, options: tuple[object, object], reason: str) -> None:
    setup = Setup(names, seed, *options)  # type: ignore[arg-type]
    assert setup.problem() == reason
    with pytest.raises(ValueError, match=reason):
        new_game(setup)


@pytest.mark.parametrize("first", [-1, 2, True, "0"])
def test_a_chosen_first_player_is_one_of_the_seats(first: object) -> None:
    setup = Setup(("A", "B"), 0, first_player=first)  # type: ignore[arg-type]
    assert setup.problem() == "the first player must be one of the seats"


@pytest.mark.parametrize("setup", [Setup(("A", "B"), 0), Setup(("A", "B", "C", "D"), "text", True, True),
                                   Setup(("A", "B"), 0, first_player=1), Setup(("A", "B", "C"), 0, first_player=0)])
def test_a_setup_of_2_to_4_named_players_a_number_or_text_and_true_or_false_options_is_accepted(
        setup: Setup) -> None:
    assert setup.problem() is None


def test_a_god_card_must_exist_and_be_held_with_an_offering_or_face_up_with_a_medal() -> None:
    state, seat = at(("place",))
    p = state.players[seat]
    p.hand, p.offerings, p.medals = [7], 1, 1
    assert check(state, PlayCard(seat, 0)) == "there is no god card 0"
    assert check(state, PlayCard(seat, 16)) == "there is no god card 16"
    assert check(state, PlayCard(seat, 10)) == "the player does not hold that card"
    state.face_up[2] = 8
    assert check(state, PlayCard(seat, 7, medal=True)) == "that card is not face up on the display"
    state.face_up[2] = 7
    assert check(state, PlayCard(seat, 7, medal=True)) is None
    p.medals = 0
    assert check(state, PlayCard(seat, 7, medal=True)) == "the player has no Inti medal"
    p.offerings = 0
    assert check(state, PlayCard(seat, 7)) == "playing a god card costs an offering, and the player has none"
    p.offerings = 1
    assert check(state, PlayCard(seat, 7)) is None
    assert check(state, PlayCard(seat, 7, target=(1,))) == "the card's target is not valid"
    assert check(state, PlayCard((seat + 1) % 4, 7)) == "it is not this player's turn"


@pytest.mark.parametrize(("card", "right", "wrong", "phase"), [
    (1, ("abilities",), ("place",), "abilities"), (11, ("abilities",), ("buy",), "abilities"),
    (15, ("abilities",), ("exchange", 3), "abilities"), (2, ("exchange", 3), ("place",), "dice"),
    (3, ("buy",), ("mission",), "market"), (4, ("mission",), ("buy",), "palace"),
    (4, ("end_missions",), ("newmission",), "end"), (8, ("blessing",), ("card",), "dice"),
    (5, ("place",), ("move", 0, 2), "dice"), (6, ("extra",), ("tile", 0, 3), "dice"),
    (14, ("place",), ("blessing",), "dice"),
])
def test_each_god_card_is_played_only_at_its_moment(card: int, right: tuple[object, ...],
                                                     wrong: tuple[object, ...], phase: str) -> None:
    state, seat = at(wrong, phase=phase)
    state.players[seat].hand, state.players[seat].offerings = [card], 1
    assert check(state, PlayCard(seat, card)) == "this god card cannot be played now"
    state.tasks = [right]
    assert check(state, PlayCard(seat, card)) != "this god card cannot be played now"  # (its target aside)


def test_a_card_waiting_to_be_used_is_not_played_again_and_the_placing_cards_are_for_phase_one() -> None:
    for card, marker in ((1, 1), (11, 11), (15, 15), (3, 3)):
        state, seat = at(("buy",) if card == 3 else ("abilities",), phase="market" if card == 3 else "abilities")
        state.players[seat].hand, state.players[seat].offerings = [card], 1
        state.players[seat].effects = [marker]
        assert check(state, PlayCard(seat, card)) == "this god card cannot be played now"
    state, seat = at(("place",))
    state.players[seat].hand, state.players[seat].offerings = [7, 13], 2
    state.players[seat].effects = [7]
    assert check(state, PlayCard(seat, 7)) == "this god card cannot be played now"
    state.tasks = [("move", 0, 2)]
    assert check(state, PlayCard(seat, 13)) is None
    state.players[seat].effects = [13]
    assert check(state, PlayCard(seat, 13)) == "this god card cannot be played now"
    state.phase, state.tasks = "abilities", [("place",)]
    assert check(state, PlayCard(seat, 7)) == "this god card cannot be played now"
    state.tasks = [("blessing",)]
    state.players[seat].hand = [8]
    assert check(state, PlayCard(seat, 8)) is None
    state.phase = "market"
    assert check(state, PlayCard(seat, 8)) == "this god card cannot be played now"


def test_card_02_targets_one_or_two_different_slid_tiles() -> None:
    state, seat = at(("exchange", 3))
    state.players[seat].hand, state.players[seat].offerings = [2], 1
    a = give_tile(state, seat, C.STUDY, 1, slid=True)
    b = give_tile(state, seat, C.FARM, 1, slid=True)
    c = give_tile(state, seat, C.FARM, 2)
    wrong = "the card's target is not valid"
    for target in ((), (a, a), (a, b, c), (c,), (a, c), (12,), (-1,), (state.players[seat].slots.index(QUIPU),)):
        assert check(state, PlayCard(seat, 2, target=target)) == wrong, target
    assert check(state, PlayCard(seat, 2, target=(b,))) is None
    assert check(state, PlayCard(seat, 2, target=(a, b))) is None


def test_card_04_targets_a_held_mission_met_with_one_requirement_lowered() -> None:
    state, seat = at(("mission",), ("newmission",), phase="palace")
    p = state.players[seat]
    p.hand, p.offerings, p.missions = [4], 1, [106, 1]
    state.villages = [[] for _ in C.VILLAGES]
    state.villages[0] = [seat]
    refused = "that mission is not met even with one requirement lowered by 1"
    for target in ((106,), (106, 0, 0), (2, 0), (106, 1), (106, -1), (1, 0)):
        assert check(state, PlayCard(seat, 4, target=target)) == refused, target
    assert check(state, PlayCard(seat, 4, target=(106, 0))) is None
    state.villages[5] = [seat]  # already met: the card may still be spent on it
    assert check(state, PlayCard(seat, 4, target=(106, 0))) is None


def test_card_06_targets_a_die_on_one_space_and_another_space() -> None:
    state, seat = at(("place",))
    state.players[seat].hand, state.players[seat].offerings = [6], 1
    state.spaces[SP["study"]] = [(1, 2)]
    wrong = "the card's target is not valid"
    for target in ((SP["study"], 2), (SP["study"], 3, SP["farm"]), (SP["study"], 2, SP["study"]),
                   (8, 2, SP["farm"]), (SP["study"], 2, 8), (-1, 2, SP["farm"]), (SP["study"], 2, -1)):
        assert check(state, PlayCard(seat, 6, target=target)) == wrong, target
    assert check(state, PlayCard(seat, 6, target=(SP["study"], 2, SP["vp"]))) is None
    assert check(state, PlayCard(seat, 6, target=(SP["study"], 2, 0))) is None


def test_card_09_targets_a_tile_of_either_discard_pile_and_an_empty_mask_space() -> None:
    state, seat = at(("discard_tile",))
    p = state.players[seat]
    p.hand, p.offerings, p.effects = [9], 1, [-9]
    state.tile_discards = [[5, 6], [40]]
    free = p.slots.index(EMPTY)
    refused = "god card 09 needs a tile of a discard pile and an empty mask space"
    for target in ((0, 0), (2, 0, free), (-1, 0, free), (1, 1, free), (0, 2, free), (0, -1, free), (0, 0, 12),
                   (0, 0, -1), (0, 0, p.slots.index(QUIPU))):
        assert check(state, PlayCard(seat, 9, target=target)) == refused, target
    assert check(state, PlayCard(seat, 9, target=(0, 1, free))) is None
    state = apply(state, PlayCard(seat, 9, target=(1, 0, free)))
    assert state.players[seat].slots[free] == 40 and state.tile_discards == [[5, 6], []]
    assert not state.players[seat].slid[free]


def test_card_09_takes_the_named_tile_of_the_named_pile() -> None:
    state, seat = at(("discard_tile",))
    p = state.players[seat]
    p.hand, p.offerings, p.effects = [9, 9], 2, [-9]
    state.tile_discards = [[5, 6, 7], [40, 41]]
    free = p.slots.index(EMPTY)
    state = apply(state, PlayCard(seat, 9, target=(0, 1, free)))
    assert state.players[seat].slots[free] == 6 and state.tile_discards == [[5, 7], [40, 41]]


def test_card_01_adds_its_tile_to_the_first_study_use_only() -> None:
    state, seat = at(("abilities",), phase="abilities")
    give_tile(state, seat, C.STUDY, 1)
    give_tile(state, seat, C.STUDY, 10)
    p = state.players[seat]
    p.hand, p.offerings = [1, 11], 2
    state = apply(state, PlayCard(seat, 1))
    state = apply(state, PlayCard(seat, 11))
    offerings, food = state.players[seat].offerings, state.players[seat].food
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    assert state.players[seat].offerings == offerings + 2
    state = apply(state, UseAbility(seat, C.STUDY, 10))
    assert state.players[seat].food == food + 1  # the card's tile went to the first use


def test_card_01_adds_its_tile_to_the_first_farm_use_only() -> None:
    state, seat = at(("abilities",), phase="abilities")
    give_tile(state, seat, C.FARM, 1)
    give_tile(state, seat, C.FARM, 10)
    p = state.players[seat]
    p.hand, p.offerings = [1, 15], 2
    state = apply(state, PlayCard(seat, 1))
    state = apply(state, PlayCard(seat, 15))
    state = apply(state, UseAbility(seat, C.FARM, 10))
    offerings = state.players[seat].offerings
    state = apply(state, UseAbility(seat, C.FARM, 1))
    assert state.players[seat].offerings == offerings + 1


def test_card_07_is_spent_by_the_die_it_frees_and_may_be_played_again_in_the_extra_turn() -> None:
    state, seat = at(("place",))
    p = state.players[seat]
    p.hand, p.offerings = [5, 7, 7], 3
    state.spaces[SP["exchange"]] = [(1, 1)]
    state = apply(state, PlayCard(seat, 5))
    state = apply(state, PlayCard(seat, 7))
    state = apply(state, Place(seat, 3, SP["exchange"], "exchange"))
    assert 7 not in state.players[seat].effects
    state = apply(state, Done(seat))
    assert state.tasks[-1] == ("extra",) and state.actor == seat
    assert check(state, PlayCard(seat, 7)) is None
