"""Saving and loading named games.

    LoadScene(settings, hand_back=False)
                                 # lists the autosaves (the games in progress) and the saves of every
                                 # game, each row naming its game; loading one
                                 # replaces this scene with GameScene, or with hand_back finishes
                                 # with ("load", Game) for the game that opened it to take over;
                                 # watching one opens the replay viewer over the list

Listing is one scan of the saves folder (`persistence.list_saves`, a stat per
file); the newest `MAX_LISTED` are shown. Each row then reads its file through
its game's save reader (`cuzco.shell.registry.describe`: size cap, JSON limits,
every field checked, no replay where the game can help it) for the game, the players, the number of
moves and how far it got, a
few rows per frame within a time budget, so the list appears at once whatever
lies in the folder; a file that cannot be read is listed with the reason.
Loading replays the whole game: if that fails, the one-line reason is shown
and the file is left exactly as it was. Saving under a name is `save_dialog.SaveDialog`.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from cuzco.shell import persistence, registry
from cuzco.shell.i18n import _, ngettext, short_date, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import (
    Button,
    ScrollView,
    draw_backdrop,
    draw_panel,
    draw_text,
    theme,
)
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import px
from cuzco.text import reason_of

log = logging.getLogger(__name__)

ERROR = theme.ERROR
MAX_LISTED = 100  # newest first; the list is drawn as one surface, so it must not grow without end
DESCRIBE_FIRST = 0.3  # seconds spent reading rows before the first frame; the rest come a few per frame
DESCRIBE_PER_FRAME = 0.02


@dataclass
class SaveEntry:
    path: Path
    summary: str  # players and progress, or "" when unreadable or not read yet
    when: str
    problem: str = ""  # why it cannot be loaded, once known
    pending: bool = False  # listed, not read yet
    game: str = ""  # the name of its game, translated ("" until known)


def _stamp(path: Path) -> str:
    try:
        return short_date(time.localtime(path.stat().st_mtime), year=True)
    except OSError:
        return ""


def describe(path: Path) -> SaveEntry:
    """A list row for a save file: its players and length, or why it cannot be loaded (no replay)."""
    stamp = _stamp(path)
    try:
        game, names, moves, progress = registry.describe(path)
    except ValueError as exc:
        return SaveEntry(path, "", stamp, reason_of(exc), game=_autosave_game(path))
    summary = ngettext("{players} · {n} move", "{players} · {n} moves", moves, players=", ".join(names))
    if progress:
        summary = f"{progress} · {summary}"
    return SaveEntry(path, summary, stamp, game=_(game.name))


def _autosave_game(path: Path) -> str:
    """The game an autosave belongs to, from its file name ("" for a named save)."""
    game_id = persistence.autosave_game_id(path)
    return _(registry.entry(game_id).name) if game_id is not None else ""


def describe_pending(entries: list[SaveEntry], budget: float) -> bool:
    """Read the rows not read yet, in order, until `budget` seconds are spent; True if any was read."""
    start = time.perf_counter()
    changed = False
    for i, entry in enumerate(entries):
        if not entry.pending:
            continue
        if changed and time.perf_counter() - start > budget:
            break
        entries[i] = describe(entry.path)
        changed = True
    return changed


def entry_title(path: Path) -> str:
    """The name a save is listed under: an autosave is the game in progress."""
    return _("Autosave (the game in progress)") if persistence.autosave_game_id(path) is not None else path.stem


# ---- saving ----------------------------------------------------------------------------
class LoadScene(Scene):
    ROW_H = 64

    def __init__(self, settings: Any, hand_back: bool = False) -> None:
        super().__init__()
        self.settings = settings
        self.hand_back = hand_back
        self.entries: list[SaveEntry] = []
        self.selected = -1
        self.message = ""
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.view = ScrollView((0, 0, 1, 1))
        self.content: pygame.Surface | None = None
        self.buttons: dict[str, Button] = {}
        self.refresh()

    def refresh(self) -> None:
        saves = [*persistence.autosaves(), *persistence.list_saves()]
        self.entries = [SaveEntry(p, "", _stamp(p), pending=True, game=_autosave_game(p))
                        for p in saves[:MAX_LISTED]]
        describe_pending(self.entries, DESCRIBE_FIRST)
        self.selected = 0 if self.entries else -1
        self.content = None

    def update(self, dt: float) -> None:
        if describe_pending(self.entries, DESCRIBE_PER_FRAME):
            self.content = None

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(860)), min(h - px(70), px(640)))
        self.panel.center = (w // 2, h // 2 - px(10))
        p = self.panel
        self.view = ScrollView((p.left + px(30), p.top + px(76), p.width - px(60), p.height - px(200)))
        self.content = None
        bw, bh = px(200), px(54)
        self.buttons = {
            "back": Button(
                (p.left + px(30), p.bottom - bh - px(24), bw, bh), _("Back"), self.back, kind="ghost"
            ),
            "load": Button(
                (p.right - px(30) - bw, p.bottom - bh - px(24), bw, bh),
                _("Load"),
                self.load_selected,
                kind="primary",
            ),
        }
        self.buttons["watch"] = Button(
            (p.centerx - bw // 2, p.bottom - bh - px(24), bw, bh),
            _("Watch"),
            self.watch_selected,
            tooltip=_("Watch this game again, step by step (W)"),
        )
        self.buttons["load"].enabled = self.buttons["watch"].enabled = bool(self.entries)

    def _rows(self) -> pygame.Surface:
        """The list drawn once onto a tall surface; redrawn when the selection or entries change."""
        width = self.view.rect.width - px(14)
        row_h = px(self.ROW_H)
        surf = pygame.Surface((width, max(1, row_h * len(self.entries))), pygame.SRCALPHA)
        for i, entry in enumerate(self.entries):
            row = pygame.Rect(0, i * row_h, width, row_h - px(6))
            if i == self.selected:
                pygame.draw.rect(surf, theme.lighten(theme.PANEL, 0.10), row, border_radius=px(8))
                pygame.draw.rect(surf, theme.GOLD, row, px(2), border_radius=px(8))
            else:
                pygame.draw.rect(surf, theme.lighten(theme.PANEL, 0.05), row, border_radius=px(8))
            draw_text(
                surf,
                entry_title(entry.path),
                (row.left + px(16), row.top + px(8)),
                24,
                theme.TEXT if not entry.problem else theme.TEXT_DIM,
                bold=True,
            )
            detail, colour = (entry.summary, theme.TEXT_DIM) if not entry.problem else (translate(entry.problem), ERROR)
            if entry.pending:
                detail = _("reading\u2026")
            room = row.width - px(48) - font(19).size(entry.when)[0]
            size, detail = fit_line(detail, room, (19, 17, 15))
            draw_text(surf, detail, (row.left + px(16), row.bottom - px(8)), size, colour, anchor="bottomleft")
            if entry.game:
                draw_text(surf, entry.game, (row.right - px(16), row.top + px(8)), 20, theme.GOLD_LIGHT, bold=True,
                          anchor="topright")
            draw_text(
                surf, entry.when, (row.right - px(16), row.bottom - px(8)), 19, theme.TEXT_DIM, anchor="bottomright"
            )
        return surf

    def row_at(self, pos: tuple[int, int]) -> int | None:
        at = self.view.to_content(pos)
        if at is None:
            return None
        index = at[1] // px(self.ROW_H)
        return index if 0 <= index < len(self.entries) else None

    def select(self, index: int) -> None:
        self.selected = index
        self.message = ""
        self.content = None

    def load_selected(self) -> None:
        if not 0 <= self.selected < len(self.entries):
            self.message = (
                _("There are no saved games yet.") if not self.entries else _("Choose a save first.")
            )
            return
        entry = self.entries[self.selected]
        try:
            game = persistence.load_named(entry.path)
        except ValueError as exc:
            # show why, and leave the file exactly as it is
            entry.problem = reason_of(exc)
            self.message = _("This save cannot be loaded: {reason}", reason=translate(exc))
            self.content = None
            log.warning("cannot load %s: %s", entry.path, exc)
            return
        if self.hand_back:
            self.finish(("load", game))
            return
        try:
            scene = registry.open_game(game, self.settings)
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.message = _("The game screen is missing from this build.")
            return
        assert self.stack is not None
        self.stack.replace(scene)  # type: ignore[arg-type]

    def watch_selected(self) -> None:
        """Open the selected save in the replay viewer (read only); leaving it comes back here."""
        if not 0 <= self.selected < len(self.entries):
            self.message = _("There are no saved games yet.") if not self.entries else _("Choose a save first.")
            return
        entry = self.entries[self.selected]
        scene, problem = _viewer_for_file(entry.path, self.settings)
        if scene is None:
            entry.problem = problem
            self.message = _("This save cannot be watched: {reason}", reason=translate(problem))
            self.content = None
            return
        assert self.stack is not None
        self.stack.push(scene)

    def back(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load_selected()
            elif event.key == pygame.K_w:
                self.watch_selected()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.entries:
                step = -1 if event.key == pygame.K_UP else 1
                self.select(max(0, min(len(self.entries) - 1, self.selected + step)))
                self.view.scroll_to(min(self.view.offset, self.selected * px(self.ROW_H)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.row_at(event.pos)
            if hit is not None:
                if hit == self.selected and getattr(event, "clicks", 1) >= 2:
                    self.load_selected()
                else:
                    self.select(hit)
                return
        self.view.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        inner = draw_panel(surface, self.panel, _("Load game"))
        if self.content is None:
            self.content = self._rows()
            self.view.content_height = self.content.get_height()
        if self.entries:
            self.view.draw(surface, self.content)
        else:
            draw_text(
                surface,
                _("There are no saved games yet."),
                self.view.rect.center,
                26,
                theme.TEXT_DIM,
                anchor="center",
            )
        if self.message:
            draw_text(
                surface,
                self.message,
                (inner.centerx, self.buttons["load"].rect.top - px(14)),
                20,
                ERROR,
                anchor="midbottom",
            )
        for button in self.buttons.values():
            button.draw(surface)


def _viewer_for_file(path: Path, settings: Any) -> tuple[Any, str]:
    """The game's read-only viewer on a save, or (None, why it cannot be watched)."""
    try:
        game = persistence.load_named(path)
    except ValueError as exc:
        log.warning("cannot watch %s: %s", path, exc)
        return None, reason_of(exc)
    watch = registry.entry_for_game(game).watch_game
    if watch is None:
        return None, _("this game has no replay viewer yet")
    return watch(game, settings), ""
