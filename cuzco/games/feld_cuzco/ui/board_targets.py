"""Every decision of Feld's Cuzco declared to the shell's pointer kit, on the thing it concerns:

- a die (a piece: in the side panel or on the mask board) dropped on an action space; the spaces it may
  go to glow, any other says the rules' reason on hover;
- the chasqui or a quipu moved by clicking a village along a road (the route and its pips drawn);
- feathers on the mask board's dots, circlets on its circlets, tiles slid down or quipus sent back on
  its mask spaces, VP and offerings on its numbers, missions on its mission labels;
- tiles from the university's and the farm's columns, goods from the market, missions from the palace,
  face-up god cards from the temple's display;
- god cards from the fanned hand: a card whose play needs nothing more is a target (a click plays it);
  one that needs a target is a piece, dropped on where it applies (a tile, a mission, a space, a row);
- the end of an optional step (stop exchanging, buy nothing) as a button the kit draws.

    board_targets(state, found, zones, lay, seat, where) -> (pieces, targets)

`found` is the legal actions now; `where` holds the rects the side panel laid out (its dice, the hand,
the spot of the "done" button). Each choice's preview is `decisions.preview`, worked out on hover."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import partial

import pygame

from cuzco.games.feld_cuzco.rules import Action, State, check
from cuzco.games.feld_cuzco.rules import actions as A
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import EMPTY
from cuzco.shell.board_kit import Choice, Circle, Piece, Shape, Target
from cuzco.shell.i18n import translate

from .decisions import preview
from .ghosts import ghost_for, route_text
from .layout import TableLayout, Zones
from .names import option_label
from .palette import seat_colour
from .picture import draw_die
from .screen_memo import drawn

Key = tuple[Hashable, ...]


@dataclass
class Where:
    """What the side panel laid out this frame: its dice (pips -> rect), the hand (card -> rect, the
    card's first copy), and the spot of the "done" button."""

    dice: dict[int, pygame.Rect] = field(default_factory=dict)
    hand: dict[int, pygame.Rect] = field(default_factory=dict)
    done: pygame.Rect | None = None


def spots(action: Action, state: State, zones: Zones, seat: int, where: Where) -> list[tuple[Key, Shape | None]]:
    """The board spots an action is made on (one action may be made on several: a tile's every copy)."""
    if isinstance(action, A.Place):
        return [(("space", action.space), zones.spaces.get(action.space))]
    if isinstance(action, A.Move):
        return [(("place", action.to), _circle(zones.places.get(action.to)))]
    if isinstance(action, A.TakeTile):
        return [(("column", action.kind, action.column), zones.columns.get((action.kind, action.column)))]
    if isinstance(action, A.Exchange):
        if action.option in ("knowledge", "food", "quipu"):
            return [(("slot", action.target), zones.slots.get((seat, action.target)))]
        if action.option in ("vp", "offering"):
            stat = "vp" if action.option == "vp" else "offerings"
            return [(("stat", stat), zones.stats.get((seat, stat)))]
        if action.option == "card":
            return [(("god", action.target), zones.gods.get(action.target))]
        return [(("dot", action.target), zones.dots.get((seat, action.target)))]
    if isinstance(action, A.Activate):
        return [(("ring", action.circlet), zones.rings.get((seat, action.circlet)))]
    if isinstance(action, A.Blessing):
        if action.god < 0:
            return [(("stat", "offerings"), zones.stats.get((seat, "offerings")))]
        return [(("god", action.god), zones.gods.get(action.god))]
    if isinstance(action, A.Feather):
        return [(("dot", action.dot), zones.dots.get((seat, action.dot)))]
    if isinstance(action, A.TakeCard):
        return [(("god", action.god), zones.gods.get(action.god))]
    if isinstance(action, A.Reallocate):
        return [(("slot", action.slot), zones.slots.get((seat, action.slot)))]
    if isinstance(action, A.UseAbility):
        p = state.players[seat]
        return [(("slot", i), zones.slots.get((seat, i))) for i, t in enumerate(p.slots)
                if t >= 0 and C.TILES[t].kind == action.kind and C.TILES[t].ability == action.ability]
    if isinstance(action, A.Buy):
        return [(("market", action.column), zones.market.get(action.column))]
    if isinstance(action, A.Complete):
        return [(("mission", action.mission), zones.missions.get((seat, action.mission)))]
    if isinstance(action, A.TakeMission):
        return [(("palace", action.mission), zones.palace.get(action.mission))]
    if isinstance(action, A.Keep):  # one mission dropped on (or clicked after) the other
        a, b = action.missions
        return [(("mission", b), zones.missions.get((seat, b))), (("mission", a), zones.missions.get((seat, a)))]
    if isinstance(action, A.PlayCard):
        return _card_spots(action, state, zones, seat, where)
    return [(("done",), where.done)]  # Done


def _card_spots(action: A.PlayCard, state: State, zones: Zones, seat: int,
                where: Where) -> list[tuple[Key, Shape | None]]:
    t = action.target
    if not t:  # nothing more to choose: the card itself (in the hand, or on the display for a medal)
        if action.medal:
            return [(("god", C.god_of(action.card)), zones.gods.get(C.god_of(action.card)))]
        return [(("card", action.card), where.hand.get(action.card))]
    if action.card == 2:
        return [(("slot", s), zones.slots.get((seat, s))) for s in t]
    if action.card == 4:
        return [(("mission", t[0]), zones.missions.get((seat, t[0])))]
    if action.card == 6:
        return [(("space", t[2]), zones.spaces.get(t[2]))]
    if action.card == 9:
        row = "study" if t[0] == C.STUDY else "farm"
        return [(("row", row), zones.rows.get(row))]
    return []


def _piece_of(action: Action) -> Hashable | None:
    if isinstance(action, A.Place):
        return ("die", action.die)
    if isinstance(action, A.Keep):
        return None  # set per spot: the other mission
    if isinstance(action, A.PlayCard) and action.target:
        return ("card", action.card, action.medal)
    return None


def _circle(rect: pygame.Rect | None) -> Shape | None:
    return None if rect is None else Circle(rect.center, rect.w // 2)


def board_targets(state: State, found: list[Action], zones: Zones, lay: TableLayout, seat: int,
                  where: Where) -> tuple[list[Piece], list[Target]]:
    targets: dict[Key, Target] = {}
    for action in found:
        label = partial(option_label, action, state)  # worked out when shown
        show = partial(_move_preview, state, action) if isinstance(action, A.Move) else partial(preview, state, action)
        ghost = ghost_for(action, state, zones, lay)
        for k, (key, shape) in enumerate(spots(action, state, zones, seat, where)):
            if shape is None:
                continue
            piece = _piece_of(action)
            if isinstance(action, A.Keep):
                piece = ("mission", action.missions[k])
            target = targets.setdefault(key, Target(key, shape, label=_button(key, label)))
            target.choices.append(Choice(label, action, piece, show, ghost))
    for key, shape, why in refused(state, zones, seat):
        if key in targets:  # (a god card may go there, a die may not: the die held hears why)
            targets[key].refusals = why
        else:
            targets[key] = Target(key, shape, [], why)
    return pieces(state, found, zones, seat, where), list(targets.values())


def _move_preview(state: State, move: A.Move) -> list[str]:
    """A move's preview, its road and pips first (the route is drawn on the map too)."""
    return [route_text(state, move), *preview(state, move)]


def _button(key: Key, label: Callable[[], str]) -> str:
    """The words on the "done" button (the only target the kit draws as a button)."""
    if key != ("done",):
        return ""
    text = label()
    return text[:1].upper() + text[1:]


def pieces(state: State, found: list[Action], zones: Zones, seat: int, where: Where) -> list[Piece]:
    """What may be picked up now: the dice (from the side panel or the mask board), the god cards whose
    play needs a target, the drawn missions while two are kept."""
    colour = seat_colour(seat)
    out: list[Piece] = []
    dice = {a.die for a in found if isinstance(a, A.Place)}
    for pips, rect in where.dice.items():
        if pips in dice:
            out.append(Piece(("die", pips), rect, partial(_die, pips or 1, colour)))
    p = state.players[seat]
    for k, pips in enumerate(p.dice):
        on_mask = zones.dice.get((seat, k))
        if on_mask is not None and pips in dice:
            out.append(Piece(("die", pips), on_mask, partial(_die, pips, colour)))
    cards = {(a.card, a.medal) for a in found if isinstance(a, A.PlayCard) and a.target}
    for card, medal in sorted(cards):
        held = zones.gods.get(C.god_of(card)) if medal else where.hand.get(card)
        if held is not None:
            out.append(Piece(("card", card, medal), held, partial(_card, card)))
    if any(isinstance(a, A.Keep) for a in found):
        for m in p.drawn:
            label = zones.missions.get((seat, m))
            if m > 0 and label is not None:
                out.append(Piece(("mission", m), label, partial(_mission, label)))
    return out


def refused(state: State, zones: Zones, seat: int) -> list[tuple[Key, Shape, dict[Hashable | None, str]]]:
    """The spots of the decision's kind that take nothing now, each with the rules' reason: the action
    spaces while placing (by the die held), the villages while moving, the columns while taking a tile."""
    if not state.tasks or state.over:
        return []
    task = state.tasks[-1]
    out: list[tuple[Key, Shape, dict[Hashable | None, str]]] = []
    if task[0] in ("place", "extra") and state.phase == "dice":
        board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
        dice = [0] if task[0] == "extra" else sorted(set(state.players[seat].dice))
        for space, acts in enumerate(board):
            rect = zones.spaces.get(space)
            if rect is None:
                continue
            why: dict[Hashable | None, str] = {}
            for die in dice:
                problem = check(state, A.Place(seat, die, space, acts[0]))
                if problem is not None:
                    why[("die", die)] = translate(problem)
            if len(why) == len(dice):  # with nothing held, "not here" only where every die is refused
                why[None] = why[("die", dice[0])]
            out.append((("space", space), rect, why))
    elif task[0] == "move":
        for place, rect in zones.places.items():
            problem = check(state, A.Move(seat, place))
            if problem is not None:
                out.append((("place", place), Circle(rect.center, rect.w // 2), {None: translate(problem)}))
    elif task[0] == "tile":
        slot = next((i for i, t in enumerate(state.players[seat].slots) if t == EMPTY), 0)
        for (kind, column), rect in zones.columns.items():
            problem = check(state, A.TakeTile(seat, kind, column, slot))
            if problem is not None:
                out.append((("column", kind, column), rect, {None: translate(problem)}))
    return out


def _die(pips: int, colour: tuple[int, int, int], surface: pygame.Surface, centre: tuple[int, int]) -> None:
    from cuzco.shell.widgets.theme import px

    drawn(draw_die(surface, centre, px(34), pips, colour), 1)


def _card(card: int, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    from .hand_draw import draw_card_at

    drawn(draw_card_at(surface, card, centre), 4)


def _mission(rect: pygame.Rect, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    from .palette import GLOW

    box = rect.copy()
    box.center = centre
    pygame.draw.rect(surface, GLOW, box, 2, border_radius=4)
    drawn(box, 2)


__all__ = ["Where", "board_targets", "spots"]
