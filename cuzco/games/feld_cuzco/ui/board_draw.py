"""Drawing the shared boards of Feld's Cuzco: the header (rounds, phase, order, scores), the road network
of Tawantinsuyu with the Cuzco overlay, the Cuzco board (university, farm, temple, market, palace, gods)
and the action board with the dice on it. Each leaves tooltips in `zones`."""

from __future__ import annotations

import math
import random

import pygame

from cuzco.games.feld_cuzco.rules import ROUNDS, State
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .layout import TableLayout, Zones
from .names import (
    ability_name,
    action_name,
    card_name,
    colour_name,
    god_name,
    good_name,
    kind_name,
    mission_label,
    mission_text,
    place_name,
)
from .palette import (
    FEATHERS,
    GODS,
    GOODS,
    INK,
    PARCHMENT,
    STONE,
    STONE_DARK,
    WOOD,
    WOOD_LIGHT,
    seat_colour,
    table_panel,
)
from .picture import draw_die

RECON = " " + "\u2014" + " "  # joins a tooltip and its "reconstructed" note


def recon(text: str, source: str) -> str:
    return text + RECON + _("reconstructed") if source == C.RECONSTRUCTED else text


def phase_name(phase: str) -> str:
    names = {"setup": _("setting up"), "dice": _("phase I: dice"), "abilities": _("phase II: abilities"),
             "market": _("phase III: market"), "palace": _("phase III: palace"), "over": _("game over")}
    return names.get(phase, phase)


