"""Positions of the rulebook's worked examples, and small helpers shared by the rules tests.

Every position is built with the scenario builders (`builders.py`): they put
terrain, Incas and temples straight onto the board. The tests then play the
example's actions through the real rules. Hex coordinates are axial `(q, r)`;
row 0 runs from `(-8, 0)` (forest border) to `(8, 0)` (mountain border), and
the printed ponds are at `(-1, -2)`, `(3, -1)` and `(-2, 2)`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, fields, is_dataclass
from typing import Any

from cuzco.games.cuzco.rules.components import CARD_FACES, CARDS_DEALT, full_deck
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState, LogEntry, PlacedTile, ScoreEvent

from .builders import crop, fresh, inca, line, put, temple, village

A, B, C, D = 0, 1, 2, 3


# ---- helpers ----------------------------------------------------------------------------------


def pond(state: GameState, hex: Hex) -> None:
    """Put a pond from the supply onto a bare hex (no AP, no scoring check)."""
    c = state.cell(hex)
    assert state.height[c] == 0 and not state.pond[c], f"{hex} is not a bare hex"
    state.pond[c] = True
    state.ponds_left -= 1


def shore(hexes: Iterable[Hex]) -> list[Hex]:
    """The hexes next to a group of hexes, outside it."""
    group = set(hexes)
    return sorted({n for h in group for n in h.neighbors() if n not in group})


def cells(state: GameState, hexes: Iterable[Hex]) -> set[int]:
    return {state.cell(h) for h in hexes}


def stacked_deck(faceup: str, hands: list[list[str]], then: Iterable[str] = ()) -> tuple[str, ...]:
    """A full 30-card deck that turns `faceup` up, deals `hands` (3 cards each, dealt one at a time
    around the table as setup does), and then has `then` on top of the remaining deck."""
    assert all(len(h) == CARDS_DEALT for h in hands)
    deck = [faceup]
    for i in range(CARDS_DEALT):
        deck.extend(hand[i] for hand in hands)
    deck.extend(then)
    assert not Counter(deck) - Counter(full_deck()), "more than five copies of a face"
    rest = Counter(full_deck()) - Counter(deck)
    deck.extend(face for face in CARD_FACES for _ in range(rest[face]))
    return tuple(deck)


def _plain(value: Any) -> Any:
    if isinstance(value, (LogEntry, ScoreEvent)):  # frozen: kept as they are (they compare by value)
        return value
    if isinstance(value, PlacedTile):
        return (value.kind, value.cells, value.player, value.turn)
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    if isinstance(value, list):
        if not value or isinstance(value[0], (int, str)):  # lists here hold one kind of item
            return list(value)
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def canonical(state: GameState) -> dict[str, Any]:
    """Every field of the state as plain data (the static board and the region cache left out)."""
    skip = ("board", "_regions")
    return {f.name: _plain(getattr(state, f.name)) for f in fields(state) if f.name not in skip}


# ---- highest position -------------------------------------------------------------------------

CITY_A4 = line(Hex(-2, 0), 0, 5)  # (-2,0) .. (2,0)
CITY_A4_TEMPLE = Hex(-2, 0)
CITY_A4_TOP = Hex(0, 0)  # A's Inca, level 4
CITY_A4_B = [Hex(-1, 0), Hex(1, 0), Hex(2, 0)]  # B's Incas, level 2


def level_four_city(first: int = A) -> GameState:
    """A value-2 temple in a 5-hex city; A has one Inca at level 4, B three at level 2."""
    state = fresh(2, first)
    village(state, CITY_A4, 1)
    village(state, [CITY_A4_TOP], 4)
    village(state, CITY_A4_B, 2)
    temple(state, CITY_A4_TEMPLE, 2)
    inca(state, CITY_A4_TOP, A)
    for h in CITY_A4_B:
        inca(state, h, B)
    return state


TIED_VILLAGE = line(Hex(-4, 3), 0, 8)  # (-4,3) .. (3,3)
TIED_INCAS = {
    A: {Hex(-4, 3): 3, Hex(-3, 3): 1},
    B: {Hex(-2, 3): 3, Hex(-1, 3): 2},
    C: {Hex(0, 3): 2, Hex(1, 3): 2, Hex(2, 3): 2},
}
TIED_TEMPLE_SITE = Hex(3, 3)


def tied_at_three_village(first: int = A) -> GameState:
    """An 8-hex village: A at levels 3 and 1, B at 3 and 2, C at 2, 2 and 2; (3,3) is empty."""
    state = fresh(3, first)
    village(state, TIED_VILLAGE, 1)
    for player, incas in TIED_INCAS.items():
        for h, level in incas.items():
            village(state, [h], level)
            inca(state, h, player)
    return state


# ---- linking and cutting ----------------------------------------------------------------------

LINK_CITY = line(Hex(-5, 0), 0, 5)  # (-5,0) .. (-1,0), temple at (-5,0)
LINK_GAP = Hex(0, 0)
LINK_VILLAGE = line(Hex(1, 0), 0, 3)  # (1,0) .. (3,0)


def city_beside_village() -> GameState:
    """A 5-hex city with a value-4 temple, one bare hex, then a 3-hex village. A's Inca stands at
    level 2 in the city, B's at level 1 in the village. A is to play, with the turn's placement to make."""
    state = fresh(2, A)
    village(state, LINK_CITY + LINK_VILLAGE, 1)
    village(state, [Hex(-3, 0)], 2)
    temple(state, LINK_CITY[0], 4)
    inca(state, Hex(-3, 0), A)
    inca(state, Hex(2, 0), B)
    return state


CUT_LEFT = line(Hex(-3, 0), 0, 3)  # (-3,0) .. (-1,0), the temple at (-3,0)
CUT_HEX = Hex(0, 0)  # the village hex of a double whose crop hex is (0,1)
CUT_RIGHT = line(Hex(1, 0), 0, 3) + [Hex(1, 1)]


def city_to_cut() -> GameState:
    """An 8-hex city: value-4 temple at (-3,0); its middle hex (0,0) is the village half of a double.
    A's Inca stands at (2,0), in the part east of the middle. A is to play, placement still to make."""
    state = fresh(2, A)
    village(state, CUT_LEFT + CUT_RIGHT, 1)
    put(state, "double", CUT_HEX, 5)  # village (0,0), crop (0,1)
    temple(state, CUT_LEFT[0], 4)
    inca(state, Hex(2, 0), A)
    return state


