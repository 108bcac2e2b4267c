"""The course of the game: setup choices, rounds (phase I dice, phase II abilities, phase III the Cuzco
board), the end of the game and its scoring. `advance` runs every automatic step until someone must decide."""

from __future__ import annotations

from . import board as B
from . import components as C
from .abilities import any_ability
from .cards import can_take_discard, can_waive, card_unblocks_ability
from .effects import advance_knowledge, gain_vp, put_feather
from .setup import refill_palace, rng
from .state import EMPTY, HOME, State, peek


def _resolved(state: State) -> bool:
    """Drop or settle the top task when nothing is left to decide; False when a decision is needed."""
    task = state.tasks[-1]
    kind, seat = task[0], state.actor
    p = peek(state, seat)  # read only (a feather placed below changes it through `state.players`)
    if kind in ("feather", "start_feather"):
        colour = int(task[1])  # type: ignore[call-overload]
        if kind == "start_feather":
            dots = [d for d in range(12) if not p.dots >> d & 1 and C.MASKS[p.mask][d] == colour]
        else:
            dots = B.feather_dots(state, seat, colour)
        if len(dots) > 1:
            return False
        state.tasks.pop()
        if dots:
            put_feather(state, seat, dots[0], from_supply=kind == "feather")
        return True
    if kind == "card":
        empty = not any(state.face_up)
    elif kind == "quipu":
        empty = not B.mask_quipus(p)
    elif kind == "exchange":
        empty = int(task[1]) <= 0  # type: ignore[call-overload]
    elif kind == "buy":
        row = state.market[state.round - 1]
        empty = not any(g != EMPTY and C.GOOD_TYPES[g].cost <= p.food for g in row)
    elif kind == "newmission":
        empty = not state.palace
    elif kind == "abilities":
        empty = not any_ability(state, seat) and not card_unblocks_ability(state, seat)
    elif kind == "move":
        empty = not B.can_move(state, seat, int(task[1]), int(task[2])) and 13 not in p.effects  # type: ignore
    elif kind == "tile":
        empty = not B.can_take_tile(state, seat, int(task[1]), int(task[2]))  # type: ignore[call-overload]
    elif kind == "discard_tile":
        empty = not can_take_discard(state, seat)
    elif kind == "end_missions":
        empty = not can_waive(state, seat)
    elif kind == "circlet":
        empty = not B.eligible_circlets(p, int(task[1]))  # type: ignore[call-overload]
    else:
        return False
    if empty:
        state.tasks.pop()
    return empty


def advance(state: State) -> None:
    """Run the game on until a player must decide (or the game is over)."""
    while not state.over:
        if state.tasks:
            if not _resolved(state):
                return
            continue
        _next_step(state)


def _next_step(state: State) -> None:
    """The actor has nothing left to do: the next player, phase or round."""
    phase = state.phase
    if phase == "dice":
        if 5 in peek(state, state.actor).effects:
            state.players[state.actor].effects.remove(5)
            state.tasks = [("extra",)]
            return
        _clear_effects(state, state.actor)
        n = state.n
        for step in range(1, n + 1):
            i = (state.turn + step) % n
            if peek(state, state.order[i]).dice:
                _give(state, i, ("place",))
                return
        _start_abilities(state)
        return
    _clear_effects(state, state.actor)
    if state.turn + 1 < state.n:
        nxt = state.turn + 1
        tasks: tuple[tuple[object, ...], ...] = {
            "setup": (("keep",), ("start_feather", peek(state, state.order[nxt]).start_feather)),
            "abilities": (("abilities",),),
            "market": (("buy",),),
            "palace": (("newmission",), ("mission",)),
            "end": (("end_missions",),),
        }[phase]
        _give(state, nxt, *tasks)
        return
    if phase == "setup":
        for p in state.players:
            p.start_feather = -1
        start_round(state, 1)
    elif phase == "abilities":
        _phase_three(state)
    elif phase == "market":
        state.phase = "palace"
        _give(state, 0, ("newmission",), ("mission",))
    elif phase == "palace":
        if state.round == C.ROUNDS:
            state.phase = "end"
            _give(state, 0, ("end_missions",))
        else:
            _end_round(state)
    elif phase == "end":
        final_scoring(state)


def _clear_effects(state: State, seat: int) -> None:
    """The god cards in effect for `seat` end (its player is copied only when some were in effect)."""
    if peek(state, seat).effects:
        state.players[seat].effects = []


