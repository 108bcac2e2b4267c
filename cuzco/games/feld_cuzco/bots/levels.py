"""The levels of computer player of Feld's Cuzco, by name: easy, normal and hard; and `random`, a yardstick
that picks any legal action (no level: the arena measures the levels against it)."""

from __future__ import annotations

from .easy import EasyBot
from .hard import HardBot
from .players import Bot, NormalBot, RandomBot

LEVELS = ("easy", "normal", "hard")
YARDSTICKS = ("random",)


def make_bot(level: str, seed: int = 0) -> Bot:
    """A computer player of `level` (or the random yardstick)."""
    if level == "hard":
        return HardBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown Feld's Cuzco computer player {level!r}")
