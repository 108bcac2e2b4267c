"""Where the cards of the path lie: rows that wind like a corridor going down into the temple
(left to right, then right to left, and so on), as large as fit in the area, with one more cell
at the end for the explorers still inside. Pure geometry: no drawing."""

from __future__ import annotations

import math

import pygame

from cuzco.shell.widgets.theme import px

MAX_CARD = 140  # design pixels: a card's width at most
MIN_CARD = 30


def lay_path(cards: int, area: pygame.Rect) -> tuple[list[pygame.Rect], pygame.Rect, list[pygame.Rect], int]:
    """(card rects in path order, the explorers' cell, the corridor's rows, the card width)."""
    cells = cards + 1
    gap = px(10)
    width = px(MAX_CARD)
    while True:
        cell_w, cell_h = width + gap, round(width * 1.4) + gap
        cols = max(1, (area.w + gap) // cell_w)
        rows = math.ceil(cells / cols)
        if rows * cell_h - gap <= area.h or width <= px(MIN_CARD):
            break
        width -= max(1, px(2))
    cols = min(cols, cells) if rows == 1 else cols
    height = round(width * 1.4)
    used_w = cols * cell_w - gap
    left = area.left + max(0, (area.w - max(used_w, min(area.w, cell_w * 6))) // 2)
    rects: list[pygame.Rect] = []
    for i in range(cells):
        row, col = divmod(i, cols)
        if row % 2:
            col = cols - 1 - col  # every other row runs back: the corridor winds
        rects.append(pygame.Rect(left + col * cell_w, area.top + row * cell_h, width, height))
    lanes = [pygame.Rect(left - gap // 2, area.top + r * cell_h - gap // 2, used_w + gap, cell_h)
             for r in range(rows)]
    return rects[:-1], rects[-1], lanes, width
