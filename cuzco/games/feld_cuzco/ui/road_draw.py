"""Drawing the road network of Tawantinsuyu on Feld's Cuzco's table: the map with its peaks, the stone
trails and rope bridges with their pips, the Cuzco overlay's six arms, the villages and Cuzco (the
ground, `draw_road_ground`: the same all game long but for the overlay's rotation, so the table keeps
one image of it per rotation), and over it what the players change (`draw_road_pieces`): the quipus
delivered to each village and the chasquis. Each leaves tooltips in `zones`."""

from __future__ import annotations

import math
import random

import pygame

from cuzco.games.feld_cuzco.rules import State
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.theme import px

from .board_draw import recon
from .layout import TableLayout, Zones
from .names import place_name
from .palette import FEATHERS, INK, PARCHMENT, STONE, STONE_DARK, WOOD, WOOD_LIGHT, seat_colour, table_panel

ROAD_FILL = (52, 70, 46)


def village_points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Where the 12 villages and Cuzco (last) lie in the road network's rectangle."""
    cx, cy = rect.center
    rx, ry = rect.w * 0.44, rect.h * 0.42
    points = []
    for ring, scale in ((0, 0.52), (1, 1.0)):
        for k in range(6):
            a = math.tau * k / 6 - math.pi / 2 + (0.0 if ring == 0 else 0.0)
            points.append((round(cx + rx * scale * math.cos(a)), round(cy + ry * scale * math.sin(a))))
    points.append((cx, cy))
    return points


_PEAKS: dict[tuple[int, int, int, int], list[tuple[tuple[int, int], ...]]] = {}


