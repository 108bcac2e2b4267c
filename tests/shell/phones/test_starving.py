"""The phones' server cannot be starved: slow or silent connections are closed, the number open at once is
capped (in all and per address), and the table's autosave keeps its file handles whatever the network does.

All of it on loopback: the many "addresses" are 127.0.0.x, which all reach this computer.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cuzco.shell.phones import guard
from cuzco.shell.phones.server import PhoneServer
from tests.phones_client import Phone

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    s = PhoneServer([0, 1], "127.0.0.1", page="<html>page</html>")
    s.start()
    yield s
    s.stop()


def dial(port: int, source: str = "127.0.0.1", send: bytes = b"") -> socket.socket:
    sock = socket.socket()
    sock.bind((source, 0))
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    if send:
        sock.sendall(send)
    return sock


def closed(sock: socket.socket, within: float) -> bool:
    """Whether the server closed (or reset) `sock` within `within` seconds (a limit, not a pause), after
    whatever answer it sent."""
    sock.settimeout(within)
    try:
        while sock.recv(4096):
            pass
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False
    return True


def still_open(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


def test_headers_not_complete_within_five_seconds_close_the_connection(server: PhoneServer) -> None:
    started = time.monotonic()
    silent = dial(server.port)
    half = dial(server.port, send=b"GET /s/0/" + server.tokens[0].encode() + b" HTTP/1.1\r\nHost: x\r\n")
    try:
        for sock in (silent, half):
            assert closed(sock, within=60)
        assert time.monotonic() - started >= guard.HEADER_TIMEOUT - 0.5  # closed by the timer, not refused
    finally:
        silent.close()
        half.close()


def test_a_socket_that_answers_no_ping_is_closed(server: PhoneServer) -> None:
    import asyncio

    import aiohttp

    assert guard.PING_EVERY * 1.5 <= 20  # the defaults: a ping after 10 s of silence, its answer within 5 s
    server.ping_every = 0.5  # this test's server pings sooner (read when a socket opens)

    async def mute() -> float:
        async with aiohttp.ClientSession() as session:
            url = server.url(0).replace("http://", "ws://").replace("/s/", "/ws/")
            ws = await session.ws_connect(url, origin=server.origin, autoping=False, heartbeat=None)
            started = time.monotonic()
            async for _msg in ws:  # pings arrive and are never answered
                pass
            return time.monotonic() - started

    took = asyncio.run(asyncio.wait_for(mute(), 60))
    assert took >= server.ping_every  # it stayed open until a ping went unanswered


def test_an_answering_socket_stays_open_past_many_pings(server: PhoneServer) -> None:
    # a ping a second, each answered within half a second: at 0.2 s (0.1 s to answer) a busy machine's
    # client thread missed one now and then, and the server rightly closed its socket
    server.ping_every = 1.0
    phone = Phone(server.url(0))  # aiohttp's client answers pings by itself
    try:
        assert phone.connect()
        phone.wait(lambda m: m["type"] == "hello")
        time.sleep(3.5)  # three pings: the socket must still carry a view
        server.send(0, {"type": "view", "title": "still here"})
        assert phone.wait(lambda m: m.get("title") == "still here")
    finally:
        phone.close()


def test_a_seventeenth_connection_from_one_address_is_refused_at_once(server: PhoneServer) -> None:
    held = [dial(server.port) for _ in range(guard.MAX_PER_ADDRESS)]
    extra = dial(server.port)
    try:
        assert closed(extra, within=guard.HEADER_TIMEOUT * 4)
        assert all(still_open(sock) for sock in held)  # the first sixteen wait for their header timer
        other = dial(server.port, source="127.0.0.2")  # another address still gets in
        assert still_open(other)
        other.close()
    finally:
        for sock in (*held, extra):
            sock.close()


def test_connections_past_sixty_four_are_refused_at_once(server: PhoneServer) -> None:
    assert server.gate.total == guard.MAX_CONNECTIONS  # the tests' open-file limit is far above 256
    held = [dial(server.port, source=f"127.0.{1 + i // 8}.{2 + i % 8}") for i in range(guard.MAX_CONNECTIONS)]
    extra = dial(server.port, source="127.0.99.9")
    try:
        assert closed(extra, within=guard.HEADER_TIMEOUT * 4)
        assert all(still_open(sock) for sock in held)
    finally:
        for sock in (*held, extra):
            sock.close()


def test_the_cap_leaves_three_quarters_of_a_small_file_limit_to_the_table(monkeypatch) -> None:
    monkeypatch.setattr(resource, "getrlimit", lambda _what: (100, 100))
    assert guard.budget() == 25
    monkeypatch.setattr(resource, "getrlimit", lambda _what: (1024, 4096))
    assert guard.budget() == guard.MAX_CONNECTIONS


# ---- 1,100 idle and half-open connections against a table limited to 1,024 open files ---------------
class Attacker:
    """Keeps `count` connections open to the table from three loopback addresses, as someone on the
    Wi-Fi might: every other one sends half a request and then nothing; any the table closes or refuses
    is dialled again (at most ten times a second, to spare the test machine)."""

    HALF = b"GET /s/0/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
    SOURCES = ("127.1.0.1", "127.1.0.2", "127.1.0.3")  # a phone from a fourth address must still get in

    def __init__(self, port: int, count: int) -> None:
        import selectors
        import threading

        self.port = port
        self.count = count
        self.selector = selectors.DefaultSelector()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.redials = 0

    def dial(self, i: int) -> None:
        import selectors

        sock = socket.socket()
        sock.bind((self.SOURCES[i % len(self.SOURCES)], 0))
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", self.port))
        self.selector.register(sock, selectors.EVENT_WRITE if i % 2 else selectors.EVENT_READ, i)

    def run(self) -> None:
        import selectors

        for i in range(self.count):
            self.dial(i)
        again: list[int] = []
        last = time.monotonic()
        while not self.stopping.is_set():
            for key, events in self.selector.select(0.05):
                sock, i = key.fileobj, key.data
                assert isinstance(sock, socket.socket)
                try:
                    if events & selectors.EVENT_WRITE:
                        sock.send(self.HALF)
                        self.selector.modify(sock, selectors.EVENT_READ, i)
                        continue
                    if sock.recv(4096):
                        continue
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    pass
                self.selector.unregister(sock)  # closed or refused by the table: dial again soon
                sock.close()
                again.append(i)
            if again and time.monotonic() - last > 0.1:
                for i in again:
                    self.dial(i)
                self.redials += len(again)
                again, last = [], time.monotonic()
        for key in list(self.selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]

    def __enter__(self) -> Attacker:
        self.thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stopping.set()
        self.thread.join(30)


class Table:
    """The child process: one command a line, one answer a line."""

    def __init__(self, home: Path) -> None:
        env = dict(os.environ, CUZCO_HOME=str(home), PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            ["prlimit", "--nofile=1024:1024", sys.executable, "-m", "tests.phones_starved_table"],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def ask(self, command: str = "") -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        if command:
            self.proc.stdin.write(command + "\n")
            self.proc.stdin.flush()
        return self.proc.stdout.readline().strip()


@pytest.mark.skipif(shutil.which("prlimit") is None or not sys.platform.startswith("linux"),
                    reason="needs Linux's prlimit")
def test_eleven_hundred_idle_connections_leave_a_phone_its_seat_and_the_autosave_its_file(
        cuzco_home: Path) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1400:
        pytest.skip("this process cannot open 1,100 connections of its own")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1400), hard))
    table = Table(cuzco_home)
    phone = None
    try:
        url = table.ask().split(" ", 1)[1]
        port = int(url.split(":")[2].split("/")[0])
        for i in range(8):  # first a few malformed requests, each worth a traceback on stderr before
            with dial(port, source=f"127.2.0.{i + 1}", send=b"GET / HTTP/1.1\r\nBad Header Line\r\n\r\n") as bad:
                assert closed(bad, within=30)
        with Attacker(port, 1100) as attacker:
            deadline = time.monotonic() + 40
            saves: list[str] = []
            while attacker.redials < 3 * 1100 and time.monotonic() < deadline:  # three rounds of the attack
                saves.append(table.ask("save"))  # while it goes on, again and again
            assert saves and all(found.split(" ")[1] == "True" for found in saves), saves
            assert json.loads(Path(saves[-1].split(" ", 2)[2]).read_text(encoding="utf-8"))  # written whole
            phone = Phone(url)  # from 127.0.0.1, an address of its own
            assert phone.connect(), "the phone could not join"
            phone.wait(lambda m: m["type"] == "hello")
            assert table.ask("pump") == "seats 0"  # the table's frame sees the seat's phone, sends its page
            phone.wait(lambda m: m["type"] == "view")
    finally:
        if phone is not None:
            phone.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        try:
            table.ask("quit")
        except (BrokenPipeError, OSError):
            pass
        _out, err = table.proc.communicate(timeout=30)
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) <= 3, err[-3000:]
    assert "Traceback" not in err
