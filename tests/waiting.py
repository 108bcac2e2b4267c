"""Waiting on a condition, never on a number of frames or seconds.

A test that steps the window until something happens says what it waits for, and steps until it holds:

    step_until(lambda: app.step(1 / 60), lambda: isinstance(app.stack.top, ResultsScene), "the results")

How many frames that takes depends on the machine: a computer seat or the move review thinks in a
worker thread, and some drawing is spread over frames by the wall clock (a few milliseconds a frame),
so on a busy machine the same thing takes more frames than on a quiet one. The limits only stop a
test that would otherwise wait forever; they are far beyond what any machine needs, and the test
fails only when both have gone by (many frames AND many seconds), with a message naming what it
waited for. `idle`, when given, runs between frames while the condition does not hold: a wait on
the worker's own signal (`job.done.wait(0.01)`), or `leave_the_interpreter` to let a worker thread
run between frames.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

FRAMES = 200_000  # far more frames than any test needs
SECONDS = 300.0  # and far more time than any test needs, however busy the machine


def leave_the_interpreter() -> None:
    """Between frames, let a worker thread (a computer's search, a hint, the review) take the interpreter."""
    time.sleep(0.001)


def on_signal(
    signal: Callable[[], threading.Event | threading.Thread | None], longest: float = 0.05
) -> Callable[[], None]:
    """An `idle` for `step_until` that waits on a worker's own signal, at most `longest` seconds: the
    Event it sets when done (a computer's `job.done`) or its thread's end (the move review). The next
    frame comes as soon as the worker has answered; with no worker running, other threads may run."""

    def idle() -> None:
        sign = signal()
        if isinstance(sign, threading.Thread):
            sign.join(longest)
        elif sign is not None:
            sign.wait(longest)
        else:
            leave_the_interpreter()

    return idle


def step_until(
    step: Callable[[], object],
    done: Callable[[], object],
    what: str,
    *,
    frames: int = FRAMES,
    seconds: float = SECONDS,
    idle: Callable[[], object] | None = None,
) -> int:
    """Call `step()` (one frame) until `done()` holds; the number of frames it took. Fails naming `what`
    once both `frames` frames and `seconds` seconds have gone by without it."""
    end = time.monotonic() + seconds
    count = 0
    while not done():
        if count >= frames and time.monotonic() > end:
            raise AssertionError(f"waited in vain for {what} ({count} frames, {seconds:g} s)")
        step()
        count += 1
        if idle is not None and not done():
            idle()
    return count


def wait_until(done: Callable[[], object], what: str, *, seconds: float = SECONDS, poll: float = 0.002) -> None:
    """Wait, without stepping frames, until `done()` holds (a worker thread's result, a file written by
    another process); fails naming `what` after `seconds`, a limit far beyond what any machine needs."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise AssertionError(f"waited in vain for {what} ({seconds:.0f} s)")
        time.sleep(poll)