def _peaks(rect: pygame.Rect, points: list[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """Where the peaks stand in a map of this size: (left foot, right foot, top) each, worked out once."""
    key = (rect.x, rect.y, rect.w, rect.h)
    if key not in _PEAKS:
        rng = random.Random(2023)
        size = max(px(10), min(rect.w, rect.h) // 16)
        clear = size * 2 + min(rect.w, rect.h) // 14
        peaks: list[tuple[tuple[int, int], ...]] = []
        for _tries in range(120):
            x = rng.randint(rect.left + size * 2, rect.right - size * 2)
            y = rng.randint(rect.top + size * 2, rect.bottom - px(8))
            if any(math.dist((x, y), p) < clear for p in points):
                continue
            h = size * rng.choice((3, 4, 5)) // 4
            peaks.append(((x - h, y), (x + h, y), (x, y - h * 5 // 4)))
        if len(_PEAKS) > 16:
            _PEAKS.clear()
        _PEAKS[key] = peaks
    return _PEAKS[key]


def draw_mountains(surface: pygame.Surface, rect: pygame.Rect, points: list[tuple[int, int]]) -> None:
    """The Andes behind the roads: snow-capped peaks in the empty corners of the map, always the same."""
    for left, right, top in _peaks(rect, points):
        x, y = top[0], left[1]
        h = (right[0] - left[0]) // 2
        pygame.draw.polygon(surface, (70, 88, 60), (left, right, top))
        pygame.draw.polygon(surface, (86, 104, 72), (left, top, (x, y)))
        pygame.draw.polygon(surface, (226, 230, 236), (top, (x - h // 3, top[1] + h * 5 // 12),
                                                         (x + h // 3, top[1] + h * 5 // 12)))


def _road(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], kind: str, pips: int, unit: int,
          zones: Zones, tip: str) -> None:
    if kind == C.BRIDGE:
        pygame.draw.line(surface, WOOD, a, b, max(2, unit // 3))
        steps = max(2, int(math.dist(a, b) // max(4, unit // 2)))
        for i in range(1, steps):
            t = i / steps
            x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            pygame.draw.circle(surface, WOOD_LIGHT, (round(x), round(y)), max(1, unit // 6))
    else:
        pygame.draw.line(surface, STONE_DARK, a, b, max(3, unit // 2))
        pygame.draw.line(surface, STONE, a, b, max(1, unit // 3))
    chip = _chip(a, b, unit)
    pygame.draw.rect(surface, PARCHMENT if kind == C.STONE else WOOD_LIGHT, chip, border_radius=px(3))
    draw_text(surface, str(pips), chip.center, 14, INK, bold=True, anchor="center")
    zones.tip(chip, tip)


def _chip(a: tuple[int, int], b: tuple[int, int], unit: int) -> pygame.Rect:
    """The chip with a road's pips, halfway along it."""
    chip = pygame.Rect(0, 0, unit + px(4), unit + px(4))
    chip.center = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    return chip


def _roads(rotation: int) -> list[tuple[int, int, str, int]]:
    """Every road on the map as (one end, the other, kind, pips): the links, then the overlay's arms."""
    roads = [(link.a, link.b, link.kind, link.pips) for link in C.LINKS]
    roads += [(C.CUZCO, (arm + rotation) % 6, kind, pips) for arm, (kind, pips) in enumerate(C.OVERLAY_ARMS)]
    return roads


def chip_rects(rotation: int, lay: TableLayout) -> list[pygame.Rect]:
    """The roads' pips chips as drawn with the overlay turned by `rotation`."""
    points, unit, _radius = _measures(lay.road)
    return [_chip(points[a], points[b], unit) for a, b, _kind, _pips in _roads(rotation)]


CHASQUI = 7  # a chasqui's radius, before scaling


def chasqui_centre(lay: TableLayout, place: int, seat: int) -> tuple[int, int]:
    """Where `seat`'s chasqui stands at `place`: in a row under it (over it at the map's foot)."""
    points, _unit, radius = _measures(lay.road)
    x, y = points[place]
    below = y + radius + px(6) + px(9) <= lay.road.bottom - px(4)
    return x - radius + seat * radius * 2 // 3, y + radius + px(6) if below else y - radius - px(6)


def chasqui_row(lay: TableLayout, place: int) -> pygame.Rect:
    """The row the chasquis at `place` may stand in, kept free of quipus whoever is there."""
    r = px(CHASQUI) + 1
    first, last = chasqui_centre(lay, place, 0), chasqui_centre(lay, place, 3)
    return pygame.Rect(first[0] - r, first[1] - r, last[0] - first[0] + 2 * r, 2 * r)


def quipu_rects(lay: TableLayout, village: int, count: int, chips: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where a village's `count` quipus are drawn (bottom to top): a column beside its circle, on the
    first side (right, then left; from its top, its middle or its foot) that covers no road's pips chip
    nor the village's chasqui row, and stays on the map."""
    if count == 0:
        return []
    row = chasqui_row(lay, village)
    chips = [*chips, row]
    points, _unit, radius = _measures(lay.road)
    x, y = points[village]
    pitch, w, h = px(7), px(12), px(6)
    height = (count - 1) * pitch + h
    best: tuple[int, list[pygame.Rect]] | None = None
    away = row.top - height - 1 if row.centery > y else row.bottom + 1  # ending at the chasquis' row
    for left in (x + radius - px(2), x - radius - w + px(2)):
        for top in (y - radius, y - height // 2, y + radius - height, away):
            rects = [pygame.Rect(left, top + i * pitch, w, h) for i in range(count)]
            column = rects[0].unionall(rects)
            covered = sum(column.clip(chip).w * column.clip(chip).h for chip in chips)
            if not lay.road.contains(column):
                covered += column.w * column.h
            if covered == 0:
                return rects
            if best is None or covered < best[0]:
                best = (covered, rects)
    assert best is not None
    return best[1]


def _measures(rect: pygame.Rect) -> tuple[list[tuple[int, int]], int, int]:
    """(the villages' and Cuzco's points, a road's width unit, a village's radius) in this map."""
    unit = max(px(12), min(rect.w, rect.h) // 22)
    return village_points(rect), unit, max(px(12), unit * 3 // 2)


def draw_road(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    """The whole road network, its board and all."""
    table_panel(surface, lay.road, ROAD_FILL, theme.PANEL_EDGE)
    draw_road_ground(surface, state.rotation, lay, zones)
    draw_road_pieces(surface, state, lay, names, zones)


def draw_road_ground(surface: pygame.Surface, rotation: int, lay: TableLayout, zones: Zones) -> None:
    """The map, the roads (the overlay turned by `rotation`), the villages and Cuzco, on the road's board."""
    rect = lay.road
    points, unit, radius = _measures(rect)
    draw_mountains(surface, rect, points)
    title = draw_text(surface, _("Tawantinsuyu"), (rect.left + px(8), rect.top + px(4)), 16, theme.TEXT_DIM)
    zones.tip(title, _("Tawantinsuyu, the Inca realm: the road network your chasqui travels from Cuzco to the "
                       "villages, each with its colour and VP, to deliver quipus"))
    for link in C.LINKS:
        kind = _("stone trail") if link.kind == C.STONE else _("rope bridge")
        tip = recon(_("{kind}: a die of at least {pips}", kind=kind, pips=link.pips), link.source)
        _road(surface, points[link.a], points[link.b], link.kind, link.pips, unit, zones, tip)
    for arm, (kind_id, pips) in enumerate(C.OVERLAY_ARMS):
        village = (arm + rotation) % 6
        kind = _("stone trail") if kind_id == C.STONE else _("rope bridge")
        tip = recon(_("Cuzco overlay, {kind}: a die of at least {pips}", kind=kind, pips=pips), C.OVERLAY_SOURCE)
        _road(surface, points[C.CUZCO], points[village], kind_id, pips, unit, zones, tip)
    for v in C.VILLAGES:
        x, y = points[v.id]
        pygame.draw.circle(surface, FEATHERS[v.colour], (x, y), radius)
        pygame.draw.circle(surface, INK, (x, y), radius, max(1, px(2)))
        draw_text(surface, str(v.vp), (x, y), 18, INK, bold=True, anchor="center")
    cx, cy = points[C.CUZCO]
    pygame.draw.circle(surface, (176, 120, 30), (cx, cy), radius + px(4))
    pygame.draw.circle(surface, (246, 206, 92), (cx, cy), radius)
    draw_text(surface, _("Cuzco"), (cx, cy), 14, INK, bold=True, anchor="center")
    cuzco_box = pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)
    zones.tip(cuzco_box, _("Cuzco: a chasqui that comes back here earns a fire blessing"))


def draw_road_pieces(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str],
                     zones: Zones) -> None:
    """The quipus delivered to each village (bottom to top) and the players' chasquis."""
    points, _unit, radius = _measures(lay.road)
    chips = chip_rects(state.rotation, lay)
    for v in C.VILLAGES:
        x, y = points[v.id]
        stack = state.villages[v.id]
        for seat, q in zip(stack, quipu_rects(lay, v.id, len(stack), chips), strict=True):
            pygame.draw.rect(surface, seat_colour(seat), q)
            pygame.draw.rect(surface, INK, q, 1)
        box = pygame.Rect(x - radius, y - radius, radius * 2, radius * 2)
        zones.places[v.id] = box
        holders = ", ".join(names[s] for s in stack) or _("nobody yet")
        zones.tip(box, recon(_("{place}; quipus, bottom to top: {holders}", place=place_name(v.id), holders=holders),
                             v.source))
    cx, cy = points[C.CUZCO]
    zones.places[C.CUZCO] = pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)
    for seat, p in enumerate(state.players):  # the chasquis, under their place (over it at the map's foot)
        centre = chasqui_centre(lay, p.place, seat)
        draw_seat(surface, seat, seat_colour(seat), centre, px(CHASQUI))
        zones.tip(pygame.Rect(centre[0] - px(8), centre[1] - px(8), px(16), px(16)),
                  _("{name}'s chasqui, at {place}", name=names[seat], place=place_name(p.place)))
