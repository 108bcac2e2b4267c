"""Move review: how each turn of a recorded game changed the players' prospects, and what the
computer would have played instead. No drawing, no pygame: the viewer and `cuzco review` share it.

    review = review_game(first_state, actions, budget=12, progress=None, stop=None)
    review.expected[i][p]   # player p's expected final prestige at the start of the i-th turn
    review.swings(5)        # the turns where the most was lost, biggest first

The estimator (docs/review.md explains the choice):

* Expected final prestige of every player at a position is the computer
  levels' static evaluation (`cuzco.games.cuzco.bots.evaluate.Valuation.totals`):
  prestige scored plus what the board promises (villages led, first and
  second places in cities weighted by how near the end is, ponds, cards).
  It is cheap and deterministic, so the curve has a point at every turn.
* For every turn, the mover's *lead* (their expected prestige minus the best
  rival's) is taken where the mover's own part of the turn ends (the next
  player's go, or a festival they called) twice: after what was played, and
  after the turn the computer plays from the turn's start, deciding from the
  mover's view only. The difference is the turn's estimated loss. With a
  budget of 0 the computer is the Normal level (fast); otherwise it is the
  Hard level with that many search iterations per plan (12 is Hard's own).

Every computer player is seeded from the turn's number, so a given record
and budget always give the same review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cuzco.games.cuzco.rules.actions import Action, action_to_json
from cuzco.games.cuzco.rules.state import GameState

DEFAULT_BUDGET = 12  # the Hard level's calibrated search budget
MAX_TURN_ACTIONS = 40  # a safety net for a computer turn that never ends
MIN_LOSS = 0.5  # prestige points: smaller differences are the estimator's noise, not mistakes


def expected_prestige(state: GameState) -> list[float]:
    """Every player's expected final prestige here (their score once the game is over)."""
    if state.is_over:
        return [float(p.score) for p in state.players]
    from cuzco.games.cuzco.bots.evaluate import Valuation

    return [round(v, 2) for v in Valuation(state, 0).totals]


def lead(totals: Sequence[float], me: int) -> float:
    """How far `me` is ahead of the best rival (negative: behind)."""
    others = [t for p, t in enumerate(totals) if p != me]
    return totals[me] - (max(others) if others else 0.0)


def still_moving(state: GameState, mover: int, turn: int) -> bool:
    """True while the mover's own part of the turn goes on."""
    return not state.is_over and state.phase == "turn" and state.current == mover and state.turn == turn


def computer_turn(state: GameState, budget: int, seed: str) -> tuple[list[Action], GameState]:
    """The turn the computer plays from `state` for the player to move, and where it leaves the game."""
    from cuzco.games.cuzco.bots import make_bot

    bot = make_bot("hard", seed, budget) if budget > 0 else make_bot("normal", seed)
    mover, turn = state.current, state.turn
    played: list[Action] = []
    while still_moving(state, mover, turn) and len(played) < MAX_TURN_ACTIONS:
        action = bot.choose(state)  # decides from the mover's view: hidden cards are a filler
        state = state.apply(action)
        played.append(action)
    return played, state


@dataclass(frozen=True)
class TurnReview:
    index: int  # position where the turn starts (the first `index` actions played)
    end: int  # position where the mover's own part of it ends
    turn: int
    player: int
    played: tuple[Action, ...]
    suggested: tuple[Action, ...]
    played_lead: float
    suggested_lead: float

    @property
    def loss(self) -> float:
        """Prestige points the mover's lead is worse off than after the computer's turn (0 if not)."""
        return round(max(0.0, self.suggested_lead - self.played_lead), 2)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index, "end": self.end, "turn": self.turn, "player": self.player,
            "played": [action_to_json(a) for a in self.played],
            "suggested": [action_to_json(a) for a in self.suggested],
            "played_lead": round(self.played_lead, 2), "suggested_lead": round(self.suggested_lead, 2),
            "loss": self.loss,
        }


@dataclass
class Review:
    budget: int
    names: list[str]
    positions: list[int] = field(default_factory=list)  # where each turn starts
    turns: list[int] = field(default_factory=list)  # the turn number there
    expected: list[list[float]] = field(default_factory=list)  # per turn start, per player
    reviews: list[TurnReview] = field(default_factory=list)
    complete: bool = False

    def swings(self, count: int = 5, minimum: float = MIN_LOSS) -> list[TurnReview]:
        """The turns that lost most (at least `minimum`), biggest loss first (earlier turn on ties)."""
        big = [r for r in self.reviews if r.loss >= minimum]
        big.sort(key=lambda r: (-r.loss, r.index))
        return big[:count]

    def at(self, index: int) -> TurnReview | None:
        return next((r for r in self.reviews if r.index == index), None)

    def to_json(self, count: int = 5) -> dict[str, Any]:
        return {
            "budget": self.budget,
            "players": list(self.names),
            "complete": self.complete,
            "curve": [
                {"turn": t, "index": k, "expected": [round(v, 2) for v in e]}
                for t, k, e in zip(self.turns, self.positions, self.expected)
            ],
            "swings": [r.to_json() for r in self.swings(count)],
        }


def replay_states(first: GameState, actions: Sequence[Action]) -> list[GameState]:
    states = [first]
    for action in actions:
        states.append(states[-1].apply(action))
    return states


def review_game(
    first: GameState,
    actions: Sequence[Action],
    budget: int = DEFAULT_BUDGET,
    progress: Callable[[int, int], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Review:
    """Review a recorded game (actions already known to be legal from `first`).

    `progress(done, total)` is told after each turn; `stop()` returning True ends
    the work early (the review so far is returned, `complete` False).
    """
    if budget < 0:
        raise ValueError("the review budget cannot be negative")
    states = replay_states(first, actions)
    review = Review(budget, [p.name for p in first.players])
    starts = [k for k, s in enumerate(states) if k == 0 or s.turn != states[k - 1].turn]
    total = len(starts)
    for done, k in enumerate(starts):
        if stop is not None and stop():
            return review
        state = states[k]
        review.positions.append(k)
        review.turns.append(state.turn)
        review.expected.append(expected_prestige(state))
        if still_moving(state, state.current, state.turn):
            review.reviews.append(_review_turn(states, actions, k, budget))
        if progress is not None:
            progress(done + 1, total)
    review.complete = True
    return review


def _review_turn(states: list[GameState], actions: Sequence[Action], k: int, budget: int) -> TurnReview:
    start = states[k]
    mover, turn = start.current, start.turn
    end = k
    while end < len(actions) and still_moving(states[end], mover, turn):
        end += 1
    suggested, after = computer_turn(start, budget, f"review/{turn}")
    return TurnReview(
        index=k, end=end, turn=turn, player=mover,
        played=tuple(actions[k:end]), suggested=tuple(suggested),
        played_lead=lead(expected_prestige(states[end]), mover),
        suggested_lead=lead(expected_prestige(after), mover),
    )
