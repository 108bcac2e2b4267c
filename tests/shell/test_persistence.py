"""Saves on disk: the autosave, named saves, the load list and the save dialog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell import persistence
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.scenes.save_dialog import SaveDialog
from cuzco.shell.scenes.save_load import ERROR, LoadScene
from cuzco.shell.settings import Settings


def a_game(seed: int = 3) -> Game:
    game = Game.new(Setup(("Ana", "Bo"), seed=seed, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    return game


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


class Below(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    def on_result(self, source: Scene, result: object) -> None:
        self.results.append(result)


# ---- the module --------------------------------------------------------------------------
def test_named_save_round_trip_and_listing() -> None:
    game = a_game()
    first = persistence.save_named(game, "Evening game")
    second = persistence.save_named(a_game(4), "../sneaky/name?")
    persistence.autosave(game)
    assert first.parent == paths.saves_dir() and first.name == "Evening game.json"
    assert second.parent == paths.saves_dir() and second.name == "sneakyname.json"
    listed = persistence.list_saves()
    assert set(listed) == {first, second}  # never the autosave
    assert persistence.load_named(first).actions == game.actions
    loaded = persistence.load_autosave()
    assert loaded is not None and loaded.actions == game.actions


def test_no_autosave_and_a_broken_one() -> None:
    assert persistence.load_autosave() is None and not persistence.has_autosave()
    paths.autosave_path().write_text("not json", encoding="utf-8")
    assert persistence.load_autosave() is None
    assert paths.autosave_path().read_text(encoding="utf-8") == "not json"


def test_load_named_raises_a_one_line_error(tmp_path: Path) -> None:
    bad = paths.saves_dir() / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(SaveFileError) as err:
        persistence.load_named(bad)
    assert "\n" not in str(err.value)


# ---- the load list -------------------------------------------------------------------------
def test_a_corrupt_save_shows_its_reason_and_stays_byte_identical(screen: pygame.Surface) -> None:
    persistence.save_named(a_game(), "good")
    bad = paths.saves_dir() / "broken.json"
    raw = b'{"format": "cuzco-save", "version": 1, "setup": {"names": ["A", "B"], "seed": 1, ' \
          b'"first_player": 0, "deck": []}, "actions": []}'
    bad.write_bytes(raw)
    stack = SceneStack()
    stack.push(Below())
    scene = LoadScene(Settings())
    stack.push(scene)
    stack.draw(screen)
    index = next(i for i, e in enumerate(scene.entries) if e.path == bad)
    row = scene.view.rect.move(0, index * scene.ROW_H)
    pump(stack, click((row.centerx, row.top + 20)))
    assert scene.selected == index
    pump(stack, click(scene.buttons["load"].rect.center))
    assert stack.top is scene
    assert "cannot be loaded" in scene.message and "deck" in scene.message
    stack.draw(screen)
    w, h = screen.get_size()
    assert any(screen.get_at((x, y))[:3] == ERROR for x in range(0, w, 2) for y in range(h - 260, h - 100, 2))
    assert bad.read_bytes() == raw


def test_loading_a_good_save_starts_the_game(screen: pygame.Surface) -> None:
    game = a_game()
    persistence.save_named(game, "good")
    stack = SceneStack()
    stack.push(Below())
    scene = LoadScene(Settings())
    stack.push(scene)
    stack.draw(screen)
    pump(stack, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    loaded = next(s for s in stack.scenes if isinstance(s, GameScene))
    assert loaded.game.actions == game.actions
    assert scene not in stack.scenes


# ---- the save dialog ---------------------------------------------------------------------------
def test_save_dialog_writes_asks_before_replacing_and_keeps_unreadable_files(screen: pygame.Surface) -> None:
    game = a_game()
    stack = SceneStack()
    below = Below()
    stack.push(below)
    dialog = SaveDialog(game, Settings())
    stack.push(dialog)
    stack.draw(screen)
    erase = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)] * 60
    pump(stack, *erase, *[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Mine"])
    pump(stack, click(dialog.buttons["save"].rect.center))
    path = paths.saves_dir() / "Mine.json"
    assert below.results == [path]
    assert persistence.load_named(path).actions == game.actions

    # the same name again: first a question, then the replacement
    dialog = SaveDialog(game, Settings())
    stack.push(dialog)
    stack.draw(screen)
    pump(stack, *erase, *[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Mine"])
    pump(stack, click(dialog.buttons["save"].rect.center))
    # its words are its button's: "Press Replace" beside a button that reads Replace
    label = dialog.buttons["save"].label
    assert stack.top is dialog and label == "Replace" and f"Press {label}" in dialog.message
    pump(stack, click(dialog.buttons["save"].rect.center))
    assert below.results[-1] == path

    # a file by that name that cannot be read is never replaced
    junk = paths.saves_dir() / "Junk.json"
    junk.write_bytes(b"\x00garbage")
    dialog = SaveDialog(game, Settings())
    stack.push(dialog)
    stack.draw(screen)
    pump(stack, *erase, *[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Junk"])
    pump(stack, click(dialog.buttons["save"].rect.center))
    pump(stack, click(dialog.buttons["save"].rect.center))
    assert stack.top is dialog and "cannot be read" in dialog.message
    assert junk.read_bytes() == b"\x00garbage"


def test_each_game_has_its_own_autosave_and_continue_takes_the_newest() -> None:
    import os

    assert persistence.autosave_path("cuzco") == paths.autosave_path()
    incan = persistence.autosave_path("incan-gold")
    assert incan.parent == paths.saves_dir() and incan != paths.autosave_path()
    assert persistence.autosave_game_id(paths.autosave_path()) == "cuzco"
    assert persistence.autosave_game_id(incan) == "incan-gold"
    assert persistence.autosave_game_id(paths.saves_dir() / "Mine.json") is None
    assert persistence.newest_autosave() is None and not persistence.has_autosave()
    game = a_game()
    persistence.autosave(game)
    incan.write_text("{}", encoding="utf-8")
    os.utime(incan, (1, 1))
    assert persistence.autosaves() == [paths.autosave_path(), incan]
    assert persistence.newest_autosave() == paths.autosave_path()
    assert persistence.list_saves() == []  # autosaves are never listed as named saves
    # a name that would land on an autosave is saved beside it instead
    assert persistence.save_named(game, "autosave-incan-gold").name == "autosave-incan-gold (saved).json"
    assert incan.read_text(encoding="utf-8") == "{}"
    persistence.clear_autosave(game)
    assert persistence.autosaves() == [incan]


def test_an_incan_gold_autosave_where_earlier_builds_kept_it_is_still_offered() -> None:
    old = paths.data_dir() / "incan-gold-autosave.json"
    old.write_text("{}", encoding="utf-8")
    new = persistence.autosave_path("incan-gold")
    assert persistence.autosaves() == [new]
    assert new.read_text(encoding="utf-8") == "{}" and not old.exists()
