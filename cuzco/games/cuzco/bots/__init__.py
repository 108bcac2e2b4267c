"""Computer players. `make_bot(kind, seed)` builds one; `play_game` lets bots play a whole game.

Levels offered to players: "easy" (greedy moves with noise and a short
look-ahead), "normal" (plans its placement with the follow-up in mind, greedy
for the rest of the turn) and "hard" (searches whole-turn plans over sampled
worlds). Two simple kinds stay for the command line and older saves:
"random" (a random legal action, weighted by category so games move along)
and "greedy" (the action that most improves a one-step evaluation).
docs/ai.md explains each and gives their measured strength.
"""

from __future__ import annotations

from .base import Bot, NoLegalAction, SeededBot
from .easy_bot import EasyBot
from .greedy_bot import GreedyBot
from .hard_bot import HardBot
from .match import MAX_ACTIONS, bot_names, play_game
from .normal_bot import NormalBot
from .random_bot import RandomBot

BOT_KINDS: dict[str, type[SeededBot]] = {
    "random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
}
LEVELS = ("easy", "normal", "hard")  # what the new-game form offers, weakest first
# Seats saved before the levels existed: the nearest level in strength.
LEVEL_OF_KIND = {"random": "easy", "greedy": "normal", "easy": "easy", "normal": "normal", "hard": "hard"}


def make_bot(kind: str, seed: int | str, iterations: int | None = None) -> Bot:
    """A bot of `kind`; the same kind, seed (and, for "hard", iteration budget) always play the same way."""
    try:
        cls = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r} (choose from {', '.join(BOT_KINDS)})") from None
    if cls is HardBot:
        return HardBot(seed, iterations)
    return cls(seed)


__all__ = ["BOT_KINDS", "Bot", "EasyBot", "GreedyBot", "HardBot", "LEVELS", "LEVEL_OF_KIND", "MAX_ACTIONS",
           "NoLegalAction", "NormalBot", "RandomBot", "bot_names", "make_bot", "play_game"]
