"""Incan Gold in the shell, through real posted pygame events: Continue from the main menu after a
restart, a named save written from the in-game menu and loaded back, the Load list naming each
save's game, and the main menu's Continue choosing the game played last."""

from __future__ import annotations

import os
import time

import pygame

from cuzco import paths
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.record import save_game as save_cuzco
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.incan_gold.rules import Game, Setup, save_game
from cuzco.games.incan_gold.ui import autosave
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import persistence
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.scenes.keep_game import KeepGameDialog
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.save_dialog import SaveDialog
from cuzco.shell.scenes.save_load import LoadScene

from .test_screens import Driver, open_form


def key(d: Driver, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    d.step()


def typing(d: Driver, text: str) -> None:
    for _ in range(70):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0))
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.step()


def table_of(d: Driver) -> IncanGoldScene:
    return next(s for s in reversed(d.app.stack.scenes) if isinstance(s, IncanGoldScene))


def start_and_choose_once(d: Driver) -> IncanGoldScene:
    """A 3-seat game with one human (seat 0) and two computers; the human chooses once, the reveal ends."""
    form = open_form(d, 3, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    while scene.chooser is None or not scene.buttons:
        d.step()
    d.click(scene.buttons["go"].rect.center)
    while scene.steps or scene.chooser is None:
        if scene.steps:
            d.click((640, 260))
        else:
            d.step()
        if scene.state.over:
            break
    return scene


def test_continue_on_the_main_menu_resumes_incan_gold_after_a_restart() -> None:
    d = Driver()
    scene = start_and_choose_once(d)
    revealed = scene.game.revealed_actions()
    left = scene.game.states[revealed]
    assert revealed >= 3 and autosave.has_autosave()
    assert persistence.newest_autosave() == autosave.autosave_path()
    # the process ends; a new one starts from the title screen
    pygame.quit()
    persistence.forget()
    d = Driver()
    menu = d.top
    assert isinstance(menu, MenuScene) and menu.buttons["continue"].enabled
    assert menu.autosave_info.startswith("Incan Gold, saved")
    d.click(menu.buttons["continue"].rect.center)
    back = table_of(d)
    assert back.game.states[revealed] == left and set(back.flow.bots) == {1, 2}


def test_continue_takes_the_game_played_last_of_either_game() -> None:
    cuzco = CuzcoGame.new(CuzcoSetup(("Ana", "Bo"), seed=7, first_player=0))
    save_cuzco(cuzco, paths.autosave_path())
    incan = Game(Setup(("Ana", "Bo", "Cy"), seed=4), meta={"bots": {"1": "bold", "2": "cautious"}})
    save_game(incan, autosave.autosave_path())
    now = time.time()
    os.utime(autosave.autosave_path(), (now - 100, now - 100))  # Cuzco was played last
    d = Driver()
    menu = d.top
    assert isinstance(menu, MenuScene) and menu.autosave_info.startswith("Cuzco, saved")
    d.click(menu.buttons["continue"].rect.center)
    assert any(isinstance(s, GameScene) for s in d.app.stack.scenes)
    # both autosaves stay: neither game's game in progress was thrown away
    assert paths.autosave_path().is_file() and autosave.autosave_path().is_file()


def test_save_and_load_a_named_incan_gold_save_from_the_in_game_menu() -> None:
    d = Driver()
    scene = start_and_choose_once(d)
    saved_actions = scene.game.actions[: scene.game.revealed_actions()]  # no choice of the turn not revealed
    key(d, pygame.K_ESCAPE)
    menu = d.top
    assert isinstance(menu, GameMenu)
    d.step()
    d.click(menu.buttons["save"].rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveDialog)
    d.step()
    typing(d, "Temple run")
    d.click(dialog.buttons["save"].rect.center)
    assert d.top is menu and "Temple run" in menu.message
    path = paths.saves_dir() / "Temple run.json"
    assert path.is_file() and persistence.load_named(path).actions == saved_actions
    # back at the table, play on a little, then load the named save from the menu
    d.click(menu.buttons["resume"].rect.center)
    assert d.top is scene
    while scene.chooser is None or not scene.buttons:
        d.step()
        if scene.steps:
            d.click((640, 260))
    d.click(scene.buttons["camp"].rect.center)
    assert len(scene.game.actions) > len(saved_actions)
    while scene.steps:
        d.click((640, 260))
    key(d, pygame.K_ESCAPE)
    menu = d.top
    assert isinstance(menu, GameMenu)
    d.step()
    d.click(menu.buttons["load"].rect.center)
    loader = d.top
    assert isinstance(loader, LoadScene)
    d.step(3)
    row = next(i for i, e in enumerate(loader.entries) if e.path == path)
    loader.view.scroll_to(row * loader.view.rect.height)  # the row in view, then clicked
    loader.select(row)
    d.click(loader.buttons["load"].rect.center)
    asked = d.top  # the game played on since is the game in progress: kept or discarded first
    assert isinstance(asked, KeepGameDialog)
    played_on = len(scene.game.actions)
    d.click(asked.buttons["keep"].rect.center)
    loaded = table_of(d)
    assert loaded is not scene and loaded.game.actions == saved_actions
    assert scene not in d.app.stack.scenes
    assert any(len(persistence.load_named(p).actions) == played_on for p in persistence.list_saves())


def test_the_load_list_names_the_game_of_every_save() -> None:
    cuzco = CuzcoGame.new(CuzcoSetup(("Ana", "Bo"), seed=7, first_player=0))
    save_cuzco(cuzco, paths.saves_dir() / "Valley.json")
    incan = Game(Setup(("Ana", "Bo", "Cy"), seed=4))
    save_game(incan, paths.saves_dir() / "Temple.json")
    save_game(incan, autosave.autosave_path())
    (paths.saves_dir() / "Junk.json").write_bytes(b"\x00not a save")
    d = Driver()
    d.click(d.top.buttons["load"].rect.center)  # type: ignore[attr-defined]
    loader = d.top
    assert isinstance(loader, LoadScene)
    d.step(5)
    rows = {e.path.name: e for e in loader.entries}
    assert set(rows) == {"Valley.json", "Temple.json", "autosave-incan-gold.json", "Junk.json"}
    assert loader.entries[0].path == autosave.autosave_path()  # the game in progress comes first
    assert rows["Valley.json"].game == "Cuzco" and "Ana, Bo" in rows["Valley.json"].summary
    assert rows["Temple.json"].game == "Incan Gold"
    assert rows["Temple.json"].summary.startswith("round 1 of 5 · Ana, Bo, Cy")
    assert rows["autosave-incan-gold.json"].game == "Incan Gold"
    assert rows["Junk.json"].problem and rows["Junk.json"].game == ""
    assert (paths.saves_dir() / "Junk.json").read_bytes() == b"\x00not a save"
    # opening the Incan Gold save from the list plays it in its own game's screen
    loader.select(list(rows).index("Temple.json"))
    d.click(loader.buttons["load"].rect.center)
    top = d.top
    assert isinstance(top, (IncanGoldScene, HandoffScene))
    assert table_of(d).game.setup.names == ("Ana", "Bo", "Cy")


def test_the_in_game_rules_open_incan_gold_in_the_current_language() -> None:
    from cuzco.shell import i18n
    from cuzco.shell.scenes.rules_scene import RulesScene

    d = Driver()
    scene = start_and_choose_once(d)
    i18n.set_language("es")
    try:
        key(d, pygame.K_ESCAPE)
        menu = d.top
        assert isinstance(menu, GameMenu) and menu.game is scene.game
        d.step()
        d.click(menu.buttons["rules"].rect.center)
        rules = d.top
        assert isinstance(rules, RulesScene) and rules.page == "incan-gold.md" and not rules.missing
        assert rules.blocks[0].text == "Incan Gold: reglamento de consulta"
    finally:
        i18n.set_language("en")
