"""The in-game menu's "Players' phones" item, by real clicks: it shows only while the game has phones,
opens the seats' panel, and a seat's "Back to hand-off" moves it to the table's hand-off."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.settings import Settings
from tests.phones_client import Phone
from tests.phones_games import frames, wait_until


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 1)


def open_menu(app: App, scene: IncanGoldScene) -> GameMenu:
    scene.open_menu()
    frames(app, 1)
    menu = app.stack.top
    assert isinstance(menu, GameMenu)
    return menu


def test_the_menu_moves_a_seat_back_to_hand_off() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = IncanGoldScene(Game(Setup(("Amaru", "Killa", "Inti"), seed=3)), app.settings,
                           {2: make_bot("cautious")}, autosave=False, phones=True)
    app.push(scene)
    frames(app, 2)
    app.stack.top.finish(None)  # the panel shown at the start
    phone = Phone(scene.phones.url(1))
    try:
        assert phone.connect()
        wait_until(app, lambda: scene.phones.phone_seats == {1})
        menu = open_menu(app, scene)
        click(app, menu.buttons["phones"].rect.center)
        panel = app.stack.top
        assert isinstance(panel, PhonesPanel)
        frames(app, 1)
        click(app, panel.buttons[1].rect.center)  # Killa: back to hand-off
        assert scene.phones.phone_seats == set() and 1 in scene.phones.handed_back
        click(app, panel.buttons[1].rect.center)  # and to the phone again
        assert scene.phones.phone_seats == {1}
    finally:
        phone.close()
        scene.phones.stop()


def test_a_game_without_phones_has_no_such_item() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = IncanGoldScene(Game(Setup(("Amaru", "Killa", "Inti"), seed=3)), app.settings, {}, autosave=False)
    app.push(scene)
    frames(app, 2)
    while app.stack.top is not scene:
        app.stack.top.finish(None)
    assert "phones" not in open_menu(app, scene).buttons
