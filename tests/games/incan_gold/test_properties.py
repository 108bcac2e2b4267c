"""Random games of every size keep every invariant of the rules, after every single action."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cuzco.games.incan_gold.rules import (
    ROUNDS,
    Choose,
    Game,
    IllegalAction,
    Setup,
    State,
    apply,
    check,
    legal_actions,
    view_for,
)
from cuzco.games.incan_gold.rules.cards import quest_cards
from tests.depth import examples

from .builders import NAMES

# 5 rounds; a round turns at most ~25 cards before a pair of hazards must come; 8 choices a turn.
ACTION_BOUND = ROUNDS * 30 * 8


def check_invariants(state: State, found: int, n: int) -> None:
    assert state.players == n and 1 <= state.round <= ROUNDS
    for field in (state.in_temple, state.carried, state.tents, state.artifacts, state.pending, state.round_bank):
        assert len(field) == n
    # Gems are conserved: everything turned lies on the path, beside a tent, in a tent or is lost.
    assert found == state.path_gems() + sum(state.carried) + sum(state.tents) + state.gems_lost
    assert all(c.gems >= 0 for c in state.path) and min(state.carried + state.tents) >= 0
    # Cards are conserved: the box's quest cards, plus one artifact per round so far.
    table = list(state.deck) + [c.card for c in state.path] + list(state.removed)
    assert Counter(c for c in table if c.kind != "artifact") == Counter(quest_cards())
    artifacts = sum(1 for c in table if c.kind == "artifact") + state.artifacts_taken
    assert artifacts == (state.round if state.artifacts_in_play else 0)
    hazards = state.path_hazards()
    assert len(hazards) == len(set(hazards)), "two hazards of a kind never stay on the path"
    # Artifact worth: the first three taken are 5, the later ones 10.
    worths = sorted(w for a in state.artifacts for w in a)
    assert worths.count(5) == min(3, len(worths)) and all(w in (5, 10) for w in worths)
    # What each player brought to camp adds up to what they own.
    for p in range(n):
        brought = sum(r[p] for r in state.banked) + (0 if state.over else state.round_bank[p])
        assert brought == state.score(p)
        if not state.in_temple[p]:
            assert state.carried[p] == 0 and state.pending[p] is None
    assert len(state.banked) == (ROUNDS if state.over else state.round - 1)
    if not state.over:
        assert any(state.in_temple) and state.waiting_for()


@settings(max_examples=examples(25))
@given(players=st.integers(3, 8), seed=st.integers(0, 10**6), artifacts=st.booleans(),
       boldness=st.floats(0.3, 0.97), choice_seed=st.integers(0, 10**6))
def test_random_games_keep_every_invariant_and_end(players: int, seed: int, artifacts: bool, boldness: float,
                                                   choice_seed: int) -> None:
    rng = random.Random(choice_seed)
    game = Game(Setup(NAMES[:players], seed=seed, artifacts=artifacts))
    found = sum(e.card.value for e in game.state.events if e.kind == "card" and e.card and e.card.kind == "treasure")
    check_invariants(game.state, found, players)
    steps = 0
    while not game.state.over:
        state = game.state
        actions = legal_actions(state)
        assert actions and all(check(state, a) is None for a in actions)
        seat = rng.choice(actions).player
        # An illegal action is refused and changes nothing.
        outsider = next((p for p in range(players) if not state.in_temple[p] or state.pending[p] is not None), None)
        if outsider is not None:
            try:
                apply(state, Choose(outsider, True))
                raise AssertionError("an illegal choice was accepted")
            except IllegalAction:
                pass
        new = game.apply(Choose(seat, rng.random() < boldness))
        found += sum(e.card.value for e in new.events if e.kind == "card" and e.card and e.card.kind == "treasure")
        check_invariants(new, found, players)
        for p in range(players):
            view = view_for(new, p)
            assert all(t is None for q, t in enumerate(view.tents) if q != p) or new.over
        steps += 1
        assert steps <= ACTION_BOUND
    assert game.state.winners()


@settings(max_examples=examples(15))
@given(seed=st.integers(0, 10**6), players=st.integers(3, 8))
def test_going_on_every_time_still_ends_every_round(seed: int, players: int) -> None:
    game = Game(Setup(NAMES[:players], seed=seed))
    while not game.state.over:
        game.apply(Choose(game.state.waiting_for()[0], True))
    assert len(game.state.banked) == ROUNDS
    # Nobody ever left, so every round ended with a second hazard and nobody kept anything.
    assert all(t == 0 for t in game.state.tents) and len(game.state.removed) >= ROUNDS
