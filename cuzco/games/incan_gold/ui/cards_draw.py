"""Quest cards drawn with shapes: treasures (blue border, gem count), hazards (red border, lying
sideways as the rulebook suggests) and artifacts (gold border). Surfaces are cached per look."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from cuzco.games.incan_gold.rules import Card
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import font_px
from cuzco.shell.widgets.theme import Colour

TREASURE_EDGE: Colour = (58, 110, 200)
HAZARD_EDGE: Colour = (196, 48, 40)
ARTIFACT_EDGE: Colour = (232, 176, 58)
TURQUOISE: Colour = (64, 200, 190)
STONE: Colour = (70, 62, 58)


def card_size(card: Card, width: int) -> tuple[int, int]:
    """Upright cards are 5:7; hazards lie sideways."""
    height = round(width * 1.4)
    return (height, width) if card.kind == "hazard" else (width, height)


@lru_cache(maxsize=256)
def card_surface(card: Card, gems: int, width: int) -> pygame.Surface:
    w, h = card_size(card, width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    edge = {"treasure": TREASURE_EDGE, "hazard": HAZARD_EDGE}.get(card.kind, ARTIFACT_EDGE)
    radius = max(3, width // 12)
    pygame.draw.rect(surf, edge, rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 10), -max(4, width // 10))
    pygame.draw.rect(surf, theme.darken(theme.SAND, 0.1), inner, border_radius=radius)
    cx, cy = inner.center
    if card.kind == "treasure":
        _gem(surf, (cx, cy - h // 8), width // 4, TURQUOISE)
        text = font_px(max(10, width // 3), True).render(str(card.value), True, theme.TEXT_DARK)
        surf.blit(text, text.get_rect(center=(cx, cy + h // 6)))
    elif card.kind == "artifact":
        _idol(surf, (cx, cy), width // 3)
    else:
        _hazard_icon(surf, card.hazard, (cx, cy), min(w, h) // 3)
    if gems:
        badge = pygame.Rect(0, 0, width // 2 + 6, width // 3)
        badge.midbottom = (cx, rect.bottom - 2)
        pygame.draw.rect(surf, theme.PANEL, badge, border_radius=badge.height // 2)
        _gem(surf, (badge.left + badge.height // 2 + 1, badge.centery), badge.height // 3, TURQUOISE)
        label = font_px(max(9, badge.height - 6), True).render(str(gems), True, theme.TEXT)
        surf.blit(label, label.get_rect(midleft=(badge.centerx - 2, badge.centery)))
    return surf


def _gem(surf: pygame.Surface, center: tuple[int, int], r: int, colour: Colour) -> None:
    cx, cy = center
    pts = [(cx, cy - r), (cx + r, cy - r // 3), (cx + r * 2 // 3, cy + r), (cx - r * 2 // 3, cy + r),
           (cx - r, cy - r // 3)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, theme.darken(colour, 0.45), pts, max(1, r // 6))


def draw_gem(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    _gem(surf, center, r, TURQUOISE)


def _idol(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    cx, cy = center
    pygame.draw.polygon(surf, theme.GOLD, [(cx - r, cy + r), (cx + r, cy + r), (cx + r // 2, cy - r // 3),
                                           (cx - r // 2, cy - r // 3)])
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (cx, cy - r // 2), r * 2 // 3)
    for dx in (-r // 4, r // 4):
        pygame.draw.circle(surf, STONE, (cx + dx, cy - r // 2), max(1, r // 8))


def _hazard_icon(surf: pygame.Surface, kind: str, center: tuple[int, int], r: int) -> None:
    cx, cy = center
    ink = STONE
    line = max(2, r // 7)
    if kind == "spiders":
        for k in range(4):
            for side in (-1, 1):
                a = (k - 1.5) * 0.45
                x1, y1 = cx + side * r * 0.3, cy + a * r * 0.5
                x2, y2 = cx + side * r * math.cos(a), cy + r * math.sin(a) + r * 0.2
                pygame.draw.line(surf, ink, (x1, y1), (x2, y2), line)
        pygame.draw.circle(surf, ink, (cx, cy), r // 2)
    elif kind == "snakes":
        pts = [(cx - r + i * r / 6, cy + math.sin(i * 0.9) * r * 0.4) for i in range(13)]
        pygame.draw.lines(surf, (60, 120, 60), False, pts, line * 2)
        pygame.draw.circle(surf, (60, 120, 60), (int(pts[-1][0]), int(pts[-1][1])), line * 2)
    elif kind == "mummies":
        body = pygame.Rect(0, 0, r, r * 2)
        body.center = (cx, cy)
        pygame.draw.rect(surf, (220, 212, 190), body, border_radius=r // 2)
        for k in range(1, 5):
            y = body.top + k * body.height // 5
            pygame.draw.line(surf, theme.SAND_DARK, (body.left, y), (body.right, y - r // 5), line)
    elif kind == "fire":
        for dx, scale in ((-r // 2, 0.7), (r // 2, 0.7), (0, 1.0)):
            top = cy - r * scale
            pygame.draw.polygon(surf, (226, 96, 36), [(cx + dx - r // 3, cy + r // 2), (cx + dx, top),
                                                      (cx + dx + r // 3, cy + r // 2)])
        pygame.draw.polygon(surf, theme.GOLD_LIGHT, [(cx - r // 5, cy + r // 2), (cx, cy - r // 3),
                                                     (cx + r // 5, cy + r // 2)])
    else:  # rockfall
        for dx, dy, s in ((-r // 2, r // 3, 0.45), (r // 2, r // 3, 0.4), (0, -r // 3, 0.5)):
            pygame.draw.circle(surf, (120, 108, 98), (cx + dx, cy + dy), int(r * s))
            pygame.draw.circle(surf, ink, (cx + dx, cy + dy), int(r * s), line // 2 + 1)


def draw_hazard_icon(surf: pygame.Surface, kind: str, center: tuple[int, int], r: int) -> None:
    _hazard_icon(surf, kind, center, r)
