"""The rules engine: `new_game`, `check` (legal, or why not), `apply`, and the listing of legal actions."""

from __future__ import annotations

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
    Place,
    PlayCard,
    Reallocate,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
)
from .card_effects import play_card
from .cards import timely
from .checks import EXCHANGE_COST, Memo, check, check_candidate, possible
from .effects import EFFECTS
from .errors import IllegalAction
from .flow import advance, begin
from .setup import Setup, deal
from .state import EMPTY, QUIPU, State, peek


def new_game(setup: Setup) -> State:
    state = deal(setup)
    begin(state)
    return state


def apply(state: State, action: Action) -> State:
    """The state after `action`; IllegalAction (with the reason) when it is not legal. `state` is unchanged."""
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    new = state.clone()
    if isinstance(action, PlayCard):
        play_card(new, action)
    else:
        EFFECTS[type(action)](new, action)  # type: ignore[operator]
    advance(new)
    return new


def _shifts(state: State, seat: int) -> list[tuple[int, ...]]:
    """The pututu spends worth listing: no tile, or the fewest tiles for each other pip change."""
    if not state.pututu_module:
        return [()]
    ones, twos = peek(state, seat).pututu
    best: dict[int, tuple[int, ...]] = {0: ()}
    for sign in (1, -1):
        for k2 in range(twos + 1):
            for k1 in range(ones + 1):
                shift = (2 * sign,) * k2 + (sign,) * k1
                total = sum(shift)
                if total and (total not in best or len(shift) < len(best[total])):
                    best[total] = shift
    return list(best.values())


def candidates(state: State, every_slot: bool = False, memo: Memo | None = None) -> list[Action]:
    """Actions worth checking now. Mask spaces are all alike, so unless `every_slot` a tile is offered
    for the first empty space only. `memo` keeps `possible` answers for this state (for the checks)."""
    if state.over or not state.tasks:
        return []
    seat, task = state.actor, state.tasks[-1]
    kind = task[0]
    p = peek(state, seat)
    out: list[Action] = []
    empties = B.empty_slots(p)
    slots = empties if every_slot else empties[:1]
    if kind in ("place", "extra"):
        board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
        dice = [0] if kind == "extra" else sorted(set(p.dice))
        shifts = [()] if kind == "extra" else _shifts(state, seat)
        can: Memo = {} if memo is None else memo
        # The same rules as `checks._place`, so that the listing need not check its places again: below the
        # lowest die of a space (unless god card 07), no die of 1 there on the extra turn; the VP space takes any.
        if kind == "extra":
            lowest = [1 if any(pips == 1 for _, pips in state.spaces[i]) else 7 for i in range(len(board))]
        elif 7 in p.effects:
            lowest = [7] * len(board)
        else:
            lowest = [min((pips for _, pips in state.spaces[i]), default=7) for i in range(len(board))]
        all_six = 14 in p.effects
        for die in dice:
            for shift in shifts:
                value = (die or 1) + sum(shift)
                if not 1 <= value <= 6:
                    continue
                eff = 6 if all_six else value
                for space, acts in enumerate(board):
                    below = value < lowest[space]
                    for act in acts:
                        if not below and act != C.VP_SPACE_ACTION:
                            continue
                        ok = can.get((seat, act, eff))
                        if ok is None:
                            ok = possible(state, seat, act, eff, can)
                        if ok:
                            out.append(Place(seat, die, space, act, shift))
    elif kind == "move":
        rots = [-1] + (list(range(6)) if p.place == C.CUZCO and p.may_rotate else [])
        any_road = 13 in p.effects
        for r in rots:
            rot = None if r == -1 else r
            reach = set(B.destinations(state, seat, int(task[1]), int(task[2]), rot))  # type: ignore[call-overload]
            if any_road:  # god card 13 reaches villages only
                reach |= {v for v in B.destinations(state, seat, 2, 6, rot) if v < C.CUZCO}
            out.extend(Move(seat, to, r) for to in sorted(reach))
    elif kind == "tile":
        tk, pips = int(task[1]), int(task[2])  # type: ignore[call-overload]
        out.extend(TakeTile(seat, tk, c, s) for c in B.takeable_columns(state, tk, pips) for s in slots)
    elif kind == "exchange":
        left = int(task[1])  # type: ignore[call-overload]
        for i, t in enumerate(p.slots):
            if t >= 0 and not p.slid[i]:
                out.append(Exchange(seat, "knowledge" if C.TILES[t].kind == C.STUDY else "food", i))
        out += [Exchange(seat, "vp"), Exchange(seat, "offering"), Done(seat)]
        if left >= 2:
            out += [Exchange(seat, "card", g) for g in range(5) if state.face_up[g] > 0]
            out += [Exchange(seat, "feather", d) for d in B.feather_dots(state, seat, -1)]
            quipus = B.mask_quipus(p)
            out += [Exchange(seat, "quipu", s) for s in (quipus if every_slot else quipus[:1])]
        else:
            out = [a for a in out if not isinstance(a, Exchange) or EXCHANGE_COST[a.option] <= left]
    elif kind == "circlet":
        out.extend(Activate(seat, c) for c in B.eligible_circlets(p, int(task[1])))  # type: ignore[call-overload]
    elif kind == "blessing":
        gods = [-1] + [g for g in range(5) if state.face_up[g] > 0]
        out.extend(Blessing(seat, g, k) for g in gods for k in (True, False))
    elif kind in ("feather", "start_feather"):
        colour = int(task[1])  # type: ignore[call-overload]
        if kind == "feather":
            out.extend(Feather(seat, d) for d in B.feather_dots(state, seat, colour))
        else:
            out.extend(Feather(seat, d) for d in range(12) if C.MASKS[p.mask][d] == colour and not p.dots >> d & 1)
    elif kind == "card":
        out.extend(TakeCard(seat, g) for g in range(5) if state.face_up[g] > 0)
    elif kind == "quipu":
        quipus = B.mask_quipus(p)
        out.extend(Reallocate(seat, s) for s in (quipus if every_slot else quipus[:1]))
    elif kind == "abilities":
        out.append(Done(seat))
        extra = (11 in p.effects, 15 in p.effects)
        # abilities of several copies of a tile appear once
        out.extend(dict.fromkeys(UseAbility(seat, C.TILES[t].kind, C.TILES[t].ability) for t in sorted(set(B.tiles(p)))
                                 if not p.used[C.TILES[t].kind] or extra[C.TILES[t].kind]))
    elif kind == "buy":
        out.append(Done(seat))
        row = state.market[state.round - 1]
        out.extend(Buy(seat, c) for c, g in enumerate(row) if g != EMPTY and C.GOOD_TYPES[g].cost <= p.food)
    elif kind == "mission":
        met = [m for m in p.missions if B.mission_met(state, seat, m)]
        out.extend(Complete(seat, m, True) for m in met)
        if not met:
            out.extend(Complete(seat, m, False) for m in p.missions)
    elif kind == "newmission":
        out.extend(TakeMission(seat, m) for m in state.palace)
    elif kind == "keep":
        out.extend(Keep(seat, pair) for pair in combinations(p.drawn, 2))
    elif kind in ("end_missions", "discard_tile"):
        out.append(Done(seat))
    out.extend(_card_candidates(state, seat, slots))
    return out  # each candidate once: only the abilities could repeat, and they are deduplicated above


