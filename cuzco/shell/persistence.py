"""Where games are kept between sessions: the autosave and named saves.

    autosave(game) -> Path             # atomic write to its game's autosave (OSError when the disk refuses)
    autosave_safely(game) -> bool      # the same, never raising; remembers the problem for the warning
    with autosaves_held(): ...         # autosaves asked for inside wait for write_held_autosaves()
    autosave_problem() -> str | None   # why the last autosave failed, while it keeps failing
    clear_autosave(game)               # a game's autosave removed (never raising)
    autosave_final(game) -> Path | None  # a finished game's last autosave, written now
    autosave_path(game_id) -> Path     # each game has its own autosave; Cuzco's is paths.autosave_path()
    autosaves() -> list[Path]          # the autosaves there are, newest first
    newest_autosave() -> Path | None   # what Continue resumes: the game played last, of any game
    autosave_game_id(path) -> str | None  # the game whose autosave a file is
    load_autosave() -> Game | None     # the newest; None when there is none or it cannot be read (logged)
    continue_autosave() -> Game        # for Continue: an unreadable autosave is kept aside, then refused
    has_autosave() -> bool
    save_named(game, name) -> Path     # into saves_dir(), the name made file-safe
    list_saves() -> list[Path]         # named saves, newest first (never an autosave), from a stat each
    load_named(path) -> Game           # raises SaveFileError with a one-line message

Reading and writing go through the registry (`cuzco.shell.registry.load` and
`save`), which hands the file to the loader of the game it names (size cap,
JSON limits, every field checked; a refusal is that game's SaveFileError, a
ValueError) and writes atomically in that game's format. A save that fails
to load is never changed.

Every game has its own autosave in the saves folder (Cuzco's is `autosave.json`,
as before there was a second game; another game's is `autosave-<game id>.json`),
so starting one game never throws away the other's game in progress; Continue
resumes whichever was written last.

The autosave is never overwritten while it holds a game that cannot be read:
before the first write of a session over an autosave this process has not
written or loaded itself, the old one is checked, and if it cannot be loaded
it is renamed `autosave.json.bad-<date>-<time>` (kept, unchanged) and the
menu says so. Continue does the same at once when it finds the autosave bad.
When the autosave cannot be written (read-only folder, full disk) the game
goes on: the problem is logged once, in one line, the game screen shows a
warning until a write succeeds again, and every later action tries again.
A saves folder deleted while the game runs is made again by the next write,
which holds the whole game.

Two copies of the app never write the same autosave: the first to write a
game's autosave holds its lock file (`autosave_lock`) until it ends. A second
copy playing the same kind of game then autosaves its game as a named save
("... - another window", `autosave_elsewhere()` names it and the game screen
says so), and keeps doing so for the rest of its session, so neither game is
lost and neither overwrites the other.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cuzco import paths
from cuzco.json_limits import file_problem
from cuzco.shell import autosave_lock, notices
from cuzco.shell.files import set_aside
from cuzco.shell.registry import GAME_MODULES, UNNAMED_SAVE_GAME, entry_for_game
from cuzco.shell.registry import load as load_game
from cuzco.shell.registry import save as save_game
from cuzco.text import N_, Message, reason_of

log = logging.getLogger(__name__)

SAVE_SUFFIX = ".json"
_FIRST_AUTOSAVE_NAME = "autosave.json"  # Cuzco's, as `paths.autosave_path()` names it (a test checks they agree)
NAME_MAX = 60  # the longest save name, in characters
_UNSAFE = re.compile(r"[^\w\-, ]+", re.UNICODE)

_problem: Message | None = None  # why the autosave could not be written, until it can again
_vouched: dict[Path, tuple[int, int, int] | None] = {}  # each autosave as this process last wrote or loaded it
_adopted = False  # autosaves left where earlier builds kept them have been looked for
_elsewhere: dict[str, Path] = {}  # game id -> where this window autosaves, another window holding the autosave
_holding = False  # inside `autosaves_held()`
_held: dict[int, Any] = {}  # id(game) -> game: autosaves asked for while holding, not written yet


def _signature(path: Path) -> tuple[int, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def _vouch(path: Path) -> None:
    _vouched[path] = _signature(path)


def autosave_path(game_id: str = UNNAMED_SAVE_GAME) -> Path:
    """The autosave of one game (by its registry id)."""
    if game_id == UNNAMED_SAVE_GAME:
        return paths.autosave_path()
    return paths.saves_dir() / _autosave_name(game_id)


def _autosave_name(game_id: str) -> str:
    return _FIRST_AUTOSAVE_NAME if game_id == UNNAMED_SAVE_GAME else f"autosave-{game_id}{SAVE_SUFFIX}"


def autosave_names() -> set[str]:
    """The file names autosaves have (no named save may take one)."""
    return {_autosave_name(game_id) for game_id in GAME_MODULES}


def forget_autosave(path: Path) -> None:
    """An autosave was moved away (kept or discarded): this process vouches for it no longer."""
    _vouched.pop(path, None)


def _adopt_old_autosaves() -> None:
    """Earlier builds kept a second game's autosave as `<id>-autosave.json` in the data folder:
    moved once per session to where it lives now (never over a newer one)."""
    global _adopted
    if _adopted:
        return
    _adopted = True
    for game_id in GAME_MODULES:
        if game_id == UNNAMED_SAVE_GAME:
            continue
        try:
            old = paths.data_dir() / f"{game_id}-autosave{SAVE_SUFFIX}"
            new = autosave_path(game_id)
            if old.is_file() and not new.exists():
                os.replace(old, new)
                log.info("moved the autosave %s to %s", old.name, new)
        except OSError as exc:
            log.warning("cannot move an older autosave: %s", _reason(exc))


def autosaves() -> list[Path]:
    """The autosaves on disk, newest first (one stat each)."""
    _adopt_old_autosaves()
    found: list[tuple[float, str, Path]] = []
    for game_id in GAME_MODULES:
        path = autosave_path(game_id)
        try:
            if path.is_file():
                found.append((-path.stat().st_mtime, path.name, path))
        except OSError:
            continue
    found.sort()
    return [path for _, _, path in found]


def autosave_game_id(path: Path) -> str | None:
    """Which game an autosave file belongs to, by its name (None: not an autosave). No disk access."""
    for game_id in GAME_MODULES:
        if path.name == _autosave_name(game_id):
            return game_id
    return None


def newest_autosave() -> Path | None:
    found = autosaves()
    return found[0] if found else None


def autosave(game: Any) -> Path:
    entry = entry_for_game(game)
    path = autosave_path(entry.id)
    if entry.id in _elsewhere or not autosave_lock.hold(path):
        return _autosave_elsewhere(game, entry)
    _keep_a_bad_autosave(path)
    save_game(game, path)
    _vouch(path)
    return path


def _autosave_elsewhere(game: Any, entry: Any) -> Path:
    """Another window holds this game's autosave: this window's game goes to a named save of its own."""
    path = _elsewhere.get(entry.id)
    if path is None:
        import time

        base = elsewhere_name(entry.save_name(game) or entry.name, time.strftime("%Y-%m-%d %Hh%M"))
        path = save_path(base)
        n = 2
        while path.exists():
            path = path.with_name(f"{base} {n}{SAVE_SUFFIX}")
            n += 1
        _elsewhere[entry.id] = path
        log.warning("another window holds the %s autosave; this game is autosaved as %s", entry.id, path.name)
    save_game(game, path)
    return path


def elsewhere_name(what: str, when: str) -> str:
    """The save's name for a game whose autosave another window holds: the game's own save name, cut at a
    word so that the time and "another window" (in the player's language) always fit whole."""
    from cuzco.shell.i18n import _

    tail = f" - {when} - " + safe_name(_("another window"))
    what = safe_name(what)
    room = max(8, NAME_MAX - len(tail))
    if len(what) > room:
        cut = what[:room + 1].rsplit(" ", 1)[0] if " " in what[:room + 1] else what[:room]
        what = cut[:room]
    return safe_name(what.rstrip(" ,-") + tail)


def autosave_elsewhere() -> str | None:
    """The name of the save this window autosaves into because another window holds the autosave."""
    return next((path.stem for path in _elsewhere.values()), None)


def _keep_a_bad_autosave(path: Path) -> None:
    """Before overwriting an autosave nobody here has vouched for, make sure it is not a game we cannot read."""
    signature = _signature(path)
    if signature is None or signature == _vouched.get(path):
        return
    try:
        load_game(path)
    except ValueError as exc:
        kept = set_aside(path)  # OSError: then do not overwrite it either; the caller reports the failure
        log.warning("the autosave cannot be loaded (%s); it was kept as %s", exc, kept.name)
        notices.post("autosave", file=kept.name)
        return
    _vouch(path)


@contextmanager
def autosaves_held() -> Iterator[None]:
    """Inside, `autosave_safely` only notes the game; `write_held_autosaves()` writes it. The main loop
    holds the autosaves of the players' phones' actions until the frame that shows them is on screen,
    so the disk's flush never delays the table."""
    global _holding
    _holding = True
    try:
        yield
    finally:
        _holding = False


def write_held_autosaves() -> None:
    """Write the autosaves noted inside `autosaves_held()` (the game as it is now)."""
    while _held:
        autosave_safely(_held.pop(next(iter(_held))))


def autosave_safely(game: Any) -> bool:
    """Autosave without raising: a full disk or a read-only folder must not end the game.

    The first failure is logged in one line (it is an expected problem: no traceback), repeats of
    the same failure only at debug level; `autosave_problem()` says why until a write succeeds.
    Inside `autosaves_held()` the game is only noted (True unless the last write failed)."""
    global _problem
    if _holding:
        _held[id(game)] = game
        return _problem is None
    try:
        autosave(game)
    except OSError as exc:
        reason = file_problem(exc)
        if reason != _problem:
            log.warning("autosave failed: %s (the game goes on and tries again after every action)", _reason(exc))
        else:
            log.debug("autosave failed again: %s", _reason(exc))
        _problem = reason
        return False
    if _problem is not None:
        log.info("autosave works again")
        _problem = None
    return True


def _reason(exc: OSError) -> str:
    if exc.strerror:
        return exc.strerror if exc.filename is None else f"{exc.strerror}: {exc.filename}"
    return str(exc) or type(exc).__name__


def autosave_problem() -> Message | None:
    return _problem


def clear_autosave(game: Any) -> None:
    """Remove a game's autosave (its game is over); a failure is logged, never raised."""
    _held.pop(id(game), None)  # a held autosave of the game would bring it back
    game_id = entry_for_game(game).id
    path = autosave_path(game_id)
    if game_id in _elsewhere or not autosave_lock.hold(path):
        return  # the autosave is another window's game: this window's stays in its own save
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the autosave %s: %s", path.name, _reason(exc))
    _vouched.pop(path, None)


def autosave_final(game: Any) -> Path | None:
    """A game just ended: its last state written now (never held for a later frame), and the autosave it
    went to, or None when another window holds this game's autosave (the game is in its own named save).
    OSError when the disk refuses."""
    _held.pop(id(game), None)
    written = autosave(game)
    return written if autosave_game_id(written) is not None else None


def forget() -> None:
    """Back to a fresh session: no autosave problem known, no autosave vouched for (tests)."""
    global _problem, _adopted
    _problem = None
    _adopted = False
    _vouched.clear()
    _elsewhere.clear()
    _held.clear()
    autosave_lock.release_all()


def has_autosave() -> bool:
    try:
        return bool(autosaves())
    except OSError:  # the data folder itself has gone
        return False


def load_autosave() -> Any:
    path = newest_autosave()
    if path is None:
        return None
    try:
        game = load_game(path)
    except ValueError as exc:
        log.warning("the autosave cannot be loaded (%s); it is left untouched", exc)
        return None
    _vouch(path)
    return game


def continue_autosave(path: Path | None = None) -> Any:
    """The autosaved game for Continue (the newest autosave unless `path` names one). One that cannot
    be loaded is kept aside (renamed, unchanged) so it is neither lost nor offered again, and
    SaveFileError says why and where it went."""
    path = path or newest_autosave() or paths.autosave_path()
    try:
        game = load_game(path)
    except ValueError as exc:
        if not path.is_file():
            raise
        try:
            kept = set_aside(path)
        except OSError as err:
            log.warning("the autosave cannot be loaded (%s) nor moved aside (%s)", exc, _reason(err))
            raise
        log.warning("the autosave cannot be loaded (%s); it was kept as %s", exc, kept.name)
        raise type(exc)(Message(N_("{reason} (the file was kept as {file})"),
                                {"reason": reason_of(exc), "file": kept.name})) from None
    _vouch(path)
    return game


def safe_name(name: str) -> str:
    """A file name from what the player typed: letters, digits, spaces, commas, dashes and underscores."""
    cleaned = _UNSAFE.sub("", name).strip().strip(".")
    cleaned = re.sub(r"\s+", " ", cleaned)[:NAME_MAX]
    return cleaned or "game"


def save_path(name: str) -> Path:
    return paths.saves_dir() / f"{safe_name(name)}{SAVE_SUFFIX}"


def save_named(game: Any, name: str) -> Path:
    """Save under `name` (overwriting a save of the same name: the dialog asks first)."""
    path = save_path(name)
    if path.name in autosave_names():
        path = path.with_name(f"{path.stem} (saved){SAVE_SUFFIX}")
    save_game(game, path)
    return path


def list_saves() -> list[Path]:
    """The named saves, newest first. One directory scan and one stat per entry: no file is opened,
    so this stays quick whatever lies in the folder (huge files, junk, thousands of entries)."""
    folder = paths.saves_dir()
    auto = autosave_names()
    found: list[tuple[float, str, Path]] = []
    if not folder.is_dir():
        return []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                if not name.endswith(SAVE_SUFFIX) or name.startswith(".") or name in auto:
                    continue
                try:
                    if not entry.is_file():  # follows links; folders, pipes and devices are not saves
                        continue
                    mtime = entry.stat().st_mtime
                except OSError:
                    continue
                found.append((-mtime, name, Path(entry.path)))
    except OSError as exc:
        log.warning("cannot list the saves folder: %s", _reason(exc))
        return []
    found.sort()
    return [path for _, _, path in found]


def load_named(path: Path | str) -> Any:
    return load_game(Path(path))
