"""Players' phones as private hands: each human seat's secrets on its own phone, the table on the screen.

    session = PhoneSession(game, seats, adapter, host)   # session.py: starts the server
    wait(since, frame)                                    # the main loop's pause between frames: pages built
    pump_all()                                            # each frame, before the scenes update
    publish_all()                                         # each frame, after the table is on screen: what changed
    build_all(deadline)                                   # the pages, until then (the pause, or the loop asleep)
    pending()                                             # whether a page is still to be built
    stop_all()                                            # when the app quits

The web server (server.py, aiohttp) runs on its own thread; the render loop
reads what phones did from a queue once a frame (`pump_all`), so a phone never
blocks a frame and its choice is handled while any screen is on top. The pause
between two frames ends early when a phone's message arrives (`wait`), so a
choice reaches the table in the next frame instead of after the rest of the
frame's sleep. After the frame that shows a change is on screen, `publish_all`
notes which pages changed; they are built in the pause that follows, while the
table waits for its next frame (`wait`, up to PAUSE_MARGIN before that frame is
due, and only until a phone's message arrives), or while the loop is asleep
(`App.rest`). So building them never lengthens a frame of the table: a page is
built once per change of the state, and at least one seat's page a pause
however busy the table is. Games give
an adapter through their registry entry (`GameEntry.phone_adapter`): the seat's
view as JSON, and a phone's JSON as the same action object a click makes.
This module imports nothing heavy: aiohttp loads only when a session starts.
"""

from __future__ import annotations

import threading
import time
from typing import Any

_active: list[Any] = []  # the running PhoneSessions
MIN_FRAME = 0.004  # seconds: phones' messages never make the table draw more than 250 frames a second
FRAME_BUDGET = 0.0005  # seconds of pages in a frame of a loop that has no pause (tests, `--frames`)
PAUSE_MARGIN = 0.001  # seconds: the pages built in a pause stop this long before the next frame is due
_arrived = threading.Event()  # set by a server thread when a phone's message waits in its queue


def register(session: Any) -> None:
    if session not in _active:
        _active.append(session)


def unregister(session: Any) -> None:
    if session in _active:
        _active.remove(session)


def active() -> list[Any]:
    return list(_active)


def arrived() -> None:
    """A phone's message is in a server's queue: the main loop's pause between frames ends now, and
    a loop asleep for want of input wakes (`frames.wake`)."""
    _arrived.set()
    from cuzco.shell import frames

    frames.wake()


def wait(since: float, frame: float) -> None:
    """Pause until `frame` seconds after `since` (a `time.perf_counter()`), less when a phone's message
    arrives meanwhile; but never less than MIN_FRAME after `since`, however fast messages come. The pause
    builds the phones' pages first (`build_all`), until PAUSE_MARGIN before the end or a message arrives."""
    build_all(since + frame - PAUSE_MARGIN)
    left = since + frame - time.perf_counter()
    if left > 0 and _arrived.wait(left):
        early = since + MIN_FRAME - time.perf_counter()
        if early > 0:
            time.sleep(early)
    _arrived.clear()  # what arrived before this is read by the pump that follows


def pump_all() -> None:
    """Hand what phones did to their games (called once a frame by the main loop). What arrived before
    this read is read now: it no longer cuts the next pause short (nor the pages built in it)."""
    _arrived.clear()
    for session in list(_active):
        session.pump()


def publish_all() -> None:
    """Note which phones' pages changed (once a frame, after the table is drawn); `build_all` builds them."""
    for session in list(_active):
        session.note()


def build_all(deadline: float) -> None:
    """Build the pages noted until `deadline` (a `time.perf_counter()`), or until a phone's message
    arrives; one seat's page at least, so the pages go out even when the table has no pause to give."""
    for session in list(_active):
        if session.pending:
            session.build(deadline, _arrived.is_set)


def pending() -> bool:
    return any(session.pending for session in _active)


def stop_all() -> None:
    for session in list(_active):
        session.stop()
