"""The phones' server on loopback: tokens, Origin, malformed, oversized and replayed messages."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.shell.phones import server as server_module
from cuzco.shell.phones.interfaces import local_addresses, usable
from cuzco.shell.phones.server import MAX_MESSAGE, PhoneServer, problem_of
from tests.phones_client import Phone, socket_url
from tests.waiting import wait_until


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    s = PhoneServer([0, 1], "127.0.0.1", page="<html>page</html>")
    s.start()
    yield s
    s.stop()


def drain(s: PhoneServer, wait: float = 0.3, count: int = 0) -> list[server_module.Inbound]:
    """What the server queued for the table: at least `count` messages, waited for however long the
    server's thread takes, then whatever else comes within `wait` seconds (nothing more should)."""
    found: list[server_module.Inbound] = []

    # counted where they wait, not taken out while more come: a queue emptied early makes room for more
    wait_until(lambda: s.inbox.qsize() >= count, f"{count} messages from the phones' server")
    time.sleep(wait)
    while not s.inbox.empty():
        found.append(s.inbox.get())
    return found


def test_tokens_are_long_random_and_per_seat(server: PhoneServer) -> None:
    assert len(server.tokens) == 2 and server.tokens[0] != server.tokens[1]
    assert all(len(t) >= 32 for t in server.tokens.values())  # 24 bytes of urlsafe base64: 192 bits
    assert len(server.code) == 4 and server.code.isalpha()


def test_the_default_address_is_loopback_and_never_every_interface() -> None:
    s = PhoneServer([0])
    assert s.host == "127.0.0.1" and s.sock.getsockname()[0] == "127.0.0.1"
    s.stop()
    assert local_addresses()[0] == "127.0.0.1"
    assert not usable("0.0.0.0") and not usable("8.8.8.8") and usable("192.168.1.4")


def test_a_page_needs_its_seats_token(server: PhoneServer) -> None:
    phone = Phone(server.url(0))
    try:
        assert phone.get_page() == (200, b"<html>page</html>")
        for bad in (f"{server.origin}/s/0/{server.tokens[1]}", f"{server.origin}/s/0/x",
                    f"{server.origin}/s/0/{server.tokens[0][:-1]}", f"{server.origin}/s/7/{server.tokens[0]}",
                    f"{server.origin}/", f"{server.origin}/s/\u00b2/{server.tokens[0]}",
                    f"{server.origin}/s/-0/{server.tokens[0]}", f"{server.origin}/s/00/{server.tokens[0]}x"):
            status, _body = phone.get_page(bad)
            assert status in (403, 404), bad
        assert phone.get_page(f"{server.origin}/s/1/{server.tokens[0]}")[0] == 403
    finally:
        phone.close()
    assert [m.kind for m in drain(server, 0.1)] == []  # no session for anybody


def test_a_socket_needs_the_token_and_this_servers_origin(server: PhoneServer) -> None:
    wrong_token = Phone(f"{server.origin}/s/0/{server.tokens[1]}")
    other_site = Phone(server.url(0), origin="http://evil.example")
    no_origin = Phone(server.url(0), origin="")
    try:
        assert not wrong_token.connect() and wrong_token.status == 403
        assert not other_site.connect() and other_site.status == 403
        assert not no_origin.connect() and no_origin.status == 403
    finally:
        for p in (wrong_token, other_site, no_origin):
            p.close()
    assert drain(server, 0.1) == []
    assert server.connected == frozenset()


def test_a_good_message_reaches_the_queue_once(server: PhoneServer) -> None:
    phone = Phone(server.url(1))
    try:
        assert phone.connect()
        hello = phone.wait(lambda m: m["type"] == "hello")
        assert hello["code"] == server.code and hello["next_seq"] == 1
        phone.choose({"go_on": True})
        phone.choose({"go_on": False}, seq=1)  # replayed
        refused = phone.wait(lambda m: m["type"] == "error")
        assert "already used" in refused["reason"]
        found = drain(server, count=2)
        assert [(m.seat, m.kind, m.seq, m.data) for m in found] == [(1, "joined", 0, {}),
                                                                     (1, "action", 1, {"go_on": True})]
    finally:
        phone.close()


