"""The temple-value picker: a small popup by the hex, one button per value the rules allow,
the largest chosen by default (Enter). Escape or a click elsewhere cancels."""

from __future__ import annotations

from functools import partial

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.shell.i18n import _
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px


class ValuePicker:
    def __init__(
        self, hex: Hex, values: list[int], anchor: tuple[int, int], expanding: bool, bounds: pygame.Rect
    ) -> None:
        self.hex = hex
        self.values = sorted(values)
        self.expanding = expanding
        self.choice: int | None = None
        self.cancelled = False
        chip = px(48)
        w = len(self.values) * (chip + px(8)) + px(16)
        w = max(w, px(230))
        self.rect = pygame.Rect(0, 0, w, chip + px(48))
        self.rect.midbottom = (anchor[0], anchor[1] - px(18))
        self.rect.clamp_ip(bounds)
        self.buttons: list[Button] = []
        x = self.rect.centerx - (len(self.values) * (chip + px(8)) - px(8)) // 2
        for v in self.values:
            best = v == self.values[-1]
            b = Button(
                pygame.Rect(x, self.rect.top + px(34), chip, chip),
                str(v),
                on_click=partial(self._pick, v),
                kind="primary" if best else "normal",
                font_size=28,
            )
            b.selected = best
            self.buttons.append(b)
            x += chip + px(8)

    def _pick(self, value: int) -> None:
        self.choice = value

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every event goes here while the picker is open; True when it is finished."""
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choice = self.values[-1]
                return True
            if event.key == pygame.K_ESCAPE:
                self.cancelled = True
                return True
            digit = {pygame.K_2: 2, pygame.K_4: 4, pygame.K_6: 6, pygame.K_8: 8, pygame.K_0: 10}.get(
                event.key
            )
            if digit in self.values:
                self.choice = digit
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.cancelled = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(px(3), px(4)), border_radius=px(10))
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD, self.rect, px(2), border_radius=px(10))
        title = _("Expand the temple to:") if self.expanding else _("Build a temple of value:")
        draw_text(surface, title, (self.rect.centerx, self.rect.top + px(8)), 20, theme.SAND, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
