"""Saves managed on the Load screen with posted events: rename, delete with a confirmation, Undo and
Recently deleted, a preview drawn by each game, sorting by date, no Watch for a game without a viewer,
and a folder of 500 saves listed reading each file once (none when opened again)."""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.bots.match import play_game as play_cuzco
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.incan_gold.bots.match import play_game as play_gold
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.shell import persistence, registry, save_files
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes import save_rows
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.scenes.save_manage_dialogs import ConfirmDialog, RenameDialog
from cuzco.shell.settings import Settings
from tests.file_reads import record_file_reads
from tests.waiting import step_until


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    save_rows.forget()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


@pytest.fixture(scope="module")
def games() -> tuple[CuzcoGame, GoldGame]:
    return play_cuzco(["greedy"] * 2, seed=4), play_gold(["bold", "cautious", "reasoning"], seed=2)


def part(game: object, count: int) -> object:
    if isinstance(game, CuzcoGame):
        out: object = CuzcoGame.new(game.setup)
    else:
        out = GoldGame(game.setup, game.meta)  # type: ignore[attr-defined]
    for action in game.actions[:count]:  # type: ignore[attr-defined]
        out.apply(action)  # type: ignore[attr-defined]
    return out


def saved(name: str, game: object, age_hours: float = 0) -> Path:
    path = persistence.save_named(game, name)
    when = time.time() - age_hours * 3600
    os.utime(path, (when, when))
    return path


def post(stack: SceneStack, screen: pygame.Surface, *events: pygame.event.Event) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)
    stack.update(1 / 60)
    stack.draw(screen)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def opened(screen: pygame.Surface) -> tuple[SceneStack, LoadScene]:
    stack = SceneStack()
    scene = LoadScene(Settings())
    stack.push(scene)
    stack.draw(screen)
    return stack, scene


def row_of(scene: LoadScene, path: Path) -> tuple[int, int]:
    index = [e.path for e in scene.entries].index(path)
    return (scene.view.rect.centerx, scene.view.rect.top + index * scene.ROW_H + 20)


def test_rename_a_save(screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame]) -> None:
    first = saved("Sunday", part(games[0], 30))
    other = saved("Monday", part(games[1], 6), age_hours=1)
    raw = first.read_bytes()
    stack, scene = opened(screen)
    post(stack, screen, click(row_of(scene, first)))
    post(stack, screen, click(scene.buttons["rename"].rect.center))
    dialog = stack.top
    assert isinstance(dialog, RenameDialog)
    post(stack, screen, *[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Monday"], key(pygame.K_RETURN))
    assert stack.top is dialog and "Monday" in dialog.message  # another save's name: refused, said why
    post(stack, screen, key(pygame.K_a, pygame.KMOD_LCTRL),
         *[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Evening with Ana"], key(pygame.K_RETURN))
    assert stack.top is scene
    renamed = paths.saves_dir() / "Evening with Ana.json"
    assert not first.exists() and renamed.read_bytes() == raw and other.is_file()
    assert scene.entries[scene.selected].path == renamed and "Evening with Ana" in scene.message


def test_delete_asks_then_undo_brings_it_back(screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame]) -> None:
    path = saved("Keep me", part(games[1], 9))
    raw = path.read_bytes()
    stack, scene = opened(screen)
    post(stack, screen, click(scene.buttons["delete"].rect.center))
    confirm = stack.top
    assert isinstance(confirm, ConfirmDialog) and "Recently deleted" in confirm.text
    post(stack, screen, click(confirm.buttons["cancel"].rect.center))
    assert stack.top is scene and path.read_bytes() == raw  # cancelled: nothing changed
    post(stack, screen, key(pygame.K_DELETE))
    post(stack, screen, click(stack.top.buttons["confirm"].rect.center))  # type: ignore[union-attr]
    assert stack.top is scene and not path.exists() and scene.entries == []
    waiting = save_files.recently_deleted()
    assert len(waiting) == 1 and waiting[0].path.read_bytes() == raw
    assert scene.undo_last is not None and "Recently deleted" in scene.message
    post(stack, screen, click(scene.undo_rect().center))
    assert path.read_bytes() == raw and [e.path for e in scene.entries] == [path]
    assert save_files.recently_deleted() == []


def test_recently_deleted_lists_and_restores(screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame]) -> None:
    a = saved("First", part(games[0], 10))
    b = saved("Second", part(games[1], 3))
    raw_a = a.read_bytes()
    save_files.delete(a)
    save_files.delete(b)
    stack, scene = opened(screen)
    assert "(2)" in scene.buttons["deleted"].label
    post(stack, screen, click(scene.buttons["deleted"].rect.center))
    assert scene.showing_deleted and [d.name for d in scene.deleted] == ["Second.json", "First.json"]
    post(stack, screen, click((scene.view.rect.centerx, scene.view.rect.top + scene.ROW_H + 20)))
    post(stack, screen, click(scene.buttons["restore"].rect.center))
    assert not scene.showing_deleted and a.read_bytes() == raw_a
    assert scene.entries[scene.selected].path == a and not b.exists()


def test_the_old_deleted_go_for_good_after_their_days(games: tuple[CuzcoGame, GoldGame]) -> None:
    save_files.delete(saved("Old", part(games[0], 4)))
    later = time.time() + (save_files.KEEP_DELETED_DAYS + 1) * 86400
    assert save_files.recently_deleted(now=time.time()) != []
    assert save_files.recently_deleted(now=later) == [] and not any(save_files.deleted_dir().iterdir())


def test_the_preview_shows_the_picture_players_progress_and_the_end(
        screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame]) -> None:
    cuzco_game, gold_game = games
    mid = saved("Cuzco half way", part(cuzco_game, 40))
    over = saved("Incan Gold done", gold_game, age_hours=1)
    going = saved("Incan Gold going", part(gold_game, 4), age_hours=2)
    stack, scene = opened(screen)
    for path, progress, finished in ((mid, "turn ", False), (over, "finished", True), (going, "round 1 of 5", False)):
        post(stack, screen, click(row_of(scene, path)))
        shown = save_rows.preview(path, (300, 200), "en")
        assert shown.picture is not None and progress in shown.progress and shown.over is finished
        assert shown.names and shown.names[0] in ("Greedy 1", gold_game.setup.names[0])
        box = scene.preview_rect
        colours = {screen.get_at((x, y))[:3] for x in range(box.left + 20, box.right - 20, 7)
                   for y in range(box.top + 20, box.top + 150, 7)}
        assert len(colours) > 12  # a picture is drawn there, not an empty pane


def test_sort_by_date_both_ways_and_by_name(screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame]) -> None:
    names = [("b middle", 2), ("a newest", 0), ("c oldest", 5)]
    for name, age in names:
        saved(name, part(games[0], 2), age_hours=age)
    stack, scene = opened(screen)
    assert [e.path.stem for e in scene.entries] == ["a newest", "b middle", "c oldest"]
    post(stack, screen, click(scene.buttons["order"].rect.center))
    assert [e.path.stem for e in scene.entries] == ["c oldest", "b middle", "a newest"]
    post(stack, screen, key(pygame.K_s))
    assert scene.order == "name" and [e.path.stem for e in scene.entries] == ["a newest", "b middle", "c oldest"]


