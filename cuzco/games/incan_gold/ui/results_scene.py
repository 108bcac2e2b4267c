"""IncanGoldResults: the end of an Incan Gold game in the shell's results frame
(`cuzco.shell.scenes.results_frame`).

    IncanGoldResults(state, settings, levels={seat: level})

The frame shows who won and the ranking (highest total first; equal totals are
split by the number of artifacts, and players still equal share their place).
Incan Gold's own content is a table of each player's tent: the gems, the
artifacts (how many, and their worth), what each round brought home, and the
total. Buttons: View the table ("table"), Main menu ("menu"), New game ("new").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from cuzco.games.incan_gold.rules import ROUNDS, State
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.scenes.results_frame import ResultsFrame, Standing, places
from cuzco.shell.widgets import draw_panel, draw_text, font, theme, wrap
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .seats import shown_names
from .table_draw import seat_colour


def ranking(state: State) -> list[tuple[int, int]]:
    """(place, seat) best first: the total, then the number of artifacts; equal on both share a place."""
    return places([(state.score(p), len(state.artifacts[p])) for p in range(state.players)])


class IncanGoldResults(ResultsFrame):
    game_id = "incan-gold"

    def __init__(self, state: State, settings: Any, levels: Mapping[int, str] | None = None,
                 game: Any = None) -> None:
        super().__init__(settings)
        self.state = state
        self.game = game
        if game is not None:  # the whole game again, in the replay viewer
            self.watch_again = self._watch
        self.levels = dict(levels or {})  # the computer seats' levels, shown beside their names
        self.ranking = ranking(state)

    def _watch(self) -> None:
        from .viewer import IncanGoldViewer

        assert self.stack is not None
        self.stack.push(IncanGoldViewer(self.game, self.settings))

    def names(self) -> list[str]:
        return shown_names(self.state.names, self.levels)

    def title(self) -> str:
        names = self.names()
        winners = [names[p] for place, p in self.ranking if place == 1]
        if len(winners) == 1:
            return _("{names} wins!", names=winners[0])
        return _("Shared victory: {names}", names=" & ".join(winners))

    def standings(self) -> list[Standing]:
        names = self.names()
        return [Standing(place, p, names[p], str(self.state.score(p)), seat_colour(p))
                for place, p in self.ranking]

    def extra_buttons(self) -> list[tuple[str, str, Callable[[], None], str]]:
        return [("table", _("View the table"), lambda: self.finish("table"), "ghost")]

    def draw_breakdown(self, surface: pygame.Surface, main: pygame.Rect, side: pygame.Rect) -> None:
        state = self.state
        names = self.names()
        rows = state.players
        row_h = max(px(28), min(px(44), (main.height - px(120)) // max(1, rows)))
        main = pygame.Rect(main.x, main.y, main.w, min(main.h, px(120) + rows * row_h))  # as tall as the table
        inner = draw_panel(surface, main)
        draw_text(surface, _("The tents are opened"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT,
                  bold=True)
        name_w = min(px(230), inner.width // 3)
        cols = [inner.left + name_w, inner.left + name_w + px(80), inner.left + name_w + px(190)]
        round_w = max(px(34), min(px(48), (inner.right - px(80) - cols[2]) // ROUNDS))
        y = inner.top + px(40)
        head = [_("Gems"), _("Artifacts"), _("Rounds 1-{n}", n=ROUNDS)]
        for x, text in zip(cols, head):
            draw_text(surface, text, (x, y), 18, theme.TEXT_DIM)
        draw_text(surface, _("Total"), (inner.right - px(10), y), 18, theme.TEXT_DIM, anchor="topright")
        y += px(30)
        for _place, p in self.ranking:
            middle = y + row_h // 2
            draw_seat(surface, p, seat_colour(p), (inner.left + px(10), middle), px(8))
            size, name = fit_line(names[p], cols[0] - px(10) - (inner.left + px(26)), (20, 17, 15))
            draw_text(surface, name, (inner.left + px(26), middle), size, theme.TEXT, anchor="midleft")
            tooltips.number(surface, state.tents[p], (cols[0], middle), 20, theme.TEXT, anchor="midleft",
                            tip=ngettext("{name}'s tent held {n} gem", "{name}'s tent held {n} gems", state.tents[p],
                                         name=names[p]))
            arts = state.artifacts[p]
            tooltips.number(surface, f"{len(arts)} ({sum(arts)})" if arts else "0", (cols[1], middle), 20,
                            theme.TEXT, anchor="midleft",
                            tip=ngettext("{name} brought out {n} artifact, worth {v} gems in all",
                                         "{name} brought out {n} artifacts, worth {v} gems in all", len(arts),
                                         name=names[p], v=sum(arts)))
            for k, banked in enumerate(state.banked):
                tooltips.number(surface, banked[p], (cols[2] + round_w // 2 + k * round_w, middle), 20, theme.SAND,
                                anchor="center",
                                tip=ngettext("Round {r}: {name} brought {n} gem back to camp",
                                             "Round {r}: {name} brought {n} gems back to camp", banked[p],
                                             r=k + 1, name=names[p]))
            tooltips.number(surface, state.score(p), (inner.right - px(10), middle), 22, theme.GOLD_LIGHT, bold=True,
                            anchor="midright", tip=_("{name}'s total: the gems in the tent and the artifacts' worth",
                                                     name=names[p]))
            y += row_h
        note_text = _("Ties go to the most artifacts; players still equal share the place.")
        for size in (18, 16, 15):  # the whole note or none of it: never a sentence cut short
            line_h = font(size).get_linesize()
            lines = wrap(note_text, size, side.width - px(32))
            height = px(40) + len(lines) * line_h
            if height <= side.height:
                note = draw_panel(surface, pygame.Rect(side.x, side.y, side.w, height))
                for k, line in enumerate(lines):
                    draw_text(surface, line, (note.left, note.top + k * line_h), size, theme.TEXT_DIM)
                break

    def side_room(self) -> int:
        return px(110)  # the tie rule's note under the ranking
