"""The Hint button (and key I) of the game screen: the turn the Normal computer would play now.

    hint = Hint(scene)            # the GameScene owns one
    hint.request()                # the button or I: the computer starts thinking in a worker thread
    hint.update()                 # each frame: takes the answer once it is there
    hint.draw(surface)            # the button; the suggested turn on the board, step by step, and why
    hint.play()                   # "Play this": the steps go through the scene's ordinary `perform`

The computer decides from the seat's view only (`SeededBot.choose` builds it:
other hands and the deck's order are a canonical filler), and its seed comes
from public facts (turn and number of actions), so the same visible position
always gives the same hint whatever the hidden cards are. The whole turn is
planned (`turn_plan.plan_turn`) in a worker thread; the window keeps drawing
and answering meanwhile. The plan is shown without being played: its steps
are numbered on the board and shown one after the other, with the reason in
words; "Play this" applies them one by one through the rules, like the
player's own clicks, stopping at the first the rules refuse. The hint
disappears as soon as the position changes. The Hints setting turns the
button off.

A seat that plays by phone gets no hint on the table: the plan is made from
its hand, which only its phone shows, and its steps would tell everybody at
the screen what it holds (how many cards it can play, that it can propose a
festival). The button is off with the reason, and a hint already shown goes
away when that seat's phone joins.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import Action, EndTurn
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.phones import phone_seats
from cuzco.games.cuzco.ui.viewer.turn_plan import (
    TurnPlan,
    clear_spot,
    plan_turn,
    step_hexes,
    step_overlay,
)
from cuzco.games.cuzco.ui.viewer.turn_reasons import why
from cuzco.shell.i18n import _
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import fit_line, render, wrap
from cuzco.shell.widgets.theme import px

LEVEL = "normal"
STEP_SECONDS = 1.6  # each step of the suggested turn stays this long on the board


def button_rect(board: pygame.Rect) -> pygame.Rect:
    """Where the Hint button goes: the board's top-right corner (the dot legend goes under it)."""
    return pygame.Rect(board.right - px(132), board.top + px(12), px(120), px(40))


def hint_bot(state: GameState, actions_played: int) -> Any:
    """The computer that gives the hint, seeded from what everyone at the table can see."""
    from cuzco.games.cuzco.bots import make_bot

    return make_bot(LEVEL, f"hint/{state.turn}/{actions_played}")


def hint_action(state: GameState, actions_played: int) -> Action:
    """What the hint says, computed on the caller's thread (tests; the scene uses a worker)."""
    return hint_bot(state, actions_played).choose(state)  # type: ignore[no-any-return]


@dataclass
class PlanJob:
    """One whole-turn plan computed in a worker thread."""

    state: GameState
    bot: Any
    plan: TurnPlan | None = None
    error: BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        try:
            self.plan = plan_turn(self.state, self.bot)
        except BaseException as exc:  # the hint is a nicety: no hint rather than a crash  # noqa: BLE001
            self.error = exc
        finally:
            self.done.set()


