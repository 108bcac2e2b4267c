"""The one place that knows where the files shipped with the game live.

Two folders ship: `assets/` (fonts, sounds, images) and `docs/` (the `*.md`
pages the game can show, such as the rules). They are found in one of three
layouts, tried in this order:

frozen
    A PyInstaller bundle unpacks data under `sys._MEIPASS`; the spec file puts
    them at `_MEIPASS/assets` and `_MEIPASS/docs`.
installed
    A wheel carries them inside the package as `cuzco/_assets` and `cuzco/_docs`
    (pyproject.toml maps the top-level folders there).
checkout
    Running from the repository, they are the top-level `assets/` and `docs/`
    beside the `cuzco/` package. An editable install also lands here, because
    the package folder has no `_assets` inside it.

Code that needs a shipped file calls `asset_path()` or `doc_path()` and nothing
else, so a new layout only ever changes this module.
"""

from __future__ import annotations

import sys
from importlib import resources as importlib_resources
from pathlib import Path, PurePosixPath
from typing import Literal

Layout = Literal["frozen", "installed", "checkout"]

_FOLDERS = {"assets": "_assets", "docs": "_docs"}


def asset_path(name: str) -> Path:
    """Path of a shipped asset, e.g. `asset_path("fonts/title.ttf")`. May not exist."""
    return _join(assets_dir(), name)


def doc_path(name: str) -> Path:
    """Path of a shipped document, e.g. `doc_path("rules.md")`. May not exist."""
    return _join(docs_dir(), name)


def assets_dir() -> Path:
    return _folder("assets")


def docs_dir() -> Path:
    return _folder("docs")


def layout() -> Layout:
    """Which of the three layouts this process is running from."""
    if _frozen_root() is not None:
        return "frozen"
    if _installed_folder("assets") is not None:
        return "installed"
    return "checkout"


def _folder(kind: str) -> Path:
    frozen = _frozen_root()
    if frozen is not None:
        return frozen / kind
    installed = _installed_folder(kind)
    if installed is not None:
        return installed
    return Path(__file__).resolve().parent.parent / kind


def _frozen_root() -> Path | None:
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        return Path(meipass)
    return None


def _installed_folder(kind: str) -> Path | None:
    try:
        candidate = importlib_resources.files("cuzco") / _FOLDERS[kind]
    except (ModuleNotFoundError, TypeError):
        return None
    # Only plain folders count: a zipped package would hand back a Traversable
    # that pygame cannot open by path, and we do not ship that way.
    if isinstance(candidate, Path) and candidate.is_dir():
        return candidate
    return None


def _join(base: Path, name: str) -> Path:
    relative = PurePosixPath(name)
    if relative.is_absolute() or ".." in relative.parts:
        raise ValueError(f"resource names are relative paths inside the folder, got {name!r}")
    return base.joinpath(*relative.parts)
