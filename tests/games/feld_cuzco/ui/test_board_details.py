"""Details of Feld's Cuzco's board: the die dragged leaves its place in the side panel's dice row; the hint
rings its move on the board too (the die and where it goes) with a tag that says why; a glow on a small
target (a god card in the hand, a dot) is a light line that leaves its face readable."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.ui.hand_draw import card_size, face_size
from cuzco.games.feld_cuzco.ui.hint_marks import hint_rects
from cuzco.games.feld_cuzco.ui.layout import table_scale
from cuzco.games.feld_cuzco.ui.names import short_card
from cuzco.games.feld_cuzco.ui.palette import HINT, seat_colour
from cuzco.shell import i18n
from cuzco.shell.board_kit.draw import glow_width
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px, scaled_by

from .driver import Driver, hinted_table
from .test_tutorial import at_step, open_tutorial


def colour_count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == colour)


def test_a_dragged_die_leaves_its_place_in_the_dice_row() -> None:
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    at_step(d, scene, "exchange_space")
    window = pygame.Surface((1024, 700))
    scene.draw(window)
    die = scene.where.dice[2]
    row = pygame.Rect(scene.side_inner.left, die.top, scene.side_inner.w, die.h)
    red = seat_colour(0)
    before = colour_count(window, row, red)
    assert window.get_at(die.center)[:3] == red and before > 0
    far = scene.zones.spaces[0].center  # the die is carried over the action board
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=die.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=die.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(1, 1), buttons=(1, 0, 0)))
    d.step()
    assert scene.kit.dragging and scene.kit.held == ("die", 2)
    scene.draw(window)
    after = colour_count(window, row, red)
    assert window.get_at(die.center)[:3] != red  # its place is empty while it is carried
    assert before * 0.5 < after < before * 0.8  # two dice of three still shown


def test_the_hint_rings_its_move_on_the_board_with_a_tag_that_says_why() -> None:
    d = Driver()
    scene = hinted_table(d)
    d.step()
    window = pygame.Surface(d.app.screen.get_size())
    scene.draw(window)
    with scaled_by(table_scale(window.get_size())):
        rects = hint_rects(scene.state, scene.hint, scene.zones, scene.where, 0)
        assert len(rects) == 2  # the die to take, in the dice row, and the space it goes to
        for rect in rects:  # each ringed in the hint's colour
            ring = rect.inflate(px(10), px(10))
            assert window.get_at((ring.left, ring.centery))[:3] == HINT
        spot = rects[-1]
        assert window.get_at((spot.centerx, spot.top - px(8)))[:3] == HINT  # the tag above where it goes


def test_a_glow_on_a_small_target_is_lighter_than_on_a_large_one() -> None:
    card = pygame.Rect(0, 0, px(58), px(76))
    space = pygame.Rect(0, 0, px(94), px(90))
    assert glow_width(card, False) == px(2) < glow_width(space, False)
    assert glow_width(card, True) < glow_width(space, True)


def test_a_space_that_takes_one_of_the_dice_does_not_say_not_here_with_nothing_held() -> None:
    """The exchange takes a die of 2 but not the 4: pointed at with no die held, it says what it does;
    holding the 4, why not."""
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    at_step(d, scene, "exchange_space")
    exchange = scene.zones.spaces[3]
    d.move(exchange.center)
    assert not any(line.startswith("Not here") for line in scene.kit.painter.words)
    target = next(t for t in scene.kit.targets if t.key == ("space", 3))
    assert target.why_not(("die", 4)) and not target.why_not(None)


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_word_on_a_god_card_fits_on_the_card(language: str) -> None:
    """A long word ("conocimiento") is set smaller rather than broken in two on the card's face."""
    i18n.set_language(language)
    try:
        for scale in (1.0, 1.2, table_scale((1600, 900)), table_scale((1920, 1080))):
            with scaled_by(scale):
                room = card_size()[0] - px(7)
                for card in range(1, 16):
                    words = short_card(card)
                    size = face_size(words, room)
                    assert all(font(size).size(word)[0] <= room for word in words.split()), (card, words)
    finally:
        i18n.set_language("en")
