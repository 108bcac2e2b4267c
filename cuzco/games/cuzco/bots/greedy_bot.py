"""A greedy bot: each action is the one that most improves its evaluation right now.

Every decision gathers a short list of promising actions (`greedy_moves`),
plays each on a copy of the state (`state.apply`, the same check a human's
click goes through) and keeps the one whose resulting position evaluates best
(`evaluate`). When nothing improves the position by a clear margin it
proposes a festival it expects to win, uses an Additional Action token if one
more AP buys a real gain, or ends the turn. Festival bids follow
`festival_tactics`.

Ties are broken with the bot's own random generator, so two bots with
different seeds play differently and one seed always plays the same game.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, EndTurn, GameState, IllegalAction, PlaceTerrain, UseToken
from cuzco.games.cuzco.rules.components import TRIPLES

from . import festival_tactics, greedy_moves
from .base import NoLegalAction, SeededBot
from .evaluate import Valuation, evaluate
from .greedy_moves import Candidate

MIN_GAIN = 0.05  # below this an action is not worth its AP (and 0-AP shuffles must stop)
OPTIONAL_PLACEMENT_GAIN = 0.5  # an extra terrain also spends a tile: it must really help
MANDATORY_KEEP, OPTIONAL_KEEP, MOVE_KEEP, ENTRY_KEEP, POND_KEEP = 12, 5, 8, 3, 6


class GreedyBot(SeededBot):
    kind = "greedy"
    # How many of each kind of action get the exact look-ahead; the levels built on this bot change them.
    mandatory_keep, optional_keep, move_keep, entry_keep, pond_keep = (
        MANDATORY_KEEP, OPTIONAL_KEEP, MOVE_KEEP, ENTRY_KEEP, POND_KEEP)

    def decide(self, state: GameState) -> Action:
        if state.festival is not None:
            return festival_tactics.bid(state)
        val = Valuation(state, state.current)
        if state.must_place:
            return self._mandatory_placement(state, val)
        best = self._best(state, val)
        if best is not None:
            return best[0]
        festival = festival_tactics.proposal(state)
        if festival is not None:
            return festival[0]
        if self._token_pays(state):
            return UseToken()
        return EndTurn()

    def _mandatory_placement(self, state: GameState, val: Valuation) -> Action:
        options = greedy_moves.placement_options(state)
        if not options:  # the rules waive an impossible placement at the start of the turn: unexpected
            fallback = state.legal_actions()
            if not fallback:
                raise NoLegalAction(f"no legal action for player {state.actor} at the start of a turn")
            return fallback[0]
        shortlist = greedy_moves.placement_shortlist(state, val, options, self.mandatory_keep, self.rng)
        scored = self._score(state, val.value(), shortlist)
        return scored[0][1] if scored else options[0][0]

    def _best(self, state: GameState, val: Valuation) -> tuple[Action, float] | None:
        """The best action worth its AP and the gain it brings, or None."""
        candidates = self._candidates(state, val)
        scored = self._score(state, val.value(), candidates)
        for gain, action in scored:
            need = OPTIONAL_PLACEMENT_GAIN if action.type == "place" else MIN_GAIN
            if gain > need:
                return action, gain
        return None

    def _candidates(self, state: GameState, val: Valuation) -> list[Candidate]:
        if state.ap <= 0:
            return []
        out = greedy_moves.temple_shortlist(state, val)
        out += greedy_moves.pond_shortlist(state, val, self.pond_keep)
        out += greedy_moves.move_shortlist(state, val, self.move_keep)
        out += greedy_moves.entry_shortlist(state, val, self.entry_keep)
        maps = greedy_moves.interest_maps(state, val)
        anchors = greedy_moves.hot_anchors(state, maps)
        if anchors:
            options = self._optional_placements(state)
            out += greedy_moves.placement_shortlist(state, val, options, self.optional_keep, self.rng, 0, maps,
                                                    anchors)
        draw = greedy_moves.draw_candidate(state)
        if draw is not None:
            out.append(draw)
        return out

    def _optional_placements(self, state: GameState) -> list[tuple[PlaceTerrain, int]]:
        return greedy_moves.placement_options(state)

    def _score(self, state: GameState, base: float, candidates: list[Candidate]) -> list[tuple[float, Action]]:
        """(gain, action), best first; equal gains in an order drawn from the bot's generator."""
        scored: list[tuple[float, float, Action]] = []
        for c in candidates:
            gain = c.bonus
            if c.look_ahead:
                try:
                    after = state.apply(c.action)
                except IllegalAction:
                    continue  # a shortlist should only hold legal actions; never play a wrong guess
                gain += evaluate(after, state.current) - base
            scored.append((round(gain, 9), self.rng.random(), c.action))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [(gain, action) for gain, _, action in scored]

    def _token_pays(self, state: GameState) -> bool:
        """One more AP is worth a token when it buys enough; late in the game tokens are worth less."""
        if state.check(UseToken()) is not None or state.ap > 1:
            return False
        last_chance = state.end_trigger is not None
        threshold = 0.1 if last_chance else 0.5 + 2.0 * state.triples / TRIPLES
        boosted = state.apply(UseToken())
        best = self._best(boosted, Valuation(boosted, state.current))
        return best is not None and best[1] > threshold
