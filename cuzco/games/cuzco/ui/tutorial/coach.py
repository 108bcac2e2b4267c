"""The coach of the guided first game: follows `steps.STEPS`, says each one, points, waits.

    coach = Coach(scene)
    coach.refusal(action, state)   # None when the step takes `action`, else why not (and it is said)
    coach.after_action(actor, action)
    coach.update()                 # each frame on the game screen: "rotate" and "offer" steps
    coach.sheet_opened(kind) / coach.sheet_closed(kind, result)
    coach.handle_event(event, screen) -> bool   # the box takes the clicks and hovers on it
    coach.draw(surface, screen, targets)

The coach reads the scene and never changes the game: the learner plays through
the ordinary screens, the rules check every action, and the coach lets through
only the action its step asks for. Its box keeps one place and one size per
screen for the whole lesson (as tall as its longest step), so its buttons never
move under the pointer from one step to the next.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.rules.actions import Action, FestivalPlay, FestivalStand, PlaceTerrain, ProposeFestival
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.final_scoring import preview
from cuzco.games.cuzco.ui.hud.banner import draw_tooltip
from cuzco.games.cuzco.ui.tutorial.script import COMPUTER, LEARNER
from cuzco.games.cuzco.ui.tutorial.steps import STEPS, Step
from cuzco.shell import frames
from cuzco.shell.i18n import _, sentences, translate
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import draw_text, font, wrap
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.rules.state import GameState

TEXT_SIZE = 20
DONE_COLOUR = (150, 214, 140)
REFUSED_COLOUR = (240, 150, 115)
Target = pygame.Rect | Sequence[tuple[float, float]]  # a rect on screen, or a hex's outline


def festival_box_width(size: tuple[int, int]) -> int:
    """The box's width on the festival screen: the sheet leaves this much (and a margin) free on the right."""
    return min(px(340), size[0] // 4)


def watching_text(screen: str) -> str:
    if screen == "board":
        return _("{rival} is playing its turn. Watch its moves: they are ringed on the board.")
    return _("{rival} is choosing its bid. Watch the bidders' totals.")


class Coach:
    def __init__(self, scene: Any, steps: tuple[Step, ...] = STEPS) -> None:
        self.scene = scene
        self.steps = steps
        self.index = 0
        self.done = ""  # what the last step was for (English, translated when shown)
        self.feedback = ""  # why the last attempt was refused, translated
        self.finished = False
        self.pointer = (-1, -1)  # where the last mouse motion went (for the buttons' tooltips)
        self._boxes: dict[tuple[Any, ...], pygame.Rect] = {}
        self.next_button = Button((0, 0, 1, 1), _("Next"), self.next, kind="primary", font_size=20,
                                  tooltip=_("Go on (Enter)"))
        self.leave_button = Button((0, 0, 1, 1), _("Leave tutorial"), self.leave, kind="ghost",
                                   font_size=18, tooltip=_("Back to the menu (Esc)"))
        self.play_button = Button((0, 0, 1, 1), _("Play a game"), self.play, kind="primary", font_size=20,
                                  tooltip=_("A game of your own: the new-game form"))
        self.skipped = 0  # steps passed by one action with the step before: the counter does not jump them
        self._counted = 0  # the step the counter last showed

    # ---- where we are -----------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def values(self) -> dict[str, Any]:
        state = self.scene.game.state
        players = state.players
        gains = preview(state)
        return {
            "name": players[LEARNER].name, "rival": players[COMPUTER].name,
            "mine": gains[LEARNER], "theirs": gains[COMPUTER],
            "my_total": players[LEARNER].score + gains[LEARNER],
            "their_total": players[COMPUTER].score + gains[COMPUTER],
        }

    def say(self, text: str) -> str:
        return _(text, **self.values()) if text else ""

    def watching(self) -> bool:
        """The computer is playing its turn, or choosing its bid: the box says so."""
        state = self.scene.game.state
        step = self.step
        if step is None or state.actor != COMPUTER:
            return False
        if step.screen == "board":
            return state.phase == "turn"
        return state.phase == "festival" and step.screen == "festival"

    def text(self) -> str:
        step = self.step
        if step is None:
            return ""
        return self.say(watching_text(step.screen) if self.watching() else step.text)

    def needs_next(self) -> bool:
        step = self.step
        return step is not None and step.expect.kind in ("next", "finish") and not self.watching()

    # ---- what the step accepts ----------------------------------------------------------------
    def refusal(self, action: Action, state: GameState) -> str | None:
        """None when the step asks for `action` now; otherwise the refusal is said in the box and returned."""
        step = self.step
        reason = state.check(action)
        if step is not None and reason is None and self._accepts(step, action, state):
            return None
        nudge = self.say(step.nudge) if step is not None and step.nudge else ""
        if reason is not None:
            words = _("Not possible: {reason}", reason=translate(reason))
        elif step is not None and step.expect.kind == "next":
            words = _("Not now: read the message, then press Next.")
        elif step is not None and step.expect.kind == "finish":
            words = _("The lesson is over: press Finish, then start a game of your own.")
        else:
            words = _("Not in this lesson.")
        self.feedback = sentences(words, nudge)
        return self.feedback

    @staticmethod
    def _accepts(step: Step, action: Action, state: GameState) -> bool:
        expect = step.expect
        if expect.kind == "action":
            return action == expect.action
        wanted = state.festival.wanted if state.festival is not None else state.faceup
        if expect.kind == "propose" and isinstance(action, ProposeFestival):
            assert isinstance(expect.action, ProposeFestival)
            return action.hex == expect.action.hex and sum(card_worth(c, wanted) for c in action.cards) == expect.fp
        if expect.kind == "bid" and isinstance(action, FestivalPlay):
            return sum(card_worth(c, wanted) for c in action.cards) == expect.fp
        return expect.kind == "stand" and isinstance(action, FestivalStand)

    def refuse(self, words: str) -> None:
        """Something the learner tried did nothing (an empty click): say why, and what to do."""
        step = self.step
        nudge = self.say(step.nudge) if step is not None and step.nudge else ""
        self.feedback = sentences(words, nudge)

    # ---- moving on ---------------------------------------------------------------------
    def _advance(self) -> None:
        step = self.step
        self.done = step.done if step is not None else ""
        self.feedback = ""
        self.index += 1

    def next(self) -> None:
        step = self.step
        if not self.needs_next() or step is None:
            return
        if step.expect.kind == "finish":
            self.leave()
            return
        self._advance()

    def play(self) -> None:
        """The lesson is over: straight on to a game of one's own, as the other games' guides offer."""
        self.finished = True
        self.scene.play_a_game()

    def counter(self) -> tuple[int, int]:
        """The step shown and how many steps in all, counting only the steps the learner sees: one action
        that passes two steps at once does not make the counter jump (2 -> 4)."""
        if self.index > self._counted + 1:
            self.skipped += self.index - self._counted - 1
        self._counted = max(self._counted, self.index)
        return self.index + 1 - self.skipped, len(self.steps) - self.skipped

    def leave(self) -> None:
        self.finished = self.step is not None and self.step.expect.kind == "finish"
        self.scene.leave_game()

    def after_action(self, actor: int, action: Action) -> None:
        step = self.step
        if actor == LEARNER and step is not None and step.expect.kind in ("action", "propose", "bid", "stand"):
            self._advance()

    def update(self) -> None:
        """Steps that wait for something on the game screen other than an action."""
        step = self.step
        scene = self.scene
        covered = scene.modal is not None or (scene.stack is not None and scene.stack.top is not scene)
        if step is None or step.screen != "board" or covered:
            return  # never passes while a sheet, a menu or the help is up
        tool = scene.tool
        wanted = step.expect.action
        if step.expect.kind == "rotate" and isinstance(wanted, PlaceTerrain):
            if scene.tile_in_hand() == (wanted.tile, wanted.rotation):
                self._advance()
        elif step.expect.kind == "offer" and getattr(tool, "name", "") == "festival":
            self._advance()

    def sheet_opened(self, kind: str) -> None:
        """The proposal sheet opened: the steps that lead to it are done (however it was reached)."""
        while kind == "proposal" and self.step is not None and self.step.expect.kind in ("offer", "proposal"):
            self._advance()

    def may_propose(self) -> bool:
        """Whether the festival proposal may open now (only at the steps that lead to it)."""
        return self.step is not None and self.step.expect.kind in ("offer", "proposal")

    def sheet_closed(self, kind: str, result: Any) -> None:
        step = self.step
        if step is None:
            return
        if kind == "proposal" and result is None and step.screen == "proposal":
            self.index -= 1  # cancelled: click the temple again
            self.feedback = ""
        elif kind == "festival" and step.expect.kind == "closed":
            self._advance()

    # ---- the box ---------------------------------------------------------------------------
    def box(self, screen: str) -> pygame.Rect:
        """Where the box is on `screen`: one place and one size for every step shown there."""
        surface = pygame.display.get_surface()
        size = surface.get_size() if surface is not None else (1280, 800)
        board = self.scene.view.frame.board
        key = (screen, size, tuple(board), px(100), _(self.steps[0].text))
        if key not in self._boxes:
            self._boxes[key] = self._make_box(screen, size, board)
        return self._boxes[key]

    def _make_box(self, screen: str, size: tuple[int, int], board: pygame.Rect) -> pygame.Rect:
        if screen == "board":
            w = min(px(450), board.w // 2)
        elif screen == "proposal":
            w = min(px(760), size[0] - px(40))  # a wide strip under the proposal sheet
        else:  # the festival: a column of its own right of the sheet, clear of the bids so far
            w = festival_box_width(size)
        inner = w - px(28)
        line_h = font(TEXT_SIZE).get_linesize()
        texts = [(self.say(s.text), self.say(self.steps[i - 1].done) if i else "")
                 for i, s in enumerate(self.steps) if s.screen == screen]
        texts.append((self.say(watching_text(screen)), ""))
        def height(words: str) -> int:
            return len(wrap(words, TEXT_SIZE, inner)) if words else 0

        if screen == "proposal":  # a strip: the sheet's own notice line says refusals, Leave sits up top
            h = px(40) + line_h * max(height(t) for t, _d in texts) + px(12)
        else:  # the previous step's "done" and a refusal share one room: a refusal takes the done's place
            h = px(40) + line_h * max(height(t) + max(height(d), 2) for t, d in texts) + px(66)
        box = pygame.Rect(0, 0, w, h)
        if screen == "board":
            box.bottomright = (board.right - px(12), board.bottom - px(72))  # clear of the status pill
        elif screen == "proposal":
            box.midbottom = (size[0] // 2, size[1] - px(8))  # the proposal sheet keeps above it
        else:
            box.bottomright = (size[0] - px(8), size[1] - px(8))  # beside the sheet (`festival_box_width`)
        return box

    def _place_buttons(self, box: pygame.Rect, screen: str) -> None:
        bh = px(38)
        self.next_button.rect = pygame.Rect(box.right - px(124), box.bottom - bh - px(10), px(110), bh)
        if screen == "proposal":
            self.leave_button.rect = pygame.Rect(box.right - px(174), box.top + px(6), px(160), px(30))
        else:
            self.leave_button.rect = pygame.Rect(box.left + px(14), box.bottom - bh - px(10), px(160), bh)
        finishing = self.step is not None and self.step.expect.kind == "finish"
        self.next_button.label = _("Finish") if finishing else _("Next")
        self.next_button.kind = "ghost" if finishing else "primary"
        self.play_button.rect = (self.next_button.rect.move(-px(190), 0).inflate(px(60), 0) if finishing
                                 else pygame.Rect(0, 0, 0, 0))

    def handle_event(self, event: pygame.event.Event, screen: str) -> bool:
        """The box's own events: its buttons, and every click, hover or wheel that lands on it."""
        box = self.box(screen)
        self._place_buttons(box, screen)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.needs_next() and self.next_button.handle_event(event):
            return True
        if self.play_button.rect.w and self.play_button.handle_event(event):
            return True
        if self.leave_button.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL:
            pos = self.scene.mouse  # where the last motion left the pointer
        return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEWHEEL) and pos is not None and box.collidepoint(pos)

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, screen: str, targets: Callable[[Step], list[Target]]) -> None:
        step = self.step
        if step is None:
            return
        box = self.box(screen)
        self._place_buttons(box, screen)
        if step.screen == screen and not self.watching():
            self._draw_pointers(surface, box, targets(step), arrows=screen == "board")
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*theme.darken(theme.PANEL, 0.35), 244))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.GOLD, box, px(2), border_radius=px(10))
        n, total = self.counter()
        count = _("Learn to play \u00b7 step {n} of {total}", n=n, total=total)
        draw_text(surface, count, (box.left + px(14), box.top + px(10)), 18, theme.GOLD_LIGHT, bold=True)
        y = box.top + px(40)
        inner = box.w - px(28)
        line_h = font(TEXT_SIZE).get_linesize()
        if self.feedback and screen != "proposal":
            paragraphs = [(self.text(), theme.TEXT), (self.feedback, REFUSED_COLOUR)]
        elif self.done and not self.watching():
            paragraphs = [(self.say(self.done), DONE_COLOUR), (self.text(), theme.TEXT)]
        else:
            paragraphs = [(self.text(), theme.TEXT)]
        for words, colour in paragraphs:
            for line in wrap(words, TEXT_SIZE, inner) if words else []:
                draw_text(surface, line, (box.left + px(14), y), TEXT_SIZE, colour)
                y += line_h
        shown = [self.next_button, self.leave_button] if self.needs_next() else [self.leave_button]
        if self.play_button.rect.w:
            shown.append(self.play_button)
        for button in shown:
            button.draw(surface)
        tip = next((b.tooltip for b in shown if b.hovered and b.rect.collidepoint(self.pointer)), "")
        if tip:
            draw_tooltip(surface, self.pointer, [tip])

    def _draw_pointers(self, surface: pygame.Surface, box: pygame.Rect, targets: list[Target], arrows: bool) -> None:
        """Rings around the targets; on the game screen an arrow from the box too (on a sheet an arrow
        would only cross its cards and buttons)."""
        pulse = 0.5 + 0.5 * math.sin(self.scene.time * 5)
        frames.request()  # the rings pulse
        width = max(2, round(px(3) + px(2) * pulse))
        for t in targets:
            if isinstance(t, pygame.Rect):
                ring = t.inflate(px(10), px(10))
                pygame.draw.rect(surface, theme.TEXT_DARK, ring, width + 2, border_radius=px(10))
                pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, width, border_radius=px(10))
                tip = ring.clipline(box.center, ring.center)
                if arrows:
                    _arrow(surface, box, tip[0] if tip else ring.center)
            else:
                pygame.draw.polygon(surface, theme.TEXT_DARK, t, width + 2)
                pygame.draw.polygon(surface, theme.GOLD_LIGHT, t, width)
        hexes = [t for t in targets if not isinstance(t, pygame.Rect)]
        if hexes and arrows:
            xs = [x for poly in hexes for x, _y in poly]
            ys = [y for poly in hexes for _x, y in poly]
            _arrow(surface, box, (round(max(xs)), round(sum(ys) / len(ys))))


def _arrow(surface: pygame.Surface, box: pygame.Rect, tip: tuple[int, int]) -> None:
    """An arrow from the box's nearest edge to `tip` (none when the tip is right by the box)."""
    if box.collidepoint(tip):
        return
    start = _edge_point(box, tip)
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


def _edge_point(box: pygame.Rect, tip: tuple[int, int]) -> tuple[int, int]:
    """Where the line from the box's centre to `tip` leaves the box."""
    clipped = box.clipline(box.center, tip)
    if not clipped:
        return box.center
    return clipped[1]  # type: ignore[return-value]
