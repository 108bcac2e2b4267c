"""The board view gets the background colour only where the board image leaves it uncovered;
the screen must be exactly what a whole fill of the view before the board gives."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.cuzco.ui import palette
from cuzco.games.cuzco.ui.game_view import ZOOM_SETTLE
from cuzco.games.cuzco.ui.render import board as board_module
from cuzco.games.cuzco.ui.render import overlays


def _filled_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Draw the board the plain way: the whole view filled, then the image over it."""
    draw = board_module.BoardRenderer.draw

    def plain(self, screen, state, layout, look, view=None, settling=False, fill=False):  # type: ignore[no-untyped-def]
        if fill:
            screen.fill(palette.BACKGROUND, view)
        draw(self, screen, state, layout, look, view, settling, False)

    monkeypatch.setattr(board_module.BoardRenderer, "draw", plain)


@pytest.mark.parametrize("notch, pan", [(-1, (0, 0)), (-2, (300, 200)), (-2, (-300, -900)), (2, (-900, -500))])
def test_the_board_view_equals_a_whole_fill_then_the_board(tables: object, notch: int, pan: tuple[int, int]) -> None:
    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    view = table.scene.view
    view.budget.wait_after_ms = 1e9  # the same panels in both frames
    table.move(view.frame.board.center)
    table.wheel(notch)
    view.pan(*pan)
    frame = 0
    while True:  # while the wheel settles, while the new zoom is built, once it is sharp
        table.app.step(0.05)
        settled = not view.renderer.building and table.scene.time - view.zoomed_at >= ZOOM_SETTLE
        if frame in (0, 6) or settled:
            with pytest.MonkeyPatch.context() as held:
                # work spread over frames by the clock (the new zoom's layer, the ghost's texture) waits
                # while the two frames are drawn: they differ only in how the view is filled
                held.setattr(board_module.BoardRenderer, "_advance", lambda *args, **kwargs: False)
                held.setattr(overlays.textures, "advance_field", lambda *args, **kwargs: False)
                table.app.step(0.0)
                screen = pygame.image.tobytes(table.app.screen, "RGB")
                _filled_first(held)
                table.app.step(0.0)
            assert pygame.image.tobytes(table.app.screen, "RGB") == screen, f"frame {frame} differs"
        if settled:
            break
        frame += 1
        assert frame < 10_000, "the new zoom was never built"
