"""PhonesPanel: the seats' QR codes over the table, who is connected, and where the server listens.

    PhonesPanel(session)   # transparent modal; Play (Enter or Escape) closes it

One cell per human seat: its name in its colour, its QR code (the only place its
token is ever shown), whether its phone is connected, and a button that moves
the seat back to the table's hand-off (or to its phone again). Above them, the
table code every phone shows too, and the network the server listens on:
"only this computer" (loopback, the default) until the player picks one of
this computer's local-network addresses; picking another makes new codes.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import Button, dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px

from .interfaces import LOOPBACK, local_addresses
from .qr import qr_surface


def network_label(address: str) -> str:
    return _("Only this computer") if address == LOOPBACK else _("Local network {address}", address=address)


class PhonesPanel(Scene):
    transparent = True

    def __init__(self, session: Any, addresses: list[str] | None = None) -> None:
        super().__init__()
        self.session = session
        self.addresses = addresses if addresses is not None else local_addresses()
        if session.server.host not in self.addresses:
            self.addresses.append(session.server.host)
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.cells: list[tuple[int, pygame.Rect]] = []
        self.buttons: dict[Any, Button] = {}
        self.qr: dict[tuple[str, int], pygame.Surface] = {}

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.buttons:
            return
        self.size = size
        w, h = size
        seats = self.session.seats
        rows = 1 if len(seats) <= 4 else 2
        cols = max(1, math.ceil(len(seats) / rows))
        self.panel = pygame.Rect(0, 0, min(w - px(20), px(1100)), min(h - px(20), px(860)))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + px(170)
        bottom = self.panel.bottom - px(80)
        cell_w = (self.panel.width - px(40)) // cols
        cell_h = (bottom - top) // rows
        self.cells = []
        self.buttons = {}
        for i, seat in enumerate(seats):
            r, c = divmod(i, cols)
            rect = pygame.Rect(self.panel.left + px(20) + c * cell_w, top + r * cell_h, cell_w - px(10),
                               cell_h - px(10))
            self.cells.append((seat, rect))
            self.buttons[seat] = Button((rect.left + px(8), rect.bottom - px(40), rect.width - px(16), px(36)),
                                        "", lambda s=seat: self.toggle(s), font_size=18)
        self.buttons["network"] = Button((self.panel.centerx - px(300), self.panel.top + px(118), px(600), px(40)),
                                         "", self.next_network, font_size=18,
                                         tooltip=_("Where phones can reach this computer: only this computer, "
                                                   "or the local network (Wi-Fi) it is on. New codes each time."))
        bw = px(220)
        self.buttons["play"] = Button((self.panel.centerx - bw // 2, self.panel.bottom - px(66), bw, px(50)),
                                      _("Play"), self.close, kind="primary", hotkey=pygame.K_RETURN)

    def toggle(self, seat: int) -> None:
        if seat in self.session.handed_back:
            self.session.use_phone(seat)
        else:
            self.session.hand_back(seat)

    def next_network(self) -> None:
        host = self.session.server.host
        at = self.addresses.index(host) if host in self.addresses else -1
        self.set_network(self.addresses[(at + 1) % len(self.addresses)])

    def set_network(self, address: str) -> None:
        try:
            self.session.rebind(address)
        except OSError:
            pass  # the stepper shows the address the server really uses on the next frame
        self.qr.clear()

    def close(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)
        self.qr.clear()

    def handle_event(self, event: pygame.event.Event) -> None:
        self._layout(self.size if self.buttons else (pygame.display.get_surface() or pygame.Surface((1280, 800)))
                     .get_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        for button in list(self.buttons.values()):
            if button.handle_event(event):
                return

    def status(self, seat: int) -> tuple[str, Any]:
        s = self.session
        if seat in s.handed_back:
            return _("Plays by hand-off at the table"), theme.TEXT_DIM
        if s.connected(seat):
            return _("Phone connected"), theme.lighten(theme.GOLD, 0.2)
        if seat in s.joined:
            return _("Phone lost: reconnecting"), theme.lighten(theme.TERRACOTTA, 0.3)
        return _("Waiting for the phone (hand-off until then)"), theme.TEXT_DIM

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, _("Players' phones"))
        s = self.session
        draw_text(surface, _("Each player scans their own code with the phone's camera. Table code: {code}",
                             code=s.code), (inner.centerx, inner.top), 20, theme.TEXT, anchor="midtop")
        draw_text(surface, _("Address: {address}", address=s.short_address()),
                  (inner.centerx, inner.top + px(26)), 18, theme.TEXT_DIM, anchor="midtop")
        self.buttons["network"].label = _("Network: {place}", place=network_label(s.server.host))
        for seat, rect in self.cells:
            name, colour = s.labels.get(seat, (str(seat + 1), theme.GOLD))
            pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.15), rect, border_radius=px(8))
            pygame.draw.rect(surface, colour, rect, px(3), border_radius=px(8))
            draw_text(surface, name, (rect.centerx, rect.top + px(6)), 22, colour, bold=True, anchor="midtop")
            size = max(px(60), min(rect.width - px(20), rect.height - px(120)))
            if seat not in s.handed_back:
                url = s.url(seat)
                image = self.qr.get((url, size))
                if image is None:
                    image = self.qr[(url, size)] = qr_surface(url, size)
                at = image.get_rect(midtop=(rect.centerx, rect.top + px(34)))
                surface.blit(image, at)
                draw_text(surface, f"{s.short_address()}/s/{seat}", (rect.centerx, at.bottom + px(4)), 15,
                          theme.TEXT_DIM, anchor="midtop")
                below = at.bottom + px(26)
            else:
                below = rect.top + px(60)
            text, tone = self.status(seat)
            draw_text(surface, text, (rect.centerx, below), 18, tone, anchor="midtop")
            button = self.buttons[seat]
            button.label = _("Use the phone again") if seat in s.handed_back else _("Back to hand-off")
            button.enabled = seat in s.joined or seat in s.handed_back
        shown = [b for key, b in self.buttons.items() if not isinstance(key, int) or b.enabled]
        for button in shown:
            button.draw(surface)
        for button in shown:
            button.draw_tooltip(surface)
