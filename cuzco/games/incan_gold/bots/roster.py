"""Every kind of computer player by name: the levels Easy, Normal and Hard, and the three yardsticks."""

from __future__ import annotations

from .levels import LEVEL_CLASSES, make_level
from .players import BOTS, YARDSTICKS, Bot

LEVELS = ("easy", "normal", "hard")  # what the new-game form offers, weakest first
KINDS = (*LEVELS, *YARDSTICKS)
assert set(LEVEL_CLASSES) == set(LEVELS)


def make_bot(kind: str, seed: int | str = 0, seat: int = 0) -> Bot:
    """The bot of `kind` for `seat` of a game with `seed` (a level's temperament comes from both;
    the yardsticks ignore them)."""
    if kind in LEVELS:
        return make_level(kind, seed, seat)
    try:
        return BOTS[kind]
    except KeyError:
        raise ValueError(f"no Incan Gold bot is called {kind!r} (there are: {', '.join(KINDS)})") from None
