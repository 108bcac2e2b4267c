"""The window: demo mode, resizing from 1024x700 to 4K, the frame benchmark."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.shell.main import run


def test_demo_plays_in_the_real_loop_and_exits_cleanly() -> None:
    assert run(demo=True, frames=40) == 0


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900), (3840, 2160)])
def test_hud_fits_the_window(tables: Any, size: tuple[int, int]) -> None:
    table = tables.make_table(tables.new_game(4), size=size)
    view = table.scene.view
    screen = pygame.Rect((0, 0), size)
    f = view.frame
    for part in (f.top, f.right, f.bottom, f.board, f.log):
        assert screen.contains(part)
    assert not f.board.colliderect(f.right) and not f.board.colliderect(f.bottom)
    rects = [t.rect for t in view.toolbar.tools if t.rect.w] + [b.rect for b in view.toolbar.buttons]
    for i, a in enumerate(rects):
        assert f.bottom.contains(a)
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)


def test_resizing_the_window_refits_the_board(tables: Any) -> None:
    table = tables.make_table(tables.new_game())
    before = table.scene.view.layout.size
    table.app.screen = pygame.display.set_mode((1800, 1000), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1800, 1000), w=1800, h=1000))
    table.step()
    assert table.scene.view.frame.right.right == 1800
    assert table.scene.view.layout.size > before


def test_frame_benchmark_reports_percentiles() -> None:
    from cuzco.games.cuzco.ui.benchmark import frame_benchmark

    result = frame_benchmark(800, 600, frames=20)
    assert result["frame_ms_p50"] > 0
    assert result["frame_ms_p99"] >= result["frame_ms_p50"]
    assert result["board_rebuilds"] == 1  # hovering with a tile never rebuilds the board layer
    assert 0 < result["floor_ms_p50"]
    assert 0 < result["change_frame_ms_p50"] <= result["change_frame_ms_p99"]
    assert result["board_changes"] >= 10
    for kind in ("PlaceTerrain", "PlacePond", "BuildTemple"):  # real placements, ponds and temples timed
        assert result[f"changes_{kind}"] >= 1
    assert result["zoom_frames_to_sharp"] >= 2 and result["zoom_frame_ms_max"] > 0


def test_a_large_ui_scale_is_held_back_in_a_small_window(tables: Any) -> None:
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings
    from cuzco.shell.widgets import theme

    settings = Settings()
    settings.ui_scale = 1.75
    App((1024, 700), settings=settings, fps=None)
    assert theme.ui_scale() == 1.0
    App((2560, 1440), settings=settings, fps=None)
    assert theme.ui_scale() == 2.0  # 1.75 grown with the window, capped at the widget maximum
    App((1280, 800), settings=Settings(), fps=None)
    assert theme.ui_scale() == 1.0


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1600, 900), (3840, 2160)])
def test_the_game_log_never_hides_the_valley_until_the_player_opens_it(
    tables: Any, size: tuple[int, int]
) -> None:
    table = tables.make_table(tables.new_game(4), size=size)
    view = table.scene.view
    assert view.log.folded == view.covers_valley(view.frame.log)
    assert not view.covers_valley(view.log.rect), "folded, the log is a strip clear of the valley"
    was = view.log.folded
    table.click(view.log.title_rect.center)
    assert view.log.folded is not was  # a click on its title opens or folds it
