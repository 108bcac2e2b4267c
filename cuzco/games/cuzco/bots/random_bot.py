"""A bot that plays a random legal action, picked so that games still move along.

A uniform pick over all legal actions would almost always place terrain or
move an Inca (there are hundreds of those, and one EndTurn), so games would
drag on. Instead the bot first picks a group of actions among those with at
least one legal option, with fixed weights, then a uniform option inside it.

Only the chosen group is listed (`state.legal_actions_in`): the bot draws a
group by weight; if that group turns out empty it is set aside and the draw
is made again among the rest. That picks each non-empty group with
probability its weight over the sum of the non-empty groups' weights, the
same as weighing the non-empty groups first, without listing every action.

The bot reads nothing but the legal actions of the seat on the go, and those
depend only on what that seat sees (its own hand, the face-up card, the
board, the supplies, the deck's size), never on the other hands or the
deck's order. So it decides from the state as it is handed over instead of
building the seat's view first (`information.seat_state`, which costs more
than the whole decision); the test that redeals the hidden cards checks that
its choices do not change.
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import Action, GameState

from .base import NoLegalAction, SeededBot

# Action type -> group (the rules' `ACTION_GROUPS`). Incas, temples and bidding share groups so one
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


class RandomBot(SeededBot):
    kind = "random"

    def choose(self, state: GameState) -> Action:
        """A legal action for `state.actor`: the legal actions are the same in the seat's view (see above)."""
        return self.decide(state)

    def decide(self, state: GameState) -> Action:
        groups = list(state.action_groups())
        while groups:
            group = self.rng.choices(groups, weights=[WEIGHTS[g] for g in groups])[0]
            options = state.legal_actions_in(group)
            if options:
                return self.rng.choice(options)
            groups.remove(group)
        raise NoLegalAction(f"no legal action for player {state.actor} in phase {state.phase!r}")
