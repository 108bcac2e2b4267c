"""A simulated phone for the tests and the benchmark: a WebSocket client on its own thread and event loop.

    phone = Phone(url)            # the seat's QR address (http://host:port/s/<seat>/<token>)
    phone.connect()               # opens the socket (Origin: the server's own)
    phone.choose({"type": "choose", "go_on": True})
    phone.wait(lambda m: m["type"] == "accepted")
    phone.raw                     # every byte the server sent this phone, message by message
    phone.close()
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

import aiohttp


def socket_url(page_url: str) -> str:
    return page_url.replace("http://", "ws://", 1).replace("/s/", "/ws/", 1)


def origin_of(page_url: str) -> str:
    return "/".join(page_url.split("/")[:3])


class Phone:
    def __init__(self, url: str, origin: str | None = None, device: str | None = None) -> None:
        self.url = url
        self.device = secrets.token_hex(8) if device is None else device  # the page's random id
        self.origin = origin if origin is not None else origin_of(url)
        self.raw: list[bytes] = []
        self.messages: list[dict[str, Any]] = []
        self.received_at: list[float] = []
        self.next_seq = 1
        self.status: int | None = None
        self._cond = threading.Condition()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ws: Any = None
        self.session: Any = None

    def _run(self, coro: Any, timeout: float = 15.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def get_page(self, url: str | None = None) -> tuple[int, bytes]:
        async def get() -> tuple[int, bytes]:
            async with aiohttp.ClientSession() as s, s.get(url or self.url) as r:
                body = await r.read()
                return r.status, body

        status, body = self._run(get())
        self.raw.append(body)
        return status, body

    def connect(self, url: str | None = None) -> bool:
        """Open the socket; False (and `status`) when the server refused the upgrade."""
        async def open_socket() -> bool:
            if self.session is None:
                self.session = aiohttp.ClientSession()
            try:
                address = url or socket_url(self.url) + (f"?d={self.device}" if self.device else "")
                self.ws = await self.session.ws_connect(address, origin=self.origin or None)
            except aiohttp.WSServerHandshakeError as exc:
                self.status = exc.status
                return False
            asyncio.ensure_future(self._read(self.ws))
            return True

        return bool(self._run(open_socket()))

    async def _read(self, ws: Any) -> None:
        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                with self._cond:
                    self.raw.append(msg.data.encode())
                    data = json.loads(msg.data)
                    self.messages.append(data)
                    self.received_at.append(time.perf_counter())
                    if data.get("type") == "hello":
                        self.next_seq = data["next_seq"]
                    self._cond.notify_all()

    def send_raw(self, text: str) -> None:
        self._run(self.ws.send_str(text))

    def choose(self, action: dict[str, Any], seq: int | None = None) -> int:
        seq = self.next_seq if seq is None else seq
        self.next_seq = max(self.next_seq, seq + 1)
        self.send_raw(json.dumps({"seq": seq, "action": action}))
        return seq

    def wait(self, test: Callable[[dict[str, Any]], bool], timeout: float = 300.0, since: int = 0,
             pump: Callable[[], None] | None = None) -> dict[str, Any]:
        """The first message from index `since` on that passes `test`; `pump` is called while waiting
        (the table's frames, when the test drives them from this thread)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._cond:
                for m in self.messages[since:]:
                    if test(m):
                        return m
                if pump is None:
                    self._cond.wait(0.05)
            if pump is not None:
                pump()
        raise TimeoutError(f"no such message; got {[m.get('type') for m in self.messages[since:]]}")

    @property
    def closed(self) -> bool:
        return self.ws is None or self.ws.closed

    def views(self) -> list[dict[str, Any]]:
        with self._cond:
            return [m for m in self.messages if m.get("type") == "view"]

    def drop(self) -> None:
        """Lose the connection (as a phone going to sleep)."""
        if self.ws is not None:
            self._run(self.ws.close())
            self.ws = None

    def close(self) -> None:
        async def shut() -> None:
            if self.ws is not None:
                await self.ws.close()
            if self.session is not None:
                await self.session.close()

        try:
            self._run(shut())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(2)
