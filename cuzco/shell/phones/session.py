"""PhoneSession: the render loop's side of the players' phones, for one game at the table.

    session = PhoneSession(game, seats, adapter, host="127.0.0.1")
    session.handler = lambda seat, action: None or "why not"   # the table plays the action, as a click would
    session.phone_seats        # seats whose phone has joined and that were not moved back to hand-off
    session.takeovers          # read-only {seat: times another device took the seat over} (0s included)
    session.hand_back(seat)    # the menu's "back to hand-off"; session.use_phone(seat) undoes it
    session.stop()             # when the game ends or its screen closes (the app stops every session on quit)

Each frame `pump()` (through `cuzco.shell.phones.pump_all`) reads the server's
queue: a phone joining makes its seat a phone seat; a phone's action is turned
into the game's own action object by the game's adapter and handed to
`handler`, the same function the table's own buttons call, which checks it with
the rules and returns None when it was played or the rules' reason, translated.
The phone gets that answer. After the frame is drawn, `note()` (through
`publish_all`) marks every seat's page to be built again when the game's state,
the language or the phone seats changed (a comparison: nothing is built in the
frame). `build(deadline)` builds them one seat at a time, in the loop's pause
between frames or while it is asleep (`cuzco.shell.phones.wait`, `App.rest`),
encodes each page once and sends those that differ from what the phone has, all
of them in one hand-over to the server's thread. An adapter whose page takes
long to work out (Feld's Cuzco's previews) may do part of it each call: its
`unfinished` names the seats whose page is not done, which go back to the end
of the line. `publish()` does both at once for at most PUBLISH_BUDGET (one
seat's page at least): the tests' way, and a loop's with no pause.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from types import MappingProxyType
from typing import Any, Protocol

from cuzco.shell import phones
from cuzco.shell.i18n import _, language, translate

from .interfaces import LOOPBACK
from .server import Inbound, PhoneServer

log = logging.getLogger(__name__)

MAX_PER_FRAME = 32  # messages handled in one frame at most; the rest wait for the next
PUBLISH_BUDGET = 0.0005  # seconds of page building in one frame (at least one seat's): the rest wait a frame


class PhoneAdapter(Protocol):
    """What a game gives the shell (`GameEntry.phone_adapter()`)."""

    def seat_view(self, game: Any, seat: int) -> dict[str, Any]:
        """The seat's page as JSON: only what that seat may see, texts translated."""
        ...

    def action(self, game: Any, seat: int, data: dict[str, Any]) -> Any:
        """The game's action object for a phone's `data`; ValueError (with the reason) when it is none."""
        ...


def page_html() -> str:
    return (resources.files("cuzco.shell.phones.page") / "phone.html").read_text(encoding="utf-8")


def page_texts() -> dict[str, str]:
    """The page's own words, in the game's language."""
    return {
        "connecting": _("Connecting to the table..."),
        "preparing": _("Working out your options..."),
        "lost": _("Connection lost. Reconnecting..."),
        "code": _("Table code"),
        "sent": _("Sent."),
        "refused": _("Not accepted:"),
        "handoff": _("This seat plays at the table now (hand-off)."),
        "closed": _("The table has closed this game. You can close this page."),
        "moved": _("The table moved to another network. Scan your seat's new QR code at the table."),
        "taken": _("This seat was opened on another device. If that was not you, tell the table."),
        "error_malformed": _("the phone sent a message the table cannot read."),
        "error_used": _("this message was already sent once."),
        "error_busy": _("too many messages at once: wait for the answers."),
    }


