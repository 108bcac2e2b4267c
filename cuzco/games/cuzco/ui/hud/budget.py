"""A frame's drawing budget: redraws of panels that can show the last image one frame longer wait
for the next frame when this one is already busy (the first frame after a board change pays for the
board and the rules' answers), so no frame carries everything at once.

A panel that waited once is drawn on the next frame whatever that frame has spent, so nothing on
screen is ever more than one frame behind the game.
"""

from __future__ import annotations

import time

from cuzco.shell import frames

WAIT_AFTER_MS = 1.5  # a panel's redraw waits when the frame's drawing has taken this long already


class FrameBudget:
    def __init__(self, wait_after_ms: float = WAIT_AFTER_MS) -> None:
        self.wait_after_ms = wait_after_ms
        self._start = time.perf_counter()
        self._waited: set[str] = set()  # what waited in this frame
        self._owed: set[str] = set()  # what waited in the last frame: drawn in this one, come what may

    def start(self) -> None:
        """A new frame's drawing begins."""
        self._start = time.perf_counter()
        self._owed, self._waited = self._waited, set()

    def spent_ms(self) -> float:
        return (time.perf_counter() - self._start) * 1000.0

    def may_wait(self, name: str) -> bool:
        """Whether the redraw called `name` should wait for the next frame (and then it is owed)."""
        if name in self._owed or self.spent_ms() < self.wait_after_ms:
            return False
        self._waited.add(name)
        frames.request()  # drawn in the next frame, asleep or not
        return True

    @property
    def waiting(self) -> bool:
        """Whether some redraw waits for the next frame."""
        return bool(self._waited)
