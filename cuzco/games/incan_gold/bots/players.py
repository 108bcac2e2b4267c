"""Computer players for Incan Gold. Each sees only its seat's `PlayerView` and answers go on (True) or not.

A view holds no other player's pending choice, so a bot decides without knowing
what the others chose this turn, exactly like a human behind the curtain.

- cautious: fixed thresholds, low: home once two hazards are out or 8 gems are at stake.
- bold: fixed thresholds, high: home once four hazards are out or 25 gems are at stake.
- reasoning: weighs the chance that the next card is a second hazard (copies of the
  kinds already on the path left in the deck, over the deck's size) against what
  it would lose (what it carries, its likely share of the path, the artifacts a
  lone leaver would take) and what the next card is worth on average to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from cuzco.games.incan_gold.rules.cards import artifact_value
from cuzco.games.incan_gold.rules.view import PlayerView


class Bot(Protocol):
    @property
    def name(self) -> str: ...

    def go_on(self, view: PlayerView) -> bool: ...


def at_stake(view: PlayerView, leavers: float = 1.0) -> float:
    """What leaving now would bring this seat: carried gems plus a share of the path."""
    return view.carried[view.me] + view.path_gems() / leavers


@dataclass(frozen=True)
class ThresholdBot:
    """Goes home when `hazards` hazards lie on the path or `stake` gems are at stake."""

    name: str
    hazards: int
    stake: int

    def go_on(self, view: PlayerView) -> bool:
        return len(view.path_hazards()) < self.hazards and at_stake(view) < self.stake


def danger(view: PlayerView) -> float:
    """The chance that the next card is a second hazard of a kind already on the path."""
    if view.deck_size == 0:
        return 0.0
    left = dict(view.deck_hazards)
    return sum(left.get(kind, 0) for kind in set(view.path_hazards())) / view.deck_size


@dataclass(frozen=True)
class ReasoningBot:
    """Goes on while the expected gain of one more card beats the expected loss.

    `margin` > 1 makes it leave a little earlier than the plain expectation says
    (one more card is also one more chance for the others to leave first and
    take the path gems); the constant is measured, not guessed: see docs/ai.md.
    """

    name: str = "reasoning"
    margin: float = 1.0

    def go_on(self, view: PlayerView) -> bool:
        inside = sum(view.in_temple)
        if view.deck_size == 0:
            return False
        p = danger(view)
        # Who else might walk out with me: the others inside, each as likely to stay as not.
        others = inside - 1
        expected_leavers = 1 + others * self.leave_guess(view)
        alone = (1 - self.leave_guess(view)) ** others
        artifacts = view.path_artifacts() * artifact_value(view.artifacts_taken)
        loss = at_stake(view, expected_leavers) + alone * artifacts
        gain = self.card_gain(view, inside)
        return p * loss * self.margin < (1 - p) * gain

    @staticmethod
    def leave_guess(view: PlayerView) -> float:
        """How likely another player leaves this turn: grows with the hazards out."""
        return min(0.9, 0.15 + 0.15 * len(view.path_hazards()))

    @staticmethod
    def card_gain(view: PlayerView, inside: int) -> float:
        """The average worth to this seat of the next card if it is safe, plus the chance to come back later."""
        safe = view.deck_size - sum(dict(view.deck_hazards).get(k, 0) for k in set(view.path_hazards()))
        if safe <= 0:
            return 0.0
        treasure = sum(v // inside for v in view.deck_treasures) / safe
        # Remainders land on the path, where a later leaver may collect them.
        leftover = sum(v % inside for v in view.deck_treasures) / safe / max(1, inside - 1)
        artifact = view.deck_artifacts / safe * artifact_value(view.artifacts_taken) * 0.5
        return treasure + leftover + artifact


CAUTIOUS = ThresholdBot("cautious", hazards=2, stake=8)
BOLD = ThresholdBot("bold", hazards=4, stake=25)
REASONING = ReasoningBot()

# The three first bots, kept unchanged as yardsticks for the levels (`levels.py`).
BOTS: dict[str, Bot] = {"cautious": CAUTIOUS, "bold": BOLD, "reasoning": REASONING}
YARDSTICKS = ("cautious", "bold", "reasoning")
