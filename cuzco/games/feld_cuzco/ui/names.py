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
from cuzco.games.feld_cuzco.rules.abilities import ability_strength
from cuzco.games.feld_cuzco.rules.checks import EXCHANGE_COST, TASK_NAMES
from cuzco.shell.i18n import _, ngettext, pgettext
from cuzco.text import N_, Message, N_plural

# each a counted message (a mission's threshold may be 1): singular and plural, translated with ngettext
MEASURES = {
    "feathers_of": N_plural("{n} {arg} feather", "{n} {arg} feathers", {}),
    "feather_colours": N_plural("feathers of {n} colour", "feathers of {n} colours", {}),
    "feathers": N_plural("{n} feather", "{n} feathers", {}),
    "villages": N_plural("quipus in {n} village", "quipus in {n} villages", {}),
    "villages_of": N_plural("quipus in {n} {arg} village", "quipus in {n} {arg} villages", {}),
    "villages_vp": N_plural("quipus in {n} village of {arg} VP", "quipus in {n} villages of {arg} VP", {}),
    "village_values": N_plural("quipus in villages of {n} value", "quipus in villages of {n} different values", {}),
    "tiles_distinct": N_plural("{n} different {arg} tile", "{n} different {arg} tiles", {}),
    "slid_of": N_plural("{n} {arg} tile slid down", "{n} {arg} tiles slid down", {}),
    "slid": N_plural("{n} tile slid down", "{n} tiles slid down", {}),
    "tiles_of": N_plural("{n} {arg} tile", "{n} {arg} tiles", {}),
    "gods_distinct": N_plural("cards of {n} god", "cards of {n} gods", {}),
    "god_most": N_plural("{n} card of one god", "{n} cards of one god", {}),
    "goods_of": N_plural("{n} good: {arg}", "{n} goods: {arg}", {}),
    "goods_distinct": N_plural("{n} different good", "{n} different goods", {}),
    "goods": N_plural("{n} good", "{n} goods", {}),
    "cards_of": N_plural("{n} card of {arg}", "{n} cards of {arg}", {}),
    "priests": N_plural("{n} priest on the temple steps", "{n} priests on the temple steps", {}),
    "food": N_("{n} food"),
    "circlets": N_plural("{n} circlet active", "{n} circlets active", {}),
    "medals": N_plural("{n} Inti medal", "{n} Inti medals", {}),
    "offerings": N_plural("{n} offering", "{n} offerings", {}),
    "inner": N_plural("quipus in {n} inner village", "quipus in {n} inner villages", {}),
    "outer": N_plural("quipus in {n} outer village", "quipus in {n} outer villages", {}),
    "ability": N_plural('{n} tile with the ability "{arg}"', '{n} tiles with the ability "{arg}"', {}),
    "token1": N_("the first order token"),
}


def colour_name(colour: int) -> str:
    return _(C.COLOURS[colour])


# one feather of a colour, with its article ("an orange feather"; in Spanish the colour agrees with "pluma")
FEATHER_OF = (N_("a turquoise feather"), N_("a purple feather"), N_("an orange feather"), N_("a pink feather"))


def a_feather(colour: int) -> str:
    return _(FEATHER_OF[colour])


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


# the tile a ("tile", kind, pips) decision offers: only tiles of that kind
TILE_TASKS = {C.STUDY: N_("take a study tile"), C.FARM: N_("take a farm tile")}


def task_label(task: tuple[object, ...]) -> str:
    """A decision on the task stack, in words; a tile decision names the kind of tile it offers."""
    if task[0] == "tile" and len(task) > 1 and task[1] in TILE_TASKS:
        return _(TILE_TASKS[task[1]])  # type: ignore[index]
    return task_name(str(task[0]))


def good_name(kind: int) -> str:
    return _(C.GOODS[kind])


def mission_text(mission: int) -> str:
    """e.g. "3 orange feathers" or "1 priest on the temple steps and 2 farm tiles"."""
    return _(" and ").join(need_text(what, arg, n) for what, arg, n in C.MISSIONS[mission].needs)


def need_text(what: str, arg: int, n: int) -> str:
    """One requirement of a mission, e.g. "3 orange feathers"."""
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
    measure = MEASURES.get(what, what)
    if isinstance(measure, Message) and measure.plural is not None:
        return ngettext(measure.msgid, measure.plural, n, n=n, arg=shown)
    return _(measure, n=n, arg=shown)


