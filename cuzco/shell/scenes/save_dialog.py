"""SaveDialog: save the game under a name.

    SaveDialog(game, settings)   # transparent modal; finish(Path) once saved, finish(None) on cancel

It asks before overwriting a save, and refuses to overwrite one it cannot read.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import persistence, registry
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import (
    Button,
    TextInput,
    dim,
    draw_panel,
    draw_text,
    theme,
)
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)

ERROR = theme.ERROR


class SaveDialog(Scene):
    transparent = True

    def __init__(self, game: Any, settings: Any) -> None:
        super().__init__()
        self.game = game
        self.settings = settings
        entry = registry.entry_for_game(game)
        self.game_name = _(entry.name)  # the dialog says which game is saved (two of them are named Cuzco)
        suggestion = entry.save_name(game)  # its own game says how far it got
        self.input = TextInput(
            (0, 0, 1, 1), suggestion, _("Name of the save"), max_len=48, on_submit=lambda _text: self.save(),
            clear_tooltip=_("Empty the field"),
        )
        self.input.focus()
        self.confirm_for = ""  # the name the player agreed to overwrite
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
            "cancel": Button(
                (p.left + px(36), p.bottom - bh - px(24), bw, bh), _("Cancel"), self.cancel, kind="ghost"
            ),
            "save": Button(
                (p.right - px(36) - bw, p.bottom - bh - px(24), bw, bh), _("Save"), self.save, kind="primary"
            ),
        }

    def save(self) -> None:
        name = self.input.text.strip()
        if not name:
            self.message = _("Type a name for the save.")
            return
        target = persistence.save_path(name)
        if target.exists() and self.confirm_for != name:
            try:
                persistence.load_named(target)
            except ValueError:
                self.message = _(
                    "A save by that name exists but cannot be read. Choose another name to keep it."
                )
                return
            self.confirm_for = name
            self.message = _(
                "A save called \u201c{name}\u201d exists. Press Save again to replace it.", name=name
            )
            self.buttons["save"].label = _("Replace")
            return
        try:
            path = persistence.save_named(self.game, name)
        except OSError as exc:
            log.error("saving failed: %s", exc)
            self.message = _("The game could not be saved: {reason}", reason=translate(file_problem(exc)))
            return
        log.info("game saved to %s", path)
        self.finish(path)

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
        if self.input.handle_event(event):
            if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.confirm_for = ""
                self.buttons["save"].label = _("Save")
                self.message = ""

    def update(self, dt: float) -> None:
        self.input.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        inner = draw_panel(surface, self.panel, _("Save this game of {game}", game=self.game_name))
        draw_text(
            surface,
            _("Name"),
            (self.input.rect.left, self.input.rect.top - px(6)),
            20,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        self.input.draw(surface)
        if self.message:
            draw_text(
                surface,
                self.message,
                (inner.centerx, self.input.rect.bottom + px(14)),
                20,
                ERROR,
                anchor="midtop",
            )
        for button in self.buttons.values():
            button.draw(surface)
        self.input.draw_tooltip(surface)


# ---- loading ---------------------------------------------------------------------------