def test_a_game_without_a_viewer_shows_no_watch(screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    module = __import__(registry.GAME_MODULES["incan-gold"], fromlist=["ENTRY"])
    monkeypatch.setattr(module, "ENTRY", dataclasses.replace(module.ENTRY, watch_game=None))
    gold = saved("Gold", part(games[1], 3))
    cuzco = saved("Cuzco", part(games[0], 3), age_hours=1)
    stack, scene = opened(screen)
    post(stack, screen, click(row_of(scene, gold)))
    assert "watch" in scene.hidden
    post(stack, screen, key(pygame.K_w))
    assert stack.top is scene and not scene.message  # nothing opened, no red row
    post(stack, screen, click(row_of(scene, cuzco)))
    assert "watch" not in scene.hidden


def test_500_saves_are_listed_reading_each_file_once_and_none_when_opened_again(
        screen: pygame.Surface, games: tuple[CuzcoGame, GoldGame], monkeypatch: pytest.MonkeyPatch) -> None:
    cuzco_data = part(games[0], 120).to_json()  # type: ignore[attr-defined]
    gold_data = part(games[1], 30).to_json()  # type: ignore[attr-defined]
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for i in range(500):
        data = dict(cuzco_data if i % 2 else gold_data)
        path = folder / f"generated save {i:03d}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        os.utime(path, (now - i * 60, now - i * 60))
    # The work counted, not timed: the files opened and Cuzco's moves replayed.
    reads = record_file_reads(monkeypatch)
    replayed = []
    real_apply = CuzcoGame.apply

    def apply(game: CuzcoGame, action: object) -> object:
        replayed.append(action)
        return real_apply(game, action)  # type: ignore[arg-type]

    monkeypatch.setattr(CuzcoGame, "apply", apply)
    stack, scene = opened(screen)
    step_until(lambda: stack.update(1 / 60), lambda: not any(e.pending for e in scene.entries), "every row read")
    stack.draw(screen)
    assert len(scene.entries) == 500 and not any(e.problem for e in scene.entries)
    selected = scene.entries[scene.selected].path.name  # read again for its preview
    for entry in scene.entries:  # each file read at most twice (for its game, then by its reader)
        name = entry.path.name
        assert reads.opened[name] <= (4 if name == selected else 2), (name, reads.opened[name])
    assert set(reads.opened) == {e.path.name for e in scene.entries}
    assert selected.endswith("000.json") and replayed == [], "a Cuzco row was replayed to be listed"
    reads.clear()
    opened(screen)  # opened again: every row and the preview are remembered
    assert not reads.opened, f"{sum(reads.opened.values())} files opened again"
