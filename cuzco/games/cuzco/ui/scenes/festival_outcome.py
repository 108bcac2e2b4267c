"""The festival's public outcome: who organizes, what each player played and gained, and why
the bidding stopped when nobody chose it (a bidder with no card showing the wanted relics)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from cuzco.games.cuzco.ui.render.festival_cards import draw_card, relic_label
from cuzco.games.cuzco.ui.scenes.festival_draw import draw_sheet
from cuzco.shell.i18n import _
from cuzco.shell.scenes.common import draw_seat, text_colour
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.text import draw_wrapped, fit_line, render
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene


# ---- the public outcome ---------------------------------------------------------------
def _sun(surface: pygame.Surface, center: tuple[int, int], radius: int, turn: float) -> None:
    cx, cy = center
    for k in range(24):
        a = turn + k * math.pi / 12
        long = radius * (1.75 if k % 2 == 0 else 1.45)
        pygame.draw.line(
            surface,
            theme.GOLD,
            (cx + math.cos(a) * radius * 1.1, cy + math.sin(a) * radius * 1.1),
            (cx + math.cos(a) * long, cy + math.sin(a) * long),
            px(4),
        )
    pygame.draw.circle(surface, theme.GOLD, center, radius)
    pygame.draw.circle(surface, theme.GOLD_LIGHT, center, round(radius * 0.72))
    pygame.draw.circle(surface, theme.darken(theme.GOLD, 0.3), center, radius, px(3))


def outcome_title(scene: FestivalScene) -> str:
    names = [scene.state.players[p].name for p in scene.record.organizers]
    if len(names) == 1:
        return _("{name} organizes the festival!", name=names[0])
    joined = _(" and ").join([", ".join(names[:-1]), names[-1]])
    if not any(scene.outcome.points.get(p, 0) for p in scene.record.organizers):
        # nothing to celebrate: a shared festival at a low temple brings no prestige
        return _("{names} share the festival", names=joined)
    return _("{names} co-organize the festival!", names=joined)


def ending_reason(scene: FestivalScene) -> str:
    """Why the bidding stopped when the players did not choose it: who had no matching card,
    and what a shared festival brings at this temple when it brings nothing."""
    rec = scene.record
    players = scene.state.players
    parts = []
    for move in rec.moves:
        if not move.automatic:
            continue
        name = players[move.player].name
        if move.kind == "stood":
            parts.append(
                _("{name} had no card showing the wanted relics, so stood at {fp} FP", name=name, fp=move.total)
            )
        else:
            parts.append(_("{name} had no card showing the wanted relics, so dropped out", name=name))
    shared = len(rec.organizers) > 1 and not any(scene.outcome.points.get(p, 0) for p in rec.organizers)
    if shared:
        parts.append(_("A shared festival at a value-{v} temple gives no prestige", v=rec.temple_value))
    return ". ".join(parts) + ("." if parts else "")


def outcome_screen(surface: pygame.Surface, scene: FestivalScene) -> None:
    lay = scene.lay
    assert lay is not None
    sheet = lay.sheet
    draw_sheet(surface, sheet)
    cx, top = sheet.centerx, sheet.top
    speed = float(getattr(scene.settings, "animation_speed", 1.0) or 0.0)
    t = scene.age * speed if speed > 0 else 99.0
    _sun(surface, (cx, top + px(96)), px(44), t * 0.15)
    draw_text(
        surface,
        outcome_title(scene),
        (cx, top + px(172)),
        48,
        theme.GOLD_LIGHT,
        bold=True,
        anchor="midtop",
        shadow=True,
    )
    rec = scene.record
    draw_text(
        surface,
        _(
            "Temple of value {value}. A solar disc now rests on it until the temple is expanded.",
            value=rec.temple_value,
        ),
        (cx, top + px(230)),
        22,
        theme.TEXT_DIM,
        anchor="midtop",
    )

    outcome = scene.outcome
    panel = pygame.Rect(0, 0, min(sheet.w - px(80), px(900)), px(66) + px(64) * len(rec.order))
    panel.midtop = (cx, top + px(272))
    inner = draw_panel(surface, panel)
    cols = (inner.left + px(40), inner.left + px(250), inner.left + px(420), inner.right - px(10))
    for x, label, anchor, room in (
        (cols[0], _("Player"), "topleft", cols[1] - cols[0]),
        (cols[1], _("Festival points"), "topleft", cols[2] - cols[1]),
        (cols[2], _("Cards played"), "topleft", (cols[3] - cols[2]) // 2),
        (cols[3], _("Prestige"), "topright", (cols[3] - cols[2]) // 2),
    ):
        size, label = fit_line(label, room - px(10), (20, 18, 16))  # a long heading never runs into the next
        draw_text(surface, label, (x, inner.top), size, theme.TEXT_DIM, anchor=anchor)
    y = inner.top + px(34)
    for k, p in enumerate(rec.order):
        shown = t >= 0.4 + 0.35 * k
        row = pygame.Rect(inner.left, y, inner.width, px(58))
        if shown:
            organizer = p in outcome.organizers
            if organizer:
                pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.1), row, border_radius=px(8))
                pygame.draw.rect(surface, theme.GOLD, row, px(2), border_radius=px(8))
            draw_seat(surface, p, scene.colours[p], (row.left + px(18), row.centery), px(12))
            name_colour = text_colour(scene.colours[p])
            draw_text(
                surface,
                scene.state.players[p].name,
                (cols[0], row.centery),
                26,
                name_colour,
                bold=True,
                anchor="midleft",
            )
            draw_text(
                surface,
                _("{fp} FP", fp=rec.totals[p]),
                (cols[1], row.centery),
                26,
                theme.TEXT,
                anchor="midleft",
            )
            x = cols[2]
            for card in rec.played.get(p, []):
                mini = pygame.Rect(x, row.top + px(6), px(30), px(46))
                draw_card(surface, mini, card, show_worth=False)
                x += px(34)
                if x > cols[3] - px(140):
                    break
            gained = outcome.points.get(p, 0)
            if organizer and gained:
                label = _("+{pp} PP", pp=gained)
                colour = theme.GOLD_LIGHT
            elif organizer:
                label, colour = _("no PP"), theme.TEXT
            else:
                label, colour = _("dropped out") if p in rec.dropped else "", theme.TEXT_DIM
            draw_text(
                surface,
                label,
                (cols[3], row.centery),
                28 if organizer and gained else 22,
                colour,
                bold=organizer and bool(gained),
                anchor="midright",
            )
        y += px(64)

    assert scene.continue_button is not None
    floor = scene.continue_button.rect.top - px(10)  # nothing below may reach the Continue button
    chip = pygame.Rect(0, 0, px(40), px(58))
    chip.top = min(panel.bottom + px(20), floor - chip.height)
    reason = ending_reason(scene)
    if reason:
        box = pygame.Rect(0, panel.bottom + px(12), min(sheet.w - px(80), px(900)), px(90))
        box.centerx = cx
        used = draw_wrapped(surface, reason, box, 20, theme.SAND, align="center")
        chip.top = min(max(chip.top, box.top + used + px(10)), floor - chip.height)
    faceup = scene.state.faceup
    if faceup:
        img = render(_("Next wanted relics: {relics}", relics=relic_label(faceup)), 22, theme.TEXT)
        total_w = chip.width + px(12) + img.get_width()
        chip.left = cx - total_w // 2
        draw_card(surface, chip, faceup, show_worth=False)
        surface.blit(img, img.get_rect(midleft=(chip.right + px(12), chip.centery)))
    scene.continue_button.draw(surface)
