"""What the Load screen does to a save besides loading it: rename, delete, undo, restore; and its dialogs.

    class LoadScene(SaveManaging, Scene)  # rename_selected, delete_selected, undo, restore_selected
    RenameDialog(path)                    # finish(new Path) once renamed, finish(None) on cancel
    ConfirmDialog(title, text, confirm)   # finish(True) to go ahead, finish(None) to keep things as they are

A deleted save waits in Recently deleted (`save_files`), from where Undo or
Restore brings it back under its name.

Renaming refuses a name another save has (it says so, and nothing changes) and
reports a disk that refuses the rename; the file itself is never rewritten.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import persistence, save_files
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes import save_rows
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


class SaveManaging:
    """The Load screen's renaming, deleting and restoring (its list, selection and messages are its own)."""

    stack: Any
    asking: str | None
    buttons: dict[str, Any]
    selected: int
    entries: list[Any]
    deleted: list[save_files.Deleted]
    undo_last: save_files.Deleted | None
    showing_deleted: bool

    def _chosen(self) -> Any: ...
    def current(self) -> Any: ...
    def refresh(self, keep: Path | None = None) -> None: ...
    def say(self, message: str, good_news: bool = False) -> None: ...
    def _enable(self) -> None: ...

    def rename_selected(self) -> None:
        entry = self._chosen()
        if entry is None or not self.buttons["rename"].enabled:
            return
        self.asking = "rename"
        assert self.stack is not None
        self.stack.push(RenameDialog(entry.path))

    def delete_selected(self) -> None:
        entry = self._chosen()
        if entry is None:
            return
        self.asking = "delete"
        assert self.stack is not None
        self.stack.push(ConfirmDialog(
            _("Delete this save?"),
            ngettext("\u201c{name}\u201d goes to Recently deleted, where it waits {n} day in case you want it back.",
                     "\u201c{name}\u201d goes to Recently deleted, where it waits {n} days in case you want it back.",
                     save_files.KEEP_DELETED_DAYS, name=save_rows.title(entry.path, entry.players),
                     n=save_files.KEEP_DELETED_DAYS),
            _("Delete")))

    def on_result(self, source: Scene, result: Any) -> None:
        asking, self.asking = self.asking, None
        if asking == "rename" and isinstance(result, Path):
            self.refresh(keep=result)
            self.say(_("Renamed to \u201c{name}\u201d.", name=result.stem), good_news=True)
        elif asking == "delete" and result is True:
            self._delete()

    def _delete(self) -> None:
        entry = self.current()
        if entry is None:
            return
        try:
            moved = save_files.delete(entry.path)
        except OSError as exc:
            log.warning("cannot delete %s: %s", entry.path.name, exc)
            self.say(_("The save could not be deleted: {reason}", reason=translate(file_problem(exc))))
            return
        index = self.selected
        self.refresh()
        self.selected = min(index, len(self.entries) - 1)
        self._enable()
        self.undo_last = next((d for d in self.deleted if d.path == moved), None)
        self._enable()
        name = save_rows.title(entry.path, entry.players)
        self.say(_("\u201c{name}\u201d was moved to Recently deleted.", name=name),
                 good_news=True)

    def undo(self) -> None:
        if self.undo_last is None:
            return
        self._restore(self.undo_last)

    def restore_selected(self) -> None:
        if 0 <= self.selected < len(self.deleted):
            self._restore(self.deleted[self.selected])

    def _restore(self, deleted: save_files.Deleted) -> None:
        try:
            back = save_files.restore(deleted)
        except OSError as exc:
            log.warning("cannot restore %s: %s", deleted.name, exc)
            self.say(_("The save could not be restored: {reason}", reason=translate(file_problem(exc))))
            return
        self.showing_deleted = False
        self.refresh(keep=back)
        self.undo_last = None
        self.say(_("\u201c{name}\u201d is back among the saves.", name=back.stem), good_news=True)
