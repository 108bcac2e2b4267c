"""The one place that says whether an action is legal, applies it, and lists legal actions."""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from . import cards, festival, incas, placement, ponds, positions, regions, temples
from .actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
    field_problem,
)
from .board import Board
from .components import card_name, card_worth
from .errors import IllegalAction
from .hexgrid import Hex
from .journal import add_score, note
from .placement import TILE_NAMES
from .state import PHASE_FESTIVAL, PHASE_OVER, install_engine
from .turns import end_turn

if TYPE_CHECKING:
    from .state import GameState

BIDDING = (FestivalPlay, FestivalStand, FestivalDrop)


def check(state: GameState, action: Action) -> str | None:
    """None if `action` is legal now for `state.actor`, else the reason in plain words."""
    problem = field_problem(action)
    if problem:
        return problem
    if state.phase == PHASE_OVER:
        return Message(N_("the game is over"))
    if state.phase == PHASE_FESTIVAL:
        if isinstance(action, FestivalPlay):
            return festival.bid_problem(state, action.cards)
        if isinstance(action, FestivalStand):
            return festival.stand_problem(state)
        if isinstance(action, FestivalDrop):
            return None
        return Message(N_("a festival is under way: the bidder on the go plays cards, stands or drops out"))
    if isinstance(action, BIDDING):
        return Message(N_("no festival is under way"))
    if isinstance(action, UseToken):
        if state.token_used:
            return Message(N_("only one Additional Action token may be used a turn"))
        if state.players[state.current].tokens <= 0:
            return Message(N_("you have no Additional Action tokens left"))
        return None
    if not state.placed and not isinstance(action, PlaceTerrain):
        return Message(N_("your turn begins with placing a terrain"))
    cell = state.board.cell_of  # None off the board: each rule below says why that is refused
    if isinstance(action, PlaceTerrain):
        return placement.placement_problem(state, action)
    if isinstance(action, EnterInca):
        return incas.entry_problem(state, cell(action.hex))
    if isinstance(action, LeaveInca):
        return incas.leave_problem(state, cell(action.hex))
    if isinstance(action, MoveInca):
        return incas.move_problem(state, cell(action.src), cell(action.dst))
    if isinstance(action, BuildTemple):
        return temples.build_problem(state, cell(action.hex), action.value)
    if isinstance(action, ExpandTemple):
        return temples.expand_problem(state, cell(action.hex), action.value)
    if isinstance(action, PlacePond):
        return ponds.pond_problem(state, cell(action.hex))
    if isinstance(action, DrawCard):
        return cards.draw_problem(state, action.source)
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, ProposeFestival):
        return festival.propose_problem(state, cell(action.hex), tuple(action.cards))
    raise AssertionError(f"field_problem let an unknown action through: {action!r}")


def apply(state: GameState, action: Action) -> GameState:
    """A new state with `action` done; raises IllegalAction (with the reason) if it is not legal."""
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    return _done(state, action)


def _done(state: GameState, action: Action) -> GameState:
    """A copy of `state` with `action` done, unchecked (`apply` checks first)."""
    new = state.copy()
    _do(new, action)
    if isinstance(action, PlaceTerrain):  # only the regions around the new tile change: updated when next asked for
        new._regions = regions.changed(state._regions, new.tiles[-1].cells)
    return new


