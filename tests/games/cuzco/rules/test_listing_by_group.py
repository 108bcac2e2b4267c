"""Listing one group of actions, and regions brought up to date instead of found again.

`legal_actions_in(group)` must hand out exactly the slice of `legal_actions()`
that group makes up, in the same order, so a bot that lists one group sees
the same options a full listing shows. After a placement or a temple the
region index is updated around the changed hexes (`regions._update`); it must
equal the index found from scratch, whether it is asked for after every action
or only after several.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import regions
from cuzco.games.cuzco.rules.engine import ACTION_GROUPS, _done, action_groups, legal_actions_in
from cuzco.games.cuzco.rules.regions import PendingRegions, RegionIndex, _compute, region_index
from cuzco.games.cuzco.rules.state import GameState

from .test_legal_list import random_position

GROUP_OF = {"enter": "inca", "leave": "inca", "move": "inca", "build": "temple", "expand": "temple"}


def check_groups(state: GameState) -> None:
    listed = state.legal_actions()
    joined = []
    for group in ACTION_GROUPS:
        part = legal_actions_in(state, group)
        assert all(GROUP_OF.get(a.type, a.type) == group for a in part), group
        if group not in action_groups(state):
            assert part == [], f"{group} listed outside its phase"
        joined += part
    assert joined == listed


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(0, 300))
def test_the_groups_together_are_the_legal_list_in_its_order(seed: int, players: int, steps: int) -> None:
    check_groups(random_position(seed, players, steps))


def test_every_group_of_a_whole_game_adds_up_to_the_legal_list() -> None:
    seen: set[str] = set()

    def watch(state: GameState, action: object) -> None:
        check_groups(state)
        seen.update(a for a in ACTION_GROUPS if legal_actions_in(state, a))

    play_game(["random", "greedy", "random"], "groups", on_action=watch)
    assert seen >= {"place", "token", "inca", "temple", "pond", "draw", "end"}


def same_index(state: GameState) -> None:
    found = region_index(state)
    fresh = _compute(state)
    assert found.regions == fresh.regions
    assert found.of_cell == fresh.of_cell
    assert found.city_label == fresh.city_label


@pytest.mark.parametrize("kinds", [("random",) * 4, ("greedy", "random", "greedy")])
def test_regions_updated_after_each_action_equal_regions_found_afresh(
        kinds: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    updates = 0

    def counted(*args: object) -> RegionIndex:
        nonlocal updates
        updates += 1
        return update(*args)  # type: ignore[arg-type]

    update = regions._update
    monkeypatch.setattr(regions, "_update", counted)
    play_game(list(kinds), "regions", on_action=lambda state, action: same_index(state))
    assert updates > 50, "the regions were found afresh instead of updated"


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), start=st.integers(0, 200), length=st.integers(1, 40))
def test_regions_updated_after_several_unasked_actions_equal_regions_found_afresh(
        seed: int, start: int, length: int) -> None:
    state = random_position(seed, 4, start)
    region_index(state)
    rng = random.Random(seed)
    pending = steps = 0
    for _ in range(length):  # placements and temples with nobody asking for the regions between
        state.ap = max(state.ap, 4)  # AP enough to go on placing
        actions = [a for a in state.copy().legal_actions() if a.type in ("place", "build", "expand")]
        if not actions:
            break
        steps += 1
        new = _done(state, rng.choice(actions))  # what `apply` does once `check` (which may ask) said yes
        pending += isinstance(new._regions, PendingRegions) and isinstance(state._regions, PendingRegions)
        state = new
    same_index(state)
    assert steps < 2 or pending, "no update was ever made on top of another one"


def test_a_region_index_shared_by_copied_states_cannot_be_changed_in_place() -> None:
    """A copy of a state shares its region index: changing one in place would change the other's regions."""
    import dataclasses

    state = random_position(3, 3, 12)
    copy = state.copy()
    index = region_index(copy)
    assert region_index(state) is index
    with pytest.raises(dataclasses.FrozenInstanceError):
        index.regions = []  # type: ignore[misc]
    pending = PendingRegions(index, frozenset({0}))
    with pytest.raises(dataclasses.FrozenInstanceError):
        pending.cells = frozenset()  # type: ignore[misc]
