"""One test per rule of Incan Gold, named after it (docs/incan-gold.md), from constructed tables."""

from __future__ import annotations

from collections import Counter

import pytest

from cuzco.games.incan_gold.rules import (
    HAZARD_KINDS,
    TREASURE_VALUES,
    Card,
    Choose,
    Game,
    IllegalAction,
    Setup,
    SetupError,
    apply,
    check,
    legal_actions,
    new_game,
)
from cuzco.games.incan_gold.rules.cards import artifact_value, quest_cards

from .builders import NAMES, cards, everyone, table


def test_quest_deck_has_fifteen_treasures_and_three_of_each_of_five_hazards() -> None:
    deck = quest_cards()
    assert sorted(c.value for c in deck if c.kind == "treasure") == [1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17]
    assert sum(TREASURE_VALUES) == 124
    assert Counter(c.hazard for c in deck if c.kind == "hazard") == dict.fromkeys(HAZARD_KINDS, 3)
    assert len(deck) == 30


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_three_to_eight_players(players: int) -> None:
    state = new_game(Setup(NAMES[:players], seed=1))
    assert state.players == players and all(state.in_temple) and state.round == 1


@pytest.mark.parametrize("players", [0, 1, 2, 9])
def test_other_player_counts_are_refused(players: int) -> None:
    names = tuple(f"P{i}" for i in range(players))
    with pytest.raises(ValueError, match="3 to 8 players"):
        new_game(Setup(names))


def test_setup_follows_the_seed() -> None:
    a, b = new_game(Setup(NAMES[:5], seed=7)), new_game(Setup(NAMES[:5], seed=7))
    assert a == b
    others = {new_game(Setup(NAMES[:5], seed=s)).deck for s in range(8)}
    assert len(others) == 8


def test_each_round_shuffles_one_artifact_into_the_deck() -> None:
    state = new_game(Setup(NAMES[:4], seed=3))
    on_table = list(state.deck) + [c.card for c in state.path]
    assert Counter(c.kind for c in on_table) == {"treasure": 15, "hazard": 15, "artifact": 1}
    assert [c for c in on_table if c.kind == "artifact"] == [Card("artifact", 1)]


def test_diamant_variant_has_no_artifacts() -> None:
    state = new_game(Setup(NAMES[:4], seed=3, artifacts=False))
    assert not any(c.kind == "artifact" for c in list(state.deck) + [c.card for c in state.path])
    assert not state.artifacts_in_play


