"""Small things that tripped players up: tool keys, silent clicks, stacked notices, redo,
F11, and the finished board's bar. Each is driven through posted events."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.ui.hud.toast import Toasts
from cuzco.games.cuzco.ui.input_tools import PondTool, SelectTool

Table = Any


def _legal_triple(table: Table) -> Any:
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, "triple") if a.rotation == 0)
    return spots[len(spots) // 2]


def test_pressing_the_key_of_the_tile_in_hand_keeps_it(table: Table) -> None:
    table.key(pygame.K_1)
    table.key(pygame.K_1)
    assert table.scene.tile_in_hand() == ("triple", 0)
    triple = table.scene.view.toolbar.tool("triple")
    table.click(triple.rect.center)
    assert table.scene.tile_in_hand() == ("triple", 0)


def test_pressing_the_key_of_the_tool_in_hand_keeps_it(table: Table) -> None:
    table.click_hex(_legal_triple(table))
    table.key(pygame.K_p)
    table.key(pygame.K_p)
    assert isinstance(table.scene.tool, PondTool)
    table.click(table.scene.view.toolbar.tool("pond").rect.center)
    assert isinstance(table.scene.tool, PondTool)


def test_a_click_that_does_nothing_says_why(table: Table) -> None:
    table.key(pygame.K_ESCAPE)
    assert isinstance(table.scene.tool, SelectTool) and table.scene.tile_in_hand() is None
    before = table.state
    table.click_hex(_legal_triple(table))
    assert table.state is before
    texts = [text for t in table.scene.view.toasts.items for text in t.texts]
    assert any("Nothing selected" in text and "1-4" in text for text in texts)


def test_an_idle_click_with_the_inca_tool_says_where_incas_come_in(table: Table) -> None:
    table.click_hex(_legal_triple(table))
    table.key(pygame.K_e)
    inner = table.state.hex(table.state.board.printed_ponds[0])
    table.click_hex(inner)
    texts = [text for t in table.scene.view.toasts.items for text in t.texts]
    assert texts and all(text for text in texts)


def test_notices_never_stack() -> None:
    toasts = Toasts()
    toasts.show("first")
    toasts.update(1.0)
    toasts.show("second")
    assert [t.texts for t in toasts.items] == [("second",)]
    toasts.show("third, from the same move")
    assert len(toasts.items) == 1 and toasts.items[0].texts == ("second", "third, from the same move")


def test_one_notice_box_on_screen_after_two_refusals(table: Table) -> None:
    pond = table.state.hex(table.state.board.printed_ponds[0])
    table.click_hex(pond)
    table.step(30)
    table.key(pygame.K_l)  # nothing to take out: no notice, but the first one must be the only box
    table.click_hex(table.state.hex(table.state.board.printed_ponds[-1]))
    assert len(table.scene.view.toasts.items) == 1


def test_redo_with_ctrl_y_and_ctrl_shift_z(table: Table) -> None:
    table.click_hex(_legal_triple(table))
    placed = table.state
    assert len(placed.tiles) == 1
    table.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert not table.state.tiles
    table.key(pygame.K_y, mod=pygame.KMOD_CTRL)
    assert len(table.state.tiles) == 1 and table.state.tiles == placed.tiles
    table.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    table.key(pygame.K_z, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert len(table.state.tiles) == 1
    table.key(pygame.K_y, mod=pygame.KMOD_CTRL)  # nothing left to redo: says so, changes nothing
    assert len(table.state.tiles) == 1
    assert any("Nothing to redo" in text for t in table.scene.view.toasts.items for text in t.texts)


def test_a_new_action_forgets_what_could_be_redone(table: Table) -> None:
    table.click_hex(_legal_triple(table))
    table.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    table.key(pygame.K_2)
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, "double") if a.rotation == 0)
    table.click_hex(spots[0])
    assert table.scene.redo_actions == []


def test_f11_toggles_full_screen_at_the_top_left(table: Table) -> None:
    app = table.app
    assert not app.fullscreen
    table.key(pygame.K_F11)
    assert app.fullscreen
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().position == (0, 0)
    table.key(pygame.K_F11)
    assert not app.fullscreen


def test_the_finished_board_hides_the_tools_and_turn_buttons(tables: Any) -> None:
    game = play_game(["greedy", "random"], seed=3)
    assert game.state.is_over
    table = tables.make_table(game)
    table.app.stack.pop() if table.app.stack.top is not table.scene else None
    table.step()
    bar = table.scene.view.toolbar
    assert not any(t.rect.w for t in bar.tools)
    _menu, undo, redo, reset, end = bar.buttons
    assert undo.rect.w == 0 and redo.rect.w == 0 and reset.rect.w == 0
    assert end.label == "Results" and end.enabled


def test_the_dot_legend_shows_while_a_tile_is_in_hand(table: Table) -> None:
    from cuzco.games.cuzco.ui import palette as board_theme

    view = table.scene.view
    assert table.scene.tile_in_hand() is not None
    table.step()
    legend = view.legend_rect
    assert legend is not None and view.frame.board.contains(legend)
    # both dot colours are painted in the legend
    xs, ys = range(legend.left, legend.right, 2), range(legend.top, legend.bottom, 2)
    pixels = {table.pixel((x, y)) for x in xs for y in ys}
    assert board_theme.LEGAL in pixels and board_theme.SUN in pixels
    table.key(pygame.K_ESCAPE)
    assert view.legend_rect is None


def test_a_long_reason_under_the_mouse_stays_inside_the_board() -> None:
    """Regression: in Spanish at 1024x700 the hover reason ran off the board's left edge."""
    from cuzco.games.cuzco.ui.hud import banner
    from cuzco.shell.widgets.text import font

    pygame.init()
    try:
        pygame.display.set_mode((1024, 700))
        area = pygame.Rect(0, 60, 700, 560)
        reason = ("Aquí no: la pieza quedaría colgando sobre un nivel más bajo: todos sus hexágonos deben "
                  "estar a la misma altura")
        blits: list[pygame.Rect] = []

        class Spy(pygame.Surface):
            def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def, override]
                rect = pygame.Rect(dest if isinstance(dest, pygame.Rect) else (*dest, 0, 0))
                blits.append(pygame.Rect(rect.topleft, source.get_size()))
                return super().blit(source, dest, area, special_flags)

        banner.draw_status(Spy((1024, 700)), area, reason, "error")
        assert blits and all(area.contains(r) for r in blits), f"{blits} leave {area}"
        assert blits[-1].h >= 2 * font(22).get_linesize() - 2, "the long reason takes two lines"
        blits.clear()
        banner.draw_status(Spy((1024, 700)), area, "Colocar aquí: 1 PA", "action")  # a short one: one line
        assert blits[-1].h < 2 * font(22).get_linesize()
    finally:
        pygame.quit()
