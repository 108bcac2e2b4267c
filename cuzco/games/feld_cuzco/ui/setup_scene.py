"""FeldSetupScene: the new-game form of Feld's Cuzco.

    FeldSetupScene(settings, seed=None)

2 to 4 seats (red, yellow, green, blue); each a human or a computer (easy, normal or hard), with a name;
two switches: the pututu module, and god card 13 reaching any village of the map (each says more in
its tooltip, and keeps its place while the form is open); a note that some components are reconstructed,
and which. Start puts the table in its place; Continue resumes the autosave; Back (or Escape) returns to the menu.
The form opens as it was last started: Start keeps its set-up in the settings (`setup_memory`); the guided
first round does not.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

import pygame

from cuzco.games.feld_cuzco.rules import MAX_PLAYERS, MIN_PLAYERS, Game, Setup
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, pgettext, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import draw_seat
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
from cuzco.shell.widgets.theme import px

from . import autosave, setup_memory
from .palette import seat_colour
from .seats import bots_for
from .setup_memory import HUMAN, NAME_MAX, SEAT_KINDS

log = logging.getLogger("cuzco.games.feld_cuzco.ui.setup_scene")
DEFAULT_NAMES = ("Amaru", "Killa", "Inti", "Sisa")


def seat_kind_label(kind: str) -> str:
    return {HUMAN: _("Human"), "easy": pgettext("computer level", "Easy"),
            "normal": pgettext("computer level", "Normal"), "hard": pgettext("computer level", "Hard")}.get(kind, kind)


def reconstructed_note() -> str:
    return _("Some components of this game were lost from the rulebook we play from and are reconstructed: "
             "the road network and its pips, the tile values, the goods, the circlet points, the masks' "
             "colours, the action board, the starting VP, the knowledge track's VP, the start mission and "
             "which god owns which cards. The rules page lists them.")


class FeldSetupScene(Scene):
    def __init__(self, settings: Any, seed: int | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.seed = seed
        self.players = 3
        self.kinds = [HUMAN, "normal", "normal", "easy"]
        self.names = list(DEFAULT_NAMES)
        self.pututu = False
        self.card13_any_village = False
        self.size = (0, 0)
        self.count: Stepper | None = None
        self.seats: list[Stepper] = []
        self.inputs: list[TextInput] = []
        self.module: Toggle | None = None
        self.card13: Toggle | None = None
        self.buttons: dict[str, Button] = {}
        self.message = ""
        self.note_top = 0
        self._recall()

    # ---- the last set-up, kept with the settings ---------------------------
    def _recall(self) -> None:
        last = setup_memory.remembered(getattr(self.settings, "new_game", None))
        if last is None:
            return
        self.players, self.kinds, self.names = last["players"], list(last["seats"]), list(last["names"])
        self.pututu, self.card13_any_village = last["pututu"], last.get("card13", False)

    def _remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        typed = [field.text.strip() for field in self.inputs] or [n.strip() for n in self.names]
        names = [name or DEFAULT_NAMES[i] for i, name in enumerate(typed)]  # an emptied box played its default
        setup_memory.remember(self.settings, {
            "players": self.players, "seats": list(self.kinds), "names": names,
            "pututu": self.pututu, "card13": self.card13_any_village})
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.count is not None:
            return
        self.size = size
        w, h = size
        width = min(w - px(40), px(760))
        left = w // 2 - width // 2 + px(20)
        inner = width - px(40)
        y = px(128)
        self.count = Stepper((left, y, inner, px(44)), _("Players"), list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
                             self.players, self._set_players)
        y += px(54)
        pitch = max(px(40), min(px(52), (h - px(374) - y) // MAX_PLAYERS))
        self.seats, self.inputs = [], []
        name_w = inner * 2 // 5
        for i in range(MAX_PLAYERS):
            field = TextInput((left + px(30), y, name_w - px(34), pitch - px(8)), self.names[i], max_len=NAME_MAX,
                              font_size=22)
            self.inputs.append(field)
            self.seats.append(Stepper((left + name_w + px(8), y, inner - name_w - px(8), pitch - px(8)), "",
                                      list(SEAT_KINDS), self.kinds[i], self._kind_setter(i), format=seat_kind_label))
            y += pitch
        self.module = Toggle((left, y + px(4), inner, px(40)), _("Pututu module (tiles that change a die)"),
                             self.pututu, self._set_pututu)
        self.card13 = Toggle((left, y + px(48), inner, px(40)), _("God card 13 reaches any village"),
                             self.card13_any_village, self._set_card13)
        self.note_top = y + px(96)
        bottom = min(h - px(120), self.note_top + px(96))
        bw, bh, gap = min(px(200), (width - px(60)) // 3), px(50), px(16)
        self.buttons = {
            "back": Button((w // 2 - bw * 3 // 2 - gap, bottom, bw, bh), _("Back"), self.back, kind="ghost"),
            "start": Button((w // 2 + bw // 2 + gap, bottom, bw, bh), _("Start"), self.start, kind="primary",
                            hotkey=pygame.K_RETURN),
        }
        self.buttons["guided"] = Button((w // 2 - bw // 2, bottom + bh + px(10), bw, px(40)), _("Guided first round"),
                                        self.guided, kind="ghost",
                                        tooltip=_("A first round against two easy computers, with a guide"))
        if autosave.has_autosave():
            self.buttons["continue"] = Button((w // 2 - bw // 2, bottom, bw, bh), _("Continue"), self.continue_game,
                                              tooltip=_("Go back to the game of Feld's Cuzco in progress"))

    def _set_players(self, value: int) -> None:
        self.players = value

    def _kind_setter(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _set_pututu(self, on: bool) -> None:
        self.pututu = on

    def _set_card13(self, on: bool) -> None:
        self.card13_any_village = on

    def seat_names(self) -> list[str]:
        names = []
        for i in range(self.players):
            typed = self.inputs[i].text.strip() if i < len(self.inputs) else ""
            names.append(typed or DEFAULT_NAMES[i])
        return names

    def start(self) -> None:
        from .table_scene import FeldTableScene

        self._remember()
        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        levels = {i: self.kinds[i] for i in range(self.players) if self.kinds[i] != HUMAN}
        meta = {"bots": {str(i): level for i, level in levels.items()}}
        setup = Setup(tuple(self.seat_names()), seed=seed, pututu=self.pututu,
                      card13_any_village=self.card13_any_village)
        game = Game(setup, meta=meta)
        assert self.stack is not None
        self.stack.replace(FeldTableScene(game, self.settings, bots_for(levels, seed)))

    def continue_game(self) -> None:
        from .table_scene import FeldTableScene

        try:
            game, bots = autosave.resume()
        except ValueError as exc:
            self.message = _("The autosave cannot be loaded: {reason}", reason=translate(exc))
            return
        assert self.stack is not None
        self.stack.replace(FeldTableScene(game, self.settings, bots))

    def guided(self) -> None:
        from .tutorial import FeldTutorialScene

        assert self.stack is not None
        self.stack.replace(FeldTutorialScene(self.settings))

    def back(self) -> None:
        self.finish(None)

    def widgets(self) -> list[Any]:
        assert self.count is not None and self.module is not None and self.card13 is not None
        return [self.count, *self.inputs[: self.players], *self.seats[: self.players], self.module, self.card13,
                *self.buttons.values()]

    def on_resize(self, size: tuple[int, int]) -> None:
        self.names = [field.text for field in self.inputs] or self.names
        self.size = (0, 0)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.count is None:
            surface = pygame.display.get_surface()
            self._layout(surface.get_size() if surface else (1280, 800))
        for widget in self.widgets():
            if widget.handle_event(event):
                return

    def panel_rect(self, width: int) -> pygame.Rect:
        panel = pygame.Rect(0, 0, min(width - px(20), px(780)), self.buttons["guided"].rect.bottom - px(30) + px(24))
        panel.midtop = (width // 2, px(30))
        return panel

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        return [("panel", self.panel_rect(self.size[0]))] if self.buttons else []

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w = surface.get_width()
        assert self.count is not None
        panel = self.panel_rect(w)
        draw_panel(surface, panel, _("New game of Cuzco (Feld)"))
        draw_text(surface, _("Stefan Feld, 2023: dice on actions, quipus on the roads, 6 rounds."),
                  (panel.centerx, panel.top + px(58)), 18, theme.TEXT_DIM, anchor="midtop")
        draw_text(surface, _("Each seat: a human, or a computer that plays easy, normal or hard."),
                  (panel.centerx, panel.top + px(80)), 16, theme.TEXT_DIM, anchor="midtop")
        for i, seat in enumerate(self.seats[: self.players]):
            draw_seat(surface, i, seat_colour(i), (self.inputs[i].rect.left - px(16), seat.rect.centery), px(10))
        for widget in self.widgets():
            widget.draw(surface)
        assert self.module is not None and self.card13 is not None
        tooltips.add(self.module.rect, _("Optional module: rolling a double or a triple gives pututu tiles, "
                                         "returned later to change a die by 1 or 2"))
        tooltips.add(self.card13.rect, _("Off: god card 13 moves your chasqui to a neighbouring village, "
                                         "whatever the road. On: to any village of the map (the card's "
                                         "text allows both readings)"))
        note = pygame.Rect(panel.left + px(24), self.note_top, panel.width - px(48), px(90))
        draw_wrapped(surface, reconstructed_note(), note, 16, theme.TEXT_DIM)
        if self.message:
            draw_text(surface, self.message, (w // 2, self.buttons["start"].rect.top - px(8)), 18,
                      theme.ERROR, anchor="midbottom")
        for button in self.buttons.values():
            button.draw_tooltip(surface)
