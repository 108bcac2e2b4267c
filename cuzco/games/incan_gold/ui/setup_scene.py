"""IncanGoldSetupScene: the new-game form of Incan Gold.

    IncanGoldSetupScene(settings)

3 to 8 seats; each seat is a human or a computer (cautious, bold or reasoning);
the Diamant variant (no artifacts) as an option. Start pushes IncanGoldScene in
its place; Back (or Escape) returns to the menu.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from cuzco.games.incan_gold.bots import LEVELS, make_bot
from cuzco.games.incan_gold.rules import MAX_PLAYERS, MIN_PLAYERS, Game, Setup
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import Button, Stepper, Toggle, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px

from . import autosave
from .table_draw import seat_colour

HUMAN = "human"
SEAT_KINDS = (HUMAN, *LEVELS)
HUMAN_NAMES = ("Amaru", "Killa", "Inti", "Sisa", "Yupanqui", "Nina", "Tupac", "Quilla")


def seat_kind_label(kind: str) -> str:
    return {HUMAN: _("Human"), "cautious": _("Cautious"), "bold": _("Bold"),
            "reasoning": _("Reasoning")}.get(kind, kind)


class IncanGoldSetupScene(Scene):
    def __init__(self, settings: Any, seed: int | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.seed = seed
        self.players = 4
        self.kinds = [HUMAN, HUMAN, "reasoning", "cautious", "bold", "reasoning", "cautious", "bold"]
        self.diamant = False
        self.phones = False  # "Players' phones": each human seat's choice on its own phone
        self.size = (0, 0)
        self.count: Stepper | None = None
        self.seats: list[Stepper] = []
        self.variant: Toggle | None = None
        self.phones_toggle: Toggle | None = None
        self.buttons: dict[str, Button] = {}
        self.message = ""

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.count is not None:
            return
        self.size = size
        w, h = size
        left = w // 2 - px(330)
        y = px(150)
        self.count = Stepper((left, y, px(660), px(44)), _("Players"), list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
                             self.players, self._set_players)
        y += px(56)
        # the seats' pitch shrinks on short windows so the toggle, the buttons and the panel stay on screen
        pitch = max(px(34), min(px(46), (h - px(210) - y) // MAX_PLAYERS))
        self.seats = []
        for i in range(MAX_PLAYERS):
            self.seats.append(Stepper((left, y, px(660), min(px(40), pitch - px(4))), "", list(SEAT_KINDS),
                                      self.kinds[i], self._kind_setter(i), format=seat_kind_label))
            y += pitch
        self.variant = Toggle((left, y + px(6), px(660), px(40)), _("Diamant variant (no artifacts)"), self.diamant,
                              self._set_variant)
        y += px(48)
        self.phones_toggle = Toggle((left, y + px(6), px(660), px(40)), _("Players' phones (secret choices)"),
                                    self.phones, self._set_phones)
        bottom = min(h - px(100), y + px(110))
        bw, bh, gap = px(220), px(54), px(20)
        self.buttons = {
            "back": Button((w // 2 - bw * 3 // 2 - gap, bottom, bw, bh), _("Back"), self.back, kind="ghost"),
            "start": Button((w // 2 + bw // 2 + gap, bottom, bw, bh), _("Start"), self.start, kind="primary",
                            hotkey=pygame.K_RETURN),
        }
        if autosave.has_autosave():
            self.buttons["continue"] = Button((w // 2 - bw // 2, bottom, bw, bh), _("Continue"), self.continue_game,
                                              tooltip=_("Go back to the Incan Gold game in progress"))

    def _set_players(self, value: int) -> None:
        self.players = value

    def _kind_setter(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _set_variant(self, on: bool) -> None:
        self.diamant = on

    def _set_phones(self, on: bool) -> None:
        self.phones = on

    def seat_names(self) -> list[str]:
        """The names as given; a computer seat's level is shown beside it at display time (`seats`)."""
        return [HUMAN_NAMES[i] for i in range(self.players)]

    def start(self) -> None:
        from .table_scene import IncanGoldScene

        seed = self.seed if self.seed is not None else random.randrange(1 << 30)
        bots = {i: make_bot(self.kinds[i]) for i in range(self.players) if self.kinds[i] != HUMAN}
        meta = {"bots": {str(i): self.kinds[i] for i in bots}}
        game = Game(Setup(tuple(self.seat_names()), seed=seed, artifacts=not self.diamant), meta=meta)
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

    def widgets(self) -> list[Any]:
        assert self.count is not None and self.variant is not None and self.phones_toggle is not None
        return [self.count, *self.seats[: self.players], self.variant, self.phones_toggle, *self.buttons.values()]

    def on_resize(self, size: tuple[int, int]) -> None:
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
        panel = pygame.Rect(0, 0, px(760), self.buttons["start"].rect.bottom - px(40) + px(30))
        panel.midtop = (width // 2, px(40))
        return panel

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """The panel round the form (for the layout tests: it must stay on screen)."""
        return [("panel", self.panel_rect(self.size[0]))] if self.buttons else []

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w = surface.get_width()
        assert self.count is not None
        panel = self.panel_rect(w)
        draw_panel(surface, panel, _("New game of Incan Gold"))
        draw_text(surface, _("Each seat: a human, or a computer that is cautious, bold or reasoning."),
                  (panel.centerx, panel.top + px(66)), 18, theme.TEXT_DIM, anchor="midtop")
        for i, seat in enumerate(self.seats[: self.players]):
            pygame.draw.circle(surface, seat_colour(i), (seat.rect.left + px(14), seat.rect.centery), px(10))
            draw_text(surface, HUMAN_NAMES[i], (seat.rect.left + px(34), seat.rect.centery), 22, theme.TEXT,
                      anchor="midleft")
        for widget in self.widgets():
            widget.draw(surface)
        if self.message:
            draw_text(surface, self.message, (w // 2, self.buttons["start"].rect.top - px(12)), 20,
                      theme.lighten(theme.TERRACOTTA, 0.3), anchor="midbottom")
