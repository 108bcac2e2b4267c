"""The colours of Feld's Cuzco's table: the seats (red, yellow, green, blue, as the rules number them),
the four feather and village colours, the five gods, and the wood and stone of the boards."""

from __future__ import annotations

import pygame

from cuzco.shell.scenes.common import seat_mark
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import Colour, px

SEATS: tuple[Colour, ...] = ((206, 64, 52), (236, 196, 58), (76, 160, 84), (70, 118, 206))
FEATHERS: tuple[Colour, ...] = ((48, 184, 176), (142, 84, 176), (236, 132, 40), (232, 112, 164))  # as COLOURS
GODS: tuple[Colour, ...] = ((120, 150, 210), (200, 206, 226), (226, 170, 70), (112, 170, 88), (232, 208, 96))
GOODS: tuple[Colour, ...] = ((214, 160, 90), (150, 120, 200), (186, 96, 60), (170, 82, 62), (140, 146, 156),
                            (70, 200, 190))
TILE_FACES: dict[str, Colour] = {"study": (70, 110, 170), "farm": (160, 84, 32)}  # blue and orange, as printed
STONE: Colour = (150, 138, 118)
STONE_DARK: Colour = (96, 86, 72)
WOOD: Colour = (122, 86, 54)
WOOD_LIGHT: Colour = (168, 124, 80)
GRASS: Colour = (84, 112, 62)
GRASS_DARK: Colour = (58, 82, 46)
PARCHMENT: Colour = (228, 212, 172)
INK: Colour = (44, 34, 26)
GLOW: Colour = (255, 226, 120)
REFUSED: Colour = (190, 80, 60)
HINT: Colour = (140, 214, 240)  # the hinted move, ringed on the board


def seat_colour(seat: int) -> Colour:
    return SEATS[seat % len(SEATS)]


__all__ = ["seat_colour", "seat_mark"]

GOLD_DARK: Colour = (176, 120, 30)


def mask_edge(seat: int, acting: bool) -> Colour:
    """A mask board's edge: gold on its player's turn, else the seat's colour darkened."""
    return theme.GOLD if acting else theme.darken(seat_colour(seat), 0.2)


def table_panel(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour) -> pygame.Rect:
    """A framed board on the table, as the shell's panels look but with a solid shadow (no see-through
    layer to blend: the table draws seven of them whenever the state changes). Returns the inner rect."""
    radius = px(12)
    pygame.draw.rect(surface, (12, 12, 18), rect.move(px(4), px(6)), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    panel_edge(surface, rect, edge)
    return rect.inflate(-px(32), -px(28))


def panel_edge(surface: pygame.Surface, rect: pygame.Rect, edge: Colour) -> None:
    """A board's frame alone, drawn again in another colour over the board (whose turn it is)."""
    pygame.draw.rect(surface, edge, rect, width=px(2), border_radius=px(12))
