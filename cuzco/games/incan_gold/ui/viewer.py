"""Incan Gold's replay viewer: the shell's `ReplayFrame` showing the table after each choice.

    IncanGoldViewer(game, settings)   # read only; Back or Escape returns to what opened it

Each position is the table as it stood after that many choices, drawn by the
table screen's own functions (`table_picture.table_surface`), with the words
of the reveal (`reveal.reveal_steps`) when a choice completed a turn. The turn
jumps go from reveal to reveal. A finished game shows every tent and every
choice at once; a game still in progress keeps the tents closed (its save holds
no choice of a turn not revealed yet, so there is nothing else to hide).
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.incan_gold.rules import Game
from cuzco.shell.i18n import _
from cuzco.shell.scenes.replay_frame import ReplayFrame

from .reveal import reveal_steps
from .seats import seat_levels, shown_names
from .table_picture import DESIGN, table_surface


class IncanGoldViewer(ReplayFrame):
    def __init__(self, game: Game, settings: Any) -> None:
        states = game.states
        reveals = [i for i in range(1, len(states)) if states[i].reveals != states[i - 1].reveals]
        names = shown_names(game.setup.names, seat_levels(game.meta, game.state.players))
        super().__init__(len(game.actions), [0, *reveals], _("Watching Incan Gold: {players}",
                                                             players=", ".join(names)),
                         finished=game.state.over)
        self.game = game
        self.settings = settings
        self.names = names
        self._picture: tuple[tuple[int, tuple[int, int]], pygame.Surface] | None = None

    def badges(self, index: int) -> dict[int, str]:
        state = self.game.states[index]
        if state.over:
            return {}
        marks = {}
        for p in range(state.players):
            choice = state.pending[p]
            if not state.in_temple[p] or choice is None:
                continue
            marks[p] = ("torch" if choice else "camp") if self.finished else "chosen"
        return marks

    def draw_position(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        key = (index, rect.size)
        if self._picture is None or self._picture[0] != key:
            state = self.game.states[index]
            image = table_surface(state, DESIGN, self.game.meta, self.badges(index), show_tents=self.finished)
            k = min(rect.w / DESIGN[0], rect.h / DESIGN[1])
            size = (max(1, round(DESIGN[0] * k)), max(1, round(DESIGN[1] * k)))
            self._picture = (key, pygame.transform.smoothscale(image, size))
        picture = self._picture[1]
        surface.blit(picture, picture.get_rect(center=rect.center))

    def caption(self, index: int) -> str:
        if index == 0:
            return _("The expedition sets out. {name} leads the way.",
                     name=self.names[self.game.states[0].start_player])
        action = self.game.actions[index - 1]
        before, after = self.game.states[index - 1], self.game.states[index]
        name = self.names[action.player]
        said = _("{name} goes on deeper.", name=name) if action.go_on else _("{name} returns to camp.", name=name)
        if after.reveals != before.reveals:
            said += " " + " ".join(step.caption for step in reveal_steps(before, after))
        return said
