"""Small helpers shared by the scenes in this package."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cuzco.ui.widgets import theme
from cuzco.ui.widgets.theme import Colour

# Seat colours when the caller does not say: the same defaults the board uses.
DEFAULT_SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")


def seat_colours(count: int, colours: Sequence[Colour] | None = None) -> list[Colour]:
    """One colour per seat: the given ones, padded with the defaults."""
    given = list(colours or [])
    defaults = [theme.PLAYER_COLOURS[name] for name in DEFAULT_SEAT_COLOURS]
    return [tuple(given[i]) if i < len(given) else defaults[i % len(defaults)] for i in range(count)]  # type: ignore[misc]


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

    Hand-offs between turns are needed only when two or more humans share the screen.
    """
    from cuzco.ui.game_scene import GameScene

    humans = game.state.num_players - len(bots or {})  # type: ignore[attr-defined]
    kwargs: dict[str, Any] = {}
    if colours is not None:
        kwargs["colours"] = list(colours)
    if bots:
        kwargs["bots"] = dict(bots)
    return GameScene(game, settings, hotseat=humans > 1, **kwargs)


def screen_size() -> tuple[int, int]:
    """The window's size, for a scene asked to handle input before it was ever drawn."""
    import pygame

    surface = pygame.display.get_surface()
    return surface.get_size() if surface is not None else (1280, 800)
