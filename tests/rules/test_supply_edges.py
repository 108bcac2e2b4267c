"""The edges of supplies and setups: the last pond, a deck that has just two cards to give
back, a setup that is not valid, and an undo barrier that is the game's very first action."""

from __future__ import annotations

import pytest

from cuzco.rules.actions import DrawCard, EndTurn, PlacePond, PlaceTerrain
from cuzco.rules.errors import IllegalAction, SaveFileError
from cuzco.rules.hexgrid import Hex
from cuzco.rules.record import Game
from cuzco.rules.setup import Setup, new_game

from .builders import fresh, ready
from .scenes import assert_illegal, assert_legal

NAMES = ("Ana", "Ben")


def test_the_last_pond_of_the_supply_is_placed_then_none_is_left() -> None:
    state = ready(fresh(2, 0))
    state.ponds_left = 1
    after = assert_legal(state, PlacePond(Hex(0, 0)))
    assert after.ponds_left == 0 and after.pond[after.cell(Hex(0, 0))]
    assert_illegal(after, PlacePond(Hex(1, 0)), "no irrigation ponds are left")
    assert PlacePond(Hex(1, 0)) not in after.legal_actions()
    assert not any(isinstance(a, PlacePond) for a in after.legal_actions())


def test_drawing_from_an_empty_deck_with_exactly_two_discards() -> None:
    state = ready(fresh(2, 0))
    state.deck = []
    state.discard = ["drum", "mask"]  # "mask" face up; "drum" is the one card a reshuffle can give
    assert state.check(DrawCard("deck")) is None
    assert DrawCard("deck") in state.legal_actions()
    after = assert_legal(state, DrawCard("deck"))
    assert after.players[0].hand[-1] == "drum"
    assert after.discard == ["mask"] and after.deck == [] and after.reshuffles == 1
    assert_illegal(after, DrawCard("deck"), "there are no cards left to draw")


@pytest.mark.parametrize("first", [-1, 2, 5])
def test_a_first_player_outside_the_table_is_refused(first: int) -> None:
    setup = Setup(NAMES, 0, first)
    assert setup.problem() == "the first player must be one of the players"
    with pytest.raises(ValueError, match="first player"):
        new_game(setup)


@pytest.mark.parametrize("first", [0, 1])
def test_each_real_first_player_is_accepted(first: int) -> None:
    assert Setup(NAMES, 0, first).problem() is None
    assert new_game(Setup(NAMES, 0, first)).current == first


@pytest.mark.parametrize(("names", "fragment"), [
    (("Solo",), "2 to 4 players"),
    (("A", "B", "C", "D", "E"), "2 to 4 players"),
    (("Ana", " "), "needs a name"),
])
def test_an_invalid_setup_is_refused(names: tuple[str, ...], fragment: str) -> None:
    problem = Setup(names).problem()
    assert problem is not None and fragment in problem


def test_a_save_with_an_invalid_setup_is_refused() -> None:
    game = Game.new(Setup(NAMES, 3, 0))
    game.apply(PlaceTerrain("crop", Hex(0, 0)))
    data = game.to_json()
    assert Game.from_json(data).state == game.state
    for key, bad in [("first_player", -1), ("first_player", 2), ("names", ["Solo"]), ("deck", ["mask"] * 30)]:
        broken = dict(data, setup=dict(data["setup"], **{key: bad}))
        with pytest.raises(SaveFileError, match="bad setup"):
            Game.from_json(broken)


def test_an_undo_barrier_as_the_very_first_action_cannot_be_undone() -> None:
    game = Game.new(Setup(NAMES, 0, 0))
    game.states[0].placed = True  # a turn whose placement was waived (nothing fits): drawing comes first
    game.apply(DrawCard("deck"))
    assert game.undo_floor() == 1
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        game.undo()
    assert len(game.actions) == 1


def test_an_end_of_turn_as_the_very_first_action_is_a_barrier_too() -> None:
    game = Game.new(Setup(NAMES, 0, 0))
    game.states[0].placed = True
    game.apply(EndTurn())
    assert game.undo_floor() == 1 and not game.can_undo() and game.reset_turn() == 0
    game.apply(PlaceTerrain("crop", Hex(0, 0)))
    assert game.undo_floor() == 1 and game.can_undo()
    game.undo()
    assert len(game.actions) == 1


def test_every_player_starts_with_the_components_the_box_gives() -> None:
    from cuzco.rules.components import (
        DOUBLES_PER_PLAYER,
        INCAS_PER_PLAYER,
        SINGLE_CROPS_PER_PLAYER,
        SINGLE_VILLAGES_PER_PLAYER,
        TOKENS_PER_PLAYER,
    )

    for p in fresh(4, 0).players:
        assert (p.tokens, p.reserve, p.doubles, p.crops, p.villages) == (
            TOKENS_PER_PLAYER, INCAS_PER_PLAYER, DOUBLES_PER_PLAYER, SINGLE_CROPS_PER_PLAYER,
            SINGLE_VILLAGES_PER_PLAYER)
    assert TOKENS_PER_PLAYER == 3


def test_pond_spots_are_the_ponds_check_accepts() -> None:
    from cuzco.rules import queries

    state = fresh(2, 0)
    assert queries.pond_spots(state) == set()  # the placement comes first
    state = ready(state)
    spots = queries.pond_spots(state)
    assert Hex(0, 0) in spots and len(spots) > 50
    assert spots == {h for h in state.board.hexes if state.check(PlacePond(h)) is None}
