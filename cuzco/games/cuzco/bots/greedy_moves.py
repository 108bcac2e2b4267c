"""Short lists of promising actions for the greedy bot, one function per kind of action.

Listing every legal action and looking one step ahead on each would cost
thousands of state copies a turn (a triple alone fits in hundreds of ways).
So each kind is first ranked by a cheap estimate, and only the best few go on
to the exact look-ahead in `greedy_bot.py`. A `Candidate` carries a bonus
for what the action prepares but does not score yet (an Inca brought in next
to a village it can then walk into).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import itemgetter

from cuzco.games.cuzco.rules import (
    Action,
    Board,
    BuildTemple,
    DrawCard,
    EnterInca,
    ExpandTemple,
    GameState,
    Hex,
    IllegalAction,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    incas,
    queries,
)
from cuzco.games.cuzco.rules.components import TILE_KINDS, VILLAGE, relics_of
from cuzco.games.cuzco.rules.placement import TILE_TYPES

from .evaluate import Valuation, card_value, holder

GROW_MINE = 2.0  # a village hex added next to a village the bot dominates
GROW_RIVAL = -1.0  # ... next to one a rival dominates
CUT_MINE = -2.0  # a crop laid over a hex of the bot's village
NEAR_POND = 0.5
RAISE_NEAR_INCA = 0.3  # terrain next to an own Inca, at or above it: somewhere to climb
OVERFLOW = 0.5  # per extra AP an overflowing tile costs
OWN_TILE = 0.3  # personal tiles are few: keep them for when they matter
ENTRY_LOOKAHEAD = 0.8  # an entry's reachable prize, discounted: it takes another action
DISTANCE = 0.3  # per hex between an entry and a prize, when ranking entries cheaply
OPPONENT_SHARE = 0.5  # a rival's pond points hurt half as much as own ones help (as in the evaluation)


@dataclass(frozen=True)
class Candidate:
    action: Action
    bonus: float = 0.0
    look_ahead: bool = True  # False: `bonus` is the whole gain (a draw, whose card must stay unseen)


# ---- terrain ------------------------------------------------------------------


def placement_options(state: GameState) -> list[tuple[PlaceTerrain, int]]:
    options: list[tuple[PlaceTerrain, int]] = []
    for tile in TILE_KINDS:
        options.extend(queries.legal_placements(state, tile))
    return options


def interest_maps(state: GameState, val: Valuation) -> tuple[list[float], list[float]]:
    """Per cell: what laying a village hex there is worth, and what laying a crop hex is."""
    me, n = val.me, state.board.cell_count
    neighbors, height = state.board.neighbors, state.height
    village, crop = [0.0] * n, [0.0] * n
    for i, region in enumerate(val.regions):
        top = holder(val.lists[i])
        if top is None:
            continue
        rim = {m for c in region.cells for m in neighbors[c] if m is not None and m not in region.cells}
        for c in rim:
            village[c] += GROW_MINE if top == me else GROW_RIVAL
        if top == me:
            for c in region.cells:
                crop[c] += CUT_MINE
    for g, (group, shore) in enumerate(val.ponds):
        bare = [c for c in shore if height[c] == 0]
        top = holder(val.pond_lists(g, {}))
        for c in bare:
            bonus = NEAR_POND
            if len(bare) == 1 and top is not None:
                bonus += 3 * len(group) * (1 if top == me else -OPPONENT_SHARE)
            village[c] += bonus
            crop[c] += bonus
    for c in range(n):
        if state.inca[c] == me:
            for m in neighbors[c]:
                if m is not None and height[m] >= height[c] and height[m] > 0:
                    village[m] += RAISE_NEAR_INCA
                    crop[m] += RAISE_NEAR_INCA
    return village, crop


_CELL_INDEX: dict[int, dict[tuple[int, int], int]] = {}
# per board: (q, r, tile, rotation) -> (cell, terrain type) per covered hex, worked out once
_SHAPES: dict[int, dict[tuple[int, int, str, int], tuple[tuple[int, int], ...]]] = {}


def _cell_index(board: Board) -> dict[tuple[int, int], int]:
    index = _CELL_INDEX.get(id(board))
    if index is None:
        index = _CELL_INDEX[id(board)] = {(h.q, h.r): c for c, h in enumerate(board.hexes)}
    return index


def _shapes(board: Board) -> dict[tuple[int, int, str, int], tuple[tuple[int, int], ...]]:
    shapes = _SHAPES.get(id(board))
    if shapes is None:
        shapes = _SHAPES[id(board)] = {}
        for h, cell in _cell_index(board).items():
            for tile in TILE_KINDS:
                for rotation in range(6):
                    if tile == "triple":
                        cells: tuple[int, ...] | None = board.triple_cells(cell, rotation)
                    elif tile == "double":
                        cells = board.double_cells(cell, rotation)
                    else:
                        cells = (cell,)
                    shapes[h[0], h[1], tile, rotation] = tuple(zip(cells or (), TILE_TYPES[tile]))
    return shapes


def placement_cells(board: Board, action: PlaceTerrain) -> tuple[tuple[int, int], ...]:
    """(cell, terrain type) per covered hex; like `queries.placement_cells` for a legal placement,
    but looked up in a table keyed on plain values: hashing `Hex` values made this the bot's hottest line."""
    return _shapes(board)[action.hex.q, action.hex.r, action.tile, action.rotation]


