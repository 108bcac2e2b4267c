"""Kiesling & Kramer's Cuzco: a tool that cannot be used looks disabled and says why (issue 32, points 9, 11,
16 and 18): the deck and the face-up card once two cards were drawn, Undo locked by a card draw, the buttons
during a computer's turn; the phones' box reopens the seats' codes; a refusal and the tutorial's next step
never run together."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.actions import DrawCard
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.i18n import sentences
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.shell.test_tooltips import _cuzco_mid_game


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _show(scene: GameScene, language: str = "en") -> App:
    i18n.set_language(language)
    app = App((1024, 700), settings=Settings(language=language), fps=None)
    app.push(scene)
    for _ in range(3):
        app.step(1 / 60)
    return app


def _two_drawn() -> Game:
    game = _cuzco_mid_game()
    while game.state.draws < 2:
        assert game.state.ap >= 1
        game.apply(DrawCard("deck"))
    return game


@pytest.mark.parametrize("language", ["en", "es"])
def test_after_two_draws_the_deck_and_the_face_up_card_are_greyed_and_say_why(language: str) -> None:
    scene = GameScene(_two_drawn(), hotseat=False)
    app = _show(scene, language)
    cards = scene.view.cards
    limit = "at most two" if language == "en" else "dos"
    for rect in (cards.deck_rect, cards.faceup_rect):
        tip = tooltips.frame.at(rect.center)
        assert limit in tip and ("draw the top one for 1 AP" not in tip), tip
    pixel = app.screen.get_at(cards.deck_rect.center)[:3]
    fresh = GameScene(_cuzco_mid_game(), hotseat=False)
    app2 = _show(fresh, language)
    assert pixel != app2.screen.get_at(fresh.view.cards.deck_rect.center)[:3]  # drawn faded


def test_a_greyed_undo_says_a_card_draw_locked_it() -> None:
    scene = GameScene(_two_drawn(), hotseat=False)
    _show(scene)
    _menu, undo, _redo, reset, _end = scene.view.toolbar.buttons
    assert not undo.enabled and "card was drawn" in undo.tooltip
    assert not reset.enabled and "card was drawn" in reset.tooltip
    assert tooltips.frame.at(undo.rect.center) == undo.tooltip


def test_during_a_computers_turn_the_greyed_buttons_say_whose_turn_it_is() -> None:
    game = Game.new(Setup(("Ana", "Sayri"), 5, 1))  # Sayri, a computer, plays first
    scene = GameScene(game, hotseat=False, bots={1: make_bot("greedy", "x")}, bot_delay=1000)
    _show(scene)
    assert game.state.current == 1
    _menu, undo, redo, reset, end = scene.view.toolbar.buttons
    for button in (undo, redo, reset, end):
        assert not button.enabled
        assert "Your turn" not in button.tooltip and "Sayri" in button.tooltip, button.tooltip


def test_the_phones_box_reopens_the_seats_codes() -> None:
    from cuzco.games.cuzco.ui.game_opening import open_game
    from cuzco.shell.phones.panel import PhonesPanel

    app = App((1024, 700), settings=Settings(), fps=None)
    scene = open_game(Game.new(Setup(("Ana", "Bo"), 4)), app.settings, phones=True)
    app.push(scene)  # type: ignore[arg-type]
    for _ in range(2):
        app.step(1 / 60)
    try:
        assert isinstance(app.stack.top, PhonesPanel)
        while app.stack.top is not scene:  # the codes, then the hand-off to Ana
            app.stack.top.finish(None)
            app.step(1 / 60)
        app.step(1 / 60)
        button = scene.phones_button  # type: ignore[attr-defined]
        assert button is not None and app.screen.get_rect().contains(button.rect)
        assert "QR" in tooltips.frame.at(button.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
        app.step(1 / 60)
        assert isinstance(app.stack.top, PhonesPanel)
    finally:
        scene.stop_phones()  # type: ignore[attr-defined]


def test_a_refusal_and_what_to_do_next_are_two_sentences() -> None:
    assert sentences("Not possible: you may draw at most two festival cards a turn", "Click End turn.") == (
        "Not possible: you may draw at most two festival cards a turn. Click End turn.")
    assert sentences("Done!", "", "Next") == "Done! Next."
