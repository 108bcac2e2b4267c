"""Keep Python's cyclic garbage collector from stalling frames.

A full collection walks every object the program holds; late in a game that
is the whole history of states (each action keeps its state, for undo and the
log), and one full pass took 15 to 140 ms in the frame benchmark: a visible
hitch in the middle of a move. Game states live as long as their game, so
after each change of state the objects alive are moved out of the collector's
sight (`gc.freeze()`); later collections only look at objects made since,
which takes well under a millisecond.

Reference counting still frees a frozen object the moment nothing refers to
it (an undone state, a dropped sprite). Only garbage *cycles* among frozen
objects wait: a closed game's scene and view refer to each other, as do some
modal screens and their buttons. So when a new game view starts drawing, the
heap is unfrozen and collected once (a pause hidden in the change of screen),
and nothing frozen outlives the game it belonged to.
"""

from __future__ import annotations

import gc
import weakref

_state: object = None
_views: weakref.WeakSet[object] = weakref.WeakSet()


def settle(view: object, state: object) -> None:
    """Call once per frame with the view drawing and the state it shows."""
    global _state
    if view not in _views:  # a new game on screen: let the last one's cycles go, once
        _views.add(view)
        gc.unfreeze()
        gc.collect()
        _state = None
    if state is not _state:
        _state = state
        gc.freeze()
