"""TutorialScene: the guided first game, the ordinary game screen with a coach on top.

The game is built in memory from the tutorial's starting position (`start.py`)
against one Normal computer seat; it is never autosaved (`saves` is off) and
touches no file of the player's: no save, no autosave, no settings. The
learner plays with the usual mouse and keys; the coach (`coach.py`) says one
idea at a time, points at the board or the HUD, waits for the step to be
done, and repeats the engine's reason when an action is refused. Esc (with no
tool in hand) or "Leave tutorial" goes back to the menu at any moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import Action
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.input_tools import SelectTool
from cuzco.games.cuzco.ui.tutorial.coach import LEARNER, Coach
from cuzco.games.cuzco.ui.tutorial.start import COMPUTER_LEVEL, COMPUTER_SEAT, load_start


class TutorialScene(GameScene):
    def __init__(self, settings: Any = None, *, bot_delay: float = 0.7) -> None:
        from cuzco.games.cuzco.bots import make_bot

        game = load_start()
        bots = {COMPUTER_SEAT: make_bot(COMPUTER_LEVEL, f"tutorial/seat{COMPUTER_SEAT}")}
        super().__init__(game, settings, hotseat=False, bots=bots, bot_delay=bot_delay)
        self.saves = False
        self.coach = Coach(self)

    # ---- the learner's actions, and the computer's ------------------------------------------
    def perform(self, action: Action) -> bool:
        actor = self.state.actor
        reason = self.state.check(action)
        if reason is not None:
            self.coach.refused(reason)
        done = super().perform(action)
        if done:
            self.coach.after_action(actor, action)
        return done

    def _bot_move(self, actor: int, action: Action | None = None) -> None:
        before = len(self.game.actions)
        super()._bot_move(actor, action)
        if len(self.game.actions) > before:
            self.coach.after_action(actor, self.game.actions[-1])

    def _open_results(self) -> None:
        if self.coach.finished:  # the last step explains the results first
            super()._open_results()

    # ---- loop ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.coach.update()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.coach.needs_next():
                self.coach.next()
                return
            if event.key == pygame.K_ESCAPE and isinstance(self.tool, SelectTool) and self.picker is None:
                self.leave_game()
                return
        super().handle_event(event)

    def leave_game(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.computer.cancel()
            self.finish(None)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.coach.draw(surface)


__all__ = ["LEARNER", "TutorialScene"]
