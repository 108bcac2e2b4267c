"""Festival cards: drawing, turning up, reshuffling, secret hands (notes: "Festival cards")."""

from __future__ import annotations

from cuzco.games.cuzco.rules.actions import DrawCard, EndTurn, PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import fresh, ready
from tests.games.cuzco.rules.scenes import (
    FULL_DECK,
    all_cards,
    assert_illegal,
    assert_legal,
    log_texts,
    play,
    set_deck_top,
    set_faceup,
    snapshot,
)


def turn(ap: int = 6) -> GameState:
    return ready(fresh(), ap)


def test_draw_from_deck_takes_its_top_card_for_1_ap() -> None:
    state = turn()
    top = state.deck[0]
    faceup = state.faceup
    after = assert_legal(state, DrawCard("deck"))
    assert after.players[0].hand[-1] == top
    assert len(after.players[0].hand) == 4
    assert after.deck == state.deck[1:]
    assert after.faceup == faceup
    assert after.ap == 5 and after.draws == 1
    assert log_texts(after)[-1] == "A draws a card from the deck"  # the card drawn blind stays secret


def test_draw_faceup_turns_up_next_card() -> None:
    state = turn()
    set_faceup(state, "conch")
    set_deck_top(state, "mask+drum")
    after = assert_legal(state, DrawCard("faceup"))
    assert after.players[0].hand[-1] == "conch"
    assert after.faceup == "mask+drum"
    assert after.discard == state.discard[:-1] + ["mask+drum"]
    assert after.deck == state.deck[1:]
    assert "draws the face-up card (conch)" in log_texts(after)[-1]
    assert all_cards(after) == FULL_DECK


def test_draw_at_most_two_per_turn() -> None:
    state = turn()
    state = play(state, DrawCard("deck"), DrawCard("faceup"))
    assert state.ap == 4 and len(state.players[0].hand) == 5
    assert_illegal(state, DrawCard("deck"), "you may draw at most two festival cards a turn")
    assert_illegal(state, DrawCard("faceup"), "you may draw at most two festival cards a turn")


def test_draw_limit_is_per_turn() -> None:
    state = fresh()
    state = play(state, PlaceTerrain("crop", Hex(0, 0), 0), DrawCard("deck"), DrawCard("deck"), EndTurn())
    assert state.current == 1 and state.draws == 0
    state = play(state, PlaceTerrain("crop", Hex(2, 0), 0), DrawCard("deck"), DrawCard("deck"))
    assert len(state.players[1].hand) == 5


def test_draw_needs_1_ap_and_a_known_source() -> None:
    state = turn(ap=0)
    assert_illegal(state, DrawCard("deck"), "not enough AP: needs 1, 0 left")
    assert_illegal(state, DrawCard("faceup"), "not enough AP: needs 1, 0 left")
    assert_illegal(turn(), DrawCard("hand"), "draw from 'faceup' or 'deck'")


def test_empty_deck_reshuffles_discard_except_top() -> None:
    state = turn()
    state.discard.extend(state.deck)  # pretend every card has been played
    state.deck = []
    top = state.discard[-1]
    rest = sorted(state.discard[:-1])
    after = assert_legal(state, DrawCard("deck"))
    assert after.discard == [top]
    assert after.reshuffles == 1
    drawn = after.players[0].hand[-1]
    assert sorted(after.deck + [drawn]) == rest
    assert all_cards(after) == FULL_DECK
    # the shuffle comes from the seed: the same position gives the same deck
    again = snapshot(state).apply(DrawCard("deck"))
    assert again.deck == after.deck and again.players[0].hand == after.players[0].hand


def test_taking_faceup_card_with_empty_deck_reshuffles_for_the_next_one() -> None:
    state = turn()
    state.discard = ["mask", "drum", "conch"]
    state.deck = []  # (the other cards are simply left out of this position)
    after = assert_legal(state, DrawCard("faceup"))
    assert after.players[0].hand[-1] == "conch"
    # the deck was empty: the discard pile but its top card ("drum") became the deck; its card is turned up
    assert after.discard == ["drum", "mask"]
    assert after.deck == []


def test_nothing_left_to_draw() -> None:
    state = turn()
    state.deck = []
    state.discard = ["mask"]  # only the face-up card: nothing to reshuffle
    assert_illegal(state, DrawCard("deck"), "there are no cards left to draw")
    after = assert_legal(state, DrawCard("faceup"))
    assert after.discard == [] and after.faceup is None
    assert_illegal(after, DrawCard("faceup"), "there is no face-up card to take")
    assert_illegal(after, DrawCard("deck"), "there are no cards left to draw")


def test_hands_are_secret_and_unlimited() -> None:
    state = turn()
    state.players[0].hand = list(state.deck[:12])
    state.deck = state.deck[12:]
    after = assert_legal(state, DrawCard("deck"))
    assert len(after.players[0].hand) == 13
    view = after.to_view(1)
    assert view["hand"] == sorted(after.players[1].hand)
    assert view["players"][0]["hand_size"] == 13
    assert "hand" not in view["players"][0]
    assert sorted(after.players[0].hand) != view["hand"]
