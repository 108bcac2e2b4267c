"""One device per seat: a second phone on a seat's code takes the seat, the first is told and shut out;
moving the table to another network and a refused address say so in the player's words."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from cuzco.shell import i18n
from cuzco.shell.phones.server import ERROR_CODES, PhoneServer
from cuzco.shell.phones.session import page_texts
from tests.phones_client import Phone
from tests.waiting import wait_until


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    s = PhoneServer([0, 1], "127.0.0.1", page="<html>page</html>")
    s.start()
    yield s
    s.stop()


def kinds(s: PhoneServer, count: int, wait: float = 0.3) -> list[str]:
    """The kinds of what the server queued for the table: at least `count`, waited for however long the
    server's thread takes, then whatever else comes within `wait` seconds (nothing more should)."""
    found: list[str] = []

    # counted where they wait, not taken out while more come: a queue emptied early makes room for more
    wait_until(lambda: s.inbox.qsize() >= count, f"{count} messages from the phones' server")
    time.sleep(wait)
    while not s.inbox.empty():
        found.append(s.inbox.get().kind)
    return found


def test_a_second_device_takes_the_seat_and_the_first_sees_nothing_more(server: PhoneServer) -> None:
    owner, rival = Phone(server.url(0)), Phone(server.url(0))
    try:
        assert owner.connect()
        server.send(0, {"type": "view", "title": "hand one"})
        owner.wait(lambda m: m.get("title") == "hand one")
        assert rival.connect()
        owner.wait(lambda m: m["type"] == "taken")
        rival.wait(lambda m: m.get("title") == "hand one")
        wait_until(lambda: owner.closed, "the first device's socket to close")
        bytes_before = len(owner.raw)
        server.send(0, {"type": "view", "title": "hand two"})
        rival.wait(lambda m: m.get("title") == "hand two")
        time.sleep(0.2)
        assert len(owner.raw) == bytes_before  # not one more byte of the seat
        assert owner.messages[-1] == {"type": "taken"}
        assert server.connected == frozenset({0})
        assert kinds(server, 3) == ["joined", "taken", "joined"]
    finally:
        owner.close()
        rival.close()


def test_the_same_page_coming_back_is_no_takeover(server: PhoneServer) -> None:
    first, again = Phone(server.url(1), device="abc123"), Phone(server.url(1), device="abc123")
    try:
        assert first.connect()
        first.wait(lambda m: m["type"] == "hello")
        assert again.connect()  # its own page reconnecting before the old socket timed out
        again.wait(lambda m: m["type"] == "hello")
        time.sleep(0.2)
        assert all(m["type"] != "taken" for m in first.messages)
        assert kinds(server, 2) == ["joined", "joined"]
    finally:
        first.close()
        again.close()


def test_the_session_counts_takeovers_for_the_table() -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
    from cuzco.shell.phones.session import PhoneSession

    session = PhoneSession(Game(Setup(("A", "B", "C"), seed=1)), [0, 1], IncanGoldPhones())
    told: list[int] = []
    session.on_change = lambda: told.append(1)
    owner, rival = Phone(session.url(1)), Phone(session.url(1))
    try:
        assert owner.connect() and rival.connect()
        owner.wait(lambda m: m["type"] == "taken")
        wait_until(lambda: session.pump() or session.takeovers[1] > 0, "the takeover to be counted")
        assert dict(session.takeovers) == {0: 0, 1: 1} and told
        with pytest.raises(TypeError):
            session.takeovers[1] = 0  # type: ignore[index]  # read-only
    finally:
        owner.close()
        rival.close()
        session.stop()


def test_moving_to_another_network_tells_the_phones_to_scan_again_not_that_the_game_ended() -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
    from cuzco.shell.phones.session import PhoneSession

    session = PhoneSession(Game(Setup(("A", "B", "C"), seed=1)), [0, 1], IncanGoldPhones())
    phone = Phone(session.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        session.rebind("127.0.0.1")
        phone.wait(lambda m: m["type"] == "moved")
        assert all(m["type"] != "bye" for m in phone.messages)
        later = Phone(session.url(0))
        assert later.connect()
        later.wait(lambda m: m["type"] == "hello")
        session.stop()  # the real end still says bye
        later.wait(lambda m: m["type"] == "bye")
        later.close()
    finally:
        phone.close()
        session.stop()


def test_a_refused_address_gets_a_small_styled_page_with_nothing_secret(server: PhoneServer) -> None:
    server.forbidden_text = "Scan the <QR> code"
    phone = Phone(server.url(0))
    try:
        status, body = phone.get_page(f"{server.origin}/s/0/{server.tokens[1]}")
        text = body.decode()
        assert status == 403
        assert text.startswith("<!doctype html>") and "<style>" in text and "font-size" in text
        assert "Scan the &lt;QR&gt; code" in text
        assert not any(token in text for token in server.tokens.values()) and server.code not in text
    finally:
        phone.close()


def test_each_server_error_has_a_code_the_page_shows_in_the_players_language(server: PhoneServer) -> None:
    phone = Phone(server.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        phone.send_raw("not json")
        phone.choose({"go_on": True}, seq=1)
        phone.choose({"go_on": True}, seq=1)
        phone.wait(lambda m: m.get("code") == "used")
        codes = {m.get("code") for m in phone.messages if m["type"] == "error"}
        assert codes == {"malformed", "used"} and codes <= set(ERROR_CODES)
    finally:
        phone.close()
    english = page_texts()
    i18n.set_language("es")
    try:
        spanish = page_texts()
    finally:
        i18n.set_language("en")
    for code in ERROR_CODES:
        assert english[f"error_{code}"] and spanish[f"error_{code}"] != english[f"error_{code}"]
    for key in ("moved", "taken"):
        assert spanish[key] != english[key]
