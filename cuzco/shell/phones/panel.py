"""PhonesPanel: the seats' QR codes over the table, who is connected, and where the server listens.

    PhonesPanel(session)   # transparent modal; Play (Enter or Escape) closes it
    panel.drawn            # seat -> the rects of what the last frame drew in its cell (texts, QR code)
    panel.qr_shown         # the seats whose QR code the last frame drew

One cell per human seat: its name in its colour, whether its phone is
connected, and a button that moves the seat back to the table's hand-off (or to
its phone again). A seat's QR code (the only place its token is ever shown) is
drawn only while no phone is connected to that seat: before its phone joins,
after it was handed back without a phone, or when its connection was lost (so
that phone can scan again). Once connected, the cell says so instead, and no
one else can scan that seat's code from the big screen. Above the cells, the
table code every phone shows too, the table's address, and the network the
server listens on: "only this computer" (loopback, the default, which no phone
can reach: a warning line says so) until the player picks one of this
computer's local-network addresses; picking another makes new codes.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext, pgettext
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import Button, dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.contrast import readable_text
from cuzco.shell.widgets.text import fit_line, font, wrap
from cuzco.shell.widgets.theme import Colour, px

from .interfaces import LOOPBACK, local_addresses
from .qr import qr_surface

STATUS_SIZES = (18, 16, 14, 13, 12)
HEADER_SIZES = (20, 18, 16, 14, 13)
BIG_SIZES = (24, 22, 20, 18, 16, 14, 13, 12)


def network_label(address: str) -> str:
    return _("Only this computer") if address == LOOPBACK else _("Local network {address}", address=address)


def fit_block(text: str, width: int, height: int, sizes: tuple[int, ...] = STATUS_SIZES,
              bold: bool = False) -> tuple[int, list[str], int]:
    """`text` word-wrapped at the largest of `sizes` whose lines all fit in `width` x `height` (at the
    smallest, as many lines as fit, the last cut short with "…"): its size, lines and line step."""
    for size in sizes:
        lines = wrap(text, size, width, bold)
        step = font(size, bold).get_linesize()
        if len(lines) * step <= height and all(font(size, bold).size(line)[0] <= width for line in lines):
            return size, lines, step
    keep = max(1, height // step)
    cut = [fit_line(line, width, (size,), bold)[1] for line in lines[:keep]]
    if len(lines) > keep and not cut[-1].endswith("…"):
        cut[-1] = fit_line(cut[-1] + " …", width, (size,), bold)[1]
    return size, cut, step


def draw_fitted(surface: pygame.Surface, text: str, box: pygame.Rect, colour: Colour,
                sizes: tuple[int, ...] = STATUS_SIZES, bold: bool = False) -> list[pygame.Rect]:
    """`text` centred in `box` as `fit_block` wraps it; returns the rects drawn."""
    size, lines, step = fit_block(text, box.width, box.height, sizes, bold)
    rects = []
    y = box.top
    for line in lines:
        rects.append(draw_text(surface, line, (box.centerx, y), size, colour, bold=bold, anchor="midtop"))
        y += step
    return rects


def draw_line(surface: pygame.Surface, text: str, pos: tuple[int, int], width: int, colour: Colour,
              sizes: tuple[int, ...] = HEADER_SIZES, bold: bool = False) -> pygame.Rect:
    """One line centred under `pos`, at the largest of `sizes` that fits in `width` (else cut short)."""
    size, line = fit_line(text, width, sizes, bold)
    return draw_text(surface, line, pos, size, colour, bold=bold, anchor="midtop")


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
        self.drawn: dict[int, list[pygame.Rect]] = {}
        self.qr_shown: set[int] = set()
        self.qr_rects: dict[int, pygame.Rect] = {}  # seat -> where its code was drawn (a click enlarges it)
        self.enlarged: int | None = None  # the seat whose code is shown large over the panel
        self.header: list[pygame.Rect] = []

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
        top = self.panel.top + px(180)
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
            self.buttons[seat] = Button((rect.left + px(6), rect.bottom - px(38), rect.width - px(12), px(32)),
                                        "", lambda s=seat: self.toggle(s), font_size=16)
        self.buttons["network"] = Button((self.panel.centerx - px(300), self.panel.top + px(108), px(600), px(38)),
                                         "", self.next_network, font_size=18,
                                         tooltip=_("Where phones can reach this computer: only this computer, "
                                                   "or the local network (Wi-Fi) it is on. New codes each time."))
        bw = px(220)
        self.buttons["play"] = Button((self.panel.centerx - bw // 2, self.panel.bottom - px(66), bw, px(50)),
                                      pgettext("start playing the game", "Play"), self.close, kind="primary",
                                      hotkey=pygame.K_RETURN)

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
        except (OSError, ValueError):  # ValueError: an address the server refuses (never offered here)
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
        if self.enlarged is not None:  # a code shown large: any click or key puts it back
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.enlarged = None
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = next((seat for seat, rect in self.qr_rects.items() if rect.collidepoint(event.pos)), None)
            if seat is not None:
                self.enlarged = seat
                return
        for button in list(self.buttons.values()):
            if button.handle_event(event):
                return

    def status(self, seat: int) -> tuple[str, Any]:
        s = self.session
        if seat in s.handed_back:
            return _("Plays by hand-off at the table"), theme.TEXT_DIM
        taken = s.takeovers.get(seat, 0)
        if s.connected(seat) and taken:  # someone scanned this seat's code on another device
            return ngettext("Phone connected; this seat was opened on another device once: was that you?",
                            "Phone connected; this seat was opened on another device {n} times: was that you?",
                            taken, n=taken), theme.lighten(theme.TERRACOTTA, 0.3)
        if s.connected(seat):
            return _("Phone connected"), theme.lighten(theme.GOLD, 0.2)
        if seat in s.joined:
            return _("Phone lost: reconnecting"), theme.lighten(theme.TERRACOTTA, 0.3)
        return _("Waiting for the phone (hand-off until then)"), theme.TEXT_DIM

    def shows_code(self, seat: int) -> bool:
        """A seat's QR code is on the screen only while no phone is connected to it."""
        return not self.session.connected(seat)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, _("Players' phones"))
        s = self.session
        self.header = [
            draw_line(surface, _("Each player scans their own code with the phone's camera. Table code: {code}",
                                 code=s.code), (inner.centerx, inner.top), inner.width, theme.TEXT),
            draw_line(surface, _("Table's address: {address}. Typing it is not enough: each phone scans its "
                                 "own seat's code.", address=s.short_address()),
                      (inner.centerx, inner.top + px(24)), inner.width, theme.TEXT_DIM, (18, 16, 14, 13, 12)),
        ]
        if s.server.host == LOOPBACK:
            self.header.append(draw_line(
                surface, _("Phones cannot reach 'Only this computer': choose your Wi-Fi network with the "
                           "Network button."),
                (inner.centerx, self.buttons["network"].rect.bottom + px(4)), inner.width, theme.ERROR,
                (18, 16, 14, 13, 12), bold=True))
        self.buttons["network"].label = _("Network: {place}", place=network_label(s.server.host))
        self.drawn, self.qr_shown, self.qr_rects = {}, set(), {}
        for seat, rect in self.cells:
            self.drawn[seat] = self._draw_cell(surface, seat, rect)
        shown = [b for key, b in self.buttons.items() if not isinstance(key, int) or b.enabled]
        for button in shown:
            button.draw(surface)
        for seat, rect in self.qr_rects.items():
            name = s.labels.get(seat, (str(seat + 1), None))[0]
            tooltips.add(rect, _("Click to show {name}'s code larger", name=name))
        for button in shown:
            button.draw_tooltip(surface)
        if self.enlarged is not None and not self.shows_code(self.enlarged):
            self.enlarged = None  # its phone has joined meanwhile: the code leaves the screen
        if self.enlarged is not None:
            self._draw_enlarged(surface, self.enlarged)

    def _draw_enlarged(self, surface: pygame.Surface, seat: int) -> None:
        """One seat's code, as large as the window allows, for a phone that cannot read the small one."""
        tooltips.cover(surface.get_rect())
        ground = theme.darken(theme.PANEL, 0.3)
        surface.fill(ground)  # nothing else on screen: the code and its seat
        w, h = surface.get_size()
        name, colour = self.session.labels.get(seat, (str(seat + 1), theme.GOLD))
        size = min(w - px(40), h - px(140))
        url = self.session.url(seat)
        image = self.qr.get((url, size))
        if image is None:
            image = self.qr[(url, size)] = qr_surface(url, size)
        at = image.get_rect(center=(w // 2, h // 2))
        draw_line(surface, _("{name}: scan this code with your phone", name=name), (w // 2, at.top - px(40)),
                  w - px(40), readable_text(colour, ground), (26, 22, 18), bold=True)
        surface.blit(image, at)
        draw_line(surface, _("Click or press a key to go back"), (w // 2, at.bottom + px(10)), w - px(40),
                  theme.TEXT_DIM, (18, 16))

    def _draw_cell(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> list[pygame.Rect]:
        s = self.session
        name, colour = s.labels.get(seat, (str(seat + 1), theme.GOLD))
        ground = theme.darken(theme.PANEL, 0.15)
        pygame.draw.rect(surface, ground, rect, border_radius=px(8))
        pygame.draw.rect(surface, colour, rect, px(3), border_radius=px(8))
        width = rect.width - px(12)
        ink = readable_text(colour, ground)  # a black or dark blue seat's name still reads on the dark cell
        drawn = [draw_line(surface, name, (rect.centerx, rect.top + px(6)), width, ink, (22, 20, 18, 16, 14),
                           bold=True)]
        button = self.buttons[seat]
        button.label = _("Use the phone again") if seat in s.handed_back else _("Back to hand-off")
        button.enabled = seat in s.joined or seat in s.handed_back
        text, tone = self.status(seat)
        bottom = (button.rect.top if button.enabled else rect.bottom) - px(6)
        below = drawn[0].bottom + px(4)
        status = pygame.Rect(rect.left + px(6), below + px(10), width, bottom - below - px(10))
        if self.shows_code(seat):
            _size, lines, step = fit_block(text, width, font(STATUS_SIZES[1]).get_linesize() * 3)
            hint_h = font(15).get_linesize()
            size = max(px(40), min(width, bottom - len(lines) * step - hint_h - px(10) - below))
            url = s.url(seat)
            image = self.qr.get((url, size))
            if image is None:
                image = self.qr[(url, size)] = qr_surface(url, size)
            at = image.get_rect(midtop=(rect.centerx, below))
            surface.blit(image, at)
            drawn.append(at)
            self.qr_shown.add(seat)
            self.qr_rects[seat] = at
            drawn.append(draw_line(surface, _("Scan with this seat's phone"), (rect.centerx, at.bottom + px(2)),
                                   width, theme.TEXT_DIM, (15, 14, 13)))
            status = pygame.Rect(status.left, drawn[-1].bottom + px(6), width, bottom - drawn[-1].bottom - px(6))
            drawn += draw_fitted(surface, text, status, tone)
            return drawn
        _size, lines, step = fit_block(text, width, status.height, BIG_SIZES)  # no code: the status, large
        status.top += max(0, (status.height - len(lines) * step) // 3)
        drawn += draw_fitted(surface, text, status.clip(rect), tone, BIG_SIZES)
        return drawn
