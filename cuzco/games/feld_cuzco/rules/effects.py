"""What each legal action does to the (cloned) state. `check` has already said yes."""

from __future__ import annotations

from . import board as B
from . import components as C
from .abilities import ability_strength
from .actions import (
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
    Reallocate,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
)
from .checks import EXCHANGE_COST, effective_pips
from .setup import rng
from .state import EMPTY, HOME, QUIPU, SOURCES, State

SRC = {name: i for i, name in enumerate(SOURCES)}


def gain_vp(state: State, seat: int, n: int, source: str) -> None:
    p = state.players[seat]
    p.vp += n
    p.sources[SRC[source]] += n


def advance_knowledge(state: State, seat: int, n: int) -> None:
    if n <= 0:
        return
    p = state.players[seat]
    p.knowledge = min(C.KNOWLEDGE_TOP, p.knowledge + n)
    p.kstamp = state.kclock
    state.kclock += 1


def take_card(state: State, seat: int, god: int) -> None:
    """The face-up card of `god` goes to the hand; the next card of that pile is shown at once."""
    state.players[seat].hand.append(state.face_up[god])
    reveal(state, god)


def reveal(state: State, god: int) -> None:
    pile = state.own("god_piles", god)
    if not pile:
        back = [c for c in state.god_discard if C.god_of(c) == god]
        if back:
            state.god_discard = [c for c in state.god_discard if C.god_of(c) != god]
            rng(state.seed, "gods", state.draws).shuffle(back)
            state.draws += 1
            pile.extend(back)
    state.face_up[god] = pile.pop() if pile else 0


def put_feather(state: State, seat: int, dot: int, from_supply: bool = True) -> None:
    p = state.players[seat]
    p.dots |= 1 << dot
    if from_supply:
        state.supply[C.MASKS[p.mask][dot]] -= 1
    else:
        p.start_feather = -1


def place_priest(state: State, seat: int, step: int) -> None:
    """A priest from the mask goes on `step` (1..6); whoever stood there drops a step, and so on down;
    with god card 12 in effect the priest there goes home instead."""
    p = state.players[seat]
    p.priests_home -= 1
    steps = state.steps
    i, cur = step - 1, seat
    if 12 in p.effects and steps[i] != HOME:
        state.players[steps[i]].priests_home += 1
        steps[i] = seat
        p.effects.remove(12)
        return
    while i >= 0 and cur != HOME:
        cur, steps[i] = steps[i], cur
        i -= 1
    if cur != HOME:
        state.players[cur].priests_home += 1


def push(state: State, *tasks: tuple[object, ...]) -> None:
    """Queue decisions: the first given is asked first."""
    state.tasks.extend(reversed(tasks))


def do_place(state: State, a: Place) -> None:
    p = state.players[a.player]
    value = effective_pips(state, a.player, a)
    assert isinstance(value, int)
    state.tasks.pop()
    if a.die:
        p.dice.remove(a.die)
        state.own("spaces", a.space).append((a.player, value))
    for s in a.shift:
        state.pututu[abs(s) - 1] += 1
        p.pututu[abs(s) - 1] -= 1
    if 14 in p.effects:
        value = 6
        p.effects.remove(14)
    if 7 in p.effects:
        p.effects.remove(7)
    act = a.action
    if act in B.KIND_OF_MOVE:
        push(state, ("move", B.KIND_OF_MOVE[act], value))
    elif act in ("study", "farm"):
        push(state, ("tile", C.STUDY if act == "study" else C.FARM, value))
    elif act == "exchange":
        push(state, ("exchange", value))
    elif act == "temple":
        place_priest(state, a.player, value)
        push(state, ("blessing",))
    elif act == "headdress":
        push(state, ("circlet", value))
    else:
        gain_vp(state, a.player, C.VP_ACTION.value, "vp space")  # type: ignore[arg-type]


def do_move(state: State, a: Move) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    if 13 in p.effects:
        p.effects.remove(13)
    if a.rotation != -1:
        state.rotation = a.rotation
    p.may_rotate = False
    p.place = a.to
    if a.to == C.CUZCO:
        p.may_rotate = True
        push(state, ("blessing",))
        return
    stack = state.own("villages", a.to)
    quipus = B.mask_quipus(p)
    if a.player in stack or not (quipus or p.reserve):
        return  # passing through: no quipu, no feather
    if quipus:
        p.slots[quipus[0]] = EMPTY
    else:
        p.reserve -= 1
    stack.append(a.player)
    village = C.VILLAGES[a.to]
    if 10 in p.effects:
        gain_vp(state, a.player, village.vp, "villages")
    if p.feathers_of(village.colour) < C.FEATHERS_PER_COLOUR_PER_PLAYER and state.supply[village.colour] > 0:
        push(state, ("feather", village.colour))


def do_take_tile(state: State, a: TakeTile) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    p.slots[a.slot] = state.columns[a.kind][a.column - 1]
    p.slid[a.slot] = False
    state.own("columns", a.kind)[a.column - 1] = EMPTY
    if state.phase == "dice":  # god card 09 may follow a tile taken this turn: asked at once, and later too
        if -9 not in p.effects:
            p.effects.append(-9)
        push(state, ("discard_tile",))


