"""What every game's table shares: player colours and marks, colour arithmetic, board fonts.

Panel colours and the UI scale live in `cuzco.shell.widgets.theme` (shared by every
scene); this module holds what the games' tables and hand-off screens need. Each
player has a colour *and* a mark (a shape drawn on their pieces and beside their
name), so nobody depends on telling colours apart. A game's own pieces (Cuzco's
terrain, water and stone) have their colours in that game's package.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.shell.widgets import text
from cuzco.shell.widgets import theme as ui

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# ---- players ------------------------------------------------------------------
DEFAULT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
MARKS: tuple[str, ...] = ("circle", "square", "triangle", "diamond")


def player_colour(name: str) -> Colour:
    return ui.PLAYER_COLOURS.get(name, ui.PLAYER_COLOURS["red"])


def ink_on(colour: Colour) -> Colour:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 24) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 250, 246)


def blend(a: Colour, b: Colour, t: float) -> Colour:
    t = max(0.0, min(1.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def scale(c: Colour, f: float) -> Colour:
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))


def draw_mark(
    surface: pygame.Surface,
    mark: str,
    center: tuple[float, float],
    radius: float,
    colour: Colour,
    outline: Colour | None = None,
) -> None:
    """A player's mark: a filled shape, optionally outlined."""
    cx, cy = center
    r = max(2.0, radius)
    points: list[tuple[float, float]]
    if mark == "circle":
        if outline:
            pygame.draw.circle(surface, outline, (cx, cy), r + 1)
        pygame.draw.circle(surface, colour, (cx, cy), r)
        return
    if mark == "square":
        k = r * 0.86
        points = [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    elif mark == "triangle":
        points = [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    else:
        points = [(cx, cy - r * 1.15), (cx + r, cy), (cx, cy + r * 1.15), (cx - r, cy)]
    pygame.draw.polygon(surface, colour, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, 1)


def board_font(pixel_size: int) -> pygame.font.Font:
    """The UI font at an exact pixel size, for labels that follow the board zoom rather than the UI scale."""
    return text.font(max(8, pixel_size) / ui.ui_scale(), bold=True)  # type: ignore[arg-type]


@lru_cache(maxsize=512)
def board_text(text: str, pixel_size: int, colour: Colour, outline: Colour | None = None) -> pygame.Surface:
    """A label rendered once and reused; with `outline`, a one-pixel halo keeps it legible on any terrain."""
    font = board_font(pixel_size)
    img = font.render(text, True, colour)
    if outline is None:
        return img
    halo = font.render(text, True, outline)
    out = pygame.Surface((img.get_width() + 2, img.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (0, 0), (2, 2), (0, 2), (2, 0)):
        out.blit(halo, (dx, dy))
    out.blit(img, (1, 1))
    return out


# fonts die with pygame.quit(): the labels are forgotten together with the fonts they came from
text.register_cache(board_text.cache_clear)
