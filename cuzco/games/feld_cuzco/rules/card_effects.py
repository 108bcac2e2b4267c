"""What a god card does once `check` has allowed it (the timing of each card is in cards.py)."""

from __future__ import annotations

from . import components as C
from .actions import PlayCard
from .effects import advance_knowledge, gain_vp, reveal
from .state import State


def play_card(state: State, a: PlayCard) -> None:
    p = state.players[a.player]
    god = C.god_of(a.card)
    if a.medal:
        p.medals -= 1
        state.god_discard.append(a.card)
        reveal(state, god)
    else:
        p.hand.remove(a.card)
        p.offerings -= 1
        state.god_discard.append(a.card)
    t = a.target
    if a.card == 1:
        p.effects.extend((1, -1))
    elif a.card == 2:
        for s in t:
            p.slid[s] = False
    elif a.card == 4:
        p.missions.remove(t[0])
        p.completed.append(t[0])
        p.completed_with_card += 1
        gain_vp(state, a.player, C.MISSION_VP_CARD4.value, "missions")  # type: ignore[arg-type]
        if state.tasks[-1][0] == "mission":
            state.tasks.pop()
    elif a.card == 6:
        dice = state.own("spaces", t[0])
        i = next(i for i, (_, pips) in enumerate(dice) if pips == t[1])
        state.own("spaces", t[2]).append(dice.pop(i))
    elif a.card == 8:
        state.tasks.pop()
        p.food += 3
        advance_knowledge(state, a.player, 3)
    elif a.card == 9:
        p.slots[t[2]] = state.own("tile_discards", t[0]).pop(t[1])
        p.slid[t[2]] = False
        p.effects.remove(-9)
    else:
        p.effects.append(a.card)

