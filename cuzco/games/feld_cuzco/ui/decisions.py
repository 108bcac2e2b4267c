"""The decision a human seat is making, as the side panel shows it: the options the rules allow now,
each described with its price, a page at a time; what the hovered one would give (a preview from the
rules, counted for the deciding seat only); and, while dice are being placed, which action spaces
take a die and why the others refuse (the rules' own reason, translated)."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import (
    Action,
    Complete,
    Exchange,
    Feather,
    Keep,
    Place,
    PlayCard,
    State,
    TakeMission,
    apply,
    check,
    legal_actions,
)
from cuzco.games.feld_cuzco.rules import board as B
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.card_effects import play_card
from cuzco.games.feld_cuzco.rules.effects import EFFECTS
from cuzco.games.feld_cuzco.rules.flow import advance
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.text import N_plural

from .board_draw import phase_name
from .names import mission_label, need_text, task_label


def options(state: State, space: int | None = None, found: list[Action] | None = None) -> list[Action]:
    """The legal actions of the deciding seat (`found`, when already listed); while placing, those on
    `space` (and god cards) only."""
    found = legal_actions(state) if found is None else found
    if space is None or not state.tasks or state.tasks[-1][0] not in ("place", "extra"):
        return found
    return [a for a in found if not isinstance(a, Place) or a.space == space]


def placing(state: State) -> bool:
    return bool(state.tasks) and state.tasks[-1][0] in ("place", "extra") and state.phase == "dice"


def space_status(state: State, found: list[Action] | None = None) -> dict[int, str]:
    """Each action space: "" when some die of the deciding seat may go there, else the rules' reason."""
    found = legal_actions(state) if found is None else found
    legal = {a.space for a in found if isinstance(a, Place)}
    board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
    seat = state.actor
    extra = bool(state.tasks) and state.tasks[-1][0] == "extra"  # god card 05's extra turn places no die
    dice = [0] if extra else sorted(set(state.players[seat].dice)) or [0]
    out: dict[int, str] = {}
    for space, acts in enumerate(board):
        if space in legal:
            out[space] = ""
            continue
        reason = ""
        for die in dice:  # the smallest die's refusal is the one nearest to a yes
            problem = check(state, Place(seat, die, space, acts[0]))
            if problem is not None:
                reason = translate(problem)
                break
        out[space] = reason or _("no die of yours can do this action now")
    return out


# each change a preview counts, with its sign: "{sign}" is + or -, "{n}" how many
COUNTED = {
    "vp": N_plural("{sign}{n} VP", "{sign}{n} VP", {}),
    "knowledge": N_plural("{sign}{n} knowledge", "{sign}{n} knowledge", {}),
    "food": N_plural("{sign}{n} food", "{sign}{n} food", {}),
    "offerings": N_plural("{sign}{n} offering", "{sign}{n} offerings", {}),
    "medals": N_plural("{sign}{n} Inti medal", "{sign}{n} Inti medals", {}),
    "feathers": N_plural("{sign}{n} feather", "{sign}{n} feathers", {}),
    "cards": N_plural("{sign}{n} god card", "{sign}{n} god cards", {}),
    "circlets": N_plural("{sign}{n} circlet", "{sign}{n} circlets", {}),
    "tiles": N_plural("{sign}{n} tile", "{sign}{n} tiles", {}),
    "goods": N_plural("{sign}{n} good", "{sign}{n} goods", {}),
    "completed": N_plural("{sign}{n} mission completed", "{sign}{n} missions completed", {}),
    "priests": N_plural("{sign}{n} priest on the temple", "{sign}{n} priests on the temple", {}),
    "villages": N_plural("{sign}{n} village with your quipu", "{sign}{n} villages with your quipu", {}),
}


def _counts(before: State, after: State, seat: int) -> list[str]:
    """The counted changes of `seat` from `before` to `after`, each with its sign and the right plural."""
    a, b = before.players[seat], after.players[seat]
    deltas = {
        "vp": b.vp - a.vp, "knowledge": b.knowledge - a.knowledge, "food": b.food - a.food,
        "offerings": b.offerings - a.offerings, "medals": b.medals - a.medals,
        "feathers": b.feather_count() - a.feather_count(), "cards": len(b.hand) - len(a.hand),
        "circlets": sum(b.circlets) - sum(a.circlets),
        "tiles": sum(1 for t in b.slots if t >= 0) - sum(1 for t in a.slots if t >= 0),
        "goods": len(b.goods) - len(a.goods), "completed": len(b.completed) - len(a.completed),
        "priests": a.priests_home - b.priests_home,
        "villages": sum(1 for v in after.villages if seat in v) - sum(1 for v in before.villages if seat in v),
    }
    out = []
    for key, delta in deltas.items():
        if delta:
            m = COUNTED[key]
            out.append(ngettext(m.msgid, m.plural or m.msgid, abs(delta), sign="+" if delta > 0 else "-"))
    return out


def own_effect(state: State, action: Action) -> State:
    """The state once `action` and the steps it brings about (a feather settled on its only dot, a task
    with nothing left to choose) are done, stopped before the game goes on to the next player, phase or
    round: the automatic scoring of phase III and of the game's end is not the action's doing."""
    after = state.clone()
    after.tasks.insert(0, ("preview stop",))  # an unknown task: `advance` stops on it, never past it
    if isinstance(action, PlayCard):
        play_card(after, action)
    else:
        EFFECTS[type(action)](after, action)  # type: ignore[operator]
    advance(after)
    return after


