"""Helpers for the tests of Feld's Cuzco: games set up and driven to a chosen point."""

from __future__ import annotations

import random

from cuzco.games.feld_cuzco.rules import Setup, State, apply, legal_actions, new_game
from cuzco.games.feld_cuzco.rules.actions import Action, Done, Feather, Keep


def setup(n: int = 4, seed: int | str = 1, pututu: bool = False, card13: bool = False) -> Setup:
    return Setup(tuple(f"P{i}" for i in range(n)), seed, pututu, card13)


def started(n: int = 4, seed: int | str = 1, pututu: bool = False) -> State:
    """A game past the setup choices (first missions kept, first feathers placed): round 1, phase I."""
    state = new_game(setup(n, seed, pututu))
    while state.phase == "setup":
        seat = state.actor
        task = state.tasks[-1][0]
        if task == "keep":
            state = apply(state, Keep(seat, tuple(state.players[seat].drawn[:2])))
        else:
            state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Feather)))
    return state


def random_step(state: State, rng: random.Random) -> tuple[State, Action]:
    action = rng.choice(legal_actions(state))
    return apply(state, action), action


def play_until(state: State, rng: random.Random, done: object) -> State:
    """Random legal actions until `done(state)` (a callable) is true."""
    while not done(state):  # type: ignore[operator]
        state, _ = random_step(state, rng)
    return state


def finish_turn(state: State) -> State:
    """Answer whatever is asked with the first legal action that is not a god card, or Done."""
    seat = state.actor
    while not state.over and state.actor == seat and state.tasks:
        acts = [a for a in legal_actions(state) if type(a).__name__ != "PlayCard"]
        done = [a for a in acts if isinstance(a, Done)]
        state = apply(state, done[0] if done else acts[0])
    return state


def asked(state: State, seat: int, *tasks: tuple[object, ...], phase: str | None = None) -> State:
    """A copy of `state` in which `seat` is asked `tasks` (the first given is asked first)."""
    new = state.clone()
    if phase is not None:
        new.phase = phase
    new.actor = seat
    if seat in new.order:
        new.turn = new.order.index(seat)
    new.tasks = list(reversed(tasks))
    return new


def give_tile(state: State, seat: int, kind: int, ability: int, value: int = 1, slot: int | None = None,
              slid: bool = False) -> int:
    """Put a tile of `kind` and `ability` (value 1..3) on an empty mask space (in place); returns the space."""
    from cuzco.games.feld_cuzco.rules import components as C

    p = state.players[seat]
    if slot is None:
        if -1 not in p.slots:  # make room: the last quipu on the mask goes to the reserve
            last = max(i for i, x in enumerate(p.slots) if x == -2)
            p.slots[last] = -1
            p.reserve += 1
        slot = p.slots.index(-1)
    tile = kind * C.TILES_PER_KIND + (ability - 1) * 3 + (value - 1)
    p.slots[slot] = tile
    p.slid[slot] = slid
    return slot


def feathers(state: State, seat: int, *dots: int) -> None:
    """Put feathers on these dots (in place), taking them from the supply."""
    from cuzco.games.feld_cuzco.rules import components as C

    p = state.players[seat]
    for d in dots:
        if not p.dots >> d & 1:
            p.dots |= 1 << d
            state.supply[C.MASKS[p.mask][d]] -= 1
