"""A whole suggested turn, as the hint and the review show it: its steps and the board at each
(`turn_reasons.why` says why it is good).

    plan = plan_turn(state, bot)        # the computer plays the mover's turn on the seat's view only
    plan.actions, plan.states           # states[i] is where actions[i] is played from (one more at the end)
    plan.playable()                     # what "Play this" applies (a closing EndTurn left to the player,
                                        # unless ending the turn is all the plan says)
    step_overlay(plan, i)               # step i highlighted on the board, every step numbered
    clear_spot(size, area, corners, keep_clear, avoid)   # where a panel about it hides none of its hexes

The plan is made on `seat_state` (the other hands and the deck's order are a canonical filler),
so it never depends on what the seat cannot see. After a card drawn from the deck the plan goes
on with the view's stand-in card: those steps are shown as a sketch, and "Play this" stops at the
draw, since what comes next depends on a card nobody knows yet. Nothing here draws. It lives beside
`describe` in the viewer package, since both the hint and the review read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import Action, DrawCard, EndTurn
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.computer_turns import action_hexes
from cuzco.games.cuzco.ui.render.overlays import Overlay
from cuzco.games.cuzco.ui.viewer.describe import highlight
from cuzco.shell.widgets.theme import px

MAX_STEPS = 40  # a safety net: real turns take under a dozen actions


@dataclass(frozen=True)
class TurnPlan:
    states: tuple[GameState, ...]
    actions: tuple[Action, ...]

    @property
    def mover(self) -> int:
        return self.states[0].actor

    @property
    def deck_draw(self) -> int | None:
        """The index of the first card drawn from the deck: the steps after it were planned on a card
        nobody knows yet (the seat's view holds a stand-in), so they are only a sketch."""
        return next((k for k, a in enumerate(self.actions) if isinstance(a, DrawCard) and a.source == "deck"), None)

    def playable(self) -> list[Action]:
        """The actions "Play this" applies: up to a card drawn from the deck (what follows depends on
        the card), and never a closing EndTurn (ending the turn stays the player's)."""
        acts = list(self.actions)
        if self.deck_draw is not None:
            return acts[: self.deck_draw + 1]
        if len(acts) > 1 and isinstance(acts[-1], EndTurn):
            return acts[:-1]
        return acts  # a plan that is only "end the turn" is played too: it is the whole suggestion

    @property
    def stops_at_a_draw(self) -> bool:
        return self.deck_draw is not None and self.deck_draw < len(self.actions) - 1


def still_moving(state: GameState, mover: int, turn: int) -> bool:
    return not state.is_over and state.phase == "turn" and state.current == mover and state.turn == turn


def plan_turn(state: GameState, bot: Any) -> TurnPlan:
    """The rest of the mover's turn as `bot` would play it, decided on the mover's view only."""
    from cuzco.games.cuzco.bots.information import seat_state

    mover, turn = state.actor, state.turn
    view = seat_state(state, mover)
    states, actions = [view], []
    while still_moving(view, mover, turn) and len(actions) < MAX_STEPS:
        action = bot.choose(view)
        view = view.apply(action)
        actions.append(action)
        states.append(view)
    return TurnPlan(tuple(states), tuple(actions))


def plan_from(states: Sequence[GameState], actions: Sequence[Action]) -> TurnPlan:
    return TurnPlan(tuple(states), tuple(actions))


def step_overlay(plan: TurnPlan, index: int) -> Overlay:
    """Step `index` highlighted as on the board it is played on, and every step's spot numbered."""
    if not plan.actions:
        return Overlay()
    index = max(0, min(index, len(plan.actions) - 1))
    out = highlight(plan.states[index], plan.actions[index])
    for k, action in enumerate(plan.actions):
        hexes = action_hexes(plan.states[k], action)
        if hexes:
            spot = hexes[-1] if len(hexes) == 2 else hexes[0]  # a move is numbered where it ends
            out.labels[spot] = f"{out.labels[spot]},{k + 1}" if spot in out.labels else str(k + 1)
    return out


def step_hexes(plan: TurnPlan, index: int) -> list[Any]:
    """The hexes step `index` speaks of (what a panel must not cover)."""
    if not 0 <= index < len(plan.actions):
        return []
    return action_hexes(plan.states[index], plan.actions[index])


def clear_spot(size: tuple[int, int], area: pygame.Rect, corners: list[tuple[int, int]],
               keep_clear: list[tuple[int, int]], avoid: list[pygame.Rect]) -> pygame.Rect:
    """A box of `size` at the first of the `corners` (its top-left) that covers none of the points in
    `keep_clear` and none of the rects in `avoid` (the spot a panel talks about must stay in sight);
    when every corner hides something, the one that hides least."""
    scored: list[tuple[int, int, pygame.Rect]] = []
    for k, (x, y) in enumerate(corners):
        box = pygame.Rect((x, y), size).clamp(area)
        hidden = sum(1 for p in keep_clear if box.inflate(px(24), px(24)).collidepoint(p))
        hidden += sum(4 for r in avoid if box.colliderect(r))
        if hidden == 0:
            return box
        scored.append((hidden, k, box))
    return min(scored)[2] if scored else pygame.Rect(area.topleft, size)
