"""What a bot is: something that picks the next action for whoever must act.

A bot sees the same `GameState` a human player's screen is drawn from and
chooses through the public rules API (`state.legal_actions()`, `state.check`,
`cuzco.games.cuzco.rules.queries`, `state.copy()`/`apply` to look ahead). It never reads
hidden information: `choose` hands `decide` the seat's view, in which the
deck's order and the other hands are a canonical filler (`information.py`).

Every bot owns a `random.Random` seeded from its own seed and kind, so a game
between bots is reproducible from the seeds alone and never touches the
global random state (the UI or a test may be using it).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Protocol, runtime_checkable

from cuzco.games.cuzco.rules import Action, GameState


@runtime_checkable
class Bot(Protocol):
    kind: str

    def choose(self, state: GameState) -> Action:
        """A legal action for `state.actor`, in any phase (turn or festival bidding)."""
        ...


class SeededBot(ABC):
    """Shared plumbing: the kind's name and a private random generator."""

    kind = "bot"

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.rng = random.Random(f"{seed}/{self.kind}")

    def choose(self, state: GameState) -> Action:
        """A legal action for `state.actor`, decided from what that seat can see (`information.seat_state`)."""
        from .information import seat_state

        return self.decide(seat_state(state, state.actor))

    @abstractmethod
    def decide(self, state: GameState) -> Action:
        """A legal action for `state.actor`; `state` holds only what that seat knows (hidden cards canonical)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class NoLegalAction(RuntimeError):
    """The rules offered no action although the game is not over (an engine bug)."""
