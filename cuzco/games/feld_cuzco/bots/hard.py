"""The Hard computer player of Feld's Cuzco: Normal's judgement, checked by playing the round out.

For every die it places, Hard takes Normal's four best placements (judged as Normal judges them, god cards
by the action they help) and, on several guesses of the hidden cards, plays the rest of the round out with
a quick greedy policy for every seat (each player takes the action that looks best for itself one step
ahead). It keeps the placement whose round ends best for it, measured as its own value less half the best
rival's. Other decisions are Normal's.

At 2 seats each play-out has its own fresh guess (three per placement). At 3 and 4 seats, where three
rivals' play makes a play-out noisier, Hard makes five guesses and plays every placement out on the same
five: the placements are compared on equal footing (the same hidden cards, the same dice of the round),
so the difference between two totals is the placements' own, not the luck of their guesses.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from cuzco.games.feld_cuzco.rules.actions import Action
from cuzco.games.feld_cuzco.rules.engine import apply, legal_actions
from cuzco.games.feld_cuzco.rules.state import State
from cuzco.games.feld_cuzco.rules.view import PlayerView

from .determinize import determinize
from .players import judge, value


def playout(s: State, me: int, steps: int = 400) -> float:
    """Play greedily to the end of the round (or of the game); the result for `me` against the best rival."""
    start = s.round
    while not s.over and s.round == start and steps > 0:
        actions = legal_actions(s)
        who = s.actor
        s = actions and max((apply(s, a) for a in actions), key=lambda o: value(o, who)) or s
        steps -= 1
    mine = value(s, me)
    rivals = [value(s, o) for o in range(s.n) if o != me]
    return mine - 0.5 * max(rivals)


@dataclass
class HardBot:
    seed: int = 0
    name: str = "hard"
    top: int = 4  # placements played out
    playouts: int = 3  # per placement at 2 seats, each on a fresh guess
    playouts_many: int = 5  # per placement at 3 and 4 seats, the same guesses for every placement
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"feld-hard/{self.seed}")

    def choose(self, view: PlayerView) -> Action:
        actions = legal_actions(view.state)
        if len(actions) == 1:
            return actions[0]
        me = view.me
        guess = determinize(view, self.rng)
        scored = sorted(((judge(guess, a, me) + self.rng.random() * 0.01, i) for i, a in enumerate(actions)),
                        reverse=True)
        if view.state.tasks[-1][0] not in ("place", "extra") or len(scored) < 2:
            return actions[scored[0][1]]
        shared = [determinize(view, self.rng) for _ in range(self.playouts_many)] if view.state.n > 2 else []
        best, best_total = actions[scored[0][1]], float("-inf")
        for _, i in scored[:self.top]:
            worlds = shared or (determinize(view, self.rng) for _ in range(self.playouts))
            total = sum(playout(apply(world, actions[i]), me) for world in worlds)
            if total > best_total:
                best, best_total = actions[i], total
        return best
