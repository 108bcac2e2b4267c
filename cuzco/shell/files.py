"""Housekeeping for the player's files: keeping a bad file aside, sweeping stale temporary files.

    set_aside(path) -> Path          # rename `x` to `x.bad-<date>-<time>` beside it; never deletes
    remove_stale_temp_files() -> int # the `.*.tmp` files interrupted atomic writes left behind

A file the game cannot use is never deleted nor overwritten: it is renamed, so
the player (or a bug report) still has its exact bytes, and the name it had is
free for a good file again. Temporary files come from `cuzco.atomic_files` (saves,
the autosave and `Settings.save`; a write that was interrupted (a crash, a
power cut) leaves one behind. They are swept when the game starts, but only
when older than `STALE_AFTER` seconds, so a second copy of the game writing at
that moment keeps its own.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from cuzco import paths

log = logging.getLogger(__name__)

STALE_AFTER = 60.0


def set_aside(path: Path) -> Path:
    """Rename `path` to `<name>.bad-<YYYYmmdd-HHMMSS>` in the same folder and return the new path.

    OSError when the rename fails (a read-only folder): the file then stays where it was."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    path.rename(target)
    return target


def remove_stale_temp_files(now: float | None = None) -> int:
    """Delete the temporary files of interrupted writes in the saves and data folders; how many went."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = [*paths.saves_dir().glob(".*.tmp"), *paths.data_dir().glob(".settings-*.tmp")]
    except OSError as exc:
        log.warning("cannot look for leftover temporary files: %s", exc.strerror or exc)
        return 0
    for tmp in candidates:
        try:
            if tmp.is_symlink() or not tmp.is_file() or now - tmp.stat().st_mtime < STALE_AFTER:
                continue
            tmp.unlink()
            removed += 1
        except OSError as exc:
            log.warning("cannot remove the leftover %s: %s", tmp.name, exc.strerror or exc)
    if removed:
        log.info("removed %d temporary file(s) left by interrupted writes", removed)
    return removed
