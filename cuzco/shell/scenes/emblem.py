"""Cuzco's mark: a stepped temple under a slowly turning sun (the title screen and the game chooser)."""

from __future__ import annotations

import math

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px


def draw_emblem(surface: pygame.Surface, center: tuple[int, int], size: int, age: float) -> None:
    """A stepped temple under a slowly turning sun: the game's mark."""
    cx, cy = center
    sun_c = (cx, cy - size // 3)
    turn = age * 0.08
    for k in range(16):
        a = turn + k * math.pi / 8
        r0, r1 = size * 0.42, size * (0.7 if k % 2 else 0.62)
        pygame.draw.line(
            surface,
            theme.GOLD,
            (sun_c[0] + math.cos(a) * r0, sun_c[1] + math.sin(a) * r0),
            (sun_c[0] + math.cos(a) * r1, sun_c[1] + math.sin(a) * r1),
            px(4),
        )
    pygame.draw.circle(surface, theme.GOLD, sun_c, round(size * 0.36))
    pygame.draw.circle(surface, theme.GOLD_LIGHT, sun_c, round(size * 0.26))
    # four terraces, each narrower, in warm stone
    step_h = size // 7
    base_y = cy + size // 2
    for i in range(4):
        width = round(size * (2.2 - i * 0.42))
        rect = pygame.Rect(0, 0, width, step_h)
        rect.midbottom = (cx, base_y - i * step_h)
        face = theme.lighten(theme.darken(theme.SAND, 0.35), i * 0.08)
        pygame.draw.rect(surface, face, rect)
        pygame.draw.line(surface, theme.lighten(face, 0.25), rect.topleft, rect.topright, px(2))
    door = pygame.Rect(0, 0, step_h, round(step_h * 1.6))
    door.midbottom = (cx, base_y)
    pygame.draw.rect(
        surface,
        theme.darken(theme.BG_BOTTOM, 0.2),
        door,
        border_top_left_radius=px(3),
        border_top_right_radius=px(3),
    )
