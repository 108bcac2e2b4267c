"""The game screen turns real mouse and keyboard events into actions the engine applies."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import EnterInca, PlaceTerrain
from cuzco.games.cuzco.rules.board import EDGE_FOREST
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.input_tools import MoveTool

Table = Any  # the conftest's Table: a real App stepped one frame at a time


def _legal(table: Table, tile: str, rotation: int) -> Hex:
    """A legal anchor hex for `tile` at `rotation`, away from the edges of the view."""
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, tile) if a.rotation == rotation)
    return spots[len(spots) // 2]


def test_turn_starts_with_a_triple_picked(table: Table) -> None:
    assert table.scene.tile_in_hand() == ("triple", 0)


def test_place_a_triple_after_turning_it(table: Table) -> None:
    table.key(pygame.K_r)
    table.key(pygame.K_r)
    assert table.scene.tile_in_hand() == ("triple", 2)
    target = _legal(table, "triple", 2)
    table.click_hex(target)
    state = table.state
    assert len(state.tiles) == 1
    cells = queries.placement_cells(state.board, PlaceTerrain("triple", target, 2))
    assert cells is not None
    assert set(state.tiles[0].cells) == {c for c, _ in cells}
    assert state.ap == 5


def test_right_click_turns_the_tile_and_number_keys_pick_tiles(table: Table) -> None:
    h = _legal(table, "triple", 0)
    table.click_hex(h, button=3)
    assert table.scene.tile_in_hand() == ("triple", 1)
    table.key(pygame.K_2)
    assert table.scene.tile_in_hand() == ("double", 1)  # the turn is kept when switching tiles


def test_illegal_click_leaves_the_state_alone_and_explains(table: Table) -> None:
    pond = table.state.hex(table.state.board.printed_ponds[0])
    before = table.state
    table.click_hex(pond)
    assert table.state is before
    assert any("pond" in t.text for t in table.scene.view.toasts.items)


def test_undo_with_ctrl_z(table: Table) -> None:
    table.click_hex(_legal(table, "triple", 0))
    assert len(table.state.tiles) == 1
    table.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.state.tiles) == 0
    assert table.state.ap == 6


def _forest_triple(table: Table) -> PlaceTerrain:
    """A legal triple whose village hex lies on the forest edge."""
    state = table.state
    for action, cost in queries.legal_placements(state, "triple"):
        c = state.cell(action.hex)
        if cost == 1 and state.board.edge[c] == EDGE_FOREST:
            return action
    raise AssertionError("no forest-edge triple")


def test_bring_an_inca_in_and_move_it(tables: Any) -> None:
    game = tables.new_game()
    table = tables.make_table(game)
    place = _forest_triple(table)
    game.apply(place)
    table.step()
    table.key(pygame.K_e)  # Inca tool: entry hexes light up
    entries = queries.entry_options(table.state)
    assert place.hex in entries
    table.click_hex(place.hex)
    state = table.state
    assert state.inca[state.cell(place.hex)] == 0
    assert isinstance(table.scene.tool, MoveTool)  # the new Inca stays picked up, ready to move on
    dest = min(queries.reachable(state, place.hex), key=lambda h: queries.reachable(state, place.hex)[h])
    table.click_hex(dest)
    state = table.state
    assert state.inca[state.cell(dest)] == 0
    assert state.inca[state.cell(place.hex)] is None


def test_build_a_temple_with_the_temple_tool(tables: Any) -> None:
    game = tables.new_game()
    table = tables.make_table(game)
    place = _forest_triple(table)
    game.apply(place)
    state = game.state
    cells = set(state.tiles[0].cells)
    neighbour = next(
        n
        for n in place.hex.neighbors()
        if state.cell(n) is not None
        and state.cell(n) not in cells
        and state.board.is_site(state.cell(n))
        and state.check(PlaceTerrain("village", n)) is None
    )
    game.apply(PlaceTerrain("village", neighbour))
    game.apply(EnterInca(place.hex))
    table.step()
    table.key(pygame.K_t)
    assert neighbour in table.scene.queries.temple_spots()
    table.click_hex(neighbour)
    if table.scene.picker is not None:  # several values allowed: Enter takes the largest
        table.key(pygame.K_RETURN)
    state = table.state
    assert state.temple[state.cell(neighbour)] == 2
    assert state.players[0].score == 1


def test_drawing_the_face_up_card_by_clicking_it(tables: Any) -> None:
    game = tables.new_game()
    table = tables.make_table(game)
    game.apply(_forest_triple(table))
    table.step()
    hand = len(table.state.players[0].hand)
    table.click(table.scene.view.cards.faceup_rect.center)
    assert len(table.state.players[0].hand) == hand + 1


def test_end_turn_button_passes_the_turn(tables: Any) -> None:
    game = tables.new_game()
    table = tables.make_table(game)
    game.apply(_forest_triple(table))
    table.step()
    end = table.scene.view.toolbar.buttons[-1]
    table.click(end.rect.center)
    _yes_to_ending_with_ap_left(table)
    assert table.state.current == 1
    assert table.scene.tile_in_hand() is not None  # the next player starts with a tile in hand


def _yes_to_ending_with_ap_left(table: Table) -> None:
    """End turn with AP left asks first: say yes."""
    from cuzco.shell.scenes.confirm import ConfirmDialog

    dialog = table.app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.yes is not None
    table.click(dialog.yes.rect.center)


def _village_with_my_inca(table: Table) -> tuple[Hex, Hex]:
    """Ana's triple on the forest edge, a single village beside it, her Inca on the triple's village hex.
    Returns (the Inca's hex, the empty village hex)."""
    game = table.scene.game
    place = _forest_triple(table)
    game.apply(place)
    state = game.state
    cells = set(state.tiles[0].cells)
    neighbour = next(
        n
        for n in place.hex.neighbors()
        if state.cell(n) is not None
        and state.cell(n) not in cells
        and state.board.is_site(state.cell(n))
        and state.check(PlaceTerrain("village", n)) is None
    )
    game.apply(PlaceTerrain("village", neighbour))
    game.apply(EnterInca(place.hex))
    table.step()
    return place.hex, neighbour


def test_leave_is_offered_on_a_border_hex_and_l_takes_the_inca_out(tables: Any) -> None:
    table = tables.make_table(tables.new_game())
    inca, _ = _village_with_my_inca(table)
    table.key(pygame.K_ESCAPE)
    table.click_hex(inca)
    assert isinstance(table.scene.tool, MoveTool)
    assert table.scene.view.toolbar.tool("leave").visible
    reserve = table.state.players[0].reserve
    table.key(pygame.K_l)
    assert table.state.players[0].reserve == reserve + 1
    assert table.state.inca[table.state.cell(inca)] is None


def test_end_turn_offers_a_festival_first(tables: Any) -> None:
    from cuzco.games.cuzco.rules.actions import BuildTemple, DrawCard
    from cuzco.games.cuzco.ui.input_tools import FestivalTool
    from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene

    table = tables.make_table(tables.new_game())
    game = table.scene.game
    _, spot = _village_with_my_inca(table)
    game.apply(BuildTemple(spot, 2))
    game.apply(DrawCard("faceup"))  # the face-up card always matches itself
    table.step()
    assert queries.festival_temples(table.state) == [spot]
    end = table.scene.view.toolbar.buttons[-1]
    table.click(end.rect.center)
    assert table.state.current == 0  # not ended yet: the festival is offered
    assert isinstance(table.scene.tool, FestivalTool)
    table.click_hex(spot)
    assert isinstance(table.app.stack.top, FestivalProposalScene)
    table.key(pygame.K_ESCAPE)  # the proposer changes their mind
    assert table.app.stack.top is table.scene
    table.click(end.rect.center)
    _yes_to_ending_with_ap_left(table)
    assert table.state.current == 1
