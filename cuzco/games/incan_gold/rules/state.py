"""The state of a game of Incan Gold: plain, immutable data.

Every field is a number, a text, a bool or a tuple of them (cards are small
frozen dataclasses), so a state compares with `==` and `to_json` writes it out
without custom hooks. Seats are numbered 0..n-1 in clockwise order.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .cards import ARTIFACT, HAZARD, TREASURE, Card

# Event kinds, in the order they happen in a reveal.
CHOICES = "choices"       # the choices are shown; detail: the seats going on
LEAVE = "leave"           # a player returns to camp: amount = share taken from the path
BANK = "bank"             # a player puts what they carry into the tent: amount
ARTIFACT_TAKEN = "artifact"  # the lone leaver takes an artifact: amount = its worth
CARD = "card"             # a quest card is turned: card, amount = gems each player in the temple gets
SCARED = "scared"         # a second hazard: a player in the temple drops what they carry: amount
ROUND_END = "round-end"   # detail: "hazard", "all-left" or "deck-empty"
ROUND_START = "round-start"
GAME_OVER = "game-over"


@dataclass(frozen=True)
class Event:
    """One thing that happened, for logs and animations. `player` is -1 when nobody in particular."""

    kind: str
    player: int = -1
    amount: int = 0
    card: Card | None = None
    detail: str = ""


@dataclass(frozen=True)
class PathCard:
    card: Card
    gems: int = 0  # gems left on the card (treasure remainders)


@dataclass(frozen=True)
class State:
    names: tuple[str, ...]
    seed: int | str
    artifacts_in_play: bool   # False: the Diamant variant, no artifacts
    round: int                # 1..5
    start_player: int
    turn: int                 # reveals so far in this round
    reveals: int              # reveals so far in the game (undo never crosses one)
    deck: tuple[Card, ...]    # top first; secret
    path: tuple[PathCard, ...]
    in_temple: tuple[bool, ...]
    carried: tuple[int, ...]  # gems beside the tent this round: public
    tents: tuple[int, ...]    # gems inside the tent: secret to the others until the end
    artifacts: tuple[tuple[int, ...], ...]  # worth of each artifact a player has taken out
    removed: tuple[Card, ...]  # hazards and artifacts out of the game
    gems_lost: int            # gems dropped in the temple or left on the path at a round's end
    pending: tuple[bool | None, ...]  # this turn's secret choices; None = not chosen (or out)
    banked: tuple[tuple[int, ...], ...]  # per finished round, per player: value brought to camp
    round_bank: tuple[int, ...]  # value each player has brought to camp so far this round
    over: bool
    events: tuple[Event, ...]  # what the last action caused

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def artifacts_taken(self) -> int:
        return sum(len(a) for a in self.artifacts)

    def score(self, player: int) -> int:
        return self.tents[player] + sum(self.artifacts[player])

    def path_gems(self) -> int:
        return sum(c.gems for c in self.path)

    def path_artifacts(self) -> int:
        return sum(1 for c in self.path if c.card.kind == ARTIFACT)

    def path_hazards(self) -> tuple[str, ...]:
        return tuple(c.card.hazard for c in self.path if c.card.kind == HAZARD)

    def path_treasure_total(self) -> int:
        return sum(c.card.value for c in self.path if c.card.kind == TREASURE)

    def waiting_for(self) -> tuple[int, ...]:
        """Seats that still have to choose this turn, from the start player on clockwise."""
        if self.over:
            return ()
        n = self.players
        order = [(self.start_player + i) % n for i in range(n)]
        return tuple(p for p in order if self.in_temple[p] and self.pending[p] is None)

    def winners(self) -> tuple[int, ...]:
        """Highest total; ties go to the most artifacts; still tied, they share. Empty before the end."""
        if not self.over:
            return ()
        best = max((self.score(p), len(self.artifacts[p])) for p in range(self.players))
        return tuple(p for p in range(self.players) if (self.score(p), len(self.artifacts[p])) == best)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)
