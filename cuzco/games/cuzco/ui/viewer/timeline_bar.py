"""The scrub bar under the board: one band per turn in its player's colour, tick marks at turn
starts, festival and scoring marks, and a knob at the current position. Click or drag to jump.

The bar with its marks is drawn once per size and timeline; a frame only blits it and draws
the knob. `handle_event` returns the position the player asked for, or None.
"""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.replay import Timeline
from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import render
from cuzco.shell.widgets.theme import Colour, px

MARK_COLOURS: dict[str, Colour] = {"festival": theme.GOLD_LIGHT, "score": (236, 214, 160), "review": (236, 96, 80)}


class TimelineBar:
    def __init__(self, timeline: Timeline, colours: list[Colour]) -> None:
        self.timeline = timeline
        self.colours = colours
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.dragging = False
        self.hover: int | None = None  # the position under the mouse
        self._surf: pygame.Surface | None = None
        self._tips = Tips()  # the turn numbers under the bar
        self._key: tuple | None = None

    # ---- geometry --------------------------------------------------------------------
    @property
    def track(self) -> pygame.Rect:
        """The band itself; the rect around it leaves room for marks above and labels below."""
        pad = px(10)
        return pygame.Rect(self.rect.left + pad, self.rect.top + px(14), self.rect.w - 2 * pad, px(14))

    def x_of(self, k: int) -> int:
        t = self.track
        n = max(1, self.timeline.length)
        return t.left + round(t.w * k / n)

    def position_at(self, x: int) -> int:
        t = self.track
        n = self.timeline.length
        if t.w <= 0:
            return 0
        return max(0, min(n, round((x - t.left) / t.w * n)))

    # ---- input -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> int | None:
        hit = self.rect.inflate(0, px(8))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit.collidepoint(event.pos):
            self.dragging = True
            return self.position_at(event.pos[0])
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.position_at(event.pos[0]) if hit.collidepoint(event.pos) else None
            if self.dragging:
                return self.position_at(event.pos[0])
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return self.position_at(event.pos[0])
        return None

    # ---- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, position: int) -> None:
        key = (tuple(self.rect), theme.ui_scale(), id(self.timeline), len(self.timeline.marks))
        if key != self._key or self._surf is None:
            self._surf = self._render()
            self._key = key
        surface.blit(self._surf, self.rect)
        tooltips.extend(self._tips, self.rect.topleft)
        t = self.track
        x = self.x_of(position)
        start, end = self.timeline.turn_range(self.timeline.turn_at(position))
        span = pygame.Rect(
            self.x_of(start), t.top - px(3), max(px(3), self.x_of(end) - self.x_of(start)), t.h + px(6)
        )
        pygame.draw.rect(surface, theme.GOLD_LIGHT, span, px(2), border_radius=px(3))
        pygame.draw.line(surface, theme.TEXT_DARK, (x, t.top - px(7)), (x, t.bottom + px(7)), px(5))
        pygame.draw.line(surface, theme.GOLD_LIGHT, (x, t.top - px(6)), (x, t.bottom + px(6)), px(3))
        knob = (x, t.bottom + px(7))
        pygame.draw.circle(surface, theme.TEXT_DARK, knob, px(7))
        pygame.draw.circle(surface, theme.GOLD_LIGHT, knob, px(6))
        if self.hover is not None and not self.dragging:
            hx = self.x_of(self.hover)
            pygame.draw.line(surface, theme.TEXT, (hx, t.top), (hx, t.bottom), 1)
            ht = self.timeline.turns[self.timeline.turn_at(self.hover)]
            label = render(_("turn {n}", n=ht.turn), 16, theme.TEXT)
            box = label.get_rect(midbottom=(hx, t.top - px(2))).inflate(px(8), px(2))
            box.clamp_ip(self.rect.inflate(0, px(20)))
            pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.4), box, border_radius=px(4))
            surface.blit(label, label.get_rect(center=box.center))

    def _render(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._tips = Tips()
        t = self.track.move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, theme.darken(theme.PANEL, 0.4), t.inflate(px(4), px(4)), border_radius=px(4))
        turns = self.timeline.turns
        for i, turn in enumerate(turns):
            start, end = self.timeline.turn_range(i)
            x0, x1 = self.x_of(start) - self.rect.x, self.x_of(end) - self.rect.x
            band = pygame.Rect(x0, t.top, max(1, x1 - x0), t.h)
            colour = self.colours[turn.player % len(self.colours)]
            pygame.draw.rect(surf, theme.darken(colour, 0.15), band)
        # tick marks at turn starts; a number under a turn start when it has room beside the last one
        labelled = -(10**6)
        for turn in turns:
            x = self.x_of(turn.index) - self.rect.x
            pygame.draw.line(surf, theme.darken(theme.PANEL, 0.5), (x, t.top), (x, t.bottom - 1), 1)
            if x - labelled >= px(34):
                labelled = x
                pygame.draw.line(surf, theme.TEXT_DIM, (x, t.bottom), (x, t.bottom + px(6)), 1)
                self._tips.number(surf, turn.turn, (x, t.bottom + px(8)), 15, theme.TEXT_DIM, anchor="midtop",
                                  tip=_("Turn {n}: click the bar to go there", n=turn.turn))
        for mark in self.timeline.marks:
            x = self.x_of(mark.index) - self.rect.x
            colour = MARK_COLOURS.get(mark.kind, theme.TEXT)
            if mark.kind == "festival":
                r = px(5)
                pts = [
                    (x, t.top - px(3) - 2 * r),
                    (x + r, t.top - px(3) - r),
                    (x, t.top - px(3)),
                    (x - r, t.top - px(3) - r),
                ]
                pygame.draw.polygon(surf, colour, pts)
                pygame.draw.polygon(surf, theme.TEXT_DARK, pts, 1)
            elif mark.kind == "review":  # a turn where the move review found the biggest losses
                r = px(6)
                pts = [(x, t.bottom + px(1)), (x + r, t.bottom + px(1) + r), (x - r, t.bottom + px(1) + r)]
                pygame.draw.line(surf, colour, (x, t.top), (x, t.bottom), px(2))
                pygame.draw.polygon(surf, colour, pts)
                pygame.draw.polygon(surf, theme.TEXT_DARK, pts, 1)
            else:
                pygame.draw.circle(surf, colour, (x, t.top - px(5)), max(2, px(2)))
        return surf
