"""Incas: entering and leaving at the border, moving across terrain.

A move costs one AP for each step that changes terrain type, whatever the
climbing; the cheapest path counts, found with a 0-1 breadth-first search.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .board import EDGE_COST
from .errors import short_of_ap
from .regions import region_index

if TYPE_CHECKING:
    from .state import GameState


def edge_cost(state: GameState, cell: int | None) -> int | None:
    """AP to enter or leave at `cell`: 1 on the forest edge, 2 on the mountain edge, None elsewhere."""
    if cell is None or not 0 <= cell < state.board.cell_count:
        return None
    return EDGE_COST.get(state.board.edge[cell])


def entry_problem(state: GameState, cell: int | None) -> str | None:
    player = state.players[state.current]
    if player.reserve <= 0:
        return Message(N_("you have no Incas left in your reserve"))
    need = edge_cost(state, cell)
    if cell is None or need is None:
        return Message(N_("Incas enter only on a hex along the forest or mountain edge"))
    if state.height[cell] == 0:
        return Message(N_("Incas enter only on terrain, not on an empty hex"))
    if state.temple[cell]:
        return Message(N_("Incas cannot stand on a temple"))
    if state.inca[cell] is not None:
        return Message(N_("another Inca already stands there"))
    if need > state.ap:
        return short_of_ap(need, state.ap)
    return None


def no_entry_reason(state: GameState) -> Message | None:
    """Why no Inca of the current player can come in anywhere now (None when one can)."""
    if state.phase != "turn":
        return Message(N_("Incas come in only during a turn"))
    if not state.placed:
        return Message(N_("your turn begins with placing a terrain"))
    if state.players[state.current].reserve <= 0:
        return Message(N_("you have no Incas left in your reserve"))
    border = state.board.border_cells()
    ground = [c for c in border if state.height[c]]
    if not ground:
        return Message(N_("an Inca enters only on an empty border hex that holds terrain, "
                          "and no hex along the forest or mountain edge holds terrain yet"))
    free = [c for c in ground if not state.temple[c] and state.inca[c] is None]
    if not free:
        return Message(N_("an Inca enters only on an empty border hex that holds terrain, "
                          "and every such hex already holds an Inca or a temple"))
    need = min(EDGE_COST[state.board.edge[c]] for c in free)
    if need > state.ap:
        return short_of_ap(need, state.ap)
    return None


def leave_problem(state: GameState, cell: int | None) -> str | None:
    if cell is None or state.inca[cell] != state.current:
        return Message(N_("none of your Incas stands there"))
    need = edge_cost(state, cell)
    if need is None:
        return Message(N_("Incas leave only from a hex along the forest or mountain edge"))
    if need > state.ap:
        return short_of_ap(need, state.ap)
    return None


def passable(state: GameState, player: int) -> list[bool]:
    """Per cell: may an Inca of `player` pass there (terrain, no temple, no other player's Inca)?"""
    return [h > 0 and not t and (i is None or i == player)
            for h, t, i in zip(state.height, state.temple, state.inca)]


def move_costs(state: GameState, start: int, player: int, limit: int | None = None) -> dict[int, int]:
    """Cheapest AP cost from `start` to every hex the Inca could pass, own Incas' hexes included.

    With `limit`, hexes are searched only as far as that many AP: every hex
    within the limit still gets its exact cost, in the same order.
    """
    adjacent = state.board.adjacent
    top = state.top_type
    can_pass = passable(state, player)
    best = {start: 0}
    queue: deque[tuple[int, int]] = deque([(0, start)])
    far = 1 << 30 if limit is None else limit
    while queue:
        d, cell = queue.popleft()
        if d > best[cell] or d > far:
            continue
        kind = top[cell]
        for n in adjacent[cell]:
            if not can_pass[n]:
                continue
            nd = d if top[n] == kind else d + 1
            if nd < best.get(n, 1 << 30):
                best[n] = nd
                if nd == d:
                    queue.appendleft((nd, n))
                else:
                    queue.append((nd, n))
    return best


def reachable(state: GameState, start: int, limit: int | None = None, only: int | None = None) -> dict[int, int]:
    """Hexes the Inca on `start` may end a move on, with the AP each costs, in cell order.

    Not limited by the AP left unless `limit` is given (then only hexes within it).
    With `only`, just that hex is looked for: `{only: cost}` if it is among them, else `{}`.
    Costs come from the zones of the board (see `Zones`); `move_costs` is the
    plain search they must always agree with.
    """
    player = state.inca[start]
    if player is None:
        return {}
    zones = zones_for(state, player)
    home = zones.zone_of[start]
    if home is None:  # an Inca where none may stand (only a hand-built position): search plainly
        found = {c: d for c, d in sorted(move_costs(state, start, player, limit).items())
                 if state.inca[c] is None and (limit is None or d <= limit)}
        return found if only is None else {c: d for c, d in found.items() if c == only}
    if only is None:
        return zones.targets(home, limit)
    there = zones.zone_of[only] if 0 <= only < len(zones.zone_of) and state.inca[only] is None else None
    cost = None if there is None else zones.distance(home, there, limit)
    return {} if cost is None else {only: cost}


class Zones:
    """The hexes an Inca of one player may pass, split into zones of one terrain type.

    Inside a zone a move costs nothing; each step into a neighbouring zone
    costs 1 AP (it changes terrain type). So the cost of a move is the number
    of zone borders crossed on the way, a breadth-first search over zones.
    """

    def __init__(self, state: GameState, player: int) -> None:
        can_pass = passable(state, player)
        adjacent, top = state.board.adjacent, state.top_type
        self.zone_of: list[int | None] = [None] * len(can_pass)
        self.members: list[list[int]] = []
        for cell, ok in enumerate(can_pass):
            if not ok or self.zone_of[cell] is not None:
                continue
            z = len(self.members)
            group = [cell]
            self.zone_of[cell] = z
            todo = [cell]
            while todo:
                c = todo.pop()
                for n in adjacent[c]:
                    if can_pass[n] and self.zone_of[n] is None and top[n] == top[cell]:
                        self.zone_of[n] = z
                        group.append(n)
                        todo.append(n)
            self.members.append(group)
        self.free = [[c for c in group if state.inca[c] is None] for group in self.members]  # where a move may end
        self.links: list[set[int]] = [set() for _ in self.members]
        for z, group in enumerate(self.members):
            for c in group:
                for n in adjacent[c]:
                    other = self.zone_of[n]
                    if other is not None and other != z:
                        self.links[z].add(other)

    def targets(self, home: int, limit: int | None) -> dict[int, int]:
        """Free hexes reachable from zone `home` within `limit` AP (all when None), in cell order, with costs."""
        found = [(c, d) for z, d in self.distances(home, limit).items() for c in self.free[z]]
        found.sort()
        return dict(found)

    def distance(self, home: int, zone: int, limit: int | None) -> int | None:
        """Borders crossed from `home` to `zone`, or None when it is not within `limit` (or not linked at all)."""
        if zone == home:
            return 0
        seen = {home}
        frontier = [home]
        d = 0
        while frontier and (limit is None or d < limit):
            d += 1
            nxt = []
            for z in frontier:
                for other in self.links[z]:
                    if other == zone:
                        return d
                    if other not in seen:
                        seen.add(other)
                        nxt.append(other)
            frontier = nxt
        return None

    def distances(self, home: int, limit: int | None) -> dict[int, int]:
        """Zone -> borders crossed from `home`, for every zone within `limit` (all when None)."""
        dist = {home: 0}
        frontier = [home]
        d = 0
        while frontier and (limit is None or d < limit):
            d += 1
            nxt = []
            for z in frontier:
                for other in self.links[z]:
                    if other not in dist:
                        dist[other] = d
                        nxt.append(other)
            frontier = nxt
        return dist


MAX_CACHED_ZONES = 16


def zones_for(state: GameState, player: int) -> Zones:
    """The zones for `player`, kept with the terrain's facts for this placement of Incas."""
    cache = region_index(state).terrain_facts
    key = ("zones", player, tuple(state.inca))
    found = cache.get(key)
    if found is None:
        stale = [k for k in cache if isinstance(k, tuple) and k[0] == "zones"]
        if len(stale) >= MAX_CACHED_ZONES:
            for k in stale:
                del cache[k]
        found = cache[key] = Zones(state, player)
    assert isinstance(found, Zones)
    return found


def move_problem(state: GameState, src: int | None, dst: int | None) -> str | None:
    if src is None or state.inca[src] != state.current:
        return Message(N_("none of your Incas stands there"))
    if dst is None:
        return Message(N_("that hex is not on the board"))
    if dst == src:
        return Message(N_("the Inca is already there"))
    if state.height[dst] == 0:
        return Message(N_("Incas move only on terrain"))
    if state.temple[dst]:
        return Message(N_("Incas cannot stand on a temple"))
    if state.inca[dst] is not None:
        return Message(N_("another Inca already stands there"))
    costs = reachable(state, src, only=dst)
    if dst not in costs:
        return Message(N_("no path leads there (Incas cross only terrain, never another player's Incas, "
                          "temples or ponds)"))
    if costs[dst] > state.ap:
        return short_of_ap(costs[dst], state.ap)
    return None


def entry_options(state: GameState) -> dict[int, int]:
    """Border hexes where the current player may bring an Inca in now, with the AP each costs."""
    if state.players[state.current].reserve <= 0:
        return {}
    edge, height, temple, inca, ap = state.board.edge, state.height, state.temple, state.inca, state.ap
    # the same tests as entry_problem, in one pass over the border
    return {c: EDGE_COST[edge[c]] for c in state.board.border_cells()
            if height[c] and not temple[c] and inca[c] is None and EDGE_COST[edge[c]] <= ap}
