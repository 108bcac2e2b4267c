"""Invariants that hold after every action of random legal games, at 2, 3 and 4 players, every option."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.games.feld_cuzco.rules import State, apply, check, legal_actions, new_game
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.board import delivered
from cuzco.games.feld_cuzco.rules.engine import candidates

from .builders import setup


def check_invariants(before: State, after: State) -> None:
    n = after.n
    for seat, p in enumerate(after.players):
        assert min(p.food, p.offerings, p.medals, p.reserve, p.priests_home, *p.pututu) >= 0
        for colour in range(4):
            assert p.feathers_of(colour) <= C.FEATHERS_PER_COLOUR_PER_PLAYER
        assert p.vp >= before.players[seat].vp, "scores only rise"
        assert p.vp == sum(p.sources)
        quipus = sum(1 for s in p.slots if s == -2) + p.reserve + len(delivered(after, seat))
        assert quipus == C.QUIPUS
        assert p.priests_home + sum(1 for s in after.steps if s == seat) == C.PRIESTS
    for stack in after.villages:
        assert len(stack) == len(set(stack)), "one quipu per player per village"
    assert min(after.supply) >= 0 and min(after.pututu) >= 0 and after.temple_medals >= 0
    for colour in range(4):  # feathers are neither made nor lost
        held = sum(p.feathers_of(colour) + (p.start_feather == colour) for p in after.players)
        assert held + after.supply[colour] == C.FEATHERS_PER_COLOUR_PER_PLAYER * n
    cards = sum(len(p.hand) for p in after.players) + sum(map(len, after.god_piles)) + len(after.god_discard)
    assert cards + sum(1 for c in after.face_up if c) == 60
    assert 1 <= after.round <= C.ROUNDS or after.phase == "setup"


@settings(max_examples=9, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000), pututu=st.booleans(), card13=st.booleans())
def test_random_legal_games_keep_every_invariant_and_end_after_round_6(n: int, seed: int, pututu: bool,
                                                                       card13: bool) -> None:
    s = setup(n, seed, pututu, card13)
    state = new_game(s)
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        actions = legal_actions(state)
        assert actions, f"no legal action in {state.phase} {state.tasks}"
        new = apply(state, rng.choice(actions))
        check_invariants(state, new)
        state = new
        steps += 1
        assert steps < 5000
    assert state.round == C.ROUNDS and state.phase == "over" and not state.tasks
    for p in state.players:
        assert not p.missions, "every last mission was tried"
        assert p.sources[10] == 2 * p.medals  # the medals were scored
    tops = sum(C.VILLAGES[v].vp for v, stack in enumerate(state.villages) if stack)
    assert sum(p.sources[9] for p in state.players) >= tops  # every top quipu scored its village


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000), pututu=st.booleans(), card13=st.booleans())
def test_the_listing_is_its_candidates_checked_one_by_one(n: int, seed: int, pututu: bool, card13: bool) -> None:
    """`legal_actions` checks only the candidates it does not build legal by construction: at every position of
    random games it equals the candidates that `check` accepts, one mask space per kind or every one."""
    state = new_game(setup(n, seed, pututu, card13))
    rng = random.Random(seed)
    while not state.over:
        for every_slot in (False, True):
            listed = legal_actions(state, every_slot)
            assert listed == [a for a in candidates(state, every_slot) if check(state, a) is None]
        state = apply(state, rng.choice(listed))
