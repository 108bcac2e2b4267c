"""Small helpers shared by the scenes in this package."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cuzco.shell import theme as board_theme
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.contrast import readable_text
from cuzco.shell.widgets.theme import Colour

# Seat colours when the caller does not say: the same defaults the board uses.
DEFAULT_SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")


def seat_colours(count: int, colours: Sequence[Colour] | None = None) -> list[Colour]:
    """One colour per seat: the given ones, padded with the defaults."""
    given = list(colours or [])
    defaults = [theme.PLAYER_COLOURS[name] for name in DEFAULT_SEAT_COLOURS]
    return [tuple(given[i]) if i < len(given) else defaults[i % len(defaults)] for i in range(count)]  # type: ignore[misc]


def seat_mark(seat: int) -> str:
    """The shape that stands for a seat everywhere (circle, square, triangle, diamond)."""
    return board_theme.MARKS[seat % len(board_theme.MARKS)]


def draw_seat(
    surface: pygame.Surface, seat: int, colour: Colour, center: tuple[int, int], radius: int
) -> None:
    """A player's token beside their name: their colour in their seat's shape, as on the board,
    so nobody has to tell colours apart."""
    r, g, b = colour
    dark = 0.299 * r + 0.587 * g + 0.114 * b < 70  # the black seat: a light outline, or it melts into the panel
    outline = (176, 176, 186) if dark else theme.darken(colour, 0.55)
    board_theme.draw_mark(surface, seat_mark(seat), center, radius, colour, outline=outline)


def text_colour(colour: Colour) -> Colour:
    """A player's colour made readable as text on the dark panels."""
    return readable_text(colour, theme.PANEL_LIGHT)


def screen_size() -> tuple[int, int]:
    """The window's size, for a scene asked to handle input before it was ever drawn."""
    import pygame

    surface = pygame.display.get_surface()
    return surface.get_size() if surface is not None else (1280, 800)
