"""Timeline: where each turn of a recorded game starts, and marks along the way.

A turn starts at the position where the turn number changes (position 0 is
the first turn's start). Marks are points of interest on the timeline, each
with a kind: "festival" (a festival is proposed there) and "score" (points
were scored by that action) come from the record itself; other kinds (a move
review's biggest swings, say) can be added with `add_marks` without touching
the viewer.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass

from .snapshots import SnapshotStore


@dataclass(frozen=True)
class TurnMark:
    index: int  # the position where the turn starts
    turn: int
    player: int  # whose turn it is


@dataclass(frozen=True)
class Mark:
    index: int  # the position just before the marked action is played
    kind: str
    label: str = ""


class Timeline:
    def __init__(self, length: int, turns: list[TurnMark], marks: Iterable[Mark] = ()) -> None:
        if not turns or turns[0].index != 0:
            raise ValueError("a timeline starts with a turn at position 0")
        self.length = length
        self.turns = turns
        self._starts = [t.index for t in turns]
        self.marks: list[Mark] = []
        self.add_marks(marks)

    @classmethod
    def build(cls, store: SnapshotStore) -> Timeline:
        turns: list[TurnMark] = []
        marks: list[Mark] = []
        previous = None
        for info in store.infos:
            if previous is None or info.turn != previous.turn:
                turns.append(TurnMark(info.index, info.turn, info.current))
            if previous is not None and info.scores != previous.scores:
                marks.append(Mark(previous.index, "score"))
            previous = info
        for k, action in enumerate(store.actions):
            if action.type == "festival":
                marks.append(Mark(k, "festival"))
        return cls(store.last, turns, marks)

    def add_marks(self, marks: Iterable[Mark]) -> None:
        self.marks = sorted([*self.marks, *marks], key=lambda m: (m.index, m.kind))

    def marks_of(self, kind: str) -> list[Mark]:
        return [m for m in self.marks if m.kind == kind]

    # ---- turns ---------------------------------------------------------------------
    def turn_at(self, k: int) -> int:
        """Which entry of `turns` position k belongs to."""
        return max(0, bisect_right(self._starts, k) - 1)

    def turn_range(self, i: int) -> tuple[int, int]:
        """First and last position of the i-th turn (the last is the next turn's start, or the end)."""
        start = self._starts[i]
        end = self._starts[i + 1] if i + 1 < len(self._starts) else self.length
        return start, end

    def next_turn(self, k: int) -> int:
        """The start of the next turn, or the end of the record when this is the last turn."""
        i = self.turn_at(k)
        return self._starts[i + 1] if i + 1 < len(self._starts) else self.length

    def prev_turn(self, k: int) -> int:
        """The start of this turn, or of the one before when k already is a turn start."""
        i = self.turn_at(k)
        if k > self._starts[i]:
            return self._starts[i]
        return self._starts[max(0, i - 1)]
