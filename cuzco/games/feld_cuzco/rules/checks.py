"""The one answer to "is this action legal now, and if not why": `check(state, action)`.

It returns None or a `Message` reason. The legal-action listing filters its
candidates through it and `apply` refuses with it, so the two never disagree.
"""

from __future__ import annotations

from cuzco.text import N_, Message, N_plural

from . import board as B
from . import components as C
from .abilities import ability_problem
from .actions import (
    ACTION_TYPES,
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
from .cards import check_card
from .state import EMPTY, QUIPU, State, peek

TASK_NAMES = {
    "place": N_("place a die"), "extra": N_("take the extra turn of god card 05"),
    "move": N_("move the chasqui"), "tile": N_("take a study or farm tile"), "exchange": N_("spend the pips"),
    "circlet": N_("activate a circlet"), "blessing": N_("choose the fire blessing"),
    "feather": N_("place a feather"), "start_feather": N_("place the starting feather"),
    "card": N_("take a god card"), "quipu": N_("move a quipu to the reserve"),
    "abilities": N_("use tile abilities"), "buy": N_("buy a good or pass"), "mission": N_("complete a mission"),
    "newmission": N_("take a mission from the palace"), "keep": N_("keep two of the missions drawn"),
    "end_missions": N_("use god cards 04 on the last missions or finish"),
    "discard_tile": N_("take a tile from the discard piles with god card 09, or go on"),
}
EXCHANGE_COST = {"knowledge": 1, "food": 1, "vp": 1, "offering": 2, "card": 2, "feather": 2, "quipu": 2}
_EXPECTS = {
    Place: ("place", "extra"), Move: ("move",), TakeTile: ("tile",), Exchange: ("exchange",),
    Activate: ("circlet",), Blessing: ("blessing",), Feather: ("feather", "start_feather"), TakeCard: ("card",),
    Reallocate: ("quipu",), UseAbility: ("abilities",), Buy: ("buy",), Complete: ("mission",),
    TakeMission: ("newmission",), Keep: ("keep",),
    Done: ("exchange", "abilities", "buy", "end_missions", "discard_tile"),
}


_KNOWN = frozenset(ACTION_TYPES.values())


def check(state: State, action: object) -> Message | None:
    """None when `action` is legal in `state`, else the reason."""
    if type(action) not in _KNOWN:
        return Message(N_("this is not an action of Feld's Cuzco"))
    if state.over:
        return Message(N_("the game is over"))
    player = getattr(action, "player", None)
    if type(player) is not int or not 0 <= player < state.n:
        return Message(N_("there is no such player"))
    if player != state.actor or not state.tasks:
        return Message(N_("it is not this player's turn"))
    task = state.tasks[-1]
    if isinstance(action, PlayCard):
        return check_card(state, action)
    if task[0] not in _EXPECTS[type(action)]:  # type: ignore[index]
        return Message(N_("not now: the player must {step}"), {"step": Message(TASK_NAMES[str(task[0])])})
    handler = _HANDLERS[type(action)]
    return handler(state, action, task)  # type: ignore[operator]


Memo = dict[tuple[int, str, int], bool]  # `possible` answers for one state: (seat, action, pips) -> bool


def check_candidate(state: State, action: Action, memo: Memo | None = None) -> Message | None:
    """`check` for an action the listing built for `state`'s actor and its current task (so the game is not
    over, the player is the actor and there is a task: the questions `check` asks first are answered).
    `memo` keeps `possible` answers for one state between candidates."""
    if isinstance(action, PlayCard):
        return check_card(state, action)
    task = state.tasks[-1]
    if task[0] not in _EXPECTS[type(action)]:  # type: ignore[index]
        return Message(N_("not now: the player must {step}"), {"step": Message(TASK_NAMES[str(task[0])])})
    if isinstance(action, Place):
        return _place(state, action, task, memo)
    handler = _HANDLERS[type(action)]
    return handler(state, action, task)  # type: ignore[operator]


def _no(text: str, **params: object) -> Message:
    return Message(text, dict(params))


def effective_pips(state: State, seat: int, action: Place) -> int | Message:
    """The pips the die shows once its pututu tiles are spent, or why the shift is wrong."""
    p = peek(state, seat)
    base = 1 if action.die == 0 else action.die
    if not action.shift:
        return base
    if action.die == 0:
        return _no(N_("pututu tiles change a die, and the extra turn places none"))
    if not state.pututu_module:
        return _no(N_("the pututu module is not in play"))
    if any(s not in (1, -1, 2, -2) for s in action.shift):
        return _no(N_("a pututu tile changes a die by 1 or by 2"))
    if len({s > 0 for s in action.shift}) > 1:
        return _no(N_("pututu tiles on one die all go the same way"))
    ones, twos = sum(1 for s in action.shift if abs(s) == 1), sum(1 for s in action.shift if abs(s) == 2)
    if ones > p.pututu[0] or twos > p.pututu[1]:
        return _no(N_("the player does not hold those pututu tiles"))
    value = base + sum(action.shift)
    if not 1 <= value <= 6:
        return _no(N_("a die shows 1 to 6 pips, never {pips}"), pips=value)
    return value


def _place(state: State, a: Place, task: tuple[object, ...], memo: Memo | None = None) -> Message | None:
    p = peek(state, a.player)
    extra = task[0] == "extra"
    if extra and a.die != 0:
        return _no(N_("the extra turn of god card 05 places no die of yours"))
    if not extra and a.die not in p.dice:
        return _no(N_("the player has no unplaced die showing {pips}"), pips=a.die)
    board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
    if not 0 <= a.space < len(board):
        return _no(N_("there is no action space {space}"), space=a.space)
    if a.action not in board[a.space]:
        return _no(N_("that action is not on this space"))
    value = effective_pips(state, a.player, a)
    if isinstance(value, Message):
        return value
    dice = state.spaces[a.space]
    if a.action != C.VP_SPACE_ACTION:
        if extra and any(pips == 1 for _, pips in dice):
            return _no(N_("a die of 1 is already on this space"))
        if not extra and dice and 7 not in p.effects:
            lowest = min(pips for _, pips in dice)
            if value >= lowest == 1:
                return _no(N_("a die of 1 is already on this space, and no die shows fewer pips"))
            if value >= lowest:
                return _no(N_("a die here must show fewer pips than {pips}"), pips=lowest)
    return action_problem(state, a.player, a.action, 6 if 14 in p.effects else value, memo)


def possible(state: State, seat: int, action: str, pips: int, memo: Memo | None = None) -> bool:
    """Whether `action` can be done with a die of `pips` (the question `action_problem` explains); `memo`
    keeps the answers for one state."""
    if memo is None:
        return _possible(state, seat, action, pips)
    key = (seat, action, pips)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _possible(state, seat, action, pips)
    return found


def _possible(state: State, seat: int, action: str, pips: int) -> bool:
    p = peek(state, seat)
    if action in B.KIND_OF_MOVE:
        return 13 in p.effects or B.can_move(state, seat, B.KIND_OF_MOVE[action], pips)
    if action in ("study", "farm"):
        return bool(B.empty_slots(p)) and bool(B.takeable_columns(state, C.STUDY if action == "study" else C.FARM,
                                                                    pips))
    if action == "temple":
        return p.priests_home > 0
    if action == "headdress":
        return bool(B.eligible_circlets(p, pips))
    return True


def action_problem(state: State, seat: int, action: str, pips: int, memo: Memo | None = None) -> Message | None:
    """Why `action` cannot be done with a die of `pips` (None: it can): a space is chosen only for what it does."""
    if possible(state, seat, action, pips, memo):
        return None
    p = peek(state, seat)
    if action in B.KIND_OF_MOVE:
        if not B.can_move(state, seat, B.KIND_OF_MOVE[action], pips) and 13 not in p.effects:
            return _no(N_("no road of that kind leaves the chasqui's place for a die of {pips}"), pips=pips)
    elif action in ("study", "farm"):
        if not B.empty_slots(p):
            return _no(N_("the mask has no empty space for a tile"))
        if not B.takeable_columns(state, C.STUDY if action == "study" else C.FARM, pips):
            return N_plural("no tile of that kind lies beside {pips} pip or fewer",
                            "no tile of that kind lies beside {pips} pips or fewer", {"pips": pips}, "pips")
    elif action == "temple":
        if p.priests_home == 0:
            return _no(N_("all the player's priests are on the temple steps"))
    elif action == "headdress":
        if not B.eligible_circlets(p, pips):
            return N_plural("no circlet of {pips} pip or fewer has feathers on both its dots",
                            "no circlet of {pips} pips or fewer has feathers on both its dots", {"pips": pips}, "pips")
    return None


def _move(state: State, a: Move, task: tuple[object, ...]) -> Message | None:
    p = peek(state, a.player)
    if a.rotation != -1:
        if not 0 <= a.rotation < 6:
            return _no(N_("the overlay has 6 positions, 0 to 5"))
        if not (p.place == C.CUZCO and p.may_rotate):
            return _no(N_("only a chasqui that came back to Cuzco may turn the overlay before leaving"))
    rotation = state.rotation if a.rotation == -1 else a.rotation
    kind, pips = int(task[1]), int(task[2])  # type: ignore[call-overload]
    if a.to in B.destinations(state, a.player, kind, pips, rotation):
        return None
    if 13 in p.effects and 0 <= a.to < 12 and a.to in B.destinations(state, a.player, 2, 6, rotation):
        return None
    return _no(N_("the chasqui cannot reach that place across one road of this kind and pips"))


def _take_tile(state: State, a: TakeTile, task: tuple[object, ...]) -> Message | None:
    if a.kind != task[1]:
        return _no(N_("this action takes a tile of the other kind"))
    if a.column not in B.takeable_columns(state, a.kind, int(task[2])):  # type: ignore[call-overload]
        return _no(N_("no tile to take beside {pips} pips"), pips=a.column)
    if not 0 <= a.slot < C.MASK_SPACES or peek(state, a.player).slots[a.slot] != EMPTY:
        return _no(N_("that mask space is not empty"))
    return None


def _exchange(state: State, a: Exchange, task: tuple[object, ...]) -> Message | None:
    p = peek(state, a.player)
    cost = EXCHANGE_COST.get(a.option)
    if cost is None:
        return _no(N_("there is no such exchange"))
    if cost > int(task[1]):  # type: ignore[call-overload]
        return _no(N_("not enough pips left for this exchange"))
    t = a.target
    if a.option in ("knowledge", "food"):
        kind = C.STUDY if a.option == "knowledge" else C.FARM
        if not (0 <= t < 12 and p.slots[t] >= 0 and C.TILES[p.slots[t]].kind == kind and not p.slid[t]):
            return _no(N_("that space holds no unslid tile of the right kind"))
    elif a.option == "card":
        if not (0 <= t < 5 and state.face_up[t] > 0):
            return _no(N_("that god has no face-up card"))
    elif a.option == "feather":
        if t not in B.feather_dots(state, a.player, -1):
            return _no(N_("no feather can go on that dot"))
    elif a.option == "quipu":
        if not (0 <= t < 12 and p.slots[t] == QUIPU):
            return _no(N_("no quipu on that space"))
    elif t != -1:
        return _no(N_("this exchange has no target"))
    return None


def _activate(state: State, a: Activate, task: tuple[object, ...]) -> Message | None:
    if a.circlet not in B.eligible_circlets(peek(state, a.player), int(task[1])):  # type: ignore[call-overload]
        return _no(N_("that circlet cannot be activated: too many pips, already active, or a feather missing"))
    return None


def _blessing(state: State, a: Blessing, task: tuple[object, ...]) -> Message | None:
    if a.god != -1 and not (0 <= a.god < 5 and state.face_up[a.god] > 0):
        return _no(N_("that god has no face-up card"))
    return None


def _feather(state: State, a: Feather, task: tuple[object, ...]) -> Message | None:
    colour = int(task[1])  # type: ignore[call-overload]
    p = peek(state, a.player)
    if task[0] == "start_feather":
        ok = 0 <= a.dot < 12 and not p.dots >> a.dot & 1 and C.MASKS[p.mask][a.dot] == colour
    else:
        ok = a.dot in B.feather_dots(state, a.player, colour)
    return None if ok else _no(N_("that dot cannot take this feather"))


def _take_card(state: State, a: TakeCard, task: tuple[object, ...]) -> Message | None:
    return _blessing(state, Blessing(a.player, a.god, False), task) if a.god != -1 else _no(N_("choose a god"))


def _reallocate(state: State, a: Reallocate, task: tuple[object, ...]) -> Message | None:
    ok = 0 <= a.slot < 12 and peek(state, a.player).slots[a.slot] == QUIPU
    return None if ok else _no(N_("no quipu on that space"))


def _use_ability(state: State, a: UseAbility, task: tuple[object, ...]) -> Message | None:
    return ability_problem(state, a.player, a.kind, a.ability)


def _buy(state: State, a: Buy, task: tuple[object, ...]) -> Message | None:
    row = state.market[state.round - 1]
    if not 0 <= a.column < len(row) or row[a.column] == EMPTY:
        return _no(N_("no good in that column of this round's row"))
    cost = C.GOOD_TYPES[row[a.column]].cost
    if peek(state, a.player).food < cost:
        return _no(N_("this good costs {n} food"), n=cost)
    return None


def _complete(state: State, a: Complete, task: tuple[object, ...]) -> Message | None:
    p = peek(state, a.player)
    if a.mission not in p.missions:
        return _no(N_("the player does not hold that mission"))
    if a.complete and not B.mission_met(state, a.player, a.mission):
        return _no(N_("the requirements of that mission are not met"))
    if not a.complete and any(B.mission_met(state, a.player, m) for m in p.missions):
        return _no(N_("a mission can be completed, so one must be"))
    return None


def _take_mission(state: State, a: TakeMission, task: tuple[object, ...]) -> Message | None:
    return None if a.mission in state.palace else _no(N_("that mission is not in the palace"))


def _keep(state: State, a: Keep, task: tuple[object, ...]) -> Message | None:
    drawn = peek(state, a.player).drawn
    if len(a.missions) != C.GOLDEN_KEEP or len(set(a.missions)) != C.GOLDEN_KEEP or \
            any(m not in drawn for m in a.missions):
        return _no(N_("keep two different missions among the four drawn"))
    return None


def _done(state: State, a: Done, task: tuple[object, ...]) -> Message | None:
    return None


_HANDLERS = {
    Place: _place, Move: _move, TakeTile: _take_tile, Exchange: _exchange, Activate: _activate,
    Blessing: _blessing, Feather: _feather, TakeCard: _take_card, Reallocate: _reallocate,
    UseAbility: _use_ability, Buy: _buy, Complete: _complete, TakeMission: _take_mission, Keep: _keep, Done: _done,
}
