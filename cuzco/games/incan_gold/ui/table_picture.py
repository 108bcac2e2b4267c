"""The Incan Gold table as a picture of any size: drawn by the table screen's own function
(`table_frame.draw_table`) on a design-size window, then scaled into the rectangle asked for. The
Load screen's preview and the replay viewer show a state through it, so they always look like the
table itself. Tents stay closed unless the game is over (as at the table), or every one is open for a
finished game watched again (`show_tents`)."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.rules import State
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets.theme import scaled_by, ui_scale

from .seats import seat_levels, shown_names
from .table_draw import TableLayout
from .table_frame import draw_table

DESIGN = (1280, 800)  # the window the table is laid out for at 100%


def table_surface(state: State, size: tuple[int, int] = DESIGN, meta: dict[str, object] | None = None,
                  badges: dict[int, str] | None = None, show_tents: bool = False,
                  tips: Tips | None = None) -> pygame.Surface:
    """The table for `state`, drawn on a surface of `size` (its layout fitted to that size); every
    tent open with `show_tents` (a finished game watched again), else only once the game is over.
    `tips`, when given, receives the tooltips of what was drawn, in the surface's coordinates."""
    surface = pygame.Surface(size)
    # laid out as on a design-size window at 100%, whatever the player's UI scale
    with scaled_by(max(0.5, min(size[0] / DESIGN[0], size[1] / DESIGN[1])) / ui_scale()):
        layout = TableLayout.build(size, state)
        names = shown_names(state.names, seat_levels(meta or {}, state.players))
        drawn = draw_table(surface, state, layout, names=names, badges=badges or {}, show_tents=show_tents)
    if tips is not None:
        tips.extend(drawn)
    return surface


def draw_table_picture(surface: pygame.Surface, rect: pygame.Rect, state: State,
                       meta: dict[str, object] | None = None) -> None:
    """The table drawn at its design size, scaled down into `rect` (keeping its proportions)."""
    image = table_surface(state, meta=meta)
    k = min(rect.w / DESIGN[0], rect.h / DESIGN[1])
    small = pygame.transform.smoothscale(image, (max(1, round(DESIGN[0] * k)), max(1, round(DESIGN[1] * k))))
    surface.blit(small, small.get_rect(center=rect.center))
