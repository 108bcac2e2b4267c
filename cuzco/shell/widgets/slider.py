"""Slider: a continuous value between `low` and `high`, dragged with the mouse."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px


class Slider:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        low: float,
        high: float,
        value: float,
        on_change: Callable[[float], None] | None = None,
        step: float = 0.0,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.low, self.high, self.step = low, high, step
        self.value = min(high, max(low, value))
        self.on_change = on_change
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        w = px(220)
        return pygame.Rect(self.rect.right - w, self.rect.centery - px(3), w, px(6))

    def _set_from_x(self, x: int) -> None:
        t = self.track
        k = min(1.0, max(0.0, (x - t.left) / max(1, t.width)))
        value = self.low + k * (self.high - self.low)
        if self.step:
            value = round(value / self.step) * self.step
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.track.inflate(px(16), px(24)).collidepoint(event.pos):
                self.dragging = True
                self._set_from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.dragging
            self.dragging = False
            return was
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_text(surface, self.label, (self.rect.left, self.rect.centery), 26, theme.TEXT, anchor="midleft")
        t = self.track
        pygame.draw.rect(surface, theme.DISABLED, t, border_radius=t.h // 2)
        k = (self.value - self.low) / ((self.high - self.low) or 1)
        filled = pygame.Rect(t.left, t.top, round(t.width * k), t.height)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=t.h // 2)
        pygame.draw.circle(surface, theme.SAND, (filled.right, t.centery), px(11))
        pygame.draw.circle(surface, theme.darken(theme.SAND, 0.4), (filled.right, t.centery), px(11), px(2))
