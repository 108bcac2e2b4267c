"""Move review of a saved game of Feld's Cuzco: each decision of the reviewed seats against the Hard player's.

    review = review_game(game, seats=[0], level="hard", worlds=2, progress=None, stop=None)
    review.swings(5)        # the five decisions that lost the most, biggest first
    review.at(index)        # the reviewed decision made at action `index` of the record, or None
    review.to_json(5)

For every action of a reviewed seat that was a real choice (more than one legal action), the computer
player of `level` is asked from that seat's own view (it never sees another hand), and when it would do
otherwise the loss is estimated: on `worlds` guesses of the hidden cards (the same guesses for both), the
played action and the suggested one are each followed by a greedy playout to the end of the round, and
the seat's value there (VP, plus what its position promises, as the computer players count it) is
compared. The estimate is in VP, never below 0, and deterministic for a given record and level.
`progress(done, total)` is called after each reviewed decision; `stop` (a threading.Event or anything
with `is_set`) ends the review early, with what was reviewed so far.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from cuzco.games.feld_cuzco.rules import Game
from cuzco.games.feld_cuzco.rules.actions import Action, action_to_json
from cuzco.games.feld_cuzco.rules.engine import apply, legal_actions
from cuzco.games.feld_cuzco.rules.errors import IllegalAction
from cuzco.games.feld_cuzco.rules.state import State
from cuzco.games.feld_cuzco.rules.view import view

from .determinize import determinize
from .levels import make_bot
from .players import value

LEVELS = ("hard", "normal")
DEFAULT_WORLDS = 2
SWING = 0.5  # a loss below this is noise, not a swing
PLAYOUT_STEPS = 400


class Stop(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class Decision:
    index: int  # the action's place in the record (the state before it is game.states[index])
    round: int
    player: int
    played: Action
    suggested: Action
    loss: float  # estimated VP lost against the suggestion; 0 when they agree


@dataclass
class Review:
    names: list[str]
    seats: list[int]
    level: str
    worlds: int
    decisions: list[Decision] = field(default_factory=list)
    complete: bool = True

    def swings(self, top: int) -> list[Decision]:
        big = [d for d in self.decisions if d.loss >= SWING]
        return sorted(big, key=lambda d: (-d.loss, d.index))[:top]

    def at(self, index: int) -> Decision | None:
        return next((d for d in self.decisions if d.index == index), None)

    def total(self, seat: int) -> float:
        return round(sum(d.loss for d in self.decisions if d.player == seat), 1)

    def agreed(self, seat: int) -> tuple[int, int]:
        """(decisions where the seat chose as the computer would, decisions reviewed) for `seat`."""
        mine = [d for d in self.decisions if d.player == seat]
        return sum(1 for d in mine if d.played == d.suggested), len(mine)

    def to_json(self, top: int) -> dict[str, Any]:
        return {
            "game": "feld-cuzco", "level": self.level, "worlds": self.worlds, "complete": self.complete,
            "seats": [{"seat": s, "name": self.names[s], "decisions": self.agreed(s)[1],
                       "agreed": self.agreed(s)[0], "loss": self.total(s)} for s in self.seats],
            "swings": [{"index": d.index, "round": d.round, "player": d.player, "name": self.names[d.player],
                        "played": action_to_json(d.played), "suggested": action_to_json(d.suggested),
                        "loss": d.loss} for d in self.swings(top)],
        }


def rollout(s: State, steps: int = PLAYOUT_STEPS) -> State:
    """Every seat takes the action that looks best for itself one step ahead, to the end of the round."""
    start = s.round
    while not s.over and s.round == start and steps > 0:
        actions = legal_actions(s)
        if not actions:
            break
        who = s.actor
        s = max((apply(s, a) for a in actions), key=lambda o: value(o, who))
        steps -= 1
    return s


def estimate_loss(state: State, seat: int, played: Action, suggested: Action, worlds: int,
                  rng: random.Random) -> float:
    total, counted = 0.0, 0
    for _ in range(worlds):
        world = determinize(view(state, seat), rng)
        try:
            ours = value(rollout(apply(world, played)), seat)
            theirs = value(rollout(apply(world, suggested)), seat)
        except IllegalAction:  # the guess of the hidden cards does not allow one of them: skip it
            continue
        total += theirs - ours
        counted += 1
    return round(max(0.0, total / counted), 1) if counted else 0.0


def choices(game: Game, seats: Sequence[int]) -> list[int]:
    """The indexes of the record's actions that were real choices of the reviewed seats."""
    return [i for i, action in enumerate(game.actions)
            if action.player in seats and game.states[i].actor == action.player
            and len(legal_actions(game.states[i])) > 1]


def review_game(game: Game, seats: Sequence[int], level: str = "hard", worlds: int = DEFAULT_WORLDS,
                progress: Callable[[int, int], None] | None = None, stop: Stop | None = None) -> Review:
    if level not in LEVELS:
        raise ValueError(f"unknown review level {level!r}")
    state0 = game.states[0]
    review = Review(list(state0.names), sorted(set(seats)), level, worlds)
    todo = choices(game, review.seats)
    for done, index in enumerate(todo, start=1):
        if stop is not None and stop.is_set():
            review.complete = False
            break
        state, played = game.states[index], game.actions[index]
        seat = played.player
        suggested = make_bot(level, index).choose(view(state, seat))
        loss = 0.0
        if suggested != played:
            loss = estimate_loss(state, seat, played, suggested, worlds, random.Random(f"feld-review/{index}"))
        review.decisions.append(Decision(index, state.round, seat, played, suggested, loss))
        if progress is not None:
            progress(done, len(todo))
    return review


__all__ = ["DEFAULT_WORLDS", "Decision", "LEVELS", "Review", "choices", "review_game"]
