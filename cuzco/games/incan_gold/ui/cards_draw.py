"""Quest cards drawn with shapes: treasures (blue border, a pile of gems and its number), the five
hazards each with its own picture (spiders, snakes, a mummy, fire, rockfall; red border) and
artifacts (gold border, an idol). Gems left on a card show as a small pile with its count.
Surfaces are cached per look; every drawing is a function of (surface, place, size)."""

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
CARD_FACES: dict[str, Colour] = {"treasure": (214, 196, 156), "hazard": (196, 168, 140), "artifact": (222, 200, 150)}


def card_size(card: Card, width: int) -> tuple[int, int]:
    """Every card stands upright on the path, 5:7."""
    return width, round(width * 1.4)


@lru_cache(maxsize=512)
def card_surface(card: Card, gems: int, width: int) -> pygame.Surface:
    """The card's face at `width` pixels, with the `gems` left on it as a pile at its foot."""
    w, h = card_size(card, width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    edge = {"treasure": TREASURE_EDGE, "hazard": HAZARD_EDGE}.get(card.kind, ARTIFACT_EDGE)
    radius = max(3, width // 12)
    pygame.draw.rect(surf, edge, rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 10), -max(4, width // 10))
    pygame.draw.rect(surf, CARD_FACES.get(card.kind, theme.SAND), inner, border_radius=radius)
    cx, cy = inner.centerx, inner.top + inner.height * 2 // 5
    if card.kind == "treasure":
        draw_gem_pile(surf, (cx, cy + width // 6), card.value, max(3, width // 11))
        text = font_px(max(10, width // 3), True).render(str(card.value), True, theme.TEXT_DARK)
        surf.blit(text, text.get_rect(midtop=(cx, inner.top + 1)))
    elif card.kind == "artifact":
        _idol(surf, (cx, cy), width // 3)
    else:
        _hazard_icon(surf, card.hazard, (cx, cy), width * 2 // 5)
    if gems:
        chip = pygame.Rect(0, 0, width * 4 // 5, max(12, width // 3))
        chip.midbottom = (cx, rect.bottom - max(3, width // 14))
        pygame.draw.rect(surf, theme.PANEL, chip, border_radius=chip.height // 2)
        draw_gem_pile(surf, (chip.left + chip.height * 3 // 4, chip.centery + 1), min(gems, 3),
                      max(2, chip.height // 5))
        label = font_px(max(9, chip.height - 4), True).render(str(gems), True, theme.GOLD_LIGHT)
        surf.blit(label, label.get_rect(midleft=(chip.centerx, chip.centery)))
    return surf


def _gem(surf: pygame.Surface, center: tuple[int, int], r: int, colour: Colour) -> None:
    cx, cy = center
    pts = [(cx, cy - r), (cx + r, cy - r // 3), (cx + r * 2 // 3, cy + r), (cx - r * 2 // 3, cy + r),
           (cx - r, cy - r // 3)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, theme.darken(colour, 0.45), pts, max(1, r // 6))


def draw_gem(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    _gem(surf, center, r, TURQUOISE)


GEM_SHADES: tuple[Colour, ...] = (TURQUOISE, (52, 170, 166), (96, 214, 200), (40, 150, 170))


def draw_gem_pile(surf: pygame.Surface, center: tuple[int, int], count: int, r: int) -> None:
    """Up to 15 gems heaped in rows (4, 3, 2, ... from the bottom), centred on `center`: a pile whose
    size tells its worth at a glance; the number beside it tells it exactly."""
    shown = max(0, min(count, 15))
    rows: list[int] = []
    width = 5
    left = shown
    while left > 0:
        width = max(1, width - 1) if rows else min(5, max(1, math.ceil(math.sqrt(2 * shown))))
        rows.append(min(width, left))
        left -= rows[-1]
    cx, cy = center
    step = r * 2 - max(1, r // 3)
    base = cy + (len(rows) - 1) * step // 2
    k = 0
    for row, n in enumerate(rows):
        y = base - row * step
        x0 = cx - (n - 1) * step // 2
        for i in range(n):
            _gem(surf, (x0 + i * step, y), r, GEM_SHADES[k % len(GEM_SHADES)])
            k += 1


def _idol(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    cx, cy = center
    pygame.draw.polygon(surf, theme.GOLD, [(cx - r, cy + r), (cx + r, cy + r), (cx + r // 2, cy - r // 3),
                                           (cx - r // 2, cy - r // 3)])
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (cx, cy - r // 2), r * 2 // 3)
    pygame.draw.circle(surf, theme.darken(theme.GOLD, 0.3), (cx, cy - r // 2), r * 2 // 3, max(1, r // 8))
    for dx in (-r // 4, r // 4):
        pygame.draw.circle(surf, STONE, (cx + dx, cy - r // 2), max(1, r // 8))
    pygame.draw.line(surf, STONE, (cx - r // 5, cy - r // 4), (cx + r // 5, cy - r // 4), max(1, r // 10))


def draw_idol(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    _idol(surf, center, r)


def _spiders(surf: pygame.Surface, cx: int, cy: int, r: int, line: int) -> None:
    web = (150, 140, 130)
    for k in range(8):  # the web behind
        a = k * math.pi / 4
        pygame.draw.line(surf, web, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), 1)
    for ring in (0.45, 0.8):
        pts = [(cx + r * ring * math.cos(k * math.pi / 4), cy + r * ring * math.sin(k * math.pi / 4))
               for k in range(8)]
        pygame.draw.polygon(surf, web, pts, 1)
    for sx, sy, s in ((cx, cy, 0.55), (cx + r * 0.55, cy - r * 0.55, 0.3)):
        rr = r * s
        for k in range(4):
            for side in (-1, 1):
                a = (k - 1.5) * 0.5
                knee = (sx + side * rr * 0.9 * math.cos(a), sy + rr * 0.9 * math.sin(a) - rr * 0.4)
                pygame.draw.line(surf, STONE, (sx, sy), knee, line)
                pygame.draw.line(surf, STONE, knee, (knee[0] + side * rr * 0.3, knee[1] + rr * 0.7), line)
        pygame.draw.circle(surf, STONE, (int(sx), int(sy)), max(2, int(rr * 0.42)))
        pygame.draw.circle(surf, (170, 30, 30), (int(sx), int(sy - rr * 0.1)), max(1, int(rr * 0.12)))


def _snakes(surf: pygame.Surface, cx: int, cy: int, r: int, line: int) -> None:
    green, dark = (70, 140, 64), (36, 80, 36)
    pts = [(cx - r + i * r / 8, cy + r * 0.3 + math.sin(i * 0.8) * r * 0.35) for i in range(17)]
    pygame.draw.lines(surf, dark, False, pts, line * 2 + 2)
    pygame.draw.lines(surf, green, False, pts, line * 2)
    hx, hy = int(pts[-1][0]), int(pts[-1][1])
    pygame.draw.ellipse(surf, green, (hx - line * 2, hy - line * 3, line * 5, line * 4))
    pygame.draw.line(surf, (200, 40, 40), (hx + line * 3, hy - line), (hx + line * 5, hy - line * 2), max(1, line // 2))
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (hx + line, hy - line * 2), max(1, line // 2))
    # a second, rearing snake
    up = [(cx - r * 0.5 + math.sin(i * 1.1) * r * 0.18, cy + r * 0.2 - i * r / 9) for i in range(8)]
    pygame.draw.lines(surf, dark, False, up, line + 2)
    pygame.draw.lines(surf, green, False, up, line)
    pygame.draw.circle(surf, green, (int(up[-1][0]), int(up[-1][1])), line + 1)


def _mummy(surf: pygame.Surface, cx: int, cy: int, r: int, line: int) -> None:
    body = pygame.Rect(0, 0, r, r * 2)
    body.center = (cx, cy + r // 6)
    pygame.draw.rect(surf, (226, 218, 196), body, border_radius=r // 2)
    for k in range(1, 7):
        y = body.top + k * body.height // 7
        pygame.draw.line(surf, theme.SAND_DARK, (body.left + 1, y), (body.right - 1, y - r // 6), max(1, line // 2))
    for dx in (-r // 5, r // 5):
        pygame.draw.circle(surf, (200, 40, 30), (cx + dx, body.top + r // 3), max(2, r // 9))
    for side in (-1, 1):  # arms held out
        pygame.draw.line(surf, (226, 218, 196), (cx + side * r // 2, body.top + r * 2 // 3),
                         (cx + side * r, body.top + r // 2), line + 1)


def _fire(surf: pygame.Surface, cx: int, cy: int, r: int, line: int) -> None:
    for dx, scale, colour in ((-r // 2, 0.75, (200, 60, 30)), (r // 2, 0.7, (200, 60, 30)),
                              (0, 1.05, (232, 110, 36))):
        top = cy - r * scale
        pygame.draw.polygon(surf, colour, [(cx + dx - r // 3, cy + r * 0.7), (cx + dx - r // 5, cy),
                                           (cx + dx, top), (cx + dx + r // 5, cy), (cx + dx + r // 3, cy + r * 0.7)])
    pygame.draw.polygon(surf, theme.GOLD_LIGHT, [(cx - r // 5, cy + r * 0.7), (cx, cy - r // 4),
                                                 (cx + r // 5, cy + r * 0.7)])
    for dx in (-r // 2, 0, r // 2):  # the logs
        pygame.draw.line(surf, (90, 60, 40), (cx + dx - r // 4, cy + r * 0.85), (cx + dx + r // 4, cy + r * 0.7), line)


def _rockfall(surf: pygame.Surface, cx: int, cy: int, r: int, line: int) -> None:
    for dx, dy, s in ((-r // 2, r // 2, 0.42), (r // 2, r // 2, 0.38), (0, r // 6, 0.4), (-r // 5, -r * 2 // 3, 0.25),
                      (r // 3, -r // 3, 0.2)):
        pts = [(cx + dx + r * s * math.cos(a) * (1 + 0.15 * math.sin(a * 3)),
                cy + dy + r * s * math.sin(a) * 0.85) for a in (k * math.pi / 3.5 for k in range(7))]
        pygame.draw.polygon(surf, (128, 116, 104), pts)
        pygame.draw.polygon(surf, STONE, pts, max(1, line // 2))
    for dx in (-r // 3, r // 4):  # falling dust
        pygame.draw.line(surf, (150, 140, 128), (cx + dx, cy - r), (cx + dx, cy - r * 0.8), max(1, line // 2))


HAZARD_PICTURES = {"spiders": _spiders, "snakes": _snakes, "mummies": _mummy, "fire": _fire, "rockfall": _rockfall}


def _hazard_icon(surf: pygame.Surface, kind: str, center: tuple[int, int], r: int) -> None:
    draw = HAZARD_PICTURES.get(kind, _rockfall)
    draw(surf, center[0], center[1], r, max(1, r // 7))


def draw_hazard_icon(surf: pygame.Surface, kind: str, center: tuple[int, int], r: int) -> None:
    _hazard_icon(surf, kind, center, r)
