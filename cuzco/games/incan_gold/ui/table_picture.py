"""The Incan Gold table as a picture of any size: drawn by the table screen's own functions
(`table_draw`) on a design-size window, then scaled into the rectangle asked for. The Load screen's
preview and the replay viewer show a state through it, so they always look like the table itself.
Tents stay closed unless the game is over (as at the table)."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.rules import State
from cuzco.shell.widgets import draw_backdrop
from cuzco.shell.widgets.theme import scaled_by, ui_scale

from .seats import seat_levels, shown_names
from .table_draw import TableLayout, draw_header, draw_path, draw_players

DESIGN = (1280, 800)  # the window the table is laid out for at 100%


def table_surface(state: State, size: tuple[int, int] = DESIGN, meta: dict[str, object] | None = None,
                  badges: dict[int, str] | None = None, show_tents: bool = False) -> pygame.Surface:
    """The table for `state`, drawn on a surface of `size` (its layout fitted to that size); every
    tent open with `show_tents` (a finished game watched again), else only once the game is over."""
    surface = pygame.Surface(size)
    # laid out as on a design-size window at 100%, whatever the player's UI scale
    with scaled_by(max(0.5, min(size[0] / DESIGN[0], size[1] / DESIGN[1])) / ui_scale()):
        layout = TableLayout.build(size, state)
        draw_backdrop(surface)
        draw_header(surface, state)
        draw_path(surface, state, layout)
        names = shown_names(state.names, seat_levels(meta or {}, state.players))
        draw_players(surface, state, layout, badges or {}, names=names, show_tents=show_tents)
    return surface


def draw_table_picture(surface: pygame.Surface, rect: pygame.Rect, state: State,
                       meta: dict[str, object] | None = None) -> None:
    """The table drawn at its design size, scaled down into `rect` (keeping its proportions)."""
    image = table_surface(state, meta=meta)
    k = min(rect.w / DESIGN[0], rect.h / DESIGN[1])
    small = pygame.transform.smoothscale(image, (max(1, round(DESIGN[0] * k)), max(1, round(DESIGN[1] * k))))
    surface.blit(small, small.get_rect(center=rect.center))
