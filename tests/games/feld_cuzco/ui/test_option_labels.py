"""Feld's Cuzco's option buttons, as a first-time player meets them in the guided round at 1024x700: the
god-card plays offered while placing dice each say what tells them apart first and keep it short enough
to be read whole, at the button's own font size; the whole sentence is the button's tooltip."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import PlayCard
from cuzco.games.feld_cuzco.ui.names import describe, option_label
from cuzco.shell import i18n
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px

from .driver import Driver
from .test_tutorial import at_step, open_tutorial


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_god_card_option_buttons_are_read_whole_and_no_two_say_the_same(language: str) -> None:
    d = Driver((1024, 700))
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_tutorial(d)
    at_step(d, scene, "study_space")  # placing dice, with god cards 06 and 08 in hand: their plays are listed
    state = scene.state
    shown = [(button, action) for button, action in scene.buttons if action is not None]
    assert sum(isinstance(action, PlayCard) for _b, action in shown) >= 3
    for button, action in shown:
        label = option_label(action, state)
        assert button.label == label, f"{button.label!r} is cut short"
        assert button.font_size >= 14
        assert font(button.font_size, True).size(label)[0] <= button.rect.w - px(16), label  # never shrunk
        whole = describe(action, state)
        assert button.tooltip == (whole if whole != label else "")  # the whole sentence, in the tooltip
    labels = [button.label for button, _a in shown]
    assert len(set(labels)) == len(labels), labels