def card_target(card: int, target: tuple[int, ...]) -> str:
    """What a played god card was aimed at, in words (see `PlayCard.target`)."""
    if card == 2:
        spaces = ", ".join(str(slot + 1) for slot in target)
        return ngettext("the tile on space {spaces}", "the tiles on spaces {spaces}", len(target), spaces=spaces)
    if card == 4 and len(target) == 2:
        what, arg, n = C.MISSIONS[target[0]].needs[target[1]]  # that one number lowered by 1
        if n <= 1:
            return _("mission {label} without {need}", label=mission_label(target[0]), need=need_text(what, arg, n))
        return _("mission {label} with {need} instead of {n}", label=mission_label(target[0]),
                 need=need_text(what, arg, n - 1), n=n)
    if card == 9 and len(target) == 3:
        return _("a {kind} tile from the discards onto space {space}", kind=kind_name(target[0]),
                 space=target[2] + 1)
    return ", ".join(str(t) for t in target)


def tile_tip(tile: int, slid: bool) -> str:
    """A tile on a mask, in words: its kind, what its ability does in phase II, and the knowledge or food
    its slide gives in an exchange (or that it was slid down already)."""
    t = C.TILES[tile]
    study = t.kind == C.STUDY
    if slid:
        worth = ngettext("slid down already: its {n} knowledge step was taken",
                         "slid down already: its {n} knowledge steps were taken", t.value) if study else \
            ngettext("slid down already: its {n} food was taken", "slid down already: its {n} food were taken",
                     t.value)
    else:
        worth = ngettext("not slid down yet: slid in an exchange, it gives {n} knowledge step",
                         "not slid down yet: slid in an exchange, it gives {n} knowledge steps", t.value) if study \
            else ngettext("not slid down yet: slid in an exchange, it gives {n} food",
                          "not slid down yet: slid in an exchange, it gives {n} food", t.value)
    return _("{kind} tile, ability in phase II: {ability}; {worth}", kind=kind_name(t.kind),
             ability=ability_name(t.ability), worth=worth)


def face_up_tip(god: int, card: int, pile: int) -> str:
    """The tooltip of a god's place on the Cuzco board: its face-up card by number and what it does, and
    how many cards lie face down, e.g. "Viracocha's face-up card 09: also take a tile from the discard
    piles; 9 cards face down"."""
    if card <= 0:
        return ngettext("{god}: no card face up; {n} card face down", "{god}: no card face up; {n} cards face down",
                        pile, god=god_name(god))
    return ngettext("{god}'s face-up card {number}: {card}; {n} card face down",
                    "{god}'s face-up card {number}: {card}; {n} cards face down", pile, god=god_name(god),
                    number=f"{card:02d}", card=card_name(card))


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
            value = (action.die or 1) + sum(action.shift)
            text += " " + _("(pututu {shift}: the die counts as a {value})",
                            shift=" ".join(f"{s:+d}" for s in action.shift), value=value)
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
            feather = a_feather(C.MASKS[p.mask][action.target])
            return _("{feather} on dot {dot} ({cost})", feather=feather, dot=action.target + 1, cost=cost)
        return _("a quipu from the mask to the reserve ({cost})", cost=cost)
    if isinstance(action, Activate):
        return _("activate circlet {c}", c=action.circlet)
    if isinstance(action, Blessing):
        first = _("an offering") if action.god < 0 else _("the card of {god}", god=god_name(action.god))
        second = _("knowledge") if action.knowledge else _("food")
        return _("{first} and {second}", first=first, second=second)
    if isinstance(action, Feather):
        feather = a_feather(C.MASKS[p.mask][action.dot])
        return _("{feather} on dot {dot}", feather=feather, dot=action.dot + 1)
    if isinstance(action, TakeCard):
        card = state.face_up[action.god]
        if card <= 0:
            return god_name(action.god)
        return _("card {n} of {god}: {card}", n=f"{card:02d}", god=god_name(action.god), card=card_name(card))
    if isinstance(action, Reallocate):
        return _("the quipu on mask space {n}", n=action.slot + 1)
    if isinstance(action, UseAbility):
        text = _("{kind}: {ability}", kind=kind_name(action.kind), ability=ability_name(action.ability))
        tiles = ability_strength(state, action.player, action.kind, action.ability)
        if tiles > 1:  # a joint use, or god card 01 played: the ability works that many times (or stronger)
            text = ngettext("{what}, counted as {n} tile", "{what}, counted as {n} tiles", tiles, what=text, n=tiles)
        return text
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
        return text + (f" ({card_target(action.card, target)})" if target else "")
    if isinstance(action, Done):
        task = state.tasks[-1][0] if state.tasks else ""
        return {"exchange": _("done: the pips left are lost"), "abilities": _("done with the abilities"),
                "buy": _("buy nothing"), "end_missions": _("finish")}.get(str(task), _("done"))
    return str(action)  # type: ignore[unreachable]  # an action type added to the rules later


