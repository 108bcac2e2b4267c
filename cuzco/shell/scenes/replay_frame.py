"""ReplayFrame: the shell's replay viewer, for any game that is a list of positions.

    class MyViewer(ReplayFrame):
        def draw_position(self, surface, rect, index): ...   # the game as it stood after `index` actions
        def caption(self, index): ...                        # what happened to get there, in words
    MyViewer(last, turn_starts, title, finished)             # read only; finish(None) on Back or Escape

A game gives its positions (0 = the start, `last` = after every action), where
its turns begin (for the turn jumps and the marks on the bar), a title, and
whether the game is over; the frame does the rest, the same for every game:
Left/Right step one action, Shift+Left/Right (or Up/Down) one turn, Home/End
jump to either end, Space plays and pauses, +/- change the speed, and the bar
under the picture jumps to any point when clicked or dragged. Every button has
a tooltip naming its key. The viewer never changes the game it shows.
"""

from __future__ import annotations

import bisect

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, draw_backdrop, draw_text, theme, wrap
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 0.9  # one action per this many seconds at speed 1


class ReplayFrame(Scene):
    BOTTOM_H = 150

    def __init__(self, last: int, turn_starts: list[int], title: str, finished: bool) -> None:
        super().__init__()
        self.last = max(0, last)
        self.turn_starts = sorted({0, *[t for t in turn_starts if 0 <= t <= self.last]})
        self.title = title
        self.finished = finished
        self.at = 0
        self.playing = False
        self.speed = 1.0
        self.clock = 0.0
        self.dragging = False
        self.size = (0, 0)
        self.board = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}

    # ---- what a game supplies -----------------------------------------------------------
    def draw_position(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        raise NotImplementedError

    def caption(self, index: int) -> str:
        return ""

    # ---- moving --------------------------------------------------------------------------
    def go(self, index: int) -> None:
        self.at = max(0, min(self.last, index))
        if self.at == self.last:
            self.playing = False
        self._label_play()

    def step(self, delta: int) -> None:
        self.playing = False
        self.go(self.at + delta)

    def next_turn(self) -> None:
        self.playing = False
        i = bisect.bisect_right(self.turn_starts, self.at)
        self.go(self.turn_starts[i] if i < len(self.turn_starts) else self.last)

    def prev_turn(self) -> None:
        self.playing = False
        i = bisect.bisect_left(self.turn_starts, self.at)
        self.go(self.turn_starts[i - 1] if i > 0 else 0)

    def home(self) -> None:
        self.playing = False
        self.go(0)

    def end(self) -> None:
        self.playing = False
        self.go(self.last)

    def toggle_play(self) -> None:
        if not self.playing and self.at >= self.last:
            self.at = 0  # played to the end: play again from the start
        self.playing = not self.playing
        self.clock = 0.0
        self._label_play()

    def faster(self, up: bool) -> None:
        i = SPEEDS.index(self.speed) + (1 if up else -1)
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i))]

    def back(self) -> None:
        self.finish(None)

    def _label_play(self) -> None:
        if "play" in self.buttons:
            self.buttons["play"].label = _("Pause") if self.playing else _("Play")

    # ---- layout ----------------------------------------------------------------------
    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        bottom = h - px(self.BOTTOM_H)
        self.board = pygame.Rect(px(16), px(60), w - px(32), bottom - px(60) - px(8))
        self.bar = pygame.Rect(px(24), bottom + px(44), w - px(48), px(26))
        bh = px(46)
        y = h - bh - px(14)
        group = [
            ("start", "|\u2039", self.home, px(54), _("Back to the start (Home)")),
            ("prev_turn", "\u00ab", self.prev_turn, px(54), _("One turn back (Shift+Left or Up)")),
            ("prev", "\u2039", lambda: self.step(-1), px(54), _("One action back (Left)")),
            ("play", _("Play"), self.toggle_play, px(120), _("Play or pause (Space)")),
            ("next", "\u203a", lambda: self.step(1), px(54), _("One action on (Right)")),
            ("next_turn", "\u00bb", self.next_turn, px(54), _("One turn on (Shift+Right or Down)")),
            ("end", "\u203a|", self.end, px(54), _("To the end (End)")),
        ]
        gap = px(6)
        total = sum(bw for *_rest, bw, _tip in group) + gap * (len(group) - 1)
        x = w // 2 - total // 2
        self.buttons = {"back": Button((px(24), y, px(120), bh), _("Back"), self.back, kind="ghost", font_size=22,
                                       tooltip=_("Leave the viewer (Esc)"))}
        for key, label, action, bw, tip in group:
            self.buttons[key] = Button((x, y, bw, bh), label, action, kind="primary" if key == "play" else "normal",
                                       font_size=22, tooltip=tip)
            x += bw + gap
        sx = w - px(24) - px(44) * 2 - gap
        self.buttons["slower"] = Button((sx, y, px(44), bh), "\u2212", lambda: self.faster(False), font_size=24,
                                        tooltip=_("Play slower (-)"))
        self.buttons["faster"] = Button((sx + px(44) + gap, y, px(44), bh), "+", lambda: self.faster(True),
                                        font_size=24, tooltip=_("Play faster (+)"))
        self._label_play()

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    # ---- events ----------------------------------------------------------------------
    def _bar_to(self, x: int) -> None:
        if self.last == 0:
            return
        k = (x - self.bar.left) / max(1, self.bar.width)
        self.go(round(max(0.0, min(1.0, k)) * self.last))

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.inflate(0, px(16)).collidepoint(
                event.pos):
            self.playing = False
            self.dragging = True
            self._bar_to(event.pos[0])
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._bar_to(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False

    def _key(self, event: pygame.event.Event) -> None:
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        k = event.key
        if k == pygame.K_ESCAPE:
            self.back()
        elif k == pygame.K_LEFT:
            self.prev_turn() if shift else self.step(-1)
        elif k == pygame.K_RIGHT:
            self.next_turn() if shift else self.step(1)
        elif k == pygame.K_UP:
            self.prev_turn()
        elif k == pygame.K_DOWN:
            self.next_turn()
        elif k == pygame.K_HOME:
            self.home()
        elif k == pygame.K_END:
            self.end()
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.faster(True)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.faster(False)

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.clock += dt * self.speed
        while self.clock >= STEP_SECONDS and self.playing:
            self.clock -= STEP_SECONDS
            self.go(self.at + 1)

    # ---- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w, h = surface.get_size()
        size, title = fit_line(self.title, w // 2, (28, 24, 20), bold=True)
        draw_text(surface, title, (px(24), px(16)), size, theme.GOLD_LIGHT, bold=True)
        where = _("action {at} of {last}", at=self.at, last=self.last)
        note = _("finished game: every hand shown") if self.finished else _("game in progress: hands hidden")
        draw_text(surface, f"{where} \u00b7 {note}", (w - px(24), px(22)), 20, theme.TEXT_DIM, anchor="topright")
        previous = surface.get_clip()
        surface.set_clip(self.board)
        self.draw_position(surface, self.board, self.at)
        surface.set_clip(previous)
        self._draw_caption(surface, self.caption(self.at), w - px(48))
        self._draw_bar(surface)
        draw_text(surface, _("speed \u00d7{speed}", speed=f"{self.speed:g}"),
                  (self.buttons["slower"].rect.left - px(10), self.buttons["slower"].rect.centery), 18,
                  theme.TEXT_DIM, anchor="midright")
        for button in self.buttons.values():
            button.draw(surface)
        for button in self.buttons.values():
            button.draw_tooltip(surface)

    def _draw_caption(self, surface: pygame.Surface, text: str, width: int) -> None:
        """What happened, on one line if it fits, else on two (the second cut short if need be)."""
        size, line = fit_line(text, width, (22, 20))
        lines = [line] if line == text else wrap(text, 18, width)
        if len(lines) > 2:
            lines = [lines[0], fit_line(" ".join(lines[1:]), width, (18,))[1]]
        size = size if len(lines) == 1 else 18
        y = self.bar.top - px(8)
        for line in reversed(lines):
            draw_text(surface, line, (surface.get_width() // 2, y), size, theme.TEXT, anchor="midbottom")
            y -= px(size + 4)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar
        pygame.draw.rect(surface, theme.darken(theme.PANEL_LIGHT, 0.2), bar, border_radius=px(6))
        if self.last:
            done = bar.copy()
            done.width = round(bar.width * self.at / self.last)
            pygame.draw.rect(surface, theme.darken(theme.GOLD, 0.25), done, border_radius=px(6))
            for start in self.turn_starts[1:]:
                x = bar.left + round(bar.width * start / self.last)
                pygame.draw.line(surface, theme.SAND_DARK, (x, bar.top + px(4)), (x, bar.bottom - px(4)), 1)
            knob = (bar.left + round(bar.width * self.at / self.last), bar.centery)
            pygame.draw.circle(surface, theme.GOLD_LIGHT, knob, px(10))
        pygame.draw.rect(surface, theme.SAND_DARK, bar, 1, border_radius=px(6))
