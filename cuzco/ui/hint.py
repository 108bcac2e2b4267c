"""The Hint button (and key I) of the game screen: what the Normal computer would do now.

    hint = Hint(scene)            # the GameScene owns one
    hint.request()                # the button or I: the computer starts thinking in a worker thread
    hint.update()                 # each frame: takes the answer once it is there
    hint.draw(surface)            # the button; the suggested action on the board and in words

The computer decides from the seat's view only (`SeededBot.choose` builds it:
other hands and the deck's order are a canonical filler), and its seed comes
from public facts (turn and number of actions), so the same visible position
always gives the same hint whatever the hidden cards are. The search runs in
the worker thread of `computer_turns.Job`; the window keeps drawing and
answering meanwhile. The hint is shown without being played and disappears
as soon as the position changes. The Hints setting turns the button off.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from cuzco.rules.actions import Action
from cuzco.rules.state import GameState
from cuzco.ui.computer_turns import Job
from cuzco.ui.i18n import _
from cuzco.ui.widgets import Button, theme
from cuzco.ui.widgets.text import render
from cuzco.ui.widgets.theme import px

LEVEL = "normal"


def button_rect(board: pygame.Rect) -> pygame.Rect:
    """Where the Hint button goes: the board's top-right corner (the dot legend goes under it)."""
    return pygame.Rect(board.right - px(132), board.top + px(12), px(120), px(40))


def hint_bot(state: GameState, actions_played: int) -> Any:
    """The computer that gives the hint, seeded from what everyone at the table can see."""
    from cuzco.bots import make_bot

    return make_bot(LEVEL, f"hint/{state.turn}/{actions_played}")


def hint_action(state: GameState, actions_played: int) -> Action:
    """What the hint says, computed on the caller's thread (tests; the scene uses a worker)."""
    return hint_bot(state, actions_played).choose(state)  # type: ignore[no-any-return]


class Hint:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.job: Job | None = None
        self.action: Action | None = None
        self.shown_for: GameState | None = None  # the state the shown hint answers
        self.words = ""
        self.overlay: Any = None
        self.button = Button((0, 0, 1, 1), _("Hint"), self.request, kind="ghost", font_size=20,
                             tooltip=_("What would the computer do now? (I)"))

    # ---- state -------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return bool(getattr(self.scene.settings, "hints", True))

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
        state = sc.state
        self.job = Job(state.actor, state, hint_bot(state, len(sc.game.actions)))
        threading.Thread(target=self.job.run, name="cuzco-hint", daemon=True).start()

    def update(self) -> None:
        job = self.job
        state = self.scene.state
        if self.shown_for is not None and self.shown_for is not state:
            self.clear()
        if job is None or not job.done.is_set():
            return
        self.job = None
        if job.state is not state or job.action is None:
            return  # the game moved on meanwhile, or the computer failed: no hint to show
        from cuzco.ui.viewer.describe import describe, highlight

        self.action, self.shown_for = job.action, state
        self.words = _("Hint: {what}", what=describe(state, job.action))
        self.overlay = highlight(state, job.action)

    def clear(self) -> None:
        self.action, self.shown_for, self.words, self.overlay = None, None, "", None

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
        return bool(self.button.rect.w > 1 and self.button.handle_event(event))

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if not self.enabled or self.covered():
            return
        board = sc.view.frame.board
        self.button.rect = button_rect(board)
        self.button.enabled = sc.human_turn()
        self.button.label = _("Thinking...") if self.thinking else _("Hint")
        self.button.draw(surface)
        if self.overlay is None or self.shown_for is not sc.state:
            return
        surface.set_clip(board)
        sc.view.painter.draw(surface, sc.state, sc.view.layout, self.overlay)
        surface.set_clip(None)
        img = render(self.words, 21, theme.GOLD_LIGHT, bold=True)
        box = img.get_rect().inflate(px(28), px(12))
        legend = sc.view.legend_rect  # under the button, and under the dot legend when it is shown
        top = max(self.button.rect.bottom, legend.bottom if legend is not None else 0) + px(8)
        box.topright = (board.right - px(12), top)
        box.left = max(box.left, board.left + px(12))
        pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.3), box, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=px(10))
        surface.blit(img, img.get_rect(center=box.center))
