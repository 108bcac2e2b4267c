"""Drawing the Incan Gold table: the header (round track, the round's hazards, the deck), the path of
cards as it grows, and a panel per player (carried gems public, tent closed, artifacts, status).

`TableLayout` alone turns the table into rectangles; it is rebuilt only when the
window size, the player count or the path length changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from cuzco.games.incan_gold.rules import ROUNDS, Card, State
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import Colour, px

from .cards_draw import HAZARD_EDGE, card_size, card_surface, draw_gem, draw_hazard_icon

SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple", "orange", "white", "black")
HEADER_H = 84
PLAYERS_H = 176


def seat_colour(seat: int) -> Colour:
    return theme.PLAYER_COLOURS[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def seat_mark(seat: int) -> str:
    return board_theme.MARKS[seat % len(board_theme.MARKS)]


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    players: int
    path_length: int
    card_width: int
    cards: tuple[pygame.Rect, ...]
    panels: tuple[pygame.Rect, ...]
    path_area: pygame.Rect

    @staticmethod
    def build(size: tuple[int, int], state: State) -> TableLayout:
        w, h = size
        area = pygame.Rect(px(24), px(HEADER_H) + px(16), w - px(48), h - px(HEADER_H + PLAYERS_H) - px(40))
        kinds = [c.card for c in state.path]
        width = px(92)
        while True:
            rects = _flow(kinds, width, area)
            if rects is not None or width <= px(40):
                break
            width -= px(6)
        n = state.players
        gap = px(10)
        pw = (w - px(48) - gap * (n - 1)) // n
        top = h - px(PLAYERS_H) - px(12)
        panels = tuple(pygame.Rect(px(24) + i * (pw + gap), top, pw, px(PLAYERS_H)) for i in range(n))
        return TableLayout(size, n, len(kinds), width, tuple(rects or ()), panels, area)


def _flow(cards: Sequence[object], width: int, area: pygame.Rect) -> list[pygame.Rect] | None:
    """Cards left to right in rows, hazards sideways; None when they do not fit in `area`."""
    gap = px(10)
    x, y, row_h = area.left, area.top, 0
    rects = []
    for card in cards:
        cw, ch = card_size(card, width)  # type: ignore[arg-type]
        if x + cw > area.right:
            x, y, row_h = area.left, y + row_h + gap, 0
        rect = pygame.Rect(x, y, cw, ch)
        rects.append(rect)
        x += cw + gap
        row_h = max(row_h, round(width * 1.4))
        if rect.bottom > area.bottom:
            return None
    # centre each row vertically on the upright card height
    return [r.move(0, (round(width * 1.4) - r.height) // 2) for r in rects]


MENU_BUTTON_W = 120


def menu_button_rect(surface_width: int) -> pygame.Rect:
    """Where the table's Menu button sits: the right end of the header."""
    rect = pygame.Rect(0, 0, px(MENU_BUTTON_W), px(44))
    rect.midright = (surface_width - px(12) - px(16), px(10) + (px(HEADER_H) - px(10)) // 2)
    return rect


def card_tip(card: Card, gems: int) -> str:
    """What a card on the path means, for its tooltip."""
    from .reveal import hazard_name

    if card.kind == "treasure":
        tip = ngettext("Treasure: {n} gem, shared equally by the explorers on the path",
                       "Treasure: {n} gems, shared equally by the explorers on the path", card.value)
    elif card.kind == "hazard":
        tip = _("Hazard: {name}. A second one of the same kind ends the round for everyone still inside",
                name=hazard_name(card.hazard))
    else:
        tip = _("Artifact: taken only by an explorer who returns to camp alone")
    if gems:
        tip += " · " + ngettext("{n} gem left on the card", "{n} gems left on the card", gems)
    return tip


def draw_header(surface: pygame.Surface, state: State, tips: Tips | None = None) -> None:
    tips = Tips() if tips is None else tips
    w = surface.get_width()
    bar = pygame.Rect(px(12), px(10), w - px(24), px(HEADER_H) - px(10))
    draw_panel(surface, bar)
    draw_text(surface, _("Incan Gold"), (bar.left + px(20), bar.centery), 34, theme.GOLD_LIGHT, bold=True,
              anchor="midleft")
    x = bar.left + px(250)
    for r in range(1, ROUNDS + 1):
        step = pygame.Rect(x + (r - 1) * px(44), bar.centery - px(18), px(38), px(36))
        done, now = r < state.round or state.over, r == state.round and not state.over
        face = theme.GOLD if now else theme.SAND_DARK if done else theme.PANEL_LIGHT
        pygame.draw.rect(surface, face, step, border_radius=px(5))
        tip = (_("Round {r}: being played", r=r) if now else _("Round {r}: over", r=r) if done
               else _("Round {r}: still to come", r=r))
        tips.number(surface, r, step.center, 22, theme.TEXT_DARK if (now or done) else theme.TEXT_DIM, bold=True,
                    anchor="center", tip=tip, area=step)
    x += ROUNDS * px(44) + px(24)
    label = _("Round {r} of {n}", r=state.round, n=ROUNDS) if not state.over else _("Game over")
    draw_text(surface, label, (x, bar.centery - px(12)), 22, theme.TEXT, anchor="midleft")
    deck = ngettext("{n} card in the deck", "{n} cards in the deck", len(state.deck))
    tips.add(draw_text(surface, deck, (x, bar.centery + px(14)), 18, theme.TEXT_DIM, anchor="midleft"),
             _("The quest cards not turned yet this round"))
    hazards = state.path_hazards()
    hx = bar.right - px(24) - px(MENU_BUTTON_W) - px(16)  # the Menu button sits at the right end
    for kind in reversed(hazards):
        icon = pygame.Rect(0, 0, px(44), px(44))
        icon.midright = (hx, bar.centery)
        pygame.draw.rect(surface, theme.darken(theme.SAND, 0.1), icon, border_radius=px(6))
        pygame.draw.rect(surface, HAZARD_EDGE, icon, px(3), border_radius=px(6))
        draw_hazard_icon(surface, kind, icon.center, px(13))
        tips.add(icon, _("Hazard on the path: {name}. A second card of it ends the round",
                         name=_hazard_name(kind)))
        hx -= px(50)
    if hazards:
        draw_text(surface, _("Hazards seen:"), (hx - px(6), bar.centery), 20, theme.TEXT_DIM, anchor="midright")


def _hazard_name(kind: str) -> str:
    from .reveal import hazard_name

    return hazard_name(kind)


def draw_path(surface: pygame.Surface, state: State, layout: TableLayout, grow: float = 1.0,
              tips: Tips | None = None) -> None:
    """The path; the last card grows in when `grow` < 1 (it is being turned)."""
    tips = Tips() if tips is None else tips
    for i, (entry, rect) in enumerate(zip(state.path, layout.cards)):
        tips.add(rect, card_tip(entry.card, entry.gems))
        img = card_surface(entry.card, entry.gems, layout.card_width)
        if i == len(state.path) - 1 and grow < 1.0:
            k = max(0.05, grow)
            img = pygame.transform.smoothscale(img, (max(1, round(rect.width * k)), rect.height))
            surface.blit(img, img.get_rect(center=rect.center))
        else:
            surface.blit(img, rect)


def draw_players(surface: pygame.Surface, state: State, layout: TableLayout, badges: dict[int, str],
                 open_tent: int | None = None, names: Sequence[str] | None = None, show_tents: bool = False,
                 tips: Tips | None = None) -> None:
    """One panel per player. `badges`: a word per seat (chosen, torch, camp...); `open_tent`: the seat
    whose tent may be shown (the one choosing behind the curtain), all tents once the game is over;
    `names`: what to call each seat (default: the names as given); `show_tents`: every tent open
    (a finished game watched again)."""
    names = state.names if names is None else names
    tips = Tips() if tips is None else tips
    for p, rect in enumerate(layout.panels):
        inside = state.in_temple[p] and not state.over
        colour = seat_colour(p)
        fill = theme.PANEL_LIGHT if inside else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=px(10))
        pygame.draw.rect(surface, colour, rect, px(3), border_radius=px(10))
        board_theme.draw_mark(surface, seat_mark(p), (rect.left + px(20), rect.top + px(22)), px(10), colour,
                              outline=theme.darken(colour, 0.5))
        tips.add(pygame.Rect(rect.left + px(8), rect.top + px(10), px(24), px(24)),
                 _("{name}'s colour and mark", name=names[p]))
        size, name = fit_line(names[p], rect.width - px(46), (22, 18, 15), bold=True)
        draw_text(surface, name, (rect.left + px(36), rect.top + px(22)), size, theme.TEXT, bold=True,
                  anchor="midleft")
        if p == state.start_player and not state.over:
            draw_text(surface, _("leads"), (rect.right - px(8), rect.top + px(44)), 15, theme.GOLD, anchor="topright")
        status = _("in the temple") if inside else _("in camp")
        draw_text(surface, status, (rect.left + px(12), rect.top + px(44)), 17,
                  theme.SAND if inside else theme.TEXT_DIM, anchor="topleft")
        y = rect.top + px(76)
        draw_gem(surface, (rect.left + px(22), y), px(9))
        carried = draw_text(surface, _("carries {n}", n=state.carried[p]), (rect.left + px(38), y), 19, theme.TEXT,
                            anchor="midleft")
        tips.add(pygame.Rect(rect.left + px(10), carried.top, carried.right - rect.left - px(10), carried.h),
                 ngettext("{name} carries {n} gem, lost if a second hazard of a kind comes up; safe once back in camp",
                          "{name} carries {n} gems, lost if a second hazard of a kind comes up; safe once back in camp",
                          state.carried[p], name=names[p]))
        y += px(28)
        shown = state.over or show_tents or open_tent == p
        tent = str(state.tents[p]) if shown else "?"
        _tent(surface, (rect.left + px(22), y), px(11))
        said = draw_text(surface, _("tent {n}", n=tent), (rect.left + px(38), y), 19, theme.TEXT, anchor="midleft")
        tip = (ngettext("{name}'s tent: {n} gem, safe; the tents decide the winner",
                        "{name}'s tent: {n} gems, safe; the tents decide the winner", state.tents[p], name=names[p])
               if shown else _("{name}'s tent: gems kept there are secret until the end", name=names[p]))
        tips.add(pygame.Rect(rect.left + px(10), said.top, said.right - rect.left - px(10), said.h), tip)
        y += px(28)
        arts = state.artifacts[p]
        count = ngettext("{n} artifact", "{n} artifacts", len(arts))
        said = draw_text(surface, count + (f" ({sum(arts)})" if arts else ""),
                         (rect.left + px(12), y), 17, theme.GOLD_LIGHT if arts else theme.TEXT_DIM, anchor="midleft")
        tips.add(said, ngettext("{name} brought out {n} artifact, worth {v} gems in all",
                                "{name} brought out {n} artifacts, worth {v} gems in all", len(arts),
                                name=names[p], v=sum(arts)))
        badge = badges.get(p)
        if badge:
            _badge(surface, rect, badge)


