"""The decision a human seat is making, as the side panel shows it: the options the rules allow now,
each described with its price, a page at a time; what the hovered one would give (a preview from the
rules, counted for the deciding seat only); and, while dice are being placed, which action spaces
take a die and why the others refuse (the rules' own reason, translated)."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import Action, Place, PlayCard, State, apply, check, legal_actions
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, ngettext, translate

from .board_draw import phase_name
from .names import task_name


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
    dice = sorted(set(state.players[seat].dice)) or [0]
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


def preview(state: State, action: Action) -> list[str]:
    """What `action` would change for its player, in words: VP, knowledge, food and the like, and the
    step that follows. Counts only: nothing hidden is named."""
    try:
        after = apply(state, action)
    except ValueError:
        return []
    seat = action.player
    a, b = state.players[seat], after.players[seat]
    lines: list[str] = []
    pairs = [
        (b.vp - a.vp, _("VP")), (b.knowledge - a.knowledge, _("knowledge")), (b.food - a.food, _("food")),
        (b.offerings - a.offerings, _("offerings")), (b.medals - a.medals, _("Inti medals")),
        (b.feather_count() - a.feather_count(), _("feathers")), (len(b.hand) - len(a.hand), _("god cards")),
        (sum(b.circlets) - sum(a.circlets), _("circlets")),
        (sum(1 for t in b.slots if t >= 0) - sum(1 for t in a.slots if t >= 0), _("tiles")),
        (len(b.goods) - len(a.goods), _("goods")), (len(b.completed) - len(a.completed), _("missions completed")),
        (a.priests_home - b.priests_home, _("priests on the temple")),
        (sum(1 for v in after.villages if seat in v) - sum(1 for v in state.villages if seat in v),
         _("villages with your quipu")),
    ]
    changes = [f"{delta:+d} {what}" for delta, what in pairs if delta]
    lines.append(_("Gives: {what}", what=", ".join(changes)) if changes else _("Gives nothing at once."))
    if after.over:
        lines.append(_("Then the game ends."))
    elif after.actor == seat and after.tasks:
        lines.append(_("Next: {step}", step=task_name(str(after.tasks[-1][0]))))
    else:
        lines.append(_("Then your turn ends."))
    return lines


def headline(state: State) -> str:
    """What the deciding seat is asked now, e.g. "Place a die" or "Spend the pips (3 left)"."""
    if not state.tasks:
        return phase_name(state.phase)
    task = state.tasks[-1]
    text = task_name(str(task[0]))
    if task[0] == "exchange":
        left = int(task[1])  # type: ignore[call-overload]
        text += " " + ngettext("({n} pip left)", "({n} pips left)", left, n=left)
    elif task[0] in ("move", "tile", "circlet"):
        text += " " + _("(die of {n})", n=task[-1])
    return text[:1].upper() + text[1:]


def is_card(action: Action) -> bool:
    return isinstance(action, PlayCard)
