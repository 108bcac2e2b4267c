"""Move review inside the replay viewer: runs `cuzco.games.cuzco.review` in a worker thread and shows it.

    panel = ReviewPanel(scene)      # the ViewerScene owns one
    panel.start()                   # the Review button or R: evaluation starts in the background
    panel.update()                  # each frame: progress; when done, swing marks go on the timeline
    panel.suggestion(k)             # at a marked turn: (the computer's turn, its step now, words) or None
    panel.draw(surface)             # the button, the progress bar, then the chart

At a marked turn the computer's whole turn is shown on the board: every step numbered, each in
turn highlighted (`STEP_SECONDS` apiece) and said in words. The chart goes to the corner where it
hides none of the steps' hexes (and, with no such corner, waits folded); the viewer folds its log
the same way.

The worker replays its own copy of the record (the rules never change a state
in place), so the viewer keeps stepping, jumping and playing meanwhile. Its
only shared data are two integers of progress and the finished `Review`,
handed over once. Leaving the viewer stops the worker at the next turn.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.replay import Mark
from cuzco.games.cuzco.review import DEFAULT_BUDGET, Review, TurnReview, review_game
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.render.overlays import Overlay
from cuzco.games.cuzco.ui.viewer.describe import describe
from cuzco.games.cuzco.ui.viewer.turn_plan import TurnPlan, clear_spot, plan_from, step_hexes, step_overlay
from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.chart import render_line_chart
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

BUDGET = DEFAULT_BUDGET  # the strongest level's own search budget (tests lower it)
STEP_SECONDS = 1.6  # each step of a suggested turn stays this long on the board
SWINGS = 5  # turns marked on the timeline
MARK_KIND = "review"


class ReviewPanel:
    def __init__(self, scene: ViewerScene) -> None:
        self.scene = scene
        self.review: Review | None = None
        self.done = 0
        self.total = 0
        self.error: str | None = None
        self.shown = True  # the chart, once there is one (R hides and shows it)
        self._thread: threading.Thread | None = None
        self._result: Review | None = None
        self._stop = threading.Event()
        self._swings: dict[int, TurnReview] = {}
        self._chart: pygame.Surface | None = None
        self._chart_key: tuple | None = None
        self._plans: dict[int, TurnPlan] = {}
        self.clock = 0.0  # drives the steps of a suggested turn
        self.board = pygame.Rect(0, 0, 0, 0)
        self.keep_clear: list[tuple[int, int]] = []  # screen points the chart must not hide (set each frame)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button((0, 0, 1, 1), _("Review"), self.toggle, kind="normal", font_size=20,
                             tooltip=_("Evaluate every turn with the Hard computer (R)"))

    # ---- state -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self.review is None and self.error is None

    def toggle(self) -> None:
        if self.review is None and not self.running:
            self.start()
        else:
            self.shown = not self.shown

    def start(self) -> None:
        if self._thread is not None:
            return
        store = self.scene.store
        first, actions = store.state_at(0), list(store.actions)
        self._thread = threading.Thread(target=self._work, args=(first, actions), name="cuzco-review",
                                        daemon=True)
        self._thread.start()

    def _work(self, first: Any, actions: list[Any]) -> None:
        def progress(done: int, total: int) -> None:
            self.done, self.total = done, total

        try:
            self._result = review_game(first, actions, BUDGET, progress, self._stop.is_set)
        except Exception as exc:  # shown in the panel; the viewer goes on  # noqa: BLE001
            self.error = f"{type(exc).__name__}: {exc}"

    def stop(self) -> None:
        self._stop.set()

    def update(self, dt: float = 0.0) -> None:
        """On the main thread: take the finished review, put its swings on the timeline."""
        self.clock += dt
        result = self._result
        if result is None or self.review is not None or not result.complete:
            return
        self.review = result
        swings = result.swings(SWINGS)
        self._swings = {r.index: r for r in swings}
        self.scene.timeline.add_marks(
            Mark(r.index, MARK_KIND, _("-{loss} PP", loss=f"{r.loss:g}")) for r in swings
        )

    # ---- what the viewer shows at a marked turn --------------------------------------------
    def plan(self, k: int) -> TurnPlan | None:
        """The computer's whole turn at marked position `k`, with the board before each step."""
        r = self._swings.get(k)
        if r is None or not r.suggested:
            return None
        if k not in self._plans:
            states = [self.scene.store.state_at(k)]
            for action in r.suggested:
                states.append(states[-1].apply(action))
            self._plans[k] = plan_from(states, r.suggested)
        return self._plans[k]

    def step(self, plan: TurnPlan) -> int:
        """The step of `plan` on the board now: each in turn, over and over."""
        return int(self.clock / STEP_SECONDS) % max(1, len(plan.actions))

    def suggestion(self, k: int) -> tuple[Overlay, str] | None:
        plan = self.plan(k)
        r = self._swings.get(k)
        if plan is None or r is None:
            return None
        i = self.step(plan)
        steps = len(plan.actions)
        what = describe(plan.states[i], plan.actions[i])
        text = _("Review: the computer would play this turn, step {i} of {n}: {what} (this turn lost about {loss} PP)",
                 i=i + 1, n=steps, what=what, loss=f"{r.loss:g}")
        return step_overlay(plan, i), text

    def spots(self, k: int) -> list[Hex]:
        """Every hex the suggested turn at `k` lands on (what no panel may cover)."""
        plan = self.plan(k)
        if plan is None:
            return []
        return [h for i in range(len(plan.actions)) for h in step_hexes(plan, i)]

    def marked(self) -> list[int]:
        return sorted(self._swings)

    # ---- drawing ---------------------------------------------------------------------------
    def layout(self, board: pygame.Rect) -> None:
        self.board = board
        self.button.rect = pygame.Rect(board.left + px(12), board.top + px(12), px(120), px(40))
        w = min(px(460), board.w // 2)
        self.rect = pygame.Rect(board.left + px(12), self.button.rect.bottom + px(8), w, px(230))

    def _place_chart(self) -> bool:
        """Put the chart in a corner of the board that hides none of `keep_clear`; False when none does."""
        b, size = self.board, self.rect.size
        corners = [(b.left + px(12), self.button.rect.bottom + px(8)), (b.right - px(12) - size[0], b.top + px(12)),
                   (b.right - px(12) - size[0], b.bottom - px(12) - size[1])]
        box = clear_spot(size, b, corners, self.keep_clear, [])
        hides = any(box.inflate(px(24), px(24)).collidepoint(p) for p in self.keep_clear)
        self.rect = box
        return not hides

    def handle_event(self, event: pygame.event.Event) -> bool:
        return bool(self.button.rect.w > 1 and self.button.handle_event(event))

    def draw(self, surface: pygame.Surface) -> None:
        self.button.label = (_("Reviewing...") if self.running else _("Review") if self.review is None
                             else _("Hide review") if self.shown else _("Show review"))
        self.button.draw(surface)
        if self.error is not None:
            self._box(surface, self.rect.h // 3)
            draw_text(surface, _("The review failed: {reason}", reason=self.error),
                      (self.rect.left + px(12), self.rect.top + px(12)), 18, theme.TEXT)
        elif self.running:
            self._draw_progress(surface)
        elif self.review is not None and self.shown and self._place_chart():
            self._draw_chart(surface)

    def _box(self, surface: pygame.Surface, height: int) -> pygame.Rect:
        box = pygame.Rect(self.rect.left, self.rect.top, self.rect.w, height)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*theme.darken(theme.PANEL, 0.3), 225))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=px(6))
        return box

    def _draw_progress(self, surface: pygame.Surface) -> None:
        box = self._box(surface, px(70))
        share = self.done / self.total if self.total else 0.0
        draw_text(surface, _("Reviewing turn {done} of {total} with the Hard computer",
                             done=self.done, total=self.total or "?"),
                  (box.left + px(12), box.top + px(10)), 18, theme.TEXT)
        bar = pygame.Rect(box.left + px(12), box.bottom - px(24), box.w - px(24), px(12))
        pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.5), bar, border_radius=px(4))
        fill = bar.copy()
        fill.w = round(bar.w * share)
        if fill.w:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, fill, border_radius=px(4))

    def _draw_chart(self, surface: pygame.Surface) -> None:
        review = self.review
        assert review is not None
        turn = self.scene.state.turn
        key = (tuple(self.rect), theme.ui_scale(), turn)
        if key != self._chart_key or self._chart is None:
            series = [[round(e[p]) for e in review.expected] for p in range(len(review.names))]
            self._chart = render_line_chart(
                (self.rect.w - px(8), self.rect.h - px(34)), list(review.turns), series,
                list(self.scene.colours), x_label=_("turn"), marker_x=turn,
            )
            self._chart_key = key
        box = self._box(surface, self.rect.h)
        draw_text(surface, _("Expected final prestige"), (box.left + px(10), box.top + px(6)), 18,
                  theme.GOLD_LIGHT, bold=True)
        at = surface.blit(self._chart, (box.left + px(4), box.top + px(30)))
        tooltips.add(at, _("The prestige each player would end the game with, as the Hard computer expects it, "
                           "turn by turn"))