def placement_shortlist(state: GameState, val: Valuation, options: list[tuple[PlaceTerrain, int]],
                        keep: int, rng: random.Random, explore: int = 2,
                        maps: tuple[list[float], list[float]] | None = None,
                        anchors: set[int] | None = None) -> list[Candidate]:
    """The `keep` best placements by the cheap estimate, plus `explore` picked at random;
    with `anchors`, only placements whose village hex (or single) lies on one of those cells."""
    board = state.board
    village, crop = maps or interest_maps(state, val)
    index, shapes = _cell_index(board), _shapes(board)
    by_type = [crop] * (VILLAGE + 1)  # a covered hex's terrain type picks the map: village, else crop
    by_type[VILLAGE] = village
    ranked: list[tuple[float, int]] = []
    for i, (action, cost) in enumerate(options):
        h = action.hex
        if anchors is not None and index[h.q, h.r] not in anchors:
            continue
        score = sum([by_type[t][c] for c, t in shapes[h.q, h.r, action.tile, action.rotation]])
        score -= OVERFLOW * (cost - 1) + (OWN_TILE if action.tile != "triple" else 0.0)
        ranked.append((score, i))
    ranked.sort(key=itemgetter(0), reverse=True)  # stable even reversed: ties keep the rules' listing order
    chosen = [i for _, i in ranked[:keep]]
    rest = [i for _, i in ranked[keep:]]
    chosen += rng.sample(rest, min(explore, len(rest)))
    return [Candidate(options[i][0], placement_bonus(state, options[i][0], options[i][1])) for i in chosen]


def hot_anchors(state: GameState, maps: tuple[list[float], list[float]]) -> set[int]:
    """Cells a tile must be anchored on to touch a hex where extra terrain could pay (near villages,
    pond shores): optional placements elsewhere are not even scored, listing them is the costly part."""
    hot = {c for c in range(state.board.cell_count) if maps[0][c] >= 1.0 or maps[1][c] >= 1.0}
    return hot | {m for c in hot for m in state.board.neighbors[c] if m is not None}


def placement_bonus(state: GameState, action: PlaceTerrain, cost: int) -> float:
    """What the evaluation cannot see: spent AP, a personal tile used up, ground raised near own Incas."""
    cells = placement_cells(state.board, action)
    me, neighbors = state.current, state.board.neighbors
    raised = sum(1 for c, _ in cells if any(m is not None and state.inca[m] == me for m in neighbors[c]))
    return 0.1 * raised - OVERFLOW * (cost - 1) - (OWN_TILE if action.tile != "triple" else 0.0)


# ---- Incas ----------------------------------------------------------------------


def _worth_visiting(val: Valuation, cell: int) -> bool:
    return cell in val.region_at or cell in val.pond_at


def move_shortlist(state: GameState, val: Valuation, keep: int) -> list[Candidate]:
    me = val.me
    ranked: list[tuple[float, int, Action]] = []
    hexes = state.board.hexes
    for src in range(state.board.cell_count):
        if state.inca[src] != me:
            continue
        for dst in incas.reachable(state, src, state.ap):  # within the AP left, in cell order as the query lists them
            if not _worth_visiting(val, dst):
                continue
            gain = val.inca_delta({src: None, dst: me})
            if gain > 0:
                ranked.append((gain, -len(ranked), MoveInca(hexes[src], hexes[dst])))
    ranked.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [Candidate(action) for _, _, action in ranked[:keep]]


