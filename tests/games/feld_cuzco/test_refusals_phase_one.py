"""Every refusal of `check` in phase I, each met by one action that asserts its reason.

The listing of legal actions filters its candidates before `check` sees them, so these tests put each
refusal to `check` directly: the action that breaks the rule, and beside it the nearest one that keeps it.
"""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import (
    Activate,
    Blessing,
    Done,
    Exchange,
    Feather,
    Move,
    Place,
    Reallocate,
    State,
    TakeCard,
    TakeTile,
    apply,
    check,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import EMPTY, QUIPU

from .builders import asked, feathers, give_tile, started

SP = {"stone": 0, "bridge": 1, "study": 2, "farm": 3, "exchange": 4, "temple": 5, "headdress": 6, "vp": 7}


def at(*tasks: tuple[object, ...], dice: tuple[int, ...] = (3, 3, 3), pututu: bool = False) -> tuple[State, int]:
    """Four players in round 1, the first in order asked `tasks`, holding `dice`."""
    state = started(4, pututu=pututu)
    seat = state.actor
    state = asked(state, seat, *(tasks or (("place",),)), phase="dice")
    state.players[seat].dice = list(dice)
    return state, seat


def test_check_refuses_what_is_no_action_a_finished_game_a_stranger_and_a_player_out_of_turn() -> None:
    state, seat = at()
    assert check(state, "place") == "this is not an action of Feld's Cuzco"
    for player in (-1, 4, True):
        assert check(state, Done(player)) == "there is no such player"  # type: ignore[arg-type]
    assert check(state, Done((seat + 1) % 4)) == "it is not this player's turn"
    state.tasks = []
    assert check(state, Done(seat)) == "it is not this player's turn"
    state.phase = "over"
    assert check(state, Done(seat)) == "the game is over"


def test_an_action_of_another_step_is_refused_with_the_step_asked() -> None:
    state, seat = at()
    assert check(state, Done(seat)) == "not now: the player must place a die"
    assert check(state, Move(seat, 1)) == "not now: the player must place a die"


def test_a_die_must_be_held_and_the_space_must_exist_and_hold_the_action() -> None:
    state, seat = at()
    assert check(state, Place(seat, 4, SP["vp"], "vp")) == "the player has no unplaced die showing 4"
    assert check(state, Place(seat, 0, SP["vp"], "vp")) == "the player has no unplaced die showing 0"
    assert check(state, Place(seat, 3, 8, "vp")) == "there is no action space 8"
    assert check(state, Place(seat, 3, -1, "vp")) == "there is no action space -1"
    assert check(state, Place(seat, 3, SP["study"], "farm")) == "that action is not on this space"
    assert check(state, Place(seat, 3, SP["vp"], "vp")) is None


def test_the_extra_turn_of_card_05_places_no_die_and_takes_no_pututu() -> None:
    state, seat = at(("extra",), pututu=True)
    state.players[seat].pututu = [1, 0]
    assert check(state, Place(seat, 3, SP["exchange"], "exchange")) == \
        "the extra turn of god card 05 places no die of yours"
    assert check(state, Place(seat, 0, SP["exchange"], "exchange", (1,))) == \
        "pututu tiles change a die, and the extra turn places none"
    state.spaces[SP["exchange"]] = [(1, 2)]
    assert check(state, Place(seat, 0, SP["exchange"], "exchange")) is None  # a 2 does not close it
    state.spaces[SP["exchange"]] = [(1, 2), (1, 1)]
    assert check(state, Place(seat, 0, SP["exchange"], "exchange")) == "a die of 1 is already on this space"
    state.spaces[SP["vp"]] = [(1, 1)]
    assert check(state, Place(seat, 0, SP["vp"], "vp")) is None  # the VP space is always open


def test_pututu_shifts_need_the_module_whole_tiles_of_one_sign_held_and_a_die_of_1_to_6() -> None:
    state, seat = at(dice=(1, 3, 6))
    assert check(state, Place(seat, 3, SP["vp"], "vp", (1,))) == "the pututu module is not in play"
    state, seat = at(dice=(1, 3, 6), pututu=True)
    p = state.players[seat]
    p.pututu = [2, 1]
    assert check(state, Place(seat, 3, SP["vp"], "vp", (3,))) == "a pututu tile changes a die by 1 or by 2"
    assert check(state, Place(seat, 3, SP["vp"], "vp", (0,))) == "a pututu tile changes a die by 1 or by 2"
    assert check(state, Place(seat, 3, SP["vp"], "vp", (1, -1))) == "pututu tiles on one die all go the same way"
    assert check(state, Place(seat, 3, SP["vp"], "vp", (2, 2))) == "the player does not hold those pututu tiles"
    assert check(state, Place(seat, 3, SP["vp"], "vp", (1, 1, 1))) == \
        "the player does not hold those pututu tiles"
    assert check(state, Place(seat, 6, SP["vp"], "vp", (1,))) == "a die shows 1 to 6 pips, never 7"
    assert check(state, Place(seat, 1, SP["vp"], "vp", (-1,))) == "a die shows 1 to 6 pips, never 0"
    assert check(state, Place(seat, 3, SP["vp"], "vp", (2, 1))) is None  # 3 + 3 = 6
    assert check(state, Place(seat, 3, SP["vp"], "vp", (-2,))) is None  # 3 - 2 = 1
    state.spaces[SP["exchange"]] = [(1, 3)]
    assert check(state, Place(seat, 3, SP["exchange"], "exchange", (-1,))) is None  # the shifted 2 counts
    assert check(state, Place(seat, 1, SP["exchange"], "exchange", (1, 1))) == \
        "a die here must show fewer pips than 3"


def test_a_die_must_show_fewer_pips_than_the_lowest_die_on_its_space() -> None:
    state, seat = at(dice=(2, 3, 4))
    state.spaces[SP["exchange"]] = [(1, 5), (2, 3)]
    assert check(state, Place(seat, 4, SP["exchange"], "exchange")) == "a die here must show fewer pips than 3"
    assert check(state, Place(seat, 3, SP["exchange"], "exchange")) == "a die here must show fewer pips than 3"
    assert check(state, Place(seat, 2, SP["exchange"], "exchange")) is None
    state.spaces[SP["exchange"]] = [(1, 1)]
    assert check(state, Place(seat, 2, SP["exchange"], "exchange")) == \
        "a die of 1 is already on this space, and no die shows fewer pips"
    state.spaces[SP["vp"]] = [(1, 1)]
    assert check(state, Place(seat, 4, SP["vp"], "vp")) is None
    state.players[seat].effects = [7]  # god card 07
    assert check(state, Place(seat, 4, SP["exchange"], "exchange")) is None


def test_a_movement_space_is_chosen_only_when_a_road_of_its_kind_can_be_crossed() -> None:
    state, seat = at(dice=(1, 1, 1))
    state.rotation = 0  # from Cuzco: stone trails of 2, 4, 6 and rope bridges of 1, 3, 5
    p = state.players[seat]
    p.place, p.may_rotate = C.CUZCO, False
    assert check(state, Place(seat, 1, SP["stone"], "stone")) == \
        "no road of that kind leaves the chasqui's place for a die of 1"
    assert check(state, Place(seat, 1, SP["bridge"], "bridge")) is None
    p.dice = [2, 2, 2]
    assert check(state, Place(seat, 2, SP["stone"], "stone")) is None
    p.dice = [1, 1, 1]
    p.effects = [13]  # god card 13: any road
    assert check(state, Place(seat, 1, SP["stone"], "stone")) is None


def test_a_tile_space_needs_an_empty_mask_space_and_a_tile_beside_the_pips_or_fewer() -> None:
    state, seat = at(dice=(1, 3, 3))
    p = state.players[seat]
    state.columns[C.STUDY] = [EMPTY, EMPTY, EMPTY, 7, 8, 9]
    assert check(state, Place(seat, 3, SP["study"], "study")) == "no tile of that kind lies beside 3 pips or fewer"
    assert check(state, Place(seat, 1, SP["study"], "study")) == "no tile of that kind lies beside 1 pip or fewer"
    state.columns[C.STUDY][2] = 6
    assert check(state, Place(seat, 3, SP["study"], "study")) is None
    assert check(state, Place(seat, 3, SP["farm"], "farm")) is None
    p.slots = [QUIPU] * 12
    assert check(state, Place(seat, 3, SP["study"], "study")) == "the mask has no empty space for a tile"
    p.slots[11] = EMPTY
    p.effects = [14]  # god card 14: the die works as a 6
    state.columns[C.STUDY] = [EMPTY] * 5 + [9]
    assert check(state, Place(seat, 1, SP["study"], "study")) is None


def test_the_temple_needs_a_priest_at_home_and_the_headdress_a_feathered_circlet_in_reach() -> None:
    state, seat = at(dice=(2, 3, 3))
    p = state.players[seat]
    p.priests_home = 0
    assert check(state, Place(seat, 3, SP["temple"], "temple")) == "all the player's priests are on the temple steps"
    p.priests_home = 1
    assert check(state, Place(seat, 3, SP["temple"], "temple")) is None
    p.dots = 0
    feathers(state, seat, 4, 5)  # circlet 3
    assert check(state, Place(seat, 2, SP["headdress"], "headdress")) == \
        "no circlet of 2 pips or fewer has feathers on both its dots"
    assert check(state, Place(seat, 3, SP["headdress"], "headdress")) is None
    p.circlets[2] = True
    assert check(state, Place(seat, 3, SP["headdress"], "headdress")) == \
        "no circlet of 3 pips or fewer has feathers on both its dots"


def test_a_move_needs_a_reachable_place_and_turns_the_overlay_only_from_a_return_to_cuzco() -> None:
    state, seat = at(("move", 0, 2))  # a stone trail of up to 2
    state.rotation = 0
    p = state.players[seat]
    p.place, p.may_rotate = C.CUZCO, False
    assert check(state, Move(seat, 0)) is None  # the stone trail of 2 on arm 0 leads to I1
    assert check(state, Move(seat, 2)) == "the chasqui cannot reach that place across one road of this kind and pips"
    assert check(state, Move(seat, 1)) == "the chasqui cannot reach that place across one road of this kind and pips"
    assert check(state, Move(seat, 0, 1)) == \
        "only a chasqui that came back to Cuzco may turn the overlay before leaving"
    p.may_rotate = True
    assert check(state, Move(seat, 0, 6)) == "the overlay has 6 positions, 0 to 5"
    assert check(state, Move(seat, 0, -2)) == "the overlay has 6 positions, 0 to 5"
    assert check(state, Move(seat, 2, 2)) is None  # turned by 2, arm 0 leads to I3
    assert check(state, Move(seat, 0, 2)) == "the chasqui cannot reach that place across one road of this kind and pips"
    p.may_rotate = False
    p.effects = [13]  # god card 13: any neighbouring village, whatever the road
    assert check(state, Move(seat, 1)) is None
    assert check(state, Move(seat, C.CUZCO)) == \
        "the chasqui cannot reach that place across one road of this kind and pips"


def test_a_tile_is_taken_of_the_asked_kind_beside_the_pips_or_fewer_onto_an_empty_space() -> None:
    state, seat = at(("tile", C.STUDY, 3))
    state.columns[C.STUDY] = [1, EMPTY, 3, 4, 5, 6]
    assert check(state, TakeTile(seat, C.FARM, 1, 0)) == "this action takes a tile of the other kind"
    assert check(state, TakeTile(seat, C.STUDY, 4, 0)) == "no tile to take beside 4 pips"
    assert check(state, TakeTile(seat, C.STUDY, 2, 0)) == "no tile to take beside 2 pips"
    assert check(state, TakeTile(seat, C.STUDY, 0, 0)) == "no tile to take beside 0 pips"
    assert check(state, TakeTile(seat, C.STUDY, 3, 2)) == "that mask space is not empty"
    assert check(state, TakeTile(seat, C.STUDY, 3, 12)) == "that mask space is not empty"
    assert check(state, TakeTile(seat, C.STUDY, 3, -1)) == "that mask space is not empty"
    assert check(state, TakeTile(seat, C.STUDY, 3, 1)) is None
    assert check(state, TakeTile(seat, C.STUDY, 1, 0)) is None


def test_an_exchange_must_exist_be_paid_for_and_name_a_fitting_target() -> None:
    state, seat = at(("exchange", 1))
    p = state.players[seat]
    study = give_tile(state, seat, C.STUDY, 1)
    farm = give_tile(state, seat, C.FARM, 1)
    assert check(state, Exchange(seat, "gold")) == "there is no such exchange"
    assert check(state, Exchange(seat, "offering")) == "not enough pips left for this exchange"
    assert check(state, Exchange(seat, "vp")) is None
    assert check(state, Exchange(seat, "vp", 3)) == "this exchange has no target"
    assert check(state, Exchange(seat, "offering", 3)) == "not enough pips left for this exchange"
    state.tasks = [("exchange", 2)]
    assert check(state, Exchange(seat, "offering", 3)) == "this exchange has no target"
    assert check(state, Exchange(seat, "offering")) is None
    wrong_tile = "that space holds no unslid tile of the right kind"
    assert check(state, Exchange(seat, "knowledge", study)) is None
    assert check(state, Exchange(seat, "knowledge", farm)) == wrong_tile
    assert check(state, Exchange(seat, "food", study)) == wrong_tile
    assert check(state, Exchange(seat, "food", farm)) is None
    assert check(state, Exchange(seat, "food", 12)) == wrong_tile
    assert check(state, Exchange(seat, "food", -1)) == wrong_tile
    quipu = p.slots.index(QUIPU)
    assert check(state, Exchange(seat, "food", quipu)) == wrong_tile
    p.slid[farm] = True
    assert check(state, Exchange(seat, "food", farm)) == wrong_tile
    state.face_up[2] = 0
    assert check(state, Exchange(seat, "card", 2)) == "that god has no face-up card"
    assert check(state, Exchange(seat, "card", 5)) == "that god has no face-up card"
    assert check(state, Exchange(seat, "card", -1)) == "that god has no face-up card"
    assert check(state, Exchange(seat, "card", 1)) is None
    p.dots = 1
    assert check(state, Exchange(seat, "feather", 0)) == "no feather can go on that dot"
    assert check(state, Exchange(seat, "feather", 1)) is None
    assert check(state, Exchange(seat, "quipu", study)) == "no quipu on that space"
    assert check(state, Exchange(seat, "quipu", 12)) == "no quipu on that space"
    assert check(state, Exchange(seat, "quipu", quipu)) is None


def test_a_circlet_is_activated_within_the_pips_once_and_with_both_feathers() -> None:
    state, seat = at(("circlet", 3))
    p = state.players[seat]
    p.dots = 0
    feathers(state, seat, 0, 1, 2, 3, 4, 5, 6, 7, 8)  # circlets 1 to 4, and one dot of 5
    refused = "that circlet cannot be activated: too many pips, already active, or a feather missing"
    assert check(state, Activate(seat, 4)) == refused
    assert check(state, Activate(seat, 5)) == refused
    assert check(state, Activate(seat, 3)) is None
    p.circlets[2] = True
    assert check(state, Activate(seat, 3)) == refused
    assert check(state, Activate(seat, 1)) is None


def test_a_blessing_and_a_card_taken_name_a_god_with_a_face_up_card() -> None:
    state, seat = at(("blessing",), ("card",))
    state.face_up[3] = 0
    assert check(state, Blessing(seat, 3, True)) == "that god has no face-up card"
    assert check(state, Blessing(seat, 5, False)) == "that god has no face-up card"
    assert check(state, Blessing(seat, -2, False)) == "that god has no face-up card"
    assert check(state, Blessing(seat, -1, False)) is None
    assert check(state, Blessing(seat, 4, True)) is None
    state = apply(state, Blessing(seat, -1, True))
    assert state.tasks[-1] == ("card",)
    assert check(state, TakeCard(seat, -1)) == "choose a god"
    assert check(state, TakeCard(seat, 3)) == "that god has no face-up card"
    assert check(state, TakeCard(seat, 5)) == "that god has no face-up card"
    assert check(state, TakeCard(seat, 0)) is None


def test_a_feather_goes_on_an_empty_dot_of_its_colour_while_the_supply_lasts() -> None:
    state, seat = at(("feather", C.ORANGE))
    p = state.players[seat]
    p.dots = 0
    orange = [d for d in range(12) if C.MASKS[p.mask][d] == C.ORANGE]
    other = next(d for d in range(12) if C.MASKS[p.mask][d] != C.ORANGE)
    feathers(state, seat, orange[0])
    refused = "that dot cannot take this feather"
    assert check(state, Feather(seat, orange[0])) == refused
    assert check(state, Feather(seat, other)) == refused
    assert check(state, Feather(seat, 12)) == refused
    assert check(state, Feather(seat, orange[1])) is None
    state.supply[C.ORANGE] = 0
    assert check(state, Feather(seat, orange[1])) == refused
    state.tasks = [("start_feather", C.ORANGE)]  # the starting feather is not taken from the supply
    assert check(state, Feather(seat, orange[1])) is None
    assert check(state, Feather(seat, orange[0])) == refused
    assert check(state, Feather(seat, other)) == refused
    assert check(state, Feather(seat, 12)) == refused
    assert check(state, Feather(seat, -1)) == refused


def test_a_quipu_moved_to_the_reserve_is_one_on_the_mask() -> None:
    state, seat = at(("quipu",))
    p = state.players[seat]
    tile = give_tile(state, seat, C.STUDY, 1)
    assert check(state, Reallocate(seat, 12)) == "no quipu on that space"
    assert check(state, Reallocate(seat, -1)) == "no quipu on that space"
    assert check(state, Reallocate(seat, tile)) == "no quipu on that space"
    assert check(state, Reallocate(seat, p.slots.index(QUIPU))) is None