def preview(state: State, action: Action) -> list[str]:
    """What `action` itself would change for its player, in words: VP, knowledge, food and the like (never
    the automatic steps that follow it, such as the round's scoring), and the step that follows. Counts
    only: nothing hidden is named."""
    try:
        after = apply(state, action)
    except ValueError:
        return []
    seat = action.player
    own = own_effect(state, action)
    changes = _counts(state, own, seat)
    lines = [_("Gives: {what}", what=", ".join(changes)) if changes else _("Gives nothing at once.")]
    dot = feather_dot(action)
    if dot is not None:  # where a feather goes: the circlet its dot lies beside
        c, other, full, active = _circlet_of(state, action.player, dot)
        if active:
            lines[0] = _("{gives} (beside circlet {c}, active already)", gives=lines[0], c=c)
        elif full:
            lines[0] = _("{gives} (beside circlet {c}: both its dots then hold a feather)", gives=lines[0], c=c)
        else:
            lines[0] = _("{gives} (beside circlet {c}: its other dot, {other}, is still empty)", gives=lines[0],
                         c=c, other=other)
    if after.over:
        lines.append(_("Then the game ends."))
    elif state.phase == "abilities" and after.phase != "abilities":  # the last use of phase II: phase III follows
        lines.append(_("Then the round's scoring: the university and the temple."))
    elif after.actor == seat and after.tasks:
        lines.append(_("Next: {step}", step=task_label(after.tasks[-1])))
    else:
        lines.append(_("Then your turn ends."))
    return lines


def headline(state: State) -> str:
    """What the deciding seat is asked now, e.g. "Place a die" or "Spend the pips (3 left)"."""
    if not state.tasks:
        return phase_name(state.phase)
    task = state.tasks[-1]
    text = task_label(task)
    if task[0] == "exchange":
        left = int(task[1])  # type: ignore[call-overload]
        text += " " + ngettext("({n} pip left)", "({n} pips left)", left, n=left)
    elif task[0] in ("move", "tile", "circlet"):
        text += " " + _("(die of {n})", n=task[-1])
    elif task[0] == "mission" and not any(B.mission_met(state, state.actor, m)
                                          for m in state.players[state.actor].missions):
        text = _("None of your missions is met now: give one up (it scores nothing)")
    return text[:1].upper() + text[1:]


def _mission_tip(state: State, seat: int, mission: int) -> str:
    """A mission's requirements, each with how far `seat` is now, e.g. "Mission 43: 2 cards of Mama Quilia
    (you have 1)"."""
    parts = []
    for what, arg, n in C.MISSIONS[mission].needs:
        need = need_text(what, arg, n)
        if what != "token1":
            need = _("{need} (you have {k})", need=need, k=B.measure(state, seat, what, arg))
        parts.append(need)
    return _("Mission {label}: {needs}", label=mission_label(mission), needs=_(" and ").join(parts))


def feather_dot(action: Action | None) -> int | None:
    """The mask dot (0..11) a feather option puts its feather on, or None for any other option."""
    if isinstance(action, Feather):
        return action.dot
    if isinstance(action, Exchange) and action.option == "feather":
        return action.target
    return None


def _circlet_of(state: State, seat: int, dot: int) -> tuple[int, int, bool, bool]:
    """The circlet (1..6) between dot `dot` and its neighbour, the neighbour's number (1..12), whether the
    neighbour holds a feather, and whether the circlet is active already."""
    c = dot // 2 + 1
    other = dot ^ 1
    p = state.players[seat]
    return c, other + 1, bool(p.dots >> other & 1), bool(p.circlets[c - 1])


def _feather_tip(state: State, seat: int, dot: int) -> str:
    c, other, full, active = _circlet_of(state, seat, dot)
    if active:
        return _("Dot {dot} is beside circlet {c}, which is active already.", dot=dot + 1, c=c)
    if full:
        return _("Dot {dot} is beside circlet {c}; the other dot beside it, {other}, holds a feather already: "
                 "with this one, circlet {c} can be activated.", dot=dot + 1, c=c, other=other)
    return _("Dot {dot} is beside circlet {c}; the other dot beside it, {other}, is still empty. Once both "
             "hold a feather, circlet {c} can be activated.", dot=dot + 1, c=c, other=other)


def option_tip(state: State, action: Action | None) -> str:
    """What an option button's tooltip adds to its label ("" when nothing): for the palace's and the
    setup's mission choices, each mission's requirements (with how far the player is) and reward; for a
    feather, the circlet its dot lies beside and whether the other dot there holds a feather."""
    vp = C.MISSION_VP.value
    dot = feather_dot(action)
    if dot is not None and action is not None:
        return _feather_tip(state, action.player, dot)
    if isinstance(action, Complete):
        head = _mission_tip(state, action.player, action.mission)
        if action.complete:
            return _("{mission}. Completed now, it scores {n} VP.", mission=head, n=vp)
        return _("{mission}. Given up, it leaves your hand and scores nothing.", mission=head)
    if isinstance(action, TakeMission):
        return _("{mission}. Completed at a palace, it scores {n} VP.",
                 mission=_mission_tip(state, action.player, action.mission), n=vp)
    if isinstance(action, Keep):
        both = " ".join(_mission_tip(state, action.player, m) + "." for m in action.missions)
        return _("{missions} Each mission completed at a palace scores {n} VP.", missions=both, n=vp)
    return ""


def is_card(action: Action) -> bool:
    return isinstance(action, PlayCard)
