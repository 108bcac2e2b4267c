"""Phase I of Feld's Cuzco: dice, the placement rule and the action spaces. One test per rule."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import (
    Activate,
    Blessing,
    Done,
    Exchange,
    Feather,
    Move,
    Place,
    TakeTile,
    apply,
    check,
    legal_actions,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import EMPTY, HOME, QUIPU, State

from .builders import asked, feathers, give_tile, started

SP = {"stone": 0, "bridge": 1, "study": 2, "farm": 3, "exchange": 4, "temple": 5, "headdress": 6, "vp": 7}


def placing(dice: list[int], n: int = 4, seed: int = 1) -> tuple[State, int]:
    state = started(n, seed)
    seat = state.actor
    state = asked(state, seat, ("place",))
    state.players[seat].dice = list(dice)
    return state, seat


def test_everyone_rolls_three_dice_at_the_start_of_the_round() -> None:
    state = started(3)
    assert all(len(p.dice) == 3 and all(1 <= d <= 6 for d in p.dice) for p in state.players)


def test_turns_go_round_in_player_order_one_die_each_until_every_die_is_placed() -> None:
    state = started(3)
    seen = []
    while state.phase == "dice":
        if state.tasks[-1][0] == "place":
            seen.append(state.actor)
            vp = [a for a in legal_actions(state) if isinstance(a, Place) and a.action == "vp"]
            state = apply(state, vp[0])
        else:
            state = apply(state, legal_actions(state)[0])
    assert len(seen) == 9
    assert seen[:3] * 3 == seen  # the same order each time round


def test_a_die_must_show_fewer_pips_than_every_die_already_on_the_space() -> None:
    state, seat = placing([3, 4, 5])
    state.spaces[SP["exchange"]] = [((seat + 1) % 4, 4)]
    assert check(state, Place(seat, 4, SP["exchange"], "exchange")) is not None
    assert check(state, Place(seat, 5, SP["exchange"], "exchange")) is not None
    assert check(state, Place(seat, 3, SP["exchange"], "exchange")) is None
    state.spaces[SP["exchange"]].append((seat, 2))  # the player's own die counts too
    assert check(state, Place(seat, 3, SP["exchange"], "exchange")) is not None


def test_a_space_with_a_die_of_1_refuses_every_die_and_says_so_plainly() -> None:
    state, seat = placing([1, 4, 5])
    state.spaces[SP["exchange"]] = [((seat + 1) % 4, 1)]
    reason = check(state, Place(seat, 1, SP["exchange"], "exchange"))
    assert reason is not None and "a die of 1 is already on this space, and no die shows fewer pips" in str(reason)
    assert "fewer pips than 1" not in str(reason)


def test_the_victory_points_space_takes_any_die_and_gives_2_vp() -> None:
    state, seat = placing([6, 6, 6])
    state.spaces[SP["vp"]] = [(1, 1), (2, 1)]
    vp = state.players[seat].vp
    state = apply(state, Place(seat, 6, SP["vp"], "vp"))
    assert state.players[seat].vp == vp + 2


def test_double_spaces_with_2_players_let_the_die_choose_one_action() -> None:
    state, seat = placing([5, 5, 5], n=2)
    board = C.ACTION_BOARD.value[2]  # type: ignore[index]
    assert board[0] == ("stone", "bridge") and board[1] == ("study", "farm") and len(board) == 6
    state = apply(state, Place(seat, 5, 1, "farm"))
    assert state.tasks[-1] == ("tile", C.FARM, 5)
    assert check(state.clone(), Place(seat, 5, 1, "exchange")) is not None
    assert C.ACTION_BOARD.value[3][0] == ("stone", "bridge")  # type: ignore[index]


def test_a_space_whose_action_cannot_be_done_cannot_be_chosen() -> None:
    state, seat = placing([6, 6, 6])
    p = state.players[seat]
    p.priests_home = 0
    assert "priests" in check(state, Place(seat, 6, SP["temple"], "temple"))  # type: ignore[operator]
    assert check(state, Place(seat, 6, SP["headdress"], "headdress")) is not None  # no circlet has 2 feathers
    p.slots = [QUIPU] * 12
    assert check(state, Place(seat, 6, SP["study"], "study")) is not None  # no empty mask space
    assert check(state, Place(seat, 6, SP["exchange"], "exchange")) is None


def test_move_crosses_one_road_of_the_space_kind_with_pips_at_most_the_die() -> None:
    """Frank's example: from Cuzco a 4 on the stone trails reaches the trails of 4 and 2, not 6, no bridge."""
    state, seat = placing([4, 4, 4])
    state.rotation = 0
    state = apply(state, Place(seat, 4, SP["stone"], "stone"))
    moves = {a.to for a in legal_actions(state) if isinstance(a, Move)}
    assert moves == {0, 2}  # arms: stone 2 -> I1, stone 4 -> I3; stone 6 and every bridge refused
    assert check(state, Move(seat, 4)) is not None and check(state, Move(seat, 1)) is not None


