"""Replaying the others' turns on the board, one past state after another, for any game that keeps its
states (a game is a seed plus its actions: its record holds every state it passed through).

    replay = TurnReplay()
    replay.begin(first, last)     # False when there is nothing to show
    replay.at                     # the index into the record's states on screen, or None
    replay.advance(dt)            # True once the last past state has been shown
    replay.stop()

The game is never changed: the game screen simply draws `states[replay.at]` meanwhile.
"""

from __future__ import annotations

STEP = 0.3  # seconds each past move stays on screen


class TurnReplay:
    def __init__(self, step: float = STEP) -> None:
        self.step = step
        self.at: int | None = None
        self.last = 0
        self.clock = 0.0

    @property
    def active(self) -> bool:
        return self.at is not None

    def begin(self, first: int, last: int) -> bool:
        """Show states `first` .. `last - 1` in turn (the state `last` is the game's own, shown after)."""
        if last <= first:
            return False
        self.at, self.last, self.clock = first, last, 0.0
        return True

    def stop(self) -> None:
        self.at = None

    def advance(self, dt: float) -> bool:
        if self.at is None:
            return False
        self.clock += dt
        if self.clock < self.step:
            return False
        self.clock = 0.0
        self.at += 1
        if self.at >= self.last:
            self.at = None
            return True
        return False
