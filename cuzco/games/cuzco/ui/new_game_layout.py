"""NewGameLayout: where the new-game form's widgets go, for `NewGameScene` (new_game.py).

    class NewGameScene(NewGameLayout, Scene)   # _layout(size, force): every widget rebuilt
    seat_row(panel, left) -> SeatRow           # a seat's row fitted to the panel and the language

The widgets are rebuilt on a resize or when the player count changes (what was
typed is kept first, `_collect`): the player count, one row per seat (name,
colour, human or computer level), the first player, the seed and the phones'
switch, and Back / Start game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from cuzco.games.cuzco.rules.components import MAX_PLAYERS, MIN_PLAYERS
from cuzco.games.cuzco.ui.computer_seats import SEAT_CHOICES, seat_label
from cuzco.shell.i18n import _
from cuzco.shell.phones.texts import switch_label
from cuzco.shell.widgets import Button, ColourPicker, Stepper, TextInput, Toggle, theme
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px

RANDOM = "random"


@dataclass(frozen=True)
class SeatRow:
    """Where a seat's parts go: its label, the name, the colours and the Human / Computer button."""

    name_left: int
    name_width: int
    picker_left: int
    swatch: int  # design size of a colour swatch
    kind_width: int


def seat_row(panel: pygame.Rect, left: int) -> SeatRow:
    """A seat's row, fitted to the panel and to the longest words of the language: the button is as wide as
    its longest label at full size ("Computer: Normal" is long in Spanish), the swatches shrink first."""
    labels = [seat_label(choice) for choice in SEAT_CHOICES]
    kind_width = max(px(130), max(font(20, True).size(label)[0] for label in labels) + px(24))
    name_left = left + max(px(104), font(22).size(_("Seat {n}", n=MAX_PLAYERS))[0] + px(34) + px(12))
    right = panel.right - px(36) - kind_width - px(16)
    for swatch in (29, 27, 25, 23, 21):
        picker_width = len(theme.PLAYER_COLOURS) * (px(swatch) + px(6)) - px(6)
        name_width = right - picker_width - px(20) - name_left
        if name_width >= px(200):
            break
    name_width = min(px(236), name_width)
    return SeatRow(name_left, name_width, name_left + name_width + px(20), swatch, kind_width)


class NewGameLayout:
    """The layout half of `NewGameScene` (its state and handlers are set there)."""

    count: int
    names: list[str]
    colours: list[str]
    first: int | str
    seed_text: str
    phones: bool
    size: tuple[int, int]
    panel: pygame.Rect
    inputs: list[TextInput]
    pickers: list[ColourPicker]
    kind_buttons: list[Button]
    count_stepper: Stepper | None
    first_stepper: Stepper | None
    seed_input: TextInput | None
    phones_toggle: Toggle | None
    buttons: dict[str, Button]
    _collect: Callable[[], None]
    _set_count: Callable[[int], None]
    _set_colour: Callable[[int, str], None]
    _toggle_computer: Callable[[int], None]
    _mark_taken: Callable[[], None]
    _label_kinds: Callable[[], None]
    _first_label: Callable[[Any], str]
    _set_first: Callable[[Any], None]
    _set_phones: Callable[[bool], None]
    back: Callable[[], None]
    start: Callable[[], None]

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and not force and self.buttons:
            return
        self._collect()
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(860)), min(h - px(70), px(660)))
        self.panel.center = (w // 2, h // 2 - px(10))
        p = self.panel
        left = p.left + px(36)
        y = p.top + px(84)
        self.count_stepper = Stepper(
            (left, y, px(560), px(40)),
            _("Players"),
            list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
            self.count,
            self._set_count,
        )
        y += px(62)
        self.inputs, self.pickers, self.kind_buttons = [], [], []
        row = seat_row(p, left)
        for i in range(MAX_PLAYERS):
            self.inputs.append(
                TextInput((row.name_left, y, row.name_width, px(42)), self.names[i], _("Name"), max_len=16,
                          clear_tooltip=_("Empty the field"))
            )
            picker = ColourPicker(
                (row.picker_left, y + px(6) + (px(29) - px(row.swatch)) // 2),
                theme.PLAYER_COLOURS,
                self.colours[i],
                partial(self._set_colour, i),
                size=row.swatch,
            )
            self.pickers.append(picker)
            kind = Button(
                (p.right - px(36) - row.kind_width, y + px(2), row.kind_width, px(38)),
                "",
                partial(self._toggle_computer, i),
                kind="ghost",
                font_size=20,
            )
            self.kind_buttons.append(kind)
            y += px(58)
        self._mark_taken()
        self._label_kinds()
        y += px(8)
        self.first_stepper = Stepper(
            (left, y, px(560), px(40)),
            _("First player"),
            [RANDOM, *range(self.count)],
            self.first if self.first == RANDOM or int(self.first) < self.count else RANDOM,
            self._set_first,
            format=self._first_label,
        )
        y += px(58)
        self.seed_input = TextInput(
            (left + px(230), y, px(250), px(42)), self.seed_text, _("random"), max_len=20,
            clear_tooltip=_("Empty the field"),
        )
        self.phones_toggle = Toggle((left + px(500), y, p.right - px(36) - (left + px(500)), px(42)),
                                    switch_label(short=True), self.phones, self._set_phones)
        bw, bh = px(220), px(54)
        self.buttons = {
            "back": Button(
                (p.left + px(36), p.bottom - bh - px(26), bw, bh), _("Back"), self.back, kind="ghost"
            ),
            "start": Button(
                (p.right - px(36) - bw, p.bottom - bh - px(26), bw, bh),
                _("Start game"),
                self.start,
                kind="primary",
                hotkey=None,
            ),
        }
