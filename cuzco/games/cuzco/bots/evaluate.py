"""How good a position looks to the greedy bot: points scored plus points in prospect.

Each player's total is their score plus what their Incas promise: a village
where they hold the highest position (a temple to build), a city where they
rank first or second (the Grand Final Scoring, weighted by how near the end
is), a pond whose shore they dominate, a few festival cards. The bot's value
of a position is its own total minus half the average of the others', so
hurting a rival counts too, but less than helping itself.

Only public facts are read: the board, the Incas, scores and hand sizes.
`Valuation.inca_delta` answers "what if this Inca stood there" for a few
cells without copying the state, which keeps Inca moves cheap to rank.
"""

from __future__ import annotations

from collections.abc import Iterable

from cuzco.games.cuzco.rules import GameState, queries
from cuzco.games.cuzco.rules.components import FESTIVAL_PRESTIGE, TEMPLE_VALUES, TRIPLES
from cuzco.games.cuzco.rules.queries import Region

OPPONENT_WEIGHT = 0.5
BUILD_PROSPECT = 0.6  # a temple not yet built is worth this share of its PP
PRESENCE = 0.1  # per temple value, for being in a village someone else dominates
ELEVATION = 0.05  # per level of one's highest Inca in a village or city: harder to outbid
FESTIVAL_PROSPECT = 0.3
POND_PROSPECT = 0.5
CARD_VALUES = (0.3, 0.3, 0.25, 0.2, 0.1)  # the n-th card in hand; later ones are worth 0.05

Lists = dict[int, list[int]]


def final_weight(state: GameState, player: int) -> float:
    """How much a first place in a city counts now: little early, fully once the end is set off."""
    if state.players[player].final_scored:
        return 0.0
    if state.end_trigger is not None:
        return 1.0
    return 0.25 + 0.6 * (1 - state.triples / TRIPLES)


def card_value(count: int) -> float:
    return sum(CARD_VALUES[i] if i < len(CARD_VALUES) else 0.05 for i in range(count))


def elevation_lists(state: GameState, cells: Iterable[int], changes: dict[int, int | None] | None = None) -> Lists:
    """Each player's Inca elevations on `cells`, highest first; `changes` overrides owners (None: empty)."""
    lists: Lists = {}
    inca, height = state.inca, state.height
    if changes:
        for c in cells:
            owner = changes.get(c, inca[c])
            if owner is not None:
                lists.setdefault(owner, []).append(height[c])
    else:  # the common case, without a lookup per hex
        for c in cells:
            owner = inca[c]
            if owner is not None:
                lists.setdefault(owner, []).append(height[c])
    for values in lists.values():
        values.sort(reverse=True)
    return lists


def holder(lists: Lists) -> int | None:
    """The player strictly highest (the rules' highest-position comparison is list order)."""
    best: int | None = None
    tied = False
    for p, values in lists.items():
        if best is None or values > lists[best]:
            best, tied = p, False
        elif values == lists[best]:
            tied = True
    return None if tied else best


def ranks(lists: Lists) -> dict[int, int]:
    """1 + the number of players strictly above, for each player in `lists`."""
    out = {}
    for p, mine in lists.items():
        rank = 1
        for other in lists.values():
            if other > mine:
                rank += 1
        out[p] = rank
    return out


def reachable_value(state: GameState, current: int, size: int) -> int:
    """The highest temple value a build or expansion could reach here with the floors left."""
    best = current
    for v in TEMPLE_VALUES:
        if v <= current:
            continue
        if v > size or state.floors.get(v, 0) <= 0:
            break
        best = v
    return best


