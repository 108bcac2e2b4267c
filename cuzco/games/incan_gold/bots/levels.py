"""The levels offered to players, Easy, Normal and Hard, each seat with its own temperament.

    make_level(level, seed, seat) -> Bot

A temperament is drawn from the game's seed and the seat (`temperament`): how
much risk the seat takes, how much it weighs the gems lying on the path (the
pot), and how much it weighs the artifacts. Two computers of the same level
therefore play different games, and the same seed always plays the same one.
Every decision depends only on the seat's `PlayerView` (plus the seed and the
seat), never on the deck's order: the little randomness a level uses is drawn
from the seed and what the seat can see, so a game resumed from its save goes
on exactly as it would have.

- Easy: a rule of thumb. Home once its hazard limit (2 or 3) is on the path or
  its gem limit (8 to 18, from its temperament) is at stake, and one choice in
  eight the other way (never home with nothing to take).
- Normal: the reasoning rule (the chance of a second hazard against what it
  would lose and the next card's average worth), with its temperament's margin
  and weights, and one choice in sixteen the other way once the next card may
  end the round.
- Hard: simulates the rest of the round (`hard.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cuzco.games.incan_gold.rules.cards import artifact_value
from cuzco.games.incan_gold.rules.view import PlayerView

from .hard import HardBot
from .players import at_stake, danger
from .temper import Temperament, temperament

__all__ = ["EasyBot", "HardBot", "NormalBot", "Temperament", "make_level", "temperament"]


def _whim(view: PlayerView, seed: int | str, seat: int) -> random.Random:
    """A random source drawn from the seed, the seat and the moment: the same position, the same draw."""
    return random.Random(f"{seed}/{seat}/{view.round}/{view.turn}/{len(view.path)}/{view.carried[view.me]}")


@dataclass(frozen=True)
class EasyBot:
    """Fixed limits drawn from its temperament, and now and then a choice the other way."""

    seed: int | str
    seat: int
    temper: Temperament
    name: str = "easy"

    def go_on(self, view: PlayerView) -> bool:
        hazards = 3 if self.temper.risk >= 1.05 else 2
        limit = 8 + 10 * (self.temper.risk - 0.8) / 0.45
        stake = at_stake(view) * self.temper.pot + view.path_artifacts() * 5 * self.temper.relics
        wish = len(view.path_hazards()) < hazards and stake < limit
        if at_stake(view) == 0 and view.path_artifacts() == 0:
            return True  # nothing to take home
        return wish if _whim(view, self.seed, self.seat).random() >= EASY_WHIM else not wish


@dataclass(frozen=True)
class NormalBot:
    """The reasoning rule, weighted by its temperament: risk scales the margin, pot and relics the losses."""

    seed: int | str
    seat: int
    temper: Temperament
    name: str = "normal"

    def go_on(self, view: PlayerView) -> bool:
        inside = sum(view.in_temple)
        if view.deck_size == 0:
            return False
        p = danger(view)
        guess = min(0.9, 0.15 + 0.15 * len(view.path_hazards()))
        others = inside - 1
        leavers = 1 + others * guess
        alone = (1 - guess) ** others
        relics = view.path_artifacts() * artifact_value(view.artifacts_taken) * self.temper.relics
        loss = view.carried[view.me] + self.temper.pot * view.path_gems() / leavers + alone * relics
        gain = _card_gain(view, inside, self.temper.relics)
        wish = p * loss < self.temper.risk * (1 - p) * gain
        if p == 0 or _whim(view, self.seed, self.seat).random() >= NORMAL_WHIM:
            return wish
        return not wish


def _card_gain(view: PlayerView, inside: int, relics: float) -> float:
    """The average worth to this seat of the next card if it is safe."""
    safe = view.deck_size - sum(dict(view.deck_hazards).get(k, 0) for k in set(view.path_hazards()))
    if safe <= 0:
        return 0.0
    treasure = sum(v // inside for v in view.deck_treasures) / safe
    leftover = sum(v % inside for v in view.deck_treasures) / safe / max(1, inside - 1)
    artifact = view.deck_artifacts / safe * artifact_value(view.artifacts_taken) * 0.5 * relics
    return treasure + leftover + artifact


EASY_WHIM = 1 / 8  # how often Easy chooses against its rule
NORMAL_WHIM = 1 / 16  # how often Normal does, when the next card may end the round


LEVEL_CLASSES: dict[str, type[EasyBot] | type[NormalBot] | type[HardBot]] = {
    "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_level(level: str, seed: int | str, seat: int) -> EasyBot | NormalBot | HardBot:
    """The bot of a level for a seat of a game with this seed."""
    return LEVEL_CLASSES[level](seed, seat, temperament(seed, seat))
