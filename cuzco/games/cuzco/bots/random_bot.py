"""A bot that plays a random legal action, picked so that games still move along.

A uniform pick over all legal actions would almost always place terrain or
move an Inca (there are hundreds of those, and one EndTurn), so games would
drag on. Instead the bot first picks a category among those with at least one
legal option, with fixed weights, then a uniform option inside it.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, GameState

from .base import NoLegalAction, SeededBot

# Action type -> category. Incas, temples and bidding share categories so one
# kind with many options (moves) does not crowd out its siblings.
CATEGORY_OF: dict[str, str] = {
    "place": "place", "enter": "inca", "leave": "inca", "move": "inca", "build": "temple",
    "expand": "temple", "pond": "pond", "draw": "draw", "token": "token", "end": "end",
    "festival": "festival", "bid": "bid", "stand": "stand", "drop": "drop",
}
# Temples score, so they are favoured; the token is rare because there are only three.
WEIGHTS: dict[str, float] = {
    "place": 3.0, "inca": 3.0, "temple": 4.0, "pond": 1.0, "draw": 1.0, "token": 0.3, "end": 1.5,
    "festival": 1.0, "bid": 2.0, "stand": 1.0, "drop": 1.0,
}
ORDER = tuple(WEIGHTS)


class RandomBot(SeededBot):
    kind = "random"

    def decide(self, state: GameState) -> Action:
        groups: dict[str, list[Action]] = {}
        for action in state.legal_actions():
            groups.setdefault(CATEGORY_OF[action.type], []).append(action)
        if not groups:
            raise NoLegalAction(f"no legal action for player {state.actor} in phase {state.phase!r}")
        names = [c for c in ORDER if c in groups]
        category = self.rng.choices(names, weights=[WEIGHTS[c] for c in names])[0]
        return self.rng.choice(groups[category])