class PhoneSession:
    @classmethod
    def for_game(cls, game: Any, seats: Iterable[int], host: str = LOOPBACK) -> PhoneSession:
        """A session with the adapter the game's registry entry gives (`GameEntry.phone_adapter`)."""
        from cuzco.shell import registry

        make = registry.entry_for_game(game).phone_adapter
        if make is None:
            raise ValueError(f"{type(game).__name__} has no phone play")
        return cls(game, seats, make(), host)

    def __init__(self, game: Any, seats: Iterable[int], adapter: PhoneAdapter, host: str = LOOPBACK,
                 port: int = 0) -> None:
        self.game = game
        self.adapter = adapter
        self.seats = tuple(seats)
        self.server = self._server(host, port)
        self.joined: set[int] = set()
        self.handed_back: set[int] = set()
        self.handler: Callable[[int, Any], str | None] | None = None
        self.on_change: Callable[[], None] | None = None  # told when a seat joins, leaves or is handed back
        self.extra: dict[str, Any] = {}  # added to every view
        self.labels: dict[int, tuple[str, Any]] = {}  # seat -> (name, colour) for the phones panel
        self._sent: dict[int, str] = {}
        self._takeovers: dict[int, int] = dict.fromkeys(self.seats, 0)
        self._key: tuple[object, ...] | None = None
        self._todo: list[int] = []  # the seats whose page is to be built, in order (`note`, `build`)
        self._texts: dict[str, dict[str, str]] = {}  # the page's own words, by language
        self.dirty = True
        phones.register(self)

    # ---- who plays where -------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.server.code

    @property
    def phone_seats(self) -> set[int]:
        return self.joined - self.handed_back

    @property
    def takeovers(self) -> Mapping[int, int]:
        """How many times each seat was opened on another device while one had it (the device before
        was shut out and told so); the phones panel can show a warning beside a seat above 0."""
        return MappingProxyType(self._takeovers)

    def connected(self, seat: int) -> bool:
        return seat in self.server.connected

    def url(self, seat: int) -> str:
        return self.server.url(seat)

    def short_address(self) -> str:
        return self.server.origin.split("//", 1)[1]

    def hand_back(self, seat: int) -> None:
        self.handed_back.add(seat)
        self.dirty = True
        self._changed()

    def use_phone(self, seat: int) -> None:
        self.handed_back.discard(seat)
        self.dirty = True
        self._changed()

    def rebind(self, host: str) -> None:
        """Listen on another address (OSError, and nothing changed, when it cannot; ValueError when `host`
        is the wildcard or a public address, which the server refuses): new tokens and codes, so every
        phone scans again; until then each seat plays by hand-off."""
        server = self._server(host, 0)
        old, self.server = self.server, server
        old.stop(farewell="moved")  # the phones say "scan the new code", not "the game is over"
        self.joined.clear()
        self._sent.clear()
        self.dirty = True
        self._changed()

    def _server(self, host: str, port: int) -> PhoneServer:
        server = PhoneServer(self.seats, host, port, page=page_html())
        server.forbidden_text = _("Scan the QR code of your seat at the table.")
        server.arrived = phones.arrived
        server.start()
        return server

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    # ---- each frame ------------------------------------------------------------------
    def pump(self) -> None:
        for _i in range(MAX_PER_FRAME):
            try:
                message = self.server.inbox.get_nowait()
            except Exception:  # noqa: BLE001  # queue.Empty
                break
            self.handle(message)

    def handle(self, message: Inbound) -> None:
        seat = message.seat
        if message.kind == "joined":
            if seat not in self.joined:
                self.joined.add(seat)
                self._changed()
            self.dirty = True
            self._sent.pop(seat, None)
            return
        if message.kind == "taken":
            self._takeovers[seat] = self._takeovers.get(seat, 0) + 1
            self._changed()
            return
        if message.kind == "left":
            self._changed()
            return
        reason = self.play(seat, message.data)
        self.server.reply(seat, message.seq, reason)
        self.dirty = True

    def play(self, seat: int, data: dict[str, Any]) -> str | None:
        """Turn a phone's message into the game's action and hand it to the table; None when played."""
        if seat not in self.phone_seats:
            return _("This seat plays at the table now (hand-off).")
        try:
            action = self.adapter.action(self.game, seat, data)
        except ValueError as exc:
            return translate(exc)
        if self.handler is None:
            return _("The table is not waiting for this now.")
        try:
            return self.handler(seat, action)
        except Exception:  # noqa: BLE001  # a phone must never crash the table
            log.exception("a phone's action for seat %d failed", seat)
            return _("The table is not waiting for this now.")

    def publish(self, force: bool = False, budget: float | None = None) -> None:
        """Note what changed (`note`) and build pages for `budget` seconds (PUBLISH_BUDGET; one seat's at
        least): the way of the tests, of `stop`, and of a loop with no pause between its frames."""
        self.note(force)
        self.build(time.perf_counter() + (PUBLISH_BUDGET if budget is None else budget))

    def note(self, force: bool = False) -> None:
        """After a frame is on screen: when the game's state, the language or the phone seats changed,
        every seat's page is to be built again (`build`, in the loop's pause). Costs a comparison."""
        key = (id(self.game.state), len(self.game.actions), language(), frozenset(self.phone_seats))
        if force or self.dirty or key != self._key:
            self._key, self.dirty = key, False
            self._todo = list(self.seats)

    @property
    def pending(self) -> bool:
        """Whether a seat's page is still to be built (or its adapter has not finished it)."""
        return bool(self._todo)

    def build(self, deadline: float, stop: Callable[[], bool] | None = None) -> None:
        """Build the pages noted, one seat's at a time, until `deadline` (a `time.perf_counter()`) or until
        `stop()` says so (a phone's message waits), but always one seat's at least; send those that differ
        from what the phone has, encoded once. A seat whose adapter has not finished its page (`unfinished`:
        Feld's Cuzco's previews) goes back to the end of the line."""
        if not self._todo:
            return
        lang = language()
        texts = self._texts.get(lang) or self._texts.setdefault(lang, page_texts())
        changed: dict[int, str] = {}
        first = True
        while self._todo:
            if not first and (time.perf_counter() > deadline or (stop is not None and stop())):
                break
            first = False
            seat = self._todo.pop(0)
            if seat in self.handed_back:  # the seat's name and colour stay; its hand and buttons go
                own = self.adapter.seat_view(self.game, seat)
                view: dict[str, Any] = {key: own[key] for key in ("name", "colour") if key in own}
                view.update({"title": texts["handoff"], "lines": [], "buttons": []})
            else:
                view = self.adapter.seat_view(self.game, seat)
            if seat in (getattr(self.adapter, "unfinished", ()) or ()):
                self._todo.append(seat)  # asked again once the other seats' pages are built
            payload = {"type": "view", "lang": lang, "code": self.code, "ui": texts, **self.extra, **view}
            text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
            if self._sent.get(seat) != text:
                self._sent[seat] = text
                changed[seat] = text
        if changed:
            self.server.send_texts(list(changed.items()))

    def stop(self) -> None:
        """Stop the server; each phone gets its seat's last page first (the game's end), then "bye"."""
        phones.unregister(self)
        try:
            self.publish()
        except Exception:  # noqa: BLE001  # a page that cannot be built must not keep the server up
            log.exception("the phones' last pages could not be built")
        self.server.stop()
