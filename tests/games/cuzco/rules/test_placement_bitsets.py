"""Every position at once (bit sets) gives the verdicts of the one-by-one check, in the same order.

The plain check is `placement_problem`, the function the engine runs on every placement; here it is put
to every rotation at every hex, on many positions of random games (cities, stacks, Incas and ponds
included), at several AP amounts.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import placement, positions
from cuzco.games.cuzco.rules.actions import EndTurn, PlaceTerrain
from cuzco.games.cuzco.rules.bitboard import NONZERO, equal_to, flags, layout, toward
from cuzco.games.cuzco.rules.board import standard_board
from cuzco.games.cuzco.rules.components import TILE_KINDS
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.regions import region_index
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState

AP_AMOUNTS = (1, 2, 3, 4, 30)


def brute_force(state: GameState, tile: str) -> list[tuple[PlaceTerrain, int]]:
    """Every rotation at every hex put to `placement_problem`, in the order of the cells, then rotations."""
    out = []
    for h in state.board.hexes:
        for rotation in range(6) if tile in ("triple", "double") else (0,):
            action = PlaceTerrain(tile, h, rotation)
            if placement.placement_problem(state, action) is None:
                cells = placement.covered(state.board, action)
                assert cells is not None
                out.append((action, placement.cost(state, cells)))
    return out


def with_ap(state: GameState, ap: int) -> GameState:
    copy = state.copy()
    copy.ap = ap
    return copy


def assert_same_verdicts(state: GameState) -> None:
    unlimited = with_ap(state, 99)
    plain = {tile: brute_force(unlimited, tile) for tile in TILE_KINDS}
    unknown = state.copy()
    unknown._regions = None  # nothing known about this board: each rotation is looked at alone
    for tile in TILE_KINDS:
        assert positions.can_place_anywhere(unknown, tile) == bool(plain[tile]), tile
    for tile in TILE_KINDS:
        assert positions.can_place_anywhere(state, tile) == bool(plain[tile])
    for ap in AP_AMOUNTS:
        limited = with_ap(state, ap)
        for tile in TILE_KINDS:
            expected = [(a, c) for a, c in plain[tile] if c <= ap]
            assert positions.legal_placements(limited, tile) == expected, (tile, ap)
        listed = [a for tile in TILE_KINDS for a, c in plain[tile] if c <= ap]
        assert positions.legal_placement_actions(limited) == listed
    for tile in TILE_KINDS:  # again, now from the per-AP masks a listing keeps
        positions.legal_placements(unknown, tile)
        assert positions.can_place_anywhere(unknown, tile) == bool(plain[tile]), tile


def bot_game_positions(kind: str, seed: int, every: int) -> list[GameState]:
    """Every `every`-th turn position of a 4-player game of computer players (as `cuzco bench` samples)."""
    found: list[GameState] = []
    play_game([kind] * 4, seed, on_action=lambda state, action: found.append(state.copy())
              if state.phase == "turn" else None)
    return found[::every]


@pytest.mark.parametrize(("kind", "seed"), [("random", 3), ("random", 17), ("greedy", 5)])
def test_every_position_at_once_matches_the_one_by_one_check_over_whole_games(kind: str, seed: int) -> None:
    positions = bot_game_positions(kind, seed, 9)
    assert len(positions) > 12
    assert any(sum(1 for r in region_index(s).regions if r.kind == "city") >= 2 for s in positions)
    for state in positions:
        assert_same_verdicts(state)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(0, 320))
def test_every_position_at_once_matches_the_one_by_one_check(seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    game = Game.new(Setup(("A", "B", "C", "D")[:players], seed))
    for _ in range(steps):
        actions = game.state.legal_actions()
        if not actions:
            break
        ends = [a for a in actions if isinstance(a, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.15 else rng.choice(actions))
    assert_same_verdicts(game.state)


def test_the_bit_layout_steps_reach_every_neighbour() -> None:
    board = standard_board()
    lay = layout(board)
    for cell, around in enumerate(board.neighbors):
        for direction, neighbour in enumerate(around):
            moved = toward(lay.bit[neighbour] if neighbour is not None else 0, lay.step[direction]) & lay.cells
            assert moved == (lay.bit[cell] if neighbour is not None else 0)
            target = lay.index[cell] + lay.step[direction]
            if neighbour is None:  # a step off the board lands on no cell
                assert target < 0 or target >= len(lay.cell_at) or lay.cell_at[target] is None


def test_bit_sets_hold_exactly_their_cells() -> None:
    lay = layout(standard_board())
    cells = [0, 5, 152, 153, len(lay.bit) - 1]
    bits = lay.set_of(cells)
    assert sorted(lay.members(bits)) == cells
    assert bin(bits).count("1") == len(cells)
    assert list(flags(0b1011)) == [1, 1, 0, 1]
    assert sorted(lay.members(lay.cells)) == list(range(len(lay.bit)))
    assert lay.site | lay.ring == lay.cells and lay.site & lay.ring == 0



def test_a_bit_that_is_no_cell_is_refused_never_read_as_some_cell() -> None:
    lay = layout(standard_board())
    blank = lay.cell_at.index(None)  # a bit of the blank column: no cell there
    with pytest.raises(ValueError, match="no cell of the board"):
        lay.members(lay.bit[0] | 1 << blank)
    assert lay.members(lay.bit[0]) == [0]


def test_a_byte_image_picks_the_cells_by_value() -> None:
    lay = layout(standard_board())
    values = [(c * 7) % 5 for c in range(len(lay.bit))]
    image = lay.image(values)
    for value in range(5):
        found = lay.where(image, equal_to(value))
        if value == 0:  # bits that are no cell read as 0
            found &= lay.cells
        assert found == lay.set_of(c for c, v in enumerate(values) if v == value)
    assert lay.where(image, NONZERO) == lay.set_of(c for c, v in enumerate(values) if v)
