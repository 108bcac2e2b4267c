"""The levels of computer player of Feld's Cuzco, by name: random (also called easy), normal and hard."""

from __future__ import annotations

from .hard import HardBot
from .players import Bot, NormalBot, RandomBot

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str, seed: int = 0) -> Bot:
    """A computer player of `level`."""
    if level == "hard":
        return HardBot(seed)
    bot: Bot = NormalBot(seed) if level == "normal" else RandomBot(seed)
    return bot
