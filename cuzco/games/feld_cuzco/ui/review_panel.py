"""Move review inside Feld's Cuzco's Watch viewer: `bots.review` runs in a worker thread and is shown.

    panel = ReviewPanel(game, go)   # go(index): the viewer shows the table after action `index`
    panel.toggle()                  # the Review button or R: starts the review, later hides and shows it
    panel.update()                  # each frame, on the main thread: takes the finished review
    panel.handle_event(event)       # its buttons: Review, and each swing (a click jumps to it)
    panel.draw(surface, area, index)
    panel.stop()                    # the viewer closes: the worker stops at the next decision

The worker reviews every decision of the human seats (every seat when the computer played them all)
against the Hard player's, from its own copy of the record (the rules never change a state in place), so
the viewer keeps stepping and playing meanwhile. It shares two integers of progress and, once, the
finished `Review`. The panel then lists the biggest swings (a click shows that decision on the table)
and, when the action shown was a reviewed decision, what Hard would have done instead and the estimated
loss."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pygame

from cuzco.games.feld_cuzco.bots.review import Review, review_game
from cuzco.games.feld_cuzco.rules import Game
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import Button, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .review_text import played_words, reviewed_seats, swing_line

LEVEL = "hard"
SWINGS = 5
ROW_H = 21  # a swing's row: five fit under the buttons at 1024x700 with Hard's choice shown above them


class ReviewPanel:
    def __init__(self, game: Game, go: Callable[[int], None], level: str = LEVEL) -> None:
        self.game = game
        self.go = go
        self.level = level
        self.review: Review | None = None
        self.error: str | None = None
        self.shown = True
        self.done = 0
        self.total = 0
        self.button = Button((0, 0, 1, 1), _("Review"), self.toggle, kind="normal", font_size=16,
                             tooltip=_("Compare each human decision with the Hard computer player's (R)"))
        self.rows: list[tuple[Button, int]] = []  # (a swing's button, the index of its action)
        self._rows_key: tuple[object, ...] = ()
        self.note = ""  # the line on the decision shown, as last drawn
        self._thread: threading.Thread | None = None
        self._result: Review | None = None
        self._stop = threading.Event()

    @property
    def running(self) -> bool:
        return self._thread is not None and self.review is None and self.error is None

    def toggle(self) -> None:
        if self._thread is None:
            self.start()
        elif self.review is not None:
            self.shown = not self.shown
            self._rows_key = ()

    def start(self) -> None:
        seats = reviewed_seats(self.game)
        self._thread = threading.Thread(target=self._work, args=(seats,), name="feld-review", daemon=True)
        self._thread.start()

    def _work(self, seats: list[int]) -> None:
        def progress(done: int, total: int) -> None:
            self.done, self.total = done, total

        try:
            self._result = review_game(self.game, seats, self.level, progress=progress, stop=self._stop)
        except Exception as exc:  # shown in the panel; the viewer goes on  # noqa: BLE001
            self.error = f"{type(exc).__name__}: {exc}"

    def stop(self) -> None:
        self._stop.set()

    def update(self) -> None:
        if self._result is not None and self.review is None:
            self.review = self._result
            self._rows_key = ()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.toggle()
            return True
        if self.button.handle_event(event):
            return True
        return any(button.handle_event(event) for button, _index in self.rows)

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, area: pygame.Rect, index: int) -> None:
        """The panel in `area` of the side panel (its button where the viewer put it); `index`: the viewer
        shows the table after that many actions."""
        self.button.label = _("Hide review") if self.review is not None and self.shown else _("Review")
        size, _label = fit_line(self.button.label, self.button.rect.w - px(12), (18, 16, 14), bold=True)
        self.button.font_size = size
        self.button.draw(surface)
        y = area.top
        review = self.review
        if self.error is not None:
            draw_wrapped(surface, _("The review failed: {reason}", reason=self.error),
                         pygame.Rect(area.left, y, area.w, area.bottom - y), 14, theme.TEXT_DIM)
            return
        if self.running:
            text = ngettext("Reviewing with the Hard computer player: {done} of {total} decision",
                            "Reviewing with the Hard computer player: {done} of {total} decisions",
                            self.total or 0, done=self.done, total=self.total or "?")
            y += draw_wrapped(surface, text, pygame.Rect(area.left, y, area.w, px(40)), 14, theme.TEXT) + px(4)
            bar = pygame.Rect(area.left, y, area.w, px(8))
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=px(4))
            if self.total:
                pygame.draw.rect(surface, theme.GOLD, (bar.left, bar.top, bar.w * self.done // self.total, bar.h),
                                 border_radius=px(4))
            return
        if review is None or not self.shown:
            self.rows = []
            return
        here = review.at(index - 1) if index > 0 else None
        self.note = ""
        if here is not None:
            if here.played == here.suggested:
                text = _("Here the Hard computer player chooses the same.")
            elif f"{here.loss:g}" == "0" or here.loss < 0.05:  # nothing lost, as far as it can tell
                text = _("As good as the Hard computer player's choice, by its estimate.")
            else:
                _played, suggested = played_words(here, self.game)
                text = _("Hard would: {suggested} (estimated loss {loss} VP)", suggested=suggested,
                         loss=f"{here.loss:g}")
            self.note = text
            y += draw_wrapped(surface, text, pygame.Rect(area.left, y, area.w, px(36)), 13, theme.GOLD_LIGHT) + px(2)
        swings = review.swings(SWINGS)
        if not swings:
            draw_wrapped(surface, _("No decision lost half a VP or more against the computer's choice."),
                         pygame.Rect(area.left, y, area.w, area.bottom - y), 14, theme.TEXT_DIM)
            self.rows = []
            return
        size, heading = fit_line(_("Biggest swings (click to see):"), area.w, (14, 13, 12))
        draw_text(surface, heading, (area.left, y), size, theme.TEXT_DIM)
        y += px(17)
        self.layout_rows(review, pygame.Rect(area.left, y, area.w, area.bottom - y))
        for button, _index in self.rows:
            button.selected = _index == index - 1
            button.draw(surface)

    def layout_rows(self, review: Review, area: pygame.Rect) -> None:
        key = (area.topleft, area.size, id(review), px(100))
        if key == self._rows_key:
            return
        self._rows_key = key
        row_h = px(ROW_H)
        self.rows = []
        y = area.top
        for d in review.swings(SWINGS):
            if y + row_h > area.bottom:
                break
            label = _("round {round}, {name}: -{loss} VP", round=max(1, d.round), name=review.names[d.player],
                      loss=f"{d.loss:g}")
            size, shown = fit_line(label, area.w - px(12), (14, 13, 12))
            button = Button((area.left, y, area.w, row_h - px(4)), shown, self.jump_to(d.index),
                            kind="ghost", font_size=size, tooltip=swing_line(review, d, self.game))
            self.rows.append((button, d.index))
            y += row_h

    def jump_to(self, index: int) -> Callable[[], None]:
        """A swing's click: the viewer shows the table after the decision made at action `index`."""
        return lambda: self.go(index + 1)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        self.button.draw_tooltip(surface)
        for button, _index in self.rows:
            button.draw_tooltip(surface)


__all__ = ["ReviewPanel"]
