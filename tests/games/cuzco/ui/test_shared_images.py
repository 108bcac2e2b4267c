"""Images made once and reused must give the very pixels of images made afresh: a cell's sprite made from
its kept walls and top, textures stored in the screen's byte order, the tint tables, and the AP counter's
looks drawn one after another on one kept image."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from cuzco.games.cuzco.ui.hud.ap_counter import APCounter
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render import cell_sprites, textures

SIX = (True, False, True, True, False, False)


@pytest.fixture
def display() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((320, 240))
    pygame.quit()


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("size", [18.0, 42.94])
def test_a_sprite_made_from_its_kept_walls_and_top_equals_one_made_whole(display: pygame.Surface,
                                                                          size: float) -> None:
    layout = Layout(size)
    keys = [
        ("terrace", 3, 1, 0, SIX, False, False),
        ("terrace", 3, 1, 0, (False,) * 6, True, False),  # the same walls and top, other edges
        ("terrace", 3, 1, 0, SIX, False, True),  # with its height number
        ("terrace", 1, 2, 2, (True,) * 6, True, False),
        ("terrace", 9, 2, 1, SIX, False, True),
        ("pond", (True, False, True, False, True, False)),
        ("pond", ()),  # the same water, no rim
    ]
    kept: dict[tuple, object] = {}
    for _round in range(2):  # the second time every part is copied from the kept ones
        for key in keys:
            whole = cell_sprites.terrain_sprite(key, layout)
            shared = cell_sprites.terrain_sprite(key, layout, kept)  # type: ignore[arg-type]
            assert shared.anchor == whole.anchor
            assert _bytes(shared.surface) == _bytes(whole.surface), key
    assert len([k for k in kept if k[0] == "base"]) == 4  # made once each: three terraces, one pond


def test_textures_are_stored_in_the_screens_byte_order_with_their_colours(display: pygame.Surface) -> None:
    top = textures.flat_hex((200, 120, 40, 255), 20.0, 0.8)
    assert top.get_masks()[:3] == display.get_masks()[:3] == (0xFF0000, 0xFF00, 0xFF)
    assert top.get_at((top.get_width() // 2, top.get_height() // 2)) == pygame.Color(200, 120, 40, 255)
    crop = textures.crop_top(2, 1, 20.0, 0.8)
    assert crop.get_masks()[:3] == (0xFF0000, 0xFF00, 0xFF)


@pytest.mark.parametrize("base", [(0, 0, 0), (255, 255, 255), (120, 200, 90), (250, 190, 1), (-3, 300, 196)])
def test_the_tint_tables_equal_each_shade_times_the_colour_clipped(base: tuple[int, int, int]) -> None:
    shades = [textures.SHADE_LO + q * (textures.SHADE_HI - textures.SHADE_LO) / 255 for q in range(256)]
    expected = tuple(bytes(min(255, max(0, int(s * c))) for s in shades) for c in base)
    textures._tint_tables.cache_clear()
    assert textures._tint_tables(base) == expected


def test_one_ap_counter_drawing_look_after_look_equals_each_look_drawn_afresh(tables: object) -> None:
    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    state = table.state
    rect = table.scene.view.frame.ap
    looks = [
        (state, 9, False),  # more than is left: red pips and a long label
        (state, None, True),
        (replace(state, token_used=True), 2, False),
        (state, 3, True),
    ]
    counter = APCounter()  # one counter: each new look is drawn on the image the last one was drawn on
    for s, cost, token_ok in looks:
        reused = pygame.Surface(table.app.screen.get_size(), pygame.SRCALPHA)
        counter.draw(reused, rect, s, cost, 0.0, token_ok)
        fresh = pygame.Surface(table.app.screen.get_size(), pygame.SRCALPHA)
        APCounter().draw(fresh, rect, s, cost, 0.0, token_ok)
        assert _bytes(reused) == _bytes(fresh), (cost, token_ok)


def test_the_board_kept_in_the_screens_format_equals_the_board_drawn_directly_after_every_change(
        display: pygame.Surface) -> None:
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
    from cuzco.shell import theme

    look = BoardLook(tuple(theme.player_colour(c) for c in theme.DEFAULT_COLOURS[:3]), tuple(theme.MARKS[:3]))
    game = Game.new(Setup(("Ana", "Ben", "Cai"), 5))
    bots = [make_bot("greedy", f"5/{i}") for i in range(3)]
    layout = Layout(9.0, (150.0, 110.0))
    view = pygame.Rect(10, 20, 300, 215)  # the layer leaves some of it to the background colour
    renderer = BoardRenderer(game.state.board)
    display.set_clip(view)
    kept_used = 0
    for step in range(120):
        if game.state.is_over:
            break
        game.apply(bots[game.state.actor].choose(game.state))
        display.fill((255, 0, 255))
        renderer.draw(display, game.state, layout, look, view, fill=True)
        kept_used += renderer._view._key is not None
        direct = pygame.Surface(display.get_size(), 0, display)
        direct.set_clip(view)
        BoardRenderer(game.state.board).draw(direct, game.state, layout, look, view, fill=True)
        assert pygame.image.tobytes(display, "RGB") == pygame.image.tobytes(direct, "RGB"), step
        if step == 60:
            layout.origin = (120.0, 95.0)  # a pan: drawn directly, then kept again
    assert kept_used > 100
