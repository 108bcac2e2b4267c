"""Phase II tile abilities: how strong one joint use is, and whether it can be used now (and why not)."""

from __future__ import annotations

from cuzco.text import N_, Message

from . import board as B
from . import components as C
from .state import State, peek


def ability_strength(state: State, seat: int, kind: int, ability: int) -> int:
    """How many tiles join in one use (god card 01 adds one: effect 1 for study, -1 for farm)."""
    p = peek(state, seat)
    return B.ability_count(p, kind, ability) + (1 if (1 if kind == C.STUDY else -1) in p.effects else 0)


def ability_problem(state: State, seat: int, kind: int, ability: int) -> Message | None:
    """Why the `kind` tiles' `ability` cannot be used now (None: it can)."""
    reason = _blocked(state, seat, kind, ability)
    return None if reason is None else Message(reason)


def _blocked(state: State, seat: int, kind: int, ability: int) -> str | None:
    p = peek(state, seat)
    if kind not in (C.STUDY, C.FARM) or not 1 <= ability <= 12:
        return N_("there is no such tile ability")
    if B.ability_count(p, kind, ability) == 0:
        return N_("the player has no tile of that kind with that ability")
    if p.used[kind]:
        extra = 11 if kind == C.STUDY else 15
        if extra not in p.effects:
            return N_("one ability of each kind per round, and this kind is used")
        if ability in p.used_abilities[kind]:
            return N_("the extra ability must differ from the one used")
    count = ability_strength(state, seat, kind, ability)
    if ability in (4, 6) and not B.can_move(state, seat, 0 if ability == 4 else 1, (2, 4, 6)[min(count, 3) - 1]):
        return N_("no road of that kind is short enough for this ability")
    if ability == 3 and not B.feather_dots(state, seat, -1):
        return N_("no feather can be placed")
    if ability == 7 and not any(state.face_up):
        return N_("no god card is face up")
    if ability == 8 and not B.mask_quipus(p):
        return N_("no quipu left on the mask")
    if ability == 9 and not B.eligible_circlets(p, 3 if count == 1 else 6):
        return N_("no circlet can be activated")
    if ability in (11, 12) and not B.can_take_tile(state, seat, C.FARM if ability == 11 else C.STUDY,
                                                   3 if count == 1 else 6):
        return N_("no tile can be taken and placed")
    return None


def any_ability(state: State, seat: int) -> bool:
    p = peek(state, seat)
    for t in set(B.tiles(p)):
        tile = C.TILES[t]
        if _blocked(state, seat, tile.kind, tile.ability) is None:
            return True
    return False
