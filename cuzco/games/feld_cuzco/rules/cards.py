"""God cards played from the hand (one offering) or, for an Inti medal, from the face-up display.

When each card may be played (always by the player whose decision it is):
- phase I, before placing the die of the turn: 05 (an extra turn after this one), 06 (move a die),
  07 (ignore the lower-pips rule), 10 (village VP on delivery), 12 (send a priest home),
  13 (move ignoring pips and road type; also while a phase I move is asked), 14 (the die counts as 6);
- phase I, while spending exchange pips: 02 (slide up to 2 tiles back up);
- phase I, after taking a tile this turn: 09 (a tile from the discard piles too), asked at once after the tile
  and playable at any later decision of the same turn;
- phase I or II, when a fire blessing is asked: 08 (3 food and 3 knowledge instead);
- phase II, while using abilities: 01 (one study and one farm use count one tile more), 11, 15;
- phase III, when buying: 03 (the good scores twice); when completing a mission, and at the end of the
  game on each remaining mission: 04 (one requirement lowered by 1, 4 VP).
"""

from __future__ import annotations

from cuzco.text import N_, Message

from . import board as B
from . import components as C
from .abilities import any_ability
from .actions import PlayCard
from .state import EMPTY, State, peek

_BEFORE_PLACING = (5, 6, 7, 10, 12, 13, 14)


def timely(state: State, card: int) -> bool:
    """Whether `card` may be played at this moment of the game (by the player who must decide)."""
    task = str(state.tasks[-1][0])
    p = peek(state, state.actor)
    if card in _BEFORE_PLACING:
        if card == 13 and task == "move":  # phase I only: not for the moves of tiles 04 and 06 in phase II
            return state.phase == "dice" and 13 not in p.effects
        return state.phase == "dice" and task in ("place", "extra") and card not in p.effects
    if card == 2:
        return task == "exchange"
    if card == 9:
        return state.phase == "dice" and -9 in p.effects
    if card == 8:
        return task == "blessing" and state.phase in ("dice", "abilities")
    if card in (1, 11, 15):
        marker = {1: 1, 11: 11, 15: 15}[card]
        return task == "abilities" and marker not in p.effects
    if card == 3:
        return task == "buy" and 3 not in p.effects
    return task in ("mission", "end_missions")  # card 04


# The tasks at which a card may be timely (the listing asks `timely` only about these); god card 09 may be
# timely at any task of phase I.
_TIMELY_AT = {
    **dict.fromkeys(_BEFORE_PLACING, ("place", "extra")), 13: ("place", "extra", "move"), 2: ("exchange",),
    8: ("blessing",), 1: ("abilities",), 11: ("abilities",), 15: ("abilities",), 3: ("buy",),
    4: ("mission", "end_missions"),
}
ANY_TASK = frozenset((9,))
MAY_BE_TIMELY = {task: frozenset(c for c, at in _TIMELY_AT.items() if task in at) | ANY_TASK
                 for task in {t for at in _TIMELY_AT.values() for t in at}}


def check_card(state: State, a: PlayCard) -> Message | None:
    p = peek(state, a.player)
    if not 1 <= a.card <= 15:
        return Message(N_("there is no god card {n}"), {"n": a.card})
    if a.medal:
        if p.medals < 1:
            return Message(N_("the player has no Inti medal"))
        if state.face_up[C.god_of(a.card)] != a.card:
            return Message(N_("that card is not face up on the display"))
    else:
        if a.card not in p.hand:
            return Message(N_("the player does not hold that card"))
        if p.offerings < 1:
            return Message(N_("playing a god card costs an offering, and the player has none"))
    if not timely(state, a.card):
        return Message(N_("this god card cannot be played now"))
    return _target_problem(state, a)


def _target_problem(state: State, a: PlayCard) -> Message | None:
    p, t = peek(state, a.player), a.target
    if a.card == 2:
        if not 1 <= len(t) <= 2 or len(set(t)) != len(t) or \
                any(not (0 <= s < 12 and p.slots[s] >= 0 and p.slid[s]) for s in t):
            return _wrong_target()
    elif a.card == 4:
        if len(t) != 2 or t[0] not in p.missions or not 0 <= t[1] < len(C.MISSIONS[t[0]].needs) \
                or not B.mission_met(state, a.player, t[0], t[1]):
            return Message(N_("that mission is not met even with one requirement lowered by 1"))
    elif a.card == 6:
        board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
        if len(t) != 3 or not 0 <= t[0] < len(board) or not 0 <= t[2] < len(board) or t[0] == t[2] or \
                not any(pips == t[1] for _, pips in state.spaces[t[0]]):
            return _wrong_target()
    elif a.card == 9:
        if len(t) != 3 or t[0] not in (0, 1) or not 0 <= t[1] < len(state.tile_discards[t[0]]) \
                or not 0 <= t[2] < 12 or p.slots[t[2]] != EMPTY:
            return Message(N_("god card 09 needs a tile of a discard pile and an empty mask space"))
    elif t:
        return _wrong_target()
    return None


def _wrong_target() -> Message:
    return Message(N_("the card's target is not valid"))


_PHASE_TWO_MARKERS = {1: [1, -1], 11: [11], 15: [15]}


def _playable(state: State, seat: int, card: int) -> bool:
    """Whether `seat` holds `card` and an offering, or an Inti medal while `card` is face up."""
    p = peek(state, seat)
    return (card in p.hand and p.offerings > 0) or (p.medals > 0 and state.face_up[C.god_of(card)] == card)


def card_unblocks_ability(state: State, seat: int) -> bool:
    """Whether a god card 01, 11 or 15 that `seat` could play now would make one of its tile abilities usable
    (then the phase II step stays open for it)."""
    p = state.players[seat]
    before = p.effects
    try:
        for card, markers in _PHASE_TWO_MARKERS.items():
            if card not in before and _playable(state, seat, card):
                p.effects = before + markers
                if any_ability(state, seat):
                    return True
    finally:
        p.effects = before
    return False


def can_take_discard(state: State, seat: int) -> bool:
    """Whether `seat` could play a god card 09 now (from the hand or for a medal): a tile taken this turn
    in phase I, a tile in a discard pile and an empty mask space."""
    p = peek(state, seat)
    return _playable(state, seat, 9) and -9 in p.effects and any(state.tile_discards) and EMPTY in p.slots


def can_waive(state: State, seat: int) -> bool:
    """Whether `seat` could play a god card 04 (from the hand or for a medal) on one of its missions."""
    p = peek(state, seat)
    return _playable(state, seat, 4) and any(B.mission_met_with_card(state, seat, m) for m in p.missions)
