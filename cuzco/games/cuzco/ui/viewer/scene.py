"""ViewerScene: watch a recorded game again, one action or one turn at a time, or playing on.

    ViewerScene(game, settings, *, colours=None)

The scene reads the game and never changes it: it keeps its own position k
(the first k actions played), asks a `SnapshotStore` for the state there and
never writes a save or the autosave. Keys: Left/Right one action, Shift+Left/
Right or Up/Down one turn, Home/End, Space play/pause, +/- speed, H show the
hands, R review the game, Escape back. The scrub bar jumps anywhere. Drawing is `ViewerView`'s job.

Privacy: a finished game shows every hand. A game still in progress shows no
hand until the players confirm the warning of `RevealDialog`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from cuzco.games.cuzco.replay import SnapshotStore, Timeline
from cuzco.games.cuzco.rules.actions import Action
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.viewer.describe import describe, highlight
from cuzco.games.cuzco.ui.viewer.reveal_dialog import RevealDialog
from cuzco.games.cuzco.ui.viewer.review_panel import ReviewPanel
from cuzco.games.cuzco.ui.viewer.view import ViewerView
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import seat_colours
from cuzco.shell.theme import Colour

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # actions per second
DEFAULT_SPEED = 2


def table_colours(game: Any, count: int, colours: Sequence[Colour] | None) -> list[Colour]:
    """The seat colours: given, else those written in the record, else the standard ones."""
    if colours is None:
        saved = getattr(game, "meta", {}).get("colours")
        if isinstance(saved, list) and all(
            isinstance(c, list) and len(c) == 3 and all(isinstance(v, int) and 0 <= v <= 255 for v in c)
            for c in saved
        ):
            colours = [(c[0], c[1], c[2]) for c in saved]
    return seat_colours(count, colours)


class ViewerScene(Scene):
    def __init__(self, game: Any, settings: Any = None, *, colours: Sequence[Colour] | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.store = SnapshotStore.from_game(game)
        self.timeline = Timeline.build(self.store)
        first = self.store.state_at(0)
        self.colours = table_colours(game, first.num_players, colours)
        self.marks = board_theme.MARKS[: first.num_players]
        self.finished = self.store.finished
        self.revealed = self.finished  # in-progress games hide every hand until the players agree
        self.position = 0
        self.playing = False
        self.speed_index = DEFAULT_SPEED
        self.clock = 0.0
        self.time = 0.0
        self.mouse = (0, 0)
        self.show_heights = bool(getattr(settings, "height_numbers", False))
        self.asking = False  # the reveal warning is up
        self._shown: tuple[int, GameState, Action | None, str, Any] | None = None
        self._shown_reviewed = False
        self._suggestion: tuple[tuple[int, int], tuple[Any, str]] | None = None
        self.review = ReviewPanel(self)  # move review, run on demand in a worker thread
        self.view = ViewerView(self)

    # ---- what is shown -----------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._current()[1]

    @property
    def next_action(self) -> Action | None:
        return self._current()[2]

    @property
    def description(self) -> str:
        return self._current()[3]

    @property
    def overlay(self) -> Any:
        return self._current()[4]

    def _current(self) -> tuple[int, GameState, Action | None, str, Any]:
        """State, next action, its words and its highlight: worked out once per position."""
        reviewed = self.review.review is not None
        if self._shown is None or self._shown[0] != self.position or self._shown_reviewed != reviewed:
            state = self.store.state_at(self.position)
            action = self.store.action_at(self.position)
            words = describe(state, action)
            if action is not None:
                words = _("Next: {what}", what=words)
            overlay = highlight(state, action)
            self._shown = (self.position, state, action, words, overlay)
            self._shown_reviewed = reviewed
        suggested = self._suggested()
        if suggested is not None:  # a marked turn of the review: the computer's turn instead, step by step
            overlay, words = suggested
            return (*self._shown[:3], words, overlay)
        return self._shown

    def _suggested(self) -> tuple[Any, str] | None:
        """The review's suggestion at this position, worked out once per step shown."""
        plan = self.review.plan(self.position)
        if plan is None:
            return None
        key = (self.position, self.review.step(plan))
        if self._suggestion is None or self._suggestion[0] != key:
            shown = self.review.suggestion(self.position)
            if shown is None:
                return None
            self._suggestion = (key, shown)
        return self._suggestion[1]

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def fastest(self) -> int:
        return len(SPEEDS) - 1

    @property
    def last(self) -> int:
        return self.store.last

    # ---- moving ------------------------------------------------------------------
    def go(self, k: int) -> None:
        k = self.store.clamp(k)
        if k != self.position:
            self.review.clock = 0.0  # a suggested turn shown here starts at its first step
        self.position = k

    def step(self, delta: int) -> None:
        self.pause()
        self.go(self.position + delta)

    def next_turn(self) -> None:
        self.pause()
        self.go(self.timeline.next_turn(self.position))

    def prev_turn(self) -> None:
        self.pause()
        self.go(self.timeline.prev_turn(self.position))

    def home(self) -> None:
        self.pause()
        self.go(0)

    def end(self) -> None:
        self.pause()
        self.go(self.last)

    def jump(self, k: int) -> None:
        self.pause()
        self.go(k)

    def pause(self) -> None:
        self.playing = False
        self.clock = 0.0

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.position >= self.last:
            self.go(0)  # play from the start again
        self.playing = True
        self.clock = 0.0

    def faster(self) -> None:
        self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)

    def slower(self) -> None:
        self.speed_index = max(0, self.speed_index - 1)

    def ask_reveal(self) -> None:
        if self.revealed or self.stack is None:
            return
        self.pause()
        self.asking = True
        self.stack.push(RevealDialog())

    def hide_hands(self) -> None:
        if not self.finished:
            self.revealed = False

    def back(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.review.stop()
            self.finish(None)

    # ---- scene hooks ----------------------------------------------------------------
    def enter(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.view.resize(surface.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)

    def on_result(self, source: Scene, result: Any) -> None:
        if isinstance(source, RevealDialog):
            self.asking = False
            self.revealed = bool(result)

    def settings_changed(self, settings: Any) -> None:
        self.settings = settings
        self.show_heights = bool(getattr(settings, "height_numbers", self.show_heights))

    def wants_frames(self) -> bool:
        """Every frame while the game plays back, while the review works in its thread (its progress) and
        while a turn the review suggests is shown step by step; otherwise the viewer sleeps until a key,
        the mouse or a settling zoom (`frames.request`) wakes it."""
        return self.playing or self.review.running or self._suggested() is not None

    def update(self, dt: float) -> None:
        self.time += dt
        self.review.update(dt)
        if not self.playing:
            return
        self.clock += dt * self.speed
        while self.clock >= 1.0 and self.playing:
            self.clock -= 1.0
            self.go(self.position + 1)
            if self.position >= self.last:
                self.pause()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.view.handle_event(event):
            return
        if event.type != pygame.KEYDOWN:
            return
        key, shift = event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key == pygame.K_RIGHT:
            self.next_turn() if shift else self.step(1)
        elif key == pygame.K_LEFT:
            self.prev_turn() if shift else self.step(-1)
        elif key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.next_turn()
        elif key in (pygame.K_UP, pygame.K_PAGEUP):
            self.prev_turn()
        elif key == pygame.K_HOME:
            self.home()
        elif key == pygame.K_END:
            self.end()
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.faster()
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.slower()
        elif key == pygame.K_h:
            self.hide_hands() if self.revealed else self.ask_reveal()
        elif key == pygame.K_r:
            self.review.toggle()
        elif key == pygame.K_F3:
            self.show_heights = not self.show_heights
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
