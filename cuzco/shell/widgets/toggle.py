"""Toggle: an on/off switch with a label to its left."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, font
from cuzco.shell.widgets.theme import px


class Toggle:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.hovered = False

    @property
    def switch_rect(self) -> pygame.Rect:
        w, h = px(56), px(28)
        return pygame.Rect(self.rect.right - w, self.rect.centery - h // 2, w, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.set(not self.value)
            return True
        return False

    def set(self, value: bool) -> None:
        self.value = value
        if self.on_change is not None:
            self.on_change(value)

    def label_size(self) -> int:
        """The label's type size: 26, smaller (down to 16) when a long label or translation would run under
        the switch."""
        room = self.switch_rect.left - px(10) - self.rect.left
        size = 26
        while size > 16 and font(size).size(self.label)[0] > room:
            size -= 2
        return size

    def draw(self, surface: pygame.Surface) -> None:
        ink = theme.GOLD_LIGHT if self.hovered else theme.TEXT
        draw_text(surface, self.label, (self.rect.left, self.rect.centery), self.label_size(), ink, anchor="midleft")
        sw = self.switch_rect
        track = theme.JADE if self.value else theme.DISABLED
        pygame.draw.rect(surface, track, sw, border_radius=sw.h // 2)
        knob_x = sw.right - sw.h // 2 if self.value else sw.left + sw.h // 2
        pygame.draw.circle(surface, theme.SAND, (knob_x, sw.centery), sw.h // 2 - px(3))
