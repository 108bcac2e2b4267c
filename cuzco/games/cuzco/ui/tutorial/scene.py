"""TutorialScene: the guided first game, the ordinary game screen with a coach on top.

A fresh board with a fixed deal (`script.new_game`), against a computer seat
whose moves are scripted (`script.ScriptedBot`). The game lives in memory only:
it is never autosaved (`saves` is off) and touches no file of the player's (no
save, no autosave, no settings). The learner plays with the usual mouse and
keys; the coach (`coach.py`) says one idea at a time, points at the board or
the HUD, and lets through only the action its step asks for: anything else is
refused in its box with the rules' reason (when they refuse it too) and a
nudge. Undo is off, so the game always follows the script. The festival sheets
are the ordinary ones with the coach drawn on them (`sheets.py`). Esc (with no
tool in hand) or "Leave tutorial" goes back to the menu at any moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    EndTurn,
    EnterInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.regions import regions
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.hint import Hint
from cuzco.games.cuzco.ui.input_tools import SelectTool
from cuzco.games.cuzco.ui.tutorial.coach import Coach, Target
from cuzco.games.cuzco.ui.tutorial.script import COMPUTER, LEARNER, ScriptedBot, new_game
from cuzco.games.cuzco.ui.tutorial.sheets import TutorialFestivalScene, TutorialProposalScene
from cuzco.games.cuzco.ui.tutorial.steps import Step
from cuzco.shell.i18n import _
from cuzco.shell.scenes import doors
from cuzco.shell.widgets.theme import px

VILLAGE_MARK = (170, 104, 60, 120)  # the village hex of a triple to lay, filled like the ghost's


class _NoHint(Hint):
    """The guided game asks for its own moves: the computer's suggestion would only lead astray."""

    @property
    def enabled(self) -> bool:
        return False


