"""The world the door test explores: a game of each kind in progress on disk, the real window loop, and
the paths through the shell's screens, each replayed from the title screen with posted events.

    world = World(kind)            # the title screen; every kind's autosave holds a game in progress
    world.actions() -> [label]     # what the screen on top offers (its buttons, a Load row's Load...)
    world.take(label)              # do it, with real pygame events, and let the screens settle
    world.losses() -> [str]        # games in progress no longer on disk, or moved without a question

Each kind has three files: its autosave (a game in progress, seat 0 to play, the others computers),
a named save of another game in progress, and a named save of a finished game (its results screen).
"""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from cuzco import paths
from cuzco.shell import persistence, registry
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.confirm import Dialog
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.keep_game import KeepGameDialog
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.results_frame import ResultsFrame

SIZE = (1024, 700)
MADE_AT = 1_790_000_000  # when the files were written (seconds since the epoch, November 2026)
KINDS = ("cuzco", "incan-gold", "feld-cuzco")

# Buttons that lead to no other game, each with why (the other buttons are all followed):
NOT_DOORS = {
    "rules": "reads a rules reference",
    "settings": "edits the settings",
    "save": "writes a named save of the game on screen; it replaces nothing",
    "phones": "shows the players' phones",
    "order": "sorts the Load list",
    "rename": "renames a save (asked in its own dialog, tested with the Load screen)",
    "delete": "deletes a save after its own question (tested with the Load screen)",
    "deleted": "lists the recently deleted",
    "undo": "puts a deleted save back",
}
ROW_BUTTONS = ("load", "watch")  # what the Load screen does with a row


# ---- the games on disk ----------------------------------------------------------------------------
def _cuzco(seed: int) -> tuple[Any, Any]:
    from cuzco.games.cuzco.bots.match import play_game
    from cuzco.games.cuzco.rules.record import Game

    done = play_game(("random", "random"), seed)
    done.meta["bots"] = {"1": "easy"}
    going = Game(done.setup, {"bots": {"1": "easy"}})
    for action in done.actions:
        if len(going.actions) >= 6 and going.state.actor == 0 and going.state.phase != "festival":
            break
        going.apply(action)
    return going, done


def _gold(seed: int) -> tuple[Any, Any]:
    from cuzco.games.incan_gold.rules import Choose, Game, Setup

    rng = random.Random(seed)

    def game() -> Any:
        return Game(Setup(("Ana", "Bruno", "Cora"), seed=seed), meta={"bots": {"1": "easy", "2": "easy"}})

    going = game()
    first = going.state.round
    while going.state.round < first + 1:  # a new round: every choice open, nothing secret held
        going.apply(Choose(going.state.waiting_for()[0], rng.random() < 0.6))
    done = game()
    while not done.state.over:
        done.apply(Choose(done.state.waiting_for()[0], rng.random() < 0.5))
    return going, done


def _feld(seed: int) -> tuple[Any, Any]:
    from cuzco.games.feld_cuzco.bots.arena import play_game
    from cuzco.games.feld_cuzco.rules import Game

    done = play_game(("random", "random"), seed)
    done.meta["bots"] = {"1": "random"}
    going = Game(done.setup, {"bots": {"1": "random"}})
    for action in done.actions:
        if len(going.actions) >= 8 and going.state.actor == 0:
            break
        going.apply(action)
    return going, done


MAKERS: dict[str, Callable[[int], tuple[Any, Any]]] = {"cuzco": _cuzco, "incan-gold": _gold, "feld-cuzco": _feld}


@cache
def files() -> dict[str, bytes]:
    """File name in the saves folder -> its bytes: each kind's autosave, another game in progress and a
    finished game (made once, written again before every path)."""
    made: dict[str, bytes] = {}
    folder = Path(os.environ[paths.HOME_ENV]) / "door-files"
    folder.mkdir(exist_ok=True)
    for kind, make in MAKERS.items():
        going, _done = make(11)
        other, _done = make(12)
        _going, done = make(13)
        for name, game in ((persistence.autosave_path(kind).name, going), (f"{kind} unfinished.json", other),
                           (f"{kind} finished.json", done)):
            registry.save(game, folder / name)
            made[name] = (folder / name).read_bytes()
    shutil.rmtree(folder)
    return made


