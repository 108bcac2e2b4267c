"""Stepper: pick one value from a short list with ‹ and › arrows.

Used for UI scale, animation speed, language, number of players... The value
shown is `format(value)`, so callers decide how 1.25 or "es" reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_number, draw_text
from cuzco.shell.widgets.theme import px


class Stepper:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        options: Sequence[Any],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        format: Callable[[Any], str] = str,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.options = list(options)
        self.index = self.options.index(value) if value in self.options else 0
        self.on_change = on_change
        self.format = format
        self.hover: int = 0  # -1 left arrow, 1 right arrow

    @property
    def value(self) -> Any:
        return self.options[self.index]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        s = px(34)
        right = pygame.Rect(self.rect.right - s, self.rect.centery - s // 2, s, s)
        left = right.move(-px(190), 0)
        return left, right

    def step(self, delta: int) -> None:
        new = self.index + delta
        if 0 <= new < len(self.options):
            self.index = new
            if self.on_change is not None:
                self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        left, right = self._arrows()
        if event.type == pygame.MOUSEMOTION:
            self.hover = -1 if left.collidepoint(event.pos) else 1 if right.collidepoint(event.pos) else 0
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if left.collidepoint(event.pos):
                self.step(-1)
                return True
            if right.collidepoint(event.pos):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.label:
            draw_text(
                surface, self.label, (self.rect.left, self.rect.centery), 26, theme.TEXT, anchor="midleft"
            )
        left, right = self._arrows()
        for rect, sign, usable in (
            (left, -1, self.index > 0),
            (right, 1, self.index < len(self.options) - 1),
        ):
            face = theme.SAND if usable else theme.DISABLED
            if usable and self.hover == sign:
                face = theme.GOLD_LIGHT
            pygame.draw.rect(surface, face, rect, border_radius=px(6))
            cx, cy, d = rect.centerx, rect.centery, px(7)
            tri = (
                [(cx - d, cy - d), (cx - d, cy + d), (cx + d, cy)]
                if sign > 0
                else [(cx + d, cy - d), (cx + d, cy + d), (cx - d, cy)]
            )
            pygame.draw.polygon(surface, theme.TEXT_DARK, tri)
        mid = (left.right + right.left) // 2
        shown = self.format(self.value)
        draw_number(surface, shown, (mid, self.rect.centery), 26, theme.GOLD_LIGHT, bold=True, anchor="center",
                    tip=f"{self.label}: {shown}" if self.label else shown)
