"""The state of a game of Feld's Cuzco: plain data, copied by the engine before every change.

A `State` is never changed in place once it is handed out: `apply` works on a
`clone()` and returns it. Hidden parts are lists whose unknown entries are `UNKNOWN`
(-1) in a player's view: face-down god piles, the study and farm stacks, the mission
piles, other players' god cards and their setup mission draws, and the seed.

Tasks. Whoever must act (`actor`) works through `tasks`, a stack whose last entry is
the decision asked now: ("place",), ("move", kind, pips) with kind 0 stone, 1 bridge,
("tile", kind, pips), ("exchange", pips left), ("circlet", pips), ("blessing",),
("feather", colour or -1 for any colour), ("card",), ("quipu",), ("abilities",),
("buy",), ("mission",), ("newmission",), ("keep",), ("extra", 1) (god card 05),
("discard_tile",) (god card 09 may follow the tile just taken).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, SupportsIndex, overload

from .components import COLOURS, MASKS

UNKNOWN = -1
EMPTY, QUIPU = -1, -2  # mask space contents besides a tile id
HOME = -1  # an empty temple step

Task = tuple[object, ...]

# Where victory points come from (a player's `sources`), for the score sheet and the balance figures.
SOURCES = ("start", "knowledge", "temple", "circlets", "vp space", "exchange", "abilities", "goods",
           "missions", "villages", "medals", "achievements")


@dataclass
class Player:
    mask: int
    token: int
    vp: int = 0
    food: int = 0
    offerings: int = 0
    medals: int = 0
    hand: list[int] = field(default_factory=list)  # god card numbers
    dots: int = 0  # bit i set: a feather on dot i of the mask
    slots: list[int] = field(default_factory=list)  # 12 mask spaces: EMPTY, QUIPU or a tile id
    slid: list[bool] = field(default_factory=list)
    reserve: int = 0  # quipus on the reserve space
    priests_home: int = 4
    circlets: list[bool] = field(default_factory=lambda: [False] * 6)
    goods: list[int] = field(default_factory=list)
    missions: list[int] = field(default_factory=list)  # face up on the mask
    completed: list[int] = field(default_factory=list)
    completed_with_card: int = 0
    start_feather: int = -1  # setup: the colour of the starting feather still to place
    drawn: list[int] = field(default_factory=list)  # setup: golden missions drawn, to keep 2 (hidden)
    pututu: list[int] = field(default_factory=lambda: [0, 0])  # (+-1 tiles, +-2 tiles)
    dice: list[int] = field(default_factory=list)  # rolled, not yet placed
    place: int = 12  # the chasqui: a village 0..11 or Cuzco (12)
    may_rotate: bool = False
    knowledge: int = 0
    kstamp: int = 0  # later arrivals on a knowledge space stand on top
    used: list[bool] = field(default_factory=lambda: [False, False])  # phase II: study, farm ability used
    used_abilities: list[list[int]] = field(default_factory=lambda: [[], []])
    effects: list[int] = field(default_factory=list)  # god cards in effect this turn or phase (-9: a tile taken)
    sources: list[int] = field(default_factory=lambda: [0] * len(SOURCES))

    def feathers_of(self, colour: int) -> int:
        colours = MASKS[self.mask]
        return sum(1 for i in range(12) if self.dots >> i & 1 and colours[i] == colour)

    def feather_count(self) -> int:
        return bin(self.dots).count("1")

    def clone(self) -> Player:
        """A copy with every list anew. The fields are set one by one in the class's order, as `__init__` does:
        an object whose `__dict__` was replaced reads every attribute several times slower."""
        new = _new_player(Player)
        new.mask, new.token, new.vp, new.food = self.mask, self.token, self.vp, self.food
        new.offerings, new.medals, new.hand, new.dots = self.offerings, self.medals, self.hand[:], self.dots
        new.slots, new.slid, new.reserve = self.slots[:], self.slid[:], self.reserve
        new.priests_home, new.circlets, new.goods = self.priests_home, self.circlets[:], self.goods[:]
        new.missions, new.completed = self.missions[:], self.completed[:]
        new.completed_with_card, new.start_feather = self.completed_with_card, self.start_feather
        new.drawn, new.pututu, new.dice, new.place = self.drawn[:], self.pututu[:], self.dice[:], self.place
        new.may_rotate, new.knowledge, new.kstamp = self.may_rotate, self.knowledge, self.kstamp
        new.used, new.used_abilities = self.used[:], [u[:] for u in self.used_abilities]
        new.effects, new.sources = self.effects[:], self.sources[:]
        return new


_new_player = Player.__new__


class Players(list[Player]):
    """The players of a cloned state, copied on first touch: a clone shares its parent's `Player` objects
    and copies one the first time it is read or iterated (`owned` marks the places holding this list's own
    copies; `reversed()` is not among these reads: the rules never walk the players backwards).
    A state handed out is never changed, so the shared objects stay as the parent left them."""

    __slots__ = ("owned",)

    def __init__(self, items: list[Player]) -> None:
        super().__init__(items)
        self.owned = [False] * len(items)

    @overload
    def __getitem__(self, i: SupportsIndex) -> Player: ...

    @overload
    def __getitem__(self, i: slice) -> list[Player]: ...

    def __getitem__(self, i: SupportsIndex | slice) -> Player | list[Player]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        p: Player = _get(self, i)
        if not self.owned[i]:  # type: ignore[index]
            p = p.clone()
            _set(self, i, p)
            self.owned[i] = True  # type: ignore[index]
        return p

    def __iter__(self) -> Iterator[Player]:
        return iter([self[j] for j in range(len(self))])


_get, _set = list.__getitem__, list.__setitem__


def peek(state: State, seat: int) -> Player:
    """The player of `seat` to read only: in a cloned state it may still be the parent's object."""
    return _get(state.players, seat)  # type: ignore[no-any-return]


