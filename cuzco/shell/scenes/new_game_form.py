"""NewGameForm: the one new-game form every game's set-up is built on.

    class IncanGoldSetupScene(NewGameForm):
        MIN_PLAYERS, MAX_PLAYERS = 3, 8
        SEAT_KINDS = ("human", "easy", "normal", "hard")
        DEFAULT_NAMES = (...)
        PHONES = True                 # the game's table serves the players' phones: the form shows their switch
        def title(self) -> str: ...
        def options(self) -> list[FormOption]: ...   # the game's own switches, each with its tooltip
        def launch(self, seed) -> None: ...          # put the game's table in the form's place

Top to bottom, the same in every game: the title and a line about the game; the number of players; one row
per seat (the seat's colour, its name, and human or a computer level); the first player (drawn at random
or chosen); the game's own switches, and the players' phones switch for a game that declares `PHONES`;
the game's note (`note()`: what the levels do, what is reconstructed); a line saying what is wrong with the
form; and the buttons: Back, the game's own (`extra_buttons`: Continue, a guided round), Start.

A game only declares what is its own. The form keeps its state in plain attributes (`players`, `kinds`,
`names`, `first`, `phones`, and one attribute per option key) that the game's set-up memory reads and
restores; the widgets (`count`, `inputs`, `seats`, `first_stepper`, `option_toggles`, `phones_toggle`,
`buttons`) are rebuilt on a resize or when the number of players changes, keeping what was typed.
Names that only look different (case, spaces, full-width letters) count as the same.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.phones.texts import switch_label, switch_tooltip
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import draw_seat, screen_size
from cuzco.shell.widgets import (
    Button,
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
from cuzco.shell.widgets.theme import Colour, px

HUMAN = "human"
RANDOM = "random"
NOTE_SIZE = 16


@dataclass(frozen=True)
class FormOption:
    """One of a game's own switches: the form attribute it sets, its label and its tooltip."""

    key: str
    label: str
    tooltip: str


def same_name_key(name: str) -> str:
    """What two names that only look different have in common (case, spaces, full-width letters)."""
    return " ".join(unicodedata.normalize("NFKC", name.strip()).casefold().split())


