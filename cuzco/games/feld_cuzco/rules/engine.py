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
from .checks import check
from .effects import EFFECTS
from .errors import IllegalAction
from .flow import advance, begin
from .setup import Setup, deal
from .state import EMPTY, QUIPU, State


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
    ones, twos = state.players[seat].pututu
    best: dict[int, tuple[int, ...]] = {0: ()}
    for sign in (1, -1):
        for k2 in range(twos + 1):
            for k1 in range(ones + 1):
                shift = (2 * sign,) * k2 + (sign,) * k1
                total = sum(shift)
                if total and (total not in best or len(shift) < len(best[total])):
                    best[total] = shift
    return list(best.values())


def candidates(state: State, every_slot: bool = False) -> list[Action]:
    """Actions worth checking now. Mask spaces are all alike, so unless `every_slot` a tile is offered
    for the first empty space only."""
    if state.over or not state.tasks:
        return []
    seat, task = state.actor, state.tasks[-1]
    kind = task[0]
    p = state.players[seat]
    out: list[Action] = []
    empties = B.empty_slots(p)
    slots = empties if every_slot else empties[:1]
    if kind in ("place", "extra"):
        board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
        dice = [0] if kind == "extra" else sorted(set(p.dice))
        shifts = [()] if kind == "extra" else _shifts(state, seat)
        for die in dice:
            for shift in shifts:
                for space, acts in enumerate(board):
                    out.extend(Place(seat, die, space, act, shift) for act in acts)
    elif kind == "move":
        rots = [-1] + (list(range(6)) if p.place == C.CUZCO and p.may_rotate else [])
        out.extend(Move(seat, to, r) for r in rots for to in range(C.PLACES))
    elif kind == "tile":
        out.extend(TakeTile(seat, int(task[1]), c, s)  # type: ignore[call-overload]
                   for c in C.COLUMN_PIPS for s in slots)
    elif kind == "exchange":
        for i, t in enumerate(p.slots):
            if t >= 0 and not p.slid[i]:
                out.append(Exchange(seat, "knowledge" if C.TILES[t].kind == C.STUDY else "food", i))
        out += [Exchange(seat, "vp"), Exchange(seat, "offering"), Done(seat)]
        out += [Exchange(seat, "card", g) for g in range(5)]
        out += [Exchange(seat, "feather", d) for d in range(12)]
        quipus = B.mask_quipus(p)
        out += [Exchange(seat, "quipu", s) for s in (quipus if every_slot else quipus[:1])]
    elif kind == "circlet":
        out.extend(Activate(seat, c) for c in range(1, 7))
    elif kind == "blessing":
        out.extend(Blessing(seat, g, k) for g in range(-1, 5) for k in (True, False))
    elif kind in ("feather", "start_feather"):
        out.extend(Feather(seat, d) for d in range(12))
    elif kind == "card":
        out.extend(TakeCard(seat, g) for g in range(5))
    elif kind == "quipu":
        quipus = B.mask_quipus(p)
        out.extend(Reallocate(seat, s) for s in (quipus if every_slot else quipus[:1]))
    elif kind == "abilities":
        out.append(Done(seat))
        out.extend(UseAbility(seat, C.TILES[t].kind, C.TILES[t].ability) for t in sorted(set(B.tiles(p))))
    elif kind == "buy":
        out.append(Done(seat))
        out.extend(Buy(seat, c) for c in range(len(state.market[state.round - 1])))
    elif kind == "mission":
        out.extend(Complete(seat, m, done) for m in p.missions for done in (True, False))
    elif kind == "newmission":
        out.extend(TakeMission(seat, m) for m in state.palace)
    elif kind == "keep":
        out.extend(Keep(seat, pair) for pair in combinations(p.drawn, 2))
    elif kind == "end_missions":
        out.append(Done(seat))
    out.extend(_card_candidates(state, seat, slots))
    return list(dict.fromkeys(out))  # abilities of several copies appear once


def _card_candidates(state: State, seat: int, slots: list[int]) -> list[Action]:
    p = state.players[seat]
    cards = set(c for c in p.hand if c > 0) if p.offerings else set()
    medal_cards = {c for c in state.face_up if c > 0} if p.medals else set()
    out: list[Action] = []
    for card, medal in [(c, False) for c in sorted(cards)] + [(c, True) for c in sorted(medal_cards)]:
        for target in _targets(state, seat, card, slots):
            out.append(PlayCard(seat, card, medal, target))
    return out


def _targets(state: State, seat: int, card: int, slots: list[int]) -> list[tuple[int, ...]]:
    p = state.players[seat]
    if card == 2:
        slid = [i for i, t in enumerate(p.slots) if t >= 0 and p.slid[i]]
        return [(s,) for s in slid] + list(combinations(slid, 2))
    if card == 4:
        return [(m, i) for m in p.missions for i in range(len(C.MISSIONS[m].needs))]
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
    return [a for a in candidates(state, every_slot) if check(state, a) is None]


__all__ = ["EMPTY", "QUIPU", "legal_actions"]
