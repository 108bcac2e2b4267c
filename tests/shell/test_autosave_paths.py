"""Every autosave path survives the worst case, for both games: a full disk, a read-only saves folder,
the saves folder deleted while the game runs, two copies of the app writing the same autosave, and a
kill -9 in the middle of a write. Each time the player is told (the warning on the game screen) and
nothing is lost (every move is on disk again, or was never replaced by half a file).

The tests run as root on CI, where a read-only folder is writable all the same: the refusal is the
system's own error (EROFS), raised where the write would meet it."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from cuzco import atomic_files, paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import persistence, registry
from cuzco.shell.autosave_warning import WARNING
from cuzco.shell.files import remove_stale_temp_files
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.kill_child import REPO_ROOT
from tests.shell.ui_events import has_colour, step

SIZE = (1280, 800)


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZE, settings=Settings(), fps=None)
    yield application
    pygame.quit()


class Table:
    """One game on its own screen, and a move made through the screen's own action pipeline."""

    def __init__(self, app: App, kind: str) -> None:
        self.app, self.kind = app, kind
        if kind == "cuzco":
            self.scene: Any = GameScene(CuzcoGame.new(CuzcoSetup(("Ana", "Bo"), seed=5, first_player=0)),
                                        app.settings, hotseat=False)
        else:
            self.scene = IncanGoldScene(GoldGame(GoldSetup(("Ana", "Bo", "Cy"), seed=5)), app.settings, bots={},
                                        autosave=True)
        app.push(self.scene)
        step(app, 2)

    @property
    def game(self) -> Any:
        return self.scene.game

    def move(self) -> None:
        if self.kind == "cuzco":
            state = self.game.state
            action = next((a for a in state.legal_actions() if isinstance(a, PlaceTerrain)), None)
            self.scene.perform(action or next(a for a in state.legal_actions() if a.type == "end"))
        else:
            self.scene.steps = []
            self.scene.open_choice(self.game.state.waiting_for()[0])
            self.scene.choose(True)
        while self.app.stack.top is not self.scene:  # a hand-off curtain or a notice: lifted
            self.app.stack.pop()
        step(self.app)

    def saved(self) -> int:
        """How many of the game's moves the rules say a save must hold (Incan Gold: up to the last reveal)."""
        game = self.game
        return game.revealed_actions() if self.kind != "cuzco" else len(game.actions)

    def warned(self) -> bool:
        step(self.app)
        return has_colour(self.app.screen, WARNING, self.app.screen.get_rect())

KINDS = ["cuzco", "incan-gold"]


def refuse(code: int) -> Callable[..., None]:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code), str(paths.saves_dir()))
    return fail


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("trouble", ["full disk", "read-only folder"])
def test_a_write_the_disk_refuses_warns_keeps_the_last_good_autosave_and_catches_up(
        app: App, monkeypatch: pytest.MonkeyPatch, kind: str, trouble: str) -> None:
    table = Table(app, kind)
    for _ in range(3):
        table.move()
    path = persistence.autosave_path(registry.entry_for_game(table.game).id)
    good = path.read_bytes()
    assert not table.warned()
    # every game's save writer goes through cuzco.atomic_files
    target, name = (atomic_files.os, "fsync") if trouble == "full disk" else (atomic_files.tempfile, "mkstemp")
    working = getattr(target, name)
    monkeypatch.setattr(target, name, refuse(errno.ENOSPC if trouble == "full disk" else errno.EROFS))
    table.move()
    table.move()
    assert persistence.autosave_problem() is not None and table.warned()  # the player is told
    assert path.read_bytes() == good  # the last good autosave is still whole
    assert not list(paths.saves_dir().glob(".*.tmp"))
    monkeypatch.setattr(target, name, working)  # room again / writable again (not undo(): CUZCO_HOME stays)
    table.move()
    assert persistence.autosave_problem() is None and not table.warned()
    assert len(persistence.load_named(path).actions) == table.saved()  # every move is on disk again


