"""Where an action of Feld's Cuzco lands, drawn in place over the table while it is previewed (the pointer
kit's `ghost`): the die on its space, the chasqui's route along its road with the pips it needs, the
tile on its mask space, the feather on its dot, the circlet lit. Each says where it drew (`screen_memo.drawn`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from cuzco.games.feld_cuzco.rules import (
    Action,
    Activate,
    Exchange,
    Feather,
    Move,
    Place,
    PlayCard,
    State,
    TakeTile,
)
from cuzco.games.feld_cuzco.rules import board as B
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.theme import px

from .board_draw import die_spot
from .layout import TableLayout, Zones
from .palette import FEATHERS, GLOW, INK, TILE_FACES, seat_colour
from .picture import draw_die
from .road_draw import chasqui_centre, village_points
from .screen_memo import drawn

Ghost = Callable[[pygame.Surface], None]


def ghost_for(action: Action, state: State, zones: Zones, lay: TableLayout) -> Ghost | None:
    seat = action.player
    if isinstance(action, Place):
        pips = 6 if 14 in state.players[seat].effects else (action.die or 1) + sum(action.shift)
        return lambda s: _die_on(s, lay, state, action.space, pips, seat)
    if isinstance(action, PlayCard) and action.card == 6 and len(action.target) == 3:
        src, pips, dst = action.target
        return lambda s: _die_on(s, lay, state, dst, pips, seat)
    if isinstance(action, Move):
        return lambda s: _route(s, lay, state, action)
    if isinstance(action, TakeTile):
        tile = state.columns[action.kind][action.column - 1]
        rect = zones.slots.get((seat, action.slot))
        if rect is None or tile < 0:
            return None
        return partial(_tile, rect=rect, tile=tile)
    dot = action.dot if isinstance(action, Feather) else \
        action.target if isinstance(action, Exchange) and action.option == "feather" else None
    if dot is not None:
        rect = zones.dots.get((seat, dot))
        colour = FEATHERS[C.MASKS[state.players[seat].mask][dot]]
        return None if rect is None else lambda s: _feather(s, rect, colour)
    if isinstance(action, Activate):
        ring = zones.rings.get((seat, action.circlet))
        return None if ring is None else lambda s: _ring(s, ring)
    if isinstance(action, Exchange) and action.option in ("knowledge", "food"):
        slot = zones.slots.get((seat, action.target))
        return None if slot is None else lambda s: _slid(s, slot)
    return None


def _die_on(surface: pygame.Surface, lay: TableLayout, state: State, space: int, pips: int, seat: int) -> None:
    centre, size = die_spot(lay, state.n, space, len(state.spaces[space]))
    rect = draw_die(surface, centre, size, max(1, min(6, pips)), seat_colour(seat))
    pygame.draw.rect(surface, GLOW, rect.inflate(px(4), px(4)), px(2), border_radius=px(5))
    drawn(rect, px(4))


def route_text(state: State, move: Move) -> str:
    """The road a move of the chasqui takes, and the pips it asks, in words."""
    here = state.players[move.player].place
    rotation = state.rotation if move.rotation < 0 else move.rotation
    road = next(((kind, pips) for place, kind, pips in B.connections(here, rotation) if place == move.to), None)
    if road is None:
        text = _("any road (god card 13)")
    else:
        kind = _("stone trail") if road[0] == C.STONE else _("rope bridge")
        text = ngettext("{kind}: {n} pip", "{kind}: {n} pips", road[1], kind=kind, n=road[1])
    if move.rotation >= 0:
        text = _("{road}, the overlay turned", road=text)
    return text


def _route(surface: pygame.Surface, lay: TableLayout, state: State, move: Move) -> None:
    """The road from the chasqui's place to the village, lit, with the pips it asks."""
    seat = move.player
    points = village_points(lay.road)
    a, b = points[state.players[seat].place], points[move.to]
    drawn(pygame.draw.line(surface, INK, a, b, px(9)), px(6))
    pygame.draw.line(surface, GLOW, a, b, px(5))
    seat_at = chasqui_centre(lay, move.to, seat)
    draw_seat(surface, seat, seat_colour(seat), seat_at, px(8))
    drawn(pygame.Rect(seat_at, (0, 0)), px(16))
    text = route_text(state, move)
    mid = (a[0] + (b[0] - a[0]) * 2 // 5, a[1] + (b[1] - a[1]) * 2 // 5 - px(16))  # nearer the start
    label = draw_text(surface, text, mid, 14, INK, bold=True, anchor="center")
    back = label.inflate(px(10), px(6))
    pygame.draw.rect(surface, GLOW, back, border_radius=px(5))
    draw_text(surface, text, mid, 14, INK, bold=True, anchor="center")
    drawn(back, px(2))


def _tile(surface: pygame.Surface, *, rect: pygame.Rect, tile: int) -> None:
    t = C.TILES[tile]
    pygame.draw.rect(surface, TILE_FACES["study" if t.kind == C.STUDY else "farm"], rect, border_radius=px(3))
    pygame.draw.rect(surface, GLOW, rect.inflate(px(4), px(4)), px(2), border_radius=px(4))
    drawn(rect, px(4))


def _feather(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    pygame.draw.ellipse(surface, colour, rect)
    pygame.draw.ellipse(surface, GLOW, rect.inflate(px(4), px(4)), px(2))
    drawn(rect, px(4))


def _ring(surface: pygame.Surface, ring: pygame.Rect) -> None:
    pygame.draw.circle(surface, theme.GOLD, ring.center, ring.w // 2)
    drawn(pygame.draw.circle(surface, GLOW, ring.center, ring.w // 2 + px(3), px(2)), 2)


def _slid(surface: pygame.Surface, rect: pygame.Rect) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, GLOW, rect.inflate(px(4), px(4)), px(2), border_radius=px(4))
    drawn(rect, px(4))
