"""Computer players. `make_bot(kind, seed)` builds one; `play_game` lets bots play a whole game.

Kinds: "random" (a random legal action, weighted by category so games move
along) and "greedy" (the action that most improves a one-step evaluation).
"""

from __future__ import annotations

from .base import Bot, NoLegalAction, SeededBot
from .greedy_bot import GreedyBot
from .match import MAX_ACTIONS, bot_names, play_game
from .random_bot import RandomBot

BOT_KINDS: dict[str, type[SeededBot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int | str) -> Bot:
    """A bot of `kind`; the same kind and seed always play the same way."""
    try:
        cls = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r} (choose from {', '.join(BOT_KINDS)})") from None
    return cls(seed)


__all__ = ["BOT_KINDS", "Bot", "GreedyBot", "MAX_ACTIONS", "NoLegalAction", "RandomBot", "bot_names",
           "make_bot", "play_game"]
