"""What the board shows: terraces, ghosts, caching, and the hex <-> pixel layout."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.input_tools import SelectTool
from cuzco.games.cuzco.ui.layout import Layout


def _distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b))


def _quiet(table: Any) -> None:
    """No tool, mouse parked off the board: the pixels are the board layer alone."""
    table.scene.set_tool(SelectTool())
    table.move((2, 2))


def test_a_raised_village_looks_different_from_bare_ground(table: Any) -> None:
    h = Hex(0, 0)
    _quiet(table)
    bare = table.pixel(table.pos(h))
    table.state  # noqa: B018  (the fixture's game is the scene's game)
    table.scene.game.apply(PlaceTerrain("village", h))
    table.step()
    raised_pos = table.pos(h)
    assert raised_pos[1] < table.scene.view.layout.hex_to_pixel(h)[1]  # the top is lifted
    village = table.pixel(raised_pos)
    assert _distance(bare, village) > 60
    r, g, b = village
    assert r > g > b  # adobe: warm, not green


def test_crop_and_village_terraces_differ(table: Any) -> None:
    game = table.scene.game
    game.apply(PlaceTerrain("triple", Hex(0, 0), 0))  # village at (0,0), crops east and north-east
    _quiet(table)
    village = table.pixel(table.pos(Hex(0, 0)))
    crop = table.pixel(table.pos(Hex(1, 0)))
    assert crop[1] > crop[0]  # green
    assert _distance(village, crop) > 60


def test_higher_terraces_are_lighter(table: Any) -> None:
    game = table.scene.game
    for h in (Hex(0, 0), Hex(1, 0), Hex(2, 0)):
        game.apply(PlaceTerrain("crop", h))
    game.apply(PlaceTerrain("double", Hex(0, 0), 0))  # over two singles: its crop lands on (1,0) at height 2
    assert game.state.height[game.state.cell(Hex(1, 0))] == 2
    _quiet(table)
    low = table.mean(table.pos(Hex(2, 0)))
    high = table.mean(table.pos(Hex(1, 0)))
    assert sum(high) > sum(low)


def test_the_ghost_is_tinted_green_when_legal_and_red_when_not(table: Any) -> None:
    state = table.state
    spot = sorted(a.hex for a, _ in queries.legal_placements(state, "triple") if a.rotation == 0)[20]
    _quiet(table)
    plain = table.pixel(table.pos(spot))
    table.scene.pick_tile("triple")
    table.move(table.pos(spot))
    lifted = table.scene.view.layout.hex_to_pixel(spot, 1.35)
    legal = table.pixel((round(lifted[0]), round(lifted[1])))
    assert legal != plain
    pond = state.hex(state.board.printed_ponds[0])
    table.move(table.pos(pond))
    assert table.scene.preview().reason  # the engine's reason is shown
    lifted = table.scene.view.layout.hex_to_pixel(pond, 1.35)
    illegal = table.pixel((round(lifted[0]), round(lifted[1])))
    assert illegal[0] > illegal[1]  # red wash
    assert _distance(legal, illegal) > 40


def test_hovering_never_rebuilds_the_board_layer(table: Any) -> None:
    renderer = table.scene.view.renderer
    table.step()
    before = renderer.rebuilds
    for h in (Hex(0, 0), Hex(1, 1), Hex(-3, 2), Hex(4, -2)):
        table.move(table.pos(h))
    table.key(pygame.K_r)
    table.key(pygame.K_LEFT)  # panning only moves the blit
    assert renderer.rebuilds == before
    table.scene.game.apply(PlaceTerrain("triple", Hex(0, 0), 0))
    table.step()
    assert renderer.rebuilds == before + 1


def test_wheel_zooms_and_f_fits(table: Any) -> None:
    layout = table.scene.view.layout
    fitted = layout.size
    table.move(table.scene.view.frame.board.center)
    table.wheel(2)
    assert layout.size > fitted * 1.2
    table.key(pygame.K_f)
    assert abs(layout.size - fitted) < 1e-6


def test_height_numbers_toggle_with_h(table: Any) -> None:
    assert not table.scene.show_heights
    table.key(pygame.K_h)
    assert table.scene.show_heights


def test_layout_round_trip_and_picking_a_raised_hex() -> None:
    layout = Layout(size=30, origin=(400, 300))
    for h in (Hex(0, 0), Hex(3, -2), Hex(-5, 4), Hex(7, 1)):
        x, y = layout.hex_to_pixel(h)
        assert layout.ground_hex(x, y) == h
        x, y = layout.hex_to_pixel(h, 3)
        assert layout.ground_hex(x, y, 3) == h
    tall = Hex(0, 1)  # in front of (0, 0): when raised it hides the hex behind it
    heights = {tall: 4}
    x, y = layout.hex_to_pixel(Hex(0, 0))
    assert layout.pick(x, y, lambda h: heights.get(h, 0), 4) == tall
    x, y = layout.hex_to_pixel(tall, 4)
    assert layout.pick(x, y, lambda h: heights.get(h, 0), 4) == tall


def test_fit_keeps_the_board_inside_the_view() -> None:
    from cuzco.games.cuzco.rules.board import standard_board

    hexes = list(standard_board().hexes)
    for rect in ((0, 70, 700, 530), (0, 90, 3400, 1980)):
        layout = Layout()
        layout.fit(hexes, rect, 3.0)
        left, top, right, bottom = layout.bounds(hexes, 3.0)
        assert left >= rect[0] - 1 and right <= rect[0] + rect[2] + 1
        assert top >= rect[1] - 1 and bottom <= rect[1] + rect[3] + 1
