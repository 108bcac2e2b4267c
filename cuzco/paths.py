"""Where Cuzco keeps the player's files: saves, the autosave, settings and the log.

Everything lives under one data directory, chosen in this order:

1. `use_data_dir(path)`, which the `--data-dir` command-line option calls;
2. the `CUZCO_HOME` environment variable (the tests point it at a temporary folder);
3. the platform's per-user data folder from platformdirs, e.g.
   `~/.local/share/cuzco` on Linux, `%LOCALAPPDATA%\\cuzco` on Windows,
   `~/Library/Application Support/cuzco` on macOS.

Never beside the code: an installed package or a frozen bundle may be read-only,
and a frozen bundle is replaced wholesale when the player updates it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cuzco"
HOME_ENV = "CUZCO_HOME"

_override: Path | None = None


def use_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Pin the data directory for this process (None goes back to the defaults)."""
    global _override
    _override = None if path is None else Path(path).expanduser().resolve()


def data_dir() -> Path:
    """The data directory, created if missing."""
    path = _chosen_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """The saves folder, created if missing when that is possible. When it is not (no rights, a file
    in its place) the path is returned all the same: reading it finds nothing and writing a save
    reports the problem, so an unusable folder never stops the game from starting."""
    path = data_dir() / "saves"
    try:
        path.mkdir(exist_ok=True)
    except OSError:
        pass
    return path


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def log_path() -> Path:
    return data_dir() / "cuzco.log"


def _chosen_data_dir() -> Path:
    if _override is not None:
        return _override
    from_env = os.environ.get(HOME_ENV, "").strip()
    if from_env:
        return Path(from_env).expanduser().resolve()
    # appauthor=False keeps Windows from adding a second "cuzco" folder level.
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