def test_first_card_of_a_round_is_turned_without_a_choice() -> None:
    for seed in range(30):
        state = new_game(Setup(NAMES[:4], seed=seed, first_player=0))
        if state.round > 1:
            continue  # two hazards of a kind came first: see the next test
        assert state.path, "a card lies on the path before anyone chooses"
        assert state.turn == 0 and state.waiting_for() == (0, 1, 2, 3)
        first = state.path[-1].card
        assert state.round == 1 and first.kind != "hazard"
        if first.kind == "treasure":
            assert state.carried == (first.value // 4,) * 4 and state.path[-1].gems == first.value % 4


def test_two_hazards_of_a_kind_before_any_choice_end_the_round_at_once() -> None:
    openings = [new_game(Setup(NAMES[:4], seed=seed, first_player=0)) for seed in range(40)]
    scared = [s for s in openings if s.round > 1]
    assert scared, "some seed opens with two hazards of a kind"
    for state in scared:
        assert state.banked[0] == (0, 0, 0, 0) and state.reveals == 0
        assert len(state.removed) == 1 and state.removed[0].kind == "hazard"
        assert state.start_player == 1


def test_cards_are_turned_without_a_choice_while_the_path_holds_only_hazards() -> None:
    # Found by search: a seed whose first card is a hazard.
    for seed in range(200):
        state = new_game(Setup(NAMES[:4], seed=seed))
        if state.round == 1 and state.path[0].card.kind == "hazard":
            break
    else:
        pytest.fail("no seed opens with a hazard")
    kinds = [c.card.kind for c in state.path]
    assert kinds[-1] != "hazard" and set(kinds[:-1]) == {"hazard"}


def test_treasure_is_split_evenly_and_the_remainder_stays_on_the_card() -> None:
    # The rulebook's example: four players in the temple, a treasure of 11: 2 each, 3 stay on the card.
    state = everyone(table(4, deck="t11 h:fire", path=[("h:snakes", 0)]))
    assert state.carried == (2, 2, 2, 2)
    assert state.path[-1].card == Card("treasure", 11) and state.path[-1].gems == 3


def test_treasure_split_only_among_players_still_in_the_temple() -> None:
    state = everyone(table(4, deck="t13", path=[("t1", 0)], in_temple=(True, False, True, False)))
    assert state.carried == (6, 0, 6, 0) and state.path[-1].gems == 1


def test_choices_may_come_in_any_order() -> None:
    start = table(4, deck="t9 t4", path=[("t5", 1)])
    a, b = start, start
    for p in (0, 1, 2, 3):
        a = apply(a, Choose(p, p != 2))
    for p in (3, 2, 1, 0):
        b = apply(b, Choose(p, p != 2))
    assert a == b


def test_nothing_is_revealed_until_everyone_in_the_temple_has_chosen() -> None:
    start = table(4, deck="t9 t4", path=[("t5", 1)])
    state = apply(apply(start, Choose(1, False)), Choose(0, True))
    assert state.path == start.path and state.carried == start.carried and state.in_temple == start.in_temple
    assert state.waiting_for() == (2, 3) and state.events == ()


def test_a_player_chooses_once_per_turn() -> None:
    state = apply(table(), Choose(2, True))
    assert check(state, Choose(2, False)) == "Carla has already chosen this turn"
    with pytest.raises(IllegalAction, match="already chosen"):
        apply(state, Choose(2, False))


def test_a_player_back_in_camp_takes_no_part_until_the_next_round() -> None:
    state = table(4, in_temple=(True, False, True, True))
    assert "returned to camp" in (check(state, Choose(1, True)) or "")
    assert all(a.player != 1 for a in legal_actions(state))


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    state = table()
    for bad in (Choose(9, True), Choose(-1, True), Choose(0, "yes"), "go"):  # type: ignore[arg-type]
        assert check(state, bad) is not None
        with pytest.raises(IllegalAction):
            apply(state, bad)
    assert state == table()


def test_legal_actions_are_both_choices_of_every_player_still_to_choose() -> None:
    state = apply(table(4, in_temple=(True, True, False, True)), Choose(0, True))
    assert legal_actions(state) == [Choose(1, True), Choose(1, False), Choose(3, True), Choose(3, False)]
    assert legal_actions(state, 3) == [Choose(3, True), Choose(3, False)]
    assert all(check(state, a) is None for a in legal_actions(state))


def test_leavers_share_the_gems_on_the_path_rounded_down_and_the_rest_stays() -> None:
    # 3 + 4 + 2 = 9 gems on the path, two leavers: 4 each, 1 stays.
    state = everyone(table(4, deck="t1 t1", path=[("t7", 3), ("t11", 4), ("t14", 2)]), {0: False, 3: False})
    assert state.tents == (4, 0, 0, 4)
    assert state.path_gems() - state.path[-1].gems == 1  # the new card's remainder aside


def test_leavers_bank_what_they_carried_into_their_tent() -> None:
    state = everyone(table(4, deck="t2", path=[("t9", 1)], carried=(2, 2, 2, 2)), {1: False})
    assert state.tents == (0, 3, 0, 0)
    assert state.carried[1] == 0 and not state.in_temple[1]
    assert state.round_bank == (0, 3, 0, 0)


def test_leavers_leave_before_the_next_card_is_turned() -> None:
    # The 9 turned after the reveal goes to the three who went on; its remainder is not the leaver's.
    state = everyone(table(4, deck="t9", path=[("t3", 0)]), {0: False})
    assert state.tents[0] == 0 and state.carried == (0, 3, 3, 3)


def test_a_lone_leaver_takes_every_artifact_on_the_path() -> None:
    state = everyone(table(4, deck="t1", path=[("a1", 0), ("t3", 0), ("a2", 0)]), {2: False})
    assert state.artifacts[2] == (5, 5)
    assert state.path_artifacts() == 0 and state.tents[2] == 0 and state.score(2) == 10


def test_two_leavers_together_take_no_artifacts() -> None:
    state = everyone(table(4, deck="t1", path=[("a1", 0), ("t3", 2)]), {0: False, 1: False})
    assert state.artifacts == ((), (), (), ()) and state.path_artifacts() == 1
    assert state.tents[:2] == (1, 1)


def test_first_three_artifacts_taken_are_worth_five_later_ones_ten() -> None:
    assert [artifact_value(n) for n in range(6)] == [5, 5, 5, 10, 10, 10]
    taken = ((5, 5), (5,), (), ())
    state = everyone(table(4, deck="t1", path=[("a3", 0), ("a4", 0)], artifacts=taken), {3: False})
    assert state.artifacts[3] == (10, 10)


def test_a_second_hazard_of_a_kind_ends_the_round() -> None:
    state = table(4, deck="h:fire t5 t5", path=[("h:fire", 0), ("t7", 3)], carried=(1, 1, 1, 1))
    after = everyone(state, {0: False})
    assert after.round == 2 and after.banked[0] == (4, 0, 0, 0)
    assert [e.detail for e in after.events if e.kind == "round-end"] == ["hazard"]


def test_players_scared_out_by_a_hazard_lose_what_they_carried() -> None:
    state = table(4, deck="h:mummies", path=[("h:mummies", 0), ("t9", 1)], carried=(2, 2, 2, 2), tents=(5, 5, 5, 5))
    after = everyone(state, {0: False})
    assert after.tents == (5 + 2 + 1, 5, 5, 5)
    assert after.gems_lost == 6


def test_the_second_hazard_card_leaves_the_game_and_the_first_stays() -> None:
    state = table(4, deck="h:spiders t1 t2", path=[("h:spiders", 0), ("t4", 0)])
    after = everyone(state)
    assert after.removed == cards("h:spiders")
    hazards = Counter(c.hazard for c in list(after.deck) + [c.card for c in after.path] if c.kind == "hazard")
    assert hazards["spiders"] == 1 and hazards["fire"] == 0  # the table had only these cards


def test_a_first_hazard_of_a_kind_does_nothing() -> None:
    state = everyone(table(4, deck="h:rockfall t5", path=[("h:fire", 0), ("t8", 0)], carried=(2, 2, 2, 2)))
    assert state.round == 1 and state.carried == (2, 2, 2, 2) and state.path[-1].card == Card("hazard", 0, "rockfall")


def test_artifacts_on_the_path_at_the_end_of_a_round_are_lost() -> None:
    state = table(4, deck="h:fire t1", path=[("h:fire", 0), ("a1", 0), ("t2", 2)])
    after = everyone(state)
    assert Card("artifact", 1) in after.removed and after.artifacts_taken == 0
    assert Card("artifact", 1) not in after.deck and after.gems_lost == 2


def test_the_round_ends_when_everybody_has_left() -> None:
    state = everyone(table(3, deck="t5 t5 t5", path=[("t6", 0)], carried=(2, 2, 2)), default=False)
    assert state.round == 2 and state.banked[0] == (2, 2, 2) and state.tents == (2, 2, 2)


def test_the_start_player_passes_left_each_round() -> None:
    state = table(4, deck="t5", path=[("t6", 0)], start=3)
    after = everyone(state, default=False)
    assert after.start_player == 0 and after.waiting_for()[0] == 0


def test_the_start_player_is_asked_first() -> None:
    assert table(5, start=2).waiting_for() == (2, 3, 4, 0, 1)


def test_the_game_ends_after_the_fifth_round() -> None:
    state = everyone(table(3, deck="t5", path=[("t6", 0)], round_number=5), default=False)
    assert state.over and state.round == 5 and legal_actions(state) == []
    assert check(state, Choose(0, True)) == "the game is over"


def test_highest_total_wins() -> None:
    state = everyone(table(3, deck="t5", path=[("t6", 0)], round_number=5, tents=(10, 30, 20)), default=False)
    assert state.winners() == (1,)


def test_a_tie_goes_to_the_most_artifacts() -> None:
    state = everyone(table(3, deck="t5", path=[("t6", 0)], round_number=5, tents=(10, 5, 15),
                           artifacts=((5,), (5, 5), ())), default=False)
    assert [state.score(p) for p in range(3)] == [15, 15, 15]
    assert state.winners() == (1,)


def test_a_tie_in_total_and_artifacts_is_shared() -> None:
    state = everyone(table(3, deck="t5", path=[("t6", 0)], round_number=5, tents=(10, 10, 3)), default=False)
    assert state.winners() == (0, 1)


def test_no_winner_before_the_end() -> None:
    assert table().winners() == ()


@pytest.mark.parametrize("setup", [
    Setup(NAMES[:4], first_player=True),  # type: ignore[arg-type]  # a bool is not seat 1
    Setup(NAMES[:4], first_player=False),  # type: ignore[arg-type]
    Setup(NAMES[:4], first_player=1.0),  # type: ignore[arg-type]
    Setup(NAMES[:4], first_player="1"),  # type: ignore[arg-type]
    Setup("Ana,Bruno,Carla"),  # type: ignore[arg-type]  # a text is not a list of names
    Setup(NAMES[:4], artifacts=1),  # type: ignore[arg-type]
    Setup(NAMES[:4], seed=None),  # type: ignore[arg-type]
    Setup((*NAMES[:3], 7)),  # type: ignore[arg-type]
])
def test_wrongly_typed_setups_are_refused_with_the_rules_own_error(setup: Setup) -> None:
    assert setup.problem() is not None
    with pytest.raises(SetupError):
        new_game(setup)
    with pytest.raises(SetupError):
        Game(setup)
