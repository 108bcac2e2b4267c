"""The game log and the score log: every change of score goes through `add_score`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .state import LogEntry, ScoreEvent

if TYPE_CHECKING:
    from .state import GameState


SCORES = N_("{player} scores {points} PP: {detail}")  # the log line of every score: the UI marks it


def name_list(names: list[str]) -> Message | str:
    """Player names joined for a sentence: "Ana", "Ana and Bo", "Ana, Bo and Cy" (names are never translated)."""
    if len(names) <= 1:
        return names[0] if names else ""
    said = dict(zip("abcd", names))
    if len(names) == 2:
        return Message(N_("{a} and {b}"), said)
    if len(names) == 3:
        return Message(N_("{a}, {b} and {c}"), said)
    return Message(N_("{a}, {b}, {c} and {d}"), said)


def note(state: GameState, text: Message, player: int | None = None) -> None:
    state.log.append(LogEntry(state.turn, state.current if player is None else player, text))


def add_score(state: GameState, player: int, points: int, source: str, detail: Message) -> None:
    if points <= 0:
        return
    state.players[player].score += points
    state.score_log.append(ScoreEvent(player, points, source, detail, state.turn))
    note(state, Message(SCORES,
                        {"player": state.players[player].name, "points": points, "detail": detail}), player)
