"""Short messages over the board (why an action was refused, what just happened); they fade out."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cuzco.ui.widgets import theme
from cuzco.ui.widgets.text import render, wrap
from cuzco.ui.widgets.theme import Colour, px

LIFETIME = 3.5
FADE = 0.6


@dataclass
class Toast:
    text: str
    colour: Colour
    age: float = 0.0


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []

    def show(self, text: str, kind: str = "info") -> None:
        colour = {"error": theme.TERRACOTTA, "score": theme.GOLD}.get(kind, theme.PANEL_LIGHT)
        self.items = [t for t in self.items if t.text != text][-1:] + [Toast(text, colour)]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if t.age < LIFETIME]

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        y = area.top + px(12)
        for t in self.items:
            lines = wrap(t.text, 24, min(px(620), area.w - px(60)))
            imgs = [render(line, 24, theme.TEXT) for line in lines]
            w = max(i.get_width() for i in imgs) + px(32)
            h = sum(i.get_height() for i in imgs) + px(18)
            box = pygame.Rect(0, y, w, h)
            box.centerx = area.centerx
            alpha = 235 if t.age < LIFETIME - FADE else round(235 * (LIFETIME - t.age) / FADE)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, t.colour, panel.get_rect(), border_radius=px(10))
            pygame.draw.rect(
                panel, theme.darken(t.colour, 0.4), panel.get_rect(), px(2), border_radius=px(10)
            )
            ty = px(9)
            for img in imgs:  # cached renders: never change their alpha, fade the whole panel instead
                panel.blit(img, img.get_rect(midtop=(box.w // 2, ty)))
                ty += img.get_height()
            panel.set_alpha(max(0, alpha))
            surface.blit(panel, box)
            y = box.bottom + px(6)
