"""What one seat may see: the table with everything face down or in other hands blanked out.

A `PlayerView` holds a copy of the state in which hidden entries are UNKNOWN (-1):
the order of the face-down god piles, of the study and farm stacks and of the mission
piles (their sizes stay known); the god cards in the other players' hands (how many
they hold stays known); the golden missions another player drew at setup; and the
seed, so future dice cannot be foreseen. Everything else lies face up on the table.
Bots and screens receive views; `legal_actions(view.state)` works on one, since no
rule depends on a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import UNKNOWN, State


@dataclass(frozen=True)
class PlayerView:
    me: int
    state: State

    @property
    def actor(self) -> int:
        return self.state.actor

    @property
    def my_turn(self) -> bool:
        return not self.state.over and self.state.actor == self.me


def view(state: State, seat: int) -> PlayerView:
    if not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat} in this game")
    masked = state.clone()
    masked.seed = None
    masked.god_piles = [[UNKNOWN] * len(pile) for pile in state.god_piles]
    masked.stacks = [[UNKNOWN] * len(stack) for stack in state.stacks]
    masked.mission_piles = [[UNKNOWN] * len(pile) for pile in state.mission_piles]
    for other, p in enumerate(masked.players):
        if other != seat:
            p.hand = [UNKNOWN] * len(p.hand)
            p.drawn = [UNKNOWN] * len(p.drawn)
    return PlayerView(seat, masked)


view_for = view
