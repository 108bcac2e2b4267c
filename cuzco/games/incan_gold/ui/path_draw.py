"""The temple on the table: a corridor winding down (`path_layout`), the cards of the path on its
floor, each first hazard marked, the gems left on cards as piles, and the explorers still inside
standing at the end of the path. Functions of (surface, state, layout, ...) returning the tooltips
of what they drew, as a `Tips` (`cuzco.shell.tooltips`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cuzco.games.incan_gold.rules import PathCard, State
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.theme import Colour, px

from .cards_draw import HAZARD_EDGE, card_surface
from .figures import draw_explorer
from .reveal import hazard_name
from .table_draw import TableLayout, Tip, seat_colour
from .you import is_you

ENTRANCE: Colour = (150, 124, 88)
DEEP: Colour = (36, 30, 30)
DEPTH_CARDS = 30  # the floor is darkest this many cards in


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    t = max(0.0, min(1.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def draw_temple(surface: pygame.Surface, layout: TableLayout) -> Tips:
    """The temple's corridor: its rows joined at alternate ends, lit at the entrance, darker deeper."""
    area = layout.path_area
    pygame.draw.rect(surface, (28, 24, 26), area.inflate(px(8), px(8)), border_radius=px(12))
    _walls(surface, area)
    lanes = layout.lanes
    for r, lane in enumerate(lanes):
        colour = _mix((84, 70, 58), DEEP, r / max(3, len(lanes)))
        pygame.draw.rect(surface, colour, lane, border_radius=px(10))
        if r + 1 < len(lanes):  # the stair down to the next row, at the end this row runs to
            nxt = lanes[r + 1]
            w = min(lane.w, layout.card_width + px(10))
            x = lane.right - w if r % 2 == 0 else lane.left
            stair = pygame.Rect(x, lane.centery, w, nxt.centery - lane.centery)
            pygame.draw.rect(surface, colour, stair)
            for k in range(1, 4):
                y = stair.top + stair.h * k // 4
                pygame.draw.line(surface, theme.darken(colour, 0.35), (stair.left + px(4), y),
                                 (stair.right - px(4), y), max(1, px(2)))
    cells = [*layout.cards, layout.front]
    for a, b in zip(cells, cells[1:]):  # the way on, between each card and the next
        _chevron(surface, a, b)
    tips = Tips()
    if lanes:
        first = lanes[0]
        door = pygame.Rect(first.left - px(2), first.top, px(10), first.h)
        pygame.draw.rect(surface, ENTRANCE, door, border_radius=px(4))
        tips.add(door, _("The temple's entrance: the path goes deeper with every card"))
    return tips


