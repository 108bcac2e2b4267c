"""The games this app plays, registered in one place, and all the shell knows about any of them.

    games() -> list[GameEntry]          # in menu order
    entry(game_id) -> GameEntry         # KeyError for an unknown id
    game_id_of(data) -> str | None      # which game a parsed save belongs to
    load(path) -> game                  # the game in a save file, whichever game it is (ValueError)
    save(game, path)                    # in its own game's format
    open_game(game, settings) -> Scene  # its own game's screen
    describe(path) -> (entry, names, moves, progress)  # a save's row in the Load list

Each game is a package under `cuzco/games/` with a `game` module whose `ENTRY`
is a `GameEntry`. The shell imports those modules by name, here and nowhere
else, so no screen of the shell names a game: adding a third game means adding
its package and one line to `GAME_MODULES`. (PyInstaller cannot see imports by
name: build_scripts/cuzco.spec lists every module of the package.)

A save names its game in a top-level "game" field; saves written before there
was a second game have none and are Cuzco's.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cuzco.json_limits import JsonRefused, parse_limited, read_capped

# id -> the module holding the game's ENTRY, in menu order
GAME_MODULES: dict[str, str] = {
    "cuzco": "cuzco.games.cuzco.game",
    "incan-gold": "cuzco.games.incan_gold.game",
    "feld-cuzco": "cuzco.games.feld_cuzco.game",
}
UNNAMED_SAVE_GAME = "cuzco"  # saves from before the "game" field are all Cuzco games
MAX_SAVE_BYTES = 2 * 1024 * 1024  # what any game's loader accepts at most; it checks its own limit again


@dataclass(frozen=True)
class GameEntry:
    """What the shell may ask of a game. Texts are marked with N_ and translated where shown."""

    id: str
    name: str
    blurb: str  # one line under the name in the game chooser
    rules_page: str  # its rules reference in docs/ (the reader picks the translation, e.g. rules.es.md)
    draw_picture: Callable[[Any, Any], None]  # (surface, rect): the game's picture in the chooser
    new_game_scene: Callable[[Any], Any]  # settings -> the game's new-game form
    open_game: Callable[[Any, Any], Any]  # (game, settings) -> the scene that plays a loaded game
    load_game: Callable[[Path], Any]  # a save file -> the game in it; raises ValueError with the reason
    save_game: Callable[[Any, Path], None]  # (game, file): written atomically
    # (player names, moves, progress such as "round 3 of 5", translated, or "") without replaying where it can
    describe_save: Callable[[Path], tuple[list[str], int, str]]
    watch_game: Callable[[Any, Any], Any] | None = None  # (game, settings) -> a read-only viewer
    tutorial_scene: Callable[[Any], Any] | None = None  # settings -> a guided first game
    demo_scene: Callable[[Any, float], Any] | None = None  # (settings, bot delay) -> computers playing
    owns: Callable[[object], bool] = field(default=lambda game: False)  # is this object one of its games
    save_name: Callable[[Any], str] = field(default=lambda game: "")  # the name the save dialog suggests
    # is this the last set-up of its new-game form, as kept in the settings (`Settings.new_game`)
    valid_setup_memory: Callable[[object], bool] = field(default=lambda value: False)
    # the games' shared settings (`GAME_SETTINGS` in the settings screen) this game uses; None: all of them.
    # Settings opened from its game show the shell's own settings and these only.
    settings_used: tuple[str, ...] | None = None


def games() -> list[GameEntry]:
    return [entry(game_id) for game_id in GAME_MODULES]


def entry(game_id: str) -> GameEntry:
    module = importlib.import_module(GAME_MODULES[game_id])
    found: GameEntry = module.ENTRY
    return found


def entry_for_game(game: object) -> GameEntry:
    """The entry of a game object (a loaded or running game)."""
    for candidate in games():
        if candidate.owns(game):
            return candidate
    raise KeyError(f"no registered game owns {type(game).__name__}")


def game_id_of(data: object) -> str | None:
    """The game a parsed save belongs to: its "game" field, Cuzco when it has none, None when unknown."""
    if not isinstance(data, dict):
        return None
    game_id = data.get("game", UNNAMED_SAVE_GAME)
    return game_id if isinstance(game_id, str) and game_id in GAME_MODULES else None


def entry_for_file(path: Path | str) -> GameEntry:
    """The entry of the game a save file names. A file that names no game this build knows, or cannot
    be read at all, goes to the oldest game's loader, which refuses it with its own one-line reason."""
    try:
        data = parse_limited(read_capped(Path(path), MAX_SAVE_BYTES))
    except (JsonRefused, OSError):
        return entry(UNNAMED_SAVE_GAME)
    return entry(game_id_of(data) or UNNAMED_SAVE_GAME)


def load(path: Path | str) -> Any:
    """The game in a save file, checked and replayed by its own game's loader, which raises a
    ValueError (its SaveFileError) with a one-line reason when it refuses the file."""
    return entry_for_file(path).load_game(Path(path))


def save(game: Any, path: Path | str) -> None:
    """Write a game to a file (atomically), in its own game's format."""
    entry_for_game(game).save_game(game, Path(path))


def describe(path: Path | str) -> tuple[GameEntry, list[str], int, str]:
    """The game, the players, the number of moves and how far it got (translated, or "") in a save,
    without replaying it where the game can help it (ValueError)."""
    found = entry_for_file(path)
    names, moves, progress = found.describe_save(Path(path))
    return found, names, moves, progress


def open_game(game: Any, settings: Any) -> Any:
    """The scene that plays a loaded game (its own game's screen)."""
    return entry_for_game(game).open_game(game, settings)
