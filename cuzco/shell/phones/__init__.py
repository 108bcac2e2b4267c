"""Players' phones as private hands: each human seat's secrets on its own phone, the table on the screen.

    session = PhoneSession(game, seats, adapter, host)   # session.py: starts the server
    pump_all()                                            # each frame, from the main loop
    stop_all()                                            # when the app quits

The web server (server.py, aiohttp) runs on its own thread; the render loop
reads what phones did from a queue once a frame (`pump_all`), so a phone never
blocks a frame and its choice is handled while any screen is on top. Games give
an adapter through their registry entry (`GameEntry.phone_adapter`): the seat's
view as JSON, and a phone's JSON as the same action object a click makes.
This module imports nothing heavy: aiohttp loads only when a session starts.
"""

from __future__ import annotations

from typing import Any

_active: list[Any] = []  # the running PhoneSessions


def register(session: Any) -> None:
    if session not in _active:
        _active.append(session)


def unregister(session: Any) -> None:
    if session in _active:
        _active.remove(session)


def active() -> list[Any]:
    return list(_active)


def pump_all() -> None:
    """Hand what phones did to their games (called once a frame by the main loop)."""
    for session in list(_active):
        session.pump()


def stop_all() -> None:
    for session in list(_active):
        session.stop()
