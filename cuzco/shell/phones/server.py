"""The phones' web server: aiohttp on its own thread and event loop, next to the render loop.

    server = PhoneServer(seats=[0, 2], host="127.0.0.1")   # binds at once (OSError if it cannot;
                                       # ValueError for 0.0.0.0 or a public address: loopback or private only)
    server.start()                     # the thread; never waited for by a frame
    server.url(seat)                   # what that seat's QR code holds (its token inside)
    server.send(seat, payload)         # the seat's latest view; kept and sent again on every reconnect
    server.send_many([(seat, payload), ...])  # several seats' views in one hand-over to the server's thread
    server.send_texts([(seat, text), ...])    # the same, already encoded as JSON (encoded once, not twice)
    server.reply(seat, seq, reason)    # accepted (None) or refused, with the reason
    server.inbox.get_nowait()          # Inbound messages for the render loop (queue.SimpleQueue)
    server.stop()

The render loop and the server meet only in thread-safe places: the `inbox`
queue (phones -> table), with `arrived()` called after each message is put in
it (the session wakes the render loop with it), and `loop.call_soon_threadsafe`
(table -> phones). The socket is bound here, in the caller's thread, so the
address is known at once.

Routes (nothing else is served; every other path is 404):
    GET /s/{seat}/{token}     the phone page (HTML with its CSS and JS inline)
    GET /ws/{seat}/{token}    the seat's WebSocket
Each token is 192 random bits from `secrets`, compared with `hmac.compare_digest`.
A wrong or missing token gets 403 (a small page saying to scan the seat's code)
and no session. A WebSocket upgrade whose Origin (or Host) is not this server's
own address gets 403 too.

One device per seat: a new socket for a seat takes the seat over. The old
socket gets {"type": "taken"} and is closed before the new one gets anything,
so whoever scanned a rival's code cannot watch that hand unnoticed; the render
loop hears of it as an Inbound "taken" (unless the new socket comes from the
same page as the old one: a phone reconnecting, told by the `d` query value its
page picked at random).

Messages from a phone are JSON objects of at most MAX_MESSAGE bytes:
    {"seq": n, "action": {...}}   n greater than any seq this seat used before
Anything else is answered {"type": "error", "code": ..., "reason": ...} and goes
no further: the render loop never sees it, the seq is not used up. A message with
an old seq (a replay) is refused the same way. A well-formed message uses up its
seq even when the rules then refuse it. `code` is one of ERROR_CODES: the page
shows its own translated words for it; `reason` is the English detail.

It cannot be starved (guard.py): at most 64 connections at once and 16 from one
address (more are reset at once, before aiohttp sees them); a connection whose
request headers are not complete within 5 s is closed; a WebSocket that answers
no ping is closed; a malformed request leaves one log line, never a traceback.

Stopping sends each phone {"type": "bye"} (the game is over) or, when the
session moves to another address, {"type": "moved"} (scan the new code).
"""

from __future__ import annotations

import asyncio
import hmac
import html
import json
import logging
import queue
import secrets
import socket
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cuzco.json_limits import JsonRefused, parse_limited

from .guard import HEADER_TIMEOUT, PING_EVERY, Gate, QuietLog
from .interfaces import usable

log = logging.getLogger(__name__)

MAX_MESSAGE = 2048  # bytes: a choice or a bid is far smaller
MAX_FRAME = 65536  # bytes: a larger WebSocket message is not even read (the socket is closed, code 1009)
CODE_LETTERS = "ACDEFHJKLMNPRTUVWXY"  # no look-alikes (B/8, I/1, O/0, S/5, G/6, Q/O, Z/2)
MESSAGE_KINDS = ("joined", "left", "action", "taken")
ERROR_CODES = ("malformed", "used", "busy")  # the page's texts for them: page_texts()["error_<code>"]
BACKLOG = 128  # connections the system holds before the server takes them (and refuses those past its caps)
MAX_QUEUED = 256  # messages waiting for the table at most; a phone flooding it is refused


@dataclass(frozen=True)
class Inbound:
    """Something a phone did: `kind` is "joined" (a socket opened), "left" (its last socket closed),
    "taken" (another device opened the seat: the one before was shut out)
    or "action" (`data` is the message's action object, `seq` its number)."""

    seat: int
    kind: str
    seq: int = 0
    data: dict[str, Any] = field(default_factory=dict)


