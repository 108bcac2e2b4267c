"""The whole Incan Gold table in one call, for the table scene and for anything else that shows a
state (a replay viewer, a screenshot, a test):

    layout = TableLayout.build(rect, state)
    tips = draw_table(surface, state, layout, names=..., badges=..., open_tent=None)

It draws the backdrop, the header with its tallies, the temple's corridor and path, the explorers
inside, and the camp; it returns the tooltips of everything drawn (a `cuzco.shell.tooltips.Tips`,
for the caller to hand to the frame with `tooltips.extend`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cuzco.games.incan_gold.rules import State
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import draw_backdrop

from .path_draw import draw_explorers, draw_path, draw_temple
from .table_draw import TableLayout, draw_header, draw_players


def draw_table(surface: pygame.Surface, state: State, layout: TableLayout, *, names: Sequence[str] | None = None,
               badges: dict[int, str] | None = None, open_tent: int | None = None, grow: float = 1.0,
               away: Sequence[int] = (), show_tents: bool = False) -> Tips:
    """`open_tent`: the seat whose chest may show; `show_tents`: every chest open (a finished game
    watched again); otherwise the chests open only once the game is over."""
    names = state.names if names is None else names
    if layout.size == surface.get_size():
        draw_backdrop(surface)
    tips = draw_header(surface, state, layout)
    tips.extend(draw_temple(surface, layout))
    tips.extend(draw_path(surface, state, layout, grow))
    tips.extend(draw_explorers(surface, state, layout, names, away))
    tips.extend(draw_players(surface, state, layout, badges or {}, open_tent=open_tent, names=names, away=away,
                             show_tents=show_tents))
    return tips


def table_picture(surface: pygame.Surface, rect: pygame.Rect, state: State,
                  names: Sequence[str] | None = None) -> Tips:
    """The table for `state` drawn into `rect` of `surface` (a viewer's frame), every tent closed
    unless the game is over."""
    layout = TableLayout.build(rect, state, choosing=False)
    return draw_table(surface, state, layout, names=names)
