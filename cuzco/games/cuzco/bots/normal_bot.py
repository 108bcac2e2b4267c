"""Normal: the greedy bot's evaluation, with the turn's placement chosen for what it sets up.

The placement that opens every turn decides what the rest of the turn can
do, so Normal does not take the placement that looks best on its own: for
the few best by one-step gain it plays the placement on a copy, finds the
best follow-up (a temple, a pond, an Inca walking in or out), and keeps the
placement whose pair is worth most. The rest of the turn is greedy: each
action the one that most improves the evaluation (`evaluate.py`), which
counts points scored, villages it leads (temples to build), its first and
second places in cities weighted by how near the Grand Final Scoring is,
ponds it dominates and its festival cards. Festival proposals and bids
value cards against what rivals might hold (`festival_tactics.py`).

Optional placements are listed once per board change instead of at every
action (moving an Inca rarely changes where a tile fits, and every candidate
is checked by the rules before it is played), which keeps Normal fast.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, GameState, PlaceTerrain

from . import greedy_moves
from .evaluate import Valuation
from .greedy_bot import GreedyBot

PLACEMENTS_PLANNED = 3  # placements whose follow-up is looked at
FOLLOW_WEIGHT = 0.8  # a follow-up is worth a little less: a rival may spoil it, it costs AP


class NormalBot(GreedyBot):
    kind = "normal"

    def __init__(self, seed: int | str) -> None:
        super().__init__(seed)
        self._placements_key: tuple[object, ...] | None = None
        self._placements: list[tuple[PlaceTerrain, int]] = []

    def _mandatory_placement(self, state: GameState, val: Valuation) -> Action:
        options = greedy_moves.placement_options(state)
        if not options:
            return super()._mandatory_placement(state, val)
        shortlist = greedy_moves.placement_shortlist(state, val, options, self.mandatory_keep, self.rng)
        scored = self._score(state, val.value(), shortlist)
        if not scored:
            return options[0][0]
        best: tuple[float, Action] | None = None
        for gain, action in scored[:PLACEMENTS_PLANNED]:
            after = state.apply(action)
            total = gain + FOLLOW_WEIGHT * max(0.0, self._follow_up(after))
            if best is None or total > best[0]:
                best = (total, action)
        assert best is not None
        return best[1]

    def _follow_up(self, state: GameState) -> float:
        """The best one-step gain after the placement among temples, ponds and Inca moves."""
        val = Valuation(state, state.current)
        out = greedy_moves.temple_shortlist(state, val)
        out += greedy_moves.pond_shortlist(state, val, 2)
        out += greedy_moves.move_shortlist(state, val, 3)
        out += greedy_moves.entry_shortlist(state, val, 2)
        scored = self._score(state, val.value(), out)
        return scored[0][0] if scored else 0.0

    def _optional_placements(self, state: GameState) -> list[tuple[PlaceTerrain, int]]:
        key = (state.turn, state.current, tuple(state.top_tile), tuple(state.pond), tuple(state.height))
        if key != self._placements_key:
            self._placements_key = key
            self._placements = greedy_moves.placement_options(state)
        return self._placements
