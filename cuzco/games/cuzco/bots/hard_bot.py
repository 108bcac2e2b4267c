"""Hard: searches whole-turn plans over sampled worlds (`plan_search.py`), then plays the plan.

At the first decision of a turn (or whenever the board no longer matches
the plan, say after a card drawn from the deck changed what is possible) it
runs the search with a fixed iteration budget and keeps the plan; the next
actions of the turn follow it at no cost. Festival bids are Normal's.

`ITERATIONS` is calibrated so a plan costs well under a second on a slow
two-core machine (docs/ai.md has the measurements); tests may pass a
smaller budget, the code path is the same.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, GameState

from . import festival_tactics, plan_search
from .base import SeededBot
from .normal_bot import NormalBot

ITERATIONS = 12
WIDTH = 10  # first actions (plans) the search compares; iterations beyond it re-sample the best by UCB1


def plan_key(state: GameState) -> tuple[object, ...]:
    """What must not have changed for the rest of a plan to still make sense."""
    return (state.turn, state.current, state.ap, state.draws, tuple(state.inca), tuple(state.height),
            tuple(state.temple), tuple(state.pond), len(state.players[state.current].hand))


class HardBot(SeededBot):
    kind = "hard"

    def __init__(self, seed: int | str, iterations: int | None = None) -> None:
        super().__init__(seed)
        self.iterations = ITERATIONS if iterations is None else iterations
        self.policy = NormalBot(f"{seed}/policy")
        self._plan: list[Action] = []
        self._expect: tuple[object, ...] | None = None

    def decide(self, state: GameState) -> Action:
        if state.festival is not None:
            return festival_tactics.bid(state)
        if self._plan and self._expect == plan_key(state) and state.check(self._plan[0]) is None:
            action = self._plan.pop(0)
        else:
            plan = plan_search.search(state, self.iterations, WIDTH, self.rng, self.policy)
            action, self._plan = plan[0], plan[1:]
        self._expect = self._after(state, action)
        return action

    @staticmethod
    def _after(state: GameState, action: Action) -> tuple[object, ...] | None:
        """The plan key expected after `action` (a drawn card is not in it); None once the turn is over."""
        if action.type in ("end", "festival"):
            return None
        return plan_key(state.apply(action))
