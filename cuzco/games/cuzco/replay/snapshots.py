"""SnapshotStore: the state of a recorded game at any position, without replaying from the start.

A state is kept at every turn start and at least every `every` actions; any
other position is rebuilt from the nearest kept state at or before it, so a
step costs at most `every - 1` rule applications (and stepping forward one
action costs one, from the state shown last). A few recently rebuilt states
are remembered, so stepping back and forth inside a turn costs nothing.

Small facts about every position (turn, whose go, phase, scores) are kept for
all positions at once: a timeline or a chart reads them without any state.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cuzco.games.cuzco.rules.actions import Action
from cuzco.games.cuzco.rules.setup import Setup, new_game
from cuzco.games.cuzco.rules.state import GameState

DEFAULT_EVERY = 8
RECENT = 48  # rebuilt states remembered


@dataclass(frozen=True)
class PositionInfo:
    """What is true after the first `index` actions."""

    index: int
    turn: int
    current: int  # whose turn it is
    actor: int  # who must act next (the bidder during a festival)
    phase: str  # "turn", "festival" or "over"
    scores: tuple[int, ...]


def _info(index: int, state: GameState) -> PositionInfo:
    return PositionInfo(
        index, state.turn, state.current, state.actor, state.phase, tuple(p.score for p in state.players)
    )


class SnapshotStore:
    def __init__(
        self,
        first: GameState,
        actions: Sequence[Action],
        *,
        every: int = DEFAULT_EVERY,
        known: Sequence[GameState] | None = None,
    ) -> None:
        """`known`, when given, are the states after each number of actions (as a loaded
        `Game` keeps them): they are taken as they are instead of replaying the record."""
        if every < 1:
            raise ValueError("snapshots must be kept at least every action")
        if known is not None and len(known) != len(actions) + 1:
            known = None
        self.actions: tuple[Action, ...] = tuple(actions)
        self.every = every
        self.infos: list[PositionInfo] = []
        self._kept: dict[int, GameState] = {}
        self._recent: OrderedDict[int, GameState] = OrderedDict()
        self.rebuilt = 0  # rule applications spent on lookups (not the first pass): tests read it
        state = first
        since = 0
        for k in range(len(self.actions) + 1):
            if k:
                state = known[k] if known is not None else state.apply(self.actions[k - 1])
            info = _info(k, state)
            new_turn = (
                not self.infos or info.turn != self.infos[-1].turn or info.phase != self.infos[-1].phase
            )
            if new_turn or since >= every - 1 or k == len(self.actions):
                self._kept[k] = state
                since = 0
            else:
                since += 1
            self.infos.append(info)

    # ---- building ------------------------------------------------------------------
    @classmethod
    def from_record(
        cls, setup: Setup, actions: Sequence[Action], every: int = DEFAULT_EVERY
    ) -> SnapshotStore:
        """Replay `actions` from `setup` once (they must already be known to be legal)."""
        return cls(new_game(setup.resolved()), actions, every=every)

    @classmethod
    def from_game(cls, game: Any, every: int = DEFAULT_EVERY) -> SnapshotStore:
        """From a loaded or finished `cuzco.games.cuzco.rules.record.Game`, reusing the states it holds."""
        states = getattr(game, "states", None)
        actions = list(game.actions)
        if isinstance(states, list) and len(states) == len(actions) + 1:
            return cls(states[0], actions, every=every, known=states)
        return cls.from_record(game.setup, actions, every)

    # ---- looking up ------------------------------------------------------------------
    def __len__(self) -> int:
        """How many actions the record holds (positions run from 0 to this)."""
        return len(self.actions)

    @property
    def last(self) -> int:
        return len(self.actions)

    @property
    def final(self) -> GameState:
        return self._kept[self.last]

    @property
    def finished(self) -> bool:
        return self.infos[-1].phase == "over"

    def info(self, k: int) -> PositionInfo:
        return self.infos[self.clamp(k)]

    def clamp(self, k: int) -> int:
        return max(0, min(self.last, k))

    def kept_positions(self) -> list[int]:
        return sorted(self._kept)

    def state_at(self, k: int) -> GameState:
        """The state after the first k actions (k is clamped to the record)."""
        k = self.clamp(k)
        found = self._kept.get(k)
        if found is None:
            found = self._recent.get(k)
        if found is not None:
            if k in self._recent:
                self._recent.move_to_end(k)
            return found
        base = max(i for i in self._kept if i <= k)
        # start from the nearest state already built, kept or recent
        for j in range(k - 1, base, -1):
            if j in self._recent:
                base = j
                break
        state = self._kept.get(base) or self._recent[base]
        for i in range(base, k):
            state = state.apply(self.actions[i])
            self.rebuilt += 1
            self._remember(i + 1, state)
        return state

    def _remember(self, k: int, state: GameState) -> None:
        if k in self._kept:
            return
        self._recent[k] = state
        self._recent.move_to_end(k)
        while len(self._recent) > RECENT:
            self._recent.popitem(last=False)

    def action_at(self, k: int) -> Action | None:
        """The action about to be played at position k (None at the end of the record)."""
        return self.actions[k] if 0 <= k < len(self.actions) else None
