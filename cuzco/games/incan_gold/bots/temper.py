"""A computer seat's temperament: drawn from the game's seed and the seat, so games stay repeatable."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Temperament:
    """risk > 1 goes on a little longer than the plain expectation says, < 1 goes home earlier;
    pot and relics weigh the gems lying on the path and the artifacts (1 is their plain worth)."""

    risk: float = 1.0
    pot: float = 1.0
    relics: float = 1.0


def temperament(seed: int | str, seat: int) -> Temperament:
    """The temperament of a computer seat, drawn from the game's seed and the seat only."""
    rng = random.Random(f"{seed}/incan-gold/temperament/{seat}")
    return Temperament(risk=round(rng.uniform(0.7, 1.3), 3), pot=round(rng.uniform(0.7, 1.3), 3),
                       relics=round(rng.uniform(0.5, 2.0), 3))
