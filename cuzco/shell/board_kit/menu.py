"""The small menu a target with several choices opens beside itself: one row per choice, in as many
columns as the window needs; the hovered row is previewed like a target."""

from __future__ import annotations

import pygame

from cuzco.shell.board_kit.targets import Choice, Point, Target
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import fit_line, render
from cuzco.shell.widgets.theme import px

ROW_FONT = (15, 14, 13)


class ChoiceMenu:
    def __init__(self, target: Target, choices: list[Choice], anchor: pygame.Rect, window: pygame.Rect) -> None:
        self.target = target
        self.choices = choices
        row_h = px(28)
        width = min(px(340), max(px(160), window.w // 3))
        rows_fit = max(1, (window.h - px(16)) // row_h)
        columns = -(-len(choices) // rows_fit)
        rows = -(-len(choices) // columns)
        self.rect = pygame.Rect(0, 0, columns * width + px(8), rows * row_h + px(8))
        below = anchor.bottom + px(4) + self.rect.h <= window.bottom
        self.rect.midtop = (anchor.centerx, anchor.bottom + px(4))
        if not below:
            self.rect.midbottom = (anchor.centerx, anchor.top - px(4))
        self.rect.clamp_ip(window)
        self.rows: list[tuple[pygame.Rect, Choice, int, str]] = []
        self.images: dict[tuple[int, bool], pygame.Surface] = {}  # (row, hovered) -> its label, rendered once
        for k, choice in enumerate(choices):
            col, row = divmod(k, rows)
            rect = pygame.Rect(self.rect.left + px(4) + col * width, self.rect.top + px(4) + row * row_h,
                               width - px(4), row_h - px(3))
            number = f"{k + 1}. " if k < 9 else ""
            size, shown = fit_line(number + choice.text(), rect.w - px(12), ROW_FONT)
            self.rows.append((rect, choice, size, shown))

    def label(self, k: int, hovered: bool) -> pygame.Surface:
        if (k, hovered) not in self.images:
            _rect, _choice, size, shown = self.rows[k]
            self.images[(k, hovered)] = render(shown, size, theme.TEXT_DARK if hovered else theme.TEXT)
        return self.images[(k, hovered)]

    def choice_at(self, pos: Point) -> Choice | None:
        return next((choice for rect, choice, _size, _shown in self.rows if rect.collidepoint(pos)), None)

    def nth(self, k: int) -> Choice | None:
        return self.choices[k] if 0 <= k < len(self.choices) else None
