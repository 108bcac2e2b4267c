"""ResultsScene: the end of the game.

    ResultsScene(game, settings, *, colours=None)

Page one reveals each player's Grand Final Scoring city by city, in the order
they scored, with their score counting up (click, Space or Enter shows all at
once, then moves on). Page two is the shell's results frame
(`cuzco.shell.scenes.results_frame`): the winner, the ranking, and as Cuzco's
own content a chart of prestige after every turn and a table of points by
source (temples, ponds, festivals, final scoring). Its buttons finish the scene
with "board" (look at the final board), "menu" or "new" (start another game);
"Watch again" opens the replay viewer over this scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from cuzco.games.cuzco.ui.scenes import results_draw as draw
from cuzco.games.cuzco.ui.scenes.results_data import breakdown, final_scorings, ranking, score_timeline
from cuzco.games.cuzco.ui.scenes.results_map import city_letters
from cuzco.shell import sound
from cuzco.shell.i18n import _
from cuzco.shell.scenes.common import screen_size, seat_colours
from cuzco.shell.scenes.results_frame import ResultsFrame, Standing
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import Colour, px

STEP_SECONDS = 0.7  # between two revealed cities, at normal animation speed


class ResultsScene(ResultsFrame):
    game_id = "cuzco"

    def __init__(self, game: Any, settings: Any, *, colours: Sequence[Colour] | None = None) -> None:
        super().__init__(settings)
        self.game = game
        state = game.state
        self.colours = seat_colours(state.num_players, colours)
        self.finals = final_scorings(game)
        self.ranking = ranking(state)
        self.breakdown = breakdown(state)
        self.timeline = score_timeline(state)
        # one reveal step per city, plus one per player for the heading and one for the total
        self.steps = [(i, k) for i, f in enumerate(self.finals) for k in range(-1, len(f.cities) + 1)]
        self.page = "final" if self.finals else "summary"
        self.clock = 0.0
        self.revealed = 0 if self._animated() else len(self.steps)
        self.chart: pygame.Surface | None = None
        self.letters = city_letters(self.finals)  # each scoring city's letter on the map and the cards
        self.city_rows: list[tuple[pygame.Rect, Any]] = []  # (a card's city row, its temple hex), as drawn
        self.city_rows_seen: list[tuple[pygame.Rect, Any]] = []  # the rows of the last frame drawn
        self.mouse = (-1, -1)
        # the final page as last drawn (for the layout's tests): the players' cards, the map, the letters on it
        self.card_rects: list[pygame.Rect] = []
        self.map_rect: pygame.Rect | None = None
        self.letter_spots: dict[Any, tuple[int, int]] = {}

    # ---- reveal ----------------------------------------------------------------
    def _speed(self) -> float:
        return float(getattr(self.settings, "animation_speed", 1.0) or 0.0)

    def _animated(self) -> bool:
        return self._speed() > 0

    @property
    def reveal_done(self) -> bool:
        return self.revealed >= len(self.steps)

    def shown(self, final_index: int) -> int:
        """How many of this player's reveal steps are visible (heading, cities, total)."""
        return sum(1 for i, _k in self.steps[: self.revealed] if i == final_index)

    def advance(self) -> None:
        """Show everything at once, or go on to the summary when all is shown."""
        if self.page == "final" and not self.reveal_done:
            self.revealed = len(self.steps)
        elif self.page == "final":
            self.page = "summary"
            sound.play("fanfare")
            self._layout(self.size, force=True)

    def show_final(self) -> None:
        self.page = "final"
        self._layout(self.size, force=True)

    def wants_frames(self) -> bool:
        return self.page == "final" and not self.reveal_done  # the final scoring is revealed step by step

    def update(self, dt: float) -> None:
        if self.page != "final" or self.reveal_done:
            return
        self.clock += dt * self._speed()
        if self.clock >= STEP_SECONDS:
            self.clock = 0.0
            i, k = self.steps[self.revealed]
            self.revealed += 1
            if 0 <= k < len(self.finals[i].cities):
                sound.play("chime")

    # ---- the results frame's content --------------------------------------------------
    def title(self) -> str:
        return draw.winner_line(self)

    def standings(self) -> list[Standing]:
        players = self.game.state.players
        return [Standing(place, p, players[p].name, _("{pp} PP", pp=players[p].score), self.colours[p])
                for place, p in self.ranking]

    def extra_buttons(self) -> list[tuple[str, str, Callable[[], None], str]]:
        return [("final", _("Final scoring"), self.show_final, "ghost"),
                ("board", _("View the board"), lambda: self.finish("board"), "normal")]

    def side_room(self) -> int:
        return draw.breakdown_room()

    def draw_breakdown(self, surface: pygame.Surface, main: pygame.Rect, side: pygame.Rect) -> None:
        draw.chart_panel(surface, self, main)
        draw.breakdown_panel(surface, self, side)

    # ---- layout and input ------------------------------------------------------------
    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        if self.page == "final":
            self.size = size
            w, h = size
            bw, bh = px(210), px(52)
            y = h - px(46) - bh - px(8)
            self.buttons = {
                "next": Button((w // 2 - bw // 2, y, bw, bh), _("Continue"), self.advance, kind="primary")
            }
        else:
            super()._layout(size, force=True)
        self.chart = None  # sizes changed: draw the chart again

    def watch_again(self) -> None:
        """The whole game in the replay viewer, on top of this scene: leaving it comes back here."""
        from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

        assert self.stack is not None
        self.stack.push(ViewerScene(self.game, self.settings, colours=self.colours))

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # a city row under the mouse lights its city on the map
        for button in list(self.buttons.values()):
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.advance()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.page == "final":
            self.advance()

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        if self.page == "final":
            draw.final_page(surface, self)
            self.city_rows_seen = list(self.city_rows)
        else:
            self.draw_frame(surface)
        for button in self.buttons.values():
            button.draw(surface)
