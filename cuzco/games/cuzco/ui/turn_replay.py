"""Replaying the others' turns on the board, one past state after another.

    replay = TurnReplay()
    replay.start(game, player)    # False when there is nothing to show
    replay.at                     # the index into game.states on screen, or None
    replay.advance(dt, game)      # True once the last move has been shown
    replay.stop()

The game is never changed: the game screen simply draws `game.states[replay.at]`.
"""

from __future__ import annotations

from typing import Any

STEP = 0.3  # seconds each past move stays on screen


class TurnReplay:
    def __init__(self) -> None:
        self.at: int | None = None
        self.clock = 0.0

    @property
    def active(self) -> bool:
        return self.at is not None

    def start(self, game: Any, player: int) -> bool:
        from cuzco.games.cuzco.ui.scenes.turn_summary import replay_range

        first, last = replay_range(game, player)
        if last <= first:
            return False
        self.at, self.clock = first, 0.0
        return True

    def stop(self) -> None:
        self.at = None

    def advance(self, dt: float, game: Any) -> bool:
        if self.at is None:
            return False
        self.clock += dt
        if self.clock < STEP:
            return False
        self.clock = 0.0
        self.at += 1
        if self.at >= len(game.states) - 1:
            self.at = None
            return True
        return False