def test_arriving_at_a_village_delivers_the_upper_leftmost_quipu_and_gains_its_feather() -> None:
    state, seat = placing([4, 4, 4])
    state.rotation = 0
    state = apply(apply(state, Place(seat, 4, SP["stone"], "stone")), Move(seat, 0))
    p = state.players[seat]
    assert state.villages[0] == [seat] and p.slots[2] == EMPTY and p.slots[3] == QUIPU
    colour = C.VILLAGES[0].colour
    if state.tasks and state.tasks[-1][0] == "feather":
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Feather)))
    assert state.players[seat].feathers_of(colour) >= 1


def test_a_new_quipu_goes_on_top_and_quipus_come_from_the_reserve_when_the_mask_has_none() -> None:
    state, seat = placing([4, 4, 4])
    other = (seat + 1) % 4
    state.rotation = 0
    state.villages[0] = [other]
    p = state.players[seat]
    p.slots = [EMPTY] * 12
    p.reserve = 1
    state = apply(apply(state, Place(seat, 4, SP["stone"], "stone")), Move(seat, 0))
    assert state.villages[0] == [other, seat] and state.players[seat].reserve == 0


def test_a_village_holds_one_quipu_per_player_and_passing_through_gives_nothing() -> None:
    state, seat = placing([4, 4, 4])
    state.rotation = 0
    state.villages[0] = [seat]
    before = state.players[seat].slots.count(QUIPU)
    state = apply(apply(state, Place(seat, 4, SP["stone"], "stone")), Move(seat, 0))
    assert state.villages[0] == [seat] and state.players[seat].slots.count(QUIPU) == before
    assert not state.tasks or state.tasks[-1][0] != "feather" or state.actor != seat


def test_a_full_colour_gives_no_feather_but_the_quipu_is_still_delivered() -> None:
    state, seat = placing([4, 4, 4])
    state.rotation = 0
    p = state.players[seat]
    colour = C.VILLAGES[0].colour
    feathers(state, seat, *[d for d in range(12) if C.MASKS[p.mask][d] == colour])
    supply = list(state.supply)
    state = apply(apply(state, Place(seat, 4, SP["stone"], "stone")), Move(seat, 0))
    assert seat in state.villages[0] and state.supply == supply


def test_returning_to_cuzco_gives_a_fire_blessing_and_lets_the_overlay_turn_on_the_next_move() -> None:
    state, seat = placing([6, 6, 6])
    state.players[seat].place = 0
    state.rotation = 0
    state = apply(state, Place(seat, 6, SP["stone"], "stone"))
    assert check(state, Move(seat, C.CUZCO, 3)) is not None  # no turning on the way in
    state = apply(state, Move(seat, C.CUZCO))
    assert state.tasks[-1] == ("blessing",) and state.players[seat].may_rotate
    state = apply(state, Blessing(seat, -1, True))
    state = asked(state, seat, ("move", 0, 6), phase="dice")
    assert check(state, Move(seat, 5, 1)) is None  # turned by 1, stone arm 4 leads to I6
    state = apply(state, Move(seat, 5, 1))
    assert state.rotation == 1 and not state.players[seat].may_rotate


