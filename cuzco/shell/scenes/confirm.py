"""Dialogs over the dimmed screen: the shared `Dialog`, and ConfirmDialog, a question asked before
something that is hard to take back.

    ConfirmDialog(question, detail="", yes=_("Yes"), no=_("Cancel"), never_again=None)

`Dialog` is what every small modal of the shell has in common (the save, rename, delete and
keep-the-game dialogs too): a panel in the middle of the dimmed screen with its title, and a row of
buttons along its bottom, the first at the left, the last (the default) at the right and any other
between. Escape cancels (`finish(None)`), Enter takes the default unless the dialog types text. A
subclass names its title and its buttons (`title`, `button_specs`) and, if it shows more, lays it out
(`lay_out_body`) and draws it (`draw_body`).

ConfirmDialog hands back `finish(Confirmed(never_again))` when the player agrees (the yes button,
Enter) and `finish(None)` when they do not (the no button, Escape, a click outside the panel). With
`never_again` (a label such as "Don't ask again") a switch is offered, and `Confirmed.never_again`
says whether it was on: the caller keeps that in its settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, Toggle, dim, draw_panel, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

ButtonSpec = tuple[str, str, Callable[[], None], str, str]  # key, label, action, kind, tooltip


def button_row(panel: pygame.Rect, specs: list[ButtonSpec], widest: int | None) -> dict[str, Button]:
    """The buttons along the panel's bottom, left to right: the first at the left edge, the last at the
    right, the others between. `widest` (at 100%) caps their width; None shares the row evenly."""
    gap, height, margin = px(16), px(52), px(36)
    share = (panel.width - 2 * margin - gap * (len(specs) - 1)) // max(1, len(specs))
    width = min(px(widest), share) if widest is not None else share
    y = panel.bottom - height - px(24)
    buttons = {}
    for i, (key, label, action, kind, tooltip) in enumerate(specs):
        left = panel.right - margin - width if i == len(specs) - 1 and i else panel.left + margin + i * (width + gap)
        buttons[key] = Button((left, y, width, height), label, action, kind=kind, tooltip=tooltip)
    return buttons


class Dialog(Scene):
    """A small modal: a centred panel (`size_wanted`, at 100%, narrowed to the window) with its title and
    a row of buttons; Escape cancels, Enter takes the last button unless `enter_takes_default` is off."""

    transparent = True
    size_wanted = (620, 250)
    widest_button: int | None = 240
    shade = 170  # how dark the screen beneath goes
    enter_takes_default = True

    def __init__(self) -> None:
        super().__init__()
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    # ---- what a dialog says -----------------------------------------------------------
    @property
    def title(self) -> str:
        return ""

    def button_specs(self) -> list[ButtonSpec]:
        return [("cancel", _("Cancel"), self.cancel, "ghost", "")]

    def panel_height(self) -> int:
        return px(self.size_wanted[1])

    def lay_out_body(self, panel: pygame.Rect) -> None:
        """Place what the dialog shows besides its buttons (called after each layout)."""

    def draw_body(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """Draw what the dialog shows besides its title and buttons (`inner`: the panel under its title)."""

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        for button in self.buttons.values():
            button.draw_tooltip(surface)

    def handle_more(self, event: pygame.event.Event) -> None:
        """An event no button took (a text field, a click outside the panel)."""

    # ---- what every dialog does --------------------------------------------------------
    def cancel(self) -> None:
        self.finish(None)

    def take_default(self) -> None:
        specs = self.button_specs()
        specs[-1][2]()

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(self.size_wanted[0])), min(h - px(40), self.panel_height()))
        self.panel.center = (w // 2, h // 2)
        self.buttons = button_row(self.panel, self.button_specs(), self.widest_button)
        self.lay_out_body(self.panel)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def wants_frames(self) -> bool:
        return False  # changes only with input

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.enter_takes_default:
            self.take_default()
            return
        for button in list(self.buttons.values()):
            if button.handle_event(event):
                return
        self.handle_more(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, self.shade)
        inner = draw_panel(surface, self.panel, self.title)
        self.draw_body(surface, inner)
        for button in self.buttons.values():
            button.draw(surface)
        self.draw_tooltips(surface)


@dataclass(frozen=True)
class Confirmed:
    never_again: bool = False


class ConfirmDialog(Dialog):
    shade = 160

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
        self.switch: Toggle | None = None
        self.never_again = False

    @property
    def title(self) -> str:
        return self.question

    @property
    def yes(self) -> Button | None:
        return self.buttons.get("yes")

    @property
    def no(self) -> Button | None:
        return self.buttons.get("no")

    def button_specs(self) -> list[ButtonSpec]:
        return [("no", self.no_label, self.cancel, "ghost", self.tooltips[1]),
                ("yes", self.yes_label, self._yes, "primary", self.tooltips[0])]

    def panel_height(self) -> int:
        return px(250) + (px(56) if self.never_again_label else 0)

    def lay_out_body(self, panel: pygame.Rect) -> None:
        if self.never_again_label:
            self.switch = Toggle((panel.left + px(36), self.buttons["no"].rect.top - px(60), panel.w - px(72),
                                  px(44)), self.never_again_label, self.never_again, self._set_never_again)

    def _set_never_again(self, value: bool) -> None:
        self.never_again = value

    def _yes(self) -> None:
        self.finish(Confirmed(self.never_again))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return  # the question takes no other key
        super().handle_event(event)

    def handle_more(self, event: pygame.event.Event) -> None:
        if self.switch is not None and self.switch.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel.collidepoint(event.pos):
            self.cancel()

    def draw_body(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        p = self.panel
        if self.detail:
            box = pygame.Rect(p.left + px(36), p.top + px(76), p.w - px(72), px(90))
            draw_wrapped(surface, self.detail, box, 22, theme.TEXT)
        if self.switch is not None:
            self.switch.draw(surface)
