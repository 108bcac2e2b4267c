"""What keeps the phones' server from being starved or from flooding the log (used by server.py).

    gate = Gate(total=64, per_address=16)
    loop.create_server(lambda: gate.protocol(make_handler), sock=sock)
    quiet = QuietLog(log)      # aiohttp's `logger`: one line, no traceback, at most one a RATE seconds
    loop.set_exception_handler(quiet.asyncio_handler)

- A connection past `total` open ones, or past `per_address` from one address, is
  closed at once (a reset) before aiohttp sees it: no handler, no task, no buffer.
  The table's process keeps the rest of its file handles for its autosaves, its
  log and its pictures: the cap is also never more than a quarter of the process's
  open-file limit (`budget`).
- The header timeout is aiohttp's own keep-alive timer, started when a
  connection opens (server.py sets it to HEADER_TIMEOUT): a connection that has
  not completed a request's headers by then is closed, however slowly it sends.
- The WebSocket ping is aiohttp's heartbeat (server.py): a socket that answers
  no ping is closed.
- aiohttp logs a malformed request with its traceback, and asyncio a failed
  accept or callback; both come here instead and leave one line, no traceback, at
  most one every RATE seconds (the next one says how many were left out).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

MAX_CONNECTIONS = 64  # open at once, every address together
MAX_PER_ADDRESS = 16  # open at once from one address (a phone needs one or two)
HEADER_TIMEOUT = 5.0  # seconds from a connection's opening (or its last answer) to a request's complete headers
PING_EVERY = 10.0  # seconds of silence before a WebSocket is pinged; it must answer within half of that
RATE = 10.0  # seconds between two log lines of the server's troubles


def budget(total: int = MAX_CONNECTIONS) -> int:
    """`total`, or a quarter of this process's open-file limit when that is less (at least 8)."""
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):  # Windows has no `resource`; its limit is far higher
        return total
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return total
    return max(8, min(total, soft // 4))


class Gate:
    """Counts open connections by address and refuses, at once, those past the caps."""

    def __init__(self, total: int = MAX_CONNECTIONS, per_address: int = MAX_PER_ADDRESS) -> None:
        self.total = budget(total)
        self.per_address = per_address
        self.open: dict[str, int] = {}
        self.refused = 0

    @property
    def count(self) -> int:
        return sum(self.open.values())

    def admit(self, address: str) -> bool:
        if self.count >= self.total or self.open.get(address, 0) >= self.per_address:
            self.refused += 1
            return False
        self.open[address] = self.open.get(address, 0) + 1
        return True

    def release(self, address: str) -> None:
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)

    def protocol(self, make: Callable[[], asyncio.Protocol]) -> asyncio.Protocol:
        return _Gated(self, make)


class _Gated(asyncio.Protocol):
    """A connection's protocol: aiohttp's handler once the gate admits it, nothing (and a reset) if not."""

    def __init__(self, gate: Gate, make: Callable[[], asyncio.Protocol]) -> None:
        self.gate = gate
        self.make = make
        self.inner: asyncio.Protocol | None = None
        self.address = ""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self.gate.admit(self.address):
            self.address = ""
            transport.abort()  # type: ignore[attr-defined]  # a socket's transport; refused at once: its file handle is free before the next accept
            return
        self.inner = self.make()
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.address:
            self.gate.release(self.address)
            self.address = ""
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()


class QuietLog:
    """A logger for aiohttp and a handler for asyncio: one line each, no traceback, rate-limited."""

    def __init__(self, log: logging.Logger, rate: float = RATE) -> None:
        self.log = log
        self.rate = rate
        self.last = -rate
        self.skipped = 0

    def line(self, text: str) -> None:
        now = time.monotonic()
        if now - self.last < self.rate:
            self.skipped += 1
            return
        more = f" ({self.skipped} more since the last line)" if self.skipped else ""
        self.last, self.skipped = now, 0
        self.log.warning("phones' server: %s%s", text, more)

    def _say(self, msg: Any, *args: Any, exc_info: Any = None, **_kw: Any) -> None:
        try:
            text = str(msg) % args if args else str(msg)
        except (TypeError, ValueError):
            text = str(msg)
        exc = exc_info if isinstance(exc_info, BaseException) else None
        if exc is not None:
            text = f"{text}: {type(exc).__name__}: {_first_line(exc)}"
        self.line(text)

    def debug(self, *args: Any, **kw: Any) -> None:
        pass

    info = debug
    warning = _say
    error = _say
    exception = _say
    critical = _say

    def isEnabledFor(self, _level: int) -> bool:  # noqa: N802  # logging.Logger's own name
        return True

    def asyncio_handler(self, _loop: Any, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        text = str(context.get("message", "trouble in the event loop"))
        if isinstance(exc, BaseException):
            text = f"{text}: {type(exc).__name__}: {_first_line(exc)}"
        self.line(text)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else ""
