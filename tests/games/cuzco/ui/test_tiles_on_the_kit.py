"""Kiesling & Kramer's terrain tiles are placed through the shell's pointer kit (cuzco/shell/board_kit),
driven by real posted pygame events: a tile dragged from the toolbar onto a glowing hex, or clicked then
placed; a hex where it does not fit says why and places nothing; the glowing spots are exactly the rules'
legal placements for the tile as it is turned; a right click turns it, a right drag still pans."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.tile_targets import TileBoard
from cuzco.shell.board_kit import BoardPointer

Table = Any  # the conftest's Table: a real App stepped one frame at a time


def _legal(table: Table, tile: str, rotation: int) -> Hex:
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, tile) if a.rotation == rotation)
    return spots[len(spots) // 2]


def _pond(table: Table) -> Hex:
    return table.state.hex(table.state.board.printed_ponds[0])  # a printed pond: no tile goes there


def _motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (1, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons))


def _drag_to(table: Table, start: tuple[int, int], end: tuple[int, int], button: int = 1) -> None:
    """Press at `start`, move (button held) in a few steps to `end`; not released."""
    table.move(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
    for k in range(1, 5):
        x = start[0] + (end[0] - start[0]) * k // 4
        y = start[1] + (end[1] - start[1]) * k // 4
        _motion((x, y), (1, 0, 0) if button == 1 else (0, 0, 1))
        table.step()


def _release(table: Table, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    table.step()


def _tool(table: Table, tile: str) -> tuple[int, int]:
    return table.scene.view.toolbar.tool(tile).rect.center  # type: ignore[no-any-return]


def test_the_tiles_are_the_kits_pieces_and_the_board_its_field(table: Table) -> None:
    scene = table.scene
    assert isinstance(scene.pointer, BoardPointer)
    assert isinstance(scene.pointer.field, TileBoard)
    assert {p.key for p in scene.pointer.pieces} == {"triple", "double", "crop", "village"}
    assert scene.pointer.held == "triple"  # the turn starts with the triple in hand


def test_a_triple_dragged_from_the_toolbar_onto_a_glowing_hex_is_placed(table: Table) -> None:
    table.key(pygame.K_ESCAPE)  # nothing in hand: the drag itself picks the triple up
    assert table.scene.tile_in_hand() is None
    target = _legal(table, "triple", 0)
    _drag_to(table, _tool(table, "triple"), table.pos(target))
    kit = table.scene.pointer
    assert kit.dragging and kit.held == "triple"
    assert kit.hovered is not None and kit.hovered.key == target
    assert table.scene.preview().action == PlaceTerrain("triple", target, 0)  # previewed before the drop
    assert len(table.state.tiles) == 0
    _release(table, table.pos(target))
    state = table.state
    assert len(state.tiles) == 1
    cells = queries.placement_cells(state.board, PlaceTerrain("triple", target, 0))
    assert cells is not None and set(state.tiles[0].cells) == {c for c, _ in cells}
    assert table.scene.tile_in_hand() is None and not kit.dragging


def test_a_double_clicked_in_the_toolbar_then_on_a_hex_is_placed(table: Table) -> None:
    table.click(_tool(table, "double"))
    assert table.scene.tile_in_hand() == ("double", 0)
    table.key(pygame.K_r)
    target = _legal(table, "double", 1)
    table.click_hex(target)
    state = table.state
    assert len(state.tiles) == 1 and state.tiles[0].kind == "double"
    cells = queries.placement_cells(state.board, PlaceTerrain("double", target, 1))
    assert cells is not None and set(state.tiles[0].cells) == {c for c, _ in cells}


def test_a_tile_dragged_where_it_does_not_fit_says_why_and_places_nothing(table: Table) -> None:
    pond = _pond(table)
    reason = table.state.check(PlaceTerrain("triple", pond, 0))
    assert reason is not None
    before = table.state
    _drag_to(table, _tool(table, "triple"), table.pos(pond))
    kit = table.scene.pointer
    assert kit.hovered is not None and kit.hovered.key == pond and kit.hovered_choice() is None
    said = table.scene.preview().reason
    assert said and "pond" in said  # the status line says why, while the tile is over the hex
    assert kit.painter.words and "pond" in kit.painter.words[0]
    _release(table, table.pos(pond))
    assert table.state is before
    assert any("pond" in t.text for t in table.scene.view.toasts.items)  # the drop says why too
    assert table.scene.tile_in_hand() == ("triple", 0) and not kit.dragging  # still in hand, its spots glowing


def test_the_glowing_spots_are_the_rules_legal_placements(table: Table) -> None:
    kit = table.scene.pointer
    for key, tile in ((pygame.K_1, "triple"), (pygame.K_2, "double"), (pygame.K_3, "crop"), (pygame.K_4, "village")):
        table.key(key)
        for _turn in range(6 if tile in ("triple", "double") else 1):
            rotation = table.scene.tile_in_hand()[1]
            legal = {a.hex for a, _ in queries.legal_placements(table.state, tile) if a.rotation == rotation}
            assert legal and kit.glowing() == legal, (tile, rotation)
            table.key(pygame.K_r)


def test_a_right_click_turns_the_tile_and_a_right_drag_pans(table: Table) -> None:
    h = _legal(table, "triple", 0)
    table.click_hex(h, button=3)
    assert table.scene.tile_in_hand() == ("triple", 1)
    assert table.scene.controls.pan_button is None  # the click turned the tile: no pan goes on
    layout = table.scene.view.layout
    origin = layout.origin
    start = table.pos(h)
    _drag_to(table, start, (start[0] + 60, start[1] + 20), button=3)
    _release(table, (start[0] + 60, start[1] + 20), button=3)
    assert layout.origin != origin  # panned
    assert table.scene.tile_in_hand() == ("triple", 1)  # and not turned
    assert table.scene.controls.pan_button is None


def test_shift_wheel_turns_the_tile(table: Table) -> None:
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        table.wheel(-1)
    finally:
        pygame.key.set_mods(0)
    assert table.scene.tile_in_hand() == ("triple", 5)
