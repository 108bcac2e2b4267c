"""What happened in a festival, read from the states before and after each action.

The engine keeps only the live bidding (`FestivalState`) and clears it when the
festival is settled; stands and drops it made automatically (a bidder with no
matching card) are not recorded as such. The festival screens want a history
("Bo stood at 2 FP", "Cay dropped out: no matching card") and the final
organizers, so this module derives them from consecutive states, without
re-implementing the bidding rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cuzco.games.cuzco.rules.actions import Action, FestivalDrop, FestivalPlay, FestivalStand, ProposeFestival
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.festival import players_in_city
from cuzco.games.cuzco.rules.state import FestivalState, GameState

OPENED, PLAYED, STOOD, DROPPED = "opened", "played", "stood", "dropped"


@dataclass(frozen=True)
class Move:
    player: int
    kind: str  # OPENED, PLAYED, STOOD or DROPPED
    total: int  # the player's FP after the move
    cards: tuple[str, ...] = ()
    automatic: bool = False  # the engine did it: the player had no matching card


@dataclass
class FestivalRecord:
    """The public story of one festival, kept up to date as actions are applied."""

    temple_cell: int
    temple_value: int
    proposer: int
    order: list[int]
    wanted: str
    totals: dict[int, int]
    played: dict[int, list[str]] = field(default_factory=dict)
    dropped: set[int] = field(default_factory=set)
    moves: list[Move] = field(default_factory=list)
    settled: bool = False

    # ---- building --------------------------------------------------------
    @classmethod
    def from_proposal(cls, before: GameState, action: ProposeFestival, after: GameState) -> FestivalRecord:
        cell = before.cell(action.hex)
        live = after.festival
        if live is not None:
            order = list(live.order)
        else:
            inside = players_in_city(before, cell)
            n = before.num_players
            order = [(before.current + i) % n for i in range(n) if (before.current + i) % n in inside]
        wanted = before.faceup or ""
        opening = sum(card_worth(c, wanted) for c in action.cards)
        rec = cls(
            temple_cell=cell,
            temple_value=before.temple[cell],
            proposer=before.current,
            order=order,
            wanted=wanted,
            totals={p: 0 for p in order},
            played={p: [] for p in order},
        )
        rec.totals[rec.proposer] = opening
        rec.played[rec.proposer] = list(action.cards)
        rec.moves.append(Move(rec.proposer, OPENED, opening, tuple(action.cards)))
        rec._after(rec.proposer, live)
        return rec

    def record(self, before: FestivalState, action: Action, after: GameState) -> None:
        """Note the bidder's `action` and whatever the engine did automatically after it."""
        b = before.bidder
        if isinstance(action, FestivalPlay):
            self.totals[b] += sum(card_worth(c, before.wanted) for c in action.cards)
            self.played[b].extend(action.cards)
            self.moves.append(Move(b, PLAYED, self.totals[b], tuple(action.cards)))
        elif isinstance(action, FestivalStand):
            self.moves.append(Move(b, STOOD, self.totals[b]))
        elif isinstance(action, FestivalDrop):
            self.dropped.add(b)
            self.moves.append(Move(b, DROPPED, self.totals[b]))
        self._after(b, after.festival)

    def _after(self, last: int, live: FestivalState | None) -> None:
        """Fill in the automatic moves between the last bidder and the next one (or the end)."""
        still_in = [p for p in self.order if p not in self.dropped]
        if live is not None:
            i = self.order.index(last)
            for k in range(1, len(self.order)):
                p = self.order[(i + k) % len(self.order)]
                if p == live.bidder:
                    break
                if p in self.dropped:
                    continue
                if p in live.active:
                    self.moves.append(Move(p, STOOD, self.totals[p], automatic=True))
                else:
                    self.dropped.add(p)
                    self.moves.append(Move(p, DROPPED, self.totals[p], automatic=True))
            return
        # settled: everyone still in at the top organizes; anyone below it was dropped automatically
        self.settled = True
        top = max((self.totals[p] for p in still_in), default=0)
        for p in still_in:
            if self.totals[p] < top:
                self.dropped.add(p)
                self.moves.append(Move(p, DROPPED, self.totals[p], automatic=True))

    # ---- questions ---------------------------------------------------------
    @property
    def highest(self) -> int:
        return max((self.totals[p] for p in self.order if p not in self.dropped), default=0)

    @property
    def organizers(self) -> list[int]:
        """Who organizes (meaningful once settled): everyone still in, all at the top."""
        return [p for p in self.order if p not in self.dropped]

    def last_move(self, player: int) -> Move | None:
        for move in reversed(self.moves):
            if move.player == player:
                return move
        return None


def last_proposal_index(actions: list[Action]) -> int:
    """Index in `actions` of the most recent ProposeFestival (ValueError if none)."""
    for i in range(len(actions) - 1, -1, -1):
        if isinstance(actions[i], ProposeFestival):
            return i
    raise ValueError("no festival has been proposed in this game")
