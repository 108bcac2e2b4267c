"""KeepGameDialog: before a new game takes the place of one in progress, ask what becomes of it.

    KeepGameDialog(entry, path)  # transparent modal; finish("keep"), finish("discard") or finish(None)

Keep it in Load game is the default (Enter): the game moves to the saved games
under a name that says what it was (`save_files.keep_autosave`). Discard moves
it to the recently deleted, where the Load screen can still bring it back for
a while. Cancel (Escape) leaves everything as it was. The game chooser asks
this for any registered game, so every game gets it without doing anything.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from cuzco.shell.i18n import _, ngettext
from cuzco.shell.save_files import KEEP_DELETED_DAYS
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, dim, draw_panel, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

KEEP, DISCARD = "keep", "discard"


class KeepGameDialog(Scene):
    transparent = True

    def __init__(self, entry: Any, path: Path) -> None:
        super().__init__()
        from cuzco.shell.scenes.save_rows import describe

        self.entry = entry
        self.path = path
        row = describe(path)
        self.detail = row.summary or row.problem and _("(this game cannot be read, but it is kept all the same)")
        self.when = row.when
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(760)), min(h - px(40), px(360)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        gap = px(16)
        bw, bh = (p.width - px(72) - 2 * gap) // 3, px(54)
        y = p.bottom - bh - px(24)
        self.buttons = {
            "cancel": Button((p.left + px(36), y, bw, bh), _("Cancel"), self.cancel, kind="ghost",
                             tooltip=_("Go back; nothing changes (Escape)")),
            "discard": Button((p.left + px(36) + bw + gap, y, bw, bh), _("Discard"), self.discard,
                              tooltip=ngettext("It waits in Recently deleted on the Load screen for {n} day",
                                               "It waits in Recently deleted on the Load screen for {n} days",
                                               KEEP_DELETED_DAYS, n=KEEP_DELETED_DAYS)),
            "keep": Button((p.right - px(36) - bw, y, bw, bh), _("Keep it in Load game"), self.keep,
                           kind="primary", tooltip=_("Saved under its players, progress and date (Enter)")),
        }

    def keep(self) -> None:
        self.finish(KEEP)

    def discard(self) -> None:
        self.finish(DISCARD)

    def cancel(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.keep()
                return
        for button in self.buttons.values():
            if button.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        from cuzco.shell.i18n import language
        from cuzco.shell.scenes.save_rows import preview

        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, _("A game of {game} is in progress", game=_(self.entry.name)))
        top = inner.top + px(8)
        bottom = self.buttons["keep"].rect.top - px(14)
        picture_box = pygame.Rect(inner.left + px(12), top, min(px(280), inner.width // 2 - px(24)), bottom - top)
        shown = preview(self.path, (picture_box.w, min(picture_box.h, round(picture_box.w * 0.66))), language())
        left = inner.left + px(12)
        if shown.picture is not None and picture_box.w > px(120):
            at = shown.picture.get_rect(midtop=picture_box.midtop)
            surface.blit(shown.picture, at)
            pygame.draw.rect(surface, theme.SAND_DARK, at, 1)
            left = picture_box.right + px(18)
        text = pygame.Rect(left, top, inner.right - px(12) - left, bottom - top)
        y = text.top
        progress = shown.progress if shown.progress not in self.detail else ""  # some games' rows say it already
        for line, size, colour in ((progress, 22, theme.GOLD_LIGHT), (self.detail, 20, theme.TEXT),
                                   (_("last played {when}", when=self.when) if self.when else "", 18,
                                    theme.TEXT_DIM)):
            if line:
                y += draw_wrapped(surface, line, pygame.Rect(text.left, y, text.width, text.bottom - y), size,
                                  colour) + px(6)
        explain = _("A new game takes its place. Keep it in Load game to finish it later, or discard it.")
        draw_wrapped(surface, explain, pygame.Rect(text.left, y + px(8), text.width, text.bottom - y - px(8)), 20,
                     theme.SAND)
        for button in self.buttons.values():
            button.draw(surface)
        for button in self.buttons.values():
            button.draw_tooltip(surface)
