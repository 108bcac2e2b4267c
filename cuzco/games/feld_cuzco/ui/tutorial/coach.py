"""The coach of Feld's Cuzco's guided first game: follows `steps.STEPS`, says each one, points, waits.

    coach = Coach(scene)
    coach.refusal(action) -> str | None     # None when the step takes the learner's action, else why not
    coach.refuse_space(space) -> bool       # a click on an action space the step does not want (said why)
    coach.pointed(pos)                      # the pointer moved: the "hover" step may be done
    coach.after_action(action)              # the learner's action went through
    coach.sync()                            # each frame: skipped steps, the end of the round
    coach.text() / coach.targets()          # what the box says, the rects that glow

The coach reads the scene and never changes the game: the rules check every action, and the coach lets
through only what its step asks for. A decision no step is about is played freely, with a word on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.feld_cuzco.rules import Action, Place, PlayCard, action_to_json
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.board_kit import bounds
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets.theme import Colour

from ..board_targets import spots
from ..decisions import placing, space_status
from ..guide import coach_text
from ..palette import GLOW, REFUSED
from ..round_end import temple_result
from .steps import LAST_ROUND, STEPS, Step

if TYPE_CHECKING:
    from .scene import FeldTutorialScene

LEARNER = 0


def fits(action: Action, want: tuple[tuple[str, object], ...]) -> bool:
    data = action_to_json(action)
    return all(data.get(key) in value if isinstance(value, tuple) else data.get(key) == value
               for key, value in want)


class Coach:
    def __init__(self, scene: FeldTutorialScene, steps: tuple[Step, ...] = STEPS) -> None:
        self.scene = scene
        self.steps = steps
        self.index = 0
        self.done = ""  # what the last step was for (English, translated when shown)
        self.feedback = ""  # why the last attempt was refused, translated
        self.engaged = False  # a "task" step: the learner has faced its decision
        self.skipped: set[int] = set()  # steps passed by unseen (their decision never came): not counted

    # ---- where we are -----------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        """The round is over and the last step says so (the lesson waits for the round's end before)."""
        step = self.step
        state = self.scene.state
        return step is None or (step.expect.kind == "finish" and (state.round > LAST_ROUND or state.over))

    def task(self) -> str | None:
        """The learner's decision now, or None while it is not the learner's turn (or the round is over)."""
        scene = self.scene
        state = scene.state
        if state.round > LAST_ROUND or state.over or scene.human_to_act() != LEARNER or not state.tasks:
            return None
        return str(state.tasks[-1][0])

    def on_step(self) -> bool:
        """Is the learner facing the decision the step is about?"""
        step = self.step
        return step is not None and step.expect.task != "" and self.task() == step.expect.task

    def wanted(self) -> list[Action]:
        """The learner's legal actions that fit the step (all of them when it names none, or none fits)."""
        step = self.step
        found = self.scene.legal()
        if step is None or not step.expect.want:
            return found
        fitting = [a for a in found if fits(a, step.expect.want)]
        return fitting or found

    def go_on(self) -> None:
        step = self.step
        if step is None:
            return
        self.done = step.done
        self.feedback = ""
        self.engaged = False
        self.index += 1
        self.sync()

    def waiting(self) -> bool:
        """The step is a message about a round that has not begun yet (the computers finish this one)."""
        step = self.step
        state = self.scene.state
        return step is not None and (step.from_round > state.round
                                     or bool(step.phases) and state.phase not in step.phases)

    def next(self) -> None:
        if self.needs_next():
            self.go_on()

    def needs_next(self) -> bool:
        step = self.step
        return step is not None and step.expect.kind == "next" and not self.waiting()

    def sync(self) -> None:
        """Skip what cannot come any more: optional steps passed by, a hover step with nothing refused, and
        every step once the round is over."""
        for _round in range(len(self.steps)):
            step = self.step
            if step is None or step.expect.kind == "finish":
                return
            state = self.scene.state
            if state.round > LAST_ROUND or state.over:
                last = next(i for i, s in enumerate(self.steps) if s.expect.kind == "finish")
                self.skipped |= set(range(self.index, last))
                self.index = last
                self.feedback = ""
                return
            task = self.task()
            if step.expect.kind == "task" and self.engaged and task is not None and task != step.expect.task \
                    and task not in step.expect.within:
                self.go_on()
                return
            if step.expect.kind == "hover" and task == "place" and not self.refused_spaces():
                self.skipped.add(self.index)
                self.go_on()  # nothing refuses the learner: there is nothing to point at
                return
            if task is None or task == step.expect.task or step.expect.kind == "next":
                return
            later = self._reachable(task)
            if later is None:
                return
            self.skipped |= set(range(self.index, later))
            self.index, self.engaged = later, False

    def _reachable(self, task: str) -> int | None:
        """The later step about `task` reachable by skipping optional steps only (the current one too)."""
        for i in range(self.index, len(self.steps)):
            step = self.steps[i]
            if i > self.index and step.expect.task == task:
                return i
            if not step.optional:
                return None
        return None

    def number(self) -> tuple[int, int]:
        """The step shown, counted (k of n): every step the learner sees, one after another; a step passed
        by unseen leaves the count, so the numbers never jump."""
        k = self.index + 1 - len([i for i in self.skipped if i < self.index])
        n = len(self.steps) - len(self.skipped)
        return max(1, min(k, n)), n

    def offered(self) -> list[Action]:
        """What the board offers the learner now: nothing while a message is read, the step's own moves
        while its decision is faced, else every legal action (a decision no step is about)."""
        step = self.step
        if step is None or self.finished or (step.expect.kind == "next" and not self.waiting()):
            return []
        if self.on_step() and step.expect.kind != "hover":
            return self.wanted()
        return [a for a in self.scene.legal() if not self.held_back(a)]

    def held_back(self, action: Action) -> str:
        """Why a god card may not be played now, in a decision no step is about, while a later step plays
        one (the Inti medal, an offering and card 01 are kept for those steps); "" when it may."""
        if not isinstance(action, PlayCard) or self.finished or self.on_step():
            return ""
        if not any(dict(s.expect.want).get("type") == "play_card" for s in self.steps[self.index:]):
            return ""
        return _("In this lesson, god cards wait for their steps in round 2: keep your cards, offerings and "
                 "Inti medal until then.")

    def refused_spaces(self) -> dict[int, str]:
        status = space_status(self.scene.state, self.scene.legal())
        return {space: why for space, why in status.items() if why}

    # ---- the learner's moves ------------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        step = self.step
        if self.finished:
            return _("The guided game is over: play a game to go on.")
        assert step is not None
        if step.expect.kind == "next" and not self.waiting():
            return _("First read the guide, then click Next.")
        if not self.on_step():
            return self.held_back(action) or None  # a decision the lesson does not ask about: played freely
        if step.expect.kind == "hover":
            return _(step.nudge)
        if action not in self.wanted():
            return _(step.nudge) if step.nudge else _("Not in this lesson.")
        return None

    def refusal_now(self) -> str:
        """Why a move the step does not ask for is refused now ("" when any move is taken)."""
        step = self.step
        if step is None or self.finished:
            return _("The guided game is over: play a game to go on.") if self.finished else ""
        if step.expect.kind == "next" and not self.waiting():
            return _("First read the guide, then click Next.")
        if not self.on_step() or step.expect.kind == "hover":
            return ""
        return _(step.nudge) if step.nudge else _("Not in this lesson.")

    def refuse(self, reason: str) -> None:
        self.feedback = reason

    def refuse_space(self, space: int) -> bool:
        """A click on action space `space` while placing: True (and why) when it is not to be chosen now."""
        state = self.scene.state
        status = space_status(state, self.scene.legal())
        if status.get(space):
            self.refuse(_("Not here: {reason}", reason=status[space]))
            return True
        step = self.step
        if self.finished or step is None or not self.on_step():
            return self.finished
        if step.expect.kind in ("next", "hover"):
            self.refuse(_("First read the guide, then click Next.") if step.expect.kind == "next"
                        else _(step.nudge))
            return True
        spaces = {getattr(a, "space", -1) for a in self.wanted()}
        if space not in spaces:
            self.refuse(_(step.nudge))
            return True
        return False

    def pointed(self, pos: tuple[int, int]) -> None:
        step = self.step
        if step is None or step.expect.kind != "hover" or not self.on_step():
            return
        refused = self.refused_spaces()
        for space, rect in self.scene.zones.spaces.items():
            if space in refused and rect.collidepoint(pos):
                self.go_on()
                return

    def after_action(self, task: str | None) -> None:
        """The learner's action, made at decision `task`, went through."""
        step = self.step
        self.feedback = ""
        if step is not None and step.expect.task == task:
            if step.expect.kind == "act":
                self.go_on()
                return
            if step.expect.kind == "task":
                self.engaged = True
        self.sync()

    # ---- what is shown --------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        state = self.scene.state
        me = state.players[LEARNER]
        dice = sorted(me.dice, reverse=True)
        shown = ", ".join(str(d) for d in dice)
        left = int(state.tasks[-1][1]) if state.tasks and state.tasks[-1][0] == "exchange" else 0  # type: ignore
        start = next((C.MISSIONS[m].label for m in me.missions if C.MISSIONS[m].grey), "S")
        return {"name": state.names[LEARNER],
                "dice": ngettext("one die showing {pips}", "dice showing {pips}", len(dice), pips=shown),
                "n": left, "start": start, "offerings": me.offerings, "medals": me.medals,
                "medal_to": self.medal_to()}

    def medal_to(self) -> str:
        """Who the temple gave its Inti medal to at the last round's scoring, in words ("" before any)."""
        state = self.scene.state
        rnd = state.round if state.phase in ("market", "palace") else state.round - 1
        result = temple_result(self.scene.game, rnd) if rnd >= 1 else None
        if result is None:
            return ""
        if result.winner is None:
            return _("nobody, and the medal left the game")
        if result.winner == LEARNER:
            return _("you, so your M went up by one")
        return state.names[result.winner]

    def text(self) -> str:
        """What the box says now: the step's text, or a word on a decision no step is about."""
        step = self.step
        if step is None:
            return ""
        if (step.expect.kind == "next" and not self.waiting()) or self.finished or self.on_step():
            values = self.values()
            if step.plural:  # a counted text: the whole sentence agrees with the count
                return ngettext(step.text, step.plural, values["n"], **values)
            return _(step.text, **values)
        task = self.task()
        if task is not None:
            return coach_text(task) or _("Choose on the right.")
        return _("The computers are playing. Watch the table: their moves are listed on the right.")

    def targets(self) -> list[tuple[pygame.Rect, Colour]]:
        """The rects to ring now, each with its colour: gold where to act, red for the spaces that refuse."""
        step = self.step
        scene = self.scene
        lay = scene.layout
        if step is None or lay is None:
            return []
        if not ((step.expect.kind == "next" and not self.waiting()) or self.finished or self.on_step()):
            if self.task() is None:
                return []
            free = self.spot_rects(self.scene.legal())  # a decision no step is about: its spots on the board
            return [(rect, GLOW) for rect in free] or [(scene.side_inner, GLOW)]
        out: list[tuple[pygame.Rect, Colour]] = []
        where: dict[str, Callable[[], list[pygame.Rect]]] = {
            "side": lambda: [scene.side_inner],
            "mask": lambda: [lay.masks[LEARNER]],
            "header": lambda: [lay.header],
            "road": lambda: [lay.road],
            "board": lambda: [lay.board],
            "done": lambda: [scene.where.done] if scene.where.done is not None else [],
            "medals": lambda: self.stat_rects("medals"),
            "offerings": lambda: self.stat_rects("offerings"),
            "wanted": lambda: self.wanted_rects(),
        }
        for point in step.point:
            if point == "refused":
                out += [(scene.zones.spaces[s], REFUSED) for s in self.refused_spaces() if s in scene.zones.spaces]
            elif point in where:
                out += [(rect, GLOW) for rect in where[point]()]
        return out

    def wanted_rects(self) -> list[pygame.Rect]:
        """Where the step's moves are made on the board: the spots of the wanted actions, and the die (or
        the card) to pick up for them."""
        return self.spot_rects(self.wanted() if self.on_step() else [])

    def stat_rects(self, stat: str) -> list[pygame.Rect]:
        rect = self.scene.zones.stats.get((LEARNER, stat))
        return [] if rect is None else [rect]

    def spot_rects(self, wanted: list[Action]) -> list[pygame.Rect]:
        """The board spots of `wanted` actions, and the die (or the card) to pick up for them."""
        scene = self.scene
        rects = [bounds(shape) for action in wanted
                 for _key, shape in spots(action, scene.state, scene.zones, LEARNER, scene.where)
                 if shape is not None]
        for action in wanted:
            die = getattr(action, "die", None)
            if isinstance(action, Place) and die in scene.where.dice:
                rects.append(scene.where.dice[die])
        return list({tuple(r): r for r in rects}.values())

    def placing_now(self) -> bool:
        return self.task() is not None and placing(self.scene.state)


__all__ = ["LEARNER", "Coach", "fits"]
