"""Drawing for the festival screens: the private bidding screen, the waiting
screen and the public outcome. Pure drawing: reads the scene, changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.games.cuzco.rules.components import FESTIVAL_PRESTIGE, card_worth, relics_of
from cuzco.games.cuzco.ui.render.festival_cards import card_tip, draw_card, draw_relic, relic_label
from cuzco.games.cuzco.ui.scenes.festival_flow import DROPPED, OPENED, PLAYED, STOOD, Move
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat, text_colour
from cuzco.shell.widgets import dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import draw_wrapped, fit_line, render, wrap
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene

CARD_LIFT = 14


def sheet_rect(size: tuple[int, int], side: int = 0) -> pygame.Rect:
    """The festival's sheet: most of the window, with the dimmed board showing around it; `side` pixels
    on the right are left free (the guided game's box stands there, clear of the sheet)."""
    w, h = size
    sheet = pygame.Rect(0, 0, min(w - side - px(40), px(1240)), min(h - px(40), px(800)))
    sheet.center = ((w - side) // 2, h // 2)
    return sheet


def draw_sheet(surface: pygame.Surface, sheet: pygame.Rect) -> None:
    """Dim the game screen beneath and lay the festival's sheet over it."""
    dim(surface, 185)
    draw_panel(surface, sheet, fill=theme.darken(theme.PANEL, 0.35), edge=theme.darken(theme.GOLD, 0.2))


class BidLayout:
    """Every rectangle of the festival screens for one window size (hit-testing uses the same).

    All of it lies on one sheet over the dimmed game screen. Left column:
    wanted relics, bidders, the bidding so far. Right: the hand, a line of
    guidance, the three buttons.
    """

    def __init__(self, size: tuple[int, int], bidders: int = 4, side: int = 0) -> None:
        self.sheet = sheet = sheet_rect(size, side)
        m = px(22)
        bottom = sheet.bottom - m
        self.header = pygame.Rect(sheet.left + m, sheet.top + m, sheet.w - 2 * m, px(74))
        top = self.header.bottom + px(12)
        left_w = min(px(370), sheet.w // 3)
        self.wanted = pygame.Rect(sheet.left + m, top, left_w, px(186))
        rows_h = px(52) + bidders * px(62)
        self.bidders = pygame.Rect(sheet.left + m, self.wanted.bottom + px(14), left_w, rows_h)
        self.history = pygame.Rect(
            sheet.left + m, self.bidders.bottom + px(14), left_w, bottom - self.bidders.bottom - px(14)
        )
        if self.history.height < px(100):  # no room for even one line: the bidders take the column
            self.bidders.height = bottom - self.bidders.top
            self.history.height = 0
        rx = self.wanted.right + px(18)
        rw = sheet.right - m - rx
        bw, bh, gap = min(px(250), (rw - 2 * px(14)) // 3), px(56), px(14)
        by = bottom - bh
        x0 = rx + (rw - (3 * bw + 2 * gap)) // 2
        self.buttons = [pygame.Rect(x0 + i * (bw + gap), by, bw, bh) for i in range(3)]
        self.guidance = pygame.Rect(rx + px(20), by - px(66), rw - px(40), px(58))
        self.hand = pygame.Rect(rx, top, rw, self.guidance.top - px(10) - top)
        self.card_h = max(px(90), min(px(210), self.hand.height - px(130)))
        self.card_w = round(self.card_h * 0.7)
        self.continue_button = pygame.Rect(0, 0, px(240), px(56))
        self.continue_button.midbottom = (sheet.centerx, sheet.bottom - px(24))
        self.size = size

    def card_rects(self, count: int) -> list[pygame.Rect]:
        """Card positions in the hand panel: cards shrink a little (to 3/4) to sit side by side,
        and overlap only when there are still too many to fit."""
        if count == 0:
            return []
        area = self.hand.inflate(-px(48), 0)
        side_by_side = (area.width - (count - 1) * px(4)) // count
        cw = max(round(self.card_w * 0.75), min(self.card_w, side_by_side))
        ch = round(cw / 0.7) if cw < self.card_w else self.card_h
        step = min(cw + px(18), (area.width - cw) / max(1, count - 1)) if count > 1 else 0
        total = cw + step * (count - 1)
        x0 = area.centerx - total / 2
        y = self.hand.top + (self.hand.height - ch) // 2 + px(8)
        return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(count)]

    def card_at(self, pos: tuple[int, int], count: int) -> int | None:
        # the last card is drawn on top, so test from the last one back
        for i, rect in reversed(list(enumerate(self.card_rects(count)))):
            if rect.union(rect.move(0, -px(CARD_LIFT))).collidepoint(pos):
                return i
        return None


# ---- shared pieces --------------------------------------------------------------
def _header(surface: pygame.Surface, scene: FestivalScene, who: int | None) -> None:
    lay = scene.lay
    assert lay is not None
    rec = scene.record
    r = lay.header
    room = r.w  # the title and the line under it keep left of the bidder's name, shortened if need be
    if who is not None:
        colour = text_colour(scene.colours[who])
        name = scene.state.players[who].name
        size, whose = fit_line(_("{name}'s bid", name=name), r.w // 2, (34, 28, 24), bold=True)
        drawn = draw_text(surface, whose, (r.right, r.top + px(6)), size, colour, bold=True, anchor="topright",
                          shadow=True)
        size, private = fit_line(_("Private: only {name} should look.", name=name), r.w // 2, (20, 18, 16))
        said = draw_text(surface, private, (r.right, r.top + px(50)), size, theme.TEXT_DIM, anchor="topright")
        room = min(drawn.left, said.left) - px(16) - r.left
    title = _("Festival at the temple of value {value}", value=rec.temple_value)
    size, title = fit_line(title, room, (40, 34, 28, 24), bold=True)
    draw_text(surface, title, (r.left, r.top + px(4)), size, theme.GOLD_LIGHT, bold=True, shadow=True)
    sole, shared = FESTIVAL_PRESTIGE[rec.temple_value]
    proposer = scene.state.players[rec.proposer].name
    sub = _(
        "Proposed by {name}. At stake: {sole} PP for a sole organizer, {shared} PP each if shared.",
        name=proposer,
        sole=sole,
        shared=shared,
    )
    size, line = fit_line(sub, room, (22, 20, 18))
    if line == sub:
        draw_text(surface, line, (r.left, r.top + px(50)), size, theme.TEXT_DIM)
    else:  # a narrow sheet: two smaller lines, the second shortened only if even they are not enough
        lines = wrap(sub, 16, room)
        if len(lines) > 2:
            lines = [lines[0], fit_line(" ".join(lines[1:]), room, (16,))[1]]
        for k, text in enumerate(lines):
            draw_text(surface, text, (r.left, r.top + px(44) + k * px(19)), 16, theme.TEXT_DIM)


def _wanted_panel(surface: pygame.Surface, scene: FestivalScene) -> None:
    lay = scene.lay
    assert lay is not None
    inner = draw_panel(surface, lay.wanted)
    draw_text(surface, _("Wanted relics"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True)
    wanted = scene.record.wanted
    card = pygame.Rect(inner.left, inner.top + px(32), px(80), px(114))
    draw_card(surface, card, wanted, show_worth=False)
    tooltips.add(card, _("The face-up card: its relics are the ones wanted in this festival"))
    x = card.right + px(18)
    y = card.top + px(6)
    for relic in sorted(relics_of(wanted), key=("mask", "drum", "conch").index):
        draw_relic(surface, relic, (x + px(16), y + px(16)), px(30))
        draw_text(surface, relic_label(relic), (x + px(42), y + px(16)), 22, theme.TEXT, anchor="midleft")
        y += px(38)
    note = pygame.Rect(x, y + px(2), inner.right - x, inner.bottom - y)
    draw_wrapped(surface, _("Each wanted relic a card shows is worth 1\u00a0FP."), note, 18, theme.TEXT_DIM)


def _status(scene: FestivalScene, player: int) -> tuple[str, theme.Colour]:
    rec = scene.record
    live = scene.state.festival
    if player in rec.dropped:
        return _("dropped out"), theme.TEXT_DIM
    if live is not None and live.bidder == player:
        return _("on the go"), theme.GOLD_LIGHT
    move = rec.last_move(player)
    if move is None:
        return _("waiting for the go"), theme.TEXT_DIM
    if move.kind == STOOD:
        return (_("stood (no matching card)") if move.automatic else _("stood")), theme.TEXT
    if move.kind == OPENED:
        return _("opened the bidding"), theme.TEXT
    return _("played"), theme.TEXT


def _bidders_panel(surface: pygame.Surface, scene: FestivalScene, rect: pygame.Rect) -> None:
    inner = draw_panel(surface, rect)
    draw_text(surface, _("Bidders"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True)
    rec = scene.record
    top = rec.highest
    y = inner.top + px(36)
    row_h = min(px(74), (inner.bottom - y) // max(1, len(rec.order)))
    for p in rec.order:
        row = pygame.Rect(inner.left, y, inner.width, row_h - px(6))
        out = p in rec.dropped
        live = scene.state.festival
        if live is not None and live.bidder == p:
            pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.1), row, border_radius=px(8))
            pygame.draw.rect(surface, theme.GOLD, row, px(2), border_radius=px(8))
        colour = scene.colours[p]
        draw_seat(surface, p, colour, (row.left + px(20), row.centery), px(12))
        name = scene.state.players[p].name
        name_colour = theme.TEXT_DIM if out else text_colour(colour)
        draw_text(
            surface,
            name,
            (row.left + px(42), row.centery - px(2)),
            26,
            name_colour,
            bold=True,
            anchor="bottomleft",
        )
        status, status_colour = _status(scene, p)
        draw_text(
            surface, status, (row.left + px(42), row.centery + px(2)), 19, status_colour, anchor="topleft"
        )
        fp = rec.totals[p]
        fp_colour = theme.TEXT_DIM if out else (theme.GOLD_LIGHT if fp == top else theme.TEXT)
        draw_text(
            surface,
            _("{fp} FP", fp=fp),
            (row.right - px(10), row.centery),
            30,
            fp_colour,
            bold=True,
            anchor="midright",
        )
        if out:
            mid = row.centery
            pygame.draw.line(
                surface, theme.TEXT_DIM, (row.left + px(40), mid), (row.right - px(90), mid), px(1)
            )
        y += row_h


def _describe(move: Move, names: list[str]) -> str:
    name = names[move.player]
    n = len(move.cards)
    if move.kind == OPENED:
        return ngettext("{name} opened with {n} card: {fp} FP", "{name} opened with {n} cards: {fp} FP",
                        n, name=name, fp=move.total)
    if move.kind == PLAYED:
        return ngettext("{name} played {n} card: now {fp} FP", "{name} played {n} cards: now {fp} FP",
                        n, name=name, fp=move.total)
    if move.kind == STOOD:
        if move.automatic:
            return _("{name} stood at {fp} FP (no matching card left)", name=name, fp=move.total)
        return _("{name} stood at {fp} FP", name=name, fp=move.total)
    assert move.kind == DROPPED
    if move.automatic:
        return _("{name} dropped out (no matching card left)", name=name)
    return _("{name} dropped out", name=name)


def _history_panel(surface: pygame.Surface, scene: FestivalScene, rect: pygame.Rect) -> None:
    if rect.height < px(100):
        return
    inner = draw_panel(surface, rect)
    draw_text(
        surface, _("The bidding so far"), (inner.left, inner.top - px(2)), 24, theme.GOLD_LIGHT, bold=True
    )
    names = [p.name for p in scene.state.players]
    line_h = px(24)
    y = inner.top + px(32)
    # newest first, wrapped to the column; the oldest lines fall off the bottom
    for move in reversed(scene.record.moves):
        width = inner.width - px(20)
        rows = wrap(_describe(move, names), 20, width)
        if y + len(rows) * line_h > inner.bottom:
            break
        centre = (inner.left + px(7), y + line_h // 2)
        draw_seat(surface, move.player, scene.colours[move.player], centre, px(6))
        for row in rows:
            draw_text(surface, row, (inner.left + px(20), y + line_h // 2), 20, theme.TEXT, anchor="midleft")
            y += line_h
        y += px(4)


# ---- the private bidding screen ------------------------------------------------------
def _guidance(scene: FestivalScene) -> str:
    me = scene.viewer
    assert me is not None
    mine, top = scene.record.totals[me], scene.record.highest
    if mine < top and scene.record.played.get(me):
        return _(
            "You have {mine} FP and the highest total is {top} FP: play cards to reach at least {top} FP, "
            "or drop out (the cards you played are lost).",
            mine=mine,
            top=top,
        )
    if mine < top:
        return _(
            "The highest total is {top} FP: play cards to reach at least {top} FP, or drop out.",
            top=top,
        )
    return _("You hold the highest total ({mine} FP): play cards to go higher, or stand.", mine=mine)


def bid_screen(surface: pygame.Surface, scene: FestivalScene) -> None:
    lay = scene.lay
    assert lay is not None and scene.viewer is not None
    draw_sheet(surface, lay.sheet)
    _header(surface, scene, scene.viewer)
    _wanted_panel(surface, scene)
    _bidders_panel(surface, scene, lay.bidders)

    hand = scene.hand()
    inner = draw_panel(surface, lay.hand)
    title = ngettext("Your hand: {n} card", "Your hand: {n} cards", len(hand))
    title_rect = draw_text(surface, title, (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True)
    hint_text = _("Pick the cards to play (keys 1-9). Greyed cards show no wanted relic.")
    size, shown = fit_line(hint_text, inner.right - title_rect.right - px(20), (19, 17, 15))
    if shown == hint_text:  # only where it fits beside the title, if need be a little smaller
        hint = render(hint_text, size, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(topright=(inner.right, inner.top + px(2))))
    wanted = scene.record.wanted
    mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
    hover = lay.card_at(mouse, len(hand))
    rects = lay.card_rects(len(hand))
    for i, (card, rect) in enumerate(zip(hand, rects)):
        usable = card_worth(card, wanted) > 0
        draw_card(surface, rect, card, wanted, selected=i in scene.selected, hovered=usable and hover == i)
        tip = card_tip(card, wanted)
        tooltips.add(rect, tip)
        if i < 9:
            tooltips.number(surface, i + 1, (rect.centerx, rect.bottom + px(8)), 18, theme.TEXT_DIM, anchor="midtop",
                            tip=_("Key {n} picks this card", n=i + 1) + " · " + tip)
    if not hand:
        draw_text(surface, _("You have no cards."), lay.hand.center, 26, theme.TEXT_DIM, anchor="center")
    me = scene.viewer
    mine = scene.record.totals[me]
    gain = scene.selected_worth()
    summary = (
        _("Selected: +{gain} FP, which brings you to {total} FP", gain=gain, total=mine + gain)
        if gain
        else _("Your total: {mine} FP. Highest: {top} FP.", mine=mine, top=scene.record.highest)
    )
    draw_text(
        surface,
        summary,
        (inner.centerx, inner.bottom),
        22,
        theme.GOLD_LIGHT if gain else theme.TEXT,
        anchor="midbottom",
    )

    g = lay.guidance
    if scene.notice:
        draw_wrapped(surface, scene.notice, g, 21, theme.ERROR, align="center")
    else:
        draw_wrapped(surface, _guidance(scene), g, 21, theme.TEXT, align="center")
    for button in scene.buttons.values():
        button.draw(surface)
    _history_panel(surface, scene, lay.history)
    for button in scene.buttons.values():
        button.draw_tooltip(surface)


def waiting_screen(surface: pygame.Surface, scene: FestivalScene) -> None:
    """Shown while a computer bids or a hand-off is about to appear: public information only."""
    lay = scene.lay
    assert lay is not None
    draw_sheet(surface, lay.sheet)
    _header(surface, scene, None)
    _wanted_panel(surface, scene)
    _bidders_panel(surface, scene, lay.bidders)
    live = scene.state.festival
    if live is not None:
        name = scene.state.players[live.bidder].name
        box = lay.hand
        dots = "." * (1 + int(scene.age * 3) % 3)
        waiting = _("{name} bids on the phone", name=name) if live.bidder in scene.phone_seats() else \
            _("Waiting for {name}", name=name)
        draw_text(surface, waiting + dots, box.center, 34, theme.TEXT, anchor="center")
    _history_panel(surface, scene, lay.history)
