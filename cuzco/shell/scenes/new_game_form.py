"""NewGameForm: the one new-game form every game's set-up is built on.

    class IncanGoldSetupScene(NewGameForm):
        MIN_PLAYERS, MAX_PLAYERS = 3, 8
        SEAT_KINDS = ("human", "easy", "normal", "hard")
        DEFAULT_NAMES = (...)
        PHONES = True                 # the game's table serves the players' phones: the form shows their switch
        COLOURS = theme.PLAYER_COLOURS  # optional: each seat picks its colour (else `seat_colour` fixes it)
        SEED_FIELD = True             # optional: a "Seed (optional)" field
        def title(self) -> str: ...
        def options(self) -> list[FormOption]: ...   # the game's own switches, each with its tooltip
        def launch(self, seed) -> None: ...          # put the game's table in the form's place

Top to bottom, the same in every game: the title and a line about the game; the number of players; one row
per seat (the seat's colour, or its colour choice, its name, and human or a computer level); the first
player (drawn at random or chosen); the seed field for a game that has one; the game's own switches, and
the players' phones switch for a game that declares `PHONES`;
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

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.scenes.new_game_form_layout import RANDOM, FormLayout
from cuzco.shell.widgets import (
    Button,
    ColourPicker,
    Stepper,
    TextInput,
    Toggle,
    theme,
)
from cuzco.shell.widgets.theme import Colour

HUMAN = "human"


@dataclass(frozen=True)
class FormOption:
    """One of a game's own switches: the form attribute it sets, its label and its tooltip."""

    key: str
    label: str
    tooltip: str


def same_name_key(name: str) -> str:
    """What two names that only look different have in common (case, spaces, full-width letters)."""
    return " ".join(unicodedata.normalize("NFKC", name.strip()).casefold().split())


class NewGameForm(FormLayout, Scene):
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
    COLOURS: dict[str, Colour] | None = None  # the colours a seat may pick; None: each seat's colour is fixed
    DEFAULT_COLOURS: tuple[str, ...] = ()
    SEED_FIELD = False  # a "Seed (optional)" field: an empty one is a fresh game

    def __init__(self, settings: Any, seed: int | str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.seed = seed
        self.players = self.DEFAULT_PLAYERS
        self.kinds = list(self.DEFAULT_KINDS)
        self.names = list(self.DEFAULT_NAMES)
        self.first: int | str = RANDOM
        self.phones = False
        self.colours = list(self.DEFAULT_COLOURS)
        self.seed_text = ""
        self.pickers: list[ColourPicker] = []
        self.seed_input: TextInput | None = None
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
        """The seat's colour: the one picked, for a game whose seats pick theirs."""
        if self.COLOURS is not None and seat < len(self.colours):
            return self.COLOURS[self.colours[seat]]
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
        if self.seed_input is not None:
            self.seed_text = self.seed_input.text

    def _set_players(self, value: int) -> None:
        self.players = value
        if self.first != RANDOM and int(self.first) >= value:
            self.first = RANDOM
        if self.COLOURS is not None:  # a seat coming back may hold a colour another seat took meanwhile
            for i in range(value):
                if self.colours[i] in self.colours[:i]:
                    self.colours[i] = next(c for c in self.COLOURS if c not in self.colours[:value])
        self.size = (0, 0)  # the first-player choices change with the seats

    def _kind_setter(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _option_setter(self, key: str) -> Callable[[bool], None]:
        def set_option(on: bool) -> None:
            setattr(self, key, on)

        return set_option

    def _colour_setter(self, seat: int) -> Callable[[str], None]:
        def set_colour(name: str) -> None:
            self.colours[seat] = name
            self._mark_taken()

        return set_colour

    def _mark_taken(self) -> None:
        for i, picker in enumerate(self.pickers):
            picker.taken = {self.colours[j] for j in range(self.players) if j != i}

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

    def on_resize(self, size: tuple[int, int]) -> None:
        self._collect()
        self.size = (0, 0)

    # ---- loop ------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        assert self.count is not None and self.first_stepper is not None
        rows = min(self.players, len(self.inputs))  # until the next layout, the rows already built
        seats = [w for i in range(rows) for w in (self.inputs[i], *self.pickers[i: i + 1], self.seats[i])]
        toggles: list[Any] = [*self.option_toggles.values()]
        if self.phones_toggle is not None:
            toggles.append(self.phones_toggle)
        seed = [self.seed_input] if self.seed_input is not None else []
        return [self.count, *seats, self.first_stepper, *seed, *toggles, *self.buttons.values()]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.count is None or self.size == (0, 0):
            self._layout(screen_size())
        typing = any(box.focused for box in self._boxes())
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

    def _boxes(self) -> list[TextInput]:
        return [*self.inputs[: self.players], *([self.seed_input] if self.seed_input is not None else [])]

    def _focus_next(self) -> None:
        boxes = self._boxes()
        current = next((i for i, b in enumerate(boxes) if b.focused), -1)
        for b in boxes:
            b.focus(False)
        boxes[(current + 1) % len(boxes)].focus(True)

    def update(self, dt: float) -> None:
        for box in self._boxes():
            box.update(dt)
