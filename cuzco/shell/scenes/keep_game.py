"""KeepGameDialog: before another game takes the place of one in progress, ask what becomes of it.

    KeepGameDialog(entry, path, then)  # transparent modal; `then()` once the game is kept or discarded

Keep it in Load game is the default (Enter): the game moves to the saved games
under a name that says what it was (`save_files.keep_autosave`). Discard moves
it to the recently deleted, where the Load screen can still bring it back for
a while. Either closes the dialog (`finish(None)`) and calls `then`, the door
the player was taking. Cancel (Escape) leaves everything as it was and calls
nothing. When the disk refuses the move, the dialog stays open and says why;
the game stays where it was. Every door asks through `doors.through_door`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import save_files
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.save_files import KEEP_DELETED_DAYS
from cuzco.shell.scenes.confirm import ButtonSpec, Dialog
from cuzco.shell.widgets import draw_wrapped, theme
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)


class KeepGameDialog(Dialog):
    size_wanted = (760, 360)
    widest_button = None  # three buttons share the row

    def __init__(self, entry: Any, path: Path, then: Callable[[], None] = lambda: None) -> None:
        super().__init__()
        from cuzco.shell.scenes.save_rows import describe

        self.entry = entry
        self.path = path
        self.then = then
        self.message = ""  # why the game could not be moved
        row = describe(path)
        self.detail = row.summary or row.problem and _("(this game cannot be read, but it is kept all the same)")
        self.when = row.when

    @property
    def title(self) -> str:
        return _("A game of {game} is in progress", game=_(self.entry.name))

    def button_specs(self) -> list[ButtonSpec]:
        return [
            ("cancel", _("Cancel"), self.cancel, "ghost", _("Go back; nothing changes (Escape)")),
            ("discard", _("Discard"), self.discard, "",
             ngettext("It waits in Recently deleted on the Load screen for {n} day",
                      "It waits in Recently deleted on the Load screen for {n} days",
                      KEEP_DELETED_DAYS, n=KEEP_DELETED_DAYS)),
            ("keep", _("Keep it in Load game"), self.keep, "primary",
             _("Saved under its players, progress and date (Enter)")),
        ]

    def keep(self) -> None:
        self._move(save_files.keep_autosave)

    def discard(self) -> None:
        self._move(save_files.discard_autosave)

    def _move(self, move: Callable[[str], Path]) -> None:
        try:
            move(self.entry.id)
        except OSError as exc:
            log.warning("cannot move the game in progress: %s", exc)
            self.message = _("The game in progress could not be moved, so it stays: {reason}",
                             reason=translate(file_problem(exc)))
            return
        self.finish(None)
        self.then()

    def draw_body(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        from cuzco.shell.i18n import language
        from cuzco.shell.scenes.save_rows import preview

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
        explain = _("Another game of {game} takes its place. Keep it in Load game to finish it later, "
                    "or discard it.", game=_(self.entry.name))
        y += px(8) + draw_wrapped(surface, explain, pygame.Rect(text.left, y + px(8), text.width,
                                                                 text.bottom - y - px(8)), 20, theme.SAND)
        if self.message:
            draw_wrapped(surface, self.message, pygame.Rect(text.left, y + px(6), text.width, text.bottom - y - px(6)),
                         18, theme.ERROR)
