"""The phones' pages are built in the pause between the table's frames, never in a frame: a frame only
notes which pages changed; the pause after it builds them until the next frame is due or a phone's
message arrives (one seat's page at least); a loop asleep for want of input builds them too."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
from cuzco.shell import phones
from cuzco.shell.main import App
from cuzco.shell.phones.session import PhoneSession
from cuzco.shell.scene import Scene
from cuzco.shell.settings import Settings
from tests.waiting import step_until, wait_until


class Still(Scene):
    """A scene that never asks for a frame: the loop sleeps between events."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 20, 20))

    def wants_frames(self) -> bool:
        return False


@pytest.fixture
def session() -> Iterator[PhoneSession]:
    made = PhoneSession(Game(Setup(("Amaru", "Killa", "Inti", "Sisa"), seed=4)), [0, 1, 2, 3], IncanGoldPhones())
    try:
        yield made
    finally:
        made.stop()


def record(session: PhoneSession, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[int, bool]], list[int]]:
    """(seat, built inside the loop's pause?) for each page built, and the seats whose page was sent."""
    built: list[tuple[int, bool]] = []
    sent: list[int] = []
    in_pause = [False]
    real_view, real_wait, real_send = session.adapter.seat_view, phones.wait, session.server.send_texts

    def wait(since: float, frame: float) -> None:
        in_pause[0] = True
        try:
            real_wait(since, frame)
        finally:
            in_pause[0] = False

    def send(texts: list[tuple[int, str]]) -> None:
        sent.extend(seat for seat, text in texts if json.loads(text)["type"] == "view")
        real_send(texts)

    monkeypatch.setattr(session.adapter, "seat_view",
                        lambda game, seat: built.append((seat, in_pause[0])) or real_view(game, seat))
    monkeypatch.setattr(phones, "wait", wait)
    monkeypatch.setattr(session.server, "send_texts", send)
    return built, sent


def test_a_frame_only_notes_the_pages_and_the_pause_after_it_builds_them(session: PhoneSession,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    built, sent = record(session, monkeypatch)
    app = App((640, 480), settings=Settings(), fps=60)
    app.push(Still())
    app.step()  # the first frame: the pages are noted, none is built in it
    assert built == [] and session.pending
    # a busy machine may give a pause time for one page only
    step_until(app.step, lambda: not session.pending, "every phone's page built in the pauses")
    assert sorted({seat for seat, _p in built}) == [0, 1, 2, 3] and sorted(set(sent)) == [0, 1, 2, 3]
    assert all(in_pause for _seat, in_pause in built), built  # every page in a pause, none in a frame
    count = len(built)
    for _ in range(3):
        app.step()
    assert len(built) == count  # nothing changed: nothing built again


def test_the_pause_stops_building_when_a_phones_message_arrives(session: PhoneSession,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    built, _sent = record(session, monkeypatch)
    phones.wait(time.perf_counter(), 0.0)  # nothing left over from another test
    session.note()
    phones.arrived()  # a message waits: the pause builds one page and lets the frame read it
    phones.build_all(time.perf_counter() + 60.0)
    assert len(built) == 1 and session.pending
    phones.wait(time.perf_counter(), 0.0)  # (the pause reads the flag and forgets it)
    pygame.event.clear()


def test_a_message_the_frame_has_read_does_not_cut_the_next_pause_short(session: PhoneSession,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    built, _sent = record(session, monkeypatch)
    phones.wait(time.perf_counter(), 0.0)
    phones.arrived()  # a message came after the last pause...
    phones.pump_all()  # ...and the frame read it
    session.note()
    phones.build_all(time.perf_counter() + 60.0)
    assert sorted(seat for seat, _p in built) == [0, 1, 2, 3]
    pygame.event.clear()


def test_a_loop_asleep_builds_the_pages_it_noted(session: PhoneSession, monkeypatch: pytest.MonkeyPatch) -> None:
    from cuzco.shell import frames

    built, sent = record(session, monkeypatch)
    app = App((640, 480), settings=Settings(), fps=60)
    app.push(Still())
    app.step()
    app.step()  # the hover frame after the first: then the loop may sleep
    session.note(force=True)
    session._sent.clear()
    built.clear()
    sent.clear()
    pygame.event.clear()
    assert session.pending and not app.wants_frame()

    def wake_when_built() -> None:  # an event for the loop once the pages are out (or, failing, at the limit)
        try:
            wait_until(lambda: not session.pending, "the pages built while the loop sleeps")
        finally:
            frames.wake()

    waker = threading.Thread(target=wake_when_built)
    waker.start()
    app.rest()  # asleep: no frame is wanted until the waker's event
    waker.join()
    assert not session.pending and sorted(set(sent)) == [0, 1, 2, 3]
    assert app.frames == 2  # no frame was drawn for them
    pygame.event.clear()
