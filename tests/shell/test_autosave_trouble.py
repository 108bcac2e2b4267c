"""When the autosave cannot be written, and what interrupted writes leave behind.

A full disk, a read-only folder or a file where the saves folder should be must
not end the game nor pass unnoticed: the game screen shows a warning for as
long as the trouble lasts, every action tries again, and the log gets one line
without a traceback. Temporary files of writes a crash interrupted are swept
when the game starts. Driven through real posted events in the real App loop.
"""

from __future__ import annotations

import errno
import logging
import os
import time
from collections.abc import Iterator

import pygame
import pytest

from cuzco import atomic_files, paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.positions import legal_placements
from cuzco.games.cuzco.rules.record import Game, load_game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell import persistence
from cuzco.shell.autosave_warning import WARNING, draw_autosave_warning
from cuzco.shell.files import remove_stale_temp_files
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings
from tests.shell.ui_events import click, has_colour, key, step

SIZE = (1280, 800)


def a_game() -> Game:
    game = Game.new(Setup(("Ana", "Bo"), seed=3, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    return game


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZE, settings=Settings(), fps=None)
    yield application
    pygame.quit()


# ---- the autosave cannot be written ------------------------------------------------------------
def disk_full(*args: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def read_only(*args: object, **kwargs: object) -> None:
    raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(paths.saves_dir()))


@pytest.mark.parametrize("trouble", ["full disk", "read-only folder"])
def test_a_failing_autosave_shows_a_warning_keeps_trying_and_logs_one_line(
    app: App, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, trouble: str
) -> None:
    game = Game.new(Setup(("Ana", "Bo"), seed=5, first_player=0))
    scene = GameScene(game, app.settings, hotseat=False)
    app.push(scene)
    step(app, 2)
    target, name = (atomic_files.os, "fsync") if trouble == "full disk" else (atomic_files.tempfile, "mkstemp")
    working = getattr(target, name)
    monkeypatch.setattr(target, name, disk_full if trouble == "full disk" else read_only)
    caplog.set_level(logging.DEBUG, logger="cuzco")
    board = scene.view.frame.board
    corner = pygame.Rect(board.left, board.top, 300, 80)
    assert not has_colour(app.screen, WARNING, corner)

    spot = legal_spot(game)
    click(app, scene.view.hex_screen_pos(spot))  # lay the triple
    assert len(game.actions) == 1
    step(app)
    assert persistence.autosave_problem() is not None
    assert has_colour(app.screen, WARNING, corner)  # the warning is up
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                         scancode=0))
    step(app, 30)  # undo: another change, another try that fails
    assert len(game.actions) == 0
    assert has_colour(app.screen, WARNING, corner)  # still up: it stays until a save works
    tries = [r for r in caplog.records if "autosave failed" in r.getMessage()]
    assert len(tries) == 2
    warnings = [r for r in tries if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and warnings[0].exc_info is None and "\n" not in warnings[0].getMessage()
    assert not paths.autosave_path().exists()
    assert not list(paths.saves_dir().glob(".*.tmp"))  # no temporary file left behind

    monkeypatch.setattr(target, name, working)  # the disk is back (not undo(): that would drop CUZCO_HOME)
    key(app, pygame.K_1)  # the triple again
    click(app, scene.view.hex_screen_pos(spot))
    step(app)
    assert len(game.actions) == 1 and persistence.autosave_problem() is None
    assert load_game(paths.autosave_path()).actions == game.actions  # every move is on disk again
    assert not has_colour(app.screen, WARNING, corner)
    assert "autosave works again" in caplog.text


def legal_spot(game: Game) -> Hex:
    """A legal hex for a triple at rotation 0, away from the edges of the view."""
    spots = sorted(a.hex for a, _ in legal_placements(game.state, "triple") if a.rotation == 0)
    return spots[len(spots) // 2]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_really_read_only_saves_folder_shows_the_warning(app: App) -> None:
    folder = paths.saves_dir()
    folder.chmod(0o555)
    try:
        game = a_game()
        assert persistence.autosave_safely(game) is False
        assert persistence.autosave_problem()
        surface = pygame.Surface(SIZE)
        assert draw_autosave_warning(surface, surface.get_rect()) is not None
    finally:
        folder.chmod(0o755)


def test_a_file_where_the_saves_folder_should_be_does_not_stop_the_game(app: App) -> None:
    saves = paths.data_dir() / "saves"
    if saves.exists():
        saves.rmdir()
    saves.write_bytes(b"not a folder")
    menu = MenuScene(app.settings)
    app.push(menu)
    step(app)
    assert not menu.buttons["continue"].enabled
    key(app, pygame.K_l)
    scene = app.stack.top
    assert isinstance(scene, LoadScene) and scene.entries == []
    key(app, pygame.K_ESCAPE)
    game = Game.new(Setup(("Ana", "Bo"), seed=5, first_player=0))
    play = GameScene(game, app.settings, hotseat=False)
    app.push(play)
    step(app, 2)
    click(app, play.view.hex_screen_pos(legal_spot(game)))
    step(app)
    assert len(game.actions) == 1 and persistence.autosave_problem()
    board = play.view.frame.board
    assert has_colour(app.screen, WARNING, pygame.Rect(board.left, board.top, 300, 80))
    assert saves.read_bytes() == b"not a folder"


# ---- temporary files of interrupted writes -----------------------------------------------------
def test_temporary_files_of_interrupted_writes_are_removed_at_start() -> None:
    saves, data = paths.saves_dir(), paths.data_dir()
    old = [saves / ".autosave.json.k2j4h.tmp", saves / ".Evening game.json.x8f.tmp", data / ".settings-a1b2.tmp"]
    for p in old:
        p.write_text("{half a file", encoding="utf-8")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    fresh = saves / ".autosave.json.now.tmp"  # another copy of the game writing right now
    fresh.write_text("{", encoding="utf-8")
    others = [saves / "keep.tmp", saves / "game.json", data / "notes.tmp"]
    for p in others:
        p.write_text("mine", encoding="utf-8")
        os.utime(p, (time.time() - 3600, time.time() - 3600))

    from cuzco.shell.main import run

    assert run(frames=2) == 0  # the game starts (headless), sweeps, draws two frames and quits
    assert not any(p.exists() for p in old)
    assert fresh.exists() and all(p.exists() for p in others)
    assert remove_stale_temp_files() == 0
