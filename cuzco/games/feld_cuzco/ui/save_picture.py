"""The picture of a saved game of Feld's Cuzco on the Load screen: its table as it stands, drawn by the
table's own code (`table_parts`) at a size where everything reads, then fitted into the preview's rectangle.

    draw_save_picture(surface, rect, state, names)

It is drawn for nobody at the screen (no seat's god cards face up), as the table shows it between turns:
a save never shows what only one player may see.
"""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.rules import State
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme

from .layout import TableLayout
from .table_image import TableImage
from .table_parts import draw_base, table_parts

DRAWN_AT = (1280, 800)  # the table is drawn this size, then scaled into the preview


def table_picture(state: State, names: list[str], size: tuple[int, int] = DRAWN_AT) -> pygame.Surface:
    """The whole table of `state` on a new surface of `size`, for no seat in particular."""
    lay = TableLayout.build(size, state.n)
    title = _("Game over") if state.over else _("{name}'s turn", name=names[state.actor])
    image = TableImage()
    image.update(size, ("save picture", size), lambda s: draw_base(s, lay),
                 table_parts(state, lay, names, None, None, title, theme.GOLD))
    assert image.surface is not None
    return image.surface


def draw_save_picture(surface: pygame.Surface, rect: pygame.Rect, state: State, names: list[str]) -> None:
    """The table of `state`, scaled to fit `rect` (its proportions kept) and centred there."""
    picture = table_picture(state, names)
    w, h = picture.get_size()
    scale = min(rect.w / w, rect.h / h)
    fitted = pygame.transform.smoothscale(picture, (max(1, round(w * scale)), max(1, round(h * scale))))
    surface.blit(fitted, fitted.get_rect(center=rect.center))