def draw_header(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    r = lay.header
    pygame.draw.rect(surface, theme.PANEL, r)
    pygame.draw.line(surface, theme.PANEL_EDGE, r.bottomleft, r.bottomright, px(2))
    cell = r.h - px(10)
    x = r.left + px(8)
    for k in range(1, ROUNDS + 1):
        box = pygame.Rect(x, r.top + px(5), cell, cell)
        now = k == state.round
        pygame.draw.rect(surface, theme.GOLD if now else theme.PANEL_LIGHT, box, border_radius=px(4))
        draw_text(surface, str(k), box.center, 18, theme.TEXT_DARK if now else theme.TEXT_DIM, bold=now,
                  anchor="center")
        zones.tip(box, _("Round {k} of {n}", k=k, n=ROUNDS))
        x += cell + px(3)
    text = draw_text(surface, phase_name(state.phase), (x + px(8), r.centery), 18, theme.TEXT, anchor="midleft")
    zones.tip(text, _("The phase of the round being played"))
    x = text.right + px(16)
    draw_text(surface, _("Order:"), (x, r.centery), 16, theme.TEXT_DIM, anchor="midleft")
    x += px(54)
    for place, seat in enumerate(state.order):
        vp = state.players[seat].vp
        label = f"{place + 1}. {names[seat]} {vp}"
        draw_seat(surface, seat, seat_colour(seat), (x + px(8), r.centery), px(8))
        box = draw_text(surface, label, (x + px(20), r.centery), 17, theme.TEXT, anchor="midleft")
        turn = state.phase == "dice" and state.order[state.turn % len(state.order)] == seat
        if turn:
            pygame.draw.line(surface, theme.GOLD, (x, box.bottom + px(1)), (box.right, box.bottom + px(1)), px(2))
        zones.tip(pygame.Rect(x, r.top, box.right - x, r.h),
                  _("{name}: order token {k}, {vp} VP", name=names[seat], k=place + 1, vp=vp))
        x = box.right + px(14)


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
        peaks = []
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
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    chip = pygame.Rect(0, 0, unit + px(4), unit + px(4))
    chip.center = mid
    pygame.draw.rect(surface, PARCHMENT if kind == C.STONE else WOOD_LIGHT, chip, border_radius=px(3))
    draw_text(surface, str(pips), chip.center, 14, INK, bold=True, anchor="center")
    zones.tip(chip, tip)


def draw_road(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    rect = lay.road
    table_panel(surface, rect, (52, 70, 46), theme.PANEL_EDGE)
    points = village_points(rect)
    draw_mountains(surface, rect, points)
    draw_text(surface, _("Tawantinsuyu"), (rect.left + px(8), rect.top + px(4)), 16, theme.TEXT_DIM)
    unit = max(px(12), min(rect.w, rect.h) // 22)
    for link in C.LINKS:
        kind = _("stone trail") if link.kind == C.STONE else _("rope bridge")
        tip = recon(_("{kind}: a die of at least {pips}", kind=kind, pips=link.pips), link.source)
        _road(surface, points[link.a], points[link.b], link.kind, link.pips, unit, zones, tip)
    for arm, (kind_id, pips) in enumerate(C.OVERLAY_ARMS):
        village = (arm + state.rotation) % 6
        kind = _("stone trail") if kind_id == C.STONE else _("rope bridge")
        tip = recon(_("Cuzco overlay, {kind}: a die of at least {pips}", kind=kind, pips=pips), C.OVERLAY_SOURCE)
        _road(surface, points[C.CUZCO], points[village], kind_id, pips, unit, zones, tip)
    radius = max(px(12), unit * 3 // 2)
    for v in C.VILLAGES:
        x, y = points[v.id]
        pygame.draw.circle(surface, FEATHERS[v.colour], (x, y), radius)
        pygame.draw.circle(surface, INK, (x, y), radius, max(1, px(2)))
        draw_text(surface, str(v.vp), (x, y), 18, INK, bold=True, anchor="center")
        stack = state.villages[v.id]
        for i, seat in enumerate(stack):  # the quipus delivered, bottom to top
            q = pygame.Rect(x + radius - px(2), y - radius + i * px(7), px(12), px(6))
            pygame.draw.rect(surface, seat_colour(seat), q)
            pygame.draw.rect(surface, INK, q, 1)
        box = pygame.Rect(x - radius, y - radius, radius * 2, radius * 2)
        zones.places[v.id] = box
        holders = ", ".join(names[s] for s in stack) or _("nobody yet")
        zones.tip(box, recon(_("{place}; quipus, bottom to top: {holders}", place=place_name(v.id), holders=holders),
                             v.source))
    cx, cy = points[C.CUZCO]
    pygame.draw.circle(surface, (176, 120, 30), (cx, cy), radius + px(4))
    pygame.draw.circle(surface, (246, 206, 92), (cx, cy), radius)
    draw_text(surface, _("Cuzco"), (cx, cy), 14, INK, bold=True, anchor="center")
    cuzco_box = pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)
    zones.places[C.CUZCO] = cuzco_box
    zones.tip(cuzco_box, _("Cuzco: a chasqui that comes back here earns a fire blessing"))
    for seat, p in enumerate(state.players):  # the chasquis
        x, y = points[p.place]
        off = (-radius + seat * radius * 2 // 3, radius + px(6))
        centre = (x + off[0], y + off[1])
        draw_seat(surface, seat, seat_colour(seat), centre, px(7))
        zones.tip(pygame.Rect(centre[0] - px(8), centre[1] - px(8), px(16), px(16)),
                  _("{name}'s chasqui, at {place}", name=names[seat], place=place_name(p.place)))


def draw_board(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str], zones: Zones) -> None:
    rect = lay.board
    inner = table_panel(surface, rect, (70, 56, 44), theme.PANEL_EDGE)
    x0, y = rect.left + px(8), rect.top + px(6)
    w = rect.w - px(16)
    rows = 6
    row_h = (rect.h - px(12)) // rows
    del inner
    # the knowledge track
    draw_text(surface, _("University"), (x0, y), 15, theme.TEXT_DIM)
    cell = max(px(10), (w - px(4)) // (C.KNOWLEDGE_TOP + 1))
    ty = y + px(18)
    for k in range(C.KNOWLEDGE_TOP + 1):
        box = pygame.Rect(x0 + k * cell, ty, cell - px(1), row_h - px(22))
        pygame.draw.rect(surface, PARCHMENT if k % 5 else theme.GOLD_LIGHT, box, border_radius=px(2))
        draw_text(surface, str(k), (box.centerx, box.top + px(1)), 11, INK, anchor="midtop")
        here = [s for s, p in enumerate(state.players) if p.knowledge == k]
        for i, seat in enumerate(here):
            draw_seat(surface, seat, seat_colour(seat), (box.centerx, box.bottom - px(6) - i * px(5)), px(5))
        who = ", ".join(names[s] for s in here)
        zones.tip(box, recon(_("Knowledge {k}: worth {k} VP at the university", k=k), C.KNOWLEDGE_VP.source)
                  + (f" ({who})" if who else ""))
    y += row_h
    # the study and farm tile columns
    for kind in (C.STUDY, C.FARM):
        draw_text(surface, kind_name(kind).capitalize(), (x0, y + px(2)), 15, theme.TEXT_DIM)
        tw = (w - px(60)) // 6
        for c in range(6):
            box = pygame.Rect(x0 + px(60) + c * tw, y + px(2), tw - px(3), row_h - px(6))
            tile = state.columns[kind][c]
            zones.columns[(kind, c + 1)] = box
            pygame.draw.rect(surface, (70, 110, 170) if kind == C.STUDY else (96, 140, 70), box, border_radius=px(4))
            draw_text(surface, str(c + 1), (box.left + px(3), box.top + px(1)), 12, theme.TEXT)
            if tile >= 0:
                t = C.TILES[tile]
                draw_text(surface, f"{t.ability}", (box.centerx, box.centery), 18, theme.TEXT, bold=True,
                          anchor="center")
                draw_text(surface, f"+{t.value}", (box.right - px(3), box.bottom - px(1)), 12, theme.GOLD_LIGHT,
                          anchor="bottomright")
                tip = _("{kind} tile beside {pips}: {ability}; worth {v} ({what})", kind=kind_name(kind),
                        pips=c + 1, ability=ability_name(t.ability), v=t.value,
                        what=_("knowledge") if kind == C.STUDY else _("food"))
                zones.tip(box, recon(tip, t.source))
            else:
                zones.tip(box, _("an empty tile space: a die of {pips} or more takes from here and below", pips=c + 1))
        y += row_h
    # temple steps and gods
    draw_text(surface, _("Temple"), (x0, y + px(2)), 15, theme.TEXT_DIM)
    sw = (w // 2 - px(60)) // 6
    for step in range(C.TEMPLE_STEPS):
        box = pygame.Rect(x0 + px(60) + step * sw, y + px(2) + (5 - step) * px(2), sw - px(2), row_h - px(18))
        pygame.draw.rect(surface, STONE, box)
        draw_text(surface, str(step + 1), (box.left + px(2), box.top), 11, INK)
        seat = state.steps[step]
        if seat >= 0:
            draw_seat(surface, seat, seat_colour(seat), box.center, px(8))
        owner = names[seat] if seat >= 0 else _("empty")
        zones.tip(box, _("Temple step {n}: {who}", n=step + 1, who=owner))
    left = state.temple_medals
    medals = draw_text(surface, ngettext("{n} medal", "{n} medals", left, n=left), (x0, y + px(20)), 12,
                       theme.GOLD_LIGHT)
    zones.tip(medals, _("Inti medals still on the temple"))
    gx = x0 + w // 2 + px(4)
    gw = (w // 2 - px(4)) // 5
    for god in range(5):
        box = pygame.Rect(gx + god * gw, y + px(2), gw - px(3), row_h - px(6))
        pygame.draw.rect(surface, GODS[god], box, border_radius=px(4))
        card = state.face_up[god]
        size, short_name = fit_line(god_name(god), box.w - px(4), (11, 10, 9))
        draw_text(surface, short_name, (box.centerx, box.top + px(1)), size, INK, anchor="midtop")
        draw_text(surface, f"{card:02d}" if card > 0 else "-", box.center, 17, INK, bold=True, anchor="center")
        pile = len(state.god_piles[god])
        tip = ngettext("{god}: face up {card}; {n} card face down", "{god}: face up {card}; {n} cards face down",
                       pile, god=god_name(god), card=card_name(card) if card > 0 else _("none"))
        zones.tip(box, tip)
    y += row_h
    # the market of the round
    draw_text(surface, _("Market"), (x0, y + px(2)), 15, theme.TEXT_DIM)
    row = state.market[state.round - 1] if 1 <= state.round <= len(state.market) else []
    mw = (w - px(60)) // 5
    for c, good in enumerate(row):
        box = pygame.Rect(x0 + px(60) + c * mw, y + px(2), mw - px(3), row_h - px(6))
        if good < 0:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, box, 1, border_radius=px(4))
            continue
        g = C.GOOD_TYPES[good]
        pygame.draw.rect(surface, GOODS[good], box, border_radius=px(4))
        size, short_name = fit_line(good_name(good), box.w - px(4), (11, 10, 9))
        draw_text(surface, short_name, (box.centerx, box.top + px(1)), size, INK, anchor="midtop")
        draw_text(surface, f"{g.cost}\u2192{g.vp}", (box.centerx, box.bottom - px(2)), 14, INK, bold=True,
                  anchor="midbottom")
        zones.tip(box, recon(_("{good}: {cost} food, {vp} VP", good=good_name(good), cost=g.cost, vp=g.vp), g.source))
    y += row_h
    # the palace
    draw_text(surface, _("Palace"), (x0, y + px(2)), 15, theme.TEXT_DIM)
    pw = (w - px(60)) // max(1, len(state.palace) or 1)
    for i, mission in enumerate(state.palace):
        box = pygame.Rect(x0 + px(60) + i * pw, y + px(2), pw - px(3), row_h - px(6))
        pygame.draw.rect(surface, (214, 176, 80), box, border_radius=px(4))
        draw_text(surface, mission_label(mission), box.center, 15, INK, bold=True, anchor="center")
        zones.tip(box, _("Mission {label}: {desc}", label=mission_label(mission), desc=mission_text(mission)))


def draw_action_board(surface: pygame.Surface, state: State, lay: TableLayout, names: list[str],
                      zones: Zones) -> None:
    rect = lay.actions
    table_panel(surface, rect, (92, 66, 44), theme.PANEL_EDGE)
    board = C.ACTION_BOARD.value[state.n]  # type: ignore[index]
    count = len(board)
    sw = (rect.w - px(12)) // count
    die = max(px(14), min(sw // 4, rect.h // 3))
    for space, acts in enumerate(board):
        box = pygame.Rect(rect.left + px(6) + space * sw, rect.top + px(6), sw - px(6), rect.h - px(12))
        pygame.draw.rect(surface, PARCHMENT, box, border_radius=px(6))
        pygame.draw.rect(surface, WOOD, box, px(2), border_radius=px(6))
        label = " / ".join(action_name(a) for a in acts)
        for line_no, act in enumerate(acts):  # a double space names its two actions on two lines
            size, line = fit_line(action_name(act), box.w - px(6), (14, 13, 12, 11, 10), bold=True)
            draw_text(surface, line, (box.centerx, box.top + px(3) + line_no * px(14)), size, INK, bold=True,
                      anchor="midtop")
        zones.spaces[space] = box
        dice = state.spaces[space]
        for i, (seat, pips) in enumerate(dice):
            cx = box.left + die // 2 + px(4) + (i % max(1, (box.w - px(8)) // (die + px(3)))) * (die + px(3))
            cy = box.bottom - die // 2 - px(4) - (i // max(1, (box.w - px(8)) // (die + px(3)))) * (die + px(3))
            draw_die(surface, (cx, cy), die, pips, seat_colour(seat))
        placed = ", ".join(f"{names[s]} {p}" for s, p in dice) or _("no dice yet")
        rule = _("any die may go here") if acts[0] == C.VP_SPACE_ACTION else \
            _("a die here must show fewer pips than every die already here")
        zones.tip(box, recon(_("{actions}: {rule}. Dice: {dice}", actions=label, rule=rule, dice=placed),
                             C.ACTION_BOARD.source))


def dice_text(count: int) -> str:
    return ngettext("{n} die", "{n} dice", count, n=count)


__all__ = ["colour_name", "dice_text", "draw_action_board", "draw_board", "draw_header", "draw_road"]
