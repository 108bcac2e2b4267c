"""A new zoom's big images take their memory band by band as they are filled (`render.images`): they must
look exactly like plain surfaces, on the layer and on the screen. And the tile in hand works on its
texture once per frame, however many hexes it covers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render import board as board_render
from cuzco.games.cuzco.ui.render import images, overlays, textures
from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
from cuzco.shell import theme

LOOK = BoardLook(tuple(theme.player_colour(c) for c in theme.DEFAULT_COLOURS[:4]), tuple(theme.MARKS[:4]))


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((640, 480))
    pygame.quit()


def _shown(screen: pygame.Surface, lazy: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[bytes, bytes]:
    """The layer of a played board (RGB) and the screen it was blitted onto, lazy images or plain ones."""
    monkeypatch.setattr(images, "is_lazy", lambda like: lazy and like is not None)
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 5))
    layout = Layout()
    layout.fit(list(game.state.board.hexes), (0, 0, 640, 480), 3.0)
    renderer = BoardRenderer(game.state.board)
    screen.fill((1, 2, 3))
    renderer.draw(screen, game.state, layout, LOOK)
    layer, _ = renderer.layer(game.state, layout, LOOK)
    return pygame.image.tobytes(layer, "RGB"), pygame.image.tobytes(screen, "RGB")


def test_a_layer_on_lazy_images_looks_exactly_like_one_on_plain_surfaces(
    screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert images.is_lazy(screen)  # the usual 32-bit screen: the lazy path is the one tested
    plain = _shown(screen, False, monkeypatch)
    lazy = _shown(screen, True, monkeypatch)
    assert lazy[0] == plain[0]
    assert lazy[1] == plain[1]


def test_a_lazy_image_is_blitted_without_blending(screen: pygame.Surface) -> None:
    image = images.lazy_image((40, 30), screen)
    assert not image.get_flags() & pygame.SRCALPHA
    image.fill((200, 100, 50))
    screen.fill((0, 0, 0))
    screen.blit(image, (0, 0))
    assert screen.get_at((10, 10))[:3] == (200, 100, 50)


def test_a_stretched_zoom_preview_makes_no_new_image_from_notch_to_notch(screen: pygame.Surface) -> None:
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 5))
    layout = Layout()
    layout.fit(list(game.state.board.hexes), (0, 0, 640, 480), 3.0)
    renderer = BoardRenderer(game.state.board)
    renderer.draw(screen, game.state, layout, LOOK)
    spaces = set()
    for _ in range(3):
        layout.zoom_at(1.15, (320, 240))
        assert renderer.draw_preview(screen, layout, screen.get_rect())
        spaces.add(id(renderer._preview_image))
    assert len(spaces) == 1
    assert board_render.PREVIEW_MARGIN > 0


def test_the_tile_in_hand_works_on_its_texture_once_per_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    painter = overlays.OverlayPainter()
    painter._ghost_image(1, 1, True, 30.0, 0.8)  # first tops, so stretched ones can stand in
    calls: list[Any] = []
    monkeypatch.setattr(textures, "advance_field", lambda *args: calls.append(args) or False)
    size = 51.13  # a zoom no other test makes: its texture is not kept yet
    layout = Layout(size, (300.0, 200.0))
    painter._ghost_image(2, 1, True, 30.0, 0.8)
    triple = overlays.Overlay(ghost=[(Hex(0, 0), 1), (Hex(1, 0), 2), (Hex(0, 1), 1)], ghost_height=1)
    surface = pygame.Surface((600, 400))
    painter._draw_ghost(surface, layout, triple)
    assert len(calls) == 1  # three hexes, two terrains, one frame: one budget of work
    painter._draw_ghost(surface, layout, triple)
    assert len(calls) == 2  # and the next frame works on it again