@pytest.mark.parametrize("raw", [
    "not json", "[]", "{}", '{"seq": 1}', '{"seq": "1", "action": {}}', '{"seq": 0, "action": {}}',
    '{"seq": 1.5, "action": {}}', '{"seq": 1, "action": []}', '{"seq": 1, "action": {}, "x": 1}',
    '{"seq": true, "action": {}}', '{"seq": 1, "action": ' + "[" * 50 + "]" * 50 + "}",
    '{"seq": 1, "action": {"a": "' + "x" * MAX_MESSAGE + '"}}', '{"seq": 1e999, "action": {}}',
    '{"seq": NaN, "action": {}}', '{"seq": ' + "9" * 60 + ', "action": {}}',
])
def test_malformed_or_oversized_messages_are_refused_with_a_reason(raw: str) -> None:
    assert isinstance(problem_of(raw), str)


def test_a_refused_message_changes_nothing_and_uses_no_seq(server: PhoneServer) -> None:
    phone = Phone(server.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        phone.send_raw("x" * (MAX_MESSAGE + 10))
        phone.send_raw('{"seq": 1}')
        errors = phone.wait(lambda m: m["type"] == "error" and "too large" in m["reason"])
        assert errors
        phone.choose({"go_on": True}, seq=1)  # seq 1 is still free
        assert [m.kind for m in drain(server, count=2)] == ["joined", "action"]
    finally:
        phone.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=300), st.binary(max_size=300).map(lambda b: b.decode("latin-1")),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                              lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5),
                                                                                          inner, max_size=4),
                              max_leaves=20).map(json.dumps)))
def test_fuzzed_messages_are_either_well_formed_or_refused(raw: str) -> None:
    found = problem_of(raw)
    if not isinstance(found, str):
        seq, action = found
        assert type(seq) is int and seq > 0 and isinstance(action, dict)
        assert json.loads(raw) == {"seq": seq, "action": action}


def test_fuzzed_bytes_over_a_real_socket_never_reach_the_queue(server: PhoneServer) -> None:
    import random

    rng = random.Random(7)
    phone = Phone(server.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        for _ in range(40):
            raw = "".join(chr(rng.randrange(32, 0x250)) for _ in range(rng.randrange(0, 200)))
            phone.send_raw(raw)
        phone.wait(lambda m: m["type"] == "error")
        assert [m.kind for m in drain(server, count=1)] == ["joined"]
    finally:
        phone.close()


def test_the_latest_view_comes_back_after_a_reconnect(server: PhoneServer) -> None:
    phone = Phone(server.url(0))
    try:
        assert phone.connect()
        server.send(0, {"type": "view", "title": "one"})
        phone.wait(lambda m: m.get("title") == "one")
        phone.drop()
        server.send(0, {"type": "view", "title": "two"})
        time.sleep(0.1)
        since = len(phone.messages)
        assert phone.connect()
        hello = phone.wait(lambda m: m["type"] == "hello", since=since)
        assert hello["next_seq"] == 1
        assert phone.wait(lambda m: m["type"] == "view", since=since)["title"] == "two"
    finally:
        phone.close()


def test_stopping_closes_the_port() -> None:
    import socket

    s = PhoneServer([0])
    s.start()
    port = s.port
    s.stop()
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
    assert socket_url(s.url(0)).startswith("ws://127.0.0.1:")


def test_stopping_tells_each_phone_so_it_stops_reconnecting() -> None:
    s = PhoneServer([0])
    s.start()
    phone = Phone(s.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        s.stop()
        phone.wait(lambda m: m["type"] == "bye")
    finally:
        phone.close()


def test_a_flood_of_messages_is_refused_once_the_table_has_enough_waiting(monkeypatch) -> None:
    monkeypatch.setattr(server_module, "MAX_QUEUED", 5)
    s = PhoneServer([0])
    s.start()
    phone = Phone(s.url(0))
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        for _ in range(10):
            phone.choose({"go_on": True})
        phone.wait(lambda m: m["type"] == "error" and "too many" in m["reason"])
        assert [m.kind for m in drain(s, count=5)].count("action") == 4  # "joined" counts among the five
    finally:
        phone.close()
        s.stop()


def test_quitting_the_app_stops_every_session() -> None:
    import socket

    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.shell import phones
    from cuzco.shell.phones.session import PhoneSession

    session = PhoneSession.for_game(Game(Setup(("A", "B", "C"), seed=1)), [0, 1])
    port = session.server.port
    assert session in phones.active()
    phones.stop_all()  # what cuzco.shell.main.run does when the loop ends
    assert phones.active() == []
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
