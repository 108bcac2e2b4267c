"""ConfirmDialog: a question asked before something that is hard to take back.

    ConfirmDialog(question, detail="", yes=_("Yes"), no=_("Cancel"), never_again=None)

A transparent modal: the screen beneath is dimmed and takes no input. It hands back
`finish(Confirmed(never_again))` when the player agrees (the yes button, Enter) and
`finish(None)` when they do not (the no button, Escape, a click outside the panel).
With `never_again` (a label such as "Don't ask again") a switch is offered, and
`Confirmed.never_again` says whether it was on: the caller keeps that in its settings.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, Toggle, dim, draw_panel, draw_wrapped, theme
from cuzco.shell.widgets.theme import px


@dataclass(frozen=True)
class Confirmed:
    never_again: bool = False


class ConfirmDialog(Scene):
    transparent = True

    def __init__(
        self, question: str, detail: str = "", yes: str | None = None, no: str | None = None,
        never_again: str | None = None, yes_tooltip: str = "", no_tooltip: str = "",
    ) -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.yes_label = yes or _("Yes")
        self.no_label = no or _("Cancel")
        self.never_again_label = never_again
        self.tooltips = (yes_tooltip, no_tooltip)
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.yes: Button | None = None
        self.no: Button | None = None
        self.switch: Toggle | None = None
        self.never_again = False

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.yes is not None and not force:
            return
        self.size = size
        w, h = size
        pw = min(w - px(40), px(620))
        ph = px(250) + (px(56) if self.never_again_label else 0)
        self.panel = pygame.Rect(0, 0, pw, min(h - px(40), ph))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bw, bh = min(px(240), (pw - px(100)) // 2), px(52)
        y = p.bottom - bh - px(22)
        self.no = Button((p.left + px(36), y, bw, bh), self.no_label, self._no, kind="ghost",
                         tooltip=self.tooltips[1])
        self.yes = Button((p.right - px(36) - bw, y, bw, bh), self.yes_label, self._yes, kind="primary",
                          tooltip=self.tooltips[0])
        if self.never_again_label:
            self.switch = Toggle((p.left + px(36), y - px(60), pw - px(72), px(44)), self.never_again_label,
                                 self.never_again, self._set_never_again)

    def _set_never_again(self, value: bool) -> None:
        self.never_again = value

    def _yes(self) -> None:
        self.finish(Confirmed(self.never_again))

    def _no(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.yes is None:
            self._layout(screen_size())
        assert self.yes is not None and self.no is not None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._no()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._yes()
            return
        for widget in (self.yes, self.no, self.switch):
            if widget is not None and widget.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel.collidepoint(event.pos):
            self._no()

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 160)
        draw_panel(surface, self.panel, self.question)
        p = self.panel
        if self.detail:
            box = pygame.Rect(p.left + px(36), p.top + px(76), p.w - px(72), px(90))
            draw_wrapped(surface, self.detail, box, 22, theme.TEXT)
        for widget in (self.switch, self.no, self.yes):
            if widget is not None:
                widget.draw(surface)
        for button in (self.yes, self.no):
            if button is not None:
                button.draw_tooltip(surface)
