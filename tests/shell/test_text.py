"""Text helpers: fitting a line into a width, and the font caches.

Fonts and the text drawn with them are forgotten together when pygame quits, so a game
opened again in the same process (the tests, a restart from the menu) starts from clean caches."""

from __future__ import annotations

import pygame

from cuzco.shell import theme
from cuzco.shell.widgets import text


def test_board_labels_are_forgotten_when_pygame_quits_and_work_after_a_restart() -> None:
    pygame.init()
    pygame.display.set_mode((200, 200))
    theme.board_text("7", 14, (255, 255, 255), (0, 0, 0))
    text.render("Pass to Ana", 20)
    assert theme.board_text.cache_info().currsize > 0
    pygame.quit()
    assert theme.board_text.cache_info().currsize == 0
    assert text._render.cache_info().currsize == 0 and text._font.cache_info().currsize == 0
    pygame.init()
    try:
        screen = pygame.display.set_mode((200, 200))
        label = theme.board_text("7", 14, (255, 255, 255), (0, 0, 0))
        screen.blit(label, (0, 0))
        assert label.get_width() > 2
    finally:
        pygame.quit()


def test_clearing_the_text_caches_clears_the_board_labels_too() -> None:
    pygame.init()
    try:
        pygame.display.set_mode((200, 200))
        theme.board_text("3", 12, (255, 255, 255))
        text.clear_caches()  # what a new UI scale does
        assert theme.board_text.cache_info().currsize == 0
    finally:
        pygame.quit()


def test_a_line_shrinks_to_fit_and_is_cut_short_only_at_the_smallest_size() -> None:
    pygame.init()
    try:
        hint = "Begin your turn by placing a terrain"
        wide = text.font(20).size(hint)[0]
        assert text.fit_line(hint, wide, (20, 18)) == (20, hint)
        size, shown = text.fit_line(hint, wide - 4, (20, 18))
        assert size == 18 and shown == hint
        size, shown = text.fit_line(hint, wide // 2, (20, 18))
        assert size == 18 and shown.endswith("…") and text.font(18).size(shown)[0] <= wide // 2
    finally:
        pygame.quit()


def test_wrapped_lines_fit_keep_every_word_and_a_text_that_fits_stays_one_line() -> None:
    pygame.init()
    pygame.display.set_mode((200, 200))
    try:
        long = "Place a triple terrain: drag it to a glowing dot or click one; R or right click turns it"
        f = text.font(22)
        for width in (120, 300, 700, f.size(long)[0], f.size(long)[0] - 1):
            lines = text.wrap(long + "\n" + "Not here", 22, width)
            assert all(f.size(line)[0] <= width for line in lines), width
            assert " ".join(lines[:-1]) == long and lines[-1] == "Not here"
            assert (len(lines) == 2) == (f.size(long)[0] <= width)
    finally:
        pygame.quit()
