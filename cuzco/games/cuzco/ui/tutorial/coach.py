"""The coach of the guided first game: follows `steps.STEPS`, says each one, points, waits.

    coach = Coach(scene)
    coach.after_action(action)    # the scene played an action (the learner's or the computer's)
    coach.refused(reason)         # the rules refused the learner's action: say why, in the box
    coach.update()                # each frame: state waits ("my_turn", "end_set", "over")
    coach.next()                  # Next / Enter on a message (or on a step not possible now)
    coach.draw(surface)           # the message box, the arrow and the ring around the target

The coach reads the scene and never changes the game: the learner plays through
the ordinary game screen, and the rules check every action.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.rules.actions import Action, EnterInca, MoveInca
from cuzco.games.cuzco.ui.computer_turns import action_hexes
from cuzco.games.cuzco.ui.hint import button_rect
from cuzco.shell.i18n import _, translate
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import draw_text, font, wrap
from cuzco.shell.widgets.theme import px

from .steps import STATE_WAITS, STEPS, Step

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.tutorial.scene import TutorialScene

LEARNER = 0
TURN_ENDS = ("end", "festival")  # actions that end the learner's part of the turn
TEXT_SIZE = 20


class Coach:
    def __init__(self, scene: TutorialScene, steps: tuple[Step, ...] = STEPS) -> None:
        self.scene = scene
        self.steps = steps
        self.index = 0
        self.refusal = ""  # the engine's reason for the last refused action, shown under the step
        self.last: list[Any] = []  # hexes of the last action played, for "last"
        self._possible_key: Any = None
        self._possible = True
        self.box = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button((0, 0, 1, 1), _("Next"), self.next, kind="primary", font_size=20,
                                  tooltip=_("Go on (Enter)"))
        self.leave_button = Button((0, 0, 1, 1), _("Leave tutorial"), scene.leave_game, kind="ghost",
                                   font_size=18, tooltip=_("Back to the menu (Esc)"))

    # ---- where we are -----------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def text(self) -> str:
        step = self.step
        if step is None:
            return ""
        players = self.scene.state.players
        words = _(step.text, name=players[LEARNER].name, rival=players[1 - LEARNER].name)
        if not self.possible():
            words += " " + _("That is not possible right now: press Next, you may try it later.")
        return words

    def possible(self) -> bool:
        """Whether the step's action can be played now (steps waiting for an action only)."""
        step = self.step
        if step is None or not step.wait or step.wait[0] in STATE_WAITS:
            return True
        state = self.scene.state
        if state.actor != LEARNER or state.phase != "turn":
            return True  # it will be the learner's turn again: wait for it
        if self._possible_key is not state:
            self._possible_key = state
            self._possible = any(a.type in step.wait for a in state.legal_actions())
        return self._possible

    def needs_next(self) -> bool:
        step = self.step
        return step is not None and (not step.wait or not self.possible())

    # ---- moving on ---------------------------------------------------------------------
    def next(self) -> None:
        if self.needs_next():
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self.refusal = ""
        self._possible_key = None
        self.update()  # a state wait may already be met

    def after_action(self, actor: int, action: Action) -> None:
        hexes = action_hexes(self.scene.game.states[-2], action) if len(self.scene.game.states) > 1 else []
        if isinstance(action, (EnterInca, MoveInca)):
            hexes = [action.hex if isinstance(action, EnterInca) else action.dst]
        self.last = hexes
        step = self.step
        if actor == LEARNER:
            self.refusal = ""
        if step is not None and actor == LEARNER and action.type in step.wait:
            self._advance()
        elif step is not None and actor == LEARNER and self._waits_for_action(step) and action.type in TURN_ENDS:
            self._advance()  # the learner's turn is over without it: the idea was told, go on
        else:
            self.update()

    def refused(self, reason: str) -> None:
        self.refusal = _("Not possible: {reason}", reason=translate(reason))

    @staticmethod
    def _waits_for_action(step: Step) -> bool:
        return bool(step.wait) and step.wait[0] not in STATE_WAITS

    def update(self) -> None:
        step = self.step
        if step is None or not step.wait:
            return
        state = self.scene.state
        if step.wait[0] not in STATE_WAITS:
            if state.is_over:
                self._advance()  # nothing more can be played
            return
        done = {
            "my_turn": state.is_over or (state.phase == "turn" and state.actor == LEARNER),
            "end_set": state.is_over or state.end_trigger is not None,
            "over": state.is_over,
        }[step.wait[0]]
        if done:
            self._advance()

    # ---- pointing -----------------------------------------------------------------------
    def target(self) -> list[pygame.Rect | tuple[int, int]]:
        """What the arrow points at, on screen: rects (HUD) or points (hexes)."""
        step = self.step
        if step is None or step.point is None:
            return []
        view = self.scene.view
        f = view.frame
        point = step.point
        if point.startswith("tool:"):
            rect = view.toolbar.tool(point[5:]).rect
            return [rect] if rect.w else []
        if point == "button:end":
            return [view.toolbar.buttons[-1].rect]
        if point == "players":
            return [pygame.Rect(f.right.left, f.right.top, f.right.w, px(170))]
        if point == "cards":
            return [pygame.Rect(f.right.left, f.right.top + px(170), f.right.w, f.right.h - px(170))]
        if point in ("ap", "supply"):
            return [getattr(f, point)]
        if point == "last":
            return [view.hex_screen_pos(h) for h in self.last]
        return []

    # ---- drawing ------------------------------------------------------------------------
    def layout(self, board: pygame.Rect) -> None:
        w = min(px(470), board.w - px(160))
        lines = wrap(self.text(), TEXT_SIZE, w - px(28))
        extra = wrap(self.refusal, TEXT_SIZE, w - px(28)) if self.refusal else []
        line_h = font(TEXT_SIZE).get_linesize()
        h = px(44) + line_h * (len(lines) + len(extra)) + px(58)
        self.box = pygame.Rect(board.left + px(12), board.top + px(72), w, h)  # below the toasts
        for corner in self._corner(board):  # and below the Hint button, the dot legend and the notices they reach
            if self.box.colliderect(corner):
                self.box.top = corner.bottom + px(8)
        if any(self.box.collidepoint(p) for p in self._attention()):  # never hide what matters now
            self.box.bottomright = (board.right - px(12), board.bottom - px(64))
        bh = px(38)
        self.next_button.rect = pygame.Rect(self.box.right - px(110), self.box.bottom - bh - px(10), px(96), bh)
        self.leave_button.rect = pygame.Rect(self.box.left + px(14), self.box.bottom - bh - px(10), px(150), bh)

    def _corner(self, board: pygame.Rect) -> list[pygame.Rect]:
        hint = getattr(self.scene, "hint", None)
        shown = [button_rect(board)] if hint is not None and hint.enabled else []
        legend = self.scene.view.legend_rect
        toasts = list(getattr(self.scene.view.toasts, "rects", []))  # a long notice ("Since your last turn")
        return shown + ([legend] if legend is not None else []) + toasts

    def _attention(self) -> list[tuple[int, int]]:
        """Screen points the box must leave visible: the hexes pointed at, and a hint's."""
        view = self.scene.view
        points = [t for t in self.target() if not isinstance(t, pygame.Rect)]
        hint = getattr(self.scene, "hint", None)
        if hint is not None and hint.action is not None and hint.shown_for is self.scene.state:
            points += [view.hex_screen_pos(h) for h in action_hexes(self.scene.state, hint.action)]
        return points  # type: ignore[return-value]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.needs_next() and self.next_button.handle_event(event):
            return True
        return bool(self.leave_button.handle_event(event))

    def draw(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        self.layout(self.scene.view.frame.board)
        self._draw_pointer(surface)
        box = self.box
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*theme.darken(theme.PANEL, 0.35), 238))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.GOLD, box, px(2), border_radius=px(10))
        count = _("Learn to play \u00b7 step {n} of {total}", n=self.index + 1, total=len(self.steps))
        draw_text(surface, count, (box.left + px(14), box.top + px(10)), 18, theme.GOLD_LIGHT, bold=True)
        y = box.top + px(40)
        line_h = font(TEXT_SIZE).get_linesize()
        for line in wrap(self.text(), TEXT_SIZE, box.w - px(28)):
            draw_text(surface, line, (box.left + px(14), y), TEXT_SIZE, theme.TEXT)
            y += line_h
        for line in wrap(self.refusal, TEXT_SIZE, box.w - px(28)) if self.refusal else []:
            draw_text(surface, line, (box.left + px(14), y), TEXT_SIZE, (236, 140, 110))
            y += line_h
        if self.needs_next():
            self.next_button.draw(surface)
        self.leave_button.draw(surface)

    def _draw_pointer(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.scene.time * 5)
        width = max(2, round(px(3) + px(2) * pulse))
        start = (self.box.centerx, self.box.bottom)
        for t in self.target():
            if isinstance(t, pygame.Rect):
                ring = t.inflate(px(10), px(10))
                pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, width, border_radius=px(10))
                end = ring.clipline(start, ring.center)
                tip = end[0] if end else ring.center
            else:
                radius = max(px(14), round(self.scene.view.layout.size * 0.9))
                pygame.draw.circle(surface, theme.GOLD_LIGHT, t, radius, width)
                tip = t
            _arrow(surface, start, tip)


def _arrow(surface: pygame.Surface, start: tuple[int, int], tip: tuple[int, int]) -> None:
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    length = math.hypot(dx, dy)
    if length < px(30):
        return
    ux, uy = dx / length, dy / length
    pygame.draw.line(surface, theme.TEXT_DARK, start, tip, px(6))
    pygame.draw.line(surface, theme.GOLD_LIGHT, start, tip, px(3))
    head = px(16)
    left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
    right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, theme.GOLD_LIGHT, [tip, left, right])
    pygame.draw.polygon(surface, theme.TEXT_DARK, [tip, left, right], 1)
