"""RevealDialog: the warning before a game still in progress shows its hidden cards.

A transparent modal over the viewer; finish(True) when the players ask to see
every hand, finish(False) otherwise (Escape, the cancel button). Keeping the
hands hidden is the default and the button under Enter.
"""

from __future__ import annotations

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import Button, dim, draw_panel, draw_wrapped, theme
from cuzco.shell.widgets.theme import px


class RevealDialog(Scene):
    transparent = True

    def __init__(self) -> None:
        super().__init__()
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.buttons:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(640)), px(290))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bw, bh = px(250), px(52)
        self.buttons = {
            "keep": Button(
                (p.left + px(32), p.bottom - bh - px(24), bw, bh),
                _("Keep them hidden"),
                lambda: self.finish(False),
                kind="primary",
                hotkey=pygame.K_RETURN,
            ),
            "show": Button(
                (p.right - px(32) - bw, p.bottom - bh - px(24), bw, bh),
                _("Show every hand"),
                lambda: self.finish(True),
                kind="danger",
            ),
        }

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            surface = pygame.display.get_surface()
            self._layout(surface.get_size() if surface is not None else (1280, 800))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish(False)
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 190)
        inner = draw_panel(surface, self.panel, _("Show the hidden cards?"))
        text = _(
            "This game is not over. Showing the hands reveals every player's festival cards, "
            "which the rules keep secret. Do it only if every player agrees, or if the game "
            "will not be continued."
        )
        draw_wrapped(
            surface, text, pygame.Rect(inner.left, inner.top, inner.w, inner.h - px(70)), 22, theme.TEXT
        )
        for button in self.buttons.values():
            button.draw(surface)
