"""Bad files on disk never break the game: the Load screen, Continue, settings, the autosave.

Driven through real posted pygame events in the real App loop (dummy SDL
driver). Every case used to crash the game, freeze it, eat gigabytes, lose
the player's file or fail silently.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell import autosave_lock, persistence
from cuzco.shell.main import App
from cuzco.shell.scenes import save_list_draw
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.save_load import ERROR, LoadScene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets.theme import px
from tests.file_reads import record_file_reads
from tests.shell.ui_events import click, has_colour, key, step
from tests.waiting import step_until

SIZE = (1280, 800)


def a_game(seed: int = 3, names: tuple[str, ...] = ("Ana", "Bo")) -> Game:
    game = Game.new(Setup(names, seed=seed, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    return game


def good_json(**meta: Any) -> dict[str, Any]:
    data = a_game().to_json()
    data["meta"] = meta
    return data


def bad_saves(folder: Path) -> dict[str, bytes]:
    """One file for each way a save used to crash the game, written into `folder`."""
    deep = b"[" * 100_000
    digits = json.dumps(good_json(x=123456789)).replace("123456789", "9" * 5000).encode()
    seat = json.dumps(good_json(bots={"\u00b2": "greedy"})).encode()
    long_name = good_json()
    long_name["setup"]["names"][1] = "N" * 1_000_000
    files = {
        "deep.json": deep,
        "digits.json": digits,
        "seat.json": seat,
        "long name.json": json.dumps(long_name).encode(),
        "junk.json": bytes(range(256)) * 10,
    }
    for name, raw in files.items():
        (folder / name).write_bytes(raw)
    with open(folder / "huge.json", "wb") as f:  # 200 MB, sparse: nothing on disk
        f.truncate(200 * 1024 * 1024)
    return files


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZE, settings=Settings(), fps=None)
    yield application
    pygame.quit()


# ---- the Load screen ---------------------------------------------------------------------------
def test_the_load_screen_lists_every_bad_file_quickly_with_its_reason(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = paths.saves_dir()
    raw = bad_saves(folder)
    good = persistence.save_named(a_game(), "Good game")
    menu = MenuScene(app.settings)
    app.push(menu)
    step(app)
    reads = record_file_reads(monkeypatch)  # the work counted, not timed: a busy machine cannot fail it
    key(app, pygame.K_l)  # the menu's shortcut for Load game
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    step_until(lambda: step(app), lambda: not any(e.pending for e in scene.entries), "every row read")
    sizes = {name: len(content) for name, content in raw.items()} | {good.name: good.stat().st_size}
    assert reads.read["huge.json"] == 0, "the 200 MB file was read"  # refused by its size on disk
    selected = scene.entries[scene.selected].path.name  # read again for its preview
    for name, size in sizes.items():  # each file read whole at most twice: for its game, then by its reader
        most = 4 if name == selected else 2
        assert reads.opened[name] <= most and reads.read[name] <= most * (size + 1), (name, reads.opened[name])
    assert set(reads.opened) == {*sizes, "huge.json"}  # nothing else was opened (settings, other saves)
    problems = {e.path.name: e.problem for e in scene.entries}
    assert set(problems) == {*raw, "huge.json", good.name}
    assert "nests 100000 levels deep" in problems["deep.json"]
    assert "a number 5000 characters long" in problems["digits.json"]
    assert "not a seat" in problems["seat.json"]
    assert "1000000 characters long (at most 16)" in problems["long name.json"]
    assert "not UTF-8" in problems["junk.json"]
    assert "too big (200 MB" in problems["huge.json"]
    assert problems[good.name] == ""
    assert all(len(p) <= 200 for p in problems.values())
    for name, content in raw.items():  # listing changed nothing
        assert (folder / name).read_bytes() == content


def test_loading_each_bad_file_from_the_load_screen_shows_why_and_keeps_it(app: App) -> None:
    folder = paths.saves_dir()
    raw = bad_saves(folder)
    scene = LoadScene(app.settings)
    app.push(scene)
    step(app, 2)
    for index, entry in enumerate(list(scene.entries)):
        row = scene.view.rect.move(0, index * scene.ROW_H - scene.view.offset)
        if not scene.view.rect.collidepoint(row.centerx, row.top + 20):
            scene.view.scroll_to(index * scene.ROW_H)
            step(app)
            row = scene.view.rect.move(0, index * scene.ROW_H - scene.view.offset)
        click(app, (row.centerx, row.top + 20))
        assert scene.selected == index
        click(app, scene.buttons["load"].rect.center)
        assert app.stack.top is scene, entry.path.name
        assert scene.message.startswith("This save cannot be loaded:"), scene.message
        assert has_colour(app.screen, ERROR, app.screen.get_rect())
    for name, content in raw.items():
        assert (folder / name).read_bytes() == content
    assert sorted(p.name for p in folder.iterdir()) == sorted([*raw, "huge.json"])


def test_the_listing_is_quick_whatever_lies_in_the_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    folder = paths.saves_dir()
    sizes: dict[str, int] = {}
    for i in range(300):  # many files, each up to the cap, every one junk
        sizes[f"junk {i:03}.json"] = (folder / f"junk {i:03}.json").write_bytes(b"[]," * (1000 if i % 50 else 600_000))
    with open(folder / "huge.json", "wb") as f:
        f.truncate(200 * 1024 * 1024)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
    (folder / "a folder.json").mkdir()
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    # The work counted, not timed: the files opened, the bytes read, the rows drawn.
    reads = record_file_reads(monkeypatch)
    drawn: list[pygame.Rect] = []
    real_row_box = save_list_draw._row_box

    def row_box(surface: pygame.Surface, row: pygame.Rect, selected: bool) -> None:
        drawn.append(row)
        real_row_box(surface, row, selected)

    monkeypatch.setattr(save_list_draw, "_row_box", row_box)
    try:
        scene = LoadScene(Settings())
        scene.draw(pygame.display.get_surface())
        assert len(scene.entries) == 301  # every one is listed (the pipe and the folder are no saves)
        in_view = scene.view.rect.height // px(scene.ROW_H) + 2
        assert 0 < len(drawn) <= in_view, f"{len(drawn)} rows drawn, {in_view} fit in view"  # only those in view
        step_until(lambda: scene.update(1 / 60), lambda: not any(e.pending for e in scene.entries), "every row read")
        assert reads.read["huge.json"] == 0, "the 200 MB file was read"
        assert "pipe.json" not in reads.opened and "a folder.json" not in reads.opened
        for name, size in sizes.items():  # each file read whole at most twice: for its game, then by its reader
            assert reads.opened[name] <= 2 and reads.read[name] <= 2 * (size + 1), (name, reads.opened[name])
    finally:
        pygame.quit()


# ---- Continue ----------------------------------------------------------------------------------
@pytest.mark.parametrize("case", ["deep.json", "digits.json", "seat.json", "long name.json", "huge.json"])
def test_continue_with_a_bad_autosave_explains_and_keeps_it_aside(app: App, case: str) -> None:
    bad_saves(paths.data_dir())
    auto = paths.autosave_path()
    os.replace(paths.data_dir() / case, auto)
    before = auto.read_bytes() if case != "huge.json" else None
    menu = MenuScene(app.settings)
    app.push(menu)
    step(app)
    assert menu.buttons["continue"].enabled
    click(app, menu.buttons["continue"].rect.center)
    assert app.stack.top is menu
    assert menu.message.startswith("The autosave cannot be loaded:")
    kept = list(auto.parent.glob("autosave.json.bad-*"))
    assert len(kept) == 1 and kept[0].name in menu.message
    if before is not None:
        assert kept[0].read_bytes() == before
    assert not auto.exists() and not menu.buttons["continue"].enabled
    step(app)
    top = menu.buttons["quit"].rect.bottom
    assert has_colour(app.screen, menu_error_colour(), pygame.Rect(0, top, SIZE[0], SIZE[1] - top))


def menu_error_colour() -> tuple[int, int, int]:
    from cuzco.shell.widgets import theme

    return theme.lighten(theme.TERRACOTTA, 0.3)


def test_a_new_game_keeps_an_unreadable_autosave_aside_instead_of_overwriting_it(app: App) -> None:
    auto = paths.autosave_path()
    auto.write_bytes(b'{"format": "cuzco-save", "version": 1, "setup": {"names": ["A"' + b"]" * 10)
    before = auto.read_bytes()
    game = Game.new(Setup(("Ana", "Bo"), seed=5, first_player=0))
    scene = GameScene(game, app.settings, hotseat=False)
    app.push(scene)
    step(app, 2)
    scene.perform(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    [kept] = auto.parent.glob("autosave.json.bad-*")
    assert kept.read_bytes() == before
    assert load_game(auto).actions == game.actions  # the new game is autosaved as usual
    scene.perform(next(iter(game.state.legal_actions())))
    assert len(list(auto.parent.glob("autosave.json.bad-*"))) == 1  # its own autosave is not set aside
    menu = MenuScene(app.settings)
    app.stack.clear(menu)
    assert kept.name in menu.message  # the menu says where the old one went


def test_a_good_autosave_replaced_by_a_new_game_is_not_kept(app: App) -> None:
    save_game(a_game(seed=9), paths.autosave_path())
    game = Game.new(Setup(("Ana", "Bo"), seed=5, first_player=0))
    scene = GameScene(game, app.settings, hotseat=False)
    app.push(scene)
    step(app)
    scene.perform(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    lock = autosave_lock.lock_path(paths.autosave_path())  # this window's hold on the autosave
    assert [p for p in paths.saves_dir().iterdir() if p != lock] == [paths.autosave_path()]


# ---- settings ----------------------------------------------------------------------------------
SETTINGS_GARBAGE = {
    "binary junk": bytes(range(256)) * 4,
    "deep nesting": b'{"ui_scale": ' + b"[" * 100_000,
    "huge number": b'{"ui_scale": ' + b"9" * 5000 + b"}",
    "huge float": b'{"ui_scale": 1e999}',
    "wrong types": json.dumps({"ui_scale": "big", "sound": 1, "fullscreen": [], "language": {"x": 1}}).encode(),
    "not an object": b"[1, 2, 3]",
    "too big": b'{"pad": "' + b"x" * 70_000 + b'"}',
}


@pytest.mark.parametrize("case", list(SETTINGS_GARBAGE), ids=list(SETTINGS_GARBAGE))
def test_garbage_settings_start_the_game_with_defaults_and_a_notice(
    case: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = paths.settings_path()
    path.write_bytes(SETTINGS_GARBAGE[case])
    application = App(SIZE, fps=None)  # loads the settings itself, as at start
    try:
        assert application.settings == Settings()
        [kept] = paths.data_dir().glob("settings.json.bad-*")
        assert kept.read_bytes() == SETTINGS_GARBAGE[case]  # the player's file, unchanged, aside
        assert Settings.load() == Settings()  # the new settings.json is good
        menu = MenuScene(application.settings)
        application.push(menu)
        step(application, 2)
        assert kept.name in menu.message and "settings" in menu.message
        top = menu.buttons["quit"].rect.bottom
        assert has_colour(application.screen, menu_error_colour(), pygame.Rect(0, top, SIZE[0], SIZE[1] - top))
        lines = [r for r in caplog.records if "settings file could not be used" in r.getMessage()]
        assert len(lines) == 1 and lines[0].exc_info is None
    finally:
        pygame.quit()


def test_the_longest_name_a_save_may_hold_is_the_longest_the_new_game_form_takes(app: App) -> None:
    from cuzco.games.cuzco.rules.savefile import MAX_NAME_LENGTH
    from cuzco.games.cuzco.ui.new_game import NewGameScene

    form = NewGameScene(app.settings)
    app.push(form)
    step(app, 2)
    box = form.inputs[0]
    click(app, box.rect.center)
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    for ch in "W" * (MAX_NAME_LENGTH + 5):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    step(app)
    assert box.text == "W" * MAX_NAME_LENGTH  # the form stops where the save file's limit is
    form.start()
    game = next(s for s in app.stack.scenes if isinstance(s, GameScene)).game
    save_game(game, paths.saves_dir() / "longest.json")
    assert load_game(paths.saves_dir() / "longest.json").setup.names[0] == "W" * MAX_NAME_LENGTH


def test_a_seed_typed_as_a_superscript_digit_starts_a_game(app: App) -> None:
    from cuzco.games.cuzco.ui.new_game import NewGameScene

    form = NewGameScene(app.settings)
    app.push(form)
    step(app, 2)
    assert form.seed_input is not None
    click(app, form.seed_input.rect.center)
    for ch in "²³":  # isdigit() is true for these, int() refuses them
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    step(app)
    click(app, form.buttons["start"].rect.center)
    game = next(s for s in app.stack.scenes if isinstance(s, GameScene)).game
    assert game.setup.seed == "²³"
    save_game(game, paths.saves_dir() / "seed.json")
    assert load_game(paths.saves_dir() / "seed.json").setup.seed == "²³"
