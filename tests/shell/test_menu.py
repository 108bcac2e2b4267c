"""From the title screen into a game, with real clicks and typing."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game, save_game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


def pump(stack: SceneStack, *events: pygame.event.Event) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)
    stack.update(0.05)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def typing(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text]


def backspaces(n: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)] * n


def game_scene_in(stack: SceneStack) -> GameScene:
    """The game on the stack (it may already have put a hot-seat curtain over itself)."""
    return next(s for s in stack.scenes if isinstance(s, GameScene))


def open_menu(screen: pygame.Surface) -> tuple[SceneStack, MenuScene]:
    stack = SceneStack()
    menu = MenuScene(Settings())
    stack.push(menu)
    stack.draw(screen)
    return stack, menu


def new_game_form(stack: SceneStack, menu: MenuScene, screen: pygame.Surface, game: str = "cuzco") -> object:
    """New game, then the game's card in the chooser: the game's own new-game form, in the chooser's place."""
    pump(stack, click(menu.buttons["new"].rect.center))
    chooser = stack.top
    assert isinstance(chooser, GameChooserScene)
    assert [entry.id for entry in chooser.games] == ["cuzco", "incan-gold", "feld-cuzco"]
    stack.draw(screen)
    pump(stack, click(chooser.buttons[f"game:{game}"].rect.center))
    assert chooser not in stack.scenes and stack.scenes[0] is menu
    return stack.top


def test_the_chooser_offers_each_game_and_goes_back(screen: pygame.Surface) -> None:
    stack, menu = open_menu(screen)
    pump(stack, click(menu.buttons["new"].rect.center))
    chooser = stack.top
    assert isinstance(chooser, GameChooserScene)
    stack.draw(screen)
    assert "game:incan-gold" in chooser.buttons and "game:cuzco" in chooser.buttons
    pump(stack, click(chooser.buttons["back"].rect.center))
    assert stack.top is menu
    pump(stack, click(menu.buttons["new"].rect.center))
    pump(stack, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0))
    assert type(stack.top).__name__ == "IncanGoldSetupScene"


def test_new_game_from_the_menu(screen: pygame.Surface) -> None:
    stack, menu = open_menu(screen)
    assert not menu.buttons["continue"].enabled  # no autosave yet
    form = new_game_form(stack, menu, screen)
    assert isinstance(form, NewGameScene)
    stack.draw(screen)

    # three players; rename seat 1; seat 3 goes green; Killa starts; a fixed seed
    pump(stack, click(form.count_stepper._arrows()[1].center))
    assert form.players == 3
    stack.draw(screen)
    name = form.inputs[0]
    pump(stack, click(name.rect.center), *backspaces(10), *typing("Ana"))
    green = next(r for n, r in form.pickers[2].swatches() if n == "green")
    pump(stack, click(green.center))
    pump(stack, click(form.first_stepper._arrows()[1].center), click(form.first_stepper._arrows()[1].center))
    pump(stack, click(form.seed_input.rect.center), *typing("4242"))
    stack.draw(screen)
    pump(stack, click(form.buttons["start"].rect.center))

    game_scene = game_scene_in(stack)
    assert stack.scenes[:2] == [menu, game_scene]  # leaving the game comes back to the menu
    state = game_scene.game.state
    assert [p.name for p in state.players] == ["Ana", "Killa", "Sayri"]
    assert state.current == 1 and state.seed == 4242
    assert game_scene.colours[2] == theme.PLAYER_COLOURS["green"]
    assert not game_scene.bots


def test_form_refuses_duplicate_names(screen: pygame.Surface) -> None:
    stack, menu = open_menu(screen)
    form = new_game_form(stack, menu, screen)
    assert isinstance(form, NewGameScene)
    stack.draw(screen)
    pump(stack, click(form.inputs[1].rect.center), *backspaces(10), *typing("amaru"))
    pump(stack, click(form.buttons["start"].rect.center))
    assert stack.top is form and "called \u201cAmaru\u201d" in form.message


