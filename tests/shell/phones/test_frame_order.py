"""How a phone's action meets the table's frames: the pause between frames ends when a message arrives,
and the autosave of a phone's action is written once the frame that shows it is on screen."""

from __future__ import annotations

import threading
import time

import pytest

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.shell import persistence, phones
from tests.waiting import wait_until


def test_the_pause_between_frames_ends_when_a_phones_message_arrives() -> None:
    phones.wait(time.perf_counter(), 0.0)  # nothing left over from another test
    # a frame of an hour: only the message can end it while the test waits
    pause = threading.Thread(target=phones.wait, args=(time.perf_counter(), 3600.0), daemon=True)
    pause.start()
    phones.arrived()  # as a server thread does after putting a message
    wait_until(lambda: not pause.is_alive(), "the pause to end when the phone's message arrived")


class Signal:
    """Stands in for the phones' signal: records how long the pause waits for a message; none comes."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    def wait(self, timeout: float) -> bool:
        self.waits.append(timeout)
        return False

    def is_set(self) -> bool:
        return False

    def set(self) -> None:
        pass

    def clear(self) -> None:
        pass


def test_without_a_message_the_pause_lasts_the_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    signal = Signal()
    monkeypatch.setattr(phones, "_arrived", signal)
    # a frame of 1000 s: no clock read by the test, only what the pause asked for (in a thread, so a pause
    # that slept instead of waiting on the signal fails the test, naming it, instead of holding it)
    pause = threading.Thread(target=phones.wait, args=(time.perf_counter(), 1000.0), daemon=True)
    pause.start()
    wait_until(lambda: not pause.is_alive(), "the pause to wait on the phones' signal")
    assert len(signal.waits) == 1 and signal.waits[0] > 900.0, signal.waits  # the rest of the frame


def a_game() -> Game:
    game = Game.new(Setup(("Ana", "Bo"), seed=3, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    return game


def test_a_held_autosave_is_written_after_the_frame_with_the_game_as_it_is_then() -> None:
    game = a_game()
    path = persistence.autosave_path("cuzco")
    with persistence.autosaves_held():
        assert persistence.autosave_safely(game)
    assert not path.exists()  # the frame has not been shown yet
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    persistence.write_held_autosaves()
    assert path.exists()
    assert persistence.load_autosave().actions == game.actions
    persistence.write_held_autosaves()  # nothing held any more: nothing written again
    path.unlink()
    persistence.write_held_autosaves()
    assert not path.exists()


def test_a_game_that_ends_before_its_held_autosave_is_written_leaves_none() -> None:
    game = a_game()
    with persistence.autosaves_held():
        persistence.autosave_safely(game)
    persistence.clear_autosave(game)
    persistence.write_held_autosaves()
    assert not persistence.autosave_path("cuzco").exists()


def test_pages_past_a_frames_share_are_built_on_the_next_frames(monkeypatch) -> None:
    from cuzco.games.incan_gold.rules import Game as IncanGame
    from cuzco.games.incan_gold.rules import Setup as IncanSetup
    from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
    from cuzco.shell.phones import session as session_module

    monkeypatch.setattr(session_module, "PUBLISH_BUDGET", -1.0)  # every frame's share spent by one page
    session = session_module.PhoneSession(IncanGame(IncanSetup(("A", "B", "C", "D"), seed=1)), [0, 1, 2, 3],
                                          IncanGoldPhones())
    built: list[int] = []
    real = session.adapter.seat_view
    monkeypatch.setattr(session.adapter, "seat_view", lambda game, seat: built.append(seat) or real(game, seat))
    try:
        for frame in range(4):
            session.publish()
            assert built == [0, 1, 2, 3][:frame + 1]  # one seat a frame, in order
        session.publish()
        assert built == [0, 1, 2, 3]  # all built: nothing more until something changes
    finally:
        session.stop()