@pytest.mark.parametrize("kind", KINDS)
def test_the_saves_folder_deleted_while_playing_is_made_again_with_the_whole_game(app: App, kind: str) -> None:
    table = Table(app, kind)
    for _ in range(3):
        table.move()
    shutil.rmtree(paths.saves_dir())
    table.move()
    path = persistence.autosave_path(registry.entry_for_game(table.game).id)
    assert len(persistence.load_named(path).actions) == table.saved() and not table.warned()


HOLDER = textwrap.dedent(
    """
    import sys, time
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.incan_gold.rules import Game as GoldGame, Setup as GoldSetup, Choose
    from cuzco.shell import persistence
    if sys.argv[1] == "cuzco":
        game = Game.new(Setup(("Other", "Window"), seed=9, first_player=0))
    else:
        game = GoldGame(GoldSetup(("Other", "Window", "Here"), seed=9))
        for p in range(3):
            game.apply(Choose(p, True))
    persistence.autosave(game)
    print("ready", flush=True)
    time.sleep(60)
    """
)


@pytest.mark.parametrize("kind", KINDS)
def test_two_windows_never_write_the_same_autosave(app: App, kind: str, cuzco_home: Path) -> None:
    env = dict(os.environ, CUZCO_HOME=str(cuzco_home), PYTHONPATH=str(REPO_ROOT))
    other = subprocess.Popen([sys.executable, "-c", HOLDER, kind], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "ready"
        path = persistence.autosave_path(kind)
        theirs = path.read_bytes()
        table = Table(app, kind)
        for _ in range(3):
            table.move()
        assert path.read_bytes() == theirs  # the other window's game is untouched
        mine = persistence.autosave_elsewhere()
        assert mine is not None and "another window" in mine and table.warned()  # and this window says where
        kept = paths.saves_dir() / f"{mine}.json"
        assert len(persistence.load_named(kept).actions) == table.saved()
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait(timeout=30)
    table.move()  # the other window has gone: this one keeps to its own save for the session
    assert path.read_bytes() == theirs and len(persistence.load_named(kept).actions) == table.saved()


STALLED = textwrap.dedent(
    """
    import os, sys, time
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.incan_gold.rules import Game as GoldGame, Setup as GoldSetup, Choose
    from cuzco.shell import persistence
    if sys.argv[1] == "cuzco":
        game = Game.new(Setup(("Ana", "Bo"), seed=9, first_player=0))
        moves = [a for a in game.state.legal_actions() if a.type == "place"][:1]
    else:
        game = GoldGame(GoldSetup(("Ana", "Bo", "Cy"), seed=9))
        moves = [Choose(p, True) for p in range(3)]
    for move in moves:
        game.apply(move)
    persistence.autosave(game)
    print(len(game.actions), flush=True)
    def stall(fd):
        print("writing", flush=True)
        time.sleep(60)
    os.fsync = stall  # every game's save writer flushes through cuzco.atomic_files
    if sys.argv[1] == "cuzco":
        game.apply(next(a for a in game.state.legal_actions() if a.type == "place"))
    else:
        game.apply(Choose(game.state.waiting_for()[0], False))
    persistence.autosave(game)
    """
)


@pytest.mark.parametrize("kind", KINDS)
def test_a_kill_in_the_middle_of_a_write_leaves_the_last_whole_autosave(kind: str, cuzco_home: Path) -> None:
    env = dict(os.environ, CUZCO_HOME=str(cuzco_home), PYTHONPATH=str(REPO_ROOT))
    child = subprocess.Popen([sys.executable, "-c", STALLED, kind], stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    saved = int(child.stdout.readline())
    assert child.stdout.readline().strip() == "writing"  # half way through the next autosave
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    path = persistence.autosave_path(kind)
    assert len(list(paths.saves_dir().glob(".*.tmp"))) == 1  # the interrupted write's temporary file
    game = persistence.continue_autosave()  # what Continue gives: the last whole autosave
    assert len(game.actions) == saved
    assert remove_stale_temp_files(now=time.time() + 3600) == 1  # swept at the next start
    assert persistence.load_named(path).actions == game.actions