def short_action(action: str) -> str:
    """An action space's name in one short word, for an option button ("stone" for the stone trail)."""
    names = {
        "stone": pgettext("action space, short", "stone"), "bridge": pgettext("action space, short", "bridge"),
        "study": pgettext("action space, short", "study"), "farm": pgettext("action space, short", "farm"),
        "exchange": pgettext("action space, short", "exchange"),
        "temple": pgettext("action space, short", "temple"),
        "headdress": pgettext("action space, short", "headdress"), "vp": pgettext("action space, short", "VP"),
    }
    return names.get(action) or action_name(action)


def option_label(action: Action, state: State) -> str:
    """An option button's label: short, and what tells options apart first (a god card's number, how it
    is paid and where it is aimed, e.g. "06 (medal): exchange 1 → study", the 1 moved from the exchange
    space to the study space). The whole sentence of `describe` is the button's tooltip."""
    if not isinstance(action, PlayCard):
        return describe(action, state)
    pay = _("medal") if action.medal else _("offering")
    target = action.target
    if action.card == 6 and len(target) == 3:
        board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
        return _("{n} ({pay}): {a} {pips} → {b}", n=f"{action.card:02d}", pay=pay, pips=target[1],
                 a=short_action(board[target[0]][0]), b=short_action(board[target[2]][0]))
    n = f"{action.card:02d}"
    if action.card == 2 and target:
        return _("{n} ({pay}): slide up {spaces}", n=n, pay=pay, spaces=", ".join(str(t + 1) for t in target))
    if action.card == 4 and len(target) == 2:
        return _("{n} ({pay}): {label}, need {k} lowered", n=n, pay=pay, label=mission_label(target[0]),
                 k=target[1] + 1)
    if action.card == 9 and len(target) == 3:
        return _("{n} ({pay}): {kind} tile {k} → space {space}", n=n, pay=pay, kind=kind_name(target[0]),
                 k=target[1] + 1, space=target[2] + 1)
    return _("{n} ({pay}): {what}", n=n, pay=pay, what=short_card(action.card))


def short_card(card: int) -> str:
    """What god card `card` does, in a few words, for an option button (its tooltip says it whole)."""
    names = {
        1: pgettext("god card, short", "+1 tile on two uses"), 2: pgettext("god card, short", "slide 2 tiles up"),
        3: pgettext("god card, short", "a good scores twice"), 4: pgettext("god card, short", "a need lowered by 1"),
        5: pgettext("god card, short", "extra turn, die of 1"), 6: pgettext("god card, short", "move a die"),
        7: pgettext("god card, short", "ignore the lower-pips rule"),
        8: pgettext("god card, short", "3 food, 3 knowledge"), 9: pgettext("god card, short", "+1 discarded tile"),
        10: pgettext("god card, short", "score the village"), 11: pgettext("god card, short", "+1 study ability"),
        12: pgettext("god card, short", "send a priest home"), 13: pgettext("god card, short", "move ignoring pips"),
        14: pgettext("god card, short", "a die counts as 6"), 15: pgettext("god card, short", "+1 farm ability"),
    }
    return names.get(card) or card_name(card)


SOURCE_NAMES = {
    "start": N_("start"), "knowledge": N_("knowledge"), "temple": N_("temple"), "circlets": N_("circlets"),
    "vp space": N_("victory points space"), "exchange": N_("exchanges"), "abilities": N_("abilities"),
    "goods": N_("goods"), "missions": N_("missions"), "villages": N_("villages"), "medals": N_("Inti medals"),
    "achievements": N_("achievements"),
}
