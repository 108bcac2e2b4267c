"""Small helpers shared by the scenes in this package."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from cuzco.ui import theme as board_theme
from cuzco.ui.widgets import theme
from cuzco.ui.widgets.theme import Colour

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
    outline = theme.darken(colour, 0.55)
    board_theme.draw_mark(surface, seat_mark(seat), center, radius, colour, outline=outline)


def text_colour(colour: Colour) -> Colour:
    """A player's colour made readable as text on the dark panels."""
    r, g, b = colour
    if 0.299 * r + 0.587 * g + 0.114 * b < 110:
        return theme.lighten(colour, 0.35)
    return colour


def game_scene(
    game: object,
    settings: object,
    colours: Sequence[Colour] | None = None,
    bots: dict[int, object] | None = None,
) -> object:
    """A GameScene for `game`. Imported late: the game screen is a heavy module with its own owner.

    Hand-offs between turns are needed only when two or more humans share the screen. Colours
    and computer seats given here are written into the game's record (`game.meta`), so a saved
    or autosaved game resumes with the same table; when not given, they are read back from it.
    """
    from cuzco.ui.game_scene import GameScene

    meta: dict[str, Any] = game.meta  # type: ignore[attr-defined]
    if colours is not None:
        meta["colours"] = [list(c) for c in colours]
    elif _valid_colours(meta.get("colours")):
        colours = [tuple(c) for c in meta["colours"]]  # type: ignore[misc]
    from cuzco.ui.computer_seats import bots_from_meta, bots_meta

    if bots is not None:
        meta["bots"] = bots_meta(bots)
    else:
        bots = bots_from_meta(meta.get("bots"), game.setup.seed, game.state.num_players)  # type: ignore[attr-defined]

    humans = game.state.num_players - len(bots or {})  # type: ignore[attr-defined]
    kwargs: dict[str, Any] = {}
    if colours is not None:
        kwargs["colours"] = list(colours)
    if bots:
        kwargs["bots"] = dict(bots)
    return GameScene(game, settings, hotseat=humans > 1, **kwargs)


def _valid_colours(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(c, list) and len(c) == 3 and all(isinstance(v, int) and 0 <= v <= 255 for v in c)
        for c in value
    )


def screen_size() -> tuple[int, int]:
    """The window's size, for a scene asked to handle input before it was ever drawn."""
    import pygame

    surface = pygame.display.get_surface()
    return surface.get_size() if surface is not None else (1280, 800)
