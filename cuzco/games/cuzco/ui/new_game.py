"""NewGameScene: set up a game: 2-4 players, names, colours, first player, seed.

    NewGameScene(settings)

Start builds `Setup(names, seed, first_player)` and replaces this scene with
`GameScene(Game.new(setup), settings)` (so leaving the game returns to the
menu beneath). Back or Escape returns to the menu with finish(None).
Every seat may be a computer player (watching is a way to learn). The form
remembers its last set-up in the settings (`Settings.new_game`). An empty
seed means a fresh random one; digits make a numeric seed, anything else is
used as text (the same seed and names always give the same game).
"""

from __future__ import annotations

import logging
import random
import unicodedata
from typing import Any

import pygame

from cuzco.games.cuzco.rules.components import MAX_PLAYERS
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.computer_seats import HUMAN, next_choice, seat_bot, seat_label
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.games.cuzco.ui.new_game_layout import RANDOM, NewGameLayout
from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.phones.texts import switch_tooltip
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import DEFAULT_SEAT_COLOURS, screen_size
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
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)

DEFAULT_NAMES = ("Amaru", "Killa", "Sayri", "Tupaq")



class NewGameScene(NewGameLayout, Scene):
    def __init__(self, settings: Any) -> None:
        super().__init__()
        self.settings = settings
        self.count = 2
        self.names = list(DEFAULT_NAMES)
        self.colours = list(DEFAULT_SEAT_COLOURS)
        self.seats = [HUMAN] * MAX_PLAYERS  # "human" or the computer's level, per seat
        self.kind_buttons: list[Button] = []
        self.first: int | str = RANDOM
        self.seed_text = ""
        self.phones = False  # "Players' phones": each human seat's festival cards on its own phone
        self.phones_toggle: Toggle | None = None
        self.message = ""
        self.size = (0, 0)
        self.inputs: list[TextInput] = []
        self.pickers: list[ColourPicker] = []
        self.count_stepper: Stepper | None = None
        self.first_stepper: Stepper | None = None
        self.seed_input: TextInput | None = None
        self.buttons: dict[str, Button] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._recall()

    # ---- the last set-up, kept with the settings ----------------------------
    def _recall(self) -> None:
        from cuzco.games.cuzco.ui import setup_memory

        last = getattr(self.settings, "new_game", None)
        if not last or not setup_memory.valid(last):
            return
        self.count = last["count"]
        self.names = list(last["names"])
        self.colours = list(last["colours"])
        self.seats = setup_memory.recalled_seats(last)
        self.first = last["first"]
        self.phones = last.get("phones", False)

    def _remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        last = self.settings.new_game if isinstance(self.settings.new_game, dict) else {}
        others = {k: v for k, v in last.items() if isinstance(v, dict)}  # other games' set-ups, kept as they are
        self.settings.new_game = {
            **others,
            "count": self.count,
            "names": [n.strip() for n in self.names],
            "colours": list(self.colours),
            "seats": list(self.seats),
            "computer": list(self.computer),
            "first": self.first,
            "phones": self.phones,
        }
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    def _set_phones(self, on: bool) -> None:
        self.phones = on

    def _collect(self) -> None:
        """Keep what was typed before the widgets are rebuilt."""
        for i, box in enumerate(self.inputs):
            self.names[i] = box.text
        if self.seed_input is not None:
            self.seed_text = self.seed_input.text

    def _first_label(self, value: Any) -> str:
        if value == RANDOM:
            return _("Random")
        seat = int(value)
        name = self.inputs[seat].text if self.inputs else self.names[seat]
        return name.strip() or _("Seat {n}", n=seat + 1)

    @property
    def computer(self) -> list[bool]:
        """Seats played by the computer."""
        return [choice != HUMAN for choice in self.seats]

    def _toggle_computer(self, seat: int) -> None:
        self.seats[seat] = next_choice(self.seats[seat])
        self._label_kinds()

    def _label_kinds(self) -> None:
        for i, button in enumerate(self.kind_buttons):
            button.label = seat_label(self.seats[i])

    def _mark_taken(self) -> None:
        for i, picker in enumerate(self.pickers):
            picker.taken = {self.colours[j] for j in range(self.count) if j != i}

    # ---- changes ------------------------------------------------------------
    def _set_count(self, count: int) -> None:
        self.count = count
        if self.first != RANDOM and int(self.first) >= count:
            self.first = RANDOM
        # a seat coming back may hold a colour another seat took meanwhile
        for i in range(count):
            if self.colours[i] in self.colours[:i]:
                self.colours[i] = next(c for c in theme.PLAYER_COLOURS if c not in self.colours[:count])
        self._layout(self.size, force=True)

    def _set_colour(self, seat: int, name: str) -> None:
        self.colours[seat] = name
        self._mark_taken()

    def _set_first(self, value: Any) -> None:
        self.first = value

    # ---- starting ------------------------------------------------------------
    def setup(self) -> Setup | str:
        """The Setup the form describes, or what is wrong with the form."""
        self._collect()
        names = tuple(n.strip() for n in self.names[: self.count])
        if any(not n for n in names):
            return _("Every player needs a name.")
        twice = self.repeated_name()
        if twice is not None:
            return twice
        text = self.seed_text.strip()
        numeric = text.isascii() and text.isdigit()  # "²".isdigit() is true, yet int("²") fails
        seed: int | str = int(text) if numeric else text or random.SystemRandom().randrange(1, 10**9)
        first = None if self.first == RANDOM else int(self.first)
        return Setup(names, seed, first)

    def repeated_name(self) -> str | None:
        """Why the names cannot stand when two seats have the same one, or None. Names that only look
        different (upper or lower case, spaces, full-width letters) count as the same: the results and
        the log could not tell those players apart either."""
        seen: dict[str, str] = {}
        typed = [box.text for box in self.inputs] if self.inputs else list(self.names)
        for name in typed[: self.count]:
            shown = name.strip()
            key = " ".join(unicodedata.normalize("NFKC", shown).casefold().split())
            if not key:
                continue
            if key in seen:
                # the results and the log could not tell them apart
                return _("Two players are called \u201c{name}\u201d: give each a different name.", name=seen[key])
            seen[key] = shown
        return None

    def start(self) -> None:
        setup = self.setup()
        if isinstance(setup, str):
            self.message = setup
            return
        self._remember()
        game = Game.new(setup)
        colours = [theme.PLAYER_COLOURS[c] for c in self.colours[: self.count]]
        log.info("new game: %s, seed %r", ", ".join(setup.names), setup.seed)
        try:
            scene = open_game(game, self.settings, colours, self.bots(setup.seed), phones=self.phones)
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.message = _("The game screen is missing from this build.")
            return
        assert self.stack is not None
        self.stack.replace(scene)  # type: ignore[arg-type]

    def bots(self, seed: int | str) -> dict[int, Any]:
        """Computer players for the seats marked so, at their level, each with its own seed."""
        return {i: seat_bot(self.seats[i], seed, i) for i in range(self.count) if self.seats[i] != HUMAN}

    def back(self) -> None:
        self.finish(None)

    # ---- loop ----------------------------------------------------------------
    def widgets(self) -> list[Any]:
        seats = [
            w for i in range(self.count) for w in (self.inputs[i], self.pickers[i], self.kind_buttons[i])
        ]
        return [self.count_stepper, *seats, self.first_stepper, self.seed_input, self.phones_toggle,
                *self.buttons.values()]

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._focus_next()
            return
        typing = any(box.focused for box in [*self.inputs, self.seed_input] if box is not None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not typing:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT):
            self.message = ""  # the player is changing something: the old complaint goes
        for widget in self.widgets():
            if widget is not None and widget.handle_event(event):
                if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    self.message = self.repeated_name() or ""  # a repeated name is said as it is typed
                return

    def _focus_next(self) -> None:
        boxes = [*self.inputs[: self.count]]
        if self.seed_input is not None:
            boxes.append(self.seed_input)
        current = next((i for i, b in enumerate(boxes) if b.focused), -1)
        for b in boxes:
            b.focus(False)
        boxes[(current + 1) % len(boxes)].focus(True)

    def update(self, dt: float) -> None:
        for box in [*self.inputs, self.seed_input]:
            if box is not None:
                box.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        draw_panel(surface, self.panel, _("New game"))
        p = self.panel
        left = p.left + px(36)
        assert (
            self.count_stepper is not None and self.first_stepper is not None and self.seed_input is not None
        )
        self.count_stepper.draw(surface)
        for i in range(MAX_PLAYERS):
            box = self.inputs[i]
            active = i < self.count
            colour = theme.PLAYER_COLOURS[self.colours[i]] if active else theme.DISABLED
            pygame.draw.circle(surface, colour, (left + px(14), box.rect.centery), px(12))
            draw_text(
                surface,
                _("Seat {n}", n=i + 1),
                (left + px(34), box.rect.centery),
                22,
                theme.TEXT if active else theme.TEXT_DIM,
                anchor="midleft",
            )
            if active:
                box.draw(surface)
                self.pickers[i].draw(surface)
                self.kind_buttons[i].draw(surface)
            else:
                draw_text(
                    surface,
                    _("(empty seat)"),
                    (box.rect.left + px(10), box.rect.centery),
                    22,
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
        self.first_stepper.draw(surface)
        draw_text(
            surface,
            _("Seed (optional)"),
            (left, self.seed_input.rect.centery),
            26,
            theme.TEXT,
            anchor="midleft",
        )
        self.seed_input.draw(surface)
        if self.phones_toggle is not None:  # "Players' phones": each human seat's hand on its own phone
            self.phones_toggle.draw(surface)
            tooltips.add(self.phones_toggle.rect, switch_tooltip())
        hint = self.seed_input.rect.left, self.seed_input.rect.bottom + px(6)
        draw_wrapped(  # wrapped: longer in some languages than the field is wide
            surface,
            _("Leave empty for a fresh game. The same seed and names always give the same game."),
            pygame.Rect(hint, (p.right - px(24) - hint[0], px(60))),
            18,
            theme.TEXT_DIM,
        )
        if self.message:
            draw_text(
                surface,
                self.message,
                (p.centerx, self.buttons["start"].rect.top - px(16)),
                22,
                theme.ERROR,
                anchor="midbottom",
            )
        for button in self.buttons.values():
            button.draw(surface)
        for box in [*self.inputs[: self.count], self.seed_input]:
            box.draw_tooltip(surface)