# ---- ponds ------------------------------------------------------------------------------------

POND_PRINTED = Hex(-1, -2)
POND_SECOND = Hex(0, -2)  # bare, next to the printed pond
POND_TWO_SHORE = shore([POND_PRINTED, POND_SECOND])
POND_TWO_INCAS = {Hex(0, -1): (A, 3), Hex(-2, -1): (B, 2), Hex(1, -3): (B, 1)}


def two_hex_pond_to_complete(first: int = B) -> GameState:
    """The printed pond at (-1,-2) and the bare hex (0,-2) beside it, all 8 hexes around both covered:
    A has an Inca at level 3 there, B two lower ones (levels 2 and 1)."""
    state = fresh(2, first)
    crop(state, POND_TWO_SHORE, 1)
    for h, (player, level) in POND_TWO_INCAS.items():
        crop(state, [h], level)
        inca(state, h, player)
    return state


POND_ONE = Hex(1, 2)
POND_ONE_LAST = Hex(2, 2)  # the only bare hex beside the pond
POND_ONE_INCAS = {Hex(2, 1): (B, 2), Hex(0, 3): (A, 2), Hex(1, 3): (C, 1)}


def one_hex_pond_to_surround(first: int = A) -> GameState:
    """A pond at (1,2); five of its six neighbours hold terrain, (2,2) is bare. B and A each have an
    Inca at level 2 beside it, C one at level 1."""
    state = fresh(3, first)
    pond(state, POND_ONE)
    crop(state, [h for h in shore([POND_ONE]) if h != POND_ONE_LAST], 1)
    for h, (player, level) in POND_ONE_INCAS.items():
        crop(state, [h], level)
        inca(state, h, player)
    return state


