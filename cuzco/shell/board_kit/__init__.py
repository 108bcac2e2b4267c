"""The pointer kit: a board played with the pointer, shared by every game.

A game declares, for the decision at hand, its pieces (what may be picked up: a die, a card) and its
targets (where a click or a drop does something: an action space, a village, a card), each with the
choices it offers, the preview of each (lines of words, and a picture drawn in place) or, when it
refuses, the rules' reason. The kit does the rest:

- drag a piece onto a target, or click the piece then the target;
- the targets that take the piece held (or a plain click) glow; any other says why not on hover;
- the hovered choice is previewed in place before the click or the drop confirms it;
- a target with several choices opens a small menu beside it, each row previewed on hover;
- Escape or a right click puts a held piece back and closes the menu; a piece that turns (a hex tile)
  is turned by a right click, R (Shift+R back) or Shift+wheel instead;
- targets too many to list (every hex of a board, for each way the piece is turned) come from a
  `TargetField` that works them out under the pointer and draws their glow in the board's look.

    pointer = BoardPointer(play=scene.play)
    pointer.declare(key, pieces=[Piece(...)], targets=[Target(...)], field=None)  # again when `key` changes
    if pointer.handle_event(event): return        # consumed
    pointer.draw(surface)                         # over the board, each frame (or draw_board, then
                                                  # draw_above once the game's panels are drawn)
    pointer.busy                                  # a drag is running: keep drawing frames

The kit never looks inside an action: it hands the chosen one to `play`.
"""

from cuzco.shell.board_kit.field import TargetField
from cuzco.shell.board_kit.pointer import BoardPointer
from cuzco.shell.board_kit.targets import Choice, Circle, Piece, Polygon, Shape, Target, bounds, contains

__all__ = ["BoardPointer", "Choice", "Circle", "Piece", "Polygon", "Shape", "Target", "TargetField", "bounds",
           "contains"]