def _do(state: GameState, action: Action) -> None:
    name = state.players[state.actor].name

    def cell(h: Hex) -> int:
        c = state.board.cell_of(h)
        assert c is not None, "check() refuses hexes off the board"
        return c

    if isinstance(action, PlaceTerrain):
        paid = placement.do_place(state, action)
        said = {"player": name, "tile": TILE_NAMES[action.tile], "hex": action.hex, "ap": paid, "extra": paid - 1}
        if paid > 1:
            note(state, Message(N_("{player} places a {tile} at {hex} ({ap} AP, {extra} for overflowing)"), said))
        else:
            note(state, Message(N_("{player} places a {tile} at {hex} ({ap} AP)"), said))
        if action.tile == "triple" and state.triples == 0 and state.end_trigger is None:
            state.end_trigger = state.current
            note(state, Message(N_("{player} placed the last triple terrain: the end of the game begins"),
                                {"player": name}))
        ponds.score_surrounded_ponds(state)
    elif isinstance(action, EnterInca):
        c = cell(action.hex)
        paid = incas.edge_cost(state, c) or 0
        state.inca[c] = state.current
        state.players[state.current].reserve -= 1
        state.ap -= paid
        note(state, Message(N_("{player} brings an Inca in at {hex} ({ap} AP)"),
                            {"player": name, "hex": action.hex, "ap": paid}))
    elif isinstance(action, LeaveInca):
        c = cell(action.hex)
        paid = incas.edge_cost(state, c) or 0
        state.inca[c] = None
        state.players[state.current].reserve += 1
        state.ap -= paid
        note(state, Message(N_("{player} takes an Inca out at {hex} ({ap} AP)"),
                            {"player": name, "hex": action.hex, "ap": paid}))
    elif isinstance(action, MoveInca):
        src, dst = cell(action.src), cell(action.dst)
        paid = incas.reachable(state, src, only=dst)[dst]
        state.inca[src], state.inca[dst] = None, state.current
        state.ap -= paid
        note(state, Message(N_("{player} moves an Inca from {src} to {dst} ({ap} AP)"),
                            {"player": name, "src": action.src, "dst": action.dst, "ap": paid}))
    elif isinstance(action, (BuildTemple, ExpandTemple)):
        _change_temple(state, cell(action.hex), action.value)
    elif isinstance(action, PlacePond):
        c = cell(action.hex)
        state.pond[c] = True
        state.ponds_left -= 1
        state.ap -= 1
        note(state, Message(N_("{player} places an irrigation pond at {hex}"), {"player": name, "hex": action.hex}))
        ponds.score_surrounded_ponds(state)
    elif isinstance(action, DrawCard):
        card = cards.do_draw(state, action.source)
        if action.source == "faceup":
            note(state, Message(N_("{player} draws the face-up card ({card})"),
                                {"player": name, "card": card_name(card), "face": card}))
        else:
            note(state, Message(N_("{player} draws a card from the deck"), {"player": name}))
    elif isinstance(action, UseToken):
        state.players[state.current].tokens -= 1
        state.token_used = True
        state.ap += 1
        state.ap_total += 1
        note(state, Message(N_("{player} uses an Additional Action token (7 AP this turn)"), {"player": name}))
    elif isinstance(action, EndTurn):
        note(state, Message(N_("{player} ends the turn"), {"player": name}))
        end_turn(state)
    elif isinstance(action, ProposeFestival):
        state.phase = PHASE_FESTIVAL
        festival.do_propose(state, cell(action.hex), tuple(action.cards))
    elif isinstance(action, FestivalPlay):
        festival.do_bid(state, tuple(action.cards))
    elif isinstance(action, FestivalStand):
        festival.do_stand(state)
    elif isinstance(action, FestivalDrop):
        festival.do_drop(state)


def _change_temple(state: GameState, c: int, value: int) -> None:
    old = state.temple[c]
    temples.take_floors(state, old, value)
    state.temple[c] = value
    state.changed_temples.append(c)
    state.ap -= 1
    state._regions = regions.changed(state._regions, (c,))
    if old:
        if state.disc[c]:
            state.disc[c] = False
            state.discs += 1
        add_score(state, state.current, value // 2, "temple",
                  Message(N_("expanded a temple from {old} to {value}"), {"old": old, "value": value}))
    else:
        add_score(state, state.current, value // 2, "temple",
                  Message(N_("built a value-{value} temple"), {"value": value}))


# ---- listing -----------------------------------------------------------------


def card_choices(hand: list[str], wanted: str | None) -> list[tuple[str, ...]]:
    """Every non-empty selection of matching cards from a hand (cards of one face are alike)."""
    counts = Counter(c for c in hand if card_worth(c, wanted) > 0)
    faces = sorted(counts)
    choices = []
    for amounts in product(*(range(counts[f] + 1) for f in faces)):
        chosen = tuple(f for f, k in zip(faces, amounts) for _ in range(k))
        if chosen:
            choices.append(chosen)
    return choices


# Legal actions come in groups, listed in this order; `legal_actions` is their concatenation.
# Enter, leave and move share "inca"; build and expand share "temple".
TURN_GROUPS = ("place", "token", "inca", "temple", "pond", "draw", "end", "festival")
FESTIVAL_GROUPS = ("bid", "stand", "drop")
ACTION_GROUPS = TURN_GROUPS + FESTIVAL_GROUPS


