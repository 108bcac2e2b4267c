"""Replaying the others' turns on the board: the shell's `TurnReplay` over this game's record.

    replay = TurnReplay()
    replay.start(game, player)    # False when there is nothing to show
    replay.at                     # the index into game.states on screen, or None
    replay.advance(dt, game)      # True once the last move has been shown
    replay.stop()
"""

from __future__ import annotations

from typing import Any

from cuzco.shell import turn_replay

STEP = turn_replay.STEP


class TurnReplay(turn_replay.TurnReplay):
    def start(self, game: Any, player: int) -> bool:
        from cuzco.games.cuzco.ui.scenes.turn_summary import replay_range

        first, last = replay_range(game, player)
        return self.begin(first, last)

    def advance(self, dt: float, game: Any = None) -> bool:  # type: ignore[override]  # the game is not needed
        return super().advance(dt)