def test_the_player_chooses_the_dot_of_a_feather_and_an_empty_supply_gives_none() -> None:
    state = started(4)
    seat = state.actor
    p = state.players[seat]
    colour = C.MASKS[p.mask][0]
    state = asked(state, seat, ("feather", colour))
    dots = {a.dot for a in legal_actions(state) if isinstance(a, Feather)}
    assert dots == {d for d in range(12) if C.MASKS[p.mask][d] == colour and not p.dots >> d & 1}
    state.supply[colour] = 0
    assert not [a for a in legal_actions(state) if isinstance(a, Feather)]


def test_a_fire_blessing_gives_a_card_or_an_offering_and_a_knowledge_step_or_a_food() -> None:
    """Ulrich's example: a priest on a step; he takes a god card and a food."""
    state, seat = placing([3, 3, 3])
    p0 = state.players[seat]
    state = apply(state, Place(seat, 3, SP["temple"], "temple"))
    assert state.tasks[-1] == ("blessing",)
    god = next(g for g in range(5) if state.face_up[g])
    card = state.face_up[god]
    state = apply(state, Blessing(seat, god, False))
    p = state.players[seat]
    assert p.hand[-1] == card and p.food == p0.food + 1 and p.knowledge == p0.knowledge
    assert state.face_up[god] != 0  # the next card of that pile is shown at once


def test_a_god_pile_that_runs_out_is_reshuffled_from_its_discards() -> None:
    state, seat = placing([3, 3, 3])
    state.god_piles[0] = []
    state.god_discard = [1, 2, 7]
    state = apply(state, Place(seat, 3, SP["temple"], "temple"))
    state = apply(state, Blessing(seat, 0, True))
    assert state.face_up[0] in (1, 2) and state.god_discard == [7]


def test_study_takes_a_tile_beside_pips_at_most_the_die_onto_an_empty_space() -> None:
    """Beate's example: a 4 on farming takes a farm tile beside 4, 3, 2 or 1 pips, not 5 or 6."""
    state, seat = placing([4, 4, 4])
    state = apply(state, Place(seat, 4, SP["farm"], "farm"))
    columns = {a.column for a in legal_actions(state, every_slot=True) if isinstance(a, TakeTile)}
    assert columns == {1, 2, 3, 4}
    assert check(state, TakeTile(seat, C.FARM, 3, 5)) is not None  # space 5 holds a quipu
    tile = state.columns[C.FARM][2]
    state = apply(state, TakeTile(seat, C.FARM, 3, 1))
    assert state.players[seat].slots[1] == tile and state.columns[C.FARM][2] == EMPTY


def test_exchange_spends_the_pips_on_any_mix_of_exchanges() -> None:
    """The rulebook's example with a 5: two study tiles (knowledge 5 together), a farm tile of 3 food, an offering."""
    state, seat = placing([5, 5, 5])
    p = state.players[seat]
    a = give_tile(state, seat, C.STUDY, 1, 2, slot=0)
    b = give_tile(state, seat, C.STUDY, 2, 3, slot=1)
    p.slots[2] = EMPTY
    c = give_tile(state, seat, C.FARM, 1, 3, slot=2)
    p.knowledge = 1
    food, offerings = p.food, p.offerings
    state = apply(state, Place(seat, 5, SP["exchange"], "exchange"))
    for action in (Exchange(seat, "knowledge", a), Exchange(seat, "knowledge", b), Exchange(seat, "food", c)):
        state = apply(state, action)
    assert state.players[seat].knowledge == 6 and state.players[seat].food == food + 3
    assert check(state, Exchange(seat, "knowledge", a)) is not None  # a slid tile stays down
    state = apply(state, Exchange(seat, "offering"))
    assert state.players[seat].offerings == offerings + 1
    assert state.actor != seat or state.tasks[-1][0] != "exchange"  # all 5 pips spent