def autosave_name(kind: str) -> str:
    return persistence.autosave_path(kind).name


# ---- the window and its screens --------------------------------------------------------------------
def game_of(scene: Scene) -> Any:
    """The game a game screen plays or shows (not the menus, questions and results over it)."""
    if scene.transparent or isinstance(scene, (GameMenu, ResultsFrame, Dialog)):
        return None
    game = getattr(scene, "game", None)
    if game is None:
        return None
    try:
        registry.entry_for_game(game)
    except KeyError:
        return None
    return game


def writes_autosave(scene: Scene) -> bool:
    """Whether a game screen autosaves its game (a guided game and the demo write nothing)."""
    return getattr(scene, "saves", getattr(scene, "autosave", False)) is True


def same_game(first: Any, later: Any) -> bool:
    """`later` is `first` itself, maybe played on (the same set-up, its actions begin with first's)."""
    return (type(first) is type(later) and first.setup == later.setup
            and list(later.actions[: len(first.actions)]) == list(first.actions))


class World:
    def __init__(self, kind: str, app: App) -> None:
        self.kind = kind
        self.app = app
        self.asked: list[Path] = []  # the autosaves a KeepGameDialog asked about on this path
        self.watching = False

    @property
    def folder(self) -> Path:
        return paths.saves_dir()

    @property
    def top(self) -> Scene:
        top = self.app.stack.top
        assert top is not None
        return top

    def reset(self) -> None:
        """Back to the title screen with the files as they were; this kind's game was played last."""
        self.app.stack.clear(MenuScene(self.app.settings))
        persistence.forget()
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder.mkdir(parents=True, exist_ok=True)
        assert not any(self.folder.iterdir()), list(self.folder.iterdir())
        for k, (name, data) in enumerate(files().items()):
            (self.folder / name).write_bytes(data)
            # the same times every path, so the Load screen's remembered rows and previews serve again
            when = MADE_AT + k + (600 if name == autosave_name(self.kind) else 0)  # this kind was played last
            os.utime(self.folder / name, (when, when))
        pygame.event.clear()
        self.app.running = True
        self.asked = []
        self.watching = False
        self.settle()

    def step(self) -> None:
        self.app.step(1 / 60)
        if isinstance(self.app.stack.top, KeepGameDialog):
            self.asked.append(self.app.stack.top.path)

    def settle(self) -> None:
        """Frames until the screen on top stays the same for two frames (a finished game opens its results
        in its first update)."""
        seen = None
        for _ in range(8):
            self.step()
            if not self.app.running or not self.app.stack.scenes:
                return
            now = tuple(map(type, self.app.stack.scenes))
            if now == seen:
                return
            seen = now

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def key(self, k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))

    # ---- what the screen on top offers ------------------------------------------------------------
    def running_game(self) -> Any:
        """The game of the topmost game screen on the stack, if any."""
        for scene in reversed(self.app.stack.scenes):
            game = game_of(scene)
            if game is not None:
                return scene, game
        return None

    def is_form(self, scene: Scene) -> bool:
        return "start" in getattr(scene, "buttons", {})

    def actions(self) -> list[str]:
        top = self.top
        name = type(top).__name__
        if isinstance(top, MenuScene):
            cards = [f"card:{entry.id}" for entry, _rect in top.game_cards() if entry.id == self.kind]
            return [f"button:{k}" for k in self._buttons(top)] + cards
        if name == "GameChooserScene":
            return [f"button:{k}" for k in self._buttons(top) if k in ("back", f"game:{self.kind}")]
        if name == "LoadScene":
            rows = [e.path.name for e in top.entries  # type: ignore[attr-defined]
                    if e.path.name in files() and self.kind in e.path.name]
            return ["button:back"] + [f"row:{row}:{b}" for row in rows for b in ROW_BUTTONS]
        if hasattr(top, "buttons") and isinstance(top.buttons, dict) and not game_of(top):
            return [f"button:{k}" for k in self._buttons(top)]
        if game_of(top) is not None:
            found = ["key:escape", "window:close"]
            if hasattr(top, "play_a_game"):  # a guided game's last step: play a real game
                found.append("door:play_a_game")
            return found
        raise AssertionError(f"the door test does not know the screen {name}: teach it what its buttons are")

    def _buttons(self, scene: Scene) -> list[str]:
        if not getattr(scene, "buttons", None):
            scene.draw(self.app.screen)  # laid out as it draws
        hidden = getattr(scene, "hidden", set())
        return [key for key, button in scene.buttons.items()  # type: ignore[attr-defined]
                if button.enabled and key not in hidden and key not in NOT_DOORS]

    # ---- doing it ------------------------------------------------------------------------------------
    def take(self, label: str) -> None:
        top = self.top
        what, _sep, rest = label.partition(":")
        if what == "button":
            self._buttons(top)
            self.click(top.buttons[rest].rect.center)  # type: ignore[attr-defined]
            self.watching = rest == "watch"
        elif what == "card":
            rect = next(r for entry, r in top.game_cards() if entry.id == rest)  # type: ignore[attr-defined]
            self.click(rect.center)
        elif what == "row":
            row, _sep, button = rest.rpartition(":")
            names = [e.path.name for e in top.entries]  # type: ignore[attr-defined]
            top.select(names.index(row))  # type: ignore[attr-defined]
            self.step()
            self.click(top.buttons[button].rect.center)  # type: ignore[attr-defined]
            self.watching = button == "watch"
        elif what == "key":  # Escape: a tool in hand goes back first, then the menu opens
            for _ in range(3):
                self.key({"escape": pygame.K_ESCAPE}[rest])
                self.step()
                if self.app.stack.top is not top:
                    break
        elif what == "door":
            getattr(top, rest)()
        elif label == "window:close":
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        else:
            raise AssertionError(label)
        self.settle()

    # ---- where it ends --------------------------------------------------------------------------------
    def another_game_runs(self) -> bool:
        """A game screen that plays a game other than this kind's game in progress (which Continue and its
        autosave's Load row bring back) and not over, or a guided game."""
        found = self.running_game()
        if found is None:
            return False
        scene, game = found
        if not writes_autosave(scene):
            return False  # a guided game, in memory only: its last step is a door of its own
        progress = registry.entry_for_game(game).progress
        over = progress is not None and progress(game)[1]  # a finished game shows its results: go on there
        return not over and not same_game(self.in_progress(), game)

    def in_progress(self) -> Any:
        return _loaded(self.kind)

    def first_move(self) -> None:
        """What the first move of the game on screen writes: its game's autosave (a guided game writes none)."""
        found = self.running_game()
        if found is None:
            return
        scene, game = found
        if writes_autosave(scene):
            persistence.autosave(game)

    def losses(self) -> list[str]:
        """Every game at the start (each kind's game in progress, the named saves) is still on disk, under
        Load or in its recently deleted (an autosave may have been played on); and a game in progress that
        left its autosave was asked about."""
        on_disk = {p: p.read_bytes() for p in self.folder.rglob("*.json")}
        lost = []
        for name, data in files().items():
            kind = _kind_of(name)
            if data in on_disk.values() or kind and any(_holds(p, _loaded(kind)) for p in on_disk):
                continue
            lost.append(f"{name} is gone")
        for kind in KINDS:
            place = self.folder / autosave_name(kind)
            if not _holds(place, _loaded(kind)) and place not in self.asked:
                lost.append(f"{place.name} was moved or overwritten without a question")
        return lost


def _kind_of(name: str) -> str:
    return next((kind for kind in KINDS if autosave_name(kind) == name), "")


@cache
def _loaded(kind: str) -> Any:
    """This kind's game in progress, as its autosave holds it at the start."""
    folder = Path(os.environ[paths.HOME_ENV]) / "door-loaded"
    folder.mkdir(exist_ok=True)
    path = folder / autosave_name(kind)
    path.write_bytes(files()[autosave_name(kind)])
    game = registry.load(path)
    path.unlink()
    return game


def _holds(path: Path, first: Any) -> bool:
    """The file holds `first`, maybe played on."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    key = (data, id(first))
    if key not in _held:
        try:
            _held[key] = same_game(first, registry.load(path))
        except ValueError:
            _held[key] = False
    return _held[key]


_held: dict[tuple[bytes, int], bool] = {}
