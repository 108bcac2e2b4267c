"""FeldResults: the end of a game of Feld's Cuzco in the shell's results frame: who won, the ranking,
and where each player's victory points came from, source by source, and a chart of the VP round by round.
Every number, source and mark explains itself in a tooltip (`score_tips`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from cuzco.games.feld_cuzco.rules import State
from cuzco.games.feld_cuzco.rules.state import SOURCES
from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.scenes.results_frame import ResultsFrame, Standing
from cuzco.shell.widgets import draw_panel, draw_text, theme
from cuzco.shell.widgets.chart import render_line_chart
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .names import SOURCE_NAMES
from .palette import seat_colour
from .score_tips import source_tip
from .seats import shown_names


def ranking(state: State) -> list[tuple[int, int]]:
    """(place, seat) best first; equal VP are split by player order, as the rules do."""
    order = sorted(range(state.n), key=lambda s: (-state.players[s].vp, state.order.index(s)))
    return [(k + 1, seat) for k, seat in enumerate(order)]


class FeldResults(ResultsFrame):
    game_id = "feld-cuzco"

    def __init__(self, state: State, settings: Any, levels: Mapping[int, str] | None = None,
                 game: Any = None) -> None:
        super().__init__(settings)
        self.state = state
        self.game = game
        if game is not None:
            self.watch_again = self._watch
        self.levels = dict(levels or {})
        self.ranking = ranking(state)

    def _watch(self) -> None:
        from .watch_scene import FeldWatchScene

        assert self.stack is not None
        self.stack.push(FeldWatchScene(self.game, self.settings))

    def names(self) -> list[str]:
        return shown_names(self.state.names, self.levels)

    def title(self) -> str:
        return _("{names} wins!", names=self.names()[self.ranking[0][1]])

    def standings(self) -> list[Standing]:
        names = self.names()
        return [Standing(place, p, names[p], _("{n} VP", n=self.state.players[p].vp), seat_colour(p))
                for place, p in self.ranking]

    def side_room(self) -> int:
        return px(260) if self.game is not None else 0  # the chart of VP round by round

    def vp_by_round(self) -> tuple[list[int], list[list[int]]]:
        """Each player's VP at the start of every round and at the end (from the record's states)."""
        assert self.game is not None
        marks: dict[int, list[int]] = {}
        for state in self.game.states:
            if state.round not in marks:
                marks[state.round] = [p.vp for p in state.players]
        rounds = sorted(r for r in marks if r >= 1)
        xs = [*rounds, rounds[-1] + 1] if rounds else [0]
        series = [[marks[r][seat] for r in rounds] + [self.state.players[seat].vp] for seat in range(self.state.n)]
        return xs, series

    def draw_chart(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        if self.game is None or side.h < px(120):
            return
        key = (side.size, px(100))
        if getattr(self, "_chart_key", None) != key:
            xs, series = self.vp_by_round()
            self._chart = render_line_chart((side.w, side.h - px(40)), xs, series,
                                            [seat_colour(p) for p in range(self.state.n)],
                                            x_label=_("start of round (7: the end of the game)"), y_label=_("VP"))
            self._chart_key = key
        inner = draw_panel(surface, side)
        draw_text(surface, _("VP round by round"), (inner.left, inner.top - px(4)), 18, theme.GOLD_LIGHT, bold=True)
        chart = surface.blit(self._chart, (side.left, side.top + px(34)))
        # the chart's axis numbers are drawn inside it (not registered there): the whole chart answers here
        tooltips.add(chart, _("Each player's VP at the start of every round, in their colour; the last point "
                              "(7) is the final score, after the final scoring"))

    def draw_breakdown(self, surface: pygame.Surface, main: pygame.Rect, side: pygame.Rect) -> None:
        self.draw_chart(surface, side)
        state = self.state
        names = self.names()
        used = [i for i, _s in enumerate(SOURCES) if any(p.sources[i] for p in state.players)]
        row_h = max(px(18), min(px(28), (main.h - px(90)) // max(1, len(used) + 1)))
        inner = draw_panel(surface, main)
        draw_text(surface, _("Cuzco (Feld): where the points came from"), (inner.left, inner.top - px(2)), 22,
                  theme.GOLD_LIGHT, bold=True)
        label_w = min(px(220), inner.w // 3)
        col_w = (inner.w - label_w) // max(1, state.n)
        y = inner.top + px(34)
        for k, (_place, seat) in enumerate(self.ranking):
            x = inner.left + label_w + k * col_w + col_w // 2
            draw_seat(surface, seat, seat_colour(seat), (x, y + px(8)), px(8))
            tooltips.add(pygame.Rect(x - px(9), y, px(18), px(18)), _("{name}'s colour and mark", name=names[seat]))
            size, name = fit_line(names[seat], col_w - px(6), (16, 14, 12))
            draw_text(surface, name, (x, y + px(18)), size, theme.TEXT, anchor="midtop")
        y += px(42)
        for i in used:
            source = _(SOURCE_NAMES.get(SOURCES[i], SOURCES[i]))
            tip = source_tip(SOURCES[i])
            tooltips.label(surface, source, (inner.left, y), 17, theme.TEXT_DIM, tip=tip)
            for k, (_place, seat) in enumerate(self.ranking):
                x = inner.left + label_w + k * col_w + col_w // 2
                value = state.players[seat].sources[i]
                cell = pygame.Rect(x - col_w // 2 + px(4), y - px(2), col_w - px(8), row_h - px(2))
                tooltips.number(surface, value, (x, y), 17, theme.TEXT, anchor="midtop", area=cell,
                                tip=_("{name}: {n} VP from {source}", name=names[seat], n=value, source=source)
                                + "\n" + tip)
            y += row_h
        draw_text(surface, _("Total"), (inner.left, y), 18, theme.GOLD_LIGHT, bold=True)
        for k, (_place, seat) in enumerate(self.ranking):
            x = inner.left + label_w + k * col_w + col_w // 2
            tooltips.number(surface, state.players[seat].vp, (x, y), 18, theme.GOLD_LIGHT, bold=True, anchor="midtop",
                            tip=_("{name}'s final score: the sum of the sources above", name=names[seat]))
