"""The phones' server says little and clearly: a malformed request leaves one log line (at most one every
few seconds), never a traceback; it refuses to listen on every interface or on a public address."""

from __future__ import annotations

import logging
import socket

import pytest

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
from cuzco.shell.phones.guard import QuietLog
from cuzco.shell.phones.server import PhoneServer
from cuzco.shell.phones.session import PhoneSession

MALFORMED = (
    b"GET / HTTP/1.1\r\nBad Header Line\r\n\r\n",
    b"GET /s/0/x HTTP/1.1\r\nHost: a\r\nContent-Length: -5\r\n\r\n",
    b"GET /\x00\x01 HTTP/9.9\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",  # a TLS hello on the plain port
) * 4


def ask(port: int, raw: bytes) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(raw)
        try:
            while sock.recv(4096):
                pass
        except OSError:
            pass


def test_malformed_requests_leave_one_line_and_no_traceback(caplog: pytest.LogCaptureFixture) -> None:
    server = PhoneServer([0], "127.0.0.1", page="<html>page</html>")
    server.start()
    try:
        with caplog.at_level(logging.DEBUG):
            for raw in MALFORMED:
                ask(server.port, raw)
    finally:
        server.stop()
    noisy = [r for r in caplog.records if r.levelno >= logging.INFO]
    assert not any(r.exc_info or r.stack_info for r in caplog.records)
    assert "Traceback" not in caplog.text
    assert len(noisy) <= 1, [r.getMessage() for r in noisy]  # twenty bad requests inside the rate's window
    assert all("\n" not in r.getMessage() for r in noisy)


def test_the_quiet_log_says_how_many_lines_it_left_out(caplog: pytest.LogCaptureFixture) -> None:
    quiet = QuietLog(logging.getLogger("cuzco.test.quiet"), rate=0.0)
    with caplog.at_level(logging.INFO):
        quiet.exception("Error handling request from %s", "10.0.0.9", exc_info=ValueError("bad\nsecond"))
    assert caplog.messages == ["phones' server: Error handling request from 10.0.0.9: ValueError: bad"]
    quiet.rate = 60.0
    for _ in range(3):
        quiet.error("again")
    quiet.last = -60.0
    with caplog.at_level(logging.INFO):
        quiet.warning("later")
    assert caplog.messages[-1] == "phones' server: later (3 more since the last line)"


@pytest.mark.parametrize("host", ["0.0.0.0", "8.8.8.8", "::", "::1", "", "localhost", "93.184.216.34"])
def test_the_server_refuses_the_wildcard_and_public_addresses(host: str) -> None:
    with pytest.raises(ValueError, match="never on"):
        PhoneServer([0], host)


def test_rebind_refuses_them_too_and_keeps_the_address_it_had() -> None:
    session = PhoneSession(Game(Setup(("A", "B", "C"), seed=1)), [0, 1], IncanGoldPhones())
    try:
        before = session.url(0)
        for host in ("0.0.0.0", "1.1.1.1"):
            with pytest.raises(ValueError, match="never on"):
                session.rebind(host)
        assert session.url(0) == before
        with socket.create_connection(("127.0.0.1", session.server.port), timeout=10):
            pass  # still listening where it was
    finally:
        session.stop()


def test_a_server_slow_to_stop_keeps_its_socket_until_its_thread_ends(caplog: pytest.LogCaptureFixture) -> None:
    """On a loaded machine the server's thread may outlast `stop`'s wait: the socket is then left to that
    thread to close, never closed under it (which logged "the phones' server stopped" with EBADF)."""
    import threading

    from tests.waiting import wait_until

    server = PhoneServer([0], "127.0.0.1", page="<html>page</html>")
    server.start()
    server._ready.wait(10)
    held, release = threading.Event(), threading.Event()
    assert server.loop is not None

    def hold() -> None:  # the server's loop busy, as when its thread gets no core for a while
        held.set()
        release.wait(60)

    server.loop.call_soon_threadsafe(hold)
    wait_until(held.is_set, "the server's loop held")
    with caplog.at_level(logging.DEBUG):
        server.stop(timeout=0.05)
        assert server.thread is not None and server.thread.is_alive()
        assert server.sock.fileno() != -1, "the socket was closed while the server's thread still ran"
        release.set()
        wait_until(lambda: not server.thread.is_alive(), "the server's thread to end")  # type: ignore[union-attr]
    assert server.sock.fileno() == -1, "the socket was never closed"
    assert "the phones' server stopped" not in caplog.text
    assert not any(r.exc_info for r in caplog.records)
