"""What Feld's Cuzco's table left on the screen in its last frame, so that a frame lays back from the table's
image only where the screen differs from it, instead of the whole window.

    memo.restore(surface, table_image, changed)   # instead of surface.blit(table_image, (0, 0))
    memo.drew(rect)                               # each thing drawn over the table this frame
    memo.anywhere()                               # something drawn where its place is not known
    memo.finish()                                 # the frame's drawing is over

Each frame lays the table's image on the screen, then draws the side panel, the controls, the pointer kit's
glows, the piece dragged and the words, and the tooltips over it. Copying the whole window (8 MB at 1920x1080)
took about 0.4 ms on a 2-core virtual machine, and the drag and drop frames without it were up to 1 ms cheaper
(the copy empties the processor's caches for the rest of the frame). When the screen still holds the table's
last frame (the same surface and table image, drawn in the app's very last frame, and nothing over it since
but the app's own tooltip), only these are laid back: what was drawn over the table in the last frame, the
app's tooltip, and the table's parts drawn again since (`changed`). Whatever a frame drew where its place is
not known (`anywhere`) makes the next frame lay the whole window. `CHECK` (tests) compares the screen with the
table's image after each restore.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.shell import tooltips
from cuzco.shell.board_kit.targets import Shape, bounds
from cuzco.shell.widgets.theme import px

from .table_image import frame_strips

if TYPE_CHECKING:
    from cuzco.shell.board_kit import BoardPointer

CHECK = False  # tests: after each restore, the screen must equal the table's image
MOST = 48  # rectangles: a frame that drew more lays the whole window (each copy has its cost)
ALIGN = 16  # pixels: the rows copied start and end on 64 bytes (copying rows of other lengths can take
# ten times as long on some processors, AMD's among them)


class ScreenMemo:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.table: pygame.Surface | None = None
        self.frame = -2  # `tooltips.frames_finished` when the last frame was drawn
        self.rects: list[pygame.Rect] = []  # what the last frame drew over the table
        self.whole = True  # the last frame drew where its place is not known
        self.partial_frames = 0  # frames that laid back only parts of the window (tests read it)

    def forget(self) -> None:
        """The screen holds something else: the next frame lays the whole window."""
        self.surface = None

    def restore(self, surface: pygame.Surface, table: pygame.Surface, changed: list[pygame.Rect]) -> None:
        """Lay the table's image on the screen, where it may differ from it."""
        kept = (self.surface is surface and self.table is table and not self.whole
                and tooltips.frames_finished == self.frame + 1 and surface.get_size() == table.get_size())
        box = tooltips.finished_box
        rects = [*self.rects, *changed, *(() if box is None else (box,))] if kept else []
        if kept and len(rects) <= MOST:
            window = surface.get_rect()
            largest = max(rects, key=lambda r: r.w * r.h, default=window)  # (the side panel, with all inside it)
            for rect in rects:
                if rect is not largest and largest.contains(rect):
                    continue
                left, right = rect.left - rect.left % ALIGN, rect.right + -rect.right % ALIGN
                area = pygame.Rect(left, rect.top, right - left, rect.h).clip(window)
                if area.w and area.h:
                    surface.blit(table, area, area)
            self.partial_frames += 1
        else:
            surface.blit(table, (0, 0))
        if CHECK:
            assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(table, "RGB"), \
                "the screen differs from the table's image after its restore"
        self.surface, self.table = surface, table
        self.rects, self.whole = [], False
        self.frame = -2

    def drew(self, rect: pygame.Rect | None, margin: int = 0) -> None:
        """Something drawn over the table this frame, inside `rect` grown by `margin` on every side."""
        if rect is not None:
            self.rects.append(rect.inflate(2 * margin, 2 * margin) if margin else pygame.Rect(rect))

    def edge(self, shape: Shape, margin: int) -> None:
        """An outline drawn round `shape`, within `margin` of its edge: a rectangle's four sides (its inside
        is left as it is), any other shape's bounds."""
        if not isinstance(shape, pygame.Rect) or min(shape.size) <= 8 * margin:  # (small: one copy, not four)
            self.drew(bounds(shape), margin)
            return
        self.rects += frame_strips(shape.inflate(2 * margin, 2 * margin), shape.inflate(-2 * margin, -2 * margin))

    def anywhere(self) -> None:
        self.whole = True

    def finish(self) -> None:
        """The frame's drawing over the table is over (the app's tooltip may follow in the same frame)."""
        self.frame = tooltips.frames_finished


DRAWN: list[pygame.Rect] = []  # where the pieces dragged and the previews in place drew, since last taken


def drawn(rect: pygame.Rect, margin: int = 0) -> None:
    """A piece dragged or a preview in place says where it drew (read by the table after the pointer kit)."""
    DRAWN.append(rect.inflate(2 * margin, 2 * margin))


def kit_drawn(memo: ScreenMemo, kit: BoardPointer) -> None:
    """Where the pointer kit drew this frame: round the edge of every target and piece (their glows and
    rings), all of a target with words on it (a button) and of the one under the pointer (its refusal), its
    menu, its words, and what the pieces and previews said (`DRAWN`)."""
    margin = px(10)
    if kit.field is not None:  # (a field's glows: a game of hexes, not this one)
        memo.anywhere()
    for target in kit.targets:
        if target.label or target is kit.hovered:
            memo.drew(bounds(target.shape), margin)
        else:
            memo.edge(target.shape, margin)
    for piece in kit.pieces:
        memo.edge(piece.shape, margin)
    if kit.menu is not None:
        memo.drew(kit.menu.rect, margin)
    memo.drew(kit.painter.words_box, 1)
    memo.rects.extend(DRAWN)
    DRAWN.clear()
