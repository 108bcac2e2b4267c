"""Simulated phones in a process of their own, so they do not compete with the table for the
interpreter (real phones are other devices): the benchmark's side of `tests.phones_client.Phone`.

    fleet = PhoneFleet({seat: url, ...})   # starts the process, connects every phone
    sent_at = fleet.send(seat, action)     # time.perf_counter() in the phones' process when sent
    fleet.page_after(seat, since, options) # when the seat's phone first got a whole page after `since`
                                           # (not "working out your options"; with options, if asked)
    fleet.close()

perf_counter is the system's monotonic clock on Linux, the same in both processes.
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _serve(conn: Any, urls: dict[int, str]) -> None:
    import time

    sys.path.insert(0, str(ROOT))
    from tests.phones_client import Phone

    phones = {seat: Phone(url) for seat, url in urls.items()}
    for phone in phones.values():
        phone.connect()
    conn.send("ready")
    while True:
        command = conn.recv()
        if command[0] == "send":
            _kind, seat, action = command
            stamp = time.perf_counter()
            phones[seat].choose(action)
            conn.send(stamp)
        elif command[0] == "page":
            _kind, seat, since, options = command
            conn.send(_page_after(phones[seat], since, options))
        else:
            for phone in phones.values():
                phone.close()
            conn.send("closed")
            return


def _page_after(phone: Any, since: float, options: bool) -> float | None:
    with phone._cond:
        for message, at in zip(phone.messages, phone.received_at):
            if at > since and message.get("type") == "view" and not message.get("preparing") \
                    and (not options or message.get("options")):
                return float(at)
    return None


class PhoneFleet:
    def __init__(self, urls: dict[int, str]) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, urls), daemon=True)
        self.process.start()
        assert self.conn.recv() == "ready"

    def send(self, seat: int, action: dict[str, Any]) -> float:
        self.conn.send(("send", seat, action))
        stamp: float = self.conn.recv()
        return stamp

    def page_after(self, seat: int, since: float, options: bool = False) -> float | None:
        self.conn.send(("page", seat, since, options))
        found: float | None = self.conn.recv()
        return found

    def close(self) -> None:
        self.conn.send(("close",))
        self.conn.recv()
        self.process.join(5)