@dataclass
class State:
    names: tuple[str, ...]
    seed: int | str | None  # None in a player's view: future dice must stay unknown
    pututu_module: bool
    card13_any_village: bool
    players: list[Player]
    round: int = 0
    phase: str = "setup"  # setup, dice, abilities, market, palace, over
    order: list[int] = field(default_factory=list)  # seats by order token 1, 2, ...
    turn: int = 0  # index in `order` of the player whose turn it is
    actor: int = 0
    tasks: list[Task] = field(default_factory=list)
    spaces: list[list[tuple[int, int]]] = field(default_factory=list)  # per action space: (seat, pips)
    villages: list[list[int]] = field(default_factory=list)  # quipus per village, bottom to top
    rotation: int = 0  # the Cuzco overlay
    steps: list[int] = field(default_factory=list)  # temple steps 1..6: a seat or HOME
    temple_medals: int = 6
    supply: list[int] = field(default_factory=list)  # feathers per colour
    god_piles: list[list[int]] = field(default_factory=list)  # face down, top is last
    face_up: list[int] = field(default_factory=list)  # per god: the card shown, or 0
    god_discard: list[int] = field(default_factory=list)
    stacks: list[list[int]] = field(default_factory=list)  # study, farm; top is last
    columns: list[list[int]] = field(default_factory=list)  # [kind][pips - 1]: tile id or EMPTY
    tile_discards: list[list[int]] = field(default_factory=list)
    market: list[list[int]] = field(default_factory=list)  # [round - 1][column]: good kind or EMPTY
    mission_piles: list[list[int]] = field(default_factory=list)
    palace: list[int] = field(default_factory=list)
    pututu: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0  # random events so far (each draws from the seed with its own number)
    kclock: int = 0

    @property
    def n(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def clone(self) -> State:
        """A copy to change: the fields set one by one in the class's order, as `__init__` does (an object whose
        `__dict__` was replaced reads every attribute several times slower)."""
        new = _new_state(State)
        new.names, new.seed, new.pututu_module = self.names, self.seed, self.pututu_module
        new.card13_any_village = self.card13_any_village
        new.players = Players(list.copy(self.players))  # each copied when first touched
        new.round, new.phase, new.order, new.turn = self.round, self.phase, self.order[:], self.turn
        new.actor, new.tasks = self.actor, self.tasks[:]
        # Nested lists are shared with the parent: whoever changes one replaces it with a copy first (`own`).
        new.spaces, new.villages, new.rotation = self.spaces[:], self.villages[:], self.rotation
        new.steps, new.temple_medals, new.supply = self.steps[:], self.temple_medals, self.supply[:]
        new.god_piles, new.face_up, new.god_discard = self.god_piles[:], self.face_up[:], self.god_discard[:]
        new.stacks, new.columns, new.tile_discards = self.stacks[:], self.columns[:], self.tile_discards[:]
        new.market, new.mission_piles, new.palace = self.market[:], self.mission_piles[:], self.palace[:]
        new.pututu, new.draws, new.kclock = self.pututu[:], self.draws, self.kclock
        return new

    def own(self, name: str, index: int) -> list[Any]:
        """The inner list `index` of the table part `name` (spaces, villages, god_piles, stacks, columns,
        tile_discards, market, mission_piles), copied first so that a change cannot reach a parent state sharing it."""
        outer: list[list[Any]] = getattr(self, name)
        inner = list(outer[index])
        outer[index] = inner
        return inner

    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

    def winner(self) -> int:
        """The seat with the most VP; a tie goes to whoever is earlier in player order."""
        return max(self.order, key=lambda s: (self.players[s].vp, -self.order.index(s)))


_new_state = State.__new__
COLOUR_COUNT = len(COLOURS)
