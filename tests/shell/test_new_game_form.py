"""The one new-game form (cuzco/shell/scenes/new_game_form.py) that the games' set-ups are built on: the same
parts in the same places in every game, each game adding only its own switches; every part drawn whole and
apart at 1024x700 in both languages with the most seats; Feld's Cuzco's form chooses its first player."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pygame
import pytest

from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.games.feld_cuzco.rules import Game as FeldGame
from cuzco.games.feld_cuzco.rules import Setup as FeldSetup
from cuzco.games.feld_cuzco.ui.setup_scene import FeldSetupScene
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.scenes.new_game_form import NewGameForm
from cuzco.shell.settings import Settings

FORMS: dict[str, Callable[[Settings], NewGameForm]] = {
    "cuzco": NewGameScene, "incan-gold": IncanGoldSetupScene, "feld-cuzco": FeldSetupScene}


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _open(game: str, size: tuple[int, int], language: str, players: int | None = None) -> tuple[App, NewGameForm]:
    i18n.set_language(language)
    app = App(size, settings=Settings(language=language), fps=None)
    form = FORMS[game](app.settings)
    if players is not None:
        form.players = players
    app.push(form)
    app.step(1 / 60)
    return app, form


def _drawn(form: NewGameForm) -> list[tuple[str, pygame.Rect]]:
    assert form.count is not None and form.first_stepper is not None
    parts = [("players", form.count.rect), ("first player", form.first_stepper.rect)]
    parts += [(f"name {i}", box.rect) for i, box in enumerate(form.inputs)]
    parts += [(f"kind {i}", stepper.rect) for i, stepper in enumerate(form.seats)]
    parts += [(f"colours {i}", picker.rect) for i, picker in enumerate(form.pickers)]
    if form.seed_input is not None:
        parts.append(("seed", form.seed_input.rect))
    parts += [(f"switch {key}", toggle.rect) for key, toggle in form.option_toggles.items()]
    if form.phones_toggle is not None:
        parts.append(("phones", form.phones_toggle.rect))
    parts += [(f"button {name}", button.rect) for name, button in form.buttons.items()]
    parts += [(name, rect) for name, rect in form.layout_boxes() if name != "panel"]
    return parts


@pytest.mark.parametrize("game", sorted(FORMS))
@pytest.mark.parametrize("language", ["en", "es"])
def test_every_part_of_the_form_is_drawn_whole_and_apart_at_1024x700_with_the_most_seats(game: str,
                                                                                        language: str) -> None:
    app, form = _open(game, (1024, 700), language, players=FORMS[game](Settings()).MAX_PLAYERS)
    window = app.screen.get_rect()
    assert len(form.inputs) == form.MAX_PLAYERS
    parts = _drawn(form)
    problems = [f"{name} {tuple(rect)} leaves the panel" for name, rect in parts
                if not form.panel.contains(rect)]
    problems += [f"the panel {tuple(form.panel)} leaves the window"] if not window.contains(form.panel) else []
    problems += [f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}" for (a, ra), (b, rb) in itertools.combinations(parts, 2)
                 if ra.colliderect(rb)]
    assert not problems, problems


def test_the_parts_every_game_shares_come_in_the_same_order() -> None:
    for game in FORMS:
        _app, form = _open(game, (1280, 800), "en")
        assert form.count is not None and form.first_stepper is not None
        switches = [*form.option_toggles.values(), *([form.phones_toggle] if form.phones_toggle else [])]
        tops = [form.count.rect.top, form.inputs[0].rect.top, form.inputs[-1].rect.top, form.first_stepper.rect.top,
                min(t.rect.top for t in switches), form.buttons["start"].rect.top]
        assert tops == sorted(tops), game
        assert form.buttons["back"].rect.left < form.buttons["start"].rect.left


def test_a_game_declares_the_phones_switch_and_only_then_the_form_shows_it() -> None:
    _app, incan = _open("incan-gold", (1280, 800), "en")
    assert IncanGoldSetupScene.PHONES and incan.phones_toggle is not None
    assert NewGameScene.PHONES and NewGameScene.COLOURS and not IncanGoldSetupScene.COLOURS  # colours: Cuzco's own
    _app, feld = _open("feld-cuzco", (1280, 800), "en")
    assert FeldSetupScene.PHONES and feld.phones_toggle is not None and feld.form_state()["phones"] is False

    class FeldWithoutPhones(FeldSetupScene):
        PHONES = False

    app = App((1024, 700), settings=Settings(), fps=None)
    form = FeldWithoutPhones(app.settings)
    app.push(form)
    app.step(1 / 60)
    assert form.phones_toggle is None and "phones" not in form.form_state()


def test_feld_form_chooses_the_first_player_and_that_seat_plays_first() -> None:
    app, form = _open("feld-cuzco", (1280, 800), "en")
    form.seed = 11
    assert form.first_stepper is not None and form.first_stepper.value == "random"
    for _ in range(3):  # Random -> seat 1 -> seat 2 -> seat 3
        left, right = form.first_stepper._arrows()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right.center, button=1))
        app.step(1 / 60)
    assert form.first == 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=form.buttons["start"].rect.center, button=1))
    app.step(1 / 60)
    table = app.stack.top
    assert isinstance(table, FeldTableScene)
    assert table.game.setup.first_player == 2 and table.game.state.order[0] == 2


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_feld_setup_first_player_takes_order_token_one_and_the_save_keeps_it(seat: int) -> None:
    game = FeldGame(FeldSetup(("A", "B", "C", "D"), seed=5, first_player=seat))
    assert game.state.order[0] == seat
    again = FeldGame.from_json(game.to_json())
    assert again.setup.first_player == seat and again.state.order == game.state.order
    drawn = FeldGame(FeldSetup(("A", "B", "C", "D"), seed=5))
    assert "first_player" not in drawn.to_json()["setup"]  # older saves and drawn games read as before
    assert sorted(drawn.state.order) == [0, 1, 2, 3]