def action_groups(state: GameState) -> tuple[str, ...]:
    """The groups that may hold a legal action now, in listing order (a group may still turn out empty)."""
    if state.phase == PHASE_OVER:
        return ()
    if state.phase == PHASE_FESTIVAL:
        return FESTIVAL_GROUPS
    if not state.placed:
        return TURN_GROUPS[:2]
    return TURN_GROUPS


def legal_actions(state: GameState) -> list[Action]:
    actions: list[Action] = []
    for group in action_groups(state):
        actions.extend(legal_actions_in(state, group))
    return actions


def legal_actions_in(state: GameState, group: str) -> list[Action]:
    """The legal actions of one group (see `ACTION_GROUPS`), in the order `legal_actions` lists them.

    Only that group is worked out: a bot that first picks a group lists far fewer actions.
    """
    if group not in action_groups(state):
        return []
    if group in FESTIVAL_GROUPS:
        return _bidding_actions(state, group)
    if group == "place":
        return list(positions.legal_placement_actions(state))
    if group == "token":
        return [UseToken()] if check(state, UseToken()) is None else []
    if group == "inca":
        return _inca_actions(state)
    if group == "temple":
        return _temple_actions(state)
    if group == "pond":
        made = _made(state.board)
        return [made.pond[c] for c in ponds.pond_cells(state)]
    if group == "draw":
        return [DrawCard(s) for s in ("faceup", "deck") if cards.draw_problem(state, s) is None]
    if group == "end":
        return [EndTurn()]
    temples = festival.festival_temples(state)
    if not temples:
        return []
    hexes = state.board.hexes
    choices = card_choices(state.players[state.current].hand, state.faceup)
    return [ProposeFestival(hexes[t], choice) for t in temples for choice in choices]


def _bidding_actions(state: GameState, group: str) -> list[Action]:
    f = state.festival
    assert f is not None
    if group == "bid":
        bids: list[Action] = [FestivalPlay(c) for c in card_choices(state.players[f.bidder].hand, f.wanted)]
        return [a for a in bids if check(state, a) is None]
    action: Action = FestivalStand() if group == "stand" else FestivalDrop()
    return [action] if check(state, action) is None else []


class _MadeActions:
    """Action values that depend only on the board, built once and handed out again (they are frozen)."""

    def __init__(self, board: Board) -> None:
        hexes = board.hexes
        self.hexes = hexes
        self.pond = tuple(PlacePond(h) for h in hexes)
        self.enter = tuple(EnterInca(h) for h in hexes)
        self.leave = tuple(LeaveInca(h) for h in hexes)
        self.moves: dict[tuple[int, int], MoveInca] = {}

    def move(self, src: int, dst: int) -> MoveInca:
        action = self.moves.get((src, dst))
        if action is None:
            action = self.moves[(src, dst)] = MoveInca(self.hexes[src], self.hexes[dst])
        return action


_MADE: dict[int, _MadeActions] = {}


def _made(board: Board) -> _MadeActions:
    if id(board) not in _MADE:
        _MADE[id(board)] = _MadeActions(board)
    return _MADE[id(board)]


def _inca_actions(state: GameState) -> list[Action]:
    made = _made(state.board)
    out: list[Action] = [made.enter[c] for c in incas.entry_options(state)]
    me = state.current
    move = made.move
    zones = incas.zones_for(state, me)
    by_zone: dict[int | None, list[int]] = {}  # Incas in one zone share their destinations
    for c in [c for c, owner in enumerate(state.inca) if owner == me]:
        if incas.leave_problem(state, c) is None:
            out.append(made.leave[c])
        home = zones.zone_of[c]
        if home is None:
            targets = list(incas.reachable(state, c, state.ap))
        elif home in by_zone:
            targets = by_zone[home]
        else:
            targets = by_zone[home] = list(zones.targets(home, state.ap))
        out.extend([move(c, d) for d in targets])
    return out


def _temple_actions(state: GameState) -> list[Action]:
    hexes = state.board.hexes
    out: list[Action] = []
    for c, values in temples.options(state).items():
        kind = ExpandTemple if state.temple[c] else BuildTemple
        out.extend(kind(hexes[c], v) for v in values)
    return out


# GameState's shortcuts of the same names hand over to these
install_engine(check=check, apply=apply, legal_actions=legal_actions, action_groups=action_groups,
               legal_actions_in=legal_actions_in)
