"""Incas: entering and leaving at the border, moving across terrain.

A move costs one AP for each step that changes terrain type, whatever the
climbing; the cheapest path counts, found with a 0-1 breadth-first search.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from .board import EDGE_COST

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
        return "you have no Incas left in your reserve"
    need = edge_cost(state, cell)
    if cell is None or need is None:
        return "Incas enter only on a hex along the forest or mountain edge"
    if state.height[cell] == 0:
        return "Incas enter only on terrain, not on an empty hex"
    if state.temple[cell]:
        return "Incas cannot stand on a temple"
    if state.inca[cell] >= 0:
        return "another Inca already stands there"
    if need > state.ap:
        return f"not enough AP: needs {need}, {state.ap} left"
    return None


def leave_problem(state: GameState, cell: int | None) -> str | None:
    if cell is None or state.inca[cell] != state.current:
        return "none of your Incas stands there"
    need = edge_cost(state, cell)
    if need is None:
        return "Incas leave only from a hex along the forest or mountain edge"
    if need > state.ap:
        return f"not enough AP: needs {need}, {state.ap} left"
    return None


def move_costs(state: GameState, start: int, player: int) -> dict[int, int]:
    """Cheapest AP cost from `start` to every hex the Inca could pass, own Incas' hexes included."""
    adjacent = state.board.adjacent
    height, top, temple, inca = state.height, state.top_type, state.temple, state.inca
    best = {start: 0}
    queue: deque[tuple[int, int]] = deque([(0, start)])
    while queue:
        d, cell = queue.popleft()
        if d > best[cell]:
            continue
        for n in adjacent[cell]:
            if height[n] == 0 or temple[n] or (inca[n] >= 0 and inca[n] != player):
                continue
            step = 0 if top[n] == top[cell] else 1
            nd = d + step
            if nd < best.get(n, 1 << 30):
                best[n] = nd
                if step:
                    queue.append((nd, n))
                else:
                    queue.appendleft((nd, n))
    return best


def reachable(state: GameState, start: int) -> dict[int, int]:
    """Hexes the Inca on `start` may end a move on, with the AP each costs (not limited by AP left)."""
    player = state.inca[start]
    if player < 0:
        return {}
    return {c: d for c, d in move_costs(state, start, player).items() if state.inca[c] < 0}


def move_problem(state: GameState, src: int | None, dst: int | None) -> str | None:
    if src is None or state.inca[src] != state.current:
        return "none of your Incas stands there"
    if dst is None:
        return "that hex is not on the board"
    if dst == src:
        return "the Inca is already there"
    if state.height[dst] == 0:
        return "Incas move only on terrain"
    if state.temple[dst]:
        return "Incas cannot stand on a temple"
    if state.inca[dst] >= 0:
        return "another Inca already stands there"
    costs = reachable(state, src)
    if dst not in costs:
        return "no path leads there (Incas cross only terrain, never another player's Incas, temples or ponds)"
    if costs[dst] > state.ap:
        return f"not enough AP: needs {costs[dst]}, {state.ap} left"
    return None


def entry_options(state: GameState) -> dict[int, int]:
    if state.players[state.current].reserve <= 0:
        return {}
    return {c: EDGE_COST[state.board.edge[c]] for c in state.board.border_cells() if entry_problem(state, c) is None}
