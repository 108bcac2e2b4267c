"""Where games are kept between sessions: the autosave and named saves.

    autosave(game) -> Path             # atomic write to autosave_path()
    load_autosave() -> Game | None     # None when there is none or it cannot be read (logged)
    has_autosave() -> bool
    save_named(game, name) -> Path     # into saves_dir(), the name made file-safe
    list_saves() -> list[Path]         # named saves, newest first (never the autosave)
    load_named(path) -> Game           # raises SaveFileError with a one-line message

Reading and writing go through `cuzco.rules.record.save_game/load_game`, which
write atomically and never modify a file they read. A save that fails to load
is left exactly as it is, so the player (or a bug report) still has it.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from cuzco import paths
from cuzco.rules.errors import SaveFileError
from cuzco.rules.record import Game, load_game, save_game

log = logging.getLogger(__name__)

SAVE_SUFFIX = ".json"
_UNSAFE = re.compile(r"[^\w\-, ]+", re.UNICODE)


def autosave(game: Game) -> Path:
    path = paths.autosave_path()
    save_game(game, path)
    return path


def autosave_safely(game: Game) -> None:
    """Autosave, logging instead of raising when the disk refuses: a full disk must not end the game."""
    try:
        autosave(game)
    except OSError as exc:
        log.warning("autosave failed: %s", exc)


def has_autosave() -> bool:
    return paths.autosave_path().is_file()


def load_autosave() -> Game | None:
    path = paths.autosave_path()
    if not path.is_file():
        return None
    try:
        return load_game(path)
    except SaveFileError as exc:
        log.warning("the autosave cannot be loaded (%s); it is left untouched", exc)
        return None


def safe_name(name: str) -> str:
    """A file name from what the player typed: letters, digits, spaces, commas, dashes and underscores."""
    cleaned = _UNSAFE.sub("", name).strip().strip(".")
    cleaned = re.sub(r"\s+", " ", cleaned)[:60]
    return cleaned or "game"


def save_path(name: str) -> Path:
    return paths.saves_dir() / f"{safe_name(name)}{SAVE_SUFFIX}"


def save_named(game: Game, name: str) -> Path:
    """Save under `name` (overwriting a save of the same name: the dialog asks first)."""
    path = save_path(name)
    if path == paths.autosave_path():
        path = path.with_name(f"{path.stem} (saved){SAVE_SUFFIX}")
    save_game(game, path)
    return path


def list_saves() -> list[Path]:
    folder = paths.saves_dir()
    auto = paths.autosave_path()
    found = [p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file() and p != auto and not p.name.startswith(".")]
    return sorted(found, key=lambda p: (-p.stat().st_mtime, p.name))


def load_named(path: Path | str) -> Game:
    return load_game(Path(path))
