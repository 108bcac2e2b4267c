"""The help overlay (F1 or ?) and the game screen's controls say and do the same thing.

Each control the help lists is pressed for real on a game table here, and the
test checks it does what the help line promises.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.ui.input_tools import PondTool, SelectTool
from cuzco.shell.scenes.help_overlay import HelpOverlay, controls


def help_text() -> str:
    return "\n".join(f"{keys} | {what}" for _title, entries in controls() for keys, what in entries)


@pytest.mark.parametrize(
    "keys",
    [
        "1  2  3  4",
        "R, right click, Shift+wheel",
        "E  /  P  /  T",
        "L |",
        "Escape |",
        "H |",
        "F or Home",
        "Arrows,",
        "Mouse wheel",
        "right/middle drag",
        "Ctrl+Z",
        "face-up card",
        "the deck",
        "token chip",
        "F1 or ?",
        "Ctrl+Y",
        "F11",
        "Green dot",
        "Amber dot",
    ],
)
def test_the_help_lists_the_control(keys: str) -> None:
    assert keys in help_text()


def test_the_tile_and_tool_keys_do_what_the_help_says(table: Any) -> None:
    for key, tile in ((pygame.K_2, "double"), (pygame.K_3, "crop"), (pygame.K_4, "village"), (pygame.K_1, "triple")):
        table.key(key)
        assert table.scene.tile_in_hand() == (tile, 0)
    table.key(pygame.K_r)
    assert table.scene.tile_in_hand() == ("triple", 1)
    table.key(pygame.K_r, mod=pygame.KMOD_SHIFT)  # Shift+R turns it back
    assert table.scene.tile_in_hand() == ("triple", 0)
    table.key(pygame.K_p)
    assert isinstance(table.scene.tool, PondTool)
    for key in (pygame.K_e, pygame.K_t):
        table.key(key)  # before the turn's terrain these tools have no target: the key says why
        assert isinstance(table.scene.tool, PondTool)
        assert "placing a terrain" in table.scene.view.toasts.items[-1].texts[-1]
    table.key(pygame.K_ESCAPE)
    assert isinstance(table.scene.tool, SelectTool) and table.scene.tile_in_hand() is None


def test_the_view_keys_do_what_the_help_says(table: Any) -> None:
    view = table.scene.view
    fitted = (view.layout.size, view.layout.origin)
    table.key(pygame.K_LEFT)
    assert view.layout.origin != fitted[1]
    table.move(view.frame.board.center)
    table.wheel(2)
    assert view.layout.size > fitted[0]
    table.key(pygame.K_HOME)
    assert (view.layout.size, view.layout.origin) == fitted
    shown = table.scene.show_heights
    table.key(pygame.K_h)
    assert table.scene.show_heights is not shown


@pytest.mark.parametrize(
    "event",
    [
        {"key": pygame.K_F1, "unicode": ""},
        {"key": pygame.K_SLASH, "unicode": "?", "mod": pygame.KMOD_SHIFT},  # "?" on a US keyboard
        {"key": pygame.K_COMMA, "unicode": "?", "mod": pygame.KMOD_SHIFT},  # ... and on a French one
    ],
)
def test_f1_or_a_question_mark_opens_the_help_and_any_key_closes_it(table: Any, event: dict) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **{"mod": 0, "scancode": 0, **event}))
    table.step()
    overlay = table.app.stack.top
    assert isinstance(overlay, HelpOverlay)
    table.step(20)  # past the guard against the opening key's tail
    table.key(pygame.K_SPACE)
    assert table.app.stack.top is table.scene


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1600, 900)])
def test_the_help_fits_the_window(tables: Any, size: tuple[int, int]) -> None:
    table = tables.make_table(tables.new_game(), size=size)
    table.key(pygame.K_F1)
    overlay = table.app.stack.top
    assert isinstance(overlay, HelpOverlay)
    assert overlay.fits, "every line of the help is on screen"


def test_help_too_long_for_the_window_goes_on_further_pages_that_the_arrows_turn(tables: Any) -> None:
    sections = [(f"Group {g}", [(f"K{g}{r}", f"does thing {g}.{r} " * 3) for r in range(8)]) for g in range(8)]
    table = tables.make_table(tables.new_game(), size=(1024, 700))
    overlay = HelpOverlay(table.app.settings, sections)
    table.app.push(overlay)
    table.step(20)  # past the guard
    assert overlay.pages > 1 and overlay.fits
    lay = overlay.layout((1024, 700))
    shown = [row for page in lay.pages for column in page for _title, rows in column for row in rows]
    assert shown == [row for _title, rows in sections for row in rows], "every row once, in order"
    for page in lay.pages:  # two columns a page at most, each within the panel
        assert len(page) <= 2
        for column in page:
            assert _column_height_ok(column, lay)
    table.key(pygame.K_RIGHT)
    assert overlay.page == 1 and table.app.stack.top is overlay
    table.key(pygame.K_LEFT)
    table.key(pygame.K_LEFT)  # no page before the first
    assert overlay.page == 0
    table.key(pygame.K_SPACE)
    assert table.app.stack.top is table.scene


def _column_height_ok(column: Any, lay: Any) -> bool:
    from cuzco.shell.scenes.help_overlay import _column_height

    what_w = lay.col_w - lay.key_w
    return bool(_column_height(column, what_w, lay.key_w, lay.look) <= lay.panel_h)


def test_a_help_that_fits_has_one_page_and_the_arrow_keys_close_it(tables: Any) -> None:
    table = tables.make_table(tables.new_game(), size=(1600, 900))
    table.key(pygame.K_F1)
    overlay = table.app.stack.top
    assert isinstance(overlay, HelpOverlay)
    table.step(20)
    assert overlay.pages == 1
    table.key(pygame.K_RIGHT)
    assert table.app.stack.top is table.scene
