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
from cuzco.shell.scenes.confirm import ButtonSpec, Dialog
from cuzco.shell.scenes.save_dialog import NameDialog
from cuzco.shell.widgets import draw_wrapped, theme
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)


class RenameDialog(NameDialog):
    def __init__(self, path: Path) -> None:
        super().__init__(path.stem, _("Name of the save"), 60, self.rename)
        self.path = path
        self.input.selected_all = True  # typing replaces the old name at once
        self.field_label = _("New name")

    @property
    def title(self) -> str:
        return _("Rename the save")

    def button_specs(self) -> list[ButtonSpec]:
        return [("cancel", _("Cancel"), self.cancel, "ghost", ""), ("rename", _("Rename"), self.rename, "primary", "")]

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

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT or (
                event.type == pygame.KEYDOWN and event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.message = ""  # the name is being changed: the old complaint goes
        self.input.handle_event(event)


class ConfirmDialog(Dialog):
    size_wanted = (640, 280)
    widest_button = 200

    def __init__(self, title: str, text: str, confirm: str) -> None:
        super().__init__()
        self.question = title
        self.text = text
        self.confirm_label = confirm

    @property
    def title(self) -> str:
        return self.question

    def button_specs(self) -> list[ButtonSpec]:
        return [("cancel", _("Cancel"), self.cancel, "ghost", ""),
                ("confirm", self.confirm_label, self.confirm, "primary", "")]

    def confirm(self) -> None:
        self.finish(True)

    def draw_body(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        box = pygame.Rect(inner.left + px(12), inner.top + px(8), inner.width - px(24),
                          self.buttons["confirm"].rect.top - px(12) - inner.top - px(8))
        draw_wrapped(surface, self.text, box, 21, theme.TEXT)
