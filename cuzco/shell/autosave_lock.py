"""One window per autosave: a lock file beside each game's autosave, so two copies of the app never
write the same autosave over each other.

    hold(path) -> bool   # True when this process may write the autosave at `path` (it holds its lock)
    release_all()        # let go of every lock (a fresh session in the tests)

The lock is an exclusive, non-blocking `flock` (on Windows `msvcrt.locking`) on
`.<autosave name>.lock` in the saves folder, taken at the first autosave and
held until the process ends; the system lets go of it when the process dies,
even by kill -9, so a crash never leaves a game locked out. A second copy that
finds the lock taken writes its game elsewhere (`persistence.autosave`): both
games are kept. A folder where no lock file can be made (read-only, gone) does
not stop the write itself, which then fails or works on its own account.
"""

from __future__ import annotations

import os
from pathlib import Path

_held: dict[Path, int] = {}  # lock file -> its open descriptor, locked by this process


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _still_ours(lock: Path, fd: int) -> bool:
    """The lock file on disk is the one we hold (not one made anew after its folder was deleted)."""
    try:
        return os.fstat(fd).st_ino == os.stat(lock).st_ino
    except OSError:
        return False


def hold(path: Path) -> bool:
    lock = lock_path(path)
    fd = _held.get(lock)
    if fd is not None:
        if _still_ours(lock, fd):
            return True
        os.close(fd)
        del _held[lock]
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return True  # no lock can be made here: the write says what is wrong
    if not _try_lock(fd):
        os.close(fd)
        return False
    _held[lock] = fd
    return True


def held(path: Path) -> bool:
    """This process holds the lock of the autosave at `path` (or no other process can)."""
    lock = lock_path(path)
    fd = _held.get(lock)
    return fd is not None and _still_ours(lock, fd)


def release_all() -> None:
    for fd in _held.values():
        try:
            os.close(fd)
        except OSError:
            pass
    _held.clear()
