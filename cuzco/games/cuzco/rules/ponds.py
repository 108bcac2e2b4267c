"""Irrigation ponds: placing them, and scoring a pond group once it is surrounded."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message, N_plural

from .errors import short_of_ap
from .journal import add_score, note
from .position import highest_position

if TYPE_CHECKING:
    from .board import Board
    from .state import GameState

PP_PER_POND_HEX = 3


def pond_problem(state: GameState, cell: int | None) -> str | None:
    board = state.board
    if state.ponds_left <= 0:
        return Message(N_("no irrigation ponds are left in the supply"))
    if cell is None or not board.is_site(cell):
        return Message(N_("ponds go on hexes of the site"))
    if board.is_border(cell):
        return Message(N_("ponds cannot go along the border of the site"))
    if state.pond[cell]:
        return Message(N_("a pond is already there"))
    if state.height[cell] > 0:
        return Message(N_("ponds go on empty hexes, never on terrain"))
    if state.ap < 1:
        return short_of_ap(1, 0)
    return None


def pond_cells(state: GameState) -> list[int]:
    """Every site hex where the current player may place a pond now."""
    if state.ponds_left <= 0 or state.ap < 1:
        return []
    height, pond = state.height, state.pond
    return [c for c in _inner_site(state.board) if not pond[c] and not height[c]]


_INNER: dict[int, list[int]] = {}


def _inner_site(board: Board) -> list[int]:
    """Site hexes off the border, in cell order: the only hexes a pond may ever take."""
    if id(board) not in _INNER:
        _INNER[id(board)] = [c for c in range(board.site_count) if not board.is_border(c)]
    return _INNER[id(board)]


def pond_group(state: GameState, start: int) -> set[int]:
    adjacent = state.board.adjacent
    group = {start}
    todo = [start]
    while todo:
        cell = todo.pop()
        for n in adjacent[cell]:
            if state.pond[n] and n not in group:
                group.add(n)
                todo.append(n)
    return group


def shore(state: GameState, group: set[int]) -> set[int]:
    return {n for c in group for n in state.board.adjacent[c] if n not in group}


def score_surrounded_ponds(state: GameState) -> None:
    """Score every unscored pond group whose neighbouring hexes all hold terrain."""
    done: set[int] = set()
    for cell in _closed_ponds(state):
        if not state.pond[cell] or state.pond_scored[cell] or cell in done:
            continue
        group = pond_group(state, cell)
        done |= group
        around = shore(state, group)
        if any(state.height[n] == 0 for n in around):
            continue
        for c in group:
            state.pond_scored[c] = True
        winner = highest_position(state, around)
        size = len(group)
        if winner is None:
            note(state, N_plural("a pond of {n} hex is surrounded: nobody holds the highest position beside it, so "
                                 "nobody scores",
                                 "a pond of {n} hexes is surrounded: nobody holds the highest position beside it, "
                                 "so nobody scores", {"n": size}))
        else:
            add_score(state, winner, PP_PER_POND_HEX * size,
                      "pond", N_plural("highest beside a surrounded pond of {n} hex",
                                       "highest beside a surrounded pond of {n} hexes", {"n": size}))


def _closed_ponds(state: GameState) -> list[int]:
    """Unscored pond hexes with no bare hex beside them, in cell order.

    A group is surrounded only when every one of its hexes is such a hex, so
    only groups holding one need a look; the lowest hex of a surrounded group
    is among them, so groups are still scored in the order of their lowest hex.
    """
    adjacent, pond, scored, height = state.board.adjacent, state.pond, state.pond_scored, state.height
    return [c for c in range(state.board.cell_count)
            if pond[c] and not scored[c] and all(height[n] or pond[n] for n in adjacent[c])]