def test_a_computer_seat(screen: pygame.Surface) -> None:
    stack, menu = open_menu(screen)
    form = new_game_form(stack, menu, screen)
    assert isinstance(form, NewGameScene)
    stack.draw(screen)
    pump(stack, click(form.seats[1]._arrows()[1].center))
    assert form.kind_label(form.seats[1].value) == "Easy"
    pump(stack, click(form.seats[1]._arrows()[1].center), click(form.seats[1]._arrows()[1].center))
    assert form.kind_label(form.seats[1].value) == "Hard"
    pump(stack, click(form.buttons["start"].rect.center))
    scene = game_scene_in(stack)
    assert set(scene.bots) == {1} and not scene.hotseat
    assert scene.bots[1].kind == "hard" and scene.game.meta["bots"] == {"1": "hard"}


def test_continue_loads_the_autosave(screen: pygame.Surface) -> None:
    game = Game.new(Setup(("Ana", "Bo"), seed=7, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    save_game(game, paths.autosave_path())
    stack, menu = open_menu(screen)
    assert menu.buttons["continue"].enabled
    pump(stack, click(menu.buttons["continue"].rect.center))
    scene = game_scene_in(stack)
    assert scene.game.actions == game.actions


def test_a_broken_autosave_is_reported_and_kept(screen: pygame.Surface) -> None:
    path = paths.autosave_path()
    path.write_bytes(b'{"format": "cuzco-save", "version": 1, "setup": ')
    before = path.read_bytes()
    stack, menu = open_menu(screen)
    pump(stack, click(menu.buttons["continue"].rect.center))
    assert stack.top is menu
    assert "cannot be loaded" in menu.message and "not valid JSON" in menu.message
    stack.draw(screen)
    # kept aside, byte for byte, under the name the message gives; Continue is off now
    kept = [p for p in path.parent.iterdir() if p.name.startswith("autosave.json.bad-")]
    assert len(kept) == 1 and kept[0].name in menu.message and kept[0].read_bytes() == before
    assert not path.exists() and not menu.buttons["continue"].enabled


def test_menu_opens_rules_and_settings(screen: pygame.Surface) -> None:
    from cuzco.shell.scenes.rules_scene import RulesScene
    from cuzco.shell.scenes.settings_scene import SettingsScene

    stack, menu = open_menu(screen)
    for game_id, page, heading in (("cuzco", "rules.md", "Cuzco"), ("incan-gold", "incan-gold.md", "Incan Gold")):
        pump(stack, click(menu.buttons["rules"].rect.center))
        chooser = stack.top
        assert isinstance(chooser, GameChooserScene) and chooser.purpose == "rules"  # whose rules?
        stack.draw(screen)
        pump(stack, click(chooser.buttons[f"game:{game_id}"].rect.center))
        rules = stack.top
        assert isinstance(rules, RulesScene) and rules.page == page and not rules.missing
        assert heading in rules.blocks[0].text
        stack.draw(screen)
        pump(stack, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        assert stack.top is menu
        stack.draw(screen)
    stack.draw(screen)
    pump(stack, click(menu.buttons["settings"].rect.center))
    assert isinstance(stack.top, SettingsScene)


def test_quit_posts_quit(screen: pygame.Surface) -> None:
    stack, menu = open_menu(screen)
    pygame.event.clear()
    pygame.event.post(click(menu.buttons["quit"].rect.center))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert any(e.type == pygame.QUIT for e in pygame.event.get())


@pytest.mark.parametrize(("first", "second"),
                         [("Ana", "ana"), ("Ana", "\uff21\uff4e\uff41"), ("Ana Maria", "ana  maria")])
def test_a_repeated_name_is_refused_as_it_is_typed_saying_which(
        screen: pygame.Surface, first: str, second: str) -> None:
    stack, menu = open_menu(screen)
    form = new_game_form(stack, menu, screen)
    assert isinstance(form, NewGameScene)
    stack.draw(screen)
    pump(stack, click(form.inputs[0].rect.center), *backspaces(16), *typing(first))
    assert form.message == ""
    pump(stack, click(form.inputs[1].rect.center), *backspaces(16), *typing(second))
    assert f"\u201c{first}\u201d" in form.message  # said at once, naming the name
    pump(stack, click(form.buttons["start"].rect.center))
    assert stack.top is form and f"\u201c{first}\u201d" in form.message  # and Start refuses it
    end = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
    pump(stack, click(form.inputs[1].rect.midleft), end, *backspaces(1))  # the click puts the caret first
    assert form.message == ""  # changed: the complaint goes
