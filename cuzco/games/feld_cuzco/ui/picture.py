"""Feld's Cuzco's picture in the game chooser, drawn by code: the road network round the capital,
trails and rope bridges to the villages of four colours, a quipu delivered, and a die."""

from __future__ import annotations

import math

import pygame

from .palette import FEATHERS, GOLD_DARK, INK, PARCHMENT, STONE, WOOD, seat_colour


def draw_die(surface: pygame.Surface, center: tuple[int, int], size: int, pips: int, colour: tuple[int, int, int],
             ink: tuple[int, int, int] = INK) -> pygame.Rect:
    """A die showing `pips` in a seat's colour."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    pygame.draw.rect(surface, colour, rect, border_radius=max(1, size // 5))
    pygame.draw.rect(surface, INK, rect, width=max(1, size // 14), border_radius=max(1, size // 5))
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}.get(pips, [])
    r = max(1, size // 10)
    for dx, dy in spots:
        pygame.draw.circle(surface, ink, (center[0] + dx * size * 3 // 10, center[1] + dy * size * 3 // 10), r)
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
