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

In the last round it plays for the victory instead. It remembers the game's
public events (`history.py`: a seat back in camp still watches the reveals), so
it knows every player's total so far; in each deal the others bring home what
the model gives them, and each plan is worth the share of the deals in which it
wins the game (a tie half). A lead is taken home; a deficit is gambled on. When
its memory of the game is not whole (a view shown alone), it plays for its gems.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from cuzco.games.incan_gold.rules.cards import HAZARD_KINDS, ROUNDS, artifact_value
from cuzco.games.incan_gold.rules.view import PlayerView

from .history import History, Memory, leave_chance
from .temper import Temperament

SAMPLES = 96
HORIZON = 10  # reveals looked ahead; a round rarely survives that many more cards once anything is at stake
RISK_DAMPING = 0.5
ARTIFACT = 0  # card codes in a deal: a treasure is its value, a hazard -1-kind index, an artifact 0


def _deck(view: PlayerView) -> list[int]:
    cards = list(view.deck_treasures) + [ARTIFACT] * view.deck_artifacts
    for kind, copies in view.deck_hazards:
        cards += [-1 - HAZARD_KINDS.index(kind)] * copies
    return cards


@dataclass(frozen=True)
class HardBot:
    seed: int | str
    seat: int
    temper: Temperament
    name: str = "hard"
    samples: int = SAMPLES
    endgame: bool = True  # in the last round, play for the victory, from every player's total so far
    memory: Memory = field(default_factory=Memory, compare=False, repr=False)

    def plan_values(self, view: PlayerView, totals: tuple[int, ...] | None = None) -> list[float]:
        """The mean worth, over the deals, of returning to camp at reveal 0 (now), 1, 2, ...; with `totals`
        (every player's total so far), the chance that returning then wins the game instead."""
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
        values = [0.0] * horizon
        who = [j for j in range(view.players) if view.in_temple[j] and j != me]
        relic_worth = artifact_value(view.artifacts_taken)
        for _ in range(self.samples):
            order = deck[:]
            rng.shuffle(order)
            left = dict(counts)
            out_kinds = set(hazards_out)
            deadly = sum(left.get(k, 0) for k in out_kinds)
            mine, gems, relics = view.carried[me], view.path_gems(), view.path_artifacts()
            others = list(range(len(who)))  # the others still inside, by their place in `who`
            carried = [view.carried[j] for j in who]
            brought = [0.0] * len(who)  # what each other brings home this round, in this deal
            reached: list[tuple[float, float]] = []  # returning at reveal r: (its worth, its gain in points)
            remaining, treasure = len(order), treasure_left
            for r in range(horizon):
                inside = 1 + len(others)
                danger = deadly / remaining if remaining else 0.0
                gain = treasure / remaining / inside if remaining else 0.0
                share_each = gems / inside
                leavers = [i for i in others
                           if rng.random() < leave_chance(carried[i], share_each, danger, gain)]
                reached.append((self._leave_value(mine, gems, relics, len(leavers), view),
                                mine + gems // (1 + len(leavers)) + (relics * relic_worth if not leavers else 0)))
                if r == horizon - 1 or not remaining:
                    break
                if leavers:
                    each = gems // len(leavers)
                    gems -= each * len(leavers)
                    for i in leavers:
                        brought[i] = carried[i] + each + (relics * relic_worth if len(leavers) == 1 else 0)
                    if len(leavers) == 1:
                        relics = 0
                    others = [i for i in others if i not in leavers]
                card = order[len(order) - remaining]
                remaining -= 1
                left[card] -= 1
                if card < 0:
                    if card in out_kinds:
                        others = []  # scared out, with everyone still inside
                        break  # every later plan is worth nothing this round
                    out_kinds.add(card)
                    deadly += left[card]
                elif card == ARTIFACT:
                    relics += 1
                else:
                    treasure -= card
                    each = card // (1 + len(others))
                    mine += each
                    for i in others:
                        carried[i] += each
                    gems += card - each * (1 + len(others))
            for i in others:  # still inside at the horizon: what they carry
                brought[i] = carried[i]
            if totals is None:
                for r, (worth, _points) in enumerate(reached):
                    values[r] += worth
                continue
            best = max((totals[j] + brought[i] for i, j in enumerate(who)), default=0.0)
            best = max([best] + [totals[j] for j in range(view.players) if j != me and j not in who])
            for r in range(horizon):
                mine_final = totals[me] + (reached[r][1] if r < len(reached) else 0)
                values[r] += 1.0 if mine_final > best else 0.5 if mine_final == best else 0.0
        return [v / self.samples for v in values]

    def _leave_value(self, mine: float, gems: int, relics: int, others_leaving: int, view: PlayerView) -> float:
        share = gems // (1 + others_leaving)
        alone = relics * artifact_value(view.artifacts_taken) if others_leaving == 0 else 0
        return mine + self.temper.pot * share + self.temper.relics * alone

    def go_on(self, view: PlayerView) -> bool:
        totals = None
        if self.endgame and view.round == ROUNDS:
            self.memory.watch(view)
            history = self.memory.history(view.players, view.artifacts_in_play)
            if _agrees(history, view):
                totals = history.totals
        values = self.plan_values(view, totals)
        later = max(values[1:], default=0.0)
        # Hard keeps half its temperament's appetite for risk: enough to tell two Hards apart.
        return later * (1 + (self.temper.risk - 1) * RISK_DAMPING) > values[0]


def _agrees(history: History, view: PlayerView) -> bool:
    """Whether the remembered game is this one, seen whole: every reveal, its deck and this seat's own total."""
    me = view.me
    own = (view.tents[me] or 0) + sum(view.artifacts[me])
    return history.complete and history.deck == view.deck_treasures and history.totals[me] == own
