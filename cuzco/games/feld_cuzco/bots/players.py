"""Computer players for Feld's Cuzco. Each receives only its seat's `PlayerView` and answers one action.

- random: any legal action, uniformly (the Easy level).
- normal: looks one step ahead on a guess of the hidden cards (see determinize.py) and takes the
  action whose result it values most: VP now, plus what the table promises (feathers towards
  circlets, knowledge before the university, priests before the temple scores, tiles and food,
  held missions met, or each step towards their thresholds, top quipus in villages; the long or dear
  missions 07, 17-19 and 29 pull harder, and food is kept up to a good's price while two of it are asked).
- hard (hard.py): Normal's few best placements, each played out to the end of the round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.actions import Action, Place, PlayCard
from cuzco.games.feld_cuzco.rules.board import measure
from cuzco.games.feld_cuzco.rules.engine import apply, legal_actions
from cuzco.games.feld_cuzco.rules.state import State, peek
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


_TILE_VALUE = tuple(t.value for t in C.TILES)
_VILLAGE_PART = tuple(v.vp * 0.7 for v in C.VILLAGES)
_CIRCLET_PART = (0.0, 0.15, 0.15, 0.55)  # by the circlet's two dots: none, one, one, both feathered
_BONUS: tuple[int, ...] = C.CIRCLET_ROUND_BONUS.value  # type: ignore[assignment]
_PER_PRIEST: tuple[int, ...] = C.PRIEST_ROUND_VP.value  # type: ignore[assignment]
_EARLY = ("setup", "dice", "abilities")
MISSION_PULL = 1.0  # per step of a held mission's threshold (at least 4 in all), earned step by step
# The long or dear missions pull harder per step: 07 (9 villages) 4 a village; 17-19 (tiles slid down) 2 a
# tile; 29 (2 jewelry) 3 a good. Without it they were met in under 5% of the games they were held in.
HARD_PULL = {7: 4.0, 17: 2.0, 18: 2.0, 19: 2.0, 29: 3.0}
SAVE_FOOD = 0.5  # per food up to the price of the good, while a held mission asks for 2 of that good


def value(s: State, me: int) -> float:
    """How good `s` looks for `me`: VP, plus a guess at what the position will still bring."""
    p = peek(s, me)  # read only: no copy of a player the look-ahead has not changed
    if s.over:
        return float(p.vp)
    phase, r = s.phase, max(0, min(5, s.round - 1))
    left = C.ROUNDS - s.round + (1 if phase in _EARLY else 0)
    v = float(p.vp)
    if phase in ("dice", "abilities"):
        v += p.knowledge * 0.9
    bonus = _BONUS[r]
    dots, circlets = p.dots, p.circlets
    v += 1.3 * bin(dots).count("1")
    for c in range(6):
        if not circlets[c]:
            v += bonus * _CIRCLET_PART[(dots >> (2 * c)) & 3]
    v += min(p.food, 8) * 0.9 + p.offerings * 0.7 + len([c for c in p.hand if c]) * 0.8 + p.medals * 2
    slots, slid = p.slots, p.slid
    v += 1.6 * sum(1 for t in slots if t >= 0) + 0.6 * sum(
        _TILE_VALUE[t] for i, t in enumerate(slots) if t >= 0 and not slid[i])
    v += sum(1 for x in s.steps if x == me) * _PER_PRIEST[r] * min(left, 2) * 0.8
    villages = s.villages
    v += sum(_VILLAGE_PART[i] for i, stack in enumerate(villages) if stack and stack[-1] == me)
    v += sum(0.9 for stack in villages if me in stack)
    for m in p.missions:  # held missions: met, or each step towards their thresholds
        needs = C.MISSIONS[m].needs
        progress = sum(min(measure(s, me, w, a) / t, 1.0) for w, a, t in needs) / len(needs)
        pull = max(t for _w, _a, t in needs) * HARD_PULL.get(m, MISSION_PULL)
        v += max(5.0, pull) if progress >= 1.0 else max(4.0, pull) * progress
        what, good, _t = needs[0]
        if what == "goods_of" and progress < 1.0:
            v += SAVE_FOOD * min(p.food, C.GOOD_TYPES[good].cost)
    v += len(p.completed) * 0.5 + sum(circlets) * 0.8
    return v


# The decisions an action leaves open, answered in the look-ahead. "discard_tile" is god card 09's moment after
# a tile taken in phase I: play it (from the hand or for a medal) for a tile of a discard pile, or go on; so a
# placement on the study or farm space is judged with the tile card 09 would add, and the decisions that
# wait under that moment are still answered.
FOLLOW_UPS = ("move", "tile", "exchange", "circlet", "blessing", "feather", "card", "quipu", "discard_tile")


def settle(s: State, me: int, steps: int, any_step: bool = False, space: int = -1) -> float:
    """The value once `me` has answered the decisions its action left open, greedily, a few steps deep.
    `any_step`: the first decision is followed whatever it is (after a god card, the action it helps);
    `space` >= 0: that first decision is a die placed on that action space (after god card 06 freed it:
    placing elsewhere is what the card's offering would have bought without playing it)."""
    best = None
    while steps > 0 and not s.over and s.actor == me and s.tasks and (s.tasks[-1][0] in FOLLOW_UPS or any_step):
        any_step = False
        actions = legal_actions(s)
        if space >= 0:
            actions = [a for a in actions if isinstance(a, Place) and a.space == space]
            space = -1
        options = [(value(o, me), i, o) for i, o in enumerate(apply(s, a) for a in actions)]
        if not options:
            break
        best, _i, s = max(options, key=lambda o: o[0])  # the first of equals, as max() keeps
        steps -= 1
    return value(s, me) if best is None else best


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
            score = judge(guess, action, view.me, self.depth)
            if score == float("-inf"):
                continue
            score += self.rng.random() * 0.01
            if score > best_value:
                best, best_value = action, score
        return best


def judge(guess: State, action: Action, me: int, depth: int = 3) -> float:
    """Normal's score of `action` on a guess of the table: its result once settled; a god card is judged by
    the action it helps (god card 06 by a placement on the space it frees); -inf if the guess refuses it."""
    try:
        after = apply(guess, action)
    except ValueError:
        return float("-inf")
    card = isinstance(action, PlayCard)
    freed = action.target[0] if isinstance(action, PlayCard) and action.card == 6 else -1
    return settle(after, me, depth + card, any_step=card, space=freed)
