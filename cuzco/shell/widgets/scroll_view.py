"""ScrollView: a window onto content taller than the space it is shown in.

The owner draws its content onto a surface as tall as `content_height` (once,
when the content changes) and calls `draw(surface, content)`; the view blits
the visible slice and a scrollbar. Mouse wheel, dragging the thumb, and
PageUp/PageDown/Home/End scroll it. `to_content(pos)` maps a click to content
coordinates for hit-testing.
"""

from __future__ import annotations

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px


class ScrollView:
    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], content_height: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.offset = 0
        self._drag_from: tuple[int, int] | None = None  # (mouse y, offset) when a thumb drag began

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll_to(self, offset: int) -> None:
        self.offset = max(0, min(self.max_offset, int(offset)))

    def scroll_by(self, delta: int) -> None:
        self.scroll_to(self.offset + delta)

    def _thumb(self) -> pygame.Rect | None:
        if self.max_offset == 0:
            return None
        track_h = self.rect.height
        h = max(px(30), round(track_h * self.rect.height / self.content_height))
        y = self.rect.top + round((track_h - h) * self.offset / self.max_offset)
        return pygame.Rect(self.rect.right - px(8), y, px(8), h)

    def to_content(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        return pos[0] - self.rect.left, pos[1] - self.rect.top + self.offset

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()) or not pygame.mouse.get_focused():
                self.scroll_by(-event.y * px(60))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self._thumb()
            if thumb is not None and thumb.inflate(px(10), 0).collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.offset)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from:
            self._drag_from = None
            return True
        elif event.type == pygame.MOUSEMOTION and self._drag_from:
            y0, off0 = self._drag_from
            thumb = self._thumb()
            travel = self.rect.height - (thumb.height if thumb else 0)
            self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / max(1, travel))
            return True
        elif event.type == pygame.KEYDOWN:
            page = self.rect.height - px(40)
            moves = {
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_DOWN: px(40),
                pygame.K_UP: -px(40),
            }
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        return False

    def draw(self, surface: pygame.Surface, content: pygame.Surface) -> None:
        h = min(self.rect.height, max(0, content.get_height() - self.offset))
        if h > 0:
            area = pygame.Rect(0, self.offset, min(self.rect.width, content.get_width()), h)
            surface.blit(content, self.rect.topleft, area)
        self.draw_bar(surface)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The scrollbar alone (for owners that draw only the visible part of their content themselves)."""
        thumb = self._thumb()
        if thumb is not None:
            track = pygame.Rect(thumb.left, self.rect.top, thumb.width, self.rect.height)
            pygame.draw.rect(surface, theme.darken(theme.PANEL_LIGHT, 0.2), track, border_radius=px(4))
            pygame.draw.rect(surface, theme.SAND_DARK, thumb, border_radius=px(4))
