"""RoundEndScene: the end of a round of Feld's Cuzco, shown over the table before the next one starts.

    RoundEndScene(before, after, names, temple_result(game, before.round))
                                          # the states at the start of the round and after its end, and
                                          # who the temple gave its Inti medal to

It says, for each player, the VP held before the round (the starting VP in the first), what the round
brought source by source (knowledge at the university, the temple's priests and its Inti medal, circlets,
goods, missions of the Sapa Inca, ...), and the new player order; those lines add up to the total below
them. Its type and spacing scale with the table's (`layout.table_scale`), so it reads as well in a large
window. Every number and line explains itself in a tooltip (`score_tips`). A click, Enter or Space
closes it; clicks in its first moments are ignored."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from cuzco.games.feld_cuzco.rules import PlayCard, State
from cuzco.games.feld_cuzco.rules.state import SOURCES
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import draw_seat
from cuzco.shell.widgets import dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px, scaled_by

from .layout import table_scale
from .names import SOURCE_NAMES, mission_label
from .palette import seat_colour
from .score_tips import medal_tip, missions_tip, order_tip, source_tip

GUARD_SECONDS = 0.4


class TempleResult(NamedTuple):
    """The temple's part of a round's scoring: who took its Inti medal (None: nobody had a priest, and the
    medal left the game, or none was left to give) and how many medals it still holds."""

    winner: int | None
    left: int
    given: bool = True


def temple_result(game: Any, rnd: int) -> TempleResult | None:
    """Round `rnd`'s temple, read from the game's states around its scoring: a medal spent on a god card in
    the same round must not hide the one the temple gave (None: the round's scoring is not in `game`)."""
    states, actions = game.states, game.actions
    for i in range(len(states) - 1, 0, -1):
        a, b = states[i - 1], states[i]
        if a.round == rnd and a.phase in ("dice", "abilities"):
            if b.round == rnd and b.phase in ("dice", "abilities"):
                return None  # the round has not been scored yet
            act = actions[i - 1]
            spent = [int(isinstance(act, PlayCard) and act.medal and act.player == s) for s in range(a.n)]
            won = [s for s in range(a.n) if b.players[s].medals + spent[s] > a.players[s].medals]
            given = a.temple_medals > 0
            return TempleResult(won[0] if won and given else None, max(0, a.temple_medals - 1), given)
    return None


class RoundEndScene(Scene):
    transparent = True

    def __init__(self, before: State, after: State, names: list[str], temple: TempleResult | None = None) -> None:
        super().__init__()
        self.before, self.after, self.names = before, after, names
        self.temple = temple
        self.age = 0.0

    def gains(self, seat: int) -> list[tuple[str, str, int]]:
        """(source, its name, VP gained from it) for each source that brought `seat` VP this round."""
        a, b = self.before.players[seat].sources, self.after.players[seat].sources
        return [(SOURCES[i], _(SOURCE_NAMES.get(SOURCES[i], SOURCES[i])), b[i] - a[i])
                for i in range(len(SOURCES)) if b[i] != a[i]]

    def carried(self, seat: int) -> tuple[str, int, str]:
        """The card's first line for `seat`, so that its lines add up to its total: the VP held before the
        round (in the first round, the starting VP of the order tokens), with its name and tooltip."""
        p = self.before.players[seat]
        if p.vp == p.sources[0]:  # nothing yet but the starting VP
            return _("Starting VP"), p.vp, source_tip("start")
        return _("Before this round"), p.vp, _("{name}'s VP before the gains below", name=self.names[seat])

    def news(self, seat: int) -> list[tuple[str, str]]:
        """The round's other news for `seat`, each with its tooltip: Inti medals won, missions completed."""
        a, b = self.before.players[seat], self.after.players[seat]
        lines: list[tuple[str, str]] = []
        won = int(self.temple.winner == seat) if self.temple is not None else max(0, b.medals - a.medals)
        if won:
            lines.append((ngettext("+{n} Inti medal", "+{n} Inti medals", won, n=won), medal_tip()))
        done = [m for m in b.completed if m not in a.completed]
        if done:
            lines.append((_("missions completed: {labels}", labels=", ".join(mission_label(m) for m in done)),
                          missions_tip(done)))
        return lines

    def events(self, seat: int) -> list[str]:
        """The round's other news for `seat`: Inti medals won, missions of the Sapa Inca completed."""
        return [line for line, _tip in self.news(seat)]

    def update(self, dt: float) -> None:
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < GUARD_SECONDS:
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE)):
            self.finish(True)

    def temple_line(self) -> str | None:
        """One sentence on the temple's medal this round, for everyone."""
        if self.temple is None:
            return None
        left = ngettext("{n} medal left on the temple", "{n} medals left on the temple", self.temple.left,
                        n=self.temple.left)
        if not self.temple.given:
            return _("Temple: no Inti medal is left to give.")
        if self.temple.winner is None:
            return _("Temple: nobody has a priest on its steps, so its Inti medal leaves the game; {left}.",
                     left=left)
        return _("Temple: {name} has the most priests and takes its Inti medal; {left}.",
                 name=self.names[self.temple.winner], left=left)

    def title(self) -> str:
        if self.after.over:
            return _("The last round is over: the final scoring")
        return _("Round {n} is over", n=self.before.round)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        tooltips.cover(surface.get_rect())  # the table beneath stops answering
        with scaled_by(table_scale(surface.get_size())):  # its type grows with the table's in a large window
            self.draw_scaled(surface)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        after = self.after
        rows = max(len(self.gains(s)) + len(self.events(s)) for s in range(after.n)) + 2
        temple = self.temple_line()
        extra = px(30) if temple else 0
        box = pygame.Rect(0, 0, min(w - px(40), px(900)), min(h - px(40), px(170) + rows * px(24) + extra))
        box.center = (w // 2, h // 2)
        inner = draw_panel(surface, box, self.title(), edge=theme.GOLD)
        if temple:
            size, text = fit_line(temple, inner.w, (15, 13, 12))
            tooltips.label(surface, text, (inner.left, inner.top), size, theme.SAND, tip=temple + "\n" + medal_tip())
            inner = pygame.Rect(inner.left, inner.top + extra, inner.w, inner.h - extra)
        col_w = inner.w // after.n
        for k, seat in enumerate(after.order):
            x = inner.left + k * col_w
            name_shown = self.names[seat]
            draw_seat(surface, seat, seat_colour(seat), (x + px(10), inner.top + px(12)), px(8))
            tooltips.add(pygame.Rect(x + px(2), inner.top + px(4), px(16), px(16)),
                         _("{name}'s colour and mark", name=name_shown))
            size, name = fit_line(name_shown, col_w - px(30), (18, 16, 14), bold=True)
            draw_text(surface, name, (x + px(24), inner.top + px(2)), size, theme.TEXT, bold=True)
            y = inner.top + px(30)
            tooltips.label(surface, _("order {k}", k=k + 1), (x, y), 15, theme.TEXT_DIM,
                           tip=order_tip(name_shown, k + 1))
            y += px(22)
            what, held, tip = self.carried(seat)
            size, label = fit_line(what, col_w - px(60), (15, 13))
            draw_text(surface, label, (x, y), size, theme.TEXT_DIM)
            tooltips.number(surface, str(held), (x + col_w - px(16), y), 15, theme.TEXT, anchor="topright", tip=tip,
                            area=pygame.Rect(x, y, col_w - px(12), px(20)))
            y += px(22)
            for source, what, gain in self.gains(seat):
                size, label = fit_line(what, col_w - px(60), (15, 13))
                tip = source_tip(source)
                row = pygame.Rect(x, y, col_w - px(12), px(20))
                draw_text(surface, label, (x, y), size, theme.TEXT_DIM)
                tooltips.number(surface, f"{gain:+d}", (x + col_w - px(16), y), 15, theme.TEXT, anchor="topright",
                                tip=_("{name}: {n} VP from {source} this round", name=name_shown, n=f"{gain:+d}",
                                      source=what) + "\n" + tip, area=row)
                y += px(22)
            for line, tip in self.news(seat):
                size, text = fit_line(line, col_w - px(16), (15, 13))
                tooltips.label(surface, text, (x, y), size, theme.SAND, tip=tip)
                y += px(22)
            tooltips.label(surface, _("{n} VP in all", n=after.players[seat].vp), (x, y + px(4)), 16,
                           theme.GOLD_LIGHT, bold=True, tip=_("{name}'s victory points after this round",
                                                              name=name_shown))
        draw_text(surface, _("Click to go on"), (inner.centerx, inner.bottom), 15, theme.TEXT_DIM, anchor="midbottom")
