"""God cards and Inti medals in Feld's Cuzco: paying, timing, and each of the fifteen abilities."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import (
    Blessing,
    Buy,
    Exchange,
    Move,
    Place,
    PlayCard,
    TakeTile,
    UseAbility,
    apply,
    check,
    legal_actions,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.flow import _phase_three, final_scoring
from cuzco.games.feld_cuzco.rules.state import EMPTY, HOME, State

from .builders import asked, feathers, give_tile, started

SP = {"stone": 0, "bridge": 1, "study": 2, "farm": 3, "exchange": 4, "temple": 5, "headdress": 6, "vp": 7}


def holding(card: int, *tasks: tuple[object, ...], phase: str = "dice", dice: tuple[int, ...] = (3, 3, 3)
            ) -> tuple[State, int]:
    state = started(4)
    seat = state.actor
    state = asked(state, seat, *(tasks or (("place",),)), phase=phase)
    p = state.players[seat]
    p.hand = [card]
    p.dice = list(dice)
    give_tile(state, state.order[1], C.STUDY, 2)  # keeps phase II open after this player
    return state, seat


def test_playing_a_god_card_costs_an_offering_and_discards_it() -> None:
    state, seat = holding(7)
    state.players[seat].offerings = 0
    assert "offering" in check(state, PlayCard(seat, 7))  # type: ignore[operator]
    state.players[seat].offerings = 1
    state = apply(state, PlayCard(seat, 7))
    assert state.players[seat].hand == [] and state.players[seat].offerings == 0 and state.god_discard[-1] == 7


def test_a_god_card_is_played_only_in_its_phase() -> None:
    state, seat = holding(3)  # a phase III card in phase I
    assert check(state, PlayCard(seat, 3)) is not None


def test_an_inti_medal_uses_a_face_up_card_without_an_offering_and_leaves_the_game() -> None:
    state, seat = holding(1)
    state.face_up[2] = 7
    state.players[seat].offerings = 0
    state = apply(state, PlayCard(seat, 7, medal=True))
    p = state.players[seat]
    assert p.medals == 0 and 7 in p.effects and state.god_discard[-1] == 7 and state.face_up[2] != 0
    assert check(state, PlayCard(seat, 7, medal=True)) is not None  # no medal left


def test_card_01_adds_one_tile_to_one_study_and_one_farm_use() -> None:
    """Example 1: one study tile 01 with the card gives 2 offerings."""
    state, seat = holding(1, ("abilities",), phase="abilities")
    give_tile(state, seat, C.STUDY, 1)
    state = apply(state, PlayCard(seat, 1))
    offerings = state.players[seat].offerings
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    assert state.players[seat].offerings == offerings + 2


def test_card_02_slides_up_to_two_tiles_back_up_during_an_exchange() -> None:
    state, seat = holding(2, ("exchange", 3))
    a = give_tile(state, seat, C.STUDY, 1, slid=True)
    b = give_tile(state, seat, C.FARM, 1, slid=True)
    state = apply(state, PlayCard(seat, 2, target=(a, b)))
    assert not state.players[seat].slid[a] and not state.players[seat].slid[b]
    assert check(state, Exchange(seat, "knowledge", a)) is None


def test_card_03_doubles_the_vp_of_a_bought_good() -> None:
    """The jewelry example: 9 VP + 9 VP."""
    state = started(4)
    state.phase, state.tasks = "abilities", []
    _phase_three(state)
    seat = state.actor
    state.market[0][0] = 5
    p = state.players[seat]
    p.hand, p.food = [3], 6
    vp = p.vp
    state = apply(state, PlayCard(seat, 3))
    state = apply(state, Buy(seat, 0))
    assert state.players[seat].vp == vp + 18


def test_card_04_completes_a_mission_with_one_requirement_fewer_for_4_vp() -> None:
    """The example: 2 of the 3 orange feathers are enough with the card."""
    state, seat = holding(4, ("mission",), ("newmission",), phase="palace")
    p = state.players[seat]
    p.missions = [1, 7, 43]
    orange = [d for d in range(12) if C.MASKS[p.mask][d] == C.ORANGE]
    p.dots = 0
    feathers(state, seat, *orange[:2])
    vp = p.vp
    state = apply(state, PlayCard(seat, 4, target=(1, 0)))
    assert state.players[seat].vp == vp + 4 and 1 in state.players[seat].completed
    assert state.tasks[-1] == ("newmission",)


def test_card_04_at_the_end_of_the_game_covers_one_mission_per_card() -> None:
    state, seat = holding(4, ("end_missions",), phase="end")
    p = state.players[seat]
    p.missions = [106, 42]
    state.villages[0] = [seat]
    p.hand = [4, 4]
    state = apply(state, PlayCard(seat, 4, target=(106, 0)))
    assert check(state, PlayCard(seat, 4, target=(42, 0))) is not None  # 4 inner villages less 1 is 3
    final_scoring(state)
    assert 106 in state.players[seat].completed


def test_card_05_gives_an_extra_turn_as_a_die_of_1_that_is_not_placed() -> None:
    state, seat = holding(5)
    state = apply(state, PlayCard(seat, 5))
    state = apply(state, Place(seat, 3, SP["vp"], "vp"))
    assert state.actor == seat and state.tasks[-1] == ("extra",)
    state.spaces[SP["temple"]] = [(1, 1)]
    assert check(state, Place(seat, 0, SP["temple"], "temple")) is not None  # a 1 is there
    state = apply(state, Place(seat, 0, SP["exchange"], "exchange"))
    assert state.tasks[-1] == ("exchange", 1) and len(state.players[seat].dice) == 2
    assert all(pips != 1 or who != seat for who, pips in state.spaces[SP["exchange"]])


def test_card_06_moves_any_die_to_another_space_ignoring_the_placement_rule() -> None:
    state, seat = holding(6)
    other = state.order[1]
    state.spaces[SP["study"]] = [(other, 2)]
    state.spaces[SP["farm"]] = [(other, 1)]
    state = apply(state, PlayCard(seat, 6, target=(SP["study"], 2, SP["farm"])))
    assert state.spaces[SP["study"]] == [] and state.spaces[SP["farm"]] == [(other, 1), (other, 2)]
    assert check(state, Place(seat, 3, SP["study"], "study")) is None


def test_card_07_places_a_die_whatever_the_dice_on_the_space() -> None:
    state, seat = holding(7)
    state.spaces[SP["exchange"]] = [(1, 2)]
    assert check(state, Place(seat, 3, SP["exchange"], "exchange")) is not None
    state = apply(state, PlayCard(seat, 7))
    state = apply(state, Place(seat, 3, SP["exchange"], "exchange"))
    assert state.tasks[-1] == ("exchange", 3)


def test_card_08_replaces_a_fire_blessing_with_3_food_and_3_knowledge() -> None:
    state, seat = holding(8, ("blessing",))
    p = state.players[seat]
    food, knowledge, hand = p.food, p.knowledge, len(p.hand)
    state = apply(state, PlayCard(seat, 8))
    p = state.players[seat]
    assert p.food == food + 3 and p.knowledge == knowledge + 3 and len(p.hand) == hand - 1
    assert not state.tasks or state.tasks[-1] != ("blessing",) or state.actor != seat


def test_card_09_takes_a_tile_from_the_discard_piles_after_taking_a_tile() -> None:
    state, seat = holding(9)
    state.tile_discards = [[5], []]
    state = apply(state, Place(seat, 3, SP["farm"], "farm"))
    assert check(state, PlayCard(seat, 9, target=(0, 0, 1))) is not None  # not before the tile
    state = apply(state, TakeTile(seat, C.FARM, 1, 0))
    state = asked(state, seat, ("place",), phase="dice")
    state.players[seat].effects.append(-9)
    state = apply(state, PlayCard(seat, 9, target=(0, 0, 1)))
    assert state.players[seat].slots[1] == 5 and state.tile_discards[0] == []


def test_card_09_cannot_be_played_when_the_discard_piles_are_empty() -> None:
    state, seat = holding(9)
    state.players[seat].effects.append(-9)
    assert not [a for a in legal_actions(state) if isinstance(a, PlayCard) and a.card == 9]


def test_card_10_scores_the_village_vp_on_delivery() -> None:
    state, seat = holding(10, dice=(4, 4, 4))
    state.rotation = 0
    state = apply(state, PlayCard(seat, 10))
    vp = state.players[seat].vp
    state = apply(apply(state, Place(seat, 4, SP["stone"], "stone")), Move(seat, 2))
    assert state.players[seat].vp == vp + C.VILLAGES[2].vp


def test_card_11_and_15_use_one_more_study_or_farm_ability_of_a_different_kind() -> None:
    state, seat = holding(11, ("abilities",), phase="abilities")
    give_tile(state, seat, C.STUDY, 1)
    give_tile(state, seat, C.STUDY, 2)
    state = apply(state, PlayCard(seat, 11))
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    assert check(state, UseAbility(seat, C.STUDY, 1)) is not None
    state = apply(state, UseAbility(seat, C.STUDY, 2))
    assert state.players[seat].used_abilities[C.STUDY] == [1, 2]


def test_card_12_sends_the_priest_on_the_step_home_instead_of_pushing_it() -> None:
    state, seat = holding(12)
    other = state.order[1]
    state.steps = [other, other, other, HOME, HOME, HOME]
    state.players[other].priests_home = 1
    state = apply(state, PlayCard(seat, 12))
    state = apply(state, Place(seat, 3, SP["temple"], "temple"))
    assert state.steps[:3] == [other, other, seat] and state.players[other].priests_home == 2


def test_card_13_moves_to_a_neighbouring_village_ignoring_pips_and_road_type() -> None:
    state, seat = holding(13, dice=(1, 1, 1))
    state.rotation = 0
    state.players[seat].place = 3  # I4: stone 1 to I5 only, for a die of 1
    state = apply(state, PlayCard(seat, 13))
    state = apply(state, Place(seat, 1, SP["bridge"], "bridge"))
    assert check(state, Move(seat, 9)) is None  # the bridge of 2 to O4
    assert check(state, Move(seat, 7)) is not None  # not adjacent


def test_card_14_uses_the_die_as_a_6_while_the_placement_rule_sees_its_real_pips() -> None:
    state, seat = holding(14, dice=(2, 2, 2))
    state.spaces[SP["study"]] = [(1, 3)]
    state = apply(state, PlayCard(seat, 14))
    state = apply(state, Place(seat, 2, SP["study"], "study"))
    assert state.tasks[-1] == ("tile", C.STUDY, 6) and (seat, 2) in state.spaces[SP["study"]]


def test_a_blessing_may_take_a_newly_revealed_card() -> None:
    state, seat = holding(1, ("blessing",), ("card",))
    god = next(g for g in range(5) if state.face_up[g])
    state = apply(state, Blessing(seat, god, True))
    assert state.face_up[god] == 0 or check(state, next(a for a in legal_actions(state))) is None


__all__ = ["EMPTY"]


def test_card_01_examples_two_offering_tiles_give_3_and_a_stone_tile_reaches_4_then_any() -> None:
    """Example 1: a second study tile 01 with the card gives 3 offerings. Example 2: farm tile 04 with the
    card uses stone trails of 1-4; two such tiles with the card use any stone trail."""
    state, seat = holding(1, ("abilities",), phase="abilities")
    give_tile(state, seat, C.STUDY, 1, 1)
    give_tile(state, seat, C.STUDY, 1, 2)
    give_tile(state, seat, C.FARM, 4, 1)
    state.players[seat].place = 3  # I4: the stone trail of 1 to I5 is in reach
    state = apply(state, PlayCard(seat, 1))
    offerings = state.players[seat].offerings
    state = apply(state, UseAbility(seat, C.STUDY, 1))
    assert state.players[seat].offerings == offerings + 3
    state = apply(state, UseAbility(seat, C.FARM, 4))
    assert state.tasks[-1] == ("move", 0, 4)
