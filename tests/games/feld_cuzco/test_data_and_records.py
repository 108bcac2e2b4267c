"""The rules' data written out against the rulebook's lists (missions, the overlay), and the small promises of
the record, the table's defaults and the flow that no game of the other tests happens to check."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import (
    Game,
    Move,
    SaveFileError,
    Setup,
    State,
    TakeCard,
    TakeTile,
    apply,
    check,
    legal_actions,
    new_game,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.board import measure
from cuzco.games.feld_cuzco.rules.engine import candidates
from cuzco.games.feld_cuzco.rules.flow import advance

from .builders import asked, started

TQ, PU, OR, PK = C.TURQUOISE, C.PURPLE, C.ORANGE, C.PINK
S, B = C.STUDY, C.FARM
# The rulebook's mission list, written out again: (what is counted, of what, at least)
GOLDEN = {
    1: ("feathers_of", OR, 3), 2: ("feathers_of", PU, 3), 3: ("feathers_of", PK, 3), 4: ("feathers_of", TQ, 3),
    5: ("feather_colours", 0, 4), 6: ("feathers", 0, 7), 7: ("villages", 0, 9), 8: ("villages_of", TQ, 3),
    9: ("villages_of", PK, 3), 10: ("villages_of", PU, 3), 11: ("villages_of", OR, 3), 12: ("villages_vp", 3, 3),
    13: ("villages_vp", 2, 3), 14: ("village_values", 0, 5), 15: ("tiles_distinct", S, 3),
    16: ("tiles_distinct", B, 3), 17: ("slid_of", S, 3), 18: ("slid_of", B, 3), 19: ("slid", 0, 5),
    20: ("tiles_of", S, 4), 21: ("tiles_of", B, 4), 22: ("gods_distinct", 0, 4), 23: ("god_most", 0, 3),
    24: ("goods_of", 0, 2), 25: ("goods_of", 1, 2), 26: ("goods_of", 2, 2), 27: ("goods_of", 3, 2),
    28: ("goods_of", 4, 2), 29: ("goods_of", 5, 2), 30: ("goods_distinct", 0, 3), 31: ("goods", 0, 4),
    32: ("cards_of", 0, 2), 33: ("cards_of", 1, 2), 34: ("cards_of", 2, 2), 35: ("cards_of", 3, 2),
    36: ("cards_of", 4, 2), 37: ("priests", 0, 3), 38: ("food", 0, 5), 39: ("circlets", 0, 4),
    40: ("medals", 0, 2), 41: ("offerings", 0, 4), 42: ("inner", 0, 4), 43: ("outer", 0, 4),
    44: ("ability", 1, 2), 45: ("ability", 2, 2), 46: ("ability", 5, 2), 47: ("ability", 6, 2),
    48: ("ability", 4, 2), 49: ("ability", 3, 2), 50: ("ability", 7, 2), 51: ("ability", 8, 2),
    52: ("ability", 9, 2), 53: ("ability", 10, 2), 54: ("ability", 12, 2), 55: ("ability", 11, 2),
}
GREY = {
    101: (("priests", 0, 1), ("tiles_of", B, 1)), 102: (("priests", 0, 1), ("tiles_of", S, 1)),
    103: (("tiles_of", S, 1), ("tiles_of", B, 1)), 104: (("tiles_of", S, 1), ("token1", 0, 1)),
    105: (("tiles_of", B, 1), ("goods", 0, 1)), 106: (("villages", 0, 2),),
}


def test_the_missions_ask_what_the_rulebook_lists() -> None:
    assert {m.id: m.needs for m in C.GOLDEN_MISSIONS} == {k: (v,) for k, v in GOLDEN.items()}
    assert {m.id: m.needs for m in C.GREY_MISSIONS} == GREY
    assert set(C.MISSIONS) == set(GOLDEN) | set(GREY)


def test_the_overlay_arms_are_the_reconstruction_clockwise() -> None:
    assert C.OVERLAY_ARMS == ((C.STONE, 2), (C.BRIDGE, 1), (C.STONE, 4), (C.BRIDGE, 3), (C.STONE, 6), (C.BRIDGE, 5))


def test_a_hand_without_god_cards_holds_none_of_any_god() -> None:
    state = started(2)
    seat = state.actor
    state.players[seat].hand = []
    assert measure(state, seat, "god_most", 0) == 0 and measure(state, seat, "gods_distinct", 0) == 0
    state.players[seat].hand = [1, 2, 4]
    assert measure(state, seat, "god_most", 0) == 2 and measure(state, seat, "cards_of", 1) == 1


def test_a_chosen_first_player_is_saved_and_read_back_and_an_open_one_is_not_written() -> None:
    chosen = Game(Setup(("A", "B", "C"), 5, first_player=2))
    data = chosen.to_json()
    assert data["setup"]["first_player"] == 2
    assert Game.from_json(data).setup.first_player == 2
    assert chosen.state.players[2].token == 1
    for n in (2, 3, 4):
        for first in range(n):
            state = new_game(Setup(tuple("ABCD"[:n]), 7, first_player=first))
            assert state.players[first].token == 1 and sorted(p.token for p in state.players) == list(range(1, n + 1))
    drawn = Game(Setup(("A", "B", "C"), 5))
    assert "first_player" not in drawn.to_json()["setup"]
    assert Game.from_json(drawn.to_json()).setup.first_player is None


def test_undo_gives_back_the_action_it_took_back() -> None:
    game = Game(Setup(("A", "B"), 3))
    while not game.can_undo():
        game.apply(legal_actions(game.state)[0])
    last = game.actions[-1]
    count = len(game.actions)
    assert game.undo() == last and len(game.actions) == count - 1


def test_a_table_before_the_deal_has_six_medals_on_the_temple_and_no_round() -> None:
    state = State(names=("A", "B"), seed=0, pututu_module=False, card13_any_village=False, players=[])
    assert state.temple_medals == C.MEDALS_ON_TEMPLE == 6 and state.round == 0 and state.phase == "setup"


def test_an_exchange_with_no_pips_left_asks_nothing() -> None:
    state = started(2)
    seat = state.actor
    state = asked(state, seat, ("exchange", 0), ("place",), phase="dice")
    advance(state)
    assert state.tasks == [("place",)]


def test_the_god_cards_are_numbered_1_to_15_three_per_god_with_the_rulebooks_phases() -> None:
    phases = {1: ("II",), 2: ("I",), 3: ("III",), 4: ("III", "end"), 8: ("I", "II"), 11: ("II",), 15: ("II",)}
    assert [c.number for c in C.GOD_CARDS] == list(range(1, 16))
    assert [c.god for c in C.GOD_CARDS] == [n // 3 for n in range(15)] == [C.god_of(n) for n in range(1, 16)]
    assert {c.number: c.phases for c in C.GOD_CARDS} == {n: phases.get(n, ("I",)) for n in range(1, 16)}


def test_a_save_refuses_starting_vp_that_are_not_4_whole_numbers_from_0_to_99() -> None:
    data = Game(Setup(("A", "B"), 3)).to_json()
    for start_vp in ([-1, 1, 2, 3], [0, 1, 2, 100], [True, 1, 2, 3], [0, 1, 2], "0123", [0, 1, 2, 3.0]):
        raw = {**data, "setup": {**data["setup"], "start_vp": start_vp}}
        with pytest.raises(SaveFileError, match="'start_vp' must be a list of 4 numbers from 0 to 99"):
            Game.from_json(raw)
    raw = {**data, "setup": {**data["setup"], "start_vp": [0, 99, 2, 3]}}
    assert Game.from_json(raw).setup.start_vp == (0, 99, 2, 3)


def test_the_candidates_offer_one_empty_mask_space_unless_every_space_is_asked_for() -> None:
    state = started(2)
    seat = state.actor
    state = asked(state, seat, ("tile", C.STUDY, 6), phase="dice")
    empty = [i for i, s in enumerate(state.players[seat].slots) if s == -1]
    assert len(empty) == 2
    assert {a.slot for a in candidates(state) if isinstance(a, TakeTile)} == {empty[0]}
    assert {a.slot for a in candidates(state, every_slot=True) if isinstance(a, TakeTile)} == set(empty)


def test_a_god_pile_run_out_is_shuffled_again_from_its_discards_by_the_seed_and_the_count_of_shuffles() -> None:
    import random

    state = started(3)
    assert state.draws == 0
    seat = state.actor
    state = asked(state, seat, ("card",), phase="dice")
    state.god_piles[0] = []
    state.god_discard = [2, 7, 1, 3, 1]  # god 0 owns cards 1, 2 and 3
    state = apply(state, TakeCard(seat, 0))
    back = [2, 1, 3, 1]
    random.Random(f"{state.seed}/feld-cuzco/gods/0").shuffle(back)
    assert state.draws == 1 and state.god_discard == [7]
    assert state.face_up[0] == back[-1] and state.god_piles[0] == back[:-1]


def test_every_action_is_frozen_and_a_setup_without_a_seed_plays_seed_0() -> None:
    from dataclasses import FrozenInstanceError

    from cuzco.games.feld_cuzco.rules.actions import ACTION_TYPES

    for cls in ACTION_TYPES.values():
        assert cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
    with pytest.raises(FrozenInstanceError):
        TakeTile(0, 0, 1, 0).slot = 3  # type: ignore[misc]
    assert Setup(("A", "B")).seed == 0
    assert new_game(Setup(("A", "B"))).players[0].dice == new_game(Setup(("A", "B"), 0)).players[0].dice


def test_only_a_json_object_naming_feld_cuzco_is_taken_for_its_save() -> None:
    from cuzco.games.feld_cuzco.rules.record import is_feld_cuzco_save

    assert is_feld_cuzco_save(Game(Setup(("A", "B"), 1)).to_json())
    assert is_feld_cuzco_save({"game": "feld-cuzco"})
    for other in ({"game": "incan-gold"}, {}, {"format": "cuzco-save"}, [], "feld-cuzco", None):
        assert not is_feld_cuzco_save(other)


def test_the_candidates_of_a_card_or_blessing_name_only_gods_with_a_face_up_card() -> None:
    state = started(2)
    seat = state.actor
    state = asked(state, seat, ("card",), phase="dice")
    state.face_up[1] = state.face_up[3] = 0
    assert {a.god for a in candidates(state) if isinstance(a, TakeCard)} == {0, 2, 4}
    state.tasks = [("blessing",)]
    assert {a.god for a in candidates(state) if hasattr(a, "god")} == {-1, 0, 2, 4}


def test_a_save_with_an_option_that_is_not_true_or_false_is_refused() -> None:
    data = Game(Setup(("A", "B"), 3)).to_json()
    for option in ("pututu", "card13_any_village"):
        for value in ("yes", 1, None):
            raw = {**data, "setup": {**data["setup"], option: value}}
            with pytest.raises(SaveFileError, match="the options must be true or false"):
                Game.from_json(raw)


def test_card_13_in_the_any_village_variant_reaches_every_other_village() -> None:
    state = new_game(Setup(("A", "B"), 3, card13_any_village=True))
    while state.phase == "setup":
        state = apply(state, legal_actions(state)[0])
    seat = state.actor
    state = asked(state, seat, ("move", 0, 1), phase="dice")
    p = state.players[seat]
    p.place, p.effects = 0, [13]
    assert all(check(state, Move(seat, v)) is None for v in range(1, 12))
    assert check(state, Move(seat, 0)) is not None and check(state, Move(seat, C.CUZCO)) is not None


def test_the_road_network_is_the_reconstruction_ring_by_ring() -> None:
    """Inner villages I1-I6 are places 0-5, outer O1-O6 are 6-11 (O k beyond I k)."""
    s, b = C.STONE, C.BRIDGE
    inner = [(0, 1, b, 2), (1, 2, s, 3), (2, 3, b, 4), (3, 4, s, 1), (4, 5, b, 3), (5, 0, s, 2)]
    spokes = [(0, 6, s, 3), (1, 7, b, 5), (2, 8, s, 4), (3, 9, b, 2), (4, 10, s, 5), (5, 11, b, 4)]
    outer = [(6, 7, s, 6), (7, 8, b, 6), (8, 9, s, 3), (9, 10, b, 1), (10, 11, s, 4), (11, 6, b, 3)]
    assert [(k.a, k.b, k.kind, k.pips) for k in C.LINKS] == inner + spokes + outer


def test_the_grey_missions_are_labelled_s_01_to_s_06_and_the_golden_ones_by_their_number() -> None:
    assert [C.MISSIONS[m].label for m in range(101, 107)] == [f"S-0{k}" for k in range(1, 7)]
    assert C.MISSIONS[7].label == "07" and C.MISSIONS[55].label == "55"
    assert all(C.MISSIONS[m].grey for m in range(101, 107)) and not any(C.MISSIONS[m].grey for m in range(1, 56))


def test_card_13_reaches_villages_only_never_cuzco_and_a_view_is_frozen() -> None:
    from dataclasses import FrozenInstanceError

    from cuzco.games.feld_cuzco.rules import view

    state = started(2)
    seat = state.actor
    state = asked(state, seat, ("move", 0, 1), phase="dice")
    state.rotation = 0
    p = state.players[seat]
    p.place, p.effects = 4, [13]  # I5: Cuzco lies across a stone trail of 6
    assert check(state, Move(seat, 5)) is None  # the rope bridge of 3 to I6
    assert check(state, Move(seat, C.CUZCO)) == \
        "the chasqui cannot reach that place across one road of this kind and pips"
    with pytest.raises(FrozenInstanceError):
        view(state, seat).me = 1  # type: ignore[misc]