def _tent(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    cx, cy = center
    pygame.draw.polygon(surface, theme.SAND_DARK, [(cx - r, cy + r * 0.8), (cx, cy - r), (cx + r, cy + r * 0.8)])
    pygame.draw.line(surface, theme.darken(theme.SAND_DARK, 0.5), (cx, cy - r), (cx, cy + r * 0.8), 2)


BADGE_COLOURS: dict[str, Colour] = {"torch": theme.GOLD, "camp": theme.JADE, "chosen": theme.SKY,
                                    "scared": HAZARD_EDGE}


def badge_text(kind: str) -> str:
    return {"torch": _("goes on"), "camp": _("to camp"), "chosen": _("has chosen"), "scared": _("flees!"),
            "thinking": _("choosing...")}.get(kind, kind)


def _badge(surface: pygame.Surface, panel: pygame.Rect, kind: str) -> None:
    colour = BADGE_COLOURS.get(kind, theme.PANEL_LIGHT)
    label = badge_text(kind)
    box = pygame.Rect(0, 0, min(panel.width - px(12), px(130)), px(26))
    box.bottomright = (panel.right - px(6), panel.bottom - px(6))
    pygame.draw.rect(surface, colour, box, border_radius=px(13))
    size, text = fit_line(label, box.width - px(10), (17, 14), bold=True)
    draw_text(surface, text, box.center, size, theme.readable_on(colour), bold=True, anchor="center")
