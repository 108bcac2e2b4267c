"""The game log and the score log: every change of score goes through `add_score`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import LogEntry, ScoreEvent

if TYPE_CHECKING:
    from .state import GameState


def note(state: GameState, text: str, player: int | None = None) -> None:
    state.log.append(LogEntry(state.turn, state.current if player is None else player, text))


def add_score(state: GameState, player: int, points: int, source: str, detail: str) -> None:
    if points <= 0:
        return
    state.players[player].score += points
    state.score_log.append(ScoreEvent(player, points, source, detail, state.turn))
    note(state, f"{state.players[player].name} scores {points} PP: {detail}", player)
