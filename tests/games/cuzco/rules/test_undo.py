"""Undo (notes: "Turn and AP"): within the turn, back to, never past, the last draw, festival or turn start."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cuzco.games.cuzco.rules.actions import (
    DrawCard,
    EndTurn,
    FestivalPlay,
    FestivalStand,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.errors import IllegalAction
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import inca, line
from tests.games.cuzco.rules.scenes import city, deal_hands, set_faceup, snapshot

CITY = line(Hex(-3, 0), 0, 4)


def new_game(players: int = 2) -> Game:
    return Game(Setup(("A", "B", "C", "D")[:players], seed=11, first_player=0))


def test_undo_within_the_turn_restores_the_exact_state() -> None:
    game = new_game()
    start = snapshot(game.state)
    game.apply(PlaceTerrain("triple", Hex(0, 0), 0))
    placed = snapshot(game.state)
    game.apply(PlacePond(Hex(-4, 0)))
    game.apply(UseToken())
    assert game.undo() == UseToken()
    assert game.undo() == PlacePond(Hex(-4, 0))
    assert game.state == placed
    assert game.undo() == PlaceTerrain("triple", Hex(0, 0), 0)
    assert game.state == start
    assert game.actions == []


def test_nothing_to_undo_at_the_start_of_the_game() -> None:
    game = new_game()
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="nothing to undo: undo stops at the start of the turn, a card draw"):
        game.undo()
    assert game.reset_turn() == 0


def barrier_turn_start() -> tuple[Game, GameState]:
    game = new_game()
    game.apply(PlaceTerrain("crop", Hex(0, 0), 0))
    game.apply(EndTurn())
    return game, snapshot(game.state)


def barrier_draw_deck() -> tuple[Game, GameState]:
    game = new_game()
    game.apply(PlaceTerrain("crop", Hex(0, 0), 0))
    game.apply(DrawCard("deck"))  # a hidden card came out
    return game, snapshot(game.state)


def barrier_draw_faceup() -> tuple[Game, GameState]:
    game = new_game()
    game.apply(PlaceTerrain("crop", Hex(0, 0), 0))
    game.apply(DrawCard("faceup"))  # a new card was turned face up
    return game, snapshot(game.state)


def barrier_festival() -> tuple[Game, GameState]:
    game = new_game()
    state = game.state  # arrange the opening position in place
    city(state, CITY[0], 4, 4)
    inca(state, CITY[1], 0)
    inca(state, CITY[2], 1)
    set_faceup(state, "mask")
    deal_hands(state, {0: ["mask", "mask"], 1: ["mask", "drum"]})
    game.apply(PlaceTerrain("crop", Hex(0, 3), 0))
    bidding = game.apply(ProposeFestival(CITY[0], ("mask",)))
    assert bidding.festival is not None and bidding.actor == 1
    assert not game.can_undo()  # B cannot take back A's proposal, nor anything before it
    game.apply(FestivalPlay(("mask",)))
    assert not game.can_undo()  # a bid shows cards: final as well
    settled = game.apply(FestivalStand())  # A stands at 1: back to B, the last to play; co-organized, B's turn
    assert settled.festival is None and settled.current == 1
    return game, snapshot(game.state)


@pytest.mark.parametrize("barrier", [barrier_turn_start, barrier_draw_deck, barrier_draw_faceup, barrier_festival],
                         ids=["turn-start", "draw-deck", "draw-faceup", "festival"])
def test_undo_stops_at_draw_festival_and_turn_start(barrier: Callable[[], tuple[Game, GameState]]) -> None:
    game, at_barrier = barrier()
    assert not game.can_undo()
    if game.state.must_place:
        game.apply(PlaceTerrain("crop", Hex(2, 3), 0))
    game.apply(PlaceTerrain("crop", Hex(-4, 3), 0))
    game.apply(PlacePond(Hex(-4, 0)))
    assert game.can_undo()
    undone = game.reset_turn()
    assert undone >= 2
    assert game.state == at_barrier
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="undo stops at the start of the turn, a card draw or a festival"):
        game.undo()
