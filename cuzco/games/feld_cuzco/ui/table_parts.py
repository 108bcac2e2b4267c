"""The parts Feld's Cuzco's table is drawn in (`table_image.TableImage`), each with the key of what it
shows, so that a change of the state redraws only the parts it touched:

    table_parts(state, lay, names, viewer, actor, title) -> [Part, ...]
    draw_base(surface, lay)   # the backdrop and every board's cloth and frame

The header; the road network (its ground kept per rotation of the Cuzco overlay; over it the quipus
and chasquis); each row of the Cuzco board; each action space; each row of each player's mask board
(and its frame, golden while it is that player's turn); the side panel's frame and title (the turn's player).
"""

from __future__ import annotations

from functools import partial

import pygame

from cuzco.games.feld_cuzco.rules import State
from cuzco.shell.widgets import draw_backdrop, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import Colour, px

from .board_draw import (
    ACTIONS_FILL,
    BOARD_FILL,
    BOARD_ROWS,
    TILE_ROWS,
    action_spaces,
    board_rows,
    draw_board_ground,
    draw_board_row,
    draw_header,
    draw_space,
    draw_space_ground,
)
from .layout import TableLayout, Zones
from .mask_draw import draw_mask_row, mask_rows
from .palette import mask_edge, panel_edge, table_panel
from .road_draw import ROAD_FILL, draw_road_ground, draw_road_pieces
from .table_image import Part


def draw_base(surface: pygame.Surface, lay: TableLayout) -> None:
    draw_backdrop(surface)
    band = lay.header.union(lay.controls)
    pygame.draw.rect(surface, theme.PANEL, band)
    pygame.draw.line(surface, theme.PANEL_EDGE, band.bottomleft, band.bottomright, px(2))
    table_panel(surface, lay.road, ROAD_FILL, theme.PANEL_EDGE)
    table_panel(surface, lay.board, BOARD_FILL, theme.PANEL_EDGE)
    table_panel(surface, lay.actions, ACTIONS_FILL, theme.PANEL_EDGE)
    for rect in lay.masks:
        table_panel(surface, rect, theme.PANEL, theme.PANEL_EDGE)
    table_panel(surface, lay.side, theme.PANEL, theme.PANEL_EDGE)


def side_inner(lay: TableLayout) -> pygame.Rect:
    """The side panel's content (as `table_panel` gives it)."""
    return lay.side.inflate(-px(32), -px(28))


EDGE = 16  # pixels inside a board's edge that hold its frame (`panel_edge`: 2 wide, corners rounded 12), unscaled


PRIVATE_ROWS = ("items", "missions")  # the rows of a mask board that show its player's hand to them alone
# (those of the seats whose hand is not shown are drawn at once when they change: a hand shown before is
# hidden in the very frame the screen changes hands; the shown hand itself may come a frame later)


def _row_key(state: State, row: str, names: tuple[str, ...]) -> object:
    if row == "knowledge":
        return tuple(p.knowledge for p in state.players), names
    if row in TILE_ROWS:
        return tuple(state.columns[TILE_ROWS[row]])
    if row == "temple":
        return (tuple(state.steps), state.temple_medals, tuple(state.face_up),
                tuple(len(pile) for pile in state.god_piles), names)
    if row == "market":
        return tuple(state.market[state.round - 1]) if 1 <= state.round <= len(state.market) else ()
    return tuple(state.palace)


def _mask_keys(state: State, seat: int, mine: bool, name: str) -> dict[str, object]:
    """What each row of a mask board shows."""
    p = state.players[seat]
    return {"title": (name, p.vp),
            "stats": (p.knowledge, p.food, p.offerings, p.medals, p.priests_home, p.reserve, state.pututu_module,
                      tuple(p.pututu)),
            "headdress": (p.mask, p.dots, tuple(p.circlets)),
            "spaces": (tuple(p.slots), tuple(p.slid)),
            "items": (tuple(p.goods), tuple(p.dice), tuple(p.hand), mine and any(card > 0 for card in p.hand)),
            "missions": (tuple(p.missions), tuple(p.drawn) if mine else (), tuple(p.completed))}


def side_title(lay: TableLayout) -> pygame.Rect:
    """The band of the side panel that names whose turn it is (the rest is drawn each frame)."""
    inner = side_inner(lay)
    return pygame.Rect(inner.left, inner.top, inner.w, px(30))


