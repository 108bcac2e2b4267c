"""The legal-action list and `check` agree everywhere, and the fast answers agree with the plain ones.

Random positions come from random legal play (hypothesis picks the seed and
how far to play). In each, every action of every kind at every hex is put to
`check`, and the accepted ones must be exactly `legal_actions()`. Inca move
costs from the zone search must equal the plain 0-1 breadth-first search.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.components import TEMPLE_VALUES, TILE_KINDS
from cuzco.games.cuzco.rules.engine import card_choices
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.incas import move_costs, reachable
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState

from .builders import fresh, inca, ready, temple, village


def random_position(seed: int, players: int, steps: int) -> GameState:
    rng = random.Random(seed)
    game = Game.new(Setup(("A", "B", "C", "D")[:players], seed))
    for _ in range(steps):
        actions = game.state.legal_actions()
        if not actions:
            break
        ends = [a for a in actions if isinstance(a, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.15 else rng.choice(actions))
    return game.state


def every_action(state: GameState) -> list[Action]:
    """Every action of every kind at every hex (moves only from hexes with an Inca)."""
    hexes = state.board.hexes
    out: list[Action] = [UseToken(), EndTurn(), DrawCard("faceup"), DrawCard("deck"), FestivalStand(), FestivalDrop()]
    for h in hexes:
        out += [PlaceTerrain(t, h, r) for t in TILE_KINDS for r in (range(6) if t in ("triple", "double") else (0,))]
        out += [EnterInca(h), LeaveInca(h), PlacePond(h)]
        out += [BuildTemple(h, v) for v in TEMPLE_VALUES] + [ExpandTemple(h, v) for v in TEMPLE_VALUES]
    for c, owner in enumerate(state.inca):
        if owner is not None:
            out += [MoveInca(hexes[c], d) for d in hexes]
    for c, value in enumerate(state.temple):
        if value:
            out += [ProposeFestival(hexes[c], choice)
                    for choice in card_choices(state.players[state.current].hand, state.faceup)]
    return out


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(0, 260))
def test_legal_actions_are_exactly_the_actions_check_accepts(seed: int, players: int, steps: int) -> None:
    state = random_position(seed, players, steps)
    listed = state.legal_actions()
    assert len(listed) == len(set(listed)), "an action is listed twice"
    accepted = {a for a in every_action(state) if state.check(a) is None}
    if state.festival is None:
        assert accepted == set(listed)
    else:  # bids are listed from the hand; every listed one is accepted, and stand/drop agree
        assert set(listed) >= accepted and all(state.check(a) is None for a in listed)
    for tile in TILE_KINDS:
        with_costs = queries.legal_placements(state, tile)
        assert {a for a, _ in with_costs} == {a for a in listed if isinstance(a, PlaceTerrain) and a.tile == tile}
        assert all(cost == queries.placement_cost(state, a) for a, cost in with_costs)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(20, 300))
def test_zone_move_costs_equal_the_plain_search(seed: int, players: int, steps: int) -> None:
    state = random_position(seed, players, steps)
    for c, owner in enumerate(state.inca):
        if owner is None:
            continue
        plain = {d: cost for d, cost in move_costs(state, c, owner).items() if state.inca[d] is None}
        assert reachable(state, c) == plain
        for limit in (0, 1, 2, 5):
            assert reachable(state, c, limit) == {d: cost for d, cost in plain.items() if cost <= limit}
        assert list(reachable(state, c)) == sorted(plain)
        for d in range(0, len(state.inca), 3):  # one destination asked for alone, as a move's check does
            alone = {d: plain[d]} if d in plain and d != c else {}
            assert reachable(state, c, only=d) == alone
            assert reachable(state, c, 1, only=d) == {k: v for k, v in alone.items() if v <= 1}


def test_temple_options_list_every_build_and_expansion_with_their_values() -> None:
    state = ready(fresh(2, 0))
    row = [Hex(-3, 0), Hex(-2, 0), Hex(-1, 0), Hex(0, 0), Hex(1, 0)]
    village(state, row, 1)
    inca(state, row[4], 0)
    options = queries.temple_options(state)
    assert options == {h: [2, 4] for h in row[:4]}
    other = [Hex(-3, 2), Hex(-2, 2), Hex(-1, 2)]
    village(state, other, 1)
    temple(state, other[0], 2)
    inca(state, other[1], 1)  # B is highest in that city: A may not expand it
    assert queries.temple_options(state) == options
    inca(state, other[2], 0)  # now A and B tie at the top: still nobody holds the highest position
    assert queries.temple_options(state) == options
    state.players[0].score = 0
    state.ap = 0
    assert queries.temple_options(state) == {}
    state.ap = 3
    state.placed = False
    assert queries.temple_options(state) == {}


def test_temple_options_for_a_city_held_alone() -> None:
    state = ready(fresh(2, 0))
    city = [Hex(-3, 2), Hex(-2, 2), Hex(-1, 2), Hex(0, 2)]
    village(state, city, 1)
    temple(state, city[0], 2)
    inca(state, city[3], 0)
    assert queries.temple_options(state) == {city[0]: [4]}
    state.changed_temples.append(state.cell(city[0]))
    assert queries.temple_options(state) == {}
