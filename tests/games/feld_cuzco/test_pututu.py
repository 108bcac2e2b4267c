"""Module 1 of Feld's Cuzco, the pututus: earned with doubles and triples, spent to change a die."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import Place, apply, check
from cuzco.games.feld_cuzco.rules.flow import start_round

from .builders import asked, started


def test_a_double_takes_a_one_tile_and_a_triple_a_two_tile() -> None:
    state = started(4, pututu=True)
    for seed in range(40):
        state.seed = seed
        state.pututu = [12, 3]
        for p in state.players:
            p.pututu = [0, 0]
        start_round(state, 2)
        for p in state.players:
            most = max(p.dice.count(d) for d in p.dice)
            assert p.pututu == [1 if most == 2 else 0, 1 if most == 3 else 0]


def test_when_tiles_run_short_they_go_in_reverse_player_order() -> None:
    """The example: Ulrich and Beate rolled doubles, one tile is left: Beate, later in the order, takes it."""
    state = started(4, pututu=True)
    for seed in range(200):
        state.seed = seed
        state.pututu = [1, 0]
        for p in state.players:
            p.pututu = [0, 0]
        start_round(state, 2)
        doubles = [s for s in state.order if max(state.players[s].dice.count(d) for d in state.players[s].dice) == 2]
        if len(doubles) >= 2:
            assert state.players[doubles[-1]].pututu[0] == 1
            assert all(state.players[s].pututu[0] == 0 for s in doubles[:-1])
            return
    raise AssertionError("no seed rolled two doubles")


def test_spending_pututus_changes_the_die_before_the_placement_rule() -> None:
    """Beate's example: two +1/-1 tiles turn her 6 into a 4 to reach farming, where a 5 lies."""
    state = started(4, pututu=True)
    seat = state.actor
    state = asked(state, seat, ("place",), phase="dice")
    state.players[seat].dice = [6, 6, 6]
    state.players[seat].pututu = [2, 0]
    state.spaces[3] = [(state.order[1], 5)]
    assert check(state, Place(seat, 6, 3, "farm")) is not None
    assert check(state, Place(seat, 6, 3, "farm", (-1,))) is not None  # a 5 is not lower than 5
    supply = list(state.pututu)
    state = apply(state, Place(seat, 6, 3, "farm", (-1, -1)))
    assert state.tasks[-1] == ("tile", 1, 4) and (seat, 4) in state.spaces[3]
    assert state.players[seat].pututu == [0, 0] and state.pututu == [supply[0] + 2, supply[1]]


def test_a_die_never_goes_below_1_or_above_6_and_tiles_must_be_held() -> None:
    state = started(4, pututu=True)
    seat = state.actor
    state = asked(state, seat, ("place",), phase="dice")
    state.players[seat].dice = [1, 6, 6]
    state.players[seat].pututu = [1, 1]
    assert check(state, Place(seat, 1, 4, "exchange", (-1,))) is not None
    assert check(state, Place(seat, 6, 4, "exchange", (2,))) is not None
    assert check(state, Place(seat, 6, 4, "exchange", (-1, -1))) is not None  # only one +-1 tile
    assert check(state, Place(seat, 6, 4, "exchange", (-2, 1))) is not None  # one way only
    assert check(state, Place(seat, 6, 4, "exchange", (-2, -1))) is None


def test_without_the_module_no_pututu_can_be_spent() -> None:
    state = started(4)
    seat = state.actor
    state = asked(state, seat, ("place",), phase="dice")
    state.players[seat].dice = [4, 4, 4]
    state.players[seat].pututu = [1, 0]
    assert "module" in check(state, Place(seat, 4, 4, "exchange", (1,)))  # type: ignore[operator]
