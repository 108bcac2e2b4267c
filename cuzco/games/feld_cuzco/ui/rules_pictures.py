"""The pictures of Feld's Cuzco's rules page, drawn at run time by the table's own drawing code.

The page asks for them by name (`![caption](picture:roads)`, see `cuzco.shell.markdown`); the reader
calls `rules_picture(name, width)` through the game's registry entry. No image file is shipped, and the
captions are the page's own text, so the pictures read in the page's language.

    mask          a mask board in mid-game: feathers on their dots, active circlets, tiles and quipus
    placement     a die to place: the action spaces that take it glow, the others are refused
    action_board  the action board of a three-player game with dice on it (its double movement space)
    roads         the road network: villages by colour and VP, trails and bridges with their pips,
                  the Cuzco overlay, the quipus delivered and the chasquis
    cuzco_board   the Cuzco board: university, study and farm tiles, temple and gods, market, palace

The positions come from one four-player game of computer players (one Normal, three Easy) from a fixed
seed (the same every time), played once per run up to round 6, and the three-player board from a quick
game of Easy ones: the reader opens the page in under a second the first time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from cuzco.games.feld_cuzco.rules import Place, State, legal_actions
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.theme import px

from .board_draw import draw_action_board, draw_board
from .decisions import space_status
from .layout import TableLayout, Zones
from .mask_draw import draw_mask_board
from .palette import GLOW, REFUSED, seat_colour
from .picture import draw_die
from .road_draw import draw_road

SEED = 8  # a game whose round-4 masks show many tiles, feathers and active circlets
LEVELS = ("normal", "easy", "easy", "easy")  # one thoughtful player and three quick ones: played in a moment
NAMES = ("Ana", "Ben", "Cai", "Dora")  # names, not words: the same in every language


@lru_cache(maxsize=1)
def _states() -> tuple[State, ...]:
    """The fixed game's positions up to the start of round 6 (all the pictures need)."""
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import Game, Setup, view

    game = Game(Setup(NAMES, SEED))
    bots = [make_bot(LEVELS[seat], SEED + seat) for seat in range(len(NAMES))]
    while not game.state.over and game.state.round < 6:
        seat = game.state.actor
        game.apply(bots[seat].choose(view(game.state, seat)))
    return tuple(game.states)


def _layout(rect: pygame.Rect) -> TableLayout:
    """A table whose every part is `rect`: each drawing function draws only its own part."""
    return TableLayout(rect.size, len(NAMES), rect, rect, rect, rect, rect, (rect,) * len(NAMES))


def _placing(state: State) -> bool:
    return state.phase == "dice" and bool(state.tasks) and state.tasks[-1][0] == "place"


def _dice_on_board(state: State) -> int:
    return sum(len(dice) for dice in state.spaces)


@lru_cache(maxsize=1)
def _placement_state() -> State:
    """A placement in round 2 with dice on the board, the actor holding two dice or more, some spaces open
    to them and some refused."""
    best: tuple[tuple[int, int], State] | None = None
    for state in _states():
        if not _placing(state) or state.round != 2 or len(state.players[state.actor].dice) < 2:
            continue
        open_spaces = {a.space for a in legal_actions(state) if isinstance(a, Place)}
        if not 3 <= len(open_spaces) < len(state.spaces):
            continue
        score = (_dice_on_board(state), len(open_spaces))
        if best is None or score > best[0]:
            best = (score, state)
    return best[1] if best is not None else next(s for s in _states() if _placing(s))


def _first(wanted: Callable[[State], bool]) -> State:
    return next(state for state in _states() if wanted(state))


def _surface(width: int, height: int) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    return surface


def roads(width: int) -> pygame.Surface:
    state = _states()[-1]  # the start of round 6
    surface = _surface(width, round(width * 0.66))
    rect = surface.get_rect().inflate(-px(8), -px(8))
    draw_road(surface, state, _layout(rect), list(NAMES), Zones())
    return surface


def cuzco_board(width: int) -> pygame.Surface:
    state = [s for s in _states() if s.round == 3 and s.phase == "dice"][-1]  # priests up, the market full
    surface = _surface(width, round(width * 0.58))
    rect = surface.get_rect().inflate(-px(8), -px(8))
    draw_board(surface, state, _layout(rect), list(NAMES), Zones())
    return surface


@lru_cache(maxsize=1)
def _three_players() -> State:
    """Round 2 of a three-player game of quick computer players, its last placement before the abilities
    (the board's double movement space holding dice if any did)."""
    from cuzco.games.feld_cuzco.bots.arena import play_game

    states = play_game(["easy"] * 3, seed=SEED).states
    placing = [s for s in states if s.round == 2 and _placing(s)] or [s for s in states if _placing(s)]
    return placing[-1]


def action_board(width: int) -> pygame.Surface:
    state = _three_players()
    surface = _surface(width, max(px(96), width // 6))
    rect = surface.get_rect().inflate(-px(8), -px(8))
    draw_action_board(surface, state, _layout(rect), list(NAMES), Zones())
    return surface


def placement(width: int) -> pygame.Surface:
    """The action board as the placing player sees it (glowing and refused spaces), their dice above."""
    state = _placement_state()
    seat = state.actor
    top = px(44)
    surface = _surface(width, top + max(px(96), width // 6))
    rect = pygame.Rect(px(4), top, width - px(8), surface.get_height() - top - px(4))
    zones = Zones()
    draw_action_board(surface, state, _layout(rect), list(NAMES), zones)
    status = space_status(state)
    for space, box in zones.spaces.items():
        ok = status.get(space) == ""
        pygame.draw.rect(surface, GLOW if ok else REFUSED, box.inflate(px(4), px(4)), px(3) if ok else px(2),
                         border_radius=px(8))
    label = draw_text(surface, _("{name}'s dice to place:", name=NAMES[seat]), (px(8), top // 2), 18, theme.TEXT,
                      anchor="midleft")
    x = label.right + px(12)
    size = px(30)
    for pips in sorted(state.players[seat].dice):
        draw_die(surface, (x + size // 2, top // 2), size, pips, seat_colour(seat))
        x += size + px(8)
    return surface


def mask(width: int) -> pygame.Surface:
    def shown(found: tuple[State, int]) -> int:  # feathers with dots still free, circlets, tiles and quipus
        p = found[0].players[found[1]]
        feathers = p.feather_count()
        return (feathers if feathers < 12 else 0) + 2 * sum(p.circlets) + 2 * sum(1 for t in p.slots if t >= 0)

    starts = [_first(lambda s, r=r: s.round == r and s.phase == "dice") for r in (4, 5)]  # type: ignore[misc]
    state, seat = max(((st, k) for st in starts for k in range(len(NAMES))), key=shown)
    w = min(width, px(470))
    surface = _surface(w, px(210))
    rect = surface.get_rect().inflate(-px(8), -px(10))
    draw_mask_board(surface, state, seat, rect, NAMES[seat], True, False, Zones())
    return surface


PICTURES: dict[str, Callable[[int], pygame.Surface]] = {
    "mask": mask,
    "placement": placement,
    "action_board": action_board,
    "roads": roads,
    "cuzco_board": cuzco_board,
}


def rules_picture(name: str, width: int) -> pygame.Surface | None:
    """The picture `name` of the rules page, at most `width` wide; None for a name this game has not."""
    make = PICTURES.get(name)
    return make(width) if make is not None else None
