"""An all-computer game starts from the menu, and the form remembers the last set-up."""

from __future__ import annotations

import json

import pygame

from cuzco import paths
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from tests.waiting import on_signal, step_until


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.step(1 / 60)


def _open_form(app: App) -> NewGameScene:
    title = app.stack.scenes[0]
    assert isinstance(title, MenuScene)
    _click(app, title.buttons["new"].rect.center)
    chooser = app.stack.top
    assert isinstance(chooser, GameChooserScene)
    _click(app, chooser.buttons["game:cuzco"].rect.center)
    form = app.stack.top
    assert isinstance(form, NewGameScene)
    return form


def _app() -> App:
    app = App((1280, 800), settings=Settings.load(), fps=None)
    app.push(MenuScene(app.settings))
    app.step(1 / 60)
    return app


def test_an_all_computer_game_starts_and_plays_itself() -> None:
    app = _app()
    form = _open_form(app)
    app.step(1 / 60)  # drawn once: the widgets are laid out
    for seat in range(form.players):
        _click(app, form.seats[seat]._arrows()[1].center)  # Human -> Easy
    assert all(form.computer[: form.players])
    _click(app, form.buttons["start"].rect.center)
    game = app.stack.top
    assert isinstance(game, GameScene), form.message
    assert not game.humans and len(game.bots) == 2
    game.bot_delay = 0.0
    step_until(lambda: app.step(1 / 60), lambda: len(game.game.actions) > 3,  # the computers play on their own
               "four computer moves", idle=on_signal(lambda: game.computer.job.done if game.computer.job else None))


def test_the_form_remembers_the_last_set_up_in_the_settings() -> None:
    app = _app()
    form = _open_form(app)
    app.step(1 / 60)
    _click(app, form.count_stepper._arrows()[1].center)  # one more player
    assert form.players == 3
    _click(app, form.seats[1]._arrows()[1].center)
    _click(app, form.seats[1]._arrows()[1].center)  # Human -> Easy -> Normal
    _click(app, form.seats[2]._arrows()[1].center)
    _click(app, form.seats[2]._arrows()[1].center)
    _click(app, form.seats[2]._arrows()[1].center)  # Human -> Easy -> Normal -> Hard
    _click(app, form.inputs[0].rect.center)
    for _ in range(10):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0))
    for ch in "Wayra":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)
    _click(app, form.buttons["start"].rect.center)
    assert any(isinstance(scene, GameScene) for scene in app.stack.scenes)
    stored = json.loads(paths.settings_path().read_text(encoding="utf-8"))["new_game"]
    assert stored["count"] == 3 and stored["names"][0] == "Wayra" and stored["seats"][:3] == ["human", "normal", "hard"]

    again = _app()  # a new session reads the settings file
    form = _open_form(again)
    again.step(1 / 60)
    assert form.players == 3 and form.kinds[:3] == ["human", "normal", "hard"] and form.inputs[0].text == "Wayra"


def test_a_set_up_kept_before_the_levels_opens_its_computers_at_normal() -> None:
    old = {"count": 2, "names": ["A", "B", "C", "D"], "colours": ["red", "blue", "green", "yellow"],
           "computer": [False, True, False, False], "first": "random"}
    settings = Settings.load()
    settings.new_game = old
    form = NewGameScene(settings)
    assert form.kinds[:2] == ["human", "normal"]


def test_a_bad_remembered_set_up_is_dropped_on_load(tmp_path: object) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    bad = {"count": 9, "names": ["a"], "colours": ["plaid"], "computer": "yes", "first": -1}
    path.write_text(json.dumps({"ui_scale": 1.25, "new_game": bad}), encoding="utf-8")
    settings = Settings.load()
    assert settings.new_game == {} and settings.ui_scale == 1.25
    form = NewGameScene(settings)
    assert form.players == 2
