"""Sprites for the pieces that stand on the board: Inca meeples, temples, solar discs.

Each sprite is drawn once per (look, size) and cached. A sprite's `anchor` is
the pixel that must sit on the centre of the hex top it stands on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from cuzco.games.cuzco.ui import palette as theme
from cuzco.shell.theme import Colour


@dataclass(frozen=True)
class Sprite:
    surface: pygame.Surface
    anchor: tuple[int, int]

    def blit(self, target: pygame.Surface, pos: tuple[float, float]) -> None:
        target.blit(self.surface, (round(pos[0]) - self.anchor[0], round(pos[1]) - self.anchor[1]))


@lru_cache(maxsize=32)
def meeple(colour: Colour, mark: str, size: float, lifted: bool = False) -> Sprite:
    """An Inca of `colour` with the player's `mark` on its chest; `size` is the hex size."""
    w = max(9.0, size * 0.80)
    h = w * 1.12
    pad = 3
    surf = pygame.Surface((math.ceil(w) + 2 * pad, math.ceil(h * 1.05) + 2 * pad + 4), pygame.SRCALPHA)
    cx = surf.get_width() / 2
    base = surf.get_height() - pad - h * 0.1
    # soft shadow on the ground first
    shadow = pygame.Rect(0, 0, round(w * 0.95), max(3, round(h * 0.22)))
    shadow.center = (round(cx + w * 0.08), round(base + 1))
    pygame.draw.ellipse(surf, (0, 0, 0, 90), shadow)
    body = [(cx + x, y) for x, y in _body_points(w, h, base)]
    dark = theme.scale(colour, 0.45)
    pygame.draw.polygon(surf, colour, body)
    head_r = w * 0.20
    head = (cx, base - h + head_r + 1)
    pygame.draw.circle(surf, colour, head, head_r)
    # light from the upper left: a brighter flank on the left
    light = theme.blend(colour, (255, 255, 255), 0.35)
    pygame.draw.circle(
        surf, light, (head[0] - head_r * 0.35, head[1] - head_r * 0.35), max(1.0, head_r * 0.35)
    )
    pygame.draw.polygon(surf, dark, body, max(1, round(w / 18)))
    pygame.draw.circle(surf, dark, head, head_r, max(1, round(w / 18)))
    mark_r = w * 0.15
    theme.draw_mark(surf, mark, (cx, base - h * 0.42), mark_r, theme.ink_on(colour))
    if lifted:
        pygame.draw.circle(surf, theme.HILITE, head, head_r + 2, 2)
    return Sprite(surf, (round(cx), round(base)))


def _body_points(w: float, h: float, base: float) -> list[tuple[float, float]]:
    """Meeple body below the head, symmetric around x = 0."""
    half = [
        (0.00, 0.34),
        (0.16, 0.36),
        (0.46, 0.44),
        (0.50, 0.52),
        (0.24, 0.58),
        (0.36, 1.00),
        (0.10, 1.00),
        (0.00, 0.82),
    ]
    right = [(x * w, base - (1.0 - y) * h) for x, y in half]
    left = [(-x, y) for x, y in reversed(right)]
    return right + left


def temple_floor_count(value: int) -> int:
    return max(1, value // 2)


@lru_cache(maxsize=64)
def temple(value: int, disc: bool, size: float) -> Sprite:
    """A stepped stone temple: one block per floor (value/2 floors), the value on top, a sun when a
    festival was held there."""
    floors = temple_floor_count(value)
    base_w = size * 1.05
    step_h = max(2.0, size * 0.16)
    disc_r = size * 0.26 if disc else 0.0
    height = floors * step_h + size * 0.46 + disc_r * 2.8 + 8  # room for the shrine and the sun's rays
    surf = pygame.Surface((math.ceil(base_w) + 8, math.ceil(height) + 8), pygame.SRCALPHA)
    cx = surf.get_width() / 2
    base = surf.get_height() - 4 - size * 0.12
    shadow = pygame.Rect(0, 0, round(base_w), max(3, round(size * 0.3)))
    shadow.center = (round(cx + size * 0.06), round(base))
    pygame.draw.ellipse(surf, (0, 0, 0, 80), shadow)
    y = base
    top_w = base_w
    for i in range(floors):
        fw = base_w * (1.0 - 0.55 * i / max(1, floors))
        front = pygame.Rect(0, 0, round(fw), round(step_h))
        front.midbottom = (round(cx), round(y))
        stone = theme.blend(theme.STONE_DARK, theme.STONE, 0.45 + 0.55 * i / max(1, floors))
        pygame.draw.rect(surf, theme.scale(stone, 0.78), front)
        top = pygame.Rect(0, 0, round(fw), max(2, round(step_h * 0.5)))
        top.midbottom = (round(cx), front.top + 1)
        pygame.draw.rect(surf, stone, top)
        pygame.draw.line(surf, theme.scale(stone, 0.55), front.topleft, front.topright)
        pygame.draw.rect(surf, theme.scale(stone, 0.5), front.union(top), 1)
        y = top.top + 1
        top_w = fw
    # the shrine on top carries the value
    shrine = pygame.Rect(0, 0, round(max(top_w * 0.75, size * 0.56)), round(size * 0.40))
    shrine.midbottom = (round(cx), round(y))
    pygame.draw.rect(surf, theme.STONE, shrine, border_radius=max(1, round(size * 0.06)))
    pygame.draw.rect(surf, theme.scale(theme.STONE, 0.5), shrine, 1, border_radius=max(1, round(size * 0.06)))
    label = theme.board_text(str(value), max(11, round(size * 0.5)), (40, 30, 24))
    surf.blit(label, label.get_rect(center=(shrine.centerx, shrine.centery + 1)))
    if disc:
        sun = (cx, shrine.top - disc_r - 1)
        for k in range(12):
            a = math.radians(k * 30)
            pygame.draw.line(
                surf,
                theme.SUN,
                sun,
                (sun[0] + math.cos(a) * disc_r * 1.35, sun[1] + math.sin(a) * disc_r * 1.35),
                2,
            )
        pygame.draw.circle(surf, theme.SUN, sun, disc_r)
        pygame.draw.circle(surf, theme.scale(theme.SUN, 0.7), sun, disc_r, max(1, round(size / 30)))
        pygame.draw.circle(surf, theme.blend(theme.SUN, (255, 255, 255), 0.5), sun, disc_r * 0.45)
    return Sprite(surf, (round(cx), round(base)))


def clear() -> None:
    meeple.cache_clear()
    temple.cache_clear()
