"""The game state: plain data, cheap to copy.

Per-cell facts live in parallel lists indexed by the board's cell numbers
(see `board.py`): `height` (terrains stacked), `top_type` (0 bare, 1 crop,
2 village), `top_tile` (index into `tiles`, None bare), `inca` (owner or None),
`temple` (value or 0), `disc`, `pond`, `pond_scored`.
`apply` never mutates a state: it validates, copies, then changes the copy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .board import Board, standard_board
from .components import (
    BASE_AP,
    DOUBLES_PER_PLAYER,
    FLOORS,
    INCAS_PER_PLAYER,
    SINGLE_CROPS_PER_PLAYER,
    SINGLE_VILLAGES_PER_PLAYER,
    SOLAR_DISCS,
    TOKENS_PER_PLAYER,
    TRIPLES,
)
from .hexgrid import Hex

if TYPE_CHECKING:
    from .actions import Action
    from .regions import PendingRegions, RegionIndex

# The engine is written on top of this module; it hands its entry points over when it is imported
# (the rules package imports it), so the state's shortcuts below reach the rules without this
# module importing the engine back.
_engine: dict[str, Callable[..., Any]] = {}


def install_engine(**entry_points: Callable[..., Any]) -> None:
    """Called once by the engine: check, apply, legal_actions, action_groups, legal_actions_in."""
    _engine.update(entry_points)


PHASE_TURN = "turn"
PHASE_FESTIVAL = "festival"
PHASE_OVER = "over"


@dataclass
class PlayerState:
    name: str
    score: int = 0
    reserve: int = INCAS_PER_PLAYER  # a player starts with every component of their own (components.py)
    doubles: int = DOUBLES_PER_PLAYER
    crops: int = SINGLE_CROPS_PER_PLAYER
    villages: int = SINGLE_VILLAGES_PER_PLAYER
    tokens: int = TOKENS_PER_PLAYER
    hand: list[str] = field(default_factory=list)
    final_scored: bool = False

    def tiles_left(self, tile: str) -> int:
        return {"double": self.doubles, "crop": self.crops, "village": self.villages}.get(tile, 0)


@dataclass
class PlacedTile:
    kind: str
    cells: tuple[int, ...]
    player: int
    turn: int


@dataclass
class FestivalState:
    temple: int  # the temple's cell
    proposer: int
    order: list[int]  # participants in bidding order, proposer first
    active: list[int]  # participants still bidding, in bidding order
    totals: dict[int, int]
    played: dict[int, list[str]]
    bidder: int  # whose go it is
    last_to_play: int
    wanted: str  # the face-up card during this festival


@dataclass(frozen=True)
class ScoreEvent:
    player: int
    points: int
    source: str  # "temple", "pond", "festival" or "final"
    detail: str
    turn: int


@dataclass(frozen=True)
class LogEntry:
    turn: int
    player: int
    text: str


@dataclass
class GameState:
    players: list[PlayerState]
    deck: list[str]
    discard: list[str]
    seed: int | str
    current: int = 0
    turn: int = 1
    phase: str = PHASE_TURN
    ap: int = BASE_AP
    ap_total: int = BASE_AP
    token_used: bool = False
    placed: bool = False  # the turn's first placement is done (or waived)
    draws: int = 0
    changed_temples: list[int] = field(default_factory=list)
    triples: int = TRIPLES
    ponds_left: int = 0
    floors: dict[int, int] = field(default_factory=lambda: dict(FLOORS))
    discs: int = SOLAR_DISCS
    height: list[int] = field(default_factory=list)
    top_type: list[int] = field(default_factory=list)
    top_tile: list[int | None] = field(default_factory=list)
    tiles: list[PlacedTile] = field(default_factory=list)
    inca: list[int | None] = field(default_factory=list)  # per cell: the owner of the Inca there, or None
    temple: list[int] = field(default_factory=list)
    disc: list[bool] = field(default_factory=list)
    pond: list[bool] = field(default_factory=list)
    pond_scored: list[bool] = field(default_factory=list)
    festival: FestivalState | None = None
    end_trigger: int | None = None  # who set off the end (placed the last triple)
    reshuffles: int = 0
    log: list[LogEntry] = field(default_factory=list)
    score_log: list[ScoreEvent] = field(default_factory=list)
    board: Board = field(default_factory=standard_board)
    _regions: RegionIndex | PendingRegions | None = field(default=None, repr=False, compare=False)

    # ---- copying -------------------------------------------------------
    def copy(self) -> GameState:
        # field by field: copy.copy goes through __reduce_ex__, several times slower
        new = object.__new__(GameState)
        new.__dict__.update(self.__dict__)
        players = []
        for p in self.players:
            q = object.__new__(PlayerState)
            q.__dict__.update(p.__dict__)
            q.hand = list(p.hand)
            players.append(q)
        new.players = players
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.changed_temples = list(self.changed_temples)
        new.floors = dict(self.floors)
        new.height = list(self.height)
        new.top_type = list(self.top_type)
        new.top_tile = list(self.top_tile)
        new.inca = list(self.inca)
        new.temple = list(self.temple)
        new.disc = list(self.disc)
        new.pond = list(self.pond)
        new.pond_scored = list(self.pond_scored)
        new.tiles = list(self.tiles)  # PlacedTile values are never changed once placed
        new.log = list(self.log)
        new.score_log = list(self.score_log)
        if self.festival is not None:
            f = self.festival
            new.festival = FestivalState(
                f.temple, f.proposer, list(f.order), list(f.active), dict(f.totals),
                {k: list(v) for k, v in f.played.items()}, f.bidder, f.last_to_play, f.wanted,
            )
        return new

    # ---- simple queries ------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def actor(self) -> int:
        """The player who must act now: the turn player, or the bidder on the go."""
        if self.festival is not None:
            return self.festival.bidder
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    @property
    def faceup(self) -> str | None:
        return self.discard[-1] if self.discard else None

    @property
    def must_place(self) -> bool:
        return self.phase == PHASE_TURN and not self.placed

    @property
    def final_turn(self) -> bool:
        """True while the end is set off and this turn is one without a placement duty."""
        return self.end_trigger is not None and self.current != self.end_trigger

    def cell(self, h: Hex) -> int | None:
        """The cell of a hex, or None when it is neither site nor ring."""
        return self.board.cell_of(h)

    def hex(self, cell: int) -> Hex:
        return self.board.hexes[cell]

    def winners(self) -> list[int]:
        best = max(p.score for p in self.players)
        return [i for i, p in enumerate(self.players) if p.score == best]

    # ---- rules, delegated to the engine (installed by `install_engine`) ----
    def check(self, action: Action) -> str | None:
        reason: str | None = _engine["check"](self, action)
        return reason

    def apply(self, action: Action) -> GameState:
        after: GameState = _engine["apply"](self, action)
        return after

    def legal_actions(self) -> list[Action]:
        actions: list[Action] = _engine["legal_actions"](self)
        return actions

    def action_groups(self) -> tuple[str, ...]:
        """The groups of action that may be legal now (`engine.ACTION_GROUPS`), in listing order."""
        groups: tuple[str, ...] = _engine["action_groups"](self)
        return groups

    def legal_actions_in(self, group: str) -> list[Action]:
        """The legal actions of one group only, in the order `legal_actions` lists them."""
        actions: list[Action] = _engine["legal_actions_in"](self, group)
        return actions

    def to_view(self, player: int) -> dict[str, Any]:
        from .view import view_for

        return view_for(self, player)
