"""Cuzco's board palette: terrain colours by elevation, the ground around the site, water, stone, and
the colours of legal and illegal spots.

It also re-exports what every game shares from `cuzco.shell.theme` (player colours and marks,
colour arithmetic, board fonts), so the board's drawing code reads one palette.
"""

from __future__ import annotations

from cuzco.shell.theme import (  # noqa: F401  (re-exported for the board's drawing code)
    DEFAULT_COLOURS,
    MARKS,
    RGBA,
    Colour,
    blend,
    board_font,
    board_text,
    draw_mark,
    ink_on,
    player_colour,
    scale,
)

# ---- background and board ---------------------------------------------------
BACKGROUND: Colour = (24, 30, 40)
SITE_GROUND: Colour = (128, 124, 92)  # bare site: dry highland grass
SITE_GRID: Colour = (96, 92, 66)
RING_GROUND: Colour = (74, 76, 64)  # overflow ring: subdued
RING_GRID: Colour = (98, 98, 82)
OUTSIDE_FOREST: Colour = (34, 58, 40)
OUTSIDE_MOUNTAIN: Colour = (78, 74, 76)

# terrain tops at the lowest and highest elevation; shading blends between them
CROP_LOW: Colour = (64, 118, 52)
CROP_HIGH: Colour = (176, 206, 92)
VILLAGE_LOW: Colour = (168, 110, 66)
VILLAGE_HIGH: Colour = (246, 206, 150)
SHADE_LEVELS = 7  # heights above this look like the highest

WALL: Colour = (112, 96, 82)  # terrace retaining walls: stone
WATER: Colour = (46, 112, 168)
WATER_LIGHT: Colour = (120, 186, 224)

TILE_EDGE: Colour = (40, 30, 22)  # thick line where one tile ends
TILE_SEAM: Colour = (0, 0, 0)  # thin line inside a tile (drawn translucent)

STONE: Colour = (198, 190, 172)
STONE_DARK: Colour = (132, 124, 112)
SUN: Colour = (250, 196, 44)

LEGAL: Colour = (120, 236, 140)
ILLEGAL: Colour = (236, 80, 64)
HILITE: Colour = (255, 236, 150)
LAST_TURN: Colour = (255, 255, 255)


def elevation_colour(kind: int, height: int) -> Colour:
    """Top colour of a terrace: lighter and warmer the higher it stands."""
    low, high = (CROP_LOW, CROP_HIGH) if kind == 1 else (VILLAGE_LOW, VILLAGE_HIGH)
    return blend(low, high, (max(1, height) - 1) / (SHADE_LEVELS - 1))
