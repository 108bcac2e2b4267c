"""A whole suggested turn, as the hint and the review show it: its steps, the board at each, and why.

    plan = plan_turn(state, bot)        # the computer plays the mover's turn on the seat's view only
    plan.actions, plan.states           # states[i] is where actions[i] is played from (one more at the end)
    plan.playable()                     # what "Play this" applies (the turn's closing EndTurn left to the player)
    step_overlay(plan, i)               # step i highlighted on the board, every step numbered
    why(plan)                           # "+4 PP now, and your Inca stands highest in the new city"
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

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import Action, BuildTemple, DrawCard, EndTurn
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.computer_turns import action_hexes
from cuzco.games.cuzco.ui.render.overlays import Overlay
from cuzco.games.cuzco.ui.viewer.describe import highlight
from cuzco.shell.i18n import _, ngettext
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
        return acts[:-1] if acts and isinstance(acts[-1], EndTurn) else acts

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


def _led(state: GameState, me: int) -> dict[frozenset[int], tuple[str, int, int]]:
    """The villages and cities `me` stands highest in: cells -> (kind, size, temple value)."""
    out = {}
    for region in queries.regions(state):
        if region.kind in ("village", "city") and queries.highest_position(state, region.cells) == me:
            value = state.temple[region.temple] if region.temple is not None else 0
            out[region.cells] = (region.kind, region.size, value)
    return out


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _("{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])


def why(plan: TurnPlan) -> str:
    """Why the plan is good for the mover, in a few words: points now, places led, the outlook."""
    if not plan.actions:
        return ""
    from cuzco.games.cuzco.review.analysis import expected_prestige

    start, end, me = plan.states[0], plan.states[-1], plan.mover
    parts: list[str] = []
    now = end.players[me].score - start.players[me].score
    if now:
        parts.append(_("+{pp} PP now", pp=now))
    before = _led(start, me)
    built = {end.cell(a.hex) for a in plan.actions if isinstance(a, BuildTemple)}
    for cells, (kind, size, value) in sorted(_led(end, me).items(), key=lambda kv: -kv[1][2] - kv[1][1]):
        if cells in before and before[cells] == (kind, size, value):
            continue
        if kind == "city" and built & cells:
            parts.append(_("your Inca stands highest in the new city"))
        elif kind == "city":
            parts.append(_("you stand highest in the city of the value-{v} temple", v=value))
        else:
            parts.append(ngettext("you lead a village of {n} hex", "you lead a village of {n} hexes", size))
        if len(parts) >= 3:
            break
    later = expected_prestige(end)[me] - expected_prestige(start)[me] - now
    if later >= 1 and len(parts) < 3:
        parts.append(ngettext("about {n} PP more to come by the end", "about {n} PP more to come by the end",
                              round(later)))
    if not parts:
        return _("Why: nothing better is in reach this turn")
    return _("Why: {reasons}", reasons=_join(parts))


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