FORBIDDEN_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Cuzco</title>
<style>html { font-size: 22px; } body { margin: 0; padding: 2rem 1.2rem; background: #2b211b; color: #f4ead8;
font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.35; }
p { font-size: 1.3rem; font-weight: 700; margin: 0; }</style></head>
<body><p>{text}</p></body></html>
"""  # a refused address: the page says what to do, and holds nothing of any seat


def _nothing() -> None:
    pass


def new_token() -> str:
    return secrets.token_urlsafe(24)  # 24 bytes = 192 bits


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(4))


def device_of(text: str) -> str:
    """The page's random id from the socket's query (letters and digits only; "" when missing or odd)."""
    return text if text.isascii() and text.isalnum() and len(text) <= 32 else ""


def problem_of(raw: str | bytes) -> tuple[int, dict[str, Any]] | str:
    """(seq, action) from a phone's message, or why it is refused (English; the page shows its own words)."""
    size = len(raw.encode() if isinstance(raw, str) else raw)
    if size > MAX_MESSAGE:
        return f"message too large ({size} bytes; at most {MAX_MESSAGE})"
    try:
        data = parse_limited(raw, max_depth=6)
    except (JsonRefused, UnicodeDecodeError) as exc:
        return f"not a valid message: {exc}"
    if not isinstance(data, dict) or set(data) != {"seq", "action"}:
        return 'a message is {"seq": number, "action": {...}}'
    seq, action = data["seq"], data["action"]
    if type(seq) is not int or not 0 < seq < 2**53:
        return "seq must be a positive whole number"
    if not isinstance(action, dict):
        return "action must be an object"
    return seq, action