def _walls(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The temple's stone walls: courses of blocks, each course a little darker going down."""
    block_h = px(34)
    rows = max(1, area.h // block_h)
    for r in range(rows):
        y = area.top + r * block_h
        shade = _mix((58, 50, 46), (30, 26, 26), r / rows)
        pygame.draw.rect(surface, shade, (area.left, y, area.w, block_h - 1))
        offset = (r % 2) * px(40)
        joint = theme.darken(shade, 0.3)
        for x in range(area.left - offset, area.right, px(80)):
            pygame.draw.line(surface, joint, (max(area.left, x), y), (max(area.left, x), y + block_h - 2), 1)
        pygame.draw.line(surface, joint, (area.left, y + block_h - 1), (area.right - 1, y + block_h - 1), 1)


def _chevron(surface: pygame.Surface, a: pygame.Rect, b: pygame.Rect) -> None:
    ink = (150, 128, 96)
    s = max(px(3), a.w // 16)
    if a.centery == b.centery:
        x = (a.right + b.left) // 2 if b.left > a.left else (a.left + b.right) // 2
        d = 1 if b.left > a.left else -1
        y = a.centery
        pygame.draw.lines(surface, ink, False, [(x - d * s // 2, y - s), (x + d * s // 2, y), (x - d * s // 2, y + s)],
                          max(1, px(2)))
    else:
        x, y = a.centerx, (a.bottom + b.top) // 2
        pygame.draw.lines(surface, ink, False, [(x - s, y - s // 2), (x, y + s // 2), (x + s, y - s // 2)],
                          max(1, px(2)))


def draw_path(surface: pygame.Surface, state: State, layout: TableLayout, grow: float = 1.0,
              cards: Sequence[PathCard] | None = None) -> Tips:
    """The path's cards on the corridor's floor; the last card turns over while `grow` < 1."""
    path = state.path if cards is None else cards
    tips = Tips()
    seen: set[str] = set()
    width = layout.card_width
    for i, (entry, rect) in enumerate(zip(path, layout.cards)):
        if i == len(path) - 1 and grow < 1.0:
            _turning(surface, entry, rect, i, width, grow)
        else:
            _floor(surface, rect, i)
            surface.blit(card_surface(entry.card, entry.gems, width), rect)
        tips.add(rect, card_tip(entry, first_hazard=entry.card.hazard not in seen))
        if entry.card.kind == "hazard":
            seen.add(entry.card.hazard)
            tips.add(*_first_hazard_mark(surface, rect, entry.card.hazard))
    return tips


def _floor(surface: pygame.Surface, rect: pygame.Rect, depth: int) -> None:
    pygame.draw.rect(surface, _mix((120, 100, 80), DEEP, depth / DEPTH_CARDS), rect.inflate(px(6), px(6)),
                     border_radius=px(6))


def _turning(surface: pygame.Surface, entry: PathCard, rect: pygame.Rect, depth: int, width: int,
             grow: float) -> None:
    """A card turning over: its back narrows, then its face widens (`grow` from 0 to 1)."""
    _floor(surface, rect, depth)
    k = abs(1 - 2 * max(0.0, grow))
    if grow < 0.5:
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(3, width // 12)
        pygame.draw.rect(img, (90, 60, 40), img.get_rect(), border_radius=radius)
        pygame.draw.rect(img, theme.GOLD, img.get_rect(), max(2, width // 20), border_radius=radius)
    else:
        img = card_surface(entry.card, entry.gems, width)
    img = pygame.transform.smoothscale(img, (max(1, round(rect.width * k)), rect.height))
    surface.blit(img, img.get_rect(center=rect.center))


def draw_turning_card(surface: pygame.Surface, state: State, layout: TableLayout, grow: float) -> None:
    """Only the path's last card, turning over (over a table drawn without it)."""
    if state.path and len(layout.cards) >= len(state.path):
        i = len(state.path) - 1
        _turning(surface, state.path[i], layout.cards[i], i, layout.card_width, grow)


def _first_hazard_mark(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> Tip:
    """A red warning triangle on a hazard's corner: this kind is out; a second one ends the round."""
    r = max(px(7), rect.w // 7)
    cx, cy = rect.right - r, rect.top + r
    pts = [(cx, cy - r), (cx + r, cy + r * 3 // 4), (cx - r, cy + r * 3 // 4)]
    pygame.draw.polygon(surface, HAZARD_EDGE, pts)
    pygame.draw.polygon(surface, theme.GOLD_LIGHT, pts, max(1, r // 5))
    draw_text(surface, "!", (cx, cy + r // 6), max(10, round(r * 1.5 / max(0.01, px(100) / 100))), theme.TEXT,
              bold=True, anchor="center")
    box = pygame.Rect(cx - r, cy - r, r * 2, r * 2)
    return box, _("First {hazard} of this round: a second one ends the round", hazard=hazard_name(kind))


def card_tip(entry: PathCard, first_hazard: bool = True) -> str:
    card = entry.card
    if card.kind == "treasure":
        text = ngettext("Treasure of {n} gem, shared among the explorers inside",
                        "Treasure of {n} gems, shared among the explorers inside", card.value, n=card.value)
    elif card.kind == "artifact":
        text = _("Artifact: taken only by an explorer who returns to camp alone (5, or 10 from the fourth)")
    else:
        text = _("{hazard}: a second {hazard} card ends the round", hazard=hazard_name(card.hazard))
    if entry.gems:
        text += " · " + ngettext("{n} gem left on it for those who return", "{n} gems left on it for those who return",
                                 entry.gems, n=entry.gems)
    return text


def explorer_spots(layout: TableLayout, players: Sequence[int]) -> dict[int, tuple[int, int]]:
    """Where each explorer inside stands: in the cell at the path's end, in up to two rows."""
    cell = layout.front
    n = len(players)
    per_row = max(1, (n + 1) // 2 if n > 3 else n)
    rows = max(1, -(-n // per_row))
    r = max(px(5), min(cell.w // (per_row * 2 + 1), cell.h // (rows * 5 + 1)))
    spots = {}
    for k, p in enumerate(players):
        row, col = divmod(k, per_row)
        x = cell.left + (col + 1) * cell.w // (per_row + 1)
        y = cell.top + (row + 1) * cell.h // (rows + 1) + r * 2
        spots[p] = (x, y)
    return spots


def explorer_size(layout: TableLayout, players: int) -> int:
    cell = layout.front
    per_row = max(1, (players + 1) // 2 if players > 3 else players)
    rows = max(1, -(-players // per_row))
    return max(px(5), min(cell.w // (per_row * 2 + 1), cell.h // (rows * 5 + 1), px(14)))


def draw_explorers(surface: pygame.Surface, state: State, layout: TableLayout, names: Sequence[str],
                   away: Sequence[int] = ()) -> Tips:
    """The explorers still inside at the end of the path (not those in `away`: walking, drawn elsewhere)."""
    inside = [p for p in range(state.players) if state.in_temple[p] and not state.over and p not in away]
    tips = Tips()
    if not inside:
        return tips
    r = explorer_size(layout, len(inside))
    for p, foot in explorer_spots(layout, inside).items():
        bounds = draw_explorer(surface, foot, r, seat_colour(p))
        tips.add(bounds, ngettext("You are in the temple and carry {n} gem",
                                  "You are in the temple and carry {n} gems", state.carried[p], n=state.carried[p])
                 if is_you(names[p]) else
                 ngettext("{name}, in the temple, carries {n} gem",
                          "{name}, in the temple, carries {n} gems", state.carried[p], name=names[p],
                          n=state.carried[p]))
    return tips
