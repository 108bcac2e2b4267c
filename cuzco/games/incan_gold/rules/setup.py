"""A game's setup: the players, the seed and the options. Everything else follows from these."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from cuzco.text import N_, Message

from .cards import MAX_PLAYERS, MIN_PLAYERS
from .errors import SetupError


@dataclass(frozen=True)
class Setup:
    """Names in clockwise seating order. `first_player` None: drawn from the seed.

    `artifacts` False plays the Diamant variant: no artifact cards at all.
    """

    names: tuple[str, ...]
    seed: int | str = 0
    first_player: int | None = None
    artifacts: bool = True

    def resolved(self) -> Setup:
        """The setup with its start player drawn when it was left open; SetupError when it is wrong."""
        problem = self.problem()
        if problem:
            raise SetupError(problem)
        first = self.first_player
        if first is None:
            first = random.Random(f"{self.seed}/incan-gold/start").randrange(len(self.names))
        return replace(self, names=tuple(self.names), first_player=first)

    def problem(self) -> str | None:
        """None for a playable setup, else the reason. Every field is checked for its type too: a setup
        may be built from a file, a form or the command line (a bool is not a seat number)."""
        names: object = self.names
        if not isinstance(names, (tuple, list)):
            return Message(N_("the players' names must be a list of names"))
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS:
            return Message(N_("Incan Gold has {low} to {high} players, not {n}"),
                           {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "n": len(self.names)})
        if any(not isinstance(n, str) or not n.strip() for n in self.names):
            return Message(N_("every player needs a name"))
        seed: object = self.seed
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            return Message(N_("the seed must be a number or a text"))
        first: object = self.first_player
        if first is not None and (type(first) is not int or not 0 <= first < len(self.names)):
            return Message(N_("the start player must be one of the players"))
        artifacts: object = self.artifacts  # may come from a file
        if not isinstance(artifacts, bool):
            return Message(N_("'artifacts' must be true or false"))
        return None


def round_rng(seed: int | str, round_number: int) -> random.Random:
    """The shuffle of one round: depends on the seed and the round only."""
    return random.Random(f"{seed}/incan-gold/round-{round_number}")
