"""The festival sheets of the guided game: the ordinary proposal and bidding sheets, with the coach on top.

The coach's box is drawn on the sheet itself, so a step played there is never
hidden behind it, and the box takes the clicks and hovers that land on it. A
choice the step does not ask for is refused on the sheet, in the sheet's own
notice line and in the box.
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import Action
from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene
from cuzco.games.cuzco.ui.tutorial.coach import Coach, Target, festival_box_width
from cuzco.games.cuzco.ui.tutorial.steps import Step
from cuzco.shell.widgets.theme import px


class TutorialProposalScene(FestivalProposalScene):
    def __init__(self, game: Any, settings: Any, temple_hex: Any, *, colours: Any, coach: Coach) -> None:
        super().__init__(game, settings, temple_hex, colours=colours)
        self.coach = coach

    def enter(self) -> None:
        super().enter()
        self.coach.sheet_opened("proposal")

    def _layout(self, size: tuple[int, int]) -> None:
        """The sheet keeps above the coach's strip: on a short window its cards get smaller and it moves up."""
        if size == self.size:
            return
        super()._layout(size)
        room = self.coach.box("proposal").top - px(8)
        over = self.panel.bottom - room
        if over <= 0:
            return
        shrink = min(over, self.cards_area.h - px(150))
        self.cards_area.h -= shrink
        self.panel.h -= shrink
        rise = max(0, min(self.panel.bottom - room, self.panel.top - px(4)))
        self.panel.y -= rise
        self.cards_area.y -= rise
        for button in (self.propose_button, self.cancel_button):
            if button is not None:
                button.rect.y -= shrink + rise

    def propose(self) -> None:
        if self.reason() is None:
            refused = self.coach.refusal(self.action(), self.game.state)
            if refused is not None:
                self.notice = refused
                return
        super().propose()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach.handle_event(event, "proposal"):
            return
        super().handle_event(event)

    def targets(self, step: Step) -> list[Target]:
        out: list[Target] = []
        if "sheet:cards" in step.point and self.card_rects():
            rects = self.card_rects()
            out.append(rects[0].unionall(rects[1:]))
        if "sheet:propose" in step.point and self.propose_button is not None:
            out.append(self.propose_button.rect)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.coach.draw(surface, "proposal", self.targets)
        if self.propose_button is not None and not self.coach.box("proposal").collidepoint(self.coach.pointer):
            self.propose_button.draw_tooltip(surface)  # a tooltip stays on top of the box


class TutorialFestivalScene(FestivalScene):
    def __init__(self, game: Any, settings: Any, *, colours: Any, bots: Any, coach: Coach) -> None:
        super().__init__(game, settings, colours=colours, bots=bots, hotseat=False, on_change=None)
        self.coach = coach

    def choose(self, action: Action) -> bool:
        actor = self.state.actor
        if self.viewer is not None:  # the learner's own choice
            refused = self.coach.refusal(action, self.state)
            if refused is not None:
                self.notice = refused
                return False
        done = super().choose(action)
        if done:
            self.coach.after_action(actor, action)
        return done

    def side_room(self, size: tuple[int, int]) -> int:
        return festival_box_width(size) + px(4)  # the box's column, right of the sheet

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach.handle_event(event, "festival"):
            return
        super().handle_event(event)

    def targets(self, step: Step) -> list[Target]:
        out: list[Target] = []
        if self.phase == "outcome":
            if "sheet:continue" in step.point and self.continue_button is not None:
                out.append(self.continue_button.rect)
            return out
        if self.viewer is None or self.lay is None:
            return out
        if "sheet:cards" in step.point:
            rects = self.lay.card_rects(len(self.hand()))
            if rects:
                out.append(rects[0].unionall(rects[1:]))
        for name in ("play", "stand"):
            if f"sheet:{name}" in step.point and name in self.buttons:
                out.append(self.buttons[name].rect)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.coach.draw(surface, "festival", self.targets)
        if not self.coach.box("festival").collidepoint(self.coach.pointer):  # a tooltip stays on top of the box
            for button in self.buttons.values():
                button.draw_tooltip(surface)
