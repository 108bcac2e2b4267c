"""IncanGoldSetupScene: the new-game form of Incan Gold.

    IncanGoldSetupScene(settings)

3 to 8 seats; each seat has a name (editable; an empty or repeated name is
refused, saying why) and is a human or a computer at one of the levels Easy,
Normal or Hard (one line under the seats says what each does). The first player
is chosen or drawn at random; the Diamant variant (no artifacts) is an option,
explained in a tooltip. The form remembers its last set-up in the settings
(`setup_memory`). Start pushes IncanGoldScene in its place; Back (or Escape)
returns to the menu.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

import pygame

from cuzco.games.incan_gold.bots import LEVELS, make_bot
from cuzco.games.incan_gold.rules import MAX_PLAYERS, MIN_PLAYERS, Game, Setup
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, translate
from cuzco.shell.phones.texts import switch_label, switch_tooltip
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import (
    Button,
    Stepper,
    TextInput,
    Toggle,
    draw_backdrop,
    draw_panel,
    draw_text,
    theme,
)
from cuzco.shell.widgets.text import render
from cuzco.shell.widgets.theme import px

from . import autosave, setup_memory
from .setup_memory import HUMAN, NAME_MAX, RANDOM
from .table_draw import seat_colour

SEAT_KINDS = (HUMAN, *LEVELS)
HUMAN_NAMES = ("Amaru", "Killa", "Inti", "Sisa", "Yupanqui", "Nina", "Tupac", "Quilla")
DEFAULT_KINDS = [HUMAN, HUMAN, "normal", "hard", "easy", "normal", "hard", "easy"]

log = logging.getLogger("cuzco.games.incan_gold.ui.setup_scene")


def seat_kind_label(kind: str) -> str:
    return {HUMAN: _("Human"), "easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard")}.get(kind, kind)


def level_lines() -> list[str]:
    """One line per level: what the computer does at that level."""
    return [_("Easy: goes home at fixed limits of hazards and gems, and now and then on a whim."),
            _("Normal: weighs the chance of a second hazard against what it would lose."),
            _("Hard: plays the rest of the round out many times before every choice.")]


def diamant_tooltip() -> str:
    return _("Diamant variant: the game without artifact cards, as in its first edition. "
             "Only gems count.")


class IncanGoldSetupScene(Scene):
    def __init__(self, settings: Any, seed: int | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.seed = seed
        self.players = 4
        self.kinds = list(DEFAULT_KINDS)
        self.names = list(HUMAN_NAMES)
        self.diamant = False
        self.first: int | str = RANDOM
        self.phones = False  # "Players' phones": each human seat's choice on its own phone
        self.size = (0, 0)
        self.count: Stepper | None = None
        self.seats: list[Stepper] = []
        self.inputs: list[TextInput] = []
        self.variant: Toggle | None = None
        self.first_stepper: Stepper | None = None
        self.phones_toggle: Toggle | None = None
        self.buttons: dict[str, Button] = {}
        self.message = ""
        self._recall()

    # ---- the last set-up, kept with the settings ---------------------------
    def _recall(self) -> None:
        last = setup_memory.remembered(getattr(self.settings, "new_game", None))
        if last is None:
            return
        self.players, self.kinds, self.names = last["players"], list(last["seats"]), list(last["names"])
        self.diamant, self.first = last["diamant"], last["first"]
        self.phones = last.get("phones", False)

    def _remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        setup_memory.remember(self.settings, {
            "players": self.players, "seats": list(self.kinds), "names": [n.strip() for n in self.names],
            "diamant": self.diamant, "first": self.first, "phones": self.phones})
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    # ---- layout -------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.count is not None:
            return
        self._collect()
        self.size = size
        w, h = size
        left = w // 2 - px(330)
        y = px(128)
        self.count = Stepper((left, y, px(660), px(40)), _("Players"), list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
                             self.players, self._set_players)
        y += px(50)
        # below the seats: the variant, the first player, the phones, the levels' lines, the buttons
        bottom_block = px(40 + 6 + 40 + 8 + 40 + 8 + 3 * 20 + 30 + 54 + 30)
        pitch = max(px(30), min(px(46), (h - y - bottom_block) // MAX_PLAYERS))
        row = min(px(40), pitch - px(4))
        self.seats, self.inputs = [], []
        for i in range(MAX_PLAYERS):
            self.inputs.append(TextInput((left + px(34), y, px(250), row), self.names[i], _("Name"),
                                         max_len=NAME_MAX, font_size=22))
            self.seats.append(Stepper((left + px(300), y, px(360), row), "", list(SEAT_KINDS), self.kinds[i],
                                      self._kind_setter(i), format=seat_kind_label))
            y += pitch
        self.variant = Toggle((left, y + px(4), px(660), px(40)), _("Diamant variant (no artifacts)"), self.diamant,
                              self._set_variant)
        y += px(46)
        self.first_stepper = Stepper((left, y, px(660), px(40)), _("First player"),
                                     [RANDOM, *range(self.players)],
                                     self.first if self.first == RANDOM or int(self.first) < self.players else RANDOM,
                                     self._set_first, format=self._first_label)
        y += px(48)
        self.phones_toggle = Toggle((left, y, px(660), px(40)), switch_label(),
                                    self.phones, self._set_phones)
        y += px(48)
        self.legend_top = y
        bottom = min(h - px(84), y + 3 * px(20) + px(30))
        bw, bh, gap = px(220), px(54), px(20)
        self.buttons = {
            "back": Button((w // 2 - bw * 3 // 2 - gap, bottom, bw, bh), _("Back"), self.back, kind="ghost"),
            "start": Button((w // 2 + bw // 2 + gap, bottom, bw, bh), _("Start"), self.start, kind="primary",
                            hotkey=None),
        }
        if autosave.has_autosave():
            self.buttons["continue"] = Button((w // 2 - bw // 2, bottom, bw, bh), _("Continue"), self.continue_game,
                                              tooltip=_("Go back to the Incan Gold game in progress"))

    def _collect(self) -> None:
        """Keep what was typed before the widgets are rebuilt."""
        for i, box in enumerate(self.inputs):
            self.names[i] = box.text

    def _first_label(self, value: Any) -> str:
        if value == RANDOM:
            return _("Random")
        seat = int(value)
        name = self.inputs[seat].text if self.inputs else self.names[seat]
        return name.strip() or _("Seat {n}", n=seat + 1)

    def _set_players(self, value: int) -> None:
        self.players = value
        if self.first != RANDOM and int(self.first) >= value:
            self.first = RANDOM
        self.size = (0, 0)  # the first-player choices change with the seats

    def _kind_setter(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _set_variant(self, on: bool) -> None:
        self.diamant = on

    def _set_first(self, value: Any) -> None:
        self.first = value

    def _set_phones(self, on: bool) -> None:
        self.phones = on

    # ---- starting -------------------------------------------------------------
    def seat_names(self) -> list[str]:
        """The names as typed (trimmed); a computer seat's level is shown beside it at display time (`seats`)."""
        self._collect()
        return [n.strip() for n in self.names[: self.players]]

    def problem(self) -> str:
        """What is wrong with the form, or ""."""
        names = self.seat_names()
        if any(not n for n in names):
            return _("Every player needs a name.")
        if len({n.casefold() for n in names}) < len(names):
            return _("Two players have the same name: give each a different one.")
        return ""

    def start(self) -> None:
        from .table_scene import IncanGoldScene

        self.message = self.problem()
        if self.message:
            return
        self._remember()
        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        bots = {i: make_bot(self.kinds[i], seed, i) for i in range(self.players) if self.kinds[i] != HUMAN}
        meta = {"bots": {str(i): self.kinds[i] for i in bots}}
        first = None if self.first == RANDOM else int(self.first)
        game = Game(Setup(tuple(self.seat_names()), seed=seed, first_player=first, artifacts=not self.diamant),
                    meta=meta)
        assert self.stack is not None
        self.stack.replace(IncanGoldScene(game, self.settings, bots, phones=self.phones))

    def continue_game(self) -> None:
        from .table_scene import IncanGoldScene

        try:
            game, bots = autosave.resume()
        except ValueError as exc:
            self.message = _("The autosave cannot be loaded: {reason}", reason=translate(exc))
            return
        assert self.stack is not None
        self.stack.replace(IncanGoldScene(game, self.settings, bots))

    def back(self) -> None:
        self.finish(None)

    # ---- loop -------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        assert self.count is not None and self.variant is not None and self.first_stepper is not None
        assert self.phones_toggle is not None
        seats = [w for i in range(self.players) for w in (self.inputs[i], self.seats[i])]
        return [self.count, *seats, self.variant, self.first_stepper, self.phones_toggle, *self.buttons.values()]

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.count is None or self.size == (0, 0):
            surface = pygame.display.get_surface()
            self._layout(surface.get_size() if surface else (1280, 800))
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

    def panel_rect(self, width: int) -> pygame.Rect:
        panel = pygame.Rect(0, 0, px(760), self.buttons["start"].rect.bottom - px(40) + px(24))
        panel.midtop = (width // 2, px(40))
        return panel

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """The panel round the form (for the layout tests: it must stay on screen)."""
        return [("panel", self.panel_rect(self.size[0]))] if self.buttons else []

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w = surface.get_width()
        assert self.count is not None and self.variant is not None
        panel = self.panel_rect(w)
        draw_panel(surface, panel, _("New game of Incan Gold"))
        draw_text(surface, _("Each seat: a name, and a human or a computer player: Easy, Normal or Hard."),
                  (panel.centerx, panel.top + px(58)), 18, theme.TEXT_DIM, anchor="midtop")
        for i, box in enumerate(self.inputs[: self.players]):
            pygame.draw.circle(surface, seat_colour(i), (box.rect.left - px(20), box.rect.centery), px(10))
        for widget in self.widgets():
            widget.draw(surface)
        for n, line in enumerate(level_lines()):
            draw_text(surface, line, (self.count.rect.left, self.legend_top + n * px(20)), 16, theme.TEXT_DIM,
                      anchor="topleft")
        if self.message:
            draw_text(surface, self.message, (w // 2, self.buttons["start"].rect.top - px(6)), 20,
                      theme.lighten(theme.TERRACOTTA, 0.3), anchor="midbottom")
        if self.variant.hovered:
            _tooltip(surface, diamant_tooltip(), self.variant.rect)
        if self.phones_toggle is not None:
            tooltips.add(self.phones_toggle.rect, switch_tooltip())
        for button in self.buttons.values():
            button.draw_tooltip(surface)


def _tooltip(surface: pygame.Surface, text: str, near: pygame.Rect) -> None:
    img = render(text, 18, theme.TEXT)
    box = img.get_rect().inflate(px(16), px(10))
    box.midbottom = (near.centerx, near.top - px(4))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
    pygame.draw.rect(surface, theme.SAND_DARK, box, width=1, border_radius=px(6))
    draw_text(surface, text, box.center, 18, theme.TEXT, anchor="center")
