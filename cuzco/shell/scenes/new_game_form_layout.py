"""The layout and the drawing of the shell's new-game form (`NewGameForm` in new_game_form.py): where each
part goes for the window and the language, and the panel, the note and the seed's hint drawn around the widgets.

    class NewGameForm(FormLayout, Scene)   # _layout(size): every widget rebuilt; draw(surface)

Every length goes through `px`, so the form fits from 1024x700 up at every UI scale: the seat rows share
what height is left once the fixed parts (the players, the first player, the seed, the switches two to a row,
the note and the buttons) have theirs, between a floor and a ceiling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.phones.texts import switch_label, switch_tooltip
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import (
    Button,
    ColourPicker,
    Stepper,
    TextInput,
    Toggle,
    draw_backdrop,
    draw_panel,
    draw_text,
    draw_wrapped,
    theme,
)
from cuzco.shell.widgets.text import font, wrap
from cuzco.shell.widgets.theme import px

NOTE_SIZE = 16
RANDOM = "random"


class FormLayout:
    """The layout half of `NewGameForm` (its state and handlers are set there)."""

    size: tuple[int, int]
    panel: pygame.Rect
    players: int
    kinds: list[str]
    names: list[str]
    colours: list[str]
    first: int | str
    phones: bool
    seed_text: str
    count: Stepper | None
    inputs: list[TextInput]
    seats: list[Stepper]
    pickers: list[ColourPicker]
    first_stepper: Stepper | None
    seed_input: TextInput | None
    option_toggles: dict[str, Toggle]
    phones_toggle: Toggle | None
    buttons: dict[str, Button]
    note_rect: pygame.Rect
    message: str
    MAX_PLAYERS: int
    MIN_PLAYERS: int
    NAME_MAX: int
    NOTE_LINES: int
    SEAT_KINDS: tuple[str, ...]
    PHONES: bool
    SEED_FIELD: bool
    COLOURS: dict[str, Any] | None
    _collect: Callable[[], None]
    _set_players: Callable[[int], None]
    _kind_setter: Callable[[int], Callable[[str], None]]
    _colour_setter: Callable[[int], Callable[[str], None]]
    _option_setter: Callable[[str], Callable[[bool], None]]
    _mark_taken: Callable[[], None]
    _set_first: Callable[[Any], None]
    _set_phones: Callable[[bool], None]
    _first_label: Callable[[Any], str]
    _boxes: Callable[[], list[TextInput]]
    widgets: Callable[[], list[Any]]
    back: Callable[[], None]
    start: Callable[[], None]
    title: Callable[[], str]
    subtitle: Callable[[], str]
    kind_label: Callable[[str], str]
    seat_colour: Callable[[int], Any]
    options: Callable[[], list[Any]]
    notes: Callable[[], list[str]]
    extra_buttons: Callable[[], dict[str, Button]]

    # ---- layout ----------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.count is not None and len(self.inputs) == self.players:
            return
        self._collect()
        self.size = size
        w, h = size
        width = min(w - px(24), px(800))
        left, inner = w // 2 - width // 2 + px(28), width - px(56)
        options = self.options()
        toggles = len(options) + (1 if self.PHONES else 0)
        header = px(66) + (px(22) if self.subtitle() else 0) + px(46)
        below = (px(48) + (px(44) if self.SEED_FIELD else 0) + (toggles + 1) // 2 * px(44)
                 + self.NOTE_LINES * px(19) + px(28) + px(50) + px(16))
        pitch = max(px(28), min(px(50), (h - px(24) - header - below) // self.MAX_PLAYERS))
        height = header + self.players * pitch + below
        self.panel = pygame.Rect(w // 2 - width // 2, max(px(12), (h - height) // 2), width, height)
        y = self.panel.top + header - px(46)
        self.count = Stepper((left, y, inner, px(40)), _("Players"),
                             list(range(self.MIN_PLAYERS, self.MAX_PLAYERS + 1)), self.players, self._set_players)
        y += px(46)
        row = min(px(40), pitch - px(4))
        name_w = inner * 2 // 5
        swatch = 0
        if self.COLOURS is not None:  # the swatches between the name and the level, as large as they fit
            name_w = inner * 3 // 10
            room = inner - name_w - px(250)
            swatch = max(16, min(29, (room * 100 // max(1, px(100)) + 6) // len(self.COLOURS) - 6))
        kind_left = left + name_w + px(8) + (len(self.COLOURS) * (px(swatch) + px(6)) + px(10) if swatch else 0)
        self.inputs, self.seats, self.pickers = [], [], []
        for i in range(self.players):  # only the seats in play: the others keep their names in `names`
            self.inputs.append(TextInput((left + px(30), y, name_w - px(34), row), self.names[i], _("Name"),
                                         max_len=self.NAME_MAX, font_size=22, clear_tooltip=_("Empty the field")))
            if self.COLOURS is not None:
                self.pickers.append(ColourPicker((left + name_w + px(4), y + (row - px(swatch)) // 2), self.COLOURS,
                                                 self.colours[i], self._colour_setter(i), size=swatch))
            self.seats.append(Stepper((kind_left, y, left + inner - kind_left, row), "",
                                      list(self.SEAT_KINDS), self.kinds[i], self._kind_setter(i),
                                      format=self.kind_label))
            y += pitch
        self._mark_taken()
        y += px(4)
        first = self.first if self.first == RANDOM or int(self.first) < self.players else RANDOM
        self.first_stepper = Stepper((left, y, inner, px(40)), _("First player"), [RANDOM, *range(self.players)],
                                     first, self._set_first, format=self._first_label)
        y += px(44)
        if self.SEED_FIELD:
            label_w = font(22).size(_("Seed (optional)"))[0] + px(16)
            self.seed_input = TextInput((left + label_w, y, min(px(250), inner - label_w), px(38)), self.seed_text,
                                        _("random"), max_len=20, font_size=22, clear_tooltip=_("Empty the field"))
            y += px(44)
        half = (inner - px(24)) // 2
        switches: list[tuple[str, str, bool, Callable[[bool], None]]] = [
            (o.key, o.label, bool(getattr(self, o.key)), self._option_setter(o.key)) for o in options]
        if self.PHONES:
            switches.append(("phones", switch_label(short=True), self.phones, self._set_phones))
        self.option_toggles, self.phones_toggle = {}, None
        for n, (key, label, value, setter) in enumerate(switches):
            x = left + (n % 2) * (half + px(24))
            toggle = Toggle((x, y + (n // 2) * px(44), half, px(40)), label, value, setter)
            if key == "phones" and self.PHONES:
                self.phones_toggle = toggle
            else:
                self.option_toggles[key] = toggle
        y += (len(switches) + 1) // 2 * px(44)
        bh = px(50)
        bottom = self.panel.bottom - px(16) - bh
        self.note_rect = pygame.Rect(left, y + px(2), inner, max(0, bottom - px(26) - y))
        extras = self.extra_buttons()
        gap = px(14)
        bw = min(px(210), (inner - gap * (len(extras) + 1)) // (len(extras) + 2))
        back = Button((left, bottom, bw, bh), _("Back"), self.back, kind="ghost")
        start = Button((left + inner - bw, bottom, bw, bh), _("Start"), self.start, kind="primary", hotkey=None)
        self.buttons = {"back": back}
        middle = left + inner // 2 - (len(extras) * (bw + gap) - gap) // 2
        for n, (name, button) in enumerate(extras.items()):
            button.rect = pygame.Rect(middle + n * (bw + gap), bottom, bw, bh)
            self.buttons[name] = button
        self.buttons["start"] = start


    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """The panel and the note as drawn (for the layout tests: on screen, clear of the widgets)."""
        if not self.buttons:
            return []
        boxes = [("panel", self.panel)]
        step = round(font(NOTE_SIZE).get_linesize() * 1.2)
        lines = sum(len(wrap(paragraph, NOTE_SIZE, self.note_rect.width)) for paragraph in self.notes())
        if lines:
            boxes.append(("note", pygame.Rect(self.note_rect.topleft, (self.note_rect.width, lines * step))))
        return boxes

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        draw_panel(surface, self.panel, self.title())
        if self.subtitle():
            draw_text(surface, self.subtitle(), (self.panel.centerx, self.panel.top + px(58)), 18, theme.TEXT_DIM,
                      anchor="midtop")
        for i, box in enumerate(self.inputs[: self.players]):
            draw_seat(surface, i, self.seat_colour(i), (box.rect.left - px(16), box.rect.centery), px(10))
        for widget in self.widgets():
            widget.draw(surface)
        for key, toggle in self.option_toggles.items():
            tooltips.add(toggle.rect, next(o.tooltip for o in self.options() if o.key == key))
        if self.phones_toggle is not None:
            tooltips.add(self.phones_toggle.rect, switch_tooltip())
        top = self.note_rect.top
        for paragraph in self.notes():
            room = pygame.Rect(self.note_rect.left, top, self.note_rect.width, max(0, self.note_rect.bottom - top))
            top += draw_wrapped(surface, paragraph, room, NOTE_SIZE, theme.TEXT_DIM)
        if self.message:
            draw_text(surface, self.message, (self.panel.centerx, self.buttons["start"].rect.top - px(4)), 20,
                      theme.ERROR, anchor="midbottom")
        for button in self.buttons.values():
            button.draw_tooltip(surface)
        if self.seed_input is not None:
            draw_text(surface, _("Seed (optional)"), (self.count.rect.left, self.seed_input.rect.centery), 22,
                      theme.TEXT, anchor="midleft") if self.count is not None else None
            hint = pygame.Rect(self.seed_input.rect.right + px(12), self.seed_input.rect.top,
                               self.panel.right - px(28) - self.seed_input.rect.right - px(12), self.seed_input.rect.h)
            draw_wrapped(surface, _("Leave empty for a fresh game. The same seed and names always give the same "
                                    "game."), hint, 14, theme.TEXT_DIM)
        for box in self._boxes():
            box.draw_tooltip(surface)
