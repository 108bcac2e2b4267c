"""The little map of the valley beside the Grand Final Scoring: every city that scored is ringed and
lettered (A, B, ...), the letters the score cards name, and the one under the mouse ringed in gold.

    letters = city_letters(finals)                 # temple hex -> "A", "B", ... in the order they scored
    where_words()[city.where]                      # "north-west", translated
    spots = draw_city_map(surface, rect, board, finals, letters, lit=None)   # temple -> where its letter is
"""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as board_theme
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.scenes.results_data import FinalScoring
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px


def where_words() -> dict[str, str]:
    """The parts of the valley, as a city's place is said (`results_data.COMPASS`)."""
    return {
        "centre": _("in the centre"),
        "north": _("in the north"),
        "north-east": _("in the north-east"),
        "east": _("in the east"),
        "south-east": _("in the south-east"),
        "south": _("in the south"),
        "south-west": _("in the south-west"),
        "west": _("in the west"),
        "north-west": _("in the north-west"),
    }


def city_letters(finals: list[FinalScoring]) -> dict[Hex, str]:
    """One letter per city that scored, in the order the cities first came up."""
    letters: dict[Hex, str] = {}
    for final in finals:
        for city in final.cities:
            if city.temple is not None and city.temple not in letters:
                letters[city.temple] = chr(ord("A") + len(letters) % 26)
    return letters


def draw_city_map(surface: pygame.Surface, rect: pygame.Rect, board: list[tuple[Hex, int, bool]],
                  finals: list[FinalScoring], letters: dict[Hex, str], lit: Hex | None = None
                  ) -> dict[Hex, tuple[int, int]]:
    """`board`: each site hex with its height and whether it holds a pond. Flat hexes, a ring round each
    city that scored (gold for `lit`), its letter on its temple. Returns where each letter was drawn."""
    draw_panel(surface, rect)
    draw_text(surface, _("Where the cities are"), (rect.centerx, rect.top + px(10)), 20, theme.GOLD_LIGHT,
              bold=True, anchor="midtop")
    hexes = [h for h, _height, _pond in board]
    layout = Layout(tilt=1.0)
    area = pygame.Rect(rect.left + px(10), rect.top + px(40), rect.w - px(20), rect.h - px(50))
    # fitted here rather than by `Layout.fit`, whose smallest hex (made for the board) overflows a small map
    left, top, right, bottom = Layout(1.0, (0.0, 0.0), 1.0).bounds(hexes, 0.0)
    layout.size = min(area.w / (right - left), area.h / (bottom - top))
    layout.origin = (area.centerx - (left + right) / 2 * layout.size, area.centery - (top + bottom) / 2 * layout.size)
    surface.set_clip(rect)
    corners = layout.corner_offsets()
    for h, height, pond in board:
        x, y = layout.hex_to_pixel(h)
        fill = (board_theme.WATER if pond else theme.lighten(theme.PANEL, 0.05 + 0.04 * min(height, 5))
                if height else theme.darken(theme.PANEL, 0.2))
        pygame.draw.polygon(surface, fill, [(x + dx, y + dy) for dx, dy in corners])
    cities = {c.temple: c.cells for f in finals for c in f.cities if c.temple is not None}
    spots: dict[Hex, tuple[int, int]] = {}
    for temple, cells in cities.items():
        gold = temple == lit
        colour = theme.GOLD_LIGHT if gold else theme.SAND
        for h in cells:
            x, y = layout.hex_to_pixel(h)
            pygame.draw.polygon(surface, colour, [(x + dx * 0.92, y + dy * 0.92) for dx, dy in corners],
                                px(3) if gold else 1)
        x, y = layout.hex_to_pixel(temple)
        spots[temple] = (round(x), round(y))
        draw_text(surface, letters.get(temple, "?"), (round(x), round(y)), 18 if gold else 15,
                  theme.GOLD_LIGHT if gold else theme.TEXT, bold=True, anchor="center")
    surface.set_clip(None)
    return spots
