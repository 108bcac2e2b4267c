"""The pointer kit's controller: which piece is held, what the pointer is over, a running drag, the
menu of a target with several choices; it turns clicks and drops into the chosen action."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from cuzco.shell.board_kit.draw import KitPainter
from cuzco.shell.board_kit.menu import ChoiceMenu
from cuzco.shell.board_kit.targets import Choice, Piece, Point, Target, bounds, contains

DRAG_START = 6  # pixels the pointer moves, button held, before a press on a piece becomes a drag


class BoardPointer:
    """Pieces and targets declared by a game, played with the pointer (see the package's docstring)."""

    def __init__(self, play: Callable[[Any], None], refuse: Callable[[str], None] | None = None) -> None:
        self.play = play
        self.refuse = refuse or (lambda reason: None)  # a refused click or drop (a sound, say)
        self.key: object = None
        self.pieces: list[Piece] = []
        self.targets: list[Target] = []
        self.held: Hashable | None = None
        self.dragging = False
        self.pressed: tuple[Point, Hashable | None, Target | None] | None = None  # a press not yet a drag
        self.pos: Point = (-1, -1)
        self.menu: ChoiceMenu | None = None
        self.painter = KitPainter()

    # ---- what the game declares ---------------------------------------------
    def declare(self, key: object, pieces: Sequence[Piece], targets: Sequence[Target]) -> None:
        """The pieces and targets of the decision now. A new `key` (a new decision) puts down what was
        held and closes the menu; the same key keeps them (the shapes may have moved: a new window size)."""
        if key != self.key:
            self.key = key
            self.reset()
        self.pieces = list(pieces)
        self.targets = list(targets)
        if self.held is not None and all(p.key != self.held for p in self.pieces):
            self.reset()

    def reset(self) -> None:
        self.held, self.dragging, self.pressed, self.menu = None, False, None, None

    def clear(self) -> None:
        """Nothing to declare (not this seat's decision)."""
        self.declare(None, [], [])

    # ---- questions --------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A drag is running: the board must be drawn on every frame until it ends."""
        return self.dragging

    def piece_at(self, pos: Point) -> Piece | None:
        return next((p for p in reversed(self.pieces) if contains(p.shape, pos)), None)

    def target_at(self, pos: Point) -> Target | None:
        return next((t for t in reversed(self.targets) if contains(t.shape, pos)), None)

    def open_targets(self, piece: Hashable | None = None) -> list[Target]:
        """The targets that take `piece` (None: a plain click, or any piece at all): those that glow."""
        return [t for t in self.targets if t.choices_for(piece)]

    @property
    def hovered(self) -> Target | None:
        return self.target_at(self.pos)

    def hovered_choice(self) -> Choice | None:
        """The choice the pointer would confirm now (the menu's hovered row, or the hovered target's
        first choice for what is held)."""
        if self.menu is not None:
            return self.menu.choice_at(self.pos)
        target = self.hovered
        if target is None or (self.held is None and not target.plain()):
            return None  # a target for a piece, nothing held: the game's own tooltip tells what it is
        found = target.choices_for(self.held)
        return found[0] if found else None

    # ---- events -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the kit used the event (the game should not look at it)."""
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self.pressed is not None and self.pressed[1] is not None and not self.dragging:
                start = self.pressed[0]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) >= DRAG_START:
                    self.held, self.dragging = self.pressed[1], True
                    self.menu = None
            return self.dragging
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.menu is not None or self.held is not None:
                self.reset()
                return True
            return False
        if event.type == pygame.KEYDOWN and self.menu is not None and pygame.K_1 <= event.key <= pygame.K_9:
            choice = self.menu.nth(event.key - pygame.K_1)
            if choice is not None:
                self._confirm(choice)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.menu is not None or self.held is not None:
                self.reset()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pos = event.pos
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pos = event.pos
            return self._release(event.pos)
        return False

    def _press(self, pos: Point) -> bool:
        if self.menu is not None:
            choice = self.menu.choice_at(pos)
            if choice is not None:
                self._confirm(choice)
                return True
            inside = self.menu.rect.collidepoint(pos)
            self.menu = None
            if inside:
                return True
        target = self.target_at(pos)
        if self.held is not None and target is not None and target.choices_for(self.held):
            self.pressed = (pos, None, target)  # confirmed on release, where a drop is too
            return True
        piece = self.piece_at(pos)
        if piece is not None:
            self.pressed = (pos, piece.key, target)
            return True
        if target is not None:
            self.pressed = (pos, None, target)
            return True
        if self.held is not None:  # a click on nothing puts the piece back
            self.reset()
            return True
        return False

    def _release(self, pos: Point) -> bool:
        pressed, self.pressed = self.pressed, None
        if self.dragging:  # a drop
            self.dragging = False
            target = self.target_at(pos)
            if target is None:
                self.held = None
                return True
            self._take(target, self.held, drop=True)
            return True
        if pressed is None:
            return False
        start, piece, target = pressed
        if piece is not None and (target is None or not target.choices_for(None)):
            # a click on a piece picks it up (or puts it back when it was held already)
            self.held = None if self.held == piece else piece
            return True
        if target is not None and target is self.target_at(pos):
            self._take(target, self.held)
        return True

    def _take(self, target: Target, piece: Hashable | None, drop: bool = False) -> None:
        found = target.choices_for(piece)
        if not found:
            self.refuse(target.why_not(piece))
            if drop:
                self.held = None
            return
        if len(found) == 1 and (piece is not None or found[0].piece is None):
            self._confirm(found[0])
            return
        # several ways, or a target for a piece clicked with nothing held: the menu, each row previewed
        self.menu = ChoiceMenu(target, found, bounds(target.shape), self.painter.window)

    def _confirm(self, choice: Choice) -> None:
        self.reset()
        self.play(choice.action)

    # ---- drawing ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self)