def _card_candidates(state: State, seat: int, slots: list[int]) -> list[Action]:
    p = peek(state, seat)
    cards = set(c for c in p.hand if c > 0) if p.offerings else set()
    medal_cards = {c for c in state.face_up if c > 0} if p.medals else set()
    out: list[Action] = []
    for card, medal in [(c, False) for c in sorted(cards)] + [(c, True) for c in sorted(medal_cards)]:
        if not timely(state, card):
            continue
        for target in _targets(state, seat, card, slots):
            out.append(PlayCard(seat, card, medal, target))
    return out


def _targets(state: State, seat: int, card: int, slots: list[int]) -> list[tuple[int, ...]]:
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
        return [(k, i, s) for k in (0, 1) for i in range(len(state.tile_discards[k])) for s in slots]
    return [()]


def legal_actions(state: State, every_slot: bool = False) -> list[Action]:
    """Every legal action now (one per set of alike mask spaces unless `every_slot`)."""
    memo: Memo = {}
    return [a for a in candidates(state, every_slot, memo)
            if type(a) in _BUILT_LEGAL or check_candidate(state, a, memo) is None]


# Candidates of these types are legal by construction: `candidates` builds them under the same rules as their
# checks in `checks.py` (a die below the lowest on its space, roads of the right kind and pips, tiles beside
# enough pips, empty dots, ...), so the listing does not check them again. Tile abilities, god cards and the
# missions kept are checked one by one. The test that lists every position of whole games both ways
# (`test_the_listing_is_its_candidates_checked_one_by_one`) keeps the two together.
_BUILT_LEGAL = frozenset((Place, Move, TakeTile, Exchange, Activate, Blessing, Feather, TakeCard, Reallocate, Buy,
                          Complete, TakeMission, Done))


__all__ = ["EMPTY", "QUIPU", "legal_actions"]