def test_exchange_costs_two_pips_for_an_offering_card_feather_or_quipu_and_unspent_pips_are_lost() -> None:
    state, seat = placing([3, 3, 3])
    state = apply(state, Place(seat, 3, SP["exchange"], "exchange"))
    state = apply(state, Exchange(seat, "quipu", 2))
    p = state.players[seat]
    assert p.slots[2] == EMPTY and p.reserve == 1 and state.tasks[-1] == ("exchange", 1)
    assert check(state, Exchange(seat, "offering")) is not None
    state = apply(state, Done(seat))
    assert state.actor != seat or state.tasks[-1][0] != "exchange"


def test_exchange_feather_only_of_a_colour_held_fewer_than_three_times() -> None:
    state, seat = placing([2, 2, 2])
    p = state.players[seat]
    colour = C.MASKS[p.mask][0]
    dots = [d for d in range(12) if C.MASKS[p.mask][d] == colour]
    feathers(state, seat, *dots)
    state = apply(state, Place(seat, 2, SP["exchange"], "exchange"))
    assert all(check(state, Exchange(seat, "feather", d)) is not None for d in dots)


def test_a_priest_goes_on_the_step_of_the_die_pushing_priests_below_down_and_off_step_1() -> None:
    """Beate's example: a priest on step 3 pushes the priests of steps 3, 2 and 1 down; the last goes home."""
    state, seat = placing([3, 3, 3])
    a, b = (seat + 1) % 4, (seat + 2) % 4
    state.steps = [b, a, a, HOME, HOME, HOME]
    state.players[a].priests_home, state.players[b].priests_home = 2, 3
    state = apply(state, Place(seat, 3, SP["temple"], "temple"))
    assert state.steps == [a, a, seat, HOME, HOME, HOME]
    assert state.players[b].priests_home == 4 and state.players[seat].priests_home == 3
    assert state.tasks[-1] == ("blessing",)


def test_a_priest_stops_pushing_at_the_first_empty_step() -> None:
    state, seat = placing([5, 5, 5])
    other = (seat + 1) % 4
    state.steps = [HOME, HOME, other, HOME, other, HOME]
    state = apply(state, Place(seat, 5, SP["temple"], "temple"))
    assert state.steps == [HOME, HOME, other, other, seat, HOME]


@pytest.mark.parametrize("rnd, bonus", [(1, 10), (2, 10), (3, 7), (4, 7), (5, 4), (6, 4)])
def test_a_circlet_needs_pips_at_most_the_die_and_both_its_feathers_and_pays_its_vp_and_the_round_bonus(
        rnd: int, bonus: int) -> None:
    """Patricia's example: a 4 on the headdress activates circlet 3 (2 feathers): 2 VP + 7 in round 3."""
    state, seat = placing([4, 4, 4])
    state.round = rnd
    feathers(state, seat, 4, 5, 8, 9)  # circlets 3 and 5
    state = apply(state, Place(seat, 4, SP["headdress"], "headdress"))
    assert check(state, Activate(seat, 5)) is not None  # 5 pips > 4
    assert check(state, Activate(seat, 2)) is not None  # dots 2 and 3 are bare
    vp = state.players[seat].vp
    state = apply(state, Activate(seat, 3))
    assert state.players[seat].vp == vp + 2 + bonus and state.players[seat].circlets[2]
    assert state.tasks[-1] == ("blessing",)


def test_placement_example_with_a_5_and_a_3_on_study_only_a_1_or_a_2_may_join() -> None:
    """Patricia's example: a 5 and a 3 lie on the study space; she could place only a 1 or a 2 there."""
    state, seat = placing([1, 2, 3])
    state.spaces[SP["study"]] = [((seat + 1) % 4, 5), ((seat + 2) % 4, 3)]
    allowed = {d for d in range(1, 7) if _study_ok(state, seat, d)}
    assert allowed == {1, 2}


def _study_ok(state: State, seat: int, die: int) -> bool:
    state = state.clone()
    state.players[seat].dice = [die]
    reason = check(state, Place(seat, die, SP["study"], "study"))
    return reason is None or "fewer pips" not in reason
