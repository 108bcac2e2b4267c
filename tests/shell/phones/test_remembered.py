"""The "Players' phones" switch is remembered with the new-game forms' other choices, and a game played
with phones that is loaded or continued offers to start them again, or goes on by hand-off."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.shell import persistence, phones, registry
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.phones.session import PhoneSession
from cuzco.shell.scenes import phones_offer as resume
from cuzco.shell.scenes.confirm import ConfirmDialog
from cuzco.shell.scenes.notice import NoticeScene
from cuzco.shell.settings import Settings
from tests.shell.ui_events import click, key, step

FORMS = [NewGameScene, IncanGoldSetupScene]


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), settings=Settings(), fps=None)
    yield app
    phones.stop_all()


def switch_on_and_start(app: App, form: Any) -> Any:
    app.push(form)
    step(app, 2)
    assert form.phones is False
    click(app, form.phones_toggle.rect.center)
    assert form.phones is True
    click(app, form.buttons["start"].rect.center)
    step(app, 2)
    assert isinstance(app.stack.top, PhonesPanel)
    table = app.stack.scenes[-2]
    assert table.phones is not None
    return table


@pytest.mark.parametrize("form", FORMS)
def test_the_switch_is_remembered_with_the_forms_other_choices(app: App, form: Any, tmp_path) -> None:
    switch_on_and_start(app, form(app.settings))
    assert form(app.settings).phones is True  # the next form opens with the switch on
    app.settings.save(tmp_path / "settings.json")
    kept = Settings.load(tmp_path / "settings.json")
    assert kept.new_game == app.settings.new_game and form(kept).phones is True
    spoiled = json.loads((tmp_path / "settings.json").read_text())
    inner = spoiled["new_game"].get("incan-gold", spoiled["new_game"])
    inner["phones"] = "yes"  # not a true or false: the whole set-up is dropped, as any bad field
    problems: list[str] = []
    assert Settings.from_dict(spoiled, problems).new_game == {} and problems


@pytest.mark.parametrize("form", FORMS)
def test_a_set_up_remembered_before_the_switch_existed_opens_with_it_off(app: App, form: Any) -> None:
    switch_on_and_start(app, form(app.settings))
    phones.stop_all()
    older = json.loads(json.dumps(app.settings.new_game))
    inner = older.get("incan-gold", older)
    del inner["phones"]
    problems: list[str] = []
    settings = Settings.from_dict({"new_game": older}, problems)
    assert not problems and form(settings).phones is False


def a_cuzco_game() -> CuzcoGame:
    return CuzcoGame.new(CuzcoSetup(("Ana", "Bo"), seed=5))


def a_gold_game() -> GoldGame:
    return GoldGame(GoldSetup(("Amaru", "Killa", "Inti"), seed=5))


GAMES = [a_cuzco_game, a_gold_game]


def resumed(app: App, make: Any, tmp_path) -> Any:
    """A game marked as played with phones, saved, loaded and opened at the table (the offer is up)."""
    game = make()
    resume.mark(game)
    table = registry.open_game(loaded(game, tmp_path), app.settings)
    app.push(table)
    step(app, 2)
    return table


def loaded(game: Any, tmp_path) -> Any:
    path = tmp_path / "saved.json"
    registry.save(game, path)
    return persistence.load_named(path)


@pytest.mark.parametrize("make", GAMES)
def test_a_game_played_with_phones_says_so_in_its_save_and_nothing_more(app: App, make: Any, tmp_path) -> None:
    game = make()
    table = registry.open_game(game, app.settings)
    table.want_phones = True
    app.push(table)
    step(app, 2)
    session = table.phones
    assert isinstance(session, PhoneSession) and resume.played_with_phones(game)
    text = json.dumps(game.to_json())
    assert '"phones": true' in text
    assert session.code not in text and all(session.server.tokens[s] not in text for s in session.seats)
    assert str(session.server.port) not in text.replace(f'"seed": {game.setup.seed}', "")
    assert resume.played_with_phones(loaded(game, tmp_path))


@pytest.mark.parametrize("make", GAMES)
def test_a_loaded_game_played_with_phones_starts_them_again_when_asked(app: App, make: Any, tmp_path) -> None:
    table = resumed(app, make, tmp_path)
    offer = app.stack.top
    assert isinstance(offer, ConfirmDialog) and table.phones is None
    click(app, offer.yes.rect.center)
    step(app, 2)
    assert isinstance(app.stack.top, PhonesPanel) and table.phones is not None
    assert table.phones.phone_seats == set()  # nobody has scanned yet: every seat plays by hand-off


@pytest.mark.parametrize("make", GAMES)
def test_a_loaded_game_goes_on_by_hand_off_when_the_phones_are_declined(app: App, make: Any, tmp_path) -> None:
    table = resumed(app, make, tmp_path)
    assert isinstance(app.stack.top, ConfirmDialog)
    key(app, 27)  # Escape: no
    step(app, 3)
    assert table.phones is None and not phones.active()
    assert not resume.played_with_phones(table.game)  # its next save no longer asks
    assert not isinstance(app.stack.top, (ConfirmDialog, PhonesPanel))


@pytest.mark.parametrize("make", GAMES)
def test_phones_that_cannot_start_leave_the_game_on_hand_off_and_say_so(app: App, make: Any, tmp_path,
                                                                       monkeypatch) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError("no network here")

    monkeypatch.setattr(PhoneSession, "for_game", refuse)
    table = resumed(app, make, tmp_path)
    click(app, app.stack.top.yes.rect.center)
    step(app, 2)
    assert table.phones is None and isinstance(app.stack.top, NoticeScene)


@pytest.mark.parametrize("make", GAMES)
def test_a_new_game_without_phones_asks_nothing(app: App, make: Any) -> None:
    table = registry.open_game(make(), app.settings)
    app.push(table)
    step(app, 2)
    assert not isinstance(app.stack.top, ConfirmDialog) and table.phones is None
