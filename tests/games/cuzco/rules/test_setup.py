"""Setup: every component count in the notes' table, the deal, and seeded determinism."""

from __future__ import annotations

from collections import Counter

import pytest

from cuzco.games.cuzco.rules.components import CARD_FACES, card_worth, full_deck, relics_of
from cuzco.games.cuzco.rules.setup import Setup, new_game
from tests.games.cuzco.rules.builders import fresh
from tests.games.cuzco.rules.scenes import FULL_DECK, all_cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_components(players: int) -> None:
    state = fresh(players)
    assert state.num_players == players
    # common supply, used in full whatever the player count
    assert state.triples == 56
    assert state.floors == {2: 12, 4: 11, 6: 10, 8: 8, 10: 6}
    assert sum(state.floors.values()) == 47
    assert state.discs == 15
    # 19 ponds: 3 on the printed ponds, 16 in the supply
    assert state.ponds_left == 16
    ponds = [c for c in range(state.board.cell_count) if state.pond[c]]
    assert sorted(ponds) == sorted(state.board.printed_ponds)
    assert len(ponds) + state.ponds_left == 19
    assert not any(state.pond_scored)
    # each player's own set, and nothing else
    for p in state.players:
        assert (p.doubles, p.crops, p.villages) == (5, 3, 2)
        assert p.reserve == 12
        assert p.tokens == 3
        assert p.score == 0
        assert len(p.hand) == 3
        assert not p.final_scored
    # 30 cards: 6 faces x 5
    assert all_cards(state) == FULL_DECK
    assert len(FULL_DECK) == 6 and set(FULL_DECK.values()) == {5}
    assert len(state.discard) == 1  # the first face-up card
    assert len(state.deck) == 30 - 1 - 3 * players
    # the board is bare
    assert not any(state.height) and not any(state.temple) and all(i is None for i in state.inca)
    assert state.tiles == []


def test_festival_card_faces_are_single_and_paired_relics() -> None:
    relic_sets = [relics_of(face) for face in CARD_FACES]
    assert sorted(len(r) for r in relic_sets) == [1, 1, 1, 2, 2, 2]
    singles = {r for r in relic_sets if len(r) == 1}
    pairs = {r for r in relic_sets if len(r) == 2}
    relics = frozenset().union(*relic_sets)
    assert len(relics) == 3
    assert singles == {frozenset({x}) for x in relics}
    assert pairs == {relics - {x} for x in relics}
    assert Counter(full_deck()) == Counter({face: 5 for face in CARD_FACES})


def test_card_worth_counts_wanted_relics_shown() -> None:
    assert card_worth("mask", "mask") == 1
    assert card_worth("mask+drum", "mask") == 1
    assert card_worth("mask", "mask+drum") == 1
    assert card_worth("mask+drum", "mask+drum") == 2
    assert card_worth("mask+conch", "mask+drum") == 1
    assert card_worth("conch", "mask+drum") == 0
    assert card_worth("conch", None) == 0


def test_explicit_setup_order() -> None:
    deck = tuple(reversed(full_deck()))
    state = new_game(Setup(("A", "B", "C"), seed=5, first_player=2, deck=deck))
    # first card face up, then three cards each, dealt one at a time in seating order
    assert state.discard == [deck[0]]
    assert state.players[0].hand == [deck[1], deck[4], deck[7]]
    assert state.players[1].hand == [deck[2], deck[5], deck[8]]
    assert state.players[2].hand == [deck[3], deck[6], deck[9]]
    assert state.deck == list(deck[10:])
    assert state.current == 2
    assert state.turn == 1
    assert [p.name for p in state.players] == ["A", "B", "C"]


def test_first_turn_starts_with_six_ap_and_a_placement_duty() -> None:
    state = fresh(3, first=1)
    assert state.current == 1 and state.actor == 1
    assert state.ap == 6 and state.ap_total == 6
    assert state.must_place
    assert state.draws == 0 and not state.token_used
    assert state.end_trigger is None and state.festival is None


def test_setup_is_deterministic_from_seed() -> None:
    a = new_game(Setup(("A", "B", "C"), seed="alpha"))
    b = new_game(Setup(("A", "B", "C"), seed="alpha"))
    assert a == b
    assert Setup(("A", "B", "C"), seed="alpha").resolved() == Setup(("A", "B", "C"), seed="alpha").resolved()
    # the seed decides deck order and first player: over a few seeds both vary
    resolved = [Setup(("A", "B", "C"), seed=s).resolved() for s in range(12)]
    assert len({r.deck for r in resolved}) == 12
    assert len({r.first_player for r in resolved}) > 1


def test_explicit_parts_override_the_seed() -> None:
    deck = tuple(full_deck())
    setup = Setup(("A", "B"), seed=99, first_player=1, deck=deck).resolved()
    assert setup.first_player == 1
    assert setup.deck == deck


@pytest.mark.parametrize(
    ("setup", "reason"),
    [
        (Setup(("A",)), "a game has 2 to 4 players"),
        (Setup(("A", "B", "C", "D", "E")), "a game has 2 to 4 players"),
        (Setup(("A", " ")), "every player needs a name"),
        (Setup(("A", "B"), first_player=2), "the first player must be one of the players"),
        (Setup(("A", "B"), deck=tuple(full_deck()[:-1])), "the deck must hold the 30 festival cards"),
        (Setup(("A", "B"), deck=tuple(full_deck()[:-1] + ["mask"])), "the deck must hold the 30 festival cards"),
    ],
)
def test_bad_setups_are_refused(setup: Setup, reason: str) -> None:
    problem = setup.problem()
    assert problem is not None and reason in problem
    with pytest.raises(ValueError, match=reason):
        new_game(setup)
