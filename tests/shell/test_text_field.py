"""The save-name field edits like any text field: select all and replace, delete a word, Home/End, clear."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes.save_dialog import SaveDialog
from cuzco.shell.settings import Settings


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


def post(stack: SceneStack, *events: pygame.event.Event) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typing(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text]


def dialog(screen: pygame.Surface) -> tuple[SceneStack, SaveDialog]:
    stack = SceneStack()
    box = SaveDialog(Game.new(Setup(("Ana", "Bruno"), seed=3)), Settings())
    stack.push(box)
    stack.draw(screen)
    return stack, box


def test_ctrl_a_then_typing_replaces_the_suggested_name(screen: pygame.Surface) -> None:
    stack, box = dialog(screen)
    assert box.input.text.startswith("Ana, Bruno")
    post(stack, key(pygame.K_a, pygame.KMOD_LCTRL), *typing("Evening"))
    assert box.input.text == "Evening"
    post(stack, key(pygame.K_a, pygame.KMOD_LCTRL), key(pygame.K_BACKSPACE))
    assert box.input.text == ""


def test_ctrl_backspace_deletes_a_word_and_home_end_move(screen: pygame.Surface) -> None:
    stack, box = dialog(screen)
    post(stack, key(pygame.K_a, pygame.KMOD_LCTRL), *typing("Friday night game"))
    post(stack, key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL))
    assert box.input.text == "Friday night "
    post(stack, key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL))
    assert box.input.text == "Friday "
    post(stack, key(pygame.K_BACKSPACE))
    assert box.input.text == "Friday"
    post(stack, key(pygame.K_HOME), *typing("Our "))
    assert box.input.text == "Our Friday"
    post(stack, key(pygame.K_END), *typing("!"))
    assert box.input.text == "Our Friday!"
    post(stack, key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_DELETE))
    assert box.input.text == "Our Frida!"


def test_the_clear_cross_empties_the_field(screen: pygame.Surface) -> None:
    stack, box = dialog(screen)
    cross = box.input.clear_rect()
    post(stack, pygame.event.Event(pygame.MOUSEMOTION, pos=cross.center, rel=(0, 0), buttons=(0, 0, 0)))
    stack.draw(screen)
    assert box.input.hover_clear and box.input.clear_tooltip  # the cross says what it does
    post(stack, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=cross.center))
    assert box.input.text == "" and box.input.focused
    post(stack, *typing("New name"))
    assert box.input.text == "New name"


def name_it(stack: SceneStack, text: str) -> None:
    post(stack, key(pygame.K_a, pygame.KMOD_LCTRL), *typing(text))


def test_shift_with_the_arrows_home_and_end_selects(screen: pygame.Surface) -> None:
    stack, box = dialog(screen)
    name_it(stack, "Friday night")
    post(stack, key(pygame.K_LEFT, pygame.KMOD_LSHIFT), key(pygame.K_LEFT, pygame.KMOD_LSHIFT))
    assert box.input.selected_text() == "ht"
    post(stack, *typing("s"))
    assert box.input.text == "Friday nigs"
    post(stack, key(pygame.K_HOME, pygame.KMOD_LSHIFT))
    assert box.input.selected_text() == "Friday nigs"
    post(stack, key(pygame.K_RIGHT))  # the caret goes to the end of the selection, which goes
    post(stack, key(pygame.K_LEFT, pygame.KMOD_LSHIFT | pygame.KMOD_LCTRL))
    assert box.input.selected_text() == "nigs"
    post(stack, key(pygame.K_HOME), key(pygame.K_END, pygame.KMOD_LSHIFT), key(pygame.K_DELETE))
    assert box.input.text == ""


def test_copy_cut_and_paste_go_through_the_clipboard(screen: pygame.Surface) -> None:
    from cuzco.shell.widgets import text_input

    stack, box = dialog(screen)
    name_it(stack, "Ana and Bruno")
    post(stack, key(pygame.K_LEFT, pygame.KMOD_LSHIFT | pygame.KMOD_LCTRL))  # "Bruno"
    post(stack, key(pygame.K_c, pygame.KMOD_LCTRL))
    assert text_input.clipboard_text() == "Bruno" and box.input.text == "Ana and Bruno"
    post(stack, key(pygame.K_HOME), key(pygame.K_v, pygame.KMOD_LCTRL), *typing(" "))
    assert box.input.text == "Bruno Ana and Bruno"
    post(stack, key(pygame.K_END), key(pygame.K_LEFT, pygame.KMOD_LSHIFT | pygame.KMOD_LCTRL))
    post(stack, key(pygame.K_x, pygame.KMOD_LCTRL))
    assert box.input.text == "Bruno Ana and " and text_input.clipboard_text() == "Bruno"
    text_input.copy_text("a long\nline\tpasted " + "x" * 80)  # one line, cut to the field's length
    post(stack, key(pygame.K_a, pygame.KMOD_LCTRL), key(pygame.K_v, pygame.KMOD_LCTRL))
    assert box.input.text.startswith("a long line pasted x") and len(box.input.text) == box.input.max_len


def test_a_click_puts_the_caret_where_it_lands_and_a_drag_selects(screen: pygame.Surface) -> None:
    from cuzco.shell.widgets.text import font

    stack, box = dialog(screen)
    name_it(stack, "Evening game")
    stack.draw(screen)
    field = box.input
    face = font(field.font_size)
    left = field.rect.left + field._shift_x + 10  # where the text begins, as drawn

    def at(i: int) -> tuple[int, int]:
        return (left + face.size(field.text[:i])[0], field.rect.centery)

    post(stack, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at(3)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=at(3)), *typing("_"))
    assert field.text == "Eve_ning game"
    post(stack, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at(9)),
         pygame.event.Event(pygame.MOUSEMOTION, pos=at(13), rel=(1, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=at(13)))
    assert field.selected_text() == "game"
    post(stack, *typing("night"))
    assert field.text == "Eve_ning night"
