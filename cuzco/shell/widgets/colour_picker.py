"""ColourPicker: a row of colour swatches; colours taken by others are crossed out."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px


class ColourPicker:
    def __init__(
        self,
        topleft: tuple[int, int],
        colours: dict[str, theme.Colour],
        value: str,
        on_change: Callable[[str], None] | None = None,
        size: int = 30,
    ) -> None:
        self.topleft = topleft
        self.colours = colours
        self.value = value
        self.on_change = on_change
        self.size = size
        self.taken: set[str] = set()

    def swatches(self) -> list[tuple[str, pygame.Rect]]:
        s, gap = px(self.size), px(6)
        x, y = self.topleft
        return [(name, pygame.Rect(x + i * (s + gap), y, s, s)) for i, name in enumerate(self.colours)]

    @property
    def rect(self) -> pygame.Rect:
        rects = [r for _, r in self.swatches()]
        return rects[0].unionall(rects[1:])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.swatches():
                if rect.collidepoint(event.pos):
                    if name not in self.taken and name != self.value:
                        self.value = name
                        if self.on_change is not None:
                            self.on_change(name)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for name, rect in self.swatches():
            colour = self.colours[name]
            pygame.draw.rect(surface, colour, rect, border_radius=px(6))
            if name == self.value:
                pygame.draw.rect(
                    surface, theme.GOLD_LIGHT, rect.inflate(px(6), px(6)), px(3), border_radius=px(8)
                )
            elif name in self.taken:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 20, 28, 170))
                surface.blit(veil, rect)
                pygame.draw.line(surface, theme.TEXT_DIM, rect.topleft, rect.bottomright, px(2))
            else:
                pygame.draw.rect(surface, theme.darken(colour, 0.4), rect, px(1), border_radius=px(6))
