"""The god cards of the seat at the screen, held as a fanned hand in the side panel: each card in its
god's colour with its number, its god and what it does in a few words; the pointer kit makes those
that may be played now glow (a click plays one, or picks it up when it needs a target on the board).

    hand_rects(box, count) -> [rect, ...]   # where each card answers the pointer (no two overlap)
    draw_hand(surface, box, cards)          # the fan, each card with its tooltip
"""

from __future__ import annotations

import time

import pygame

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, language
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.text import draw_wrapped, font
from cuzco.shell.widgets.theme import px

from .names import card_name, god_name, short_card
from .palette import GODS, INK

CARD_W, CARD_H = 58, 76  # a card's size before scaling
TILT = 4.0  # degrees between two cards of the fan

_faces: dict[tuple[int, int, str, float], pygame.Surface] = {}


def card_size() -> tuple[int, int]:
    return px(CARD_W), px(CARD_H)


def face_size(words: str, room: int) -> int:
    """The type size of a card's few words: the largest at which no word is wider than the card."""
    return next((k for k in (10, 9, 8) if all(font(k).size(word)[0] <= room for word in words.split())), 8)


def _face(card: int, angle: float = 0.0) -> pygame.Surface:
    """A card's face (drawn once per size, language and tilt)."""
    w, h = card_size()
    key = (card, w, language(), angle)
    if key not in _faces:
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = image.get_rect()
        god = C.god_of(card)
        pygame.draw.rect(image, GODS[god], rect, border_radius=px(6))
        pygame.draw.rect(image, INK, rect, max(1, px(2)), border_radius=px(6))
        draw_text(image, _("card {n}", n=f"{card:02d}"), (px(5), px(3)), 12, INK, bold=True)
        draw_text(image, god_name(god), (px(4), px(17)), 10, INK)
        words, room = short_card(card), w - px(7)
        draw_wrapped(image, words, pygame.Rect(px(4), px(31), room, h - px(33)), face_size(words, room), INK,
                     line_gap=1.0)
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1.0)
        if len(_faces) > 400:
            _faces.clear()
        _faces[key] = image
    return _faces[key]


def hand_rects(box: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where each of `count` cards lies in `box`, left to right, overlapping when they do not all fit;
    each rect is the part of its card left uncovered by the next one."""
    if count == 0:
        return []
    w, h = card_size()
    pitch = min(w + px(6), (box.w - w) // max(1, count - 1)) if count > 1 else w
    left = box.centerx - (pitch * (count - 1) + w) // 2
    top = box.bottom - h
    rects = []
    for k in range(count):
        rect = pygame.Rect(left + k * pitch, top, w if k == count - 1 else min(w, pitch), h)
        rects.append(rect)
    return rects


def hand_ready(cards: list[int], until: float | None = None) -> bool:
    """Whether every card of the fan of `cards` has its face made already (drawing it then costs blits).
    With `until` (a `time.thread_time()`), the missing faces are made meanwhile, one at least."""
    w, _h = card_size()
    middle = (len(cards) - 1) / 2
    missing = [(card, (middle - k) * TILT) for k, card in enumerate(cards)
               if (card, w, language(), (middle - k) * TILT) not in _faces]
    made = 0
    while until is not None and missing and (not made or time.thread_time() < until):
        _face(*missing.pop(0))
        made += 1
    return not missing


def draw_hand(surface: pygame.Surface, box: pygame.Rect, cards: list[int]) -> list[pygame.Rect]:
    """The fan of `cards` in `box`, and where each one answers the pointer."""
    rects = hand_rects(box, len(cards))
    w, h = card_size()
    middle = (len(cards) - 1) / 2
    for k, (card, rect) in enumerate(zip(cards, rects, strict=True)):
        angle = (middle - k) * TILT
        image = _face(card, angle)
        lift = round(abs(k - middle) * px(3))
        centre = (rect.left + w // 2, rect.top + h // 2 + lift)
        surface.blit(image, image.get_rect(center=centre))
        tooltips.add(rect, _("Your god card {n}: {desc}", n=f"{card:02d}", desc=card_name(card)))
    return rects


def draw_card_at(surface: pygame.Surface, card: int, centre: tuple[int, int]) -> pygame.Rect:
    """A card under the pointer, while it is dragged; returns where."""
    image = _face(card)
    surface.blit(image, image.get_rect(center=centre))
    pygame.draw.rect(surface, theme.GOLD_LIGHT, image.get_rect(center=centre), max(1, px(2)), border_radius=px(6))
    return image.get_rect(center=centre)
