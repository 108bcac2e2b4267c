"""Questions about the table that several rules ask: roads, feathers, tiles, circlets, missions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from . import components as C
from .state import EMPTY, HOME, QUIPU, Player, State, peek

KIND_OF_MOVE = {"stone": 0, "bridge": 1}
_KINDS = (C.STONE, C.BRIDGE)
_ADJACENT: dict[int, list[tuple[int, str, int]]] = {v: [] for v in range(12)}
for _link in C.LINKS:
    _ADJACENT[_link.a].append((_link.b, _link.kind, _link.pips))
    _ADJACENT[_link.b].append((_link.a, _link.kind, _link.pips))


def connections(place: int, rotation: int) -> list[tuple[int, str, int]]:
    """(place reached, stone or bridge, pips needed) for every road leaving `place`."""
    if place == C.CUZCO:
        return [((k + rotation) % 6, kind, pips) for k, (kind, pips) in enumerate(C.OVERLAY_ARMS)]
    roads = list(_ADJACENT[place])
    if place < 6:
        k = (place - rotation) % 6
        kind, pips = C.OVERLAY_ARMS[k]
        roads.append((C.CUZCO, kind, pips))
    return roads


def destinations(state: State, seat: int, kind: int, pips: int, rotation: int | None = None) -> list[int]:
    """Places the chasqui of `seat` can reach across one road of `kind` (0 stone, 1 bridge, 2 any type and
    pips: god card 13) needing at most `pips`."""
    p = peek(state, seat)
    rot = state.rotation if rotation is None else rotation
    if kind == 2 and state.card13_any_village:
        return [v for v in range(12) if v != p.place]
    out = []
    for place, road, need in connections(p.place, rot):
        if kind == 2 or (road == _KINDS[kind] and need <= pips):
            if place not in out:
                out.append(place)
    return out


def can_move(state: State, seat: int, kind: int, pips: int) -> bool:
    p = peek(state, seat)
    if p.place == C.CUZCO and p.may_rotate:
        return any(destinations(state, seat, kind, pips, r) for r in range(6))
    return bool(destinations(state, seat, kind, pips))


def feather_dots(state: State, seat: int, colour: int) -> list[int]:
    """Empty dots that may take a feather of `colour` (-1: any colour) from the supply."""
    p = peek(state, seat)
    colours = C.MASKS[p.mask]
    return [d for d in range(12) if not p.dots >> d & 1 and (colour < 0 or colours[d] == colour)
            and state.supply[colours[d]] > 0]


def empty_slots(p: Player) -> list[int]:
    slots = p.slots
    if EMPTY not in slots:
        return []
    return [i for i in range(12) if slots[i] == EMPTY]


def takeable_columns(state: State, kind: int, pips: int) -> list[int]:
    return [c for c in C.COLUMN_PIPS if c <= pips and state.columns[kind][c - 1] != EMPTY]


def can_take_tile(state: State, seat: int, kind: int, pips: int) -> bool:
    return bool(empty_slots(peek(state, seat))) and bool(takeable_columns(state, kind, pips))


def eligible_circlets(p: Player, pips: int) -> list[int]:
    dots, done = p.dots, p.circlets
    return [c for c in range(1, min(pips, 6) + 1) if not done[c - 1] and dots >> (2 * c - 2) & 3 == 3]


def tiles(p: Player, kind: int | None = None) -> list[int]:
    return [t for t in p.slots if t >= 0 and (kind is None or C.TILES[t].kind == kind)]


def ability_count(p: Player, kind: int, ability: int) -> int:
    return sum(1 for t in p.slots if t >= 0 and C.TILES[t].kind == kind and C.TILES[t].ability == ability)


def mask_quipus(p: Player) -> list[int]:
    return [i for i, s in enumerate(p.slots) if s == QUIPU]


def delivered(state: State, seat: int) -> list[int]:
    return [v for v, stack in enumerate(state.villages) if seat in stack]


def priests_on_steps(state: State, seat: int) -> int:
    return sum(1 for s in state.steps if s == seat)


def _villages(state: State, seat: int) -> list[C.Village]:
    return [C.VILLAGES[v] for v, stack in enumerate(state.villages) if seat in stack]


def _gods(p: Player) -> Counter[int]:
    return Counter(C.god_of(c) for c in p.hand if c > 0)


_Measure = Callable[[State, Player, int, int], int]
# what -> (state, player, seat, argument) -> the count; one table look-up instead of a chain of tests
_MEASURES: dict[str, _Measure] = {
    "feathers_of": lambda s, p, seat, arg: p.feathers_of(arg),
    "feather_colours": lambda s, p, seat, arg: sum(1 for c in range(4) if p.feathers_of(c)),
    "feathers": lambda s, p, seat, arg: p.feather_count(),
    "villages": lambda s, p, seat, arg: sum(1 for stack in s.villages if seat in stack),
    "villages_of": lambda s, p, seat, arg: sum(1 for v in _villages(s, seat) if v.colour == arg),
    "villages_vp": lambda s, p, seat, arg: sum(1 for v in _villages(s, seat) if v.vp == arg),
    "village_values": lambda s, p, seat, arg: len({v.vp for v in _villages(s, seat)}),
    "inner": lambda s, p, seat, arg: sum(1 for v in _villages(s, seat) if v.inner),
    "outer": lambda s, p, seat, arg: sum(1 for v in _villages(s, seat) if not v.inner),
    "tiles_distinct": lambda s, p, seat, arg: len({C.TILES[t].ability for t in tiles(p, arg)}),
    "tiles_of": lambda s, p, seat, arg: len(tiles(p, arg)),
    "slid_of": lambda s, p, seat, arg: sum(1 for i, t in enumerate(p.slots)
                                           if t >= 0 and C.TILES[t].kind == arg and p.slid[i]),
    "slid": lambda s, p, seat, arg: sum(1 for i, t in enumerate(p.slots) if t >= 0 and p.slid[i]),
    "gods_distinct": lambda s, p, seat, arg: len(_gods(p)),
    "god_most": lambda s, p, seat, arg: max(_gods(p).values(), default=0),
    "cards_of": lambda s, p, seat, arg: _gods(p)[arg],
    "goods_of": lambda s, p, seat, arg: p.goods.count(arg),
    "goods_distinct": lambda s, p, seat, arg: len(set(p.goods)),
    "goods": lambda s, p, seat, arg: len(p.goods),
    "priests": lambda s, p, seat, arg: priests_on_steps(s, seat),
    "food": lambda s, p, seat, arg: p.food,
    "circlets": lambda s, p, seat, arg: sum(p.circlets),
    "medals": lambda s, p, seat, arg: p.medals,
    "offerings": lambda s, p, seat, arg: p.offerings,
    "ability": lambda s, p, seat, arg: sum(1 for t in p.slots if t >= 0 and C.TILES[t].ability == arg),
    "token1": lambda s, p, seat, arg: 1 if p.token == 1 else 0,
}


def measure(state: State, seat: int, what: str, arg: int) -> int:
    """The number a mission requirement counts for `seat`."""
    counted = _MEASURES.get(what)
    if counted is None:
        raise ValueError(what)
    return counted(state, peek(state, seat), seat, arg)


def mission_met(state: State, seat: int, mission: int, waive: int = -1) -> bool:
    """Whether `seat` meets every requirement of `mission`; `waive` >= 0 lowers that requirement by 1
    (god card 04)."""
    needs = C.MISSIONS[mission].needs
    return all(measure(state, seat, what, arg) >= at_least - (1 if i == waive else 0)
               for i, (what, arg, at_least) in enumerate(needs))


def mission_met_with_card(state: State, seat: int, mission: int) -> bool:
    return any(mission_met(state, seat, mission, i) for i in range(len(C.MISSIONS[mission].needs)))


def highest_priest_step(state: State, seat: int) -> int:
    return max((i for i, s in enumerate(state.steps) if s == seat), default=-1)


__all__ = ["HOME"]
