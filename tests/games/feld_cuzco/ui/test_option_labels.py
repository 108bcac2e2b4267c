"""Feld's Cuzco's option buttons, as a first-time player meets them in the guided round at 1024x700: the
god-card plays offered while placing dice each say what tells them apart first and keep it short enough
to be read whole, at the button's own font size; the whole sentence is the button's tooltip."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.rules import PlayCard
from cuzco.games.feld_cuzco.ui.names import describe, option_label
from cuzco.shell import i18n
from cuzco.shell.widgets.text import fit_line, font
from cuzco.shell.widgets.theme import px

from .driver import Driver, settle
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
    at_step(d, scene, "study_space")  # placing dice, with god cards 06 and 08 in hand
    settle(d, scene)
    cards = next(b for b, a in scene.buttons if a is None and b.on_click == scene.open_cards)
    d.click(cards.rect.center)  # their plays are listed behind one button
    settle(d, scene)
    state = scene.state
    shown = [(button, action) for button, action in scene.buttons if action is not None]
    while sum(isinstance(action, PlayCard) for _b, action in shown) < 3:  # the next page, if they need two
        more = next(b for b, a in scene.buttons if a is None and b.on_click == scene.next_page)
        d.click(more.rect.center)
        settle(d, scene)
        shown += [(button, action) for button, action in scene.buttons if action is not None]
    for button, action in shown:
        label = option_label(action, state)
        assert button.label == label, f"{button.label!r} is cut short"
        assert button.font_size >= 14
        assert font(button.font_size, True).size(label)[0] <= button.rect.w - px(16), label  # never shrunk
        whole = describe(action, state)
        assert button.tooltip == (whole if whole != label else "")  # the whole sentence, in the tooltip
    labels = [button.label for button, _a in shown]
    assert len(set(labels)) == len(labels), labels


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_god_card_play_has_a_label_read_whole_in_the_side_panel_at_1024(language: str) -> None:
    d = Driver((1024, 700))
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_tutorial(d)
    at_step(d, scene, "study_space")
    width = scene.side_inner.w - px(18)  # what an option button leaves its label
    state = scene.state
    targets: dict[int, list[tuple[int, ...]]] = {
        2: [(0,), (0, 2), (1, 3)], 4: [(103, 0), (103, 1), (55, 0)], 9: [(0, 0, 2), (0, 1, 2), (1, 0, 11)]}
    plays = [PlayCard(0, card, medal, target) for card in range(1, 16) if card != 6
             for target in targets.get(card, [()]) for medal in (False, True)]
    plays += [a for a in scene.legal() if isinstance(a, PlayCard) and a.card == 6]
    labels = [option_label(a, state) for a in plays]
    for label in labels:
        assert fit_line(label, width, (17, 16, 15, 14), bold=True)[1] == label, label
    assert len(set(labels)) == len(labels)


@pytest.mark.parametrize("language", ["en", "es"])
def test_while_a_die_waits_for_its_space_the_god_cards_wait_behind_one_button(language: str) -> None:
    """Placing a die, the board's glowing spaces come first: the god cards' plays (24 in this turn of the
    guided round) sit behind one button that counts them; Escape or a space clicked puts them away."""
    import pygame

    d = Driver((1024, 700))
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_tutorial(d)
    at_step(d, scene, "study_space")
    settle(d, scene)
    plays = [a for a in scene.legal() if isinstance(a, PlayCard)]
    assert len(plays) > 4 and not any(isinstance(a, PlayCard) for _b, a in scene.buttons)
    cards = next(b for b, a in scene.buttons if a is None and b.on_click == scene.open_cards)
    assert cards.label == i18n.ngettext("God cards: {n} way to play one", "God cards: {n} ways to play one",
                                        len(plays)).format(n=len(plays))
    d.click(cards.rect.center)
    settle(d, scene)
    # (at 1024x700 the folded game log under the options leaves room for two a page)
    assert sum(isinstance(a, PlayCard) for _b, a in scene.buttons) >= 2 and scene.cards_open
    d.key(pygame.K_ESCAPE)  # back to the dice, not the menu
    settle(d, scene)
    assert d.top is scene and not scene.cards_open
    assert not any(isinstance(a, PlayCard) for _b, a in scene.buttons)
    d.click(cards.rect.center)
    settle(d, scene)
    from cuzco.games.feld_cuzco.rules import Place

    space = next(a.space for a in scene.coach.wanted() if isinstance(a, Place))  # the lesson's space
    d.click(scene.zones.spaces[space].center)  # clicked while the cards are listed
    settle(d, scene)
    assert scene.space == space and not scene.cards_open
