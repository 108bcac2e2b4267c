"""The title screen's game cards: one per registered game, beside the menu's buttons.

    draw_game_card(surface, entry, card)   # its picture, name, designers, player count and line about it

What a card says depends on its room: the game's whole line about itself (up to three lines) when it
fits, with the designers and the player count on a line each, or on one line together if that line is not
cut; else, a tall card gives the facts a line each and the line about the game two; a short one (a small
window) puts the designers and the players on one line and keeps one line about the game, cut with "…"
(its tooltip has every word).
"""

from __future__ import annotations

import pygame

from cuzco.shell import registry, tooltips
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_panel, draw_text, theme, wrap
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import Colour, px

Line = tuple[str, int, Colour, bool]  # text, size, colour, bold


def designers_short(entry: registry.GameEntry) -> str:
    """A sole designer's full name ("Stefan Feld"), several designers' surnames ("Kramer & Kiesling")."""
    if len(entry.designers) == 1:
        return entry.designers[0]
    return " & ".join(name.split()[-1] for name in entry.designers)


def _height(lines: list[Line]) -> int:
    return sum(font(size, bold=bold).get_linesize() for _text, size, _colour, bold in lines)


def card_lines(entry: registry.GameEntry, room: int, height: int) -> list[Line]:
    """What a card `room` wide and `height` tall says, top to bottom."""
    size, name = fit_line(_(entry.name), room, (24, 20, 16), bold=True)
    head: list[Line] = [(name, size, theme.GOLD_LIGHT, True)]
    about = [t for t in (designers_short(entry), registry.players_text(entry)) if t]
    blurb = wrap(_(entry.blurb), 14, room)
    for merged in (False, True):  # first, the whole line about the game, the facts merged if need be
        facts = [" · ".join(about)] if merged and about else about
        lines = head + [(shown, small, theme.SAND, False)
                        for small, shown in (fit_line(text, room, (15, 14, 12)) for text in facts)]
        whole = lines + [(text, 14, theme.TEXT, False) for text in blurb]
        cut = any(shown != text for (shown, *_rest), text in zip(lines[1:], facts, strict=True))
        if len(blurb) <= 3 and not cut and _height(whole) <= height:
            return whole
    for merged in (False, True):
        facts = [" · ".join(about)] if merged and about else about
        lines = head + [(shown, small, theme.SAND, False)
                        for small, shown in (fit_line(text, room, (15, 14, 12)) for text in facts)]
        for count in (2, 1):
            told = blurb[:count]
            if len(blurb) > count:  # the rest cut with an ellipsis, never silently
                told = [*blurb[:count - 1], fit_line(" ".join(blurb[count - 1:]), room, (14,))[1]]
            with_blurb = lines + [(text, 14, theme.TEXT, False) for text in told]
            if _height(with_blurb) <= height:
                return with_blurb
        if merged and _height(lines) <= height:
            return lines
    return head


def draw_game_card(surface: pygame.Surface, entry: registry.GameEntry, card: pygame.Rect) -> None:
    draw_panel(surface, card)
    if card.collidepoint(tooltips.pointer):
        pygame.draw.rect(surface, theme.GOLD, card, px(2), border_radius=px(10))
    picture = pygame.Rect(card.left + px(6), card.top + px(6), min(px(110), card.w * 2 // 5), card.h - px(12))
    previous = surface.get_clip()
    surface.set_clip(picture)
    entry.draw_picture(surface, picture)
    surface.set_clip(previous)
    left = picture.right + px(10)
    lines = card_lines(entry, card.right - left - px(12), card.h - px(8))
    y = card.centery - _height(lines) // 2
    for text, size, colour, bold in lines:
        draw_text(surface, text, (left, y), size, colour, bold=bold)
        y += font(size, bold=bold).get_linesize()
    tip = (registry.designers_text(entry), _(entry.blurb), registry.players_text(entry),
           _("Click to set up a new game"))
    tooltips.add(card, " · ".join(t for t in tip if t))
