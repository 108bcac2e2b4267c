"""Computer players for Incan Gold, a match runner and the arena that measures them."""

from .match import play_game
from .players import BOTS, LEVELS, Bot, ReasoningBot, ThresholdBot, make_bot

__all__ = ["BOTS", "Bot", "LEVELS", "ReasoningBot", "ThresholdBot", "make_bot", "play_game"]