# ---- festival ---------------------------------------------------------------------------------

FESTIVAL_CITY = line(Hex(-4, 3), 0, 9)  # (-4,3) .. (4,3)
FESTIVAL_TEMPLE = Hex(-4, 3)
FESTIVAL_WANTED = "mask+drum"
FESTIVAL_HANDS = [
    ["mask", "mask", "drum"],  # A: three cards worth 1 FP
    ["mask", "drum", "conch"],  # B: two worth 1, one worth 0
    ["mask+drum", "drum", "mask+conch"],  # C: worth 2, 1 and 1
    ["drum+conch", "conch", "conch"],  # D: one card worth 1
]
FESTIVAL_NEXT_UP = "drum+conch"


def festival_city() -> GameState:
    """Four players, each with one Inca in a 9-hex city with a value-8 temple. The face-up card shows
    a sun mask and a drum. A is to play and has made the turn's placement."""
    deck = stacked_deck(FESTIVAL_WANTED, FESTIVAL_HANDS, [FESTIVAL_NEXT_UP])
    state = fresh(4, A, deck=deck)
    village(state, FESTIVAL_CITY, 1)
    temple(state, FESTIVAL_TEMPLE, 8)
    for player, h in enumerate(FESTIVAL_CITY[1:5]):
        inca(state, h, player)
    state.placed = True
    return state


# ---- grand final scoring ----------------------------------------------------------------------

FINAL_CITY = line(Hex(-5, 3), 0, 10)  # (-5,3) .. (4,3)
FINAL_TEMPLE = Hex(4, 3)
FINAL_INCAS = {
    A: {Hex(-5, 3): 3, Hex(-4, 3): 2},
    B: {Hex(-3, 3): 3, Hex(-2, 3): 2, Hex(-1, 3): 1},
    C: {Hex(0, 3): 3, Hex(1, 3): 2},
}
FINAL_FREE = Hex(3, 3)  # an empty city hex at level 2
FINAL_C_OUTSIDE = Hex(3, 2)  # a crop hex beside it with another Inca of C


def final_scoring_city() -> GameState:
    """Three players; a 10-hex city with a value-10 temple: A and C have Incas at levels 3 and 2,
    B at 3, 2 and 1. C has one more Inca just outside, on a crop hex beside an empty city hex at level 2.
    One triple is left in the supply; A is to play, placement still to make."""
    state = fresh(3, A)
    village(state, FINAL_CITY, 1)
    village(state, [FINAL_FREE], 2)
    temple(state, FINAL_TEMPLE, 10)
    for player, incas in FINAL_INCAS.items():
        for h, level in incas.items():
            village(state, [h], level)
            inca(state, h, player)
    crop(state, [FINAL_C_OUTSIDE], 1)
    inca(state, FINAL_C_OUTSIDE, C)
    state.triples = 1
    return state


# ---- the example turn -------------------------------------------------------------------------

TURN_VILLAGE = line(Hex(-6, 0), 0, 3)  # (-6,0) .. (-4,0)
TURN_TRIPLE = Hex(-7, 0)  # rotation 3: crops on the forest border hexes (-8,0) and (-8,1)
TURN_ENTRY = Hex(-8, 0)
TURN_TEMPLE = Hex(-5, 0)
TURN_POND = Hex(-6, -1)
TURN_POND_CROPS = [Hex(-5, -1), Hex(-7, -1)]
TURN_DOUBLE = Hex(-6, -2)  # rotation 0: its crop hex is (-5,-2)
TURN_FACEUP = "mask"


def example_turn_board() -> GameState:
    """Two players; a 3-hex village at (-6,0)..(-4,0) near the forest edge, crops on (-5,-1) and (-7,-1).
    The face-up card shows a sun mask and A holds a sun mask card. A is to play, placement to make."""
    deck = stacked_deck(TURN_FACEUP, [["mask", "drum", "conch"], ["drum", "conch", "drum+conch"]])
    state = fresh(2, A, deck=deck)
    village(state, TURN_VILLAGE, 1)
    crop(state, TURN_POND_CROPS, 1)
    return state
