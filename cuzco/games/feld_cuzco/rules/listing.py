"""The candidates for the legal-action listing: one lister per task, then the god cards that may be played.

Mask spaces are all alike, so unless `every_slot` a tile (or a quipu) is offered for the first space only.
Every candidate but a tile ability and the missions kept is built under the same rules as its check in
checks.py and cards.py, so the listing checks only those two kinds (engine.py, `legal_actions`).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from . import board as B
from . import components as C
from .actions import (
    Action,
    Activate,
    Blessing,
    Buy,
    Complete,
    Done,
    Exchange,
    Feather,
    Keep,
    Move,
    PlayCard,
    Reallocate,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
)
from .cards import ANY_TASK, MAY_BE_TIMELY, timely
from .checks import EXCHANGE_COST
from .places import place_candidates
from .state import EMPTY, Player, State, Task, peek


def candidates(state: State, every_slot: bool = False) -> list[Action]:
    """Actions worth checking now, each once: only the abilities could repeat, and they are deduplicated."""
    if state.over or not state.tasks:
        return []
    seat, task = state.actor, state.tasks[-1]
    p = peek(state, seat)
    lister = _LISTERS.get(task[0])  # type: ignore[call-overload]
    out = lister(state, seat, p, task, every_slot) if lister is not None else []
    if p.offerings or p.medals:
        out += _card_candidates(state, seat, p, every_slot)
    return out


def _slots(p: Player, every_slot: bool) -> list[int]:
    empties = B.empty_slots(p)
    return empties if every_slot else empties[:1]


def _place(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return place_candidates(state, seat, task[0] == "extra")  # type: ignore[return-value]


def _move(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    out: list[Action] = []
    rots = [-1] + (list(range(6)) if p.place == C.CUZCO and p.may_rotate else [])
    any_road = 13 in p.effects
    for r in rots:
        rot = None if r == -1 else r
        reach = set(B.destinations(state, seat, int(task[1]), int(task[2]), rot))  # type: ignore[call-overload]
        if any_road:  # god card 13 reaches villages only
            reach |= {v for v in B.destinations(state, seat, 2, 6, rot) if v < C.CUZCO}
        out.extend(Move(seat, to, r) for to in sorted(reach))
    return out


def _tile(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    tk, pips = int(task[1]), int(task[2])  # type: ignore[call-overload]
    slots = _slots(p, every_slot)
    return [TakeTile(seat, tk, c, s) for c in B.takeable_columns(state, tk, pips) for s in slots]


def _exchange(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    left = int(task[1])  # type: ignore[call-overload]
    out: list[Action] = []
    for i, t in enumerate(p.slots):
        if t >= 0 and not p.slid[i]:
            out.append(Exchange(seat, "knowledge" if C.TILES[t].kind == C.STUDY else "food", i))
    out += [Exchange(seat, "vp"), Exchange(seat, "offering"), Done(seat)]
    if left >= 2:
        out += [Exchange(seat, "card", g) for g in range(5) if state.face_up[g] > 0]
        out += [Exchange(seat, "feather", d) for d in B.feather_dots(state, seat, -1)]
        quipus = B.mask_quipus(p)
        out += [Exchange(seat, "quipu", s) for s in (quipus if every_slot else quipus[:1])]
        return out
    return [a for a in out if not isinstance(a, Exchange) or EXCHANGE_COST[a.option] <= left]


def _circlet(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return [Activate(seat, c) for c in B.eligible_circlets(p, int(task[1]))]  # type: ignore[call-overload]


def _blessing(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    gods = [-1] + [g for g in range(5) if state.face_up[g] > 0]
    return [Blessing(seat, g, k) for g in gods for k in (True, False)]


def _feather(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    colour = int(task[1])  # type: ignore[call-overload]
    if task[0] == "feather":
        return [Feather(seat, d) for d in B.feather_dots(state, seat, colour)]
    return [Feather(seat, d) for d in range(12) if C.MASKS[p.mask][d] == colour and not p.dots >> d & 1]


def _card(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return [TakeCard(seat, g) for g in range(5) if state.face_up[g] > 0]


def _quipu(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    quipus = B.mask_quipus(p)
    return [Reallocate(seat, s) for s in (quipus if every_slot else quipus[:1])]


def _abilities(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    out: list[Action] = [Done(seat)]
    extra = (11 in p.effects, 15 in p.effects)
    # abilities of several copies of a tile appear once
    out.extend(dict.fromkeys(UseAbility(seat, C.TILES[t].kind, C.TILES[t].ability) for t in sorted(set(B.tiles(p)))
                             if not p.used[C.TILES[t].kind] or extra[C.TILES[t].kind]))
    return out


def _buy(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    row = state.market[state.round - 1]
    return [Done(seat), *(Buy(seat, c) for c, g in enumerate(row) if g != EMPTY and C.GOOD_TYPES[g].cost <= p.food)]


def _mission(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    met = [m for m in p.missions if B.mission_met(state, seat, m)]
    if met:
        return [Complete(seat, m, True) for m in met]
    return [Complete(seat, m, False) for m in p.missions]


def _new_mission(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return [TakeMission(seat, m) for m in state.palace]


def _keep(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return [Keep(seat, pair) for pair in combinations(p.drawn, 2)]


def _done(state: State, seat: int, p: Player, task: Task, every_slot: bool) -> list[Action]:
    return [Done(seat)]


_LISTERS: dict[object, Callable[[State, int, Player, Task, bool], list[Action]]] = {
    "place": _place, "extra": _place, "move": _move, "tile": _tile, "exchange": _exchange, "circlet": _circlet,
    "blessing": _blessing, "feather": _feather, "start_feather": _feather, "card": _card, "quipu": _quipu,
    "abilities": _abilities, "buy": _buy, "mission": _mission, "newmission": _new_mission, "keep": _keep,
    "end_missions": _done, "discard_tile": _done,
}


def _card_candidates(state: State, seat: int, p: Player, every_slot: bool) -> list[Action]:
    """God cards from the hand (with an offering) or for an Inti medal (a face-up card), timely now."""
    maybe = MAY_BE_TIMELY.get(str(state.tasks[-1][0]), ANY_TASK)  # the cards that may be played at this task
    cards = sorted({c for c in p.hand if c in maybe}) if p.offerings else []
    medal_cards = sorted({c for c in state.face_up if c in maybe}) if p.medals else []
    if not cards and not medal_cards:
        return []
    out: list[Action] = []
    for card, medal in [(c, False) for c in cards] + [(c, True) for c in medal_cards]:
        if not timely(state, card):
            continue
        for target in _targets(state, seat, card, every_slot):
            out.append(PlayCard(seat, card, medal, target))
    return out


def _targets(state: State, seat: int, card: int, every_slot: bool) -> list[tuple[int, ...]]:
    p = peek(state, seat)
    if card == 2:
        slid = [i for i, t in enumerate(p.slots) if t >= 0 and p.slid[i]]
        return [(s,) for s in slid] + list(combinations(slid, 2))
    if card == 4:
        return [(m, i) for m in p.missions for i in range(len(C.MISSIONS[m].needs)) if B.mission_met(state, seat, m, i)]
    if card == 6:
        out: list[tuple[int, ...]] = []
        for src, dice in enumerate(state.spaces):
            for pips in sorted({d for _, d in dice}):
                out.extend((src, pips, dst) for dst in range(len(state.spaces)) if dst != src)
        return out
    if card == 9:
        slots = _slots(p, every_slot)
        return [(k, i, s) for k in (0, 1) for i in range(len(state.tile_discards[k])) for s in slots]
    return [()]
