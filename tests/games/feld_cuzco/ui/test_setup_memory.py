"""Feld's Cuzco's new-game form remembers its last start in the settings, driven by posted events: it opens as
it was left after the settings are saved and read again; a damaged or partial memory is dropped (the form opens
with its defaults) and leaves the other games' set-ups alone; the guided first round does not overwrite it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.ui import setup_memory as cuzco_memory
from cuzco.games.feld_cuzco.ui.setup_scene import DEFAULT_NAMES, FeldSetupScene
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.games.incan_gold.ui import setup_memory as incan_memory
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings

from . import driver
from .driver import Driver, arrow, open_form, table_of

INCAN = {"players": 5, "seats": ["human", "easy", "hard", "normal", "easy", "easy", "easy", "easy"],
         "names": ["Ana", "Bo", "Cy", "Di", "Ed", "Fa", "Gu", "Hu"], "diamant": True, "first": 2, "phones": False}
CUZCO = {"count": 2, "names": ["A", "B", "C", "D"], "colours": ["red", "blue", "green", "yellow"],
         "computer": [False] * 4, "seats": ["human"] * 4, "first": "random"}
FELD = {"players": 4, "seats": ["human", "hard", "human", "easy"], "names": ["Wayra", "", "Inti", "Sisa"],
        "pututu": True, "card13": True}


class Loaded(Driver):
    """The app started with these settings (as it is after reading the settings file)."""

    def __init__(self, settings: Settings, size: tuple[int, int] = (1280, 800)) -> None:
        settings.animation_speed = 0.0
        self.app = App(size, settings=settings, fps=None)
        self.app.push(MenuScene(self.app.settings))
        self.step(2)


def open_as_is(d: Driver) -> FeldSetupScene:
    """The form from the menu through the game chooser, touched in nothing, after one frame."""
    form = driver.open_as_is(d)
    d.step()
    return form


def retype(d: Driver, form: FeldSetupScene, seat: int, text: str) -> None:
    box = form.inputs[seat]
    d.click(box.rect.center)
    for _ in range(len(box.text)):
        d.key(pygame.K_BACKSPACE)
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    d.step()
    assert box.text == text


def assert_defaults(form: FeldSetupScene) -> None:
    assert form.players == 3 and form.kinds == ["human", "normal", "normal", "easy"]
    assert [box.text for box in form.inputs] == list(DEFAULT_NAMES[:3])  # a box for each seat in play
    assert form.names == list(DEFAULT_NAMES)
    assert form.module is not None and form.card13 is not None
    assert not form.pututu and not form.module.value
    assert not form.card13_any_village and not form.card13.value


def settings_file(cuzco_home: Path) -> Path:
    path = Path(paths.settings_path())
    assert cuzco_home in path.parents  # the test's own data directory, never the real home
    return path


def test_the_form_opens_as_it_was_last_started_after_the_settings_are_saved_and_read(cuzco_home: Path) -> None:
    d = Driver()
    form = open_form(d, 4, {0, 2}, level="hard")
    retype(d, form, 1, "Wayra")
    retype(d, form, 3, "")  # an emptied box plays its default name, and is remembered with it
    assert form.module is not None and form.card13 is not None
    d.click(form.module.rect.center)
    d.click(form.card13.rect.center)
    assert form.pututu and form.card13_any_village
    d.key(pygame.K_RETURN)  # Start
    assert isinstance(d.top, FeldTableScene)
    path = settings_file(cuzco_home)
    assert json.loads(path.read_text())["new_game"]["feld-cuzco"]["names"][1] == "Wayra"

    again = Loaded(Settings.load(path))
    form = open_as_is(again)
    assert form.players == 4 and form.kinds == ["human", "hard", "human", "hard"]
    assert [box.text for box in form.inputs] == ["Amaru", "Wayra", "Inti", "Sisa"]
    assert [stepper.value for stepper in form.seats] == ["human", "hard", "human", "hard"]
    assert form.count is not None and form.count.value == 4
    assert form.module is not None and form.module.value and form.pututu
    assert form.card13 is not None and form.card13.value and form.card13_any_village
    again.key(pygame.K_RETURN)  # started as it opened
    game = table_of(again).game
    assert game.setup.names == ("Amaru", "Wayra", "Inti", "Sisa")
    assert game.setup.pututu and game.setup.card13_any_village
    assert game.meta["bots"] == {"1": "hard", "3": "hard"}


def test_the_guided_first_round_leaves_the_remembered_setup_as_it_was(cuzco_home: Path) -> None:
    path = settings_file(cuzco_home)
    Settings(new_game={"feld-cuzco": dict(FELD)}).save(path)
    before = path.read_text()
    d = Loaded(Settings.load(path))
    form = open_as_is(d)
    assert form.players == 4 and form.pututu
    d.click(arrow(form.count, -1))  # 3 players, pututu off: then the guided round, not Start
    assert form.module is not None
    d.click(form.module.rect.center)
    assert form.players == 3 and not form.pututu
    d.click(form.buttons["guided"].rect.center)
    assert not isinstance(d.top, FeldSetupScene)
    assert d.app.settings.new_game == {"feld-cuzco": FELD}
    assert path.read_text() == before


def test_an_old_setup_without_the_card13_switch_opens_with_it_off(cuzco_home: Path) -> None:
    path = settings_file(cuzco_home)
    old = {k: v for k, v in FELD.items() if k != "card13"}
    path.write_text(json.dumps({"new_game": {"feld-cuzco": old}}))
    d = Loaded(Settings.load(path))
    form = open_as_is(d)
    assert form.players == 4 and form.pututu and form.module is not None and form.module.value
    assert form.card13 is not None and not form.card13.value and not form.card13_any_village
    d.key(pygame.K_RETURN)
    assert not table_of(d).game.setup.card13_any_village


def _without(key: str) -> dict[str, Any]:
    return {k: v for k, v in FELD.items() if k != key}


BAD: dict[str, Any] = {
    "not an object": "4 players",
    "a list": [4, "human"],
    "nothing": None,
    "players as text": {**FELD, "players": "4"},
    "players as a float": {**FELD, "players": 4.0},
    "players as a bool": {**FELD, "players": True},
    "one player": {**FELD, "players": 1},
    "five players": {**FELD, "players": 5},
    "an unknown level": {**FELD, "seats": ["human", "expert", "human", "easy"]},
    "a level the form does not show": {**FELD, "seats": ["human", "random", "human", "easy"]},
    "a seat as a number": {**FELD, "seats": ["human", 2, "human", "easy"]},
    "three seats": {**FELD, "seats": ["human", "hard", "human"]},
    "seats as text": {**FELD, "seats": "human"},
    "an over-long name": {**FELD, "names": ["W" * 17, "", "Inti", "Sisa"]},
    "a name as a number": {**FELD, "names": ["Wayra", 7, "Inti", "Sisa"]},
    "a name with a line break": {**FELD, "names": ["Way\nra", "", "Inti", "Sisa"]},
    "five names": {**FELD, "names": ["A", "B", "C", "D", "E"]},
    "pututu as text": {**FELD, "pututu": "yes"},
    "pututu as a number": {**FELD, "pututu": 1},
    "card13 as a number": {**FELD, "card13": 0},
    "card13 as text": {**FELD, "card13": "on"},
    "no players": _without("players"),
    "no seats": _without("seats"),
    "no names": _without("names"),
    "no pututu": _without("pututu"),
    "empty": {},
}


@pytest.mark.parametrize("bad", BAD.values(), ids=list(BAD))
def test_a_bad_remembered_setup_is_dropped_and_the_others_games_setups_stay(cuzco_home: Path, bad: Any) -> None:
    path = settings_file(cuzco_home)
    path.write_text(json.dumps({"new_game": {**CUZCO, "incan-gold": INCAN, "feld-cuzco": bad}}))
    settings = Settings.load(path)  # no traceback: the loader keeps what it can
    assert incan_memory.remembered(settings.new_game) == INCAN
    assert cuzco_memory.valid(settings.new_game) and settings.new_game["count"] == 2
    d = Loaded(settings)
    form = open_as_is(d)
    assert_defaults(form)
    d.key(pygame.K_RETURN)  # Start remembers this game's set-up in place of the bad one, the others kept
    assert isinstance(d.top, FeldTableScene)
    kept = Settings.load(path).new_game
    assert kept["feld-cuzco"]["players"] == 3 and kept["feld-cuzco"]["card13"] is False
    assert incan_memory.remembered(kept) == INCAN and cuzco_memory.valid(kept)


@pytest.mark.parametrize("bad", [BAD["five players"], BAD["an unknown level"], BAD["no names"]])
def test_a_bad_setup_alone_is_dropped_by_the_settings_loader(cuzco_home: Path, bad: Any) -> None:
    path = settings_file(cuzco_home)
    path.write_text(json.dumps({"new_game": {"feld-cuzco": bad}}))
    settings = Settings.load(path)
    assert settings.new_game == {}
    d = Loaded(settings)
    assert_defaults(open_as_is(d))


def test_a_settings_file_that_cannot_be_written_does_not_stop_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver()
    form = open_form(d, 2, {0})

    def refuse(path: object = None) -> None:
        raise OSError("read-only disk")

    monkeypatch.setattr(d.app.settings, "save", refuse)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, FeldTableScene)
    assert d.app.settings.new_game["feld-cuzco"]["players"] == 2 and form.players == 2
