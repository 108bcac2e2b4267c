"""Feld's Cuzco in the shell, by posted events: F1 opens the table's help, Escape the in-game menu;
after a restart the main menu's Continue brings the autosaved game back; a save's row in the Load
list names the players and the round; the results frame closes the game."""

from __future__ import annotations

import random

import pygame
import pytest

from cuzco.games.feld_cuzco.rules import Game, Setup, save_game
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import registry
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.help_overlay import HelpOverlay
from cuzco.shell.scenes.menu import MenuScene

from .driver import Driver, human_click, open_form, table_of


def test_f1_opens_the_help_and_escape_the_menu() -> None:
    d = Driver()
    form = open_form(d, 2, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    d.key(pygame.K_F1)
    assert isinstance(d.top, HelpOverlay)
    d.step(40)  # past the overlay's guard against a double press
    d.key(pygame.K_ESCAPE)
    assert d.top is scene
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameMenu)


def test_continue_after_a_restart_brings_the_game_back() -> None:
    d = Driver()
    form = open_form(d, 3, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    rng = random.Random(4)
    while len(scene.game.actions) < 12:
        if not human_click(d, scene, rng):
            d.step()
    played = list(scene.game.actions)
    again = Driver()
    menu = again.top
    assert isinstance(menu, MenuScene) and menu.buttons["continue"].enabled
    again.click(menu.buttons["continue"].rect.center)
    resumed = table_of(again)
    assert isinstance(resumed, FeldTableScene)
    assert resumed.game.actions[: len(played)] == played
    assert resumed.bots.keys() == {1, 2}


def test_a_save_row_names_its_game_players_and_round(tmp_path: object) -> None:
    from pathlib import Path

    game = Game(Setup(("Ana", "Bea"), seed=5))
    path = Path(str(tmp_path)) / "feld.json"
    save_game(game, path)
    entry, names, moves, progress = registry.describe(path)
    assert entry.id == "feld-cuzco" and names == ["Ana", "Bea"] and moves == 0
    assert progress == "round 1 of 6"
    assert isinstance(registry.load(path), Game)


def test_the_viewer_steps_through_a_whole_game_with_no_hand_face_up() -> None:
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import view

    game = Game(Setup(("Ana", "Bea"), seed=8))
    bot = make_bot("random", 1)
    while not game.state.over:
        game.apply(bot.choose(view(game.state, game.state.actor)))
    d = Driver()
    watcher = registry.entry("feld-cuzco").watch_game
    assert watcher is not None
    scene = watcher(game, d.app.settings)
    d.app.push(scene)
    d.step()
    assert scene.index == 0  # it opens at the deal
    d.key(pygame.K_END)
    assert scene.index == len(game.actions)
    d.key(pygame.K_PAGEUP)  # back to the start of the last round
    assert game.states[scene.index].round == 6 and game.states[scene.index - 1].round == 5
    d.key(pygame.K_HOME)
    assert scene.index == 0
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert scene.index == 2
    was = game.states[scene.index].round
    d.key(pygame.K_PAGEDOWN)
    assert game.states[scene.index].round == was + 1
    tips = " ".join(text for _rect, text in scene.zones.tips)
    assert "Your god card" not in tips  # a replay shows no hand face up
    d.key(pygame.K_ESCAPE)
    assert d.top is not scene


def test_a_named_save_from_the_game_menu_and_back_through_the_load_list() -> None:
    from cuzco import paths
    from cuzco.shell import persistence
    from cuzco.shell.scenes.save_dialog import SaveDialog
    from cuzco.shell.scenes.save_load import LoadScene

    d = Driver()
    form = open_form(d, 3, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    rng = random.Random(6)
    while len(scene.game.actions) < 8:
        if not human_click(d, scene, rng):
            d.step()
    d.key(pygame.K_ESCAPE)
    menu = d.top
    assert isinstance(menu, GameMenu)
    d.click(menu.buttons["save"].rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveDialog)
    d.step()
    for _ in range(70):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0))
    for ch in "Quipus":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step()
    d.click(dialog.buttons["save"].rect.center)
    path = paths.saves_dir() / "Quipus.json"
    assert path.is_file()
    assert persistence.load_named(path).actions == scene.game.actions
    d.click(menu.buttons["load"].rect.center)
    loader = d.top
    assert isinstance(loader, LoadScene)
    d.step(5)
    row = next(e for e in loader.entries if e.path == path)
    assert row.game == "Cuzco (Feld)" and "Amaru" in row.summary


@pytest.mark.parametrize("lang", ["en", "es"])
def test_watch_again_from_the_results_starts_at_the_deal_and_right_steps_forward(lang: str) -> None:
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import view
    from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
    from cuzco.games.feld_cuzco.ui.watch_scene import FeldWatchScene
    from cuzco.shell import i18n

    game = Game(Setup(("Ana", "Bea"), seed=8))
    bot = make_bot("random", 1)
    while not game.state.over:
        game.apply(bot.choose(view(game.state, game.state.actor)))
    i18n.set_language(lang)
    try:
        d = Driver((1024, 700))
        results = FeldResults(game.state, d.app.settings, {}, game)
        d.app.push(results)
        d.step(2)
        button = results.buttons["watch"]
        assert button.label == {"en": "Watch again", "es": "Volver a ver"}[lang]
        d.click(button.rect.center)
        viewer = d.top
        assert isinstance(viewer, FeldWatchScene)
        assert viewer.index == 0  # the deal, not the final action
        d.key(pygame.K_RIGHT)
        d.key(pygame.K_RIGHT)
        assert viewer.index == 2
        d.key(pygame.K_SPACE)  # Play goes on from there
        d.step(60)  # a second of frames
        assert viewer.playing and viewer.index > 2
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_viewers_play_button_says_pause_while_playing_at_its_full_size(lang: str) -> None:
    """The middle button reads "Play" ("Reproducir"), then "Pause" while the game plays, and is wide enough
    at 1024x700 for either word at the button's own type size (a squeezed label shrinks its type)."""
    from cuzco.games.feld_cuzco.ui.watch_scene import FeldWatchScene
    from cuzco.shell import i18n
    from cuzco.shell.widgets.text import render
    from cuzco.shell.widgets.theme import px

    game = Game(Setup(("Ana", "Bea"), seed=8))
    i18n.set_language(lang)
    try:
        d = Driver((1024, 700))
        viewer = FeldWatchScene(game, d.app.settings)
        d.app.push(viewer)
        d.step(2)
        play = viewer.buttons[1]
        assert play.label == i18n._("Play")
        for word in (i18n._("Play"), i18n._("Pause")):
            assert render(word, play.font_size, (0, 0, 0), True).get_width() <= play.rect.w - px(16), word
        d.click(play.rect.center)
        d.step(2)
        assert viewer.playing and play.label == i18n._("Pause")
        d.key(pygame.K_SPACE)
        d.step(2)
        assert not viewer.playing and play.label == i18n._("Play")
    finally:
        i18n.set_language("en")
