"""Festivals: proposing, bidding, settling, solar discs (notes: "Festivals").

The rulebook's worked bidding example lives with the other worked examples;
these tests take the rules one at a time.
"""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.rules.actions import (
    DrawCard,
    EndTurn,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import PHASE_FESTIVAL, PHASE_TURN, GameState
from tests.games.cuzco.rules.builders import crop, fresh, inca, line, ready
from tests.games.cuzco.rules.scenes import (
    FULL_DECK,
    all_cards,
    assert_illegal,
    assert_legal,
    cell,
    city,
    deal_hands,
    log_texts,
    play,
    set_deck_top,
    set_faceup,
)

CITY = line(Hex(-3, 0), 0, 8)  # the temple on (-3,0), village hexes (-2,0) .. (4,0)
TEMPLE = CITY[0]
WANTED = "mask+drum"  # "mask", "drum", "mask+conch", "drum+conch" are worth 1; "mask+drum" 2; "conch" 0


def scene(
    players: int = 3,
    inside: tuple[int, ...] = (0, 1, 2),
    hands: dict[int, list[str]] | None = None,
    value: int = 8,
    first: int = 0,
    ap: int = 6,
) -> GameState:
    """`first` to play, placement done; a value-`value` city with one Inca of each player in `inside`."""
    state = ready(fresh(players, first=first), ap)
    city(state, TEMPLE, value, len(CITY))
    for k, player in enumerate(inside):
        inca(state, CITY[1 + k], player)
    set_faceup(state, WANTED)
    deal_hands(state, hands or {})
    set_deck_top(state, "conch")  # the card turned up after the festival
    return state


def propose(*cards: str) -> ProposeFestival:
    return ProposeFestival(TEMPLE, tuple(cards))


def scores(state: GameState) -> list[int]:
    return [p.score for p in state.players]


# ---- proposing ------------------------------------------------------------------------------


def test_festival_needs_inca_in_city() -> None:
    state = scene(inside=(1,), hands={0: ["mask"]})
    assert_illegal(state, propose("mask"), "you need an Inca in this city to propose a festival there")
    crop(state, [Hex(-2, 1)])  # right beside the city, on a crop hex: not in it
    inca(state, Hex(-2, 1), 0)
    assert_illegal(state, propose("mask"), "you need an Inca in this city")
    assert_illegal(state, ProposeFestival(CITY[1], ("mask",)), "there is no temple there")
    inca(state, CITY[5], 0)
    assert_legal(state, propose("mask"))


def test_proposer_must_open_with_matching_cards_they_hold() -> None:
    state = scene(inside=(0,), hands={0: ["mask", "conch"]})
    assert_illegal(state, propose(), "choose at least one card to play")
    assert_illegal(state, propose("drum"), "you do not hold those cards")
    assert_illegal(state, propose("mask", "mask"), "you do not hold those cards")


def test_zero_fp_cards_cannot_be_played() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask", "conch"], 1: ["drum", "conch"]})
    reason = "a card that shows none of the wanted relics is worth 0 FP and cannot be played"
    assert_illegal(state, propose("conch"), reason)
    assert_illegal(state, propose("mask", "conch"), reason)
    state = play(state, propose("mask"))
    assert state.actor == 1
    assert_illegal(state, FestivalPlay(("drum", "conch")), reason)


def test_festival_costs_no_ap() -> None:
    state = scene(inside=(0,), hands={0: ["mask"]}, ap=0)
    after = assert_legal(state, propose("mask"))
    assert after.players[0].score == 4


def test_festival_only_once_and_ends_turn() -> None:
    state = scene(inside=(0,), hands={0: ["mask", "drum"]})
    turn = state.turn
    after = assert_legal(state, propose("mask"))
    # alone in the city: organized at once, and the turn is over
    assert after.festival is None and after.phase == PHASE_TURN
    assert after.current == 1 and after.turn == turn + 1
    assert after.must_place
    assert after.players[0].hand == ["drum"]
    assert "A proposes a festival at the value-8 temple" in log_texts(after)


def test_nothing_else_happens_while_a_festival_is_under_way() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask", "drum"], 1: ["mask"]})
    state = play(state, propose("mask"))
    assert state.phase == PHASE_FESTIVAL and state.actor == 1 and state.current == 0
    for action in (PlaceTerrain("crop", Hex(0, 2), 0), EndTurn(), DrawCard("deck"), UseToken(), propose("drum")):
        assert_illegal(state, action, "a festival is under way: the bidder on the go plays cards, stands or drops out")


def test_bidding_actions_need_a_festival() -> None:
    state = scene(hands={0: ["mask"]})
    for action in (FestivalPlay(("mask",)), FestivalStand(), FestivalDrop()):
        assert_illegal(state, action, "no festival is under way")


def test_players_with_an_inca_in_the_city_bid_in_turn_order_from_the_proposer() -> None:
    state = scene(players=4, inside=(0, 2, 3), first=2,
                  hands={0: ["mask"], 1: ["mask"], 2: ["mask"], 3: ["mask"]})
    state = play(state, propose("mask"))
    f = state.festival
    assert f is not None
    assert f.order == [2, 3, 0]  # B has no Inca there: not a participant
    assert f.bidder == 3
    assert f.totals == {2: 1, 3: 0, 0: 0}
    assert f.wanted == WANTED


# ---- bidding --------------------------------------------------------------------------------


def test_bidder_below_must_reach_highest_or_drop() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask+drum", "mask"], 1: ["mask", "drum", "conch"]})
    state = play(state, propose("mask+drum"))  # 2 FP
    assert state.actor == 1
    assert_illegal(state, FestivalStand(), "you are below the highest total: play cards to reach 2 FP, or drop out")
    assert_illegal(state, FestivalPlay(("mask",)), "you must reach at least 2 FP (those cards bring you to 1)")
    assert_illegal(state, FestivalPlay(("mask+drum",)), "you do not hold those cards")
    assert_illegal(state, FestivalPlay(()), "choose at least one card to play")
    # reaching the top is enough
    tied = assert_legal(state, FestivalPlay(("mask", "drum")))
    # and dropping is always possible
    dropped = assert_legal(state, FestivalDrop())
    assert dropped.festival is None
    assert dropped.players[0].score == 4 and dropped.players[1].score == 0
    assert tied.festival is not None and tied.festival.totals == {0: 2, 1: 2}


def test_bidder_at_highest_may_raise_or_stand() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask", "drum"], 1: ["mask", "mask+drum"]})
    state = play(state, propose("mask"), FestivalPlay(("mask",)))  # 1 : 1
    assert state.actor == 0
    stood = assert_legal(state, FestivalStand())
    # the go would come back to B, the last to play: A and B co-organize
    assert stood.festival is None
    assert scores(stood) == [2, 2, 0]
    raised = assert_legal(state, FestivalPlay(("drum",)))
    assert raised.festival is not None and raised.festival.totals == {0: 2, 1: 1}
    assert raised.actor == 1



def test_co_organizers_of_a_festival_at_a_value_2_temple_score_nothing() -> None:
    """Sole organizer 1 PP, co-organizers 0 each at a value-2 temple (never less than nothing)."""
    state = scene(inside=(0, 1), hands={0: ["mask", "drum"], 1: ["mask", "mask+drum"]}, value=2)
    state = play(state, propose("mask"), FestivalPlay(("mask",)))  # 1 : 1
    stood = assert_legal(state, FestivalStand())  # A and B co-organize
    assert stood.festival is None and stood.disc[stood.cell(TEMPLE)]
    assert scores(stood) == [0, 0, 0]
    alone = assert_legal(state, FestivalDrop())  # B organizes alone
    assert scores(alone) == [0, 1, 0]


def test_overbidding_beyond_the_top_is_allowed() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask"], 1: ["mask+drum", "drum"]})
    state = play(state, propose("mask"), FestivalPlay(("mask+drum", "drum")))  # B jumps to 3
    assert "B plays 2 cards: 3 FP" in log_texts(state)
    # A has nothing left: dropped automatically; B organizes alone
    assert state.festival is None
    assert scores(state) == [0, 4, 0]


def test_dropping_out_is_final_and_its_cards_are_lost() -> None:
    hands = {0: ["mask", "drum", "mask"], 1: ["drum", "mask+conch"], 2: ["mask+drum", "drum+conch", "drum"]}
    state = scene(inside=(0, 1, 2), hands=hands)
    state = play(state, propose("mask"), FestivalPlay(("drum",)), FestivalPlay(("mask+drum",)))  # 1, 1, 2
    state = play(state, FestivalPlay(("drum",)))  # A: 2
    assert state.actor == 1
    state = play(state, FestivalDrop())  # B out, its "drum" lost
    f = state.festival
    assert f is not None
    assert f.active == [0, 2] and f.played[1] == ["drum"]
    assert state.players[1].hand == ["mask+conch"]
    state = play(state, FestivalPlay(("drum+conch",)))  # C: 3
    assert state.actor == 0  # B is skipped from now on
    state = play(state, FestivalPlay(("mask",)))  # A: 3
    assert state.actor == 2
    state = play(state, FestivalStand())  # back to A, the last to play: A and C co-organize
    assert state.festival is None
    assert scores(state) == [2, 0, 2]
    assert state.players[1].hand == ["mask+conch"]


def test_bidding_ends_when_only_one_remains() -> None:
    state = scene(inside=(0, 1, 2), hands={0: ["mask"], 1: ["drum"], 2: ["mask"]})
    state = play(state, propose("mask"), FestivalDrop())
    assert state.festival is not None and state.actor == 2
    state = play(state, FestivalDrop())
    assert state.festival is None
    assert scores(state) == [4, 0, 0]
    assert any("organized a festival" in e.detail for e in state.score_log)


def test_bidder_without_matching_card_is_stood_or_dropped_automatically() -> None:
    # below the top with nothing to play: dropped without being asked
    state = scene(inside=(0, 1), hands={0: ["mask"], 1: ["conch", "conch"]})
    after = play(state, propose("mask"))
    assert after.festival is None
    assert scores(after) == [4, 0, 0]
    assert "B drops out of the festival (no matching card left)" in log_texts(after)
    assert after.players[1].hand == ["conch", "conch"]
    # at the top with nothing left: stood without being asked, so the tie is settled
    state = scene(inside=(0, 1), hands={0: ["mask"], 1: ["drum", "drum"]})
    after = play(state, propose("mask"), FestivalPlay(("drum",)))
    assert after.festival is None
    assert "A stands at 1 FP (no matching card left)" in log_texts(after)
    assert scores(after) == [2, 2, 0]
    assert after.players[1].hand == ["drum"]


def test_a_bidder_who_cannot_reach_the_top_may_only_drop() -> None:
    state = scene(inside=(0, 1), hands={0: ["mask+drum", "mask+drum"], 1: ["mask"]})
    state = play(state, propose("mask+drum", "mask+drum"))  # 4 FP
    assert state.actor == 1
    assert state.legal_actions() == [FestivalDrop()]


def test_a_player_with_no_inca_in_the_city_takes_no_part() -> None:
    state = scene(inside=(0,), hands={0: ["mask"], 1: ["mask+drum"], 2: ["drum"]})
    after = play(state, propose("mask"))
    assert after.festival is None
    assert scores(after) == [4, 0, 0]
    assert after.players[1].hand == ["mask+drum"]


@pytest.mark.parametrize(("value", "sole", "shared"), [(2, 1, 0), (4, 2, 1), (6, 3, 2), (8, 4, 2), (10, 5, 3)])
def test_festival_prestige_table(value: int, sole: int, shared: int) -> None:
    state = scene(inside=(0, 1), value=value, hands={0: ["mask"], 1: ["drum"]})
    alone = play(state, propose("mask"), FestivalDrop())
    assert scores(alone) == [sole, 0, 0]
    together = play(state, propose("mask"), FestivalPlay(("drum",)))  # A has nothing left: stands, tie
    assert scores(together) == [shared, shared, 0]
    assert [e.source for e in together.score_log] == ["festival"] * (2 if shared else 0)


def test_played_cards_are_discarded_then_the_next_card_turned_up() -> None:
    state = scene(inside=(0, 1, 2), hands={0: ["mask", "drum"], 1: ["mask+drum"], 2: ["mask+conch"]})
    discard = list(state.discard)
    deck_top = state.deck[0]
    after = play(state, propose("mask"), FestivalPlay(("mask+drum",)), FestivalDrop(), FestivalDrop())
    # C dropped without playing; A dropped after opening; B organizes alone
    assert scores(after) == [0, 4, 0]
    assert after.discard == discard + ["mask", "mask+drum", deck_top]
    assert after.faceup == deck_top == "conch"
    assert after.deck == state.deck[1:]
    assert all_cards(after) == FULL_DECK


def test_solar_disc_blocks_next_festival_until_expansion() -> None:
    state = scene(players=2, inside=(0,), value=6, hands={0: ["mask", "drum", "mask+drum"]})
    t = cell(state, TEMPLE)
    state = play(state, propose("mask"))
    assert state.disc[t] and state.discs == 14
    # B's turn, then A's again
    state = play(state, PlaceTerrain("crop", Hex(0, 3), 0), EndTurn(), PlaceTerrain("crop", Hex(-1, 3), 0))
    set_faceup(state, WANTED)
    reason = "a festival was already held at this temple: it must be expanded before the next one"
    assert_illegal(state, propose("drum"), reason)
    assert state.legal_actions() and not any(isinstance(a, ProposeFestival) for a in state.legal_actions())
    state = play(state, ExpandTemple(TEMPLE, 8))
    assert not state.disc[t]
    assert_legal(state, propose("drum"))


def test_no_festival_without_a_solar_disc_in_the_supply() -> None:
    state = scene(inside=(0,), hands={0: ["mask"]})
    state.discs = 0
    assert_illegal(state, propose("mask"), "no solar discs are left")


def test_festival_is_optional() -> None:
    state = scene(inside=(0,), hands={0: ["mask"]})
    after = assert_legal(state, EndTurn())
    assert after.current == 1 and after.discs == 15 and after.players[0].hand == ["mask"]