def prize_map(state: GameState, val: Valuation) -> dict[int, float]:
    """For each empty cell worth standing on: what one more own Inca there would add."""
    prizes = {}
    for c in set(val.region_at) | set(val.pond_at):
        if state.inca[c] is None and not state.temple[c] and state.height[c] > 0:
            gain = val.inca_delta({c: val.me})
            if gain > 0:
                prizes[c] = gain
    return prizes


def entry_shortlist(state: GameState, val: Valuation, keep: int) -> list[Candidate]:
    """Entries ranked by the prizes near them; the best few are checked by walking from them."""
    entries = queries.entry_options(state)
    if not entries:
        return []
    prizes = prize_map(state, val)
    best_prizes = sorted(prizes.items(), key=lambda item: -item[1])[:10]
    ranked: list[tuple[float, int, Hex, float]] = []
    for i, (hex, cost) in enumerate(entries.items()):
        here = prizes.get(state.cell(hex), 0.0)
        near = max((p - DISTANCE * hex.distance(state.hex(c)) for c, p in best_prizes), default=0.0)
        ranked.append((max(here, near) - 0.2 * cost, -i, hex, here))
    ranked.sort(key=lambda item: (item[0], item[1]), reverse=True)
    out = []
    for _, _, hex, here in ranked[:keep]:
        try:
            after = state.apply(EnterInca(hex))
        except IllegalAction:
            continue
        reach = incas.reachable(after, after.cell(hex), after.ap)
        walk = max((prizes.get(c, 0.0) for c in reach), default=0.0)
        out.append(Candidate(EnterInca(hex), ENTRY_LOOKAHEAD * max(0.0, walk - here)))
    return out


# ---- temples, ponds, cards ----------------------------------------------------


def temple_shortlist(state: GameState, val: Valuation) -> list[Candidate]:
    """The highest build or expansion in each village or city the bot dominates."""
    out: list[Candidate] = []
    for i, region in enumerate(val.regions):
        if holder(val.lists[i]) != val.me:
            continue
        if region.temple is not None:
            hex = state.hex(region.temple)
            values = queries.temple_values(state, hex)
            if values:
                out.append(Candidate(ExpandTemple(hex, max(values))))
            continue
        # Build on the lowest free hex: the high ones are where Incas want to stand.
        free = sorted((state.height[c], c) for c in region.cells if state.inca[c] is None)
        if free:
            hex = state.hex(free[0][1])
            values = queries.temple_values(state, hex)
            if values:
                out.append(Candidate(BuildTemple(hex, max(values))))
    return out


def pond_shortlist(state: GameState, val: Valuation, keep: int) -> list[Candidate]:
    """Ponds that score at once (all around is terrain) or enlarge a pond the bot dominates."""
    if state.ponds_left <= 0 or state.ap < 1:
        return []
    board, height = state.board, state.height
    mine = set()
    for g, (group, _) in enumerate(val.ponds):
        if holder(val.pond_lists(g, {})) == val.me:
            mine |= group
    out: list[Candidate] = []
    for c in range(board.site_count):
        if height[c] or state.pond[c] or board.is_border(c):
            continue
        around = [m for m in board.neighbors[c] if m is not None]
        closed = all(height[m] > 0 or state.pond[m] for m in around)
        if closed or any(m in mine for m in around):
            action = PlacePond(state.hex(c))
            if state.check(action) is None:
                out.append(Candidate(action))
        if len(out) >= keep:
            break
    return out


def draw_candidate(state: GameState) -> Candidate | None:
    """A card for festivals: the face-up one if it shows two relics (it matches more often), else the deck."""
    held = len(state.players[state.current].hand)
    gain = card_value(held + 1) - card_value(held)
    faceup = state.faceup
    sources = ("faceup", "deck") if faceup is not None and len(relics_of(faceup)) == 2 else ("deck", "faceup")
    for source in sources:
        action = DrawCard(source)
        if state.check(action) is None:
            return Candidate(action, gain, look_ahead=False)
    return None