class Hint:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.job: PlanJob | None = None
        self.plan: TurnPlan | None = None
        self.action: Action | None = None  # the plan's first step
        self.shown_for: GameState | None = None  # the state the shown hint answers
        self.shown_at = 0.0
        self.words = ""
        self.reason = ""
        self.overlay: Any = None
        self._overlay_step = -1
        self.box = pygame.Rect(0, 0, 0, 0)
        self.button = Button((0, 0, 1, 1), _("Hint"), self.request, kind="ghost", font_size=20,
                             tooltip=_("What would the computer do now? (I)"))
        self.play_button = Button((0, 0, 1, 1), _("Play this"), self.play, kind="primary", font_size=20,
                                  tooltip=_("Play these steps now; each is checked by the rules as your own"))
        self.close_button = Button((0, 0, 1, 1), _("Close"), self.clear, kind="ghost", font_size=20,
                                   tooltip=_("Put the hint away"))

    # ---- state -------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return bool(getattr(self.scene.settings, "hints", True))

    def secret(self) -> bool:
        """The seat on turn plays by phone: its hand must not show on the table, nor a plan made from it."""
        return bool(self.scene.state.actor in phone_seats(self.scene))

    @property
    def thinking(self) -> bool:
        return self.job is not None and not self.job.done.is_set()

    def request(self) -> None:
        sc = self.scene
        if not self.enabled:
            sc.view.toasts.show(_("Hints are turned off in the Settings"), "error")
            return
        if not sc.human_turn() or self.thinking:
            return
        if self.secret():
            sc.view.toasts.show(_("No hint on the table for a player on a phone: it would show their cards"),
                                "error")
            return
        state = sc.state
        self.job = PlanJob(state, hint_bot(state, len(sc.game.actions)))
        threading.Thread(target=self.job.run, name="cuzco-hint", daemon=True).start()

    def update(self) -> None:
        job = self.job
        state = self.scene.state
        if self.shown_for is not None and (self.shown_for is not state or self.secret()):
            self.clear()
        if self.plan is not None and self.step != self._overlay_step:
            self.overlay, self._overlay_step = step_overlay(self.plan, self.step), self.step
        if job is None or not job.done.is_set():
            return
        self.job = None
        if job.state is not state or job.plan is None or not job.plan.actions or self.secret():
            return  # the game moved on meanwhile, the computer failed or the seat's phone joined: no hint
        self.plan, self.shown_for, self.shown_at = job.plan, state, self.scene.time
        self.action = job.plan.actions[0]
        self.words = _("Hint: the computer would play this turn")
        self.reason = why(job.plan)
        self.overlay, self._overlay_step = step_overlay(job.plan, 0), 0

    @property
    def step(self) -> int:
        """The step shown on the board now: each in turn, over and over."""
        if self.plan is None or not self.plan.actions:
            return 0
        return int((self.scene.time - self.shown_at) / STEP_SECONDS) % len(self.plan.actions)

    def clear(self) -> None:
        self.action, self.shown_for, self.words, self.overlay, self.plan = None, None, "", None, None
        self.reason = ""
        self.box = pygame.Rect(0, 0, 0, 0)

    def play(self) -> None:
        """Play the suggested turn through the scene's ordinary path: the rules check each step."""
        sc = self.scene
        plan = self.plan
        if plan is None or self.shown_for is not sc.state or not sc.human_turn() or self.secret():
            return
        steps = plan.playable()
        self.clear()
        for action in steps:
            if not sc.human_turn() or not sc.perform(action):
                return  # refused (the toast says why) or the turn moved on (a festival was proposed)
        if steps and isinstance(steps[-1], EndTurn):
            return  # the suggestion was to end the turn, and it is ended
        if plan.stops_at_a_draw:
            sc.view.toasts.show(_("Played. A card came from the deck: ask again to plan the rest"))
        elif sc.human_turn():
            sc.view.toasts.show(_("Played: end your turn when you are ready"))

    def covered(self) -> bool:
        """Whether a modal (a festival, a proposal, the help, the menu) is over the board: no button then."""
        sc = self.scene
        stack = getattr(sc, "stack", None)
        on_top = stack is None or not stack.scenes or stack.scenes[-1] is sc
        return getattr(sc, "modal", None) is not None or not on_top

    # ---- input and drawing --------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_i and not event.mod & pygame.KMOD_CTRL:
            self.request()
            return True
        if self.plan is not None and self.box.w:
            for button in (self.play_button, self.close_button):
                if button.rect.w > 1 and button.handle_event(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and self.box.collidepoint(event.pos):
                return True  # the panel takes the clicks that land on it
        return bool(self.button.rect.w > 1 and self.button.handle_event(event))

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if not self.enabled or self.covered():
            return
        board = sc.view.frame.board
        self.button.rect = button_rect(board)
        secret = self.secret()
        self.button.enabled = sc.human_turn() and not secret
        self.button.tooltip = _("No hint for a player on a phone: it would show their cards on the table") \
            if secret else _("What would the computer do now? (I)")
        self.button.label = _("Thinking...") if self.thinking else _("Hint")
        self.button.draw(surface)
        if self.overlay is None or self.plan is None or self.shown_for is not sc.state or secret:
            self.button.draw_tooltip(surface)  # why it is off, when it is
            return
        surface.set_clip(board)
        sc.view.painter.draw(surface, sc.state, sc.view.layout, self.overlay)
        surface.set_clip(None)
        self._draw_panel(surface, board)
        for button in (self.button, self.play_button, self.close_button):
            button.draw_tooltip(surface)

    def _draw_panel(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        """The steps in words (the one on the board now in gold), why, and the two buttons; kept
        clear of the hexes the step on the board speaks of."""
        from cuzco.games.cuzco.ui.viewer.describe import describe

        sc = self.scene
        plan = self.plan
        assert plan is not None
        width = min(px(470), max(px(320), round(board.w * 0.45)), board.w - px(24))
        line_h = px(24)
        lines = [f"{k + 1}. {describe(plan.states[k], a)}" for k, a in enumerate(plan.actions)]
        shown = lines[: max(1, (board.h - px(240)) // line_h)]
        reason = wrap(self.reason, 18, width - px(28))[:6]
        height = px(40) + line_h * len(shown) + px(10) + px(22) * len(reason) + px(60)
        legend = sc.view.legend_rect
        top = max(self.button.rect.bottom, legend.bottom if legend is not None else 0) + px(8)
        spots = [sc.view.hex_screen_pos(h) for h in step_hexes(plan, self.step)]
        corners = [(board.right - px(12) - width, top), (board.left + px(12), board.top + px(12)),
                   (board.left + px(12), board.bottom - height - px(12)),
                   (board.right - px(12) - width, board.bottom - height - px(12))]
        avoid = [r for r in (sc.view.log.rect if not sc.view.log.folded else None, self.button.rect) if r]
        box = self.box = clear_spot((width, height), board, corners, spots, avoid)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*theme.darken(theme.PANEL, 0.3), 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=px(10))
        x, y = box.left + px(14), box.top + px(10)
        surface.blit(render(self.words, 20, theme.GOLD_LIGHT, bold=True), (x, y))
        y += px(30)
        for k, line in enumerate(shown):
            current = k == self.step
            size, text = fit_line(line, box.w - px(28), (19, 17, 15), bold=current)
            surface.blit(render(text, size, theme.GOLD_LIGHT if current else theme.TEXT_DIM, bold=current), (x, y))
            y += line_h
        y += px(6)
        for text in reason:
            surface.blit(render(text, 18, theme.TEXT), (x, y))
            y += px(22)
        bw, bh = px(150), px(40)
        self.play_button.rect = pygame.Rect(box.right - px(14) - bw, box.bottom - px(10) - bh, bw, bh)
        self.close_button.rect = pygame.Rect(box.left + px(14), box.bottom - px(10) - bh, px(110), bh)
        steps = plan.playable()
        ends = steps == [EndTurn()]
        self.play_button.label = _("End turn") if ends else _("Play this")
        self.play_button.tooltip = (_("End your turn now, as the hint suggests") if ends else
                                    _("Play these steps now; each is checked by the rules as your own"))
        self.play_button.enabled = sc.human_turn() and bool(steps)
        self.play_button.draw(surface)
        self.close_button.draw(surface)
