"""The game log over the board's lower-left corner: the shell's `LogPanel` (scrolls with the wheel,
folds at its title, scoring lines in gold, each line marked with its player's colour and shape) fed
with this game's log. Places are told in words (`places`), and hovering an entry tells the game view
which hexes to light up (`hovered_spots`)."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.journal import SCORES
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud import places
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.shell import log_panel
from cuzco.shell.i18n import language, translate
from cuzco.shell.widgets.theme import Colour

SIZE = log_panel.SIZE


class LogPanel(log_panel.LogPanel):
    def __init__(self) -> None:
        super().__init__(SIZE)
        self.game: object | None = None  # the record, to describe each place as it was after its move
        self._texts: dict[tuple[int, object, str], str] = {}

    def text(self, state: GameState, index: int) -> str:
        """Entry `index` of the log with its places in words (cached: the past does not change)."""
        entry = state.log[index]
        key = (index, entry, language())
        if key not in self._texts:
            if places.spots(entry.text):
                board = places.state_after(self.game, index) if self.game is not None else state
                self._texts[key] = places.readable(entry.text, board)
            else:
                self._texts[key] = translate(entry.text)
        return self._texts[key]

    def hovered_spots(self, state: GameState) -> list[Hex]:
        """The hexes the hovered entry speaks of (none when it names no place)."""
        if self.hovered is None or self.hovered >= len(state.log):
            return []
        return places.spots(state.log[self.hovered].text)

    def draw(  # type: ignore[override]  # this game's log is its state's
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
        budget: FrameBudget | None = None,
    ) -> None:
        def line(index: int) -> log_panel.LogLine:
            entry = state.log[index]
            return log_panel.LogLine(entry.player, self.text(state, index),
                                     getattr(entry.text, "msgid", "") == SCORES)

        may_wait = (lambda: budget.may_wait("log")) if budget is not None else None
        super().draw(surface, rect, len(state.log), line, colours, marks, id(state.log), may_wait)
