"""Computer players for Feld's Cuzco. Each receives only its seat's `PlayerView` and answers one action.

- random: any legal action, uniformly (the Easy level).
- normal: looks one step ahead on a guess of the hidden cards (see determinize.py) and takes the
  action whose result it values most: VP now, plus what the table promises (feathers towards
  circlets, knowledge before the university, priests before the temple scores, tiles and food,
  missions met or nearly met, top quipus in villages).
- hard (hard.py): Normal's few best placements, each played out to the end of the round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.actions import Action, PlayCard
from cuzco.games.feld_cuzco.rules.board import (
    measure,
    mission_met,
    priests_on_steps,
)
from cuzco.games.feld_cuzco.rules.engine import apply, legal_actions
from cuzco.games.feld_cuzco.rules.state import State
from cuzco.games.feld_cuzco.rules.view import PlayerView

from .determinize import determinize


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


@dataclass
class RandomBot:
    seed: int = 0
    name: str = "random"
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"feld-random/{self.seed}")

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(legal_actions(view.state))


def value(s: State, me: int) -> float:
    """How good `s` looks for `me`: VP, plus a guess at what the position will still bring."""
    p = s.players[me]
    left = C.ROUNDS - s.round + (1 if s.phase in ("setup", "dice", "abilities") else 0)
    if s.over:
        return float(p.vp)
    v = float(p.vp)
    if s.phase in ("dice", "abilities"):
        v += p.knowledge * 0.9
    bonus = C.CIRCLET_ROUND_BONUS.value[max(0, min(5, s.round - 1))]  # type: ignore[index]
    v += 1.3 * p.feather_count()
    for c in range(6):
        if not p.circlets[c]:
            on = (p.dots >> (2 * c)) & 3
            v += bonus * (0.55 if on == 3 else 0.15 if on else 0.0)
    v += min(p.food, 8) * 0.9 + p.offerings * 0.7 + len([c for c in p.hand if c]) * 0.8 + p.medals * 2
    tiles = [t for t in p.slots if t >= 0]
    v += 1.6 * len(tiles) + 0.6 * sum(C.TILES[t].value for i, t in enumerate(p.slots) if t >= 0 and not p.slid[i])
    per = C.PRIEST_ROUND_VP.value[max(0, min(5, s.round - 1))]  # type: ignore[index]
    v += priests_on_steps(s, me) * per * min(left, 2) * 0.8
    v += sum(C.VILLAGES[i].vp * 0.7 for i, stack in enumerate(s.villages) if stack and stack[-1] == me)
    v += sum(0.9 for stack in s.villages if me in stack)
    for m in p.missions:
        if mission_met(s, me, m):
            v += 5.0
        else:
            needs = C.MISSIONS[m].needs
            v += 4.0 * min(min(measure(s, me, w, a) / t for w, a, t in needs), 1.0) ** 2
    v += len(p.completed) * 0.5 + sum(p.circlets) * 0.8
    return v


FOLLOW_UPS = ("move", "tile", "exchange", "circlet", "blessing", "feather", "card", "quipu")


def settle(s: State, me: int, steps: int, any_step: bool = False) -> float:
    """The value once `me` has answered the decisions its action left open, greedily, a few steps deep.
    `any_step`: the first decision is followed whatever it is (after a god card, the action it helps)."""
    while steps > 0 and not s.over and s.actor == me and s.tasks and (s.tasks[-1][0] in FOLLOW_UPS or any_step):
        any_step = False
        options = [apply(s, a) for a in legal_actions(s)]
        if not options:
            break
        s = max(options, key=lambda o: value(o, me))
        steps -= 1
    return value(s, me)


@dataclass
class NormalBot:
    seed: int = 0
    name: str = "normal"
    depth: int = 3
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"feld-normal/{self.seed}")

    def choose(self, view: PlayerView) -> Action:
        actions = legal_actions(view.state)
        if len(actions) == 1:
            return actions[0]
        guess = determinize(view, self.rng)
        best, best_value = actions[0], float("-inf")
        for action in actions:
            try:
                after = apply(guess, action)
            except ValueError:
                continue
            card = isinstance(action, PlayCard)
            score = settle(after, view.me, self.depth + card, any_step=card) + self.rng.random() * 0.01
            if score > best_value:
                best, best_value = action, score
        return best