def _give(state: State, turn: int, *tasks: tuple[object, ...]) -> None:
    """The player at `turn` in the order now works through `tasks` (the last one first)."""
    state.turn = turn
    state.actor = state.order[turn]
    state.tasks = list(tasks)


def begin(state: State) -> None:
    """After the deal: the setup choices in player order."""
    first = state.players[state.order[0]]
    _give(state, 0, ("keep",), ("start_feather", first.start_feather))
    advance(state)


def start_round(state: State, number: int) -> None:
    state.round = number
    state.phase = "dice"
    for seat, p in enumerate(state.players):
        r = rng(state.seed, f"dice-{number}", seat)
        p.dice = sorted(r.randint(1, 6) for _ in range(C.DICE_PER_PLAYER))
        p.effects = []
    if state.pututu_module:  # doubles take a +-1 tile, triples a +-2 tile; shortages go in reverse order
        for kind, same in ((0, 2), (1, 3)):
            for seat in reversed(state.order):
                dice = state.players[seat].dice
                if max(dice.count(d) for d in dice) == same and state.pututu[kind] > 0:
                    state.pututu[kind] -= 1
                    state.players[seat].pututu[kind] += 1
    _give(state, 0, ("place",))


def _start_abilities(state: State) -> None:
    state.phase = "abilities"
    for p in state.players:
        p.used = [False, False]
        p.effects = []
        p.used_abilities = [[], []]
    _give(state, 0, ("abilities",))


def _phase_three(state: State) -> None:
    players = state.players
    for p in players:
        p.effects = []
    # 1 the university: score, then the new order from the stack of markers
    ranking = sorted(range(state.n), key=lambda s: (players[s].knowledge, players[s].kstamp), reverse=True)
    for seat in ranking:
        gain_vp(state, seat, C.KNOWLEDGE_VP.value[players[seat].knowledge], "knowledge")  # type: ignore[index]
    state.order = ranking
    for rank, seat in enumerate(ranking):
        players[seat].token = rank + 1
        players[seat].knowledge = 0
        players[seat].kstamp = state.kclock + state.n - rank
    state.kclock += state.n + 1
    # 2 the temple: VP per priest, the Inti medal to the most priests (ties: the highest priest)
    per_priest = C.PRIEST_ROUND_VP.value[state.round - 1]  # type: ignore[index]
    counts = [B.priests_on_steps(state, s) for s in range(state.n)]
    for seat in range(state.n):
        if counts[seat]:
            gain_vp(state, seat, per_priest * counts[seat], "temple")
    if state.temple_medals > 0:
        state.temple_medals -= 1
        if max(counts) > 0:
            best = max(range(state.n), key=lambda s: (counts[s], B.highest_priest_step(state, s)))
            players[best].medals += 1
    # 3 the market, in the new order
    state.phase = "market"
    _give(state, 0, ("buy",))


def _end_round(state: State) -> None:
    for kind in (C.STUDY, C.FARM):
        state.own("tile_discards", kind).extend(t for t in state.columns[kind] if t != EMPTY)
        stack = state.own("stacks", kind)
        state.columns[kind] = [stack.pop() if stack else EMPTY for _ in C.COLUMN_PIPS]
    state.palace = []
    refill_palace(state)
    state.spaces = [[] for _ in state.spaces]
    start_round(state, state.round + 1)


def final_scoring(state: State) -> None:
    for seat, p in enumerate(state.players):
        for m in list(p.missions):
            if B.mission_met(state, seat, m):
                p.completed.append(m)
                gain_vp(state, seat, C.MISSION_VP.value, "missions")  # type: ignore[arg-type]
        p.missions = []
        gain_vp(state, seat, C.MEDAL_VP.value * p.medals, "medals")  # type: ignore[operator]
    for v, stack in enumerate(state.villages):
        if stack:
            gain_vp(state, stack[-1], C.VILLAGES[v].vp, "villages")
    for seat, p in enumerate(state.players):
        done = (
            p.dots == 0xFFF, all(p.circlets), len(p.completed) >= 9,
            len(B.delivered(state, seat)) >= C.QUIPUS,
            all(t >= 0 for t in p.slots), len(p.goods) >= 6,
        )
        for achieved, item in zip(done, C.ACHIEVEMENTS):
            if achieved:
                gain_vp(state, seat, item.value, "achievements")  # type: ignore[arg-type]
    state.phase = "over"
    state.tasks = []


__all__ = ["HOME", "advance", "advance_knowledge", "begin"]
