"""The pictures of Cuzco's rules page, drawn at run time by the game's own drawing code.

The page asks for them by name (`![caption](picture:tiles)`, see `cuzco.shell.markdown`); the reader
calls `rules_picture(name, width)` through the game's registry entry. No image file is shipped, and the
captions are the page's own text, so the pictures read in the page's language.

    tiles      the four kinds of terrain tile, as the toolbar and the board show them
    placement  the valley after the first placements, the newest tile ringed
    city       a city: a temple on a village where an Inca stands highest
    festival   the face-up card with the wanted relics, and three cards of a hand with their worth

The positions come from a short game of two Greedy computer players from a fixed seed (the same every
time), played once per run.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.regions import region_of
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette
from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
from cuzco.games.cuzco.ui.render.festival_cards import draw_card
from cuzco.games.cuzco.ui.tile_targets import tile_label
from cuzco.shell import theme as shell_theme
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px

SEED = 7  # a game whose first temple and first festival come early
ACTIONS = 60
BACKDROP = theme.darken(theme.PANEL, 0.1)


@lru_cache(maxsize=1)
def _states() -> tuple[GameState, ...]:
    from cuzco.games.cuzco.bots import play_game

    return tuple(play_game(["greedy", "greedy"], SEED, max_actions=ACTIONS).states)


def _look() -> BoardLook:
    colours = tuple(theme.PLAYER_COLOURS[name] for name in ("red", "blue"))
    return BoardLook(colours, tuple(shell_theme.MARKS[:2]))


def _board(state: GameState, cells: set[int], width: int, ring: set[int] | None = None) -> pygame.Surface:
    """The valley around `cells`, fitted into a picture `width` wide (`ring`: hexes outlined in gold)."""
    board = state.board
    hexes = [board.hexes[c] for c in cells]
    around = {n for h in hexes for n in h.neighbors() if board.cell_of(n) is not None}
    shown = sorted(set(hexes) | around, key=lambda h: (h.r, h.q))
    size = (width, round(width * 0.55))
    surface = pygame.Surface(size)
    surface.fill(BACKDROP)
    layout = Layout()
    layout.fit(shown, (0, 0, *size), max_height=3.0)
    BoardRenderer(board).draw(surface, state, layout, _look(), surface.get_rect(), fill=True)
    corners = layout.corner_offsets()
    for c in ring or set():
        x, y = layout.hex_to_pixel(board.hexes[c], state.height[c])
        points = [(x + dx, y + dy) for dx, dy in corners]
        pygame.draw.polygon(surface, (0, 0, 0), points, max(2, px(5)))
        pygame.draw.polygon(surface, palette.HILITE, points, max(1, px(3)))
    return surface


def tiles(width: int) -> pygame.Surface:
    kinds = ("triple", "double", "crop", "village")
    cell = min(px(150), width // len(kinds))
    icon = round(cell * 0.72)
    surface = pygame.Surface((cell * len(kinds), icon + px(34)), pygame.SRCALPHA)
    for k, kind in enumerate(kinds):
        image = icons.tile_icon(kind, icon)
        surface.blit(image, image.get_rect(midtop=(cell * k + cell // 2, 0)))
        draw_text(surface, tile_label(kind), (cell * k + cell // 2, icon + px(6)), 18, theme.TEXT, anchor="midtop")
    return surface


def placement(width: int) -> pygame.Surface:
    states = _states()
    state = next(s for s in states if len(s.tiles) >= 6)
    placed = {c for t in state.tiles for c in t.cells}
    return _board(state, placed, width, ring=set(state.tiles[-1].cells))


def city(width: int) -> pygame.Surface:
    state = next(s for s in _states() if any(s.temple))
    temple = next(c for c, v in enumerate(state.temple) if v)
    region = region_of(state, temple)
    cells = set(region.cells) if region is not None else {temple}
    return _board(state, cells, width, ring=cells)


def festival(width: int) -> pygame.Surface:
    wanted = "mask+drum"
    hand = ("mask+drum", "mask", "conch")
    card_h = min(px(150), round(width / 6 / 0.68))
    card_w = round(card_h * 0.68)
    gap = px(18)
    surface = pygame.Surface((card_w * 4 + gap * 3 + px(30), card_h + px(52)), pygame.SRCALPHA)
    draw_card(surface, pygame.Rect(0, px(14), card_w, card_h), wanted)
    x = card_w + gap + px(30)
    for face in hand:
        draw_card(surface, pygame.Rect(x, px(14), card_w, card_h), face, wanted=wanted)
        x += card_w + gap
    pygame.draw.line(surface, theme.PANEL_EDGE, (card_w + gap + px(8), px(18)), (card_w + gap + px(8), card_h + px(10)),
                     px(2))
    below = card_h + px(22)
    draw_text(surface, _("face up"), (card_w // 2, below), 18, theme.TEXT_DIM, anchor="midtop")
    hand_middle = card_w + gap + px(30) + (3 * card_w + 2 * gap) // 2
    draw_text(surface, _("a hand"), (hand_middle, below), 18, theme.TEXT_DIM, anchor="midtop")
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "tiles": tiles,
    "placement": placement,
    "city": city,
    "festival": festival,
}


def rules_picture(name: str, width: int) -> pygame.Surface | None:
    """The picture `name` of the rules page, at most `width` wide; None for a name this game has not."""
    make = PICTURES.get(name)
    return make(width) if make is not None else None
