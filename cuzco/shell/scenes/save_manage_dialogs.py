"""The Load screen's small dialogs: rename a save, and confirm a deletion.

    RenameDialog(path)                    # finish(new Path) once renamed, finish(None) on cancel
    ConfirmDialog(title, text, confirm)   # finish(True) to go ahead, finish(None) to keep things as they are

Renaming refuses a name another save has (it says so, and nothing changes) and
reports a disk that refuses the rename; the file itself is never rewritten.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import persistence, save_files
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, TextInput, dim, draw_panel, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)


class RenameDialog(Scene):
    transparent = True

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.input = TextInput((0, 0, 1, 1), path.stem, _("Name of the save"), max_len=60,
                               on_submit=lambda _text: self.rename(), clear_tooltip=_("Empty the field"))
        self.input.focus()
        self.input.selected_all = True  # typing replaces the old name at once
        self.message = ""
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(640)), px(300))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.input.rect = pygame.Rect(p.left + px(36), p.top + px(100), p.width - px(72), px(46))
        bw, bh = px(200), px(52)
        self.buttons = {
            "cancel": Button((p.left + px(36), p.bottom - bh - px(24), bw, bh), _("Cancel"), self.cancel,
                             kind="ghost"),
            "rename": Button((p.right - px(36) - bw, p.bottom - bh - px(24), bw, bh), _("Rename"), self.rename,
                             kind="primary"),
        }

    def rename(self) -> None:
        name = self.input.text.strip()
        if not name:
            self.message = _("Type a name for the save.")
            return
        target = persistence.save_path(name)
        if target.name == self.path.name:
            self.finish(self.path)
            return
        if target.exists() or target.name in persistence.autosave_names():
            self.message = _("Another save is called \u201c{name}\u201d: choose another name.", name=target.stem)
            return
        try:
            renamed = save_files.rename(self.path, name)
        except OSError as exc:
            log.warning("cannot rename %s: %s", self.path.name, exc)
            self.message = _("The save could not be renamed: {reason}", reason=translate(file_problem(exc)))
            return
        self.finish(renamed)

    def cancel(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.TEXTINPUT or (
                event.type == pygame.KEYDOWN and event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.message = ""  # the name is being changed: the old complaint goes
        self.input.handle_event(event)

    def update(self, dt: float) -> None:
        self.input.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, _("Rename the save"))
        draw_text(surface, _("New name"), (self.input.rect.left, self.input.rect.top - px(6)), 20, theme.TEXT_DIM,
                  anchor="bottomleft")
        self.input.draw(surface)
        if self.message:
            draw_text(surface, self.message, (inner.centerx, self.input.rect.bottom + px(14)), 20, theme.ERROR,
                      anchor="midtop")
        for button in self.buttons.values():
            button.draw(surface)
        self.input.draw_tooltip(surface)


class ConfirmDialog(Scene):
    transparent = True

    def __init__(self, title: str, text: str, confirm: str) -> None:
        super().__init__()
        self.title = title
        self.text = text
        self.confirm_label = confirm
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(640)), px(280))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bw, bh = px(200), px(52)
        self.buttons = {
            "cancel": Button((p.left + px(36), p.bottom - bh - px(24), bw, bh), _("Cancel"), self.cancel,
                             kind="ghost"),
            "confirm": Button((p.right - px(36) - bw, p.bottom - bh - px(24), bw, bh), self.confirm_label,
                              self.confirm, kind="primary"),
        }

    def confirm(self) -> None:
        self.finish(True)

    def cancel(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, self.title)
        box = pygame.Rect(inner.left + px(12), inner.top + px(8), inner.width - px(24),
                          self.buttons["confirm"].rect.top - px(12) - inner.top - px(8))
        draw_wrapped(surface, self.text, box, 21, theme.TEXT)
        for button in self.buttons.values():
            button.draw(surface)
