"""Small figures of the Incan Gold table, drawn with shapes: an explorer, a tent, a chest, a torch.
Each is a function of (surface, centre, size, ...)."""

from __future__ import annotations

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import Colour

WOOD: Colour = (120, 78, 44)
IRON: Colour = (60, 56, 52)


def edge_colour(colour: Colour) -> Colour:
    """The outline a seat colour gets: darker for light colours; a light grey for a dark one (the black
    seat), so it never melts into the dark table."""
    r, g, b = colour
    if 0.299 * r + 0.587 * g + 0.114 * b < 70:
        return (176, 176, 186)
    return theme.darken(colour, 0.5)


def draw_explorer(surface: pygame.Surface, foot: tuple[int, int], r: int, colour: Colour) -> pygame.Rect:
    """A standing explorer (head, body, a hat brim) whose feet are at `foot`; returns its bounds."""
    x, y = foot
    edge = edge_colour(colour)
    body = [(x - r, y), (x - r * 2 // 3, y - r * 2), (x + r * 2 // 3, y - r * 2), (x + r, y)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, edge, body, max(1, r // 5))
    head = (x, y - r * 2 - r * 2 // 3)
    pygame.draw.circle(surface, colour, head, r * 2 // 3)
    pygame.draw.circle(surface, edge, head, r * 2 // 3, max(1, r // 5))
    brim = pygame.Rect(0, 0, r * 2, max(2, r // 3))
    brim.center = (x, head[1] - r // 3)
    pygame.draw.rect(surface, theme.SAND_DARK, brim, border_radius=brim.height // 2)
    crown = pygame.Rect(0, 0, r, r // 2 + 1)
    crown.midbottom = brim.midtop
    pygame.draw.rect(surface, theme.SAND_DARK, crown, border_radius=max(1, r // 4))
    return pygame.Rect(x - r, y - r * 4, r * 2, r * 4)


def draw_tent(surface: pygame.Surface, center: tuple[int, int], r: int, colour: Colour) -> None:
    cx, cy = center
    edge = edge_colour(colour)
    pts = [(cx - r, cy + r * 4 // 5), (cx, cy - r), (cx + r, cy + r * 4 // 5)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, edge, pts, max(1, r // 6))
    door = [(cx - r // 3, cy + r * 4 // 5), (cx, cy), (cx + r // 3, cy + r * 4 // 5)]
    pygame.draw.polygon(surface, theme.darken(colour, 0.6), door)


def draw_chest(surface: pygame.Surface, center: tuple[int, int], r: int, open_: bool) -> None:
    """The treasure chest in a tent: closed (its contents secret) or open with gems showing."""
    cx, cy = center
    box = pygame.Rect(0, 0, r * 2, r * 3 // 2)
    box.midtop = (cx, cy - r // 4)
    pygame.draw.rect(surface, WOOD, box, border_radius=max(1, r // 4))
    lid = pygame.Rect(0, 0, r * 2, r * 3 // 4)
    lid.midbottom = (cx, box.top + 1) if not open_ else (cx, box.top - r // 2)
    pygame.draw.rect(surface, theme.lighten(WOOD, 0.15), lid, border_radius=max(1, r // 3))
    if open_:
        for dx in (-r // 2, 0, r // 2):
            pygame.draw.circle(surface, (64, 200, 190), (cx + dx, box.top + 1), max(2, r // 3))
    pygame.draw.rect(surface, IRON, box, max(1, r // 6), border_radius=max(1, r // 4))
    pygame.draw.rect(surface, theme.GOLD, (cx - r // 5, box.top + r // 5, max(2, r // 2 - 1), max(2, r // 2 - 1)))


def draw_torch(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """The start player's torch."""
    cx, cy = center
    pygame.draw.line(surface, WOOD, (cx, cy + r), (cx, cy - r // 3), max(2, r // 3))
    pygame.draw.polygon(surface, (226, 96, 36), [(cx - r // 2, cy - r // 3), (cx, cy - r * 3 // 2),
                                                 (cx + r // 2, cy - r // 3)])
    pygame.draw.polygon(surface, theme.GOLD_LIGHT, [(cx - r // 4, cy - r // 3), (cx, cy - r),
                                                    (cx + r // 4, cy - r // 3)])