class TutorialScene(GameScene):
    def __init__(self, settings: Any = None, *, bot_delay: float = 0.7) -> None:
        self.script = ScriptedBot()
        super().__init__(new_game(), settings, hotseat=False, bots={COMPUTER: self.script}, bot_delay=bot_delay)
        self.saves = False
        self.hint = _NoHint(self)
        self.coach = Coach(self)

    # ---- the learner's actions -------------------------------------------------------------
    def perform(self, action: Action, redoing: bool = False) -> bool:
        state = self.game.state
        actor = state.actor
        if actor == LEARNER and self.coach.refusal(action, state) is not None:
            self._sound("error")
            return False
        done = super().perform(action, redoing)
        if done:
            self.coach.after_action(actor, action)
        return done

    def _refused(self, reason: str) -> None:
        """A tile clicked or dropped where it does not fit: the box says why too, and what to do."""
        super()._refused(reason)
        self.coach.refuse(_("Not possible: {reason}", reason=reason))

    def _idle_click_reason(self) -> str:
        reason = super()._idle_click_reason()
        self.coach.refuse(reason)
        return reason

    def end_turn(self) -> None:
        """End turn offers the festival only at the step about it; otherwise it asks to end the turn."""
        if not self.human_turn():
            return
        step = self.coach.step
        if step is not None and step.expect.kind == "offer":
            self.festival_offered = False
            super().end_turn()
            return
        self.perform(EndTurn())

    def undo(self) -> None:
        if self.human_turn():
            self.coach.refuse(_("Undo is off in the guided game."))

    def redo(self) -> None:
        self.undo()

    def reset_turn(self) -> None:
        self.undo()

    def toggle_heights(self) -> None:
        self.show_heights = not self.show_heights  # the player's settings stay as they are

    # ---- the sheets -----------------------------------------------------------------------------
    def open_proposal(self, temple_hex: Any) -> None:
        if not self.coach.may_propose():
            self.coach.refuse(_("Not in this lesson."))
            return
        self._push("proposal", TutorialProposalScene(self.game, self.settings, temple_hex, colours=self.colours,
                                                     coach=self.coach))

    def _open_festival(self) -> None:
        self._push("festival", TutorialFestivalScene(self.game, self.settings, colours=self.colours,
                                                     bots=self.bots, coach=self.coach))

    def on_result(self, source: Any, result: Any) -> None:
        kind = self.modal
        super().on_result(source, result)
        if kind in ("proposal", "festival"):
            self.coach.sheet_closed(kind, result)

    # ---- loop ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        state = self.game.state
        if self.script.exhausted and self.computer.job is None and state.phase == "turn" and state.actor == COMPUTER:
            self.time += dt  # the lesson ends before the computer's next turn: it is not played
            self.view.toasts.update(dt)
            self.computer.tick(dt)
            return
        super().update(dt)
        self.coach.update()
        step = self.coach.step
        finished = step is not None and step.expect.kind == "finish"
        if finished and (not isinstance(self.tool, SelectTool) or self.pointer.held is not None):
            self.set_tool(SelectTool())  # the lesson is over: no tile in hand to tempt a click

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach.handle_event(event, "board"):
            if event.type == pygame.MOUSEMOTION:
                self.mouse, self.hover_hex = event.pos, None  # no ghost tile under the box
                self.pointer.pos = (-10**4, -10**4)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.coach.needs_next():
                self.coach.next()
                return
            idle = isinstance(self.tool, SelectTool) and self.picker is None and self.pointer.held is None
            if event.key == pygame.K_ESCAPE and idle:
                self.leave_game()
                return
        super().handle_event(event)
        self.coach.update()

    def play_a_game(self) -> None:
        """The new-game form in the lesson's place."""
        from cuzco.shell import registry

        if self.stack is not None and self.stack.top is self:
            self.computer.cancel()
            doors.new_game(self, registry.entry("cuzco"))  # asks first about a Cuzco game in progress

    def leave_game(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.computer.cancel()
            self.finish(None)

    def _open_results(self) -> None:
        """The lesson ends with a preview of the Grand Final Scoring, before the game does."""

    # ---- pointing ------------------------------------------------------------------------------
    def step_hexes(self, step: Step) -> list[Hex]:
        """The hexes the step is about, on the board."""
        state = self.game.state
        action = step.expect.action
        if step.id == "final":
            return [state.hex(c) for region in regions(state) if region.temple is not None for c in region.cells]
        if isinstance(action, PlaceTerrain):
            return [state.hex(c) for c, _kind in queries.placement_cells(state.board, action) or []]
        if isinstance(action, (EnterInca, BuildTemple, PlacePond, ProposeFestival)):
            return [action.hex]
        if isinstance(action, MoveInca):
            return [action.dst]
        return []

    def targets(self, step: Step) -> list[Target]:
        view = self.view
        state = self.game.state
        out: list[Target] = []
        for h in self.step_hexes(step):
            c = state.board.cell_of(h)
            out.append(view.layout.polygon(h, state.height[c] if c is not None else 0))
        f = view.frame
        for point in step.point:
            rect: pygame.Rect | None = None
            if point.startswith("tool:") and not self._in_hand(point[5:]):
                rect = view.toolbar.tool(point[5:]).rect
            elif point == "button:end":
                rect = next((b.rect for b in view.toolbar.buttons if b.label == _("End turn")), None)
            elif point == "token":
                rect = view.ap.token_rect
            elif point == "deck":
                rect = view.cards.deck_rect
            elif point == "legend":
                rect = view.legend_rect
            elif point == "players":
                rect = pygame.Rect(f.right.left, f.right.top, f.right.w, px(150))
            if rect is not None and rect.w:
                out.append(rect)
        return out

    def _in_hand(self, tool: str) -> bool:
        if self.pointer.held is not None:
            return self.pointer.held == tool
        return self.tool.name == tool

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.stack is not None and self.stack.top is not self:
            return  # a sheet or a menu is up: the coach speaks there (or waits)
        step = self.coach.step
        if step is not None and isinstance(step.expect.action, PlaceTerrain) and not self.coach.watching():
            h = step.expect.action.hex
            c = self.game.state.cell(h)
            poly = self.view.layout.polygon(h, self.game.state.height[c] if c is not None else 0)
            left, top = min(x for x, _y in poly), min(y for _x, y in poly)
            w, h2 = max(x for x, _y in poly) - left + 1, max(y for _x, y in poly) - top + 1
            mark = pygame.Surface((round(w), round(h2)), pygame.SRCALPHA)
            pygame.draw.polygon(mark, VILLAGE_MARK, [(x - left, y - top) for x, y in poly])
            surface.blit(mark, (round(left), round(top)))
        self.coach.draw(surface, "board", self.targets)
        if not self.coach.box("board").collidepoint(self.mouse):
            self.view.draw_tooltips(surface)  # a tooltip stays on top of the box


__all__ = ["LEARNER", "TutorialScene"]
