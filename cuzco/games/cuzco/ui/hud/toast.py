"""Short messages over the board (why an action was refused, what just happened); they fade out.

One notice shows at a time: a new one replaces the old, and notices raised by the same
move (e.g. two players scoring) are joined into one box instead of piling up."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cuzco.shell import frames
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.contrast import best_ink
from cuzco.shell.widgets.text import render, wrap
from cuzco.shell.widgets.theme import Colour, px

LIFETIME = 3.5
FADE = 0.6
JOIN = 0.25  # seconds: notices raised this close together come from one move and share a box


@dataclass
class Toast:
    text: str
    colour: Colour
    age: float = 0.0
    more: tuple[str, ...] = ()  # further lines from the same move
    lifetime: float = LIFETIME

    @property
    def texts(self) -> tuple[str, ...]:
        return (self.text, *self.more)


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []
        self.rects: list[pygame.Rect] = []  # where the notices were last drawn (others keep clear of them)

    def show(self, text: str, kind: str = "info") -> None:
        colour = {"error": theme.DANGER, "score": theme.GOLD}.get(kind, theme.PANEL_LIGHT)
        last = self.items[-1] if self.items else None
        if last is not None and last.age < JOIN and text not in last.texts:
            self.items = [Toast(last.text, colour if kind == "error" else last.colour, 0.0, (*last.more, text))]
        else:
            self.items = [Toast(text, colour)]

    def show_lines(self, lines: list[str], seconds: float) -> None:
        """A longer notice of several lines (what happened while the player waited)."""
        if lines:
            self.items = [Toast(lines[0], theme.PANEL_LIGHT, 0.0, tuple(lines[1:]), seconds)]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if t.age < t.lifetime]

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        y = area.top + px(12)
        self.rects = []
        if self.items:  # a toast ages, fades and goes by itself: the next frame when it starts to fade
            frames.request(after=min(max(0.0, t.lifetime - FADE - t.age) for t in self.items))
        for t in self.items:
            lines = [line for text in t.texts for line in wrap(text, 24, min(px(620), area.w - px(60)))]
            imgs = [render(line, 24, best_ink(t.colour)) for line in lines]
            w = max(i.get_width() for i in imgs) + px(32)
            h = sum(i.get_height() for i in imgs) + px(18)
            box = pygame.Rect(0, y, w, h)
            box.centerx = area.centerx
            alpha = 235 if t.age < t.lifetime - FADE else round(235 * (t.lifetime - t.age) / FADE)
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
            self.rects.append(box)
            y = box.bottom + px(6)


def left_of(area: pygame.Rect, corner: list[pygame.Rect]) -> pygame.Rect:
    """The part of `area` left of the boxes in its right-hand corner (where the notices may go)."""
    right = min([area.right, *(r.left for r in corner)])
    return pygame.Rect(area.left, area.top, max(px(200), right - px(8) - area.left), area.h)
