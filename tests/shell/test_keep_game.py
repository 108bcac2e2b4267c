"""A new game never discards one in progress: starting one asks first (keep / discard / cancel), for
each game, through the real window loop with posted events; the old file's bytes stay on disk."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.incan_gold.rules import Choose
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.shell import persistence, save_files
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.keep_game import KeepGameDialog
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings


class Driver:
    def __init__(self) -> None:
        self.app = App((1280, 800), settings=Settings(), fps=None)
        self.app.push(MenuScene(self.app.settings))
        self.step(2)

    @property
    def top(self) -> object:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(1 / 60)

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()

    def key(self, k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        self.step()


def cuzco_in_progress() -> CuzcoGame:
    game = CuzcoGame.new(CuzcoSetup(("Ana", "Bruno"), seed=3, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    return game


def gold_in_progress() -> GoldGame:
    game = GoldGame(GoldSetup(("Ana", "Bruno", "Cora"), seed=3))
    for player in range(3):
        game.apply(Choose(player, True))
    return game


GAMES = [("cuzco", cuzco_in_progress, "turn "), ("incan-gold", gold_in_progress, "round ")]


def ask(game_id: str, make: object) -> tuple[Driver, bytes, Path]:
    """A game in progress on disk, then New game and its card: the question is up."""
    path = persistence.autosave(make())  # type: ignore[operator]
    old = path.read_bytes()
    d = Driver()
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["new"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene)
    d.step()
    d.click(chooser.buttons[f"game:{game_id}"].rect.center)
    assert isinstance(d.top, KeepGameDialog)
    return d, old, path


def start_the_new_game(d: Driver) -> None:
    form = d.top
    d.click(form.buttons["start"].rect.center)  # type: ignore[attr-defined]
    d.step(5)
    game = next(s.game for s in d.app.stack.scenes if hasattr(s, "game"))
    persistence.autosave(game)  # what its first move does


@pytest.mark.parametrize(("game_id", "make", "progress"), GAMES)
def test_keep_is_the_default_and_the_old_game_waits_in_the_saves(game_id: str, make: object, progress: str) -> None:
    d, old, autosave = ask(game_id, make)
    dialog = d.top
    assert isinstance(dialog, KeepGameDialog) and dialog.buttons["keep"].kind == "primary"
    d.key(pygame.K_RETURN)  # the default
    assert not isinstance(d.top, (KeepGameDialog, GameChooserScene))  # the new game's form
    kept = persistence.list_saves()
    assert len(kept) == 1 and kept[0].read_bytes() == old
    assert kept[0].name.startswith("Ana, Bruno") and progress in kept[0].name
    assert time.strftime("%Y-%m-%d") in kept[0].name
    start_the_new_game(d)
    assert autosave.is_file() and autosave.read_bytes() != old
    assert kept[0].read_bytes() == old  # the new game took the autosave; the old one is untouched
    assert persistence.load_named(kept[0]).actions  # and it loads


@pytest.mark.parametrize(("game_id", "make", "progress"), GAMES)
def test_discard_moves_it_to_the_recently_deleted(game_id: str, make: object, progress: str) -> None:
    d, old, autosave = ask(game_id, make)
    d.click(d.top.buttons["discard"].rect.center)  # type: ignore[attr-defined]
    assert not autosave.exists() and persistence.list_saves() == []
    start_the_new_game(d)
    waiting = save_files.recently_deleted()
    assert len(waiting) == 1 and waiting[0].path.read_bytes() == old and progress in waiting[0].name
    back = save_files.restore(waiting[0])
    assert back.read_bytes() == old and persistence.list_saves() == [back]


@pytest.mark.parametrize(("game_id", "make", "progress"), GAMES)
def test_cancel_changes_nothing(game_id: str, make: object, progress: str) -> None:
    d, old, autosave = ask(game_id, make)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameChooserScene)
    assert autosave.read_bytes() == old and persistence.list_saves() == []
    d.click(d.top.buttons[f"game:{game_id}"].rect.center)
    assert isinstance(d.top, KeepGameDialog)  # asked again
    d.click(d.top.buttons["cancel"].rect.center)
    assert isinstance(d.top, GameChooserScene) and autosave.read_bytes() == old


def test_a_game_without_one_in_progress_is_not_asked_about() -> None:
    persistence.autosave(gold_in_progress())
    d = Driver()
    d.click(d.top.buttons["new"].rect.center)  # type: ignore[attr-defined]
    d.step()
    d.click(d.top.buttons["game:cuzco"].rect.center)  # type: ignore[attr-defined]
    assert type(d.top).__name__ == "NewGameScene"


def test_a_read_only_folder_keeps_the_game_in_progress_where_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    import errno
    import os

    d, old, autosave = ask("cuzco", cuzco_in_progress)

    def refuse(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    d.key(pygame.K_RETURN)
    dialog = d.top
    assert isinstance(dialog, KeepGameDialog) and "read-only" in dialog.message  # it stays and says why
    assert autosave.read_bytes() == old
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameChooserScene) and autosave.read_bytes() == old
