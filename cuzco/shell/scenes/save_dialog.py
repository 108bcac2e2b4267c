"""SaveDialog: save the game under a name.

    SaveDialog(game, settings)   # transparent modal; finish(Path) once saved, finish(None) on cancel
    NameDialog                   # what it shares with the Load screen's rename: a name's field and message

It asks before overwriting a save, and refuses to overwrite one it cannot read.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import persistence, registry
from cuzco.shell.i18n import _, translate
from cuzco.shell.scenes.confirm import ButtonSpec, Dialog
from cuzco.shell.widgets import TextInput, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)

ERROR = theme.ERROR


class NameDialog(Dialog):
    """A dialog that asks for a name: its field, a line above it, a message under it (what is wrong).
    Enter goes to the field (it submits); typing clears the message."""

    size_wanted = (640, 300)
    widest_button = 200
    enter_takes_default = False
    field_label = ""

    def __init__(self, text: str, placeholder: str, max_len: int, submit: Callable[[], None]) -> None:
        super().__init__()
        self.input = TextInput((0, 0, 1, 1), text, placeholder, max_len=max_len, on_submit=lambda _text: submit(),
                               clear_tooltip=_("Empty the field"))
        self.input.focus()
        self.message = ""

    def panel_height(self) -> int:
        return px(self.size_wanted[1])  # the field needs it all, however low the window

    def lay_out_body(self, panel: pygame.Rect) -> None:
        self.input.rect = pygame.Rect(panel.left + px(36), panel.top + px(100), panel.width - px(72), px(46))

    def wants_frames(self) -> bool:
        return True  # the field's caret blinks

    def update(self, dt: float) -> None:
        self.input.update(dt)

    def draw_body(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        draw_text(surface, self.field_label, (self.input.rect.left, self.input.rect.top - px(6)), 20,
                  theme.TEXT_DIM, anchor="bottomleft")
        self.input.draw(surface)
        if self.message:  # wrapped under the field: a long name or a long language stays inside the panel
            top = self.input.rect.bottom + px(12)
            room = pygame.Rect(self.input.rect.left, top, self.input.rect.width,
                               max(px(24), min(b.rect.top for b in self.buttons.values()) - px(4) - top))
            draw_wrapped(surface, self.message, room, 19, ERROR, align="center", line_gap=1.05)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        self.input.draw_tooltip(surface)


class SaveDialog(NameDialog):
    def __init__(self, game: Any, settings: Any) -> None:
        suggestion = registry.entry_for_game(game).save_name(game)  # its own game says how far it got
        super().__init__(suggestion, _("Name of the save"), 48, self.save)
        self.game = game
        self.settings = settings
        # the dialog says which game is saved (two of them are named Cuzco)
        self.game_name = _(registry.entry_for_game(game).name)
        self.confirm_for = ""  # the name the player agreed to overwrite
        self.field_label = _("Name")

    @property
    def title(self) -> str:
        return _("Save this game of {game}", game=self.game_name)

    def button_specs(self) -> list[ButtonSpec]:
        return [("cancel", _("Cancel"), self.cancel, "ghost", ""), ("save", _("Save"), self.save, "primary", "")]

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
                "A save called \u201c{name}\u201d exists. Press Replace to save over it, or change the name.",
                name=name,
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

    def handle_more(self, event: pygame.event.Event) -> None:
        if self.input.handle_event(event):
            if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.confirm_for = ""
                self.buttons["save"].label = _("Save")
                self.message = ""
