"""Loading, watching and managing the saved games.

    LoadScene(settings, hand_back=False)
                                 # lists the autosaves (the games in progress) and the saves of every
                                 # game, each row naming its game; loading one
                                 # replaces this scene with the game's screen, or with hand_back finishes
                                 # with ("load", Game) for the game that opened it to take over;
                                 # watching one opens its game's replay viewer over the list

The rows come from `save_rows` (one scan of the folder, a stat per file, each
row read through its game's save reader a few per frame and remembered for the
session), so the list appears at once and stays quick with hundreds of saves;
only the rows in view are drawn. Beside the list, the selected save's preview:
a small picture of the game drawn by its own game, the players, how far it got,
whether it is over, and the date. The list sorts newest first, oldest first or
by name. A save can be renamed (F2), or deleted (Delete) after a confirmation:
it then waits in Recently deleted (a second list, from the button at the top),
and Undo (Ctrl+Z) puts the last one back at once. Rows of a game without a
replay viewer show no Watch. Loading replays the whole game: if that fails, the
one-line reason is shown and the file is left exactly as it was.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from cuzco.shell import persistence, registry, save_files
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes import save_rows
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.scenes.save_list_draw import draw_deleted_rows, draw_preview, draw_rows
from cuzco.shell.scenes.save_manage_dialogs import SaveManaging
from cuzco.shell.scenes.save_rows import SaveEntry, describe, describe_pending
from cuzco.shell.widgets import Button, ScrollView, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px
from cuzco.text import reason_of

__all__ = ["ERROR", "LoadScene", "SaveEntry", "describe", "describe_pending", "entry_title"]

log = logging.getLogger(__name__)

ERROR = theme.ERROR
DESCRIBE_FIRST = 0.3  # seconds spent reading rows before the first frame; the rest come a few per frame
DESCRIBE_PER_FRAME = 0.02
entry_title = save_rows.title


def order_label(order: str) -> str:
    shown = {"newest": _("newest first"), "oldest": _("oldest first"), "name": _("by name")}[order]
    return _("Sort: {order}", order=shown)


class LoadScene(SaveManaging, Scene):
    ROW_H = 64

    def __init__(self, settings: Any, hand_back: bool = False) -> None:
        super().__init__()
        self.settings = settings
        self.hand_back = hand_back
        self.entries: list[SaveEntry] = []
        self.deleted: list[save_files.Deleted] = []
        self.showing_deleted = False
        self.order = "newest"
        self.selected = -1
        self.message = ""
        self.undo_last: save_files.Deleted | None = None  # the save deleted last, while Undo is offered
        self.asking: str | None = None  # the dialog on top: "rename" or "delete"
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.view = ScrollView((0, 0, 1, 1))
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}
        self.hidden: set[str] = set()  # buttons not offered for the selected row (Watch without a viewer)
        self.good_news = False  # the message reports something done (not a problem)
        self.refresh()

    # ---- the list ------------------------------------------------------------------------
    def refresh(self, keep: Path | None = None) -> None:
        """Read the folder again; `keep` stays selected if it is still there."""
        self.entries = save_rows.listing(self.order)
        describe_pending(self.entries, DESCRIBE_FIRST)
        self.deleted = save_files.recently_deleted()
        paths = [e.path for e in self.entries]
        self.selected = paths.index(keep) if keep in paths else (0 if self.entries else -1)
        self.view.content_height = len(self.rows()) * px(self.ROW_H)
        self.size = (0, 0)  # buttons follow the selection

    def rows(self) -> list[Any]:
        return self.deleted if self.showing_deleted else self.entries

    def current(self) -> SaveEntry | None:
        return self.entries[self.selected] if not self.showing_deleted and 0 <= self.selected < len(self.entries) \
            else None

    def update(self, dt: float) -> None:
        describe_pending(self.entries, DESCRIBE_PER_FRAME)

    def wants_frames(self) -> bool:
        return any(entry.pending for entry in self.entries)  # rows still to read, a few each frame

    # ---- layout ----------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(30), px(1180)), min(h - px(30), px(760)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        bh = px(52)
        top = p.top + px(72)
        list_w = p.width - px(60) if self.showing_deleted or p.width < px(760) else round((p.width - px(60)) * 0.58)
        self.view.rect = pygame.Rect(p.left + px(30), top + px(52), list_w, p.bottom - bh - px(70) - top - px(52))
        self.view.content_height = len(self.rows()) * px(self.ROW_H)
        self.view.scroll_to(self.view.offset)
        self.preview_rect = pygame.Rect(self.view.rect.right + px(20), self.view.rect.top,
                                        p.right - px(30) - self.view.rect.right - px(20), self.view.rect.height)
        if self.showing_deleted:
            self.preview_rect.width = 0
        self.buttons = {}
        n_deleted = len(self.deleted)
        if not self.showing_deleted:
            self.buttons["order"] = Button((p.left + px(30), top, px(240), px(42)), order_label(self.order),
                                           self.next_order, kind="ghost", font_size=20,
                                           tooltip=_("Sort the saves: newest first, oldest first or by name (S)"))
            self.buttons["deleted"] = Button(
                (p.right - px(30) - px(300), top, px(300), px(42)),
                ngettext("Recently deleted ({n})", "Recently deleted ({n})", n_deleted, n=n_deleted),
                self.show_deleted, kind="ghost", font_size=20,
                tooltip=ngettext("Deleted saves wait here {n} day before they go for good",
                                 "Deleted saves wait here {n} days before they go for good",
                                 save_files.KEEP_DELETED_DAYS, n=save_files.KEEP_DELETED_DAYS))
        y = p.bottom - bh - px(22)
        if self.showing_deleted:
            names = [("back", _("Back"), self.back, "ghost", ""),
                     ("restore", _("Restore"), self.restore_selected, "primary",
                      _("Put the save back among the saves (Enter)"))]
        else:
            names = [("back", _("Back"), self.back, "ghost", ""),
                     ("rename", _("Rename"), self.rename_selected, "normal", _("Give the save another name (F2)")),
                     ("delete", _("Delete"), self.delete_selected, "normal",
                      _("Move the save to Recently deleted (Delete)")),
                     ("watch", _("Watch"), self.watch_selected, "normal",
                      _("Watch this game again, step by step (W)")),
                     ("load", _("Load"), self.load_selected, "primary", "")]
        gap = px(12)
        bw = min(px(200), (p.width - px(60) - gap * (len(names) - 1)) // len(names))
        x = p.left + px(30)
        for i, (key, label, action, kind, tip) in enumerate(names):
            if i == len(names) - 1:
                x = p.right - px(30) - bw
            self.buttons[key] = Button((x, y, bw, bh), label, action, kind=kind, tooltip=tip,
                                       font_size=22 if bw < px(170) else 24)
            x += bw + gap
        undo = pygame.Rect(0, 0, px(120), px(36))
        undo.bottomright = (p.right - px(30), y - px(6))
        self.buttons["undo"] = Button(undo, _("Undo"), self.undo, kind="ghost", font_size=20,
                                      tooltip=_("Put the deleted save back (Ctrl+Z)"))
        self._enable()

    def _enable(self) -> None:
        entry = self.current()
        if self.showing_deleted:
            self.buttons["restore"].enabled = 0 <= self.selected < len(self.deleted)
            self.hidden = {"undo"}
            return
        auto = entry is not None and persistence.autosave_game_id(entry.path) is not None
        for key in ("load", "delete", "rename", "watch"):
            self.buttons[key].enabled = entry is not None
        self.buttons["rename"].enabled = entry is not None and not auto
        if auto:
            self.buttons["rename"].tooltip = _("The game in progress has no name: save it from the game to name it")
        # a game without a replay viewer offers no Watch
        self.hidden = set() if entry is None or not entry.game_id or save_rows.viewer_of(entry.game_id) \
            else {"watch"}
        if self.undo_last is None:
            self.hidden.add("undo")

    # ---- choosing ----------------------------------------------------------------------
    def row_at(self, pos: tuple[int, int]) -> int | None:
        at = self.view.to_content(pos)
        if at is None:
            return None
        index = at[1] // px(self.ROW_H)
        return index if 0 <= index < len(self.rows()) else None

    def say(self, message: str, good_news: bool = False) -> None:
        self.message = message
        self.good_news = good_news

    def select(self, index: int) -> None:
        self.selected = index
        self.say("")
        self.undo_last = None
        if self.buttons:
            self._enable()

    def next_order(self) -> None:
        keep = self.current()
        self.order = save_rows.ORDERS[(save_rows.ORDERS.index(self.order) + 1) % len(save_rows.ORDERS)]
        self.refresh(keep.path if keep else None)

    def show_deleted(self) -> None:
        self.showing_deleted = True
        self.deleted = save_files.recently_deleted()
        self.selected = 0 if self.deleted else -1
        self.view.scroll_to(0)
        self.message = ""
        self.size = (0, 0)

    def show_saves(self) -> None:
        self.showing_deleted = False
        self.view.scroll_to(0)
        self.refresh()

    # ---- actions ------------------------------------------------------------------------
    def _chosen(self) -> SaveEntry | None:
        entry = self.current()
        if entry is None:
            self.say(_("There are no saved games yet.") if not self.entries else _("Choose a save first."))
        return entry

    def load_selected(self) -> None:
        entry = self._chosen()
        if entry is None:
            return
        try:
            game = persistence.load_named(entry.path)
        except ValueError as exc:
            # show why, and leave the file exactly as it is
            entry.problem = reason_of(exc)
            self.say(_("This save cannot be loaded: {reason}", reason=translate(exc)))
            log.warning("cannot load %s: %s", entry.path, exc)
            return
        from cuzco.shell.scenes import doors

        if self.hand_back:  # the game that opened the Load screen gives its place to this one
            doors.through_door(self, registry.entry_for_game(game).id, lambda: self.finish(("load", game)),
                               spare=entry.path, coming=game)
            return
        try:
            doors.open_game(self, game, self.settings, spare=entry.path)
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.say(_("The game screen is missing from this build."))

    def watch_selected(self) -> None:
        """Open the selected save in its game's replay viewer (read only); leaving it comes back here."""
        entry = self._chosen()
        if entry is None or "watch" in self.hidden:
            return
        scene, problem = save_rows.viewer_for_file(entry.path, self.settings)
        if scene is None:
            entry.problem = problem
            self.say(_("This save cannot be watched: {reason}", reason=translate(problem)))
            return
        assert self.stack is not None
        self.stack.push(scene)

    def back(self) -> None:
        if self.showing_deleted:
            self.show_saves()
            return
        self.finish(None)

    # ---- events ------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        for key, button in self.buttons.items():
            if key not in self.hidden and button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.row_at(event.pos)
            if hit is not None:
                if hit == self.selected and getattr(event, "clicks", 1) >= 2 and not self.showing_deleted:
                    self.load_selected()
                else:
                    self.select(hit)
                return
        self.view.handle_event(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        k = event.key
        if k == pygame.K_ESCAPE:
            self.back()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.restore_selected() if self.showing_deleted else self.load_selected()
        elif k == pygame.K_z and ctrl:
            self.undo()
        elif self.showing_deleted:
            pass
        elif k == pygame.K_w:
            self.watch_selected()
        elif k == pygame.K_F2:
            self.rename_selected()
        elif k == pygame.K_DELETE:
            self.delete_selected()
        elif k == pygame.K_s:
            self.next_order()
        if k in (pygame.K_UP, pygame.K_DOWN) and self.rows():
            step = -1 if k == pygame.K_UP else 1
            self.select(max(0, min(len(self.rows()) - 1, self.selected + step)))
            row_h = px(self.ROW_H)
            top = self.selected * row_h
            if top < self.view.offset:
                self.view.scroll_to(top)
            elif top + row_h > self.view.offset + self.view.rect.height:
                self.view.scroll_to(top + row_h - self.view.rect.height)

    def undo_rect(self) -> pygame.Rect:
        return self.buttons["undo"].rect

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        title = _("Recently deleted") if self.showing_deleted else _("Load game")
        inner = draw_panel(surface, self.panel, title)
        if self.showing_deleted:
            draw_deleted_rows(surface, self)
        else:
            draw_rows(surface, self)
            if self.preview_rect.width > px(120):
                draw_preview(surface, self)
        if self.message:
            right = self.undo_rect().left - px(12) if self.undo_last is not None else inner.right
            draw_text(surface, self.message, ((inner.left + right) // 2, self.buttons["back"].rect.top - px(12)), 20,
                      theme.GOLD_LIGHT if self.good_news else ERROR, anchor="midbottom")
        shown = [button for key, button in self.buttons.items() if key not in self.hidden]
        for button in shown:
            button.draw(surface)
        for button in shown:
            button.draw_tooltip(surface)