def _draw_side_title(lay: TableLayout, title: str, surface: pygame.Surface, zones: Zones) -> None:
    inner = side_inner(lay)
    size, line = fit_line(title, inner.w, (24, 22, 20, 18, 16), bold=True)
    draw_text(surface, line, (inner.centerx, inner.top), size, theme.GOLD_LIGHT, bold=True, anchor="midtop")


def table_parts(state: State, lay: TableLayout, names: list[str], viewer: int | None, actor: int | None,
                title: str, side_edge: Colour) -> list[Part]:
    """Every part of the table, in drawing order (later tooltips lie on top)."""
    shown = tuple(names)
    turn = state.order[state.turn % len(state.order)] if state.phase == "dice" and state.order else -1
    parts = [
        Part("header", lay.header, (state.round, state.phase, tuple(state.order), tuple(p.vp for p in state.players),
                                    turn, shown),
             lambda s, z: draw_header(s, state, lay, names, z)),
        Part("road", lay.road, (state.rotation, tuple(tuple(v) for v in state.villages),
                                tuple(p.place for p in state.players), shown),
             lambda s, z: draw_road_pieces(s, state, lay, names, z),
             lambda s, z: draw_road_ground(s, state.rotation, lay, z), state.rotation),
    ]
    rows, spaces, masks = _geometry(lay, state.n)
    for row, band in rows.items():
        parts.append(Part(f"board {row}", band, _row_key(state, row, shown),
                          partial(_board_row, row, state, lay, names), partial(_board_ground, row, lay)))
    for space, box in enumerate(spaces):
        parts.append(Part(f"space {space}", box, (tuple(state.spaces[space]), shown),
                          partial(_space, space, state, lay, names), partial(_space_ground, space, state.n, lay)))
    for seat, rect in enumerate(lay.masks):
        mine, acting = seat == viewer, seat == actor
        keys = _mask_keys(state, seat, mine, names[seat])
        for row, band in masks[seat].items():
            parts.append(Part(f"mask {seat} {row}", band, keys[row],
                              partial(_mask_row, row, state, seat, rect, names[seat], mine),
                              private=row in PRIVATE_ROWS and not mine))
        edge = mask_edge(seat, acting)  # gold: their turn
        parts.append(Part(f"mask {seat} frame", rect, edge, partial(_edge, rect, edge), restore=False, edge=px(EDGE)))
    parts.append(Part("side title", side_title(lay), title, partial(_draw_side_title, lay, title)))
    parts.append(Part("side frame", lay.side, side_edge, partial(_edge, lay.side, side_edge), restore=False,
                      edge=px(EDGE)))
    return parts


_GEOMETRY: list[tuple[object, tuple[dict[str, pygame.Rect], list[pygame.Rect], list[dict[str, pygame.Rect]]]]] = []


def _geometry(lay: TableLayout, players: int) -> tuple[dict[str, pygame.Rect], list[pygame.Rect],
                                                        list[dict[str, pygame.Rect]]]:
    """The bands of the Cuzco board's rows, the action spaces and each mask board's rows: worked out once per
    layout and UI scale (the parts only read them)."""
    key = (lay, px(100), players)
    if _GEOMETRY and _GEOMETRY[0][0] == key:
        return _GEOMETRY[0][1]
    found = (board_rows(lay), action_spaces(lay, players), [mask_rows(rect) for rect in lay.masks])
    _GEOMETRY[:] = [(key, found)]
    return found


def _board_row(row: str, state: State, lay: TableLayout, names: list[str], surface: pygame.Surface,
               zones: Zones) -> None:
    draw_board_row(surface, row, state, lay, names, zones)


def _board_ground(row: str, lay: TableLayout, surface: pygame.Surface, zones: Zones) -> None:
    draw_board_ground(surface, row, lay, zones)


def _space(space: int, state: State, lay: TableLayout, names: list[str], surface: pygame.Surface,
           zones: Zones) -> None:
    draw_space(surface, space, state, lay, names, zones)


def _space_ground(space: int, players: int, lay: TableLayout, surface: pygame.Surface, zones: Zones) -> None:
    draw_space_ground(surface, space, players, lay)


def _mask_row(row: str, state: State, seat: int, rect: pygame.Rect, name: str, mine: bool,
              surface: pygame.Surface, zones: Zones) -> None:
    draw_mask_row(surface, row, state, seat, rect, name, mine, zones)


def _edge(rect: pygame.Rect, edge: Colour, surface: pygame.Surface, zones: Zones) -> None:
    panel_edge(surface, rect, edge)


__all__ = ["BOARD_ROWS", "draw_base", "side_inner", "side_title", "table_parts"]