def do_exchange(state: State, a: Exchange) -> None:
    p = state.players[a.player]
    left = int(state.tasks.pop()[1]) - EXCHANGE_COST[a.option]  # type: ignore[call-overload]
    if left > 0:
        state.tasks.append(("exchange", left))
    t = a.target
    if a.option == "knowledge":
        p.slid[t] = True
        advance_knowledge(state, a.player, C.TILES[p.slots[t]].value)
    elif a.option == "food":
        p.slid[t] = True
        p.food += C.TILES[p.slots[t]].value
    elif a.option == "vp":
        gain_vp(state, a.player, 1, "exchange")
    elif a.option == "offering":
        p.offerings += 1
    elif a.option == "card":
        take_card(state, a.player, t)
    elif a.option == "feather":
        put_feather(state, a.player, t)
    else:
        p.slots[t] = EMPTY
        p.reserve += 1


def do_activate(state: State, a: Activate) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    p.circlets[a.circlet - 1] = True
    vp = C.CIRCLET_VP[a.circlet - 1].value + C.CIRCLET_ROUND_BONUS.value[state.round - 1]  # type: ignore
    gain_vp(state, a.player, vp, "circlets")
    push(state, ("blessing",))


def do_blessing(state: State, a: Blessing) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    if a.god == -1:
        p.offerings += 1
    else:
        take_card(state, a.player, a.god)
    if a.knowledge:
        advance_knowledge(state, a.player, 1)
    else:
        p.food += 1


def do_feather(state: State, a: Feather) -> None:
    task = state.tasks.pop()
    put_feather(state, a.player, a.dot, from_supply=task[0] != "start_feather")


def do_take_card(state: State, a: TakeCard) -> None:
    state.tasks.pop()
    take_card(state, a.player, a.god)


def do_reallocate(state: State, a: Reallocate) -> None:
    state.tasks.pop()
    p = state.players[a.player]
    p.slots[a.slot] = EMPTY
    p.reserve += 1


def do_use_ability(state: State, a: UseAbility) -> None:
    p = state.players[a.player]
    if p.used[a.kind]:
        p.effects.remove(11 if a.kind == C.STUDY else 15)
    p.used[a.kind] = True
    p.used_abilities[a.kind].append(a.ability)
    count = ability_strength(state, a.player, a.kind, a.ability)
    boost = 1 if a.kind == C.STUDY else -1
    if boost in p.effects:
        p.effects.remove(boost)
    ab, seat = a.ability, a.player
    if ab == 1:
        p.offerings += count
    elif ab == 2:
        gain_vp(state, seat, 2 * count, "abilities")
    elif ab == 3:
        push(state, *[("feather", -1)] * count)
    elif ab in (4, 6):
        push(state, ("move", 0 if ab == 4 else 1, (2, 4, 6)[min(count, 3) - 1]))
    elif ab == 5:
        advance_knowledge(state, seat, count)
    elif ab == 7:
        push(state, *[("card",)] * count)
    elif ab == 8:
        push(state, *[("quipu",)] * min(count, len(B.mask_quipus(p))))
    elif ab == 9:
        push(state, ("circlet", 3 if count == 1 else 6))
    elif ab == 10:
        p.food += count
    else:
        push(state, ("tile", C.FARM if ab == 11 else C.STUDY, 3 if count == 1 else 6))


def do_buy(state: State, a: Buy) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    row = state.own("market", state.round - 1)
    good = C.GOOD_TYPES[row[a.column]]
    row[a.column] = EMPTY
    p.food -= good.cost
    p.goods.append(good.kind)
    gain_vp(state, a.player, good.vp * (2 if 3 in p.effects else 1), "goods")
    if 3 in p.effects:
        p.effects.remove(3)


def do_complete(state: State, a: Complete) -> None:
    p = state.players[a.player]
    state.tasks.pop()
    p.missions.remove(a.mission)
    if a.complete:
        p.completed.append(a.mission)
        gain_vp(state, a.player, C.MISSION_VP.value, "missions")  # type: ignore[arg-type]


def do_take_mission(state: State, a: TakeMission) -> None:
    state.tasks.pop()
    state.palace.remove(a.mission)
    state.players[a.player].missions.append(a.mission)


def do_keep(state: State, a: Keep) -> None:
    state.tasks.pop()
    p = state.players[a.player]
    p.missions.extend(a.missions)
    p.drawn = []


def do_done(state: State, a: Done) -> None:
    state.tasks.pop()


EFFECTS = {
    Place: do_place, Move: do_move, TakeTile: do_take_tile, Exchange: do_exchange, Activate: do_activate,
    Blessing: do_blessing, Feather: do_feather, TakeCard: do_take_card, Reallocate: do_reallocate,
    UseAbility: do_use_ability, Buy: do_buy, Complete: do_complete, TakeMission: do_take_mission, Keep: do_keep,
    Done: do_done,
}
__all__ = ["EFFECTS", "QUIPU"]
