"""Computer players for Incan Gold: the levels Easy, Normal and Hard (`levels`, `hard`), the three
first bots kept as yardsticks (`players`), a match runner and the arena that measures them."""

from .history import watch_reveals
from .match import play_game
from .players import BOTS, YARDSTICKS, Bot, ReasoningBot, ThresholdBot
from .roster import KINDS, LEVELS, make_bot

__all__ = ["BOTS", "Bot", "KINDS", "LEVELS", "ReasoningBot", "ThresholdBot", "YARDSTICKS", "make_bot",
           "play_game", "watch_reveals"]
