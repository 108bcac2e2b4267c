"""Easy: the greedy bot's moves, seen through a short and blurry look-ahead.

It ranks fewer options of each kind than the greedy bot, adds random noise
to every gain before it picks (so it often takes the second- or third-best
move, and now and then a poor one), never spends an Additional Action token
and only proposes festivals the greedy rules would. It still plays the game:
it lays terrain where it helps, walks into villages and builds temples.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, GameState

from .greedy_bot import GreedyBot
from .greedy_moves import Candidate

NOISE = 1.2  # standard deviation of the noise added to each gain, in prestige points


class EasyBot(GreedyBot):
    kind = "easy"
    mandatory_keep, optional_keep, move_keep, entry_keep, pond_keep = 5, 2, 4, 2, 2

    def _score(self, state: GameState, base: float, candidates: list[Candidate]) -> list[tuple[float, Action]]:
        scored = super()._score(state, base, candidates)
        noisy = [(gain + self.rng.gauss(0.0, NOISE), i, action) for i, (gain, action) in enumerate(scored)]
        noisy.sort(key=lambda item: (-item[0], item[1]))
        return [(gain, action) for gain, _, action in noisy]

    def _token_pays(self, state: GameState) -> bool:
        return False
