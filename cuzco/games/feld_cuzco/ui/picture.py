"""Feld's Cuzco's picture in the game chooser, drawn by code: the road network round the capital,
trails and rope bridges to the villages of four colours, a quipu delivered, and a die."""

from __future__ import annotations

import math

import pygame

from .palette import FEATHERS, GOLD_DARK, INK, PARCHMENT, STONE, WOOD, seat_colour

MIN_DIE = 18  # pixels: a die is never drawn smaller, so that a six's pips stay apart
LIGHT_INK = (250, 244, 228)
_SPOTS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
          4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
          6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def pips_of(size: int, pips: int) -> tuple[list[tuple[int, int]], int]:
    """Where a die of `size` pixels (at least MIN_DIE) shows its pips, as offsets from its centre, and
    their radius: at least 2 pixels, clear of the die's edge (its outline and rounded corners), and
    apart from one another (a six's pips in a column do not touch)."""
    size = max(MIN_DIE, size)
    edge = max(1, size // 14)
    radius = max(2, round(size * 0.13))
    step = min(round(size * 0.27), size // 2 - edge - radius - 1)
    nearest = 1.0 if pips == 6 else 1.41  # the closest two pips, in steps (a six's column; else diagonals)
    while radius > 2 and step * nearest < 2 * radius + 1:  # a small die: smaller pips rather than touching
        radius -= 1
        step = min(round(size * 0.27), size // 2 - edge - radius - 1)
    return [(dx * step, dy * step) for dx, dy in _SPOTS.get(pips, [])], radius


def _luminance(colour: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The contrast ratio of two colours (1 to 21, as in WCAG)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def pip_ink(colour: tuple[int, int, int], ink: tuple[int, int, int] = INK) -> tuple[int, int, int]:
    """The pips' colour on a die of `colour`: `ink`, or a light ink where that stands out more."""
    return ink if contrast(ink, colour) >= contrast(LIGHT_INK, colour) else LIGHT_INK


def draw_die(surface: pygame.Surface, center: tuple[int, int], size: int, pips: int, colour: tuple[int, int, int],
             ink: tuple[int, int, int] = INK) -> pygame.Rect:
    """A die showing `pips` in a seat's colour (at least MIN_DIE pixels wide, its pips legible)."""
    size = max(MIN_DIE, size)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    pygame.draw.rect(surface, colour, rect, border_radius=max(1, size // 5))
    pygame.draw.rect(surface, INK, rect, width=max(1, size // 14), border_radius=max(1, size // 5))
    spots, radius = pips_of(size, pips)
    dot = pip_ink(colour, ink)
    for dx, dy in spots:
        pygame.draw.circle(surface, dot, (rect.centerx + dx, rect.centery + dy), radius)
    return rect


def draw_picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
    rect = pygame.Rect(rect)
    cx, cy = rect.center
    radius = max(6, min(rect.w, rect.h) * 2 // 5)
    spots = [(cx + round(radius * math.cos(math.tau * k / 6 - math.pi / 2)),
              cy + round(radius * math.sin(math.tau * k / 6 - math.pi / 2))) for k in range(6)]
    width = max(1, radius // 12)
    for k, (x, y) in enumerate(spots):
        if k % 2:  # a rope bridge: two ropes and planks
            pygame.draw.line(surface, WOOD, (cx, cy), (x, y), width * 2)
            pygame.draw.line(surface, PARCHMENT, (cx, cy), (x, y), max(1, width // 2))
        else:  # a stone trail
            pygame.draw.line(surface, STONE, (cx, cy), (x, y), width * 3)
        nx, ny = spots[(k + 1) % 6]
        pygame.draw.line(surface, STONE, (x, y), (nx, ny), width * 2)
    for k, (x, y) in enumerate(spots):
        pygame.draw.circle(surface, FEATHERS[k % 4], (x, y), max(3, radius // 5))
        pygame.draw.circle(surface, INK, (x, y), max(3, radius // 5), max(1, width // 2))
    pygame.draw.circle(surface, GOLD_DARK, (cx, cy), max(4, radius // 3))
    pygame.draw.circle(surface, (246, 206, 92), (cx, cy), max(3, radius * 2 // 7))
    qx, qy = spots[1]
    for i in range(3):  # a quipu delivered: knotted cords
        pygame.draw.line(surface, seat_colour(0), (qx - radius // 10 + i * radius // 10, qy - radius // 4),
                         (qx - radius // 10 + i * radius // 10, qy - radius // 8), max(1, width))
    die = max(6, radius // 3)
    draw_die(surface, (rect.right - die, rect.bottom - die), die, 5, seat_colour(1))
