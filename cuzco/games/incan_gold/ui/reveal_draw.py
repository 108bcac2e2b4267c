"""The reveal on the table, one step at a time (`reveal.Step`): the choices turned over together
above the explorers, leavers walking to their tents, gems flying to the explorers inside, and the
second hazard's scene. Functions of (surface, step, layout, progress 0..1)."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.rules import State
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .cards_draw import HAZARD_EDGE, card_surface, draw_gem
from .figures import draw_explorer, draw_tent, draw_torch
from .path_draw import explorer_size, explorer_spots
from .reveal import Step
from .table_draw import TableLayout, seat_colour


def _lerp(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    t = max(0.0, min(1.0, t))
    return round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)


def tent_spot(layout: TableLayout, seat: int) -> tuple[int, int]:
    panel = layout.panels[seat]
    return panel.left + px(20), panel.top + px(54)


def walking(step: Step | None) -> tuple[int, ...]:
    """The explorers drawn by the step itself (walking out, fleeing) rather than standing at the path's end."""
    return step.players if step is not None and step.effect in ("leave", "scared") else ()


def draw_step(surface: pygame.Surface, step: Step, layout: TableLayout, progress: float, age: float) -> None:
    state = step.state
    if step.effect == "choices":
        _draw_choices(surface, step, layout, progress)
    elif step.effect == "leave":
        inside = [p for p in range(state.players) if state.in_temple[p]]
        spots = explorer_spots(layout, inside)
        r = explorer_size(layout, len(inside))
        for p in step.players:
            start = spots.get(p, layout.front.center)
            draw_explorer(surface, _lerp(start, tent_spot(layout, p), progress), r, seat_colour(p))
    elif step.effect == "gems" and layout.cards and step.amount:
        start = layout.cards[min(len(layout.cards), len(state.path)) - 1].center
        spots = explorer_spots(layout, list(step.players))
        for spot in spots.values():
            draw_gem(surface, _lerp(start, (spot[0], spot[1] - px(30)), progress), px(8))
    elif step.effect == "scared":
        _draw_second_hazard(surface, step, layout, progress, age)
    _draw_caption(surface, step, layout)


def _draw_choices(surface: pygame.Surface, step: Step, layout: TableLayout, progress: float) -> None:
    """Every choice card turns over at once on its explorer: a torch (going on) or a tent (camp)."""
    state: State = step.state
    inside = [p for p in range(state.players) if state.in_temple[p]]
    spots = explorer_spots(layout, inside)
    r = explorer_size(layout, len(inside))
    w = max(px(12), round(r * 1.6))
    flip = min(1.0, progress / 0.35)
    for p, (x, y) in spots.items():
        k = abs(1 - 2 * flip)
        card = pygame.Rect(0, 0, max(1, round(w * k)), round(w * 1.4))
        card.center = (x, y - r * 2)
        face_up = flip >= 0.5
        fill = (theme.GOLD if p in step.players else theme.JADE) if face_up else (90, 60, 40)
        pygame.draw.rect(surface, fill, card, border_radius=px(3))
        pygame.draw.rect(surface, seat_colour(p), card, max(1, px(2)), border_radius=px(3))
        if face_up and card.w > px(8):
            if p in step.players:
                draw_torch(surface, card.center, max(3, w // 3))
            else:
                draw_tent(surface, card.center, max(3, w // 3), seat_colour(p))


def _draw_second_hazard(surface: pygame.Surface, step: Step, layout: TableLayout, progress: float,
                        age: float) -> None:
    """The round ends: the first card of the kind glows on the path, the second one arrives big beside
    it, and the explorers inside flee dropping their gems."""
    w, h = surface.get_size()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((120, 10, 6, round(110 * min(1.0, progress * 3))))
    surface.blit(veil, (0, 0))
    card = step.card
    if card is None:
        return
    for entry, rect in zip(step.state.path, layout.cards):
        if entry.card == card:  # the first one, on the path
            pygame.draw.rect(surface, HAZARD_EDGE, rect.inflate(px(10), px(10)), px(4), border_radius=px(8))
            surface.blit(card_surface(entry.card, entry.gems, layout.card_width), rect)
    width = min(px(150), layout.path_area.h // 3)
    img = card_surface(card, 0, width)
    shake = round((1 - progress) * px(10)) * (1 if age * 20 % 2 < 1 else -1)
    rect = img.get_rect(center=(layout.path_area.centerx + shake, layout.path_area.centery))
    pygame.draw.rect(surface, HAZARD_EDGE, rect.inflate(px(16), px(16)), border_radius=px(10))
    surface.blit(img, rect)
    inside = list(step.players)
    spots = explorer_spots(layout, inside)
    r = explorer_size(layout, len(inside))
    for p, spot in spots.items():
        drop = max(0, layout.path_area.bottom - px(72) - layout.front.bottom)  # down to just above the caption
        pos = _lerp(spot, (spot[0], spot[1] + drop), progress)
        draw_explorer(surface, pos, r, seat_colour(p))
        if progress < 0.6:
            draw_gem(surface, (spot[0] + r * 2, spot[1] + round(progress * px(30))), px(6))


def caption_rect(layout: TableLayout) -> pygame.Rect:
    """Where a reveal's caption stands: at the foot of the path."""
    area = layout.path_area
    box = pygame.Rect(0, 0, min(area.w - px(20), px(860)), px(56))
    box.midbottom = (area.centerx, area.bottom - px(6))
    return box


def _draw_caption(surface: pygame.Surface, step: Step, layout: TableLayout) -> None:
    box = caption_rect(layout)
    draw_panel(surface, box, fill=theme.PANEL, edge=HAZARD_EDGE if step.effect == "scared" else theme.GOLD)
    size, text = fit_line(step.caption, box.w - px(24), (24, 20, 17, 15), bold=True)
    draw_text(surface, text, (box.centerx, box.centery - px(4)), size, theme.TEXT, bold=True, anchor="center")
    draw_text(surface, _("click: next step · Space: skip"), (box.right - px(10), box.bottom - px(2)), 14,
              theme.TEXT_DIM, anchor="bottomright")
