"""A state handed out never changes: a clone shares its players until it touches them, then copies them."""

from __future__ import annotations

import copy
import random
from dataclasses import fields

from cuzco.games.feld_cuzco.rules.state import Player, State, peek

from .builders import random_step, started


def test_a_changed_player_of_a_clone_leaves_the_parent_as_it_was() -> None:
    parent = started(4, 5)
    before = copy.deepcopy(parent)
    child = parent.clone()
    child.players[1].food += 3
    child.players[2].hand.append(7)
    for p in child.players:
        p.vp += 1
    child.players[1:3][0].offerings += 1
    assert parent == before
    assert child.players[1].food == parent.players[1].food + 3
    assert child.players[1].offerings == parent.players[1].offerings + 1
    assert [p.vp for p in child.players] == [p.vp + 1 for p in parent.players]


def test_a_grandchild_copies_its_own_players_too() -> None:
    state, rng = started(3, 9), random.Random(4)
    seen = []
    for _ in range(60):
        snapshot = copy.deepcopy(state)
        seen.append((state, snapshot))
        state, _ = random_step(state, rng)
        grandchild = state.clone()
        for p in grandchild.players:
            p.goods.append(0)
            p.dots = 0
    assert all(s == snap for s, snap in seen)


def test_peek_reads_the_same_player_without_copying_it() -> None:
    parent = started(2, 3)
    child = parent.clone()
    assert peek(child, 0) is peek(parent, 0) and peek(child, 0) == child.players[0]
    assert child.players[0] is not parent.players[0]


def test_a_clone_sets_every_field_in_the_order_of_the_class() -> None:
    """`clone` writes the fields one by one (a replaced `__dict__` reads slower): none may be forgotten."""
    state = started(3, 2)
    child = state.clone()
    assert list(vars(child)) == [f.name for f in fields(State)] and child == state
    player = peek(state, 1).clone()
    assert list(vars(player)) == [f.name for f in fields(Player)] and player == peek(state, 1)
