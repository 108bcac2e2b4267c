"""Incan Gold's guided first round ("Learn to play"): the ordinary table with a guide on it.

The learner sits at seat 0 against two computer explorers with a fixed script (Amaru returns to camp
as soon as an artifact lies on the path; Killa always goes on). The deck is fixed by the seed
`GUIDED_SEED`, whose first round turns a treasure of 7, Spiders, a treasure of 9, the artifact, a
treasure of 15 and a second Spiders: the path, sharing, a first hazard, an artifact taken by a lone
leaver and the end of a round all come up. Each turn waits for the learner's own choice; the guide
says what the last reveal showed and what the choice means. After the round: Play a game, or the
main menu. Nothing is saved: no autosave, no file.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from cuzco.games.incan_gold.rules import Game, PlayerView, Setup, State
from cuzco.shell import registry
from cuzco.shell.i18n import _
from cuzco.shell.scenes import doors
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button, draw_panel, draw_text, theme, wrap
from cuzco.shell.widgets.theme import px

from .guide_text import LEARNER, lesson, opening, prompt
from .table_draw import TableLayout
from .table_scene import IncanGoldScene

GUIDED_SEED = "learn-91581"  # round 1: t7, spiders, t9, artifact, t15, spiders (tests check it)


class ScriptedExplorer:
    """A computer explorer that follows the guided round's script."""

    def __init__(self, leaves_for_artifact: bool) -> None:
        self.leaves_for_artifact = leaves_for_artifact

    @property
    def name(self) -> str:
        return "guide"

    def go_on(self, view: PlayerView) -> bool:
        return not (self.leaves_for_artifact and view.path_artifacts() > 0)


def end_of_round(game: Game) -> State:
    """The table as the first round ended: its path, everybody out and carrying nothing (the scared
    explorers dropped their gems, the others put theirs in their tents, counted once, in `tents`; the
    rules have already set up the next round in the same reveal)."""
    last = next((s for s in reversed(game.states) if s.round == 1), game.states[0])
    after = game.state
    n = last.players
    return replace(last, in_temple=(False,) * n, pending=(None,) * n, tents=after.tents, artifacts=after.artifacts,
                   carried=(0,) * n,
                   removed=after.removed, events=after.events)


def guided_game(learner: str) -> Game:
    return Game(Setup((learner, "Amaru", "Killa"), seed=GUIDED_SEED, first_player=LEARNER))


class GuidedRound(IncanGoldScene):
    def __init__(self, settings: Any = None) -> None:
        game = guided_game(_("You"))
        super().__init__(game, settings, bots={1: ScriptedExplorer(True), 2: ScriptedExplorer(False)},
                         autosave=False)
        self.title, self.text = opening(game.state)
        self.finished = False
        self.guide_buttons: dict[str, Button] = {}
        self.guide_box = pygame.Rect(0, 0, 0, 0)
        self._guide_key: tuple[object, ...] = ()
        self._end: State | None = None

    # ---- the round, and only the first -----------------------------------------------------
    def start_reveal(self, before: State) -> None:
        super().start_reveal(before)
        # the guided round ends with the first round: the next round's start is not shown
        cut = next((i for i, s in enumerate(self.steps) if s.effect == "round"), None)
        if cut is not None:
            self.steps = self.steps[:cut]
        self.title, self.text = lesson(before, self.state)
        if self.state.round > 1 or self.state.over:
            self.finished = True

    def shown_state(self) -> State:
        if self.steps:
            return self.steps[0].state
        if self.finished:
            if self._end is None:
                self._end = end_of_round(self.game)
            return self._end
        return self.state

    def badges(self, step: Any) -> dict[int, str]:
        return {} if self.finished and not self.steps else super().badges(step)

    def _open_tent(self) -> int | None:
        return LEARNER if self.finished else super()._open_tent()  # the round is over: your chest opens

    def card_title(self, player: int) -> str:
        return _("Your choice: the computers do not look")

    def advance(self) -> None:
        if self.finished:
            return
        super().advance()

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.guide_buttons.values():
            if button.handle_event(event):
                return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.guide_box.collidepoint(event.pos):
            return  # the guide takes the clicks that land on it
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish(None)
            return
        super().handle_event(event)

    def play_a_game(self) -> None:
        doors.new_game(self, registry.entry("incan-gold"))

    # ---- the guide ------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface, lay: TableLayout, tips: Tips) -> None:
        if self.steps:  # the reveal speaks for itself; the guide explains it once it is over
            self.guide_box = pygame.Rect(0, 0, 0, 0)
            return
        area = lay.path_area
        width = min(area.w - px(20), px(820))
        body = self.text
        if self.finished:
            body += " " + _("That was one round. A game has five; the explorer with the most in the chest, "
                            "artifacts included, wins.")
        elif self.chooser == LEARNER:
            body += " " + prompt(self.state)
        lines = wrap(body, 18, width - px(32))[:8]
        box = pygame.Rect(0, 0, width, px(64) + px(22) * len(lines))
        box.midbottom = (area.centerx, area.bottom - px(24))
        self.guide_box = box
        draw_panel(surface, box, fill=theme.PANEL, edge=theme.GOLD)
        inner = box.inflate(-px(32), -px(24))
        draw_text(surface, _("Learn to play: {title}", title=self.title), inner.topleft, 22, theme.GOLD_LIGHT,
                  bold=True)
        y = inner.top + px(30)
        for line in lines:
            draw_text(surface, line, (inner.left, y), 18, theme.TEXT)
            y += px(22)
        bw, bh = px(190), px(38)
        if self.finished:
            wanted = {"play": (_("Play a game"), self.play_a_game, "primary"),
                      "menu": (_("Main menu"), self.back, "ghost")}
        else:
            wanted = {"leave": (_("Leave the guide"), self.back, "ghost")}
        key = (tuple(wanted), tuple(box), px(100))
        if key != self._guide_key:
            self._guide_key = key
            self.guide_buttons = {}
            for k, (key, (label, action, kind)) in enumerate(wanted.items()):
                rect = pygame.Rect(0, 0, bw, bh)
                rect.bottomright = (inner.right - k * (bw + px(10)), box.bottom + bh // 2)
                self.guide_buttons[key] = Button(rect, label, action, kind=kind)
        for button in self.guide_buttons.values():
            button.draw(surface)
        tips.add(box, _("The guide: it explains each card and each choice of your first round"))

