"""The pointer kit's controller: which piece is held, what the pointer is over, a running drag, the
menu of a target with several choices; it turns clicks and drops into the chosen action."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from cuzco.shell.board_kit.draw import KitPainter
from cuzco.shell.board_kit.field import TargetField
from cuzco.shell.board_kit.menu import ChoiceMenu
from cuzco.shell.board_kit.targets import Choice, Piece, Point, Target, bounds, contains

DRAG_START = 6  # pixels the pointer moves, button held, before a press on a piece becomes a drag


class BoardPointer:
    """Pieces and targets declared by a game, played with the pointer (see the package's docstring)."""

    def __init__(self, play: Callable[[Any], None], refuse: Callable[[str], None] | None = None,
                 words_at_pointer: bool = True) -> None:
        self.play = play
        self.refuse = refuse or (lambda reason: None)  # a refused click or drop (a sound, say)
        self.key: object = None
        self.pieces: list[Piece] = []
        self.targets: list[Target] = []
        self.field: TargetField | None = None
        self.held: Hashable | None = None
        self.turns = 0  # how often the held piece was turned (see `orientation`)
        self.dragging = False
        self.pressed: tuple[Point, Hashable | None, Target | None] | None = None  # a press not yet a drag
        self.right_press: Point | None = None  # a right press that turns the held piece unless it drags
        self.pos: Point = (-1, -1)
        self.menu: ChoiceMenu | None = None
        self.painter = KitPainter(words_at_pointer)

    # ---- what the game declares ---------------------------------------------
    def declare(self, key: object, pieces: Sequence[Piece], targets: Sequence[Target],
                field: TargetField | None = None) -> None:
        """The pieces and targets of the decision now (and the `field` that works out targets under the
        pointer, if any). A new `key` (a new decision) puts down what was held and closes the menu; the
        same key keeps them (the shapes may have moved: a new window size)."""
        if key != self.key:
            self.key = key
            self.reset()
        self.pieces = list(pieces)
        self.targets = list(targets)
        self.field = field
        if self.held is not None and all(p.key != self.held for p in self.pieces):
            self.reset()

    def reset(self) -> None:
        """Put down what is held (its turns forgotten) and close the menu."""
        self.held, self.dragging, self.pressed, self.menu, self.turns = None, False, None, None, 0
        self.right_press = None

    def hold(self, piece: Hashable, turns: int | None = None) -> None:
        """Pick up a declared piece as a click on it would (from a key, say), turned `turns` times; a piece
        taken up in place of another keeps the turns given to it (`turns` None)."""
        if any(p.key == piece for p in self.pieces):
            self.held, self.menu, self.pressed = piece, None, None
            if turns is not None:
                self.turns = turns

    def turn(self, step: int = 1) -> bool:
        """Turn the held piece `step` times (negative: the other way); False when it cannot be turned."""
        piece = self.held_piece()
        if piece is None or piece.turns < 2:
            return False
        self.turns = (self.turns + step) % piece.turns
        return True

    def clear(self) -> None:
        """Nothing to declare (not this seat's decision)."""
        self.declare(None, [], [])

    # ---- questions --------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A drag is running: the board must be drawn on every frame until it ends."""
        return self.dragging

    def held_piece(self) -> Piece | None:
        return next((p for p in self.pieces if p.key == self.held), None) if self.held is not None else None

    @property
    def orientation(self) -> int:
        """How the held piece is turned: 0 up to its `turns` - 1 (0 for a piece that does not turn)."""
        piece = self.held_piece()
        return self.turns % piece.turns if piece is not None and piece.turns > 1 else 0

    def piece_at(self, pos: Point) -> Piece | None:
        return next((p for p in reversed(self.pieces) if contains(p.shape, pos)), None)

    def target_at(self, pos: Point) -> Target | None:
        found = next((t for t in reversed(self.targets) if contains(t.shape, pos)), None)
        if found is None and self.field is not None and self.held is not None:
            found = self.field.target_at(pos, self.held, self.orientation)
        return found

    def open_targets(self, piece: Hashable | None = None) -> list[Target]:
        """The listed targets that take `piece` (None: a plain click, or any piece at all): those that glow."""
        turn = self.orientation if piece is not None and piece == self.held else None
        return [t for t in self.targets if t.choices_for(piece, turn)]

    def glowing(self) -> set[Hashable]:
        """The keys of every target that glows now: the listed ones and the field's for the piece held."""
        keys = {t.key for t in self.open_targets(self.held)}
        if self.field is not None and self.held is not None:
            keys |= set(self.field.open_keys(self.held, self.orientation))
        return keys

    def choices_at(self, target: Target) -> list[Choice]:
        """The choices `target` offers for what is held, as it is turned."""
        return target.choices_for(self.held, self.orientation if self.held is not None else None)

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
        found = self.choices_at(target)
        return found[0] if found else None

    # ---- events -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the kit used the event (the game should not look at it)."""
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            start = self.right_press
            if start is not None and abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) >= DRAG_START:
                self.right_press = None  # a right drag (the game may pan with it), not a click
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
        if self._turning(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.menu is not None:
                self.reset()
                return True
            if self.held is not None:  # a right click (not a drag: the game may pan with it) on release
                self.right_press = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.right_press is not None:
            self.right_press = None
            if not self.turn(1):  # a piece that turns is turned; any other is put back
                self.reset()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pos = event.pos
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pos = event.pos
            return self._release(event.pos)
        return False

    def _turning(self, event: pygame.event.Event) -> bool:
        """R (Shift+R the other way) or Shift+wheel turn a held piece that turns."""
        if self.menu is not None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            return self.turn(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & pygame.KMOD_SHIFT and event.y:
            return self.turn(1 if event.y > 0 else -1)
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
        if self.held is not None and target is not None and self.choices_at(target):
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
                self.reset()
                return True
            self._take(target, self.held, drop=True)
            return True
        if pressed is None:
            return False
        start, piece, target = pressed
        if piece is not None and (target is None or not target.choices_for(None)):
            # a click on a piece picks it up (or puts it back when it was held already, unless it sticks)
            if self.held != piece:
                self.held = piece
            elif not any(p.sticky for p in self.pieces if p.key == piece):
                self.reset()
            return True
        under = self.target_at(pos)
        if target is not None and under is not None and under.key == target.key:  # released where pressed
            self._take(under, self.held)
        return True

    def _take(self, target: Target, piece: Hashable | None, drop: bool = False) -> None:
        found = self.choices_at(target) if piece is not None and piece == self.held else target.choices_for(piece)
        if not found:
            self.refuse(target.why_not(piece))
            held = self.held_piece()
            if drop and not (held is not None and held.sticky):  # a sticky piece stays in hand, as after a click
                self.reset()
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
        """Everything the kit shows, over the board."""
        self.painter.draw(surface, self)

    def draw_board(self, surface: pygame.Surface) -> None:
        """What lies on the board (glows, previews in place, the refused target): for a game that draws
        its side panels over the board after it, then `draw_above` over everything."""
        self.painter.draw_board(surface, self)

    def draw_above(self, surface: pygame.Surface) -> None:
        """What goes over everything: the menu, the piece being dragged, the words beside the pointer."""
        self.painter.floating(surface, self)
