"""A learner for the guided game's tests: does what each step says, through real posted pygame events.

    learner = Learner(app)             # an App with the menu on top
    scene = learner.open()             # clicks "Learn to play"
    learner.do_step()                  # plays the step on screen now (waits for the computer first)
    learner.play_to_the_end()          # every step, until the menu is back
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import (
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    UseToken,
)
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.ui.tutorial import TutorialScene
from cuzco.games.cuzco.ui.tutorial.script import LEARNER
from cuzco.games.cuzco.ui.tutorial.sheets import TutorialFestivalScene, TutorialProposalScene
from cuzco.shell.i18n import _
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from tests.waiting import on_signal, step_until

TOOL_KEYS = {"triple": pygame.K_1, "enter": pygame.K_e, "pond": pygame.K_p, "temple": pygame.K_t}


class Learner:
    def __init__(self, app: App) -> None:
        self.app = app
        self.scene: TutorialScene | None = None
        self.seen: list[str] = []  # the step ids, in the order they were shown

    # ---- events ------------------------------------------------------------------------------
    @property
    def top(self) -> Any:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        for _frame in range(frames):
            self.app.step(1 / 60)

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def key(self, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.step()

    # ---- the lesson -----------------------------------------------------------------------
    def open(self) -> TutorialScene:
        menu = self.top
        assert isinstance(menu, MenuScene)
        self.click(menu.buttons["learn"].rect.center)
        chooser = self.top  # more than one game has a guided first game: the chooser asks which
        if isinstance(chooser, GameChooserScene):
            self.step()
            self.click(chooser.buttons["game:cuzco"].rect.center)
        assert isinstance(self.top, TutorialScene)
        self.scene = self.top
        return self.top

    def wait(self, ready: Any) -> None:
        """Frames until `ready()`, waiting between them on the computers' searches."""
        scene = self.scene

        def searching() -> Any:
            job = scene.computer.job if scene is not None else None
            return job.done if job is not None else None

        step_until(self.step, ready, f"the tutorial to go on at {scene and scene.coach.step}",
                   idle=on_signal(searching))

    def hex_pos(self, h: Any) -> tuple[int, int]:
        assert self.scene is not None
        return self.scene.view.hex_screen_pos(h)

    def do_step(self) -> None:
        scene = self.scene
        assert scene is not None
        self.wait(lambda: not scene.coach.watching())
        step = scene.coach.step
        assert step is not None
        self.seen.append(step.id)
        kind, action = step.expect.kind, step.expect.action
        if kind in ("next", "finish"):
            self.click(scene.coach.next_button.rect.center)
        elif kind == "rotate":
            self.turn_to(action.rotation)  # type: ignore[union-attr]
        elif kind == "action":
            self.play(action)
        elif kind == "offer":
            self.click(self.end_button().center)
        elif kind == "proposal":
            self.click(self.hex_pos(step.expect.action.hex))  # type: ignore[union-attr]
        elif kind == "propose":
            sheet = self.top
            assert isinstance(sheet, TutorialProposalScene)
            self.click(self.matching_card(sheet.hand(), sheet.wanted, sheet.card_rects()))
            self.click(sheet.propose_button.rect.center)  # type: ignore[union-attr]
        elif kind in ("bid", "stand", "closed"):
            self.festival_step(kind)
        else:
            raise AssertionError(f"unknown step kind {kind}")

    def festival_step(self, kind: str) -> None:
        self.wait(lambda: isinstance(self.top, TutorialFestivalScene))
        sheet = self.top
        if kind == "closed":
            self.wait(lambda: sheet.phase == "outcome")
            self.click(sheet.continue_button.rect.center)
            return
        self.wait(lambda: sheet.viewer == LEARNER)
        if kind == "bid":
            hand = sheet.hand()
            self.click(self.matching_card(hand, sheet.record.wanted, sheet.lay.card_rects(len(hand))))
            self.click(sheet.buttons["play"].rect.center)
        else:
            self.click(sheet.buttons["stand"].rect.center)

    @staticmethod
    def matching_card(hand: list[str], wanted: str, rects: list[pygame.Rect]) -> tuple[int, int]:
        index = next(i for i, card in enumerate(hand) if card_worth(card, wanted) == 1)
        return rects[index].center

    def end_button(self) -> pygame.Rect:
        assert self.scene is not None
        return next(b.rect for b in self.scene.view.toolbar.buttons if b.label == _("End turn"))

    def turn_to(self, rotation: int) -> None:
        scene = self.scene
        assert scene is not None
        for _turn in range(6):
            if scene.pointer.orientation == rotation:
                return
            self.key(pygame.K_r)
        raise AssertionError("R never turned the triple to the rotation asked for")

    def play(self, action: Any) -> None:
        scene = self.scene
        assert scene is not None
        if isinstance(action, PlaceTerrain):
            if scene.pointer.held != action.tile:
                self.key(TOOL_KEYS[action.tile])
            self.turn_to(action.rotation)
            self.click(self.hex_pos(action.hex))
        elif isinstance(action, (EnterInca, PlacePond)):
            self.key(TOOL_KEYS["enter" if isinstance(action, EnterInca) else "pond"])
            self.click(self.hex_pos(action.hex))
        elif isinstance(action, MoveInca):
            if getattr(scene.tool, "src", None) != action.src:
                self.click(self.hex_pos(action.src))
            self.click(self.hex_pos(action.dst))
        elif isinstance(action, BuildTemple):
            self.key(TOOL_KEYS["temple"])
            self.click(self.hex_pos(action.hex))
            assert scene.picker is not None, "the temple's value picker did not open"
            chip = next(b for b in scene.picker.buttons if b.label == str(action.value))
            self.click(chip.rect.center)
        elif isinstance(action, DrawCard):
            self.click(scene.view.cards.deck_rect.center)
        elif isinstance(action, UseToken):
            self.click(scene.view.ap.token_rect.center)
        elif isinstance(action, EndTurn):
            self.click(self.end_button().center)
        else:
            raise AssertionError(f"the learner does not know how to play {action}")

    def play_to_the_end(self, limit: int = 10_000) -> None:
        for _step in range(limit):  # every step must pass (below): the limit only stops a script that loops
            if isinstance(self.top, MenuScene):
                return
            before = (self.scene.coach.index if self.scene else None, len(self.seen))
            self.do_step()
            if self.scene is not None and self.scene.coach.index == before[0] and isinstance(self.top, TutorialScene):
                raise AssertionError(f"the step {self.seen[-1]} did not pass: {self.scene.coach.feedback}")
        raise AssertionError(f"stuck at {self.scene and self.scene.coach.step}")