class NewGameForm(Scene):
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    SEAT_KINDS: tuple[str, ...] = (HUMAN, "easy", "normal", "hard")
    DEFAULT_NAMES: tuple[str, ...] = ("Amaru", "Killa", "Inti", "Sisa")
    DEFAULT_KINDS: tuple[str, ...] = (HUMAN, "normal", "normal", "easy")
    DEFAULT_PLAYERS = 2
    NAME_MAX = 16
    PHONES = False  # a game whose table serves the players' phones sets this: the form shows the phones switch
    EMPTY_NAME_IS_DEFAULT = False  # True: an emptied name plays under the seat's default name
    NOTE_LINES = 3  # lines of room kept for `note()` at the design size

    def __init__(self, settings: Any, seed: int | str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.seed = seed
        self.players = self.DEFAULT_PLAYERS
        self.kinds = list(self.DEFAULT_KINDS)
        self.names = list(self.DEFAULT_NAMES)
        self.first: int | str = RANDOM
        self.phones = False
        for option in self.options():
            setattr(self, option.key, getattr(self, option.key, False))
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.count: Stepper | None = None
        self.inputs: list[TextInput] = []
        self.seats: list[Stepper] = []
        self.first_stepper: Stepper | None = None
        self.option_toggles: dict[str, Toggle] = {}
        self.phones_toggle: Toggle | None = None
        self.buttons: dict[str, Button] = {}
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.message = ""
        self.recall()

    # ---- what each game declares --------------------------------------------
    def title(self) -> str:
        return _("New game")

    def subtitle(self) -> str:
        return ""

    def kind_label(self, kind: str) -> str:
        return {HUMAN: _("Human"), "easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard")}.get(kind, kind)

    def seat_colour(self, seat: int) -> Colour:
        return theme.SAND

    def options(self) -> list[FormOption]:
        return []

    def notes(self) -> list[str]:
        """Paragraphs under the switches (what the levels do, what is reconstructed), in `NOTE_LINES` of room."""
        return []

    def extra_buttons(self) -> dict[str, Button]:
        """The game's own buttons between Back and Start (Continue, a guided round), by name; the form places them."""
        return {}

    def recall(self) -> None:
        """Restore the form from the game's set-up memory."""

    def remember(self) -> None:
        """Keep the form in the game's set-up memory."""

    def launch(self, seed: int | str) -> None:
        raise NotImplementedError

    # ---- the state -------------------------------------------------------------
    def form_state(self) -> dict[str, Any]:
        """The form's set-up as plain data, for the game's set-up memory."""
        state = {"players": self.players, "seats": list(self.kinds), "names": self.kept_names(),
                 "first": self.first}
        if self.PHONES:
            state["phones"] = self.phones
        for option in self.options():
            state[option.key] = getattr(self, option.key)
        return state

    def restore(self, last: dict[str, Any]) -> None:
        self.players, self.kinds, self.names = last["players"], list(last["seats"]), list(last["names"])
        first = last.get("first", RANDOM)
        self.first = first if first == RANDOM or (type(first) is int and first < self.players) else RANDOM
        self.phones = bool(last.get("phones", False)) and self.PHONES
        for option in self.options():
            setattr(self, option.key, bool(last.get(option.key, False)))

    def kept_names(self) -> list[str]:
        self._collect()
        names = [n.strip() for n in self.names]
        if self.EMPTY_NAME_IS_DEFAULT:
            names = [name or self.DEFAULT_NAMES[i] for i, name in enumerate(names)]
        return names

    def seat_names(self) -> list[str]:
        """The names the game starts with, trimmed (an empty one is the default where the game says so)."""
        return self.kept_names()[: self.players]

    def computer_levels(self) -> dict[int, str]:
        return {i: self.kinds[i] for i in range(self.players) if self.kinds[i] != HUMAN}

    def first_player(self) -> int | None:
        return None if self.first == RANDOM else int(self.first)

    def problem(self) -> str:
        """What is wrong with the form, or ""."""
        if any(not n for n in self.seat_names()):
            return _("Every player needs a name.")
        return self.repeated_name()

    def repeated_name(self) -> str:
        """Why the names cannot stand when two seats have the same one, or ""."""
        seen: dict[str, str] = {}
        for name in self.seat_names():
            key = same_name_key(name)
            if key and key in seen:  # the results and the log could not tell them apart
                return _("Two players are called \u201c{name}\u201d: give each a different name.", name=seen[key])
            seen[key] = name
        return ""

    # ---- changes ---------------------------------------------------------------
    def _collect(self) -> None:
        """Keep what was typed before the widgets are rebuilt."""
        for i, box in enumerate(self.inputs):
            self.names[i] = box.text

    def _set_players(self, value: int) -> None:
        self.players = value
        if self.first != RANDOM and int(self.first) >= value:
            self.first = RANDOM
        self.size = (0, 0)  # the first-player choices change with the seats

    def _kind_setter(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _option_setter(self, key: str) -> Callable[[bool], None]:
        def set_option(on: bool) -> None:
            setattr(self, key, on)

        return set_option

    def _set_first(self, value: Any) -> None:
        self.first = value

    def _set_phones(self, on: bool) -> None:
        self.phones = on

    def _first_label(self, value: Any) -> str:
        if value == RANDOM:
            return _("Random")
        seat = int(value)
        name = self.inputs[seat].text if seat < len(self.inputs) else self.names[seat]
        return name.strip() or _("Seat {n}", n=seat + 1)

    # ---- starting --------------------------------------------------------------
    def start(self) -> None:
        self.message = self.problem()
        if self.message:
            return
        self.remember()
        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        self.launch(seed)

    def back(self) -> None:
        self.finish(None)

    # ---- layout ----------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.count is not None:
            return
        self._collect()
        self.size = size
        w, h = size
        width = min(w - px(24), px(800))
        left, inner = w // 2 - width // 2 + px(28), width - px(56)
        options = self.options()
        toggles = len(options) + (1 if self.PHONES else 0)
        header = px(66) + (px(22) if self.subtitle() else 0) + px(46)
        below = (px(48) + (toggles + 1) // 2 * px(44) + self.NOTE_LINES * px(19) + px(28) + px(50) + px(16))
        pitch = max(px(28), min(px(50), (h - px(24) - header - below) // self.MAX_PLAYERS))
        height = header + self.players * pitch + below
        self.panel = pygame.Rect(w // 2 - width // 2, max(px(12), (h - height) // 2), width, height)
        y = self.panel.top + header - px(46)
        self.count = Stepper((left, y, inner, px(40)), _("Players"),
                             list(range(self.MIN_PLAYERS, self.MAX_PLAYERS + 1)), self.players, self._set_players)
        y += px(46)
        row = min(px(40), pitch - px(4))
        name_w = inner * 2 // 5
        self.inputs, self.seats = [], []
        for i in range(self.players):  # only the seats in play: the others keep their names in `names`
            self.inputs.append(TextInput((left + px(30), y, name_w - px(34), row), self.names[i], _("Name"),
                                         max_len=self.NAME_MAX, font_size=22, clear_tooltip=_("Empty the field")))
            self.seats.append(Stepper((left + name_w + px(8), y, inner - name_w - px(8), row), "",
                                      list(self.SEAT_KINDS), self.kinds[i], self._kind_setter(i),
                                      format=self.kind_label))
            y += pitch
        y += px(4)
        first = self.first if self.first == RANDOM or int(self.first) < self.players else RANDOM
        self.first_stepper = Stepper((left, y, inner, px(40)), _("First player"), [RANDOM, *range(self.players)],
                                     first, self._set_first, format=self._first_label)
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

    def on_resize(self, size: tuple[int, int]) -> None:
        self._collect()
        self.size = (0, 0)

    # ---- loop ------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        assert self.count is not None and self.first_stepper is not None
        seats = [w for i in range(self.players) for w in (self.inputs[i], self.seats[i])]
        toggles: list[Any] = [*self.option_toggles.values()]
        if self.phones_toggle is not None:
            toggles.append(self.phones_toggle)
        return [self.count, *seats, self.first_stepper, *toggles, *self.buttons.values()]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.count is None or self.size == (0, 0):
            self._layout(screen_size())
        typing = any(box.focused for box in self.inputs[: self.players])
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not typing:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._focus_next()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT):
            self.message = ""  # the player is changing something: the old complaint goes
        for widget in self.widgets():
            if widget.handle_event(event):
                if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN) and widget in self.inputs:
                    self.message = self.repeated_name()  # a repeated name is said as it is typed
                return

    def _focus_next(self) -> None:
        boxes = self.inputs[: self.players]
        current = next((i for i, b in enumerate(boxes) if b.focused), -1)
        for b in boxes:
            b.focus(False)
        boxes[(current + 1) % len(boxes)].focus(True)

    def update(self, dt: float) -> None:
        for box in self.inputs:
            box.update(dt)

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
        for box in self.inputs[: self.players]:
            box.draw_tooltip(surface)
