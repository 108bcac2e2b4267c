"""NoticeScene: a short message over the screen, read and dismissed with OK (Enter, Escape or a click).

    NoticeScene(title, text)   # transparent modal; finish(None) when dismissed

For what a player must know before going on (e.g. that a resumed game asks
the secret choices of its turn again). Title and text come translated.
"""

from __future__ import annotations

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, dim, draw_panel, draw_wrapped, theme, wrap
from cuzco.shell.widgets.theme import px


class NoticeScene(Scene):
    transparent = True

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title = title
        self.text = text
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.ok: Button | None = None

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.ok is not None:
            return
        self.size = size
        w, h = size
        width = min(w - px(40), px(640))
        lines = len(wrap(self.text, 21, width - px(60)))
        self.panel = pygame.Rect(0, 0, width, min(h - px(40), px(170) + lines * px(26)))
        self.panel.center = (w // 2, h // 2)
        bw, bh = px(200), px(52)
        self.ok = Button((self.panel.centerx - bw // 2, self.panel.bottom - bh - px(24), bw, bh), _("OK"),
                         self.close, kind="primary")

    def close(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)
        self._layout(size)

    def wants_frames(self) -> bool:
        return False  # changes only with input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ok is None:
            self._layout(screen_size())
        assert self.ok is not None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                          pygame.K_SPACE):
            self.close()
            return
        self.ok.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        assert self.ok is not None
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, self.title)
        box = pygame.Rect(inner.left + px(16), inner.top + px(8), inner.width - px(32),
                          self.ok.rect.top - px(12) - inner.top - px(8))
        draw_wrapped(surface, self.text, box, 21, theme.TEXT)
        self.ok.draw(surface)
