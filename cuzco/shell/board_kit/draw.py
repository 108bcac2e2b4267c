"""Drawing the pointer kit over a board: the glowing targets, the refused one under the pointer with
its reason, the preview in place of what a click or a drop would do (the game's picture and its
words), the menu of a target with several choices, and the piece being dragged."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.shell import tooltips
from cuzco.shell.board_kit.targets import Choice, Circle, Polygon, Shape, Target, bounds
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import fit_line, render
from cuzco.shell.widgets.theme import Colour, px

if TYPE_CHECKING:
    from cuzco.shell.board_kit.pointer import BoardPointer

GLOW: Colour = (255, 226, 120)
REFUSED: Colour = (214, 92, 70)
HELD: Colour = (255, 250, 220)


def outline(surface: pygame.Surface, shape: Shape, colour: Colour, width: int) -> None:
    if isinstance(shape, Circle):
        pygame.draw.circle(surface, colour, shape.centre, shape.radius + width + px(1), width)
    elif isinstance(shape, Polygon):
        pygame.draw.polygon(surface, colour, shape.points, width)
    else:
        pygame.draw.rect(surface, colour, shape.inflate(2 * width, 2 * width), width, border_radius=px(6))


def glow_width(shape: Shape, hovered: bool) -> int:
    """A glow's line: light on a small target (a card, a dot), whose face must stay readable under it."""
    small = min(bounds(shape).size) < px(90)
    if small:
        return px(3) if hovered else px(2)
    return px(5) if hovered else px(3)


class KitPainter:
    def __init__(self, words_at_pointer: bool = True) -> None:
        self.window = pygame.Rect(0, 0, 1024, 700)
        # (the choice, its preview's lines): the choice itself is held, not its id, since a new choice may be
        # made at the address of a freed one and would show the old one's words
        self._lines: tuple[object, list[str]] = (None, [])
        self._button_text: tuple[object, pygame.Surface | None] = (None, None)
        # the words of the last frame (a preview or a refusal): beside the pointer, or where the game shows them
        self.words: list[str] = []
        self.words_at_pointer = words_at_pointer
        self.words_box: pygame.Rect | None = None  # where they were drawn beside the pointer

    def draw(self, surface: pygame.Surface, kit: BoardPointer) -> None:
        self.draw_board(surface, kit)
        self.floating(surface, kit)

    def draw_board(self, surface: pygame.Surface, kit: BoardPointer) -> None:
        """The buttons, the glowing targets, the held piece ringed, the preview in place of the hovered
        choice or the refused target with its reason (the words are kept for `floating`)."""
        self.window = surface.get_rect()
        held = kit.held
        hovered = None if kit.menu is not None else kit.hovered
        for target in kit.targets:
            if target.label:
                self._button(surface, target, target is hovered)
        for target in kit.open_targets(held):
            if not target.label:
                outline(surface, target.shape, GLOW, glow_width(target.shape, target is hovered))
        if kit.field is not None and held is not None:
            kit.field.draw_glow(surface, held, kit.orientation, hovered)
        for piece in kit.pieces:
            if piece.key == held and not kit.dragging:
                outline(surface, piece.shape, HELD, px(3))
        if kit.menu is not None:
            outline(surface, kit.menu.target.shape, GLOW, px(5))
        choice = kit.hovered_choice()
        words: list[str] = []
        if choice is not None:
            if choice.ghost is not None:
                choice.ghost(surface)
            words = self._preview(choice)
            ways = len(kit.choices_at(hovered)) if kit.menu is None and hovered is not None else 0
            if ways > 1:  # a menu opens
                words = [*words, ngettext("Click to choose it.", "Click to choose among {n} ways.", ways, n=ways)]
        elif hovered is not None and (held is not None or not hovered.plain()) and hovered.why_not(held):
            if hovered.ghost is not None:  # the refused outcome, drawn by the game in its refusing look
                hovered.ghost(surface)
            else:
                outline(surface, hovered.shape, REFUSED, px(3))
            words = [_("Not here: {reason}", reason=hovered.why_not(held))]
        self.words = words

    def floating(self, surface: pygame.Surface, kit: BoardPointer) -> None:
        """What floats over the board: the menu, the piece dragged and the words beside the pointer. A
        game that draws its panels (or a box of its own) over the board draws these above them."""
        if kit.menu is not None:
            self._menu(surface, kit)
        if kit.dragging and kit.held is not None:
            dragged = kit.held_piece()
            if dragged is not None:
                dragged.draw(surface, kit.pos)
        self.words_box = None
        if self.words and self.words_at_pointer:  # in the shell's tooltip box (no other tooltip over it)
            self.words_box = tooltips.draw_box(surface, kit.pos, self.words)

    def _preview(self, choice: object) -> list[str]:
        if self._lines[0] is not choice:
            preview = getattr(choice, "preview", None)
            label = choice.text() if isinstance(choice, Choice) else ""
            self._lines = (choice, [label, *(preview() if preview is not None else [])])
        return self._lines[1]

    def _button(self, surface: pygame.Surface, target: Target, hovered: bool) -> None:
        rect = bounds(target.shape)
        enabled = bool(target.choices)
        face = theme.GOLD if enabled and hovered else theme.PANEL_LIGHT if enabled else theme.DISABLED
        pygame.draw.rect(surface, face, rect, border_radius=px(6))
        pygame.draw.rect(surface, GLOW if enabled else theme.PANEL_EDGE, rect, px(2), border_radius=px(6))
        ink = theme.TEXT_DARK if enabled and hovered else theme.TEXT if enabled else theme.TEXT_DIM
        key = (target.label, ink, rect.w)
        if self._button_text[0] != key or self._button_text[1] is None:
            size, shown = fit_line(target.label, rect.w - px(10), (15, 14, 13, 12), bold=True)
            self._button_text = (key, render(shown, size, ink, bold=True))
        image = self._button_text[1]
        assert image is not None
        surface.blit(image, image.get_rect(center=rect.center))

    def _menu(self, surface: pygame.Surface, kit: BoardPointer) -> None:
        menu = kit.menu
        assert menu is not None
        pygame.draw.rect(surface, theme.PANEL, menu.rect, border_radius=px(6))
        pygame.draw.rect(surface, GLOW, menu.rect, px(2), border_radius=px(6))
        for k, (rect, _choice, _size, _shown) in enumerate(menu.rows):
            over = rect.collidepoint(kit.pos)
            pygame.draw.rect(surface, theme.GOLD if over else theme.PANEL_LIGHT, rect, border_radius=px(4))
            image = menu.label(k, over)
            surface.blit(image, image.get_rect(midleft=(rect.left + px(6), rect.centery)))
