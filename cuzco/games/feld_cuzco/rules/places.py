"""The die places open to the player who must place one: the largest part of the legal-action listing.

They are built under the same rules as `checks._place`, so the listing need not check them again: below the
lowest die of a space (unless god card 07), no die of 1 there on the extra turn, the VP space takes any; and
the action must be possible with the pips the die is used as (`checks.possible`). Whether an action is
possible only grows with the pips, so `least_pips` asks each question once per listing instead of once per
die, tile spent and space.
"""

from __future__ import annotations

from functools import cache

from . import board as B
from . import components as C
from .actions import Place
from .state import EMPTY, State, peek

_PAIRS = {n: tuple((space, act) for space, acts in enumerate(board) for act in acts)
          for n, board in C.ACTION_BOARD.value.items()}  # type: ignore[attr-defined]
# [place][rotation of the overlay]: the fewest pips of a stone trail and of a rope bridge leaving the place (7: none)
_ROADS = tuple(tuple(tuple(min((need for _, road, need in B.connections(place, r) if road == kind), default=7)
                           for kind in (C.STONE, C.BRIDGE)) for r in range(6)) for place in range(C.CUZCO + 1))
_ROWS: dict[tuple[int, int, int, tuple[int, ...]], list[Place]] = {}


def shifts(state: State, seat: int) -> tuple[tuple[int, ...], ...]:
    """The pututu spends worth listing: no tile, or the fewest tiles for each other pip change."""
    if not state.pututu_module:
        return ((),)
    ones, twos = peek(state, seat).pututu
    return _spends(ones, twos)


@cache
def _spends(ones: int, twos: int) -> tuple[tuple[int, ...], ...]:  # a few dozen pairs at most (15 tiles in the box)
    best: dict[int, tuple[int, ...]] = {0: ()}
    for sign in (1, -1):
        for k2 in range(twos + 1):
            for k1 in range(ones + 1):
                shift = (2 * sign,) * k2 + (sign,) * k1
                total = sum(shift)
                if total and (total not in best or len(shift) < len(best[total])):
                    best[total] = shift
    return tuple(best.values())


def least_pips(state: State, seat: int) -> dict[str, int]:
    """For each action, the fewest pips with which `checks.possible` says yes (7: none): `possible(state, seat,
    action, pips)` is `pips >= least_pips(state, seat)[action]` for pips 1 to 6."""
    p = peek(state, seat)
    least = dict.fromkeys(C.ACTIONS, 1)
    if 13 not in p.effects:  # god card 13 moves the chasqui whatever the pips
        roads = _ROADS[p.place]
        if p.place == C.CUZCO and p.may_rotate:
            least["stone"], least["bridge"] = min(r[0] for r in roads), min(r[1] for r in roads)
        else:
            least["stone"], least["bridge"] = roads[state.rotation]
    empty = EMPTY in p.slots
    for action, kind in (("study", C.STUDY), ("farm", C.FARM)):
        column = state.columns[kind]
        least[action] = next((c for c in C.COLUMN_PIPS if column[c - 1] != EMPTY), 7) if empty else 7
    if p.priests_home == 0:
        least["temple"] = 7
    least["headdress"] = next((c for c in range(1, 7) if not p.circlets[c - 1] and p.dots >> (2 * c - 2) & 3 == 3), 7)
    return least


def place_candidates(state: State, seat: int, extra: bool) -> list[Place]:
    """Every legal Place for `seat` now (the die of the extra turn of god card 05 when `extra`), in the order
    dice (fewest pips first), pututu spends (`shifts`), spaces, actions of a space."""
    p = peek(state, seat)
    n = state.n
    pairs = _PAIRS[n]
    spaces = state.spaces
    if extra:
        lowest = [1 if any(pips == 1 for _, pips in spaces[i]) else 7 for i in range(len(spaces))]
    elif 7 in p.effects:
        lowest = [7] * len(spaces)
    else:
        lowest = [min([pips for _, pips in dice]) if dice else 7 for dice in spaces]
    least = least_pips(state, seat)
    all_six = 14 in p.effects
    open_to: dict[int, list[int]] = {}  # pips shown -> the indices in `pairs` a die showing them may go
    spends = ((),) if extra else shifts(state, seat)
    out: list[Place] = []
    for die in [0] if extra else sorted(set(p.dice)):
        for shift in spends:
            value = (die or 1) + sum(shift)
            if not 1 <= value <= 6:
                continue
            js = open_to.get(value)
            if js is None:
                eff = 6 if all_six else value
                js = open_to[value] = [j for j, (space, act) in enumerate(pairs)
                                       if (value < lowest[space] or act == C.VP_SPACE_ACTION) and eff >= least[act]]
            if js:
                row = _ROWS.get((n, seat, die, shift))
                if row is None:  # made once: actions are immutable, and there are a few thousand places at most
                    row = _ROWS[n, seat, die, shift] = [Place(seat, die, space, act, shift) for space, act in pairs]
                out += [row[j] for j in js]
    return out