class PhoneServer:
    def __init__(self, seats: Iterable[int], host: str = "127.0.0.1", port: int = 0,
                 page: str = "") -> None:
        self.seats = tuple(seats)
        self.tokens = {seat: new_token() for seat in self.seats}
        self.code = new_code()
        self.page = page  # the phone page's HTML
        self.forbidden_text = "403"  # the body of a refusal (the session gives it in the game's language)
        self.inbox: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        self.arrived: Callable[[], None] = _nothing  # called (on the server's thread) after each put
        self.quiet = QuietLog(log)  # aiohttp's and asyncio's complaints: one line, no traceback, rate-limited
        if not usable(host):
            raise ValueError(f"the phones' server listens only on loopback or a private network address "
                             f"(this computer's own or its local network's), never on {host!r}")
        self.gate = Gate()  # the server thread's: connections past its caps are refused at once
        self.ping_every = PING_EVERY
        self.header_timeout = HEADER_TIMEOUT
        self.sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.sock.bind((host, port))
            self.sock.listen(BACKLOG)
        except OSError:
            self.sock.close()
            raise
        self.host = host
        self.port: int = self.sock.getsockname()[1]
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        # below: touched by the server thread only
        self._views: dict[int, str] = {}
        self._sockets: dict[int, list[Any]] = {seat: [] for seat in self.seats}
        self._last_seq: dict[int, int] = dict.fromkeys(self.seats, 0)
        self._devices: dict[Any, str] = {}  # socket -> the id its page gave
        self._farewell = "bye"
        # read by the render thread: replaced whole, never changed in place
        self.connected: frozenset[int] = frozenset()
        self.sent_bytes: dict[int, list[bytes]] | None = None  # every byte to each seat, when a test asks

    # ---- addresses --------------------------------------------------------------
    @property
    def origin(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def url(self, seat: int) -> str:
        return f"{self.origin}/s/{seat}/{self.tokens[seat]}"

    def token_ok(self, seat_text: str, token: str) -> int | None:
        """The seat, when `token` is that seat's (constant-time comparison), else None."""
        # isascii: "²".isdigit() is true, yet int("²") fails
        seat = int(seat_text) if seat_text.isascii() and seat_text.isdigit() and len(seat_text) < 3 else -1
        expected = self.tokens.get(seat, "")
        ok = hmac.compare_digest(token.encode(), expected.encode()) and bool(expected)
        return seat if ok else None

    # ---- the render thread's side -------------------------------------------------
    def start(self) -> None:
        self.thread = threading.Thread(target=self._run, name="cuzco-phones", daemon=True)
        self.thread.start()

    def send(self, seat: int, payload: dict[str, Any]) -> None:
        self.send_many([(seat, payload)])

    def send_many(self, views: list[tuple[int, dict[str, Any]]]) -> None:
        """Each seat's latest view, handed to the server's thread at once (one wake-up, not one a seat)."""
        texts = [(seat, json.dumps(payload, ensure_ascii=False, separators=(",", ":"))) for seat, payload in views]
        self.send_texts(texts)

    def send_texts(self, texts: list[tuple[int, str]]) -> None:
        """Each seat's latest view as JSON text (the session encodes a page once, to compare and to send)."""
        self._call(self._deliver_views, texts)

    def reply(self, seat: int, seq: int, reason: str | None) -> None:
        payload = {"type": "accepted", "seq": seq} if reason is None else {"type": "refused", "seq": seq,
                                                                           "reason": reason}
        self._call(self._deliver, seat, json.dumps(payload, ensure_ascii=False), False)

    def drop_seat(self, seat: int) -> None:
        """Close the seat's sockets (moved back to the table's hand-off); its token stays valid."""
        self._call(self._close_seat, seat)

    def stop(self, timeout: float = 2.0, farewell: str = "bye") -> None:
        """Close every socket, telling each phone `farewell`: "bye" (the game is over) or "moved"."""
        self._farewell = farewell
        if self.thread is not None:
            self._ready.wait(timeout)  # just started: its loop may not be there yet
        if self.loop is not None and self._stopping is not None:
            try:
                self.loop.call_soon_threadsafe(self._stopping.set)
            except RuntimeError:  # the loop has already closed
                pass
        if self.thread is not None:
            self.thread.join(timeout)
        if self.thread is None or not self.thread.is_alive():
            self.sock.close()
        # else the server's thread is still winding down (a loaded machine): it closes the socket itself when
        # it ends (`_run`), instead of having it closed under its feet ("Bad file descriptor")

    def _call(self, fn: Any, *args: Any) -> None:
        if self.loop is None:
            self._ready.wait(2.0)
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass

    # ---- the server thread --------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(self.quiet.asyncio_handler)  # a failed accept or callback: one line
        asyncio.set_event_loop(loop)
        self.loop = loop
        self._stopping = asyncio.Event()
        try:
            loop.run_until_complete(self._serve())
        except Exception:  # noqa: BLE001  # a broken server must never take the game down
            log.exception("the phones' server stopped")
        finally:
            self._ready.set()
            loop.close()
            self.sock.close()

    async def _serve(self) -> None:
        from aiohttp import web

        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/s/{seat}/{token}", self._page)
        app.router.add_get("/ws/{seat}/{token}", self._socket)
        # keepalive_timeout runs from a connection's opening: headers not complete by then close it
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=0.5,
                               keepalive_timeout=self.header_timeout, logger=self.quiet)
        await runner.setup()
        handlers, gate = runner.server, self.gate
        assert handlers is not None and self.loop is not None
        listener = await self.loop.create_server(lambda: gate.protocol(handlers), sock=self.sock,
                                                 backlog=BACKLOG)
        self._ready.set()
        assert self._stopping is not None
        await self._stopping.wait()
        for seat, sockets in self._sockets.items():
            for ws in list(sockets):  # the page stops reconnecting: this table is gone (or moved)
                await self._send_one(seat, ws, json.dumps({"type": self._farewell}))
                await ws.close()
        listener.close()
        await runner.cleanup()

    def _forbidden(self) -> Any:
        from aiohttp import web

        body = FORBIDDEN_PAGE.replace("{text}", html.escape(self.forbidden_text.strip()))
        return web.Response(status=403, text=body, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
                                     "X-Content-Type-Options": "nosniff",
                                     "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'"})

    async def _page(self, request: Any) -> Any:
        from aiohttp import web

        if self.token_ok(request.match_info["seat"], request.match_info["token"]) is None:
            return self._forbidden()
        if self.sent_bytes is not None:
            self.sent_bytes.setdefault(int(request.match_info["seat"]), []).append(self.page.encode())
        return web.Response(text=self.page, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
                                     "X-Content-Type-Options": "nosniff",
                                     "Content-Security-Policy": "default-src 'none'; connect-src 'self'; "
                                     "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"})

    def _same_origin(self, request: Any) -> bool:
        origin = request.headers.get("Origin", "")
        host = request.headers.get("Host", "")
        return origin == self.origin and host == self.origin.split("//", 1)[1]

    async def _socket(self, request: Any) -> Any:
        from aiohttp import WSMsgType, web

        seat = self.token_ok(request.match_info["seat"], request.match_info["token"])
        if seat is None or not self._same_origin(request):
            return self._forbidden()
        # a ping after ping_every seconds of silence, closed when no answer comes within half of that
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=self.ping_every)
        await ws.prepare(request)
        sockets = self._sockets[seat]
        device = device_of(request.query.get("d", ""))
        old_sockets, sockets[:] = list(sockets), [ws]  # one device per seat: the newest has it
        self._devices[ws] = device
        self._set_connected()
        strangers = [old for old in old_sockets if not device or self._devices.get(old) != device]
        for old in old_sockets:  # not awaited: a dead phone's close must not hold the new one up
            asyncio.ensure_future(self._shut_out(seat, old, old in strangers))
        if strangers:
            self._put(Inbound(seat, "taken"))
        self._put(Inbound(seat, "joined"))
        await self._send_one(seat, ws, json.dumps({"type": "hello", "next_seq": self._last_seq[seat] + 1,
                                                   "code": self.code}))
        if seat in self._views:
            await self._send_one(seat, ws, self._views[seat])
        try:
            async for msg in ws:
                if msg.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    await self._receive(seat, ws, msg.data)
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            self._devices.pop(ws, None)
            if ws in sockets:
                sockets.remove(ws)
            self._set_connected()
            if not sockets:
                self._put(Inbound(seat, "left"))
        return ws

    async def _receive(self, seat: int, ws: Any, raw: str | bytes) -> None:
        found = problem_of(raw)
        if isinstance(found, str):
            await self._send_one(seat, ws, json.dumps({"type": "error", "code": "malformed", "reason": found}))
            return
        seq, action = found
        if seq <= self._last_seq[seat]:
            await self._send_one(seat, ws, json.dumps({"type": "error", "seq": seq, "code": "used", "reason":
                                                       f"message {seq} was already used (replayed or old)"}))
            return
        if self.inbox.qsize() >= MAX_QUEUED:
            await self._send_one(seat, ws, json.dumps({"type": "error", "seq": seq, "code": "busy", "reason":
                                                       "too many messages at once: wait for the answers"}))
            return
        self._last_seq[seat] = seq
        self._put(Inbound(seat, "action", seq, action))

    def _set_connected(self) -> None:
        self.connected = frozenset(seat for seat, sockets in self._sockets.items() if sockets)

    def _put(self, message: Inbound) -> None:
        self.inbox.put(message)
        self.arrived()

    def _deliver_views(self, texts: list[tuple[int, str]]) -> None:
        for seat, text in texts:
            self._deliver(seat, text, True)

    def _deliver(self, seat: int, text: str, keep: bool) -> None:
        if keep:
            self._views[seat] = text
        for ws in list(self._sockets.get(seat, ())):
            asyncio.ensure_future(self._send_one(seat, ws, text))

    async def _send_one(self, seat: int, ws: Any, text: str) -> None:
        if self.sent_bytes is not None:
            self.sent_bytes.setdefault(seat, []).append(text.encode())
        try:
            await ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass

    async def _shut_out(self, seat: int, ws: Any, tell: bool) -> None:
        """An old socket of a seat another socket took: told so (unless its own page came back), closed."""
        if tell:
            await self._send_one(seat, ws, json.dumps({"type": "taken"}))
        try:
            await ws.close()
        except (ConnectionError, RuntimeError):
            pass

    def _close_seat(self, seat: int) -> None:
        self._views.pop(seat, None)
        for ws in list(self._sockets.get(seat, ())):
            asyncio.ensure_future(ws.close())
