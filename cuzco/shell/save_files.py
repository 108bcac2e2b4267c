"""Managing the player's saves: keep a game in progress, rename, delete with a way back.

    kept_name(path) -> str               # what a game is called when kept: players, round or turn, date
    keep_autosave(game_id) -> Path       # the game in progress moved, byte for byte, to the named saves
    keep_finished(game) -> Path | None   # a game just ended: kept among the saves, named "... - finished"
    discard_autosave(game_id) -> Path    # ... moved to the recently deleted instead
    rename(path, name) -> Path           # a named save under a new name (never over another save)
    delete(path) -> Path                 # into the recently deleted; `restore` brings it back
    recently_deleted() -> list[Deleted]  # newest first; older than KEEP_DELETED_DAYS are removed for good
    restore(deleted) -> Path             # back among the saves under its name (or "name (2)" if taken)

Nothing here rewrites a save: each is a rename in the same disk folder, so the
bytes a player made are the bytes kept. Deleting moves the file into the hidden
`.recently-deleted` folder beside the saves, its name prefixed with the time it
was deleted; the Load screen lists that folder ("Recently deleted") and can put
any of it back. Only files that have waited there KEEP_DELETED_DAYS are removed
for good. Every function raises OSError when the disk refuses, and changes
nothing then.
"""

from __future__ import annotations

import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from cuzco import paths
from cuzco.shell import persistence, registry
from cuzco.shell.i18n import _

log = logging.getLogger(__name__)

DELETED_FOLDER = ".recently-deleted"
KEEP_DELETED_DAYS = 30
MAX_NAME = 60  # as `persistence.safe_name` cuts a typed name
_STAMPED = re.compile(r"^(\d{10,})-(.+)$")


@dataclass(frozen=True)
class Deleted:
    path: Path  # where it waits now
    name: str  # the file name it had among the saves
    deleted_at: float  # seconds since the epoch


def deleted_dir() -> Path:
    return paths.saves_dir() / DELETED_FOLDER


def _free(folder: Path, stem: str) -> Path:
    """`stem.json` in `folder`, or `stem (2).json`, `stem (3).json`... whichever is free."""
    target = folder / f"{stem}{persistence.SAVE_SUFFIX}"
    n = 2
    while target.exists() or target.name in persistence.autosave_names():
        target = folder / f"{stem} ({n}){persistence.SAVE_SUFFIX}"
        n += 1
    return target


def kept_name(path: Path) -> str:
    """The name a game in progress is kept under: what its own game calls it (players, round or turn)
    and the date it was last played, e.g. "Ana, Bruno - round 3 - 2026-11-25 20h15"; a game that is
    over is marked so, "Ana, Bruno - finished - 2026-11-25 22h40"."""
    try:
        when = time.strftime("%Y-%m-%d %Hh%M", time.localtime(path.stat().st_mtime))
    except OSError:
        when = time.strftime("%Y-%m-%d %Hh%M")
    try:
        game = registry.load(path)
        entry = registry.entry_for_game(game)
        what = entry.save_name(game)
        if entry.progress is not None and entry.progress(game)[1]:  # over: marked finished
            what = _("{players} - finished", players=", ".join(registry.describe(path)[1]))
    except (ValueError, KeyError):  # a file its game cannot read is kept all the same, named by its game
        game_id = persistence.autosave_game_id(path) or registry.UNNAMED_SAVE_GAME
        what = registry.entry(game_id).name
    room = MAX_NAME - len(when) - 3
    what = persistence.safe_name(what)[:room].rstrip(" ,-")
    return f"{what} - {when}"


def keep_autosave(game_id: str) -> Path:
    """Move a game's autosave to the named saves under `kept_name`; its bytes are not touched."""
    source = persistence.autosave_path(game_id)
    target = _free(paths.saves_dir(), kept_name(source))
    os.replace(source, target)
    persistence.forget_autosave(source)
    log.info("the game in progress was kept as %s", target.name)
    return target


def keep_finished(game: object) -> Path | None:
    """A game just ended: its last state goes to the saves under `kept_name` ("Ana, Bruno - finished -
    <date>"), so it stays in Load game until the player deletes it, and no game is left in progress.
    Never raises: when the disk refuses, the problem is logged and the game stays where it could be
    written (None)."""
    try:
        written = persistence.autosave_final(game)
        if written is None:
            return None  # another window holds the autosave: this game already has its own named save
        game_id = persistence.autosave_game_id(written)
        assert game_id is not None
        return keep_autosave(game_id)
    except OSError as exc:
        log.warning("the finished game could not be kept among the saves: %s", exc.strerror or exc)
        return None


def discard_autosave(game_id: str) -> Path:
    """Move a game's autosave to the recently deleted (under the name it would have been kept by)."""
    source = persistence.autosave_path(game_id)
    target = _to_deleted(source, kept_name(source) + persistence.SAVE_SUFFIX)
    persistence.forget_autosave(source)
    log.info("the game in progress was discarded (kept for %d days as %s)", KEEP_DELETED_DAYS, target.name)
    return target


def rename(path: Path, name: str) -> Path:
    """Give a named save a new name (made file-safe); another save's name gets a number added."""
    stem = persistence.safe_name(name)
    if stem == path.stem:
        return path
    target = _free(path.parent, stem)
    os.replace(path, target)
    return target


def delete(path: Path) -> Path:
    """Move a save (or an autosave) into the recently deleted; the returned path is where it waits."""
    target = _to_deleted(path, path.name if persistence.autosave_game_id(path) is None
                         else kept_name(path) + persistence.SAVE_SUFFIX)
    persistence.forget_autosave(path)
    return target


def _to_deleted(path: Path, name: str) -> Path:
    folder = deleted_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.time_ns() // 1000  # microseconds: two deletions in a row keep their order
    target = folder / f"{stamp}-{name}"
    while target.exists():
        stamp += 1
        target = folder / f"{stamp}-{name}"
    os.replace(path, target)
    return target


def recently_deleted(now: float | None = None) -> list[Deleted]:
    """What waits in the recently deleted, newest first; what has waited too long is removed now."""
    now = time.time() if now is None else now
    found: list[Deleted] = []
    try:
        entries = list(os.scandir(deleted_dir()))
    except OSError:
        return []
    for entry in entries:
        match = _STAMPED.match(entry.name)
        if match is None or not entry.name.endswith(persistence.SAVE_SUFFIX):
            continue
        at = int(match.group(1)) / 1e6
        if now - at > KEEP_DELETED_DAYS * 86400:
            try:
                os.unlink(entry.path)
                log.info("removed %s: deleted more than %d days ago", match.group(2), KEEP_DELETED_DAYS)
            except OSError as exc:
                log.warning("cannot remove the old deleted save %s: %s", entry.name, exc.strerror or exc)
            continue
        found.append(Deleted(Path(entry.path), match.group(2), at))
    found.sort(key=lambda d: -d.deleted_at)
    return found


def restore(deleted: Deleted) -> Path:
    """Put a deleted save back among the saves, under the name it had (a number added if it is taken)."""
    stem = deleted.name[: -len(persistence.SAVE_SUFFIX)]
    target = _free(paths.saves_dir(), stem)
    os.replace(deleted.path, target)
    return target
