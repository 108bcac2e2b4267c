"""Hard: plays the rest of the round out many times before every choice, from what its seat can see.

What it reads (its `PlayerView`): the cards on the path and the gems on them, the
hazards already out, what is left in the deck (how many treasures of each value,
hazards of each kind, artifacts; never their order), who is still inside and what
each carries, the artifacts taken so far, and its own tent.

How it decides. It deals the cards left in the deck in `SAMPLES` random orders
(drawn from the seed, the seat and the position: the same position, the same
deals). In each deal the others still inside are played by a model of a sensible
player: each leaves at a reveal with a chance that grows with the danger of the
next card against what it carries and its share of the path. Against those same
deals it values every plan "return to camp at reveal r" (r = 0 is now): what it
carries then, plus its share of the path with whoever leaves at the same reveal,
plus the artifacts on the path when it leaves alone, and nothing if a second
hazard came first. It goes on when the best later plan is worth more, on
average, than returning now (its temperament's risk scales the later plans, its
pot and relics weights the path's gems and the artifacts).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from cuzco.games.incan_gold.rules.cards import HAZARD_KINDS, artifact_value
from cuzco.games.incan_gold.rules.view import PlayerView

from .temper import Temperament

SAMPLES = 96
HORIZON = 10  # reveals looked ahead; a round rarely survives that many more cards once anything is at stake
# The model of the others, fitted (logistic) to the choices of the other kinds of bot in a few hundred games.
LEAVE_SLOPE, LEAVE_OFFSET = 2.0, 1.5
RISK_DAMPING = 0.5
ARTIFACT = 0  # card codes in a deal: a treasure is its value, a hazard -1-kind index, an artifact 0


def _deck(view: PlayerView) -> list[int]:
    cards = list(view.deck_treasures) + [ARTIFACT] * view.deck_artifacts
    for kind, copies in view.deck_hazards:
        cards += [-1 - HAZARD_KINDS.index(kind)] * copies
    return cards


def _leave_chance(carried: float, share: float, danger: float, gain: float) -> float:
    """The model of another player: how likely they return to camp at this reveal."""
    x = danger * (carried + share) - (1 - danger) * gain
    return 0.02 + 0.95 / (1 + math.exp(LEAVE_OFFSET - LEAVE_SLOPE * x))


@dataclass(frozen=True)
class HardBot:
    seed: int | str
    seat: int
    temper: Temperament
    name: str = "hard"
    samples: int = SAMPLES

    def plan_values(self, view: PlayerView) -> list[float]:
        """The mean worth, over the deals, of returning to camp at reveal 0 (now), 1, 2, ..."""
        me = view.me
        deck = _deck(view)
        if not deck:
            return [self._leave_value(view.carried[me], view.path_gems(), view.path_artifacts(), 0, view)]
        rng = random.Random(f"{self.seed}/{self.seat}/hard/{view.round}/{view.turn}/{len(view.path)}/{len(deck)}")
        out = [p.card.hazard for p in view.path if p.card.kind == "hazard"]
        hazards_out = {-1 - HAZARD_KINDS.index(k) for k in out}
        counts: dict[int, int] = {}
        for c in deck:
            counts[c] = counts.get(c, 0) + 1
        treasure_left = sum(c for c in deck if c > 0)
        horizon = min(HORIZON, len(deck)) + 1
        totals = [0.0] * horizon
        others0 = [view.carried[j] for j in range(view.players) if view.in_temple[j] and j != me]
        for _ in range(self.samples):
            order = deck[:]
            rng.shuffle(order)
            left = dict(counts)
            out_kinds = set(hazards_out)
            deadly = sum(left.get(k, 0) for k in out_kinds)
            mine, gems, relics, others = view.carried[me], view.path_gems(), view.path_artifacts(), others0[:]
            remaining, treasure = len(order), treasure_left
            for r in range(horizon):
                inside = 1 + len(others)
                danger = deadly / remaining if remaining else 0.0
                gain = treasure / remaining / inside if remaining else 0.0
                share_each = gems / inside
                leavers = [i for i, c in enumerate(others)
                           if rng.random() < _leave_chance(c, share_each, danger, gain)]
                totals[r] += self._leave_value(mine, gems, relics, len(leavers), view)
                if r == horizon - 1 or not remaining:
                    break
                if leavers:
                    gems -= gems // len(leavers) * len(leavers)
                    if len(leavers) == 1:
                        relics = 0
                    others = [c for i, c in enumerate(others) if i not in leavers]
                card = order[len(order) - remaining]
                remaining -= 1
                left[card] -= 1
                if card < 0:
                    if card in out_kinds:
                        break  # scared out: every later plan is worth nothing this round
                    out_kinds.add(card)
                    deadly += left[card]
                elif card == ARTIFACT:
                    relics += 1
                else:
                    treasure -= card
                    each = card // (1 + len(others))
                    mine += each
                    others = [c + each for c in others]
                    gems += card - each * (1 + len(others))
        return [t / self.samples for t in totals]

    def _leave_value(self, mine: float, gems: int, relics: int, others_leaving: int, view: PlayerView) -> float:
        share = gems // (1 + others_leaving)
        alone = relics * artifact_value(view.artifacts_taken) if others_leaving == 0 else 0
        return mine + self.temper.pot * share + self.temper.relics * alone

    def go_on(self, view: PlayerView) -> bool:
        values = self.plan_values(view)
        later = max(values[1:], default=0.0)
        # Hard keeps half its temperament's appetite for risk: enough to tell two Hards apart.
        return later * (1 + (self.temper.risk - 1) * RISK_DAMPING) > values[0]
