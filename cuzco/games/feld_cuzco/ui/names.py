"""What the table calls things, in the reader's language: the components (whose names the rules mark
for translation), each mission's requirements, and every action a player may choose, with its price."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import (
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
    State,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.checks import EXCHANGE_COST, TASK_NAMES
from cuzco.shell.i18n import _, ngettext
from cuzco.text import N_

MEASURES = {
    "feathers_of": N_("{n} {arg} feathers"), "feather_colours": N_("feathers of {n} colours"),
    "feathers": N_("{n} feathers"), "villages": N_("quipus in {n} villages"),
    "villages_of": N_("quipus in {n} {arg} villages"), "villages_vp": N_("quipus in {n} villages of {arg} VP"),
    "village_values": N_("quipus in villages of {n} different values"),
    "tiles_distinct": N_("{n} different {arg} tiles"), "slid_of": N_("{n} {arg} tiles slid down"),
    "slid": N_("{n} tiles slid down"), "tiles_of": N_("{n} {arg} tiles"), "gods_distinct": N_("cards of {n} gods"),
    "god_most": N_("{n} cards of one god"), "goods_of": N_("{n} goods: {arg}"),
    "goods_distinct": N_("{n} different goods"), "goods": N_("{n} goods"), "cards_of": N_("{n} cards of {arg}"),
    "priests": N_("{n} priests on the temple steps"), "food": N_("{n} food"), "circlets": N_("{n} circlets active"),
    "medals": N_("{n} Inti medals"), "offerings": N_("{n} offerings"), "inner": N_("quipus in {n} inner villages"),
    "outer": N_("quipus in {n} outer villages"), "ability": N_("{n} tiles with the ability {arg}"),
    "token1": N_("the first order token"),
}


def colour_name(colour: int) -> str:
    return _(C.COLOURS[colour])


def god_name(god: int) -> str:
    return _(C.GODS[god])


def card_name(card: int) -> str:
    return _(C.GOD_CARDS[card - 1].name)


def ability_name(ability: int) -> str:
    return _(C.ABILITIES[ability - 1])


def kind_name(kind: int) -> str:
    return _(C.TILE_KINDS[kind])


def action_name(action: str) -> str:
    return _(C.ACTION_NAMES[action])


def task_name(task: str) -> str:
    return _(TASK_NAMES.get(task, task))


def good_name(kind: int) -> str:
    return _(C.GOODS[kind])


def mission_text(mission: int) -> str:
    """e.g. "3 orange feathers" or "1 priests on the temple steps and 1 farm tiles"."""
    parts = []
    for what, arg, n in C.MISSIONS[mission].needs:
        if what in ("feathers_of", "villages_of"):
            shown: object = colour_name(arg)
        elif what in ("tiles_distinct", "slid_of", "tiles_of"):
            shown = kind_name(arg)
        elif what == "goods_of":
            shown = good_name(arg)
        elif what == "cards_of":
            shown = god_name(arg)
        elif what == "ability":
            shown = ability_name(arg)
        else:
            shown = arg
        parts.append(_(MEASURES.get(what, what), n=n, arg=shown))
    return _(" and ").join(parts)


def mission_label(mission: int) -> str:
    return C.MISSIONS[mission].label


def place_name(place: int) -> str:
    if place == C.CUZCO:
        return _("Cuzco")
    v = C.VILLAGES[place]
    return _("village {name} ({colour}, {vp} VP)", name=v.name, colour=colour_name(v.colour), vp=v.vp)


def price(option: str) -> str:
    cost = EXCHANGE_COST[option]
    return ngettext("{n} pip", "{n} pips", cost, n=cost)


def describe(action: Action, state: State) -> str:
    """One line saying what `action` does, in the reader's language."""
    p = state.players[action.player]
    if isinstance(action, Place):
        text = _("{action} with a {die}", action=action_name(action.action), die=action.die)
        if action.die == 0:
            text = _("{action} (extra turn of card 05)", action=action_name(action.action))
        if action.shift:
            text += " " + _("(pututu {shift})", shift=" ".join(f"{s:+d}" for s in action.shift))
        return text
    if isinstance(action, Move):
        text = _("to {place}", place=place_name(action.to))
        return text + (" " + _("(overlay turned to {r})", r=action.rotation) if action.rotation >= 0 else "")
    if isinstance(action, TakeTile):
        tile = state.columns[action.kind][action.column - 1]
        what = "?"
        if tile >= 0:
            t = C.TILES[tile]
            what = _("{ability} (+{n} knowledge)", ability=ability_name(t.ability), n=t.value) if t.kind == C.STUDY \
                else _("{ability} (+{n} food)", ability=ability_name(t.ability), n=t.value)
        return _("{kind} tile beside {pips}: {what}", kind=kind_name(action.kind), pips=action.column, what=what)
    if isinstance(action, Exchange):
        cost = price(action.option)
        if action.option in ("knowledge", "food"):
            tile = p.slots[action.target]
            gain = C.TILES[tile].value if tile >= 0 else 0
            what = _("+{n} knowledge", n=gain) if action.option == "knowledge" else _("+{n} food", n=gain)
            return _("slide a tile down: {what} ({cost})", what=what, cost=cost)
        if action.option == "vp":
            return _("1 VP ({cost})", cost=cost)
        if action.option == "offering":
            return _("1 offering ({cost})", cost=cost)
        if action.option == "card":
            return _("the face-up card of {god} ({cost})", god=god_name(action.target), cost=cost)
        if action.option == "feather":
            colour = colour_name(C.MASKS[p.mask][action.target])
            return _("a {colour} feather on dot {dot} ({cost})", colour=colour, dot=action.target + 1, cost=cost)
        return _("a quipu from the mask to the reserve ({cost})", cost=cost)
    if isinstance(action, Activate):
        return _("activate circlet {c}", c=action.circlet)
    if isinstance(action, Blessing):
        first = _("an offering") if action.god < 0 else _("the card of {god}", god=god_name(action.god))
        second = _("knowledge") if action.knowledge else _("food")
        return _("{first} and {second}", first=first, second=second)
    if isinstance(action, Feather):
        colour = colour_name(C.MASKS[p.mask][action.dot])
        return _("a {colour} feather on dot {dot}", colour=colour, dot=action.dot + 1)
    if isinstance(action, TakeCard):
        card = state.face_up[action.god]
        return _("{god}: {card}", god=god_name(action.god), card=card_name(card) if card > 0 else "?")
    if isinstance(action, Reallocate):
        return _("the quipu on mask space {n}", n=action.slot + 1)
    if isinstance(action, UseAbility):
        return _("{kind}: {ability}", kind=kind_name(action.kind), ability=ability_name(action.ability))
    if isinstance(action, Buy):
        good = state.market[state.round - 1][action.column]
        g = C.GOOD_TYPES[good]
        return _("{good}: {cost} food for {vp} VP", good=good_name(good), cost=g.cost, vp=g.vp)
    if isinstance(action, Complete):
        if action.complete:
            return _("complete {label}: {desc}", label=mission_label(action.mission), desc=mission_text(action.mission))
        return _("give up {label}", label=mission_label(action.mission))
    if isinstance(action, TakeMission):
        return _("take mission {label}: {desc}", label=mission_label(action.mission), desc=mission_text(action.mission))
    if isinstance(action, Keep):
        return _("keep {a} and {b}", a=mission_label(action.missions[0]), b=mission_label(action.missions[1]))
    if isinstance(action, PlayCard):
        how = _("for an Inti medal") if action.medal else _("for an offering")
        target = action.target
        if action.card == 6 and len(target) == 3:
            board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
            where = _("the {pips} on {a} to {b}", pips=target[1], a=action_name(board[target[0]][0]),
                      b=action_name(board[target[2]][0]))
            return _("card {n}, {how}: {where}", n=f"{action.card:02d}", how=how, where=where)
        text = _("card {n}, {how}: {desc}", n=f"{action.card:02d}", how=how, desc=card_name(action.card))
        return text + (f" {list(target)}" if target else "")
    if isinstance(action, Done):
        task = state.tasks[-1][0] if state.tasks else ""
        return {"exchange": _("keep the pips left: done"), "abilities": _("done with the abilities"),
                "buy": _("buy nothing"), "end_missions": _("finish")}.get(str(task), _("done"))
    return str(action)  # type: ignore[unreachable]  # an action type added to the rules later


SOURCE_NAMES = {
    "start": N_("start"), "knowledge": N_("knowledge"), "temple": N_("temple"), "circlets": N_("circlets"),
    "vp space": N_("victory points space"), "exchange": N_("exchanges"), "abilities": N_("abilities"),
    "goods": N_("goods"), "missions": N_("missions"), "villages": N_("villages"), "medals": N_("Inti medals"),
    "achievements": N_("achievements"),
}
