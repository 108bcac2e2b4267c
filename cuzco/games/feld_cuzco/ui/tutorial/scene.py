"""FeldTutorialScene: the guided first game of Feld's Cuzco ("Learn to play"), the ordinary table with a
coach on it.

FeldTutorialScene(settings)

Three seats with a fixed seed: the learner (red, seat 0) and two easy computers, the first of which places a
die before the learner does, so a space already refuses some dice when the lesson turns to them. The seed
gives the learner the grey mission "a study tile and a farm tile", god cards 08 and 01 in hand, god card 08
face up, and in round 2 the dice 4, 5 and 6: a 5 on the rope bridge reaches a purple village whose feather
completes circlet 1 beside the starting feather, so the headdress activates it and the face-up 08, played
with the learner's Inti medal, turns its fire blessing into food for the market; card 01 from the hand then
strengthens phase II. The computers leave the study and farming spaces free in the first round, and the road, temple and
headdress spaces in the second. The coach (`coach.Coach`, following `steps.STEPS`) says one idea at a time
in its box, placed where it covers nothing the step rings nor any menu or tooltip (`coach_place`); the board
offers only the step's moves (any other legal one says the step's nudge on hover, and a click on it is
refused in the box), or the rules' own reason. Undo and hints are off, so the game follows the lesson. The
game lives in memory only (no autosave, no file). Escape or "Leave tutorial" goes back at any moment; after
the second round's scoring, "Play a game" opens the new-game form through the shell's door guard."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from cuzco.games.feld_cuzco.bots.players import Bot
from cuzco.games.feld_cuzco.rules import (
    Action,
    Blessing,
    Exchange,
    Game,
    Place,
    PlayCard,
    PlayerView,
    Setup,
    TakeCard,
    legal_actions,
)
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell import frames, registry, sound
from cuzco.shell.board_kit import Target
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scenes import doors
from cuzco.shell.widgets import Button, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

from ..board_targets import spots
from ..decisions import placing
from ..table_scene import FeldTableScene
from .coach import LEARNER, Coach
from .steps import LAST_ROUND

TUTORIAL_SEED = 20230  # the same deal every time (tests check what it brings)
LEARNERS_SPACES = {1: ("study", "farm"), 2: ("stone", "bridge", "temple", "headdress")}  # left to the learner, by round
LEARNER_NAME = "Amaru"  # a name, as the table speaks of every seat by name ("Amaru's turn")
DONE_COLOUR = (150, 214, 140)
REFUSED_COLOUR = (240, 150, 115)


class LessonComputer:
    """An easy computer that, in the lesson's rounds, leaves the study and farming spaces to the learner
    (whose grey mission asks for one tile of each) in the first, the spaces of the second round's steps in
    the second, and the face-up god card 08 (the learner's Inti medal plays it) in both; otherwise any legal
    action, at random."""

    name = "easy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(f"feld-lesson/{seed}")

    def choose(self, view: PlayerView) -> Action:
        found = legal_actions(view.state)
        theirs = LEARNERS_SPACES.get(view.state.round, ())
        polite = [a for a in found
                  if not (isinstance(a, Place) and a.action in theirs) and not takes_08(a, view)]
        return self.rng.choice(polite or found)


def takes_08(action: Action, view: PlayerView) -> bool:
    """Whether a computer's action takes the face-up god card 08 from the display (or plays it for a medal)
    in the lesson's rounds: it stays there for the learner's medal."""
    if view.state.round > LAST_ROUND:
        return False
    if isinstance(action, PlayCard):
        return action.medal and action.card == 8
    if isinstance(action, (Blessing, TakeCard)) or (isinstance(action, Exchange) and action.option == "card"):
        god = action.target if isinstance(action, Exchange) else action.god
        return god == C.god_of(8)
    return False


def tutorial_game(learner: str) -> Game:
    return Game(Setup((learner, "Killa", "Inti"), seed=TUTORIAL_SEED),
                meta={"bots": {"1": "easy", "2": "easy"}, "guided": True})


class FeldTutorialScene(FeldTableScene):
    keeps_screen = False  # the guide draws its box and rings over the table: every frame lays all of it
    hints = False  # the guide is the hint: no Hint button in the side panel

    def __init__(self, settings: Any = None) -> None:
        game = tutorial_game(LEARNER_NAME)
        bots: dict[int, Bot] = {seat: LessonComputer(TUTORIAL_SEED + seat) for seat in (1, 2)}
        super().__init__(game, settings, bots, autosave=False)
        self.coach = Coach(self)
        self.kit.refuse = self.kit_refused  # a refused click or drop on the board: why, in the guide's box
        self.coach_box = pygame.Rect(0, 0, 0, 0)
        self.coach_needed = 0  # the height the box's title, buttons and words need
        self.coach_buttons: list[Button] = []
        self._coach_key: tuple[object, ...] = ()
        self._heights: tuple[object, list[int]] = ((), [])
        self.clock = 0.0

    # ---- the learner's actions ------------------------------------------------------------
    def play(self, action: Action, redoing: bool = False) -> None:
        if self.human_to_act() == LEARNER:
            reason = self.coach.refusal(action)
            if reason is not None:
                self.coach.refuse(reason)
                sound.play("error")
                return
        task = self.coach.task()
        count = len(self.game.actions)
        super().play(action, redoing)
        if len(self.game.actions) > count:
            self.coach.after_action(task)

    def offered(self) -> list[Action]:
        return self.coach.offered() if self.human_to_act() == LEARNER else self.legal()

    def offer_key(self) -> object:
        return (self.coach.index, self.coach.on_step(), self.coach.needs_next(), self.coach.finished)

    def refine(self, targets: list[Target]) -> list[Target]:
        """The moves the rules allow but the step does not ask for say so on the board, with the step's
        nudge (the rules' own refusals stay as they are)."""
        step = self.coach.step
        if step is None or self.human_to_act() != LEARNER:
            return targets
        reason = self.coach.refusal_now()
        taken = {t.key for t in targets}
        for action in self.legal():
            why = reason or self.coach.held_back(action)  # (a god card kept for a later step)
            if not why:
                continue
            for key, shape in spots(action, self.state, self.zones, LEARNER, self.where):
                if shape is not None and key not in taken:
                    taken.add(key)
                    targets.append(Target(key, shape, [], {None: why}))
        return targets

    def kit_refused(self, reason: str) -> None:
        sound.play("error")
        if reason:
            self.coach.refuse(reason)

    def undo_refusal(self) -> str:
        return _("Undo is off in the guided game.")

    def redo_refusal(self) -> str:
        return _("Undo is off in the guided game.")

    def undo(self) -> None:
        self.coach.refuse(_("Undo is off in the guided game."))

    def ask_hint(self) -> None:
        self.coach.refuse(_("The guide is your hint in this round."))

    def advance(self) -> None:
        if not self.coach.finished:
            super().advance()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.coach.sync()
        if self.coach.finished or self.state.round > LAST_ROUND:
            self.job = None  # the lesson ends with its last round: the computers stop
            return
        super().update(dt)
        self.coach.sync()

    # ---- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.coach_buttons:
            if button.handle_event(event):
                return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.coach_box.collidepoint(event.pos):
            return  # the box takes the clicks that land on it
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.space is None and not self.cards_open:
                self.leave()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.coach.needs_next():
                self.coach.next()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.human_to_act() == LEARNER \
                and placing(self.state):
            for space, rect in self.zones.spaces.items():
                if rect.collidepoint(event.pos) and self.coach.refuse_space(space):
                    sound.play("error")
                    return
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.coach.pointed(event.pos)
        self.coach.sync()

    def leave(self) -> None:
        self.job = None
        if self.stack is not None and self.stack.top is self:
            self.finish(None)

    def play_a_game(self) -> None:
        doors.new_game(self, registry.entry("feld-cuzco"))

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        self._coach_key = ()

    # ---- drawing ----------------------------------------------------------------------------
    def draw_scaled(self, surface: pygame.Surface) -> None:
        pointer, self.pointer = self.pointer, (-10**4, -10**4)  # the table's tooltip goes over the guide's box
        try:
            super().draw_scaled(surface)
        finally:
            self.pointer = pointer
        if self.layout is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        frames.request()  # the ring pulses
        width = px(3) + round(px(2) * pulse)
        if self.coach.finished:  # the computers stop with the round: no one is "thinking"
            side = self.side_inner
            pygame.draw.rect(surface, theme.PANEL, side)
            inside = self.layout.side.inflate(-px(8), -px(8)).clip(side.inflate(px(20), px(8)))
            for card in self.where.hand.values():  # the fanned cards' tilted corners, beside the decision
                pygame.draw.rect(surface, theme.PANEL, card.inflate(px(24), px(24)).clip(inside))
            draw_text(surface, _("The guided game is over"), (side.centerx, side.top), 20, theme.GOLD_LIGHT,
                      bold=True, anchor="midtop")
            self.buttons = []
        for rect, colour in self.coach.targets():
            small = min(rect.size) < px(90)  # a card, a dot: a light ring, its face stays readable
            pygame.draw.rect(surface, colour, rect.inflate(px(8), px(8)), width - px(2) if small else width,
                             border_radius=px(8))
        self.draw_coach(surface)
        if self.stack is not None and self.stack.top is not self:
            return  # a card over the table: no words or tooltips of the table show through it
        self.kit.painter.floating(surface, self.kit)  # the kit's menu, dragged piece and words over the box
        if not self.coach_box.collidepoint(pointer):  # (under the box, the box is what the pointer is on)
            self.draw_control_tips(surface)
            self.draw_tip(surface)

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The guide's box (over the road network or the Cuzco board, wherever it hides nothing the step
        rings or the learner may click: `coach_place`): the title, its buttons (in the same place in the
        box), then what the last step was for, the step, and why a click was refused."""
        assert self.layout is not None
        coach = self.coach
        area = self.layout.road
        box = pygame.Rect(area.left + px(6), area.top + px(6), area.w - px(12), px(20))
        text_rect = box.inflate(-px(20), 0)
        done = _(coach.done) if coach.done else ""
        parts = [(done, DONE_COLOUR), (coach.text(), theme.TEXT), (coach.feedback, REFUSED_COLOUR)]
        key = (tuple(t for t, _c in parts), text_rect.w, px(100))
        if self._heights[0] != key:
            probe = pygame.Surface((1, 1))
            self._heights = (key, [draw_wrapped(probe, t, text_rect, 15, c) if t else 0 for t, c in parts])
        heights = self._heights[1]
        head = px(28) + px(32) + px(10)  # the title and the buttons
        self.coach_needed = head + sum(heights) + px(6) * len([h for h in heights if h])
        box = self.coach_place(self.coach_needed)
        text_rect = box.inflate(-px(20), 0)
        top = box.top + head
        self.coach_box = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(8))
        pygame.draw.rect(surface, theme.GOLD, box, px(2), border_radius=px(8))
        title = self.coach_title()
        draw_text(surface, title, (box.left + px(10), box.top + px(6)), 15, theme.GOLD_LIGHT, bold=True)
        y = top
        for (text, colour), height in zip(parts, heights):
            if text:
                draw_wrapped(surface, text, pygame.Rect(text_rect.left, y, text_rect.w, height), 15, colour)
                y += height + px(6)
        kind = "finish" if coach.finished else ("next" if coach.needs_next() else "play")
        self.layout_coach_buttons(box, kind)
        for button in self.coach_buttons:
            button.draw(surface)
        for button in self.coach_buttons:
            button.draw_tooltip(surface)

    def coach_title(self) -> str:
        """The box's title: which step of how many (`Coach.number`: every step shown, one after another)."""
        k, n = self.coach.number()
        return ngettext("Learn to play: step {k} of {n}", "Learn to play: step {k} of {n}", n, k=k, n=n)

    def coach_place(self, height: int) -> pygame.Rect:
        """Where the guide's box goes: at the top or the foot of the road network, else of the Cuzco
        board, the first of these that covers none of what the step rings and none of what the learner
        may click on the table (else the one that covers the least of it)."""
        assert self.layout is not None
        lay = self.layout
        width = lay.road.w - px(12)
        avoid = [rect.inflate(px(14), px(14)) for rect, _colour in self.coach.targets()]
        if self.kit.menu is not None:  # the menu a target opened stays in view
            avoid.append(self.kit.menu.rect.inflate(px(14), px(14)))
        if self.human_to_act() is not None:
            avoid += [rect for rect in (self.zone_of(what, where) for what, where in self.clickable())
                      if rect is not None]
        best: tuple[int, pygame.Rect] | None = None
        for area in (lay.road, lay.board):
            h = min(height, area.h - px(12))
            for top in (area.top + px(6), area.bottom - px(6) - h):
                box = pygame.Rect(area.left + px(6), top, min(width, area.w - px(12)), h)
                covered = sum(box.clip(rect).w * box.clip(rect).h for rect in avoid)
                if best is None or covered < best[0]:
                    best = (covered, box)
                if covered == 0:
                    return box
        assert best is not None
        return best[1]

    def layout_coach_buttons(self, box: pygame.Rect, kind: str) -> None:
        key = (box.topleft, box.w, kind, px(100))
        if key == self._coach_key:
            return
        self._coach_key = key
        bh = px(32)
        y = box.top + px(28)
        rows: list[tuple[str, Any, str, str]] = []
        if kind == "next":
            rows.append((_("Next"), self.coach.next, "primary", _("Go on (Enter)")))
        if kind == "finish":
            rows.append((_("Play a game"), self.play_a_game, "primary", _("The new-game form of Cuzco (Feld)")))
            rows.append((_("Main menu"), self.leave, "ghost", _("Back to the menu (Esc)")))
        else:
            rows.append((_("Leave tutorial"), self.leave, "ghost", _("Back to the menu (Esc)")))
        bw = min(px(170), (box.w - px(30)) // max(1, len(rows)))
        x = box.right - px(10) - len(rows) * (bw + px(8)) + px(8)
        self.coach_buttons = []
        for label, callback, style, tip in rows:
            self.coach_buttons.append(Button((x, y, bw, bh), label, callback, kind=style, font_size=16, tooltip=tip))
            x += bw + px(8)


__all__ = ["FeldTutorialScene", "TUTORIAL_SEED", "tutorial_game"]