class Valuation:
    """Every player's total for one state, with cheap what-ifs for Inca positions."""

    def __init__(self, state: GameState, me: int) -> None:
        self.state, self.me = state, me
        n = state.num_players
        self.weights = [final_weight(state, p) for p in range(n)]
        self.regions, self.region_at = _villages_and_cities(state)
        self.lists = [elevation_lists(state, r.cells) for r in self.regions]
        self.ponds = _unscored_pond_groups(state)
        self.pond_at: dict[int, list[int]] = {}
        for i, (_, shore) in enumerate(self.ponds):
            for c in shore:
                self.pond_at.setdefault(c, []).append(i)
        self.totals = [float(p.score) + card_value(len(p.hand)) for p in state.players]
        # each region's and pond's worth as things stand, kept: every what-if subtracts it again
        self.region_worths = [self._region_worth(i, lists) for i, lists in enumerate(self.lists)]
        for worth in self.region_worths:
            self._add(self.totals, worth)
        self.pond_worths = [self._pond_worth(i, self.pond_lists(i, {})) for i in range(len(self.ponds))]
        for worth in self.pond_worths:
            self._add(self.totals, worth)

    def value(self) -> float:
        return self.relative(self.totals)

    def relative(self, totals: list[float]) -> float:
        others = [t for p, t in enumerate(totals) if p != self.me]
        return totals[self.me] - OPPONENT_WEIGHT * sum(others) / max(1, len(others))

    def inca_delta(self, changes: dict[int, int | None]) -> float:
        """Change in value if each cell in `changes` held that player's Inca (None: emptied)."""
        delta = [0.0] * self.state.num_players
        regions = {self.region_at[c] for c in changes if c in self.region_at}
        for i in regions:
            cells = self.regions[i].cells
            lists = elevation_lists(self.state, cells, changes)
            self._add(delta, self._region_worth(i, lists))
            self._add(delta, self.region_worths[i], -1.0)
        groups = {g for c in changes for g in self.pond_at.get(c, ())}
        for g in groups:
            self._add(delta, self._pond_worth(g, self.pond_lists(g, changes)))
            self._add(delta, self.pond_worths[g], -1.0)
        return self.relative(delta)

    # ---- parts -----------------------------------------------------------
    @staticmethod
    def _add(into: list[float], worth: list[float], sign: float = 1.0) -> None:
        for p, w in enumerate(worth):
            into[p] += sign * w

    def _region_worth(self, i: int, lists: Lists) -> list[float]:
        state, region = self.state, self.regions[i]
        out = [0.0] * state.num_players
        if not lists:
            return out
        top = holder(lists)
        for p, values in lists.items():
            out[p] += ELEVATION * values[0]
        if region.temple is None:
            build = reachable_value(state, 0, region.size)
            for p in lists:
                if p == top:
                    out[p] += BUILD_PROSPECT * build / 2 + 0.5 * self.weights[p] * build
                else:
                    out[p] += PRESENCE * build
            return out
        value = state.temple[region.temple]
        for p, rank in ranks(lists).items():
            if rank <= 2:
                out[p] += self.weights[p] * (value if rank == 1 else value // 2)
        if top is not None:
            out[top] += BUILD_PROSPECT * (reachable_value(state, value, region.size) - value) / 2
            if not state.disc[region.temple]:
                out[top] += FESTIVAL_PROSPECT * FESTIVAL_PRESTIGE[value][0]
        return out

    def pond_lists(self, g: int, changes: dict[int, int | None]) -> Lists:
        return elevation_lists(self.state, self.ponds[g][1], changes)

    def _pond_worth(self, g: int, lists: Lists) -> list[float]:
        out = [0.0] * self.state.num_players
        top = holder(lists)
        if top is not None:
            group, shore = self.ponds[g]
            covered = sum(1 for c in shore if self.state.height[c] > 0) / len(shore)
            out[top] = POND_PROSPECT * 3 * len(group) * covered
        return out


# The villages and cities of the last board looked at, with the index of each one's hexes: the positions a
# bot compares are mostly one board with the Incas elsewhere. Keyed on the rules' list of regions, which is
# the same object for as long as the terrain and temples stay the same (it is held here, so its id stays unique).
_LAST_REGIONS: list[tuple[list[Region], list[Region], dict[int, int]]] = []


def _villages_and_cities(state: GameState) -> tuple[list[Region], dict[int, int]]:
    every = queries.regions(state)
    if _LAST_REGIONS and _LAST_REGIONS[0][0] is every:
        return _LAST_REGIONS[0][1], _LAST_REGIONS[0][2]
    regions = [r for r in every if r.kind != "crop"]
    region_at = {c: i for i, r in enumerate(regions) for c in r.cells}
    _LAST_REGIONS[:] = [(every, regions, region_at)]
    return regions, region_at


def _unscored_pond_groups(state: GameState) -> list[tuple[set[int], list[int]]]:
    """(pond cells, shore cells) of each pond group not scored yet."""
    neighbors = state.board.neighbors
    seen: set[int] = set()
    groups = []
    for start in range(state.board.cell_count):
        if not state.pond[start] or state.pond_scored[start] or start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for n in neighbors[todo.pop()]:
                if n is not None and state.pond[n] and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        shore = sorted({n for c in group for n in neighbors[c] if n is not None and n not in group})
        groups.append((group, shore))
    return groups


def evaluate(state: GameState, me: int) -> float:
    return Valuation(state, me).value()
