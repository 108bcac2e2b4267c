"""The Load screen's rows and previews, read from the save files and kept for the session.

    listing(order) -> list[SaveEntry]    # autosaves first, then the named saves in `order`
    describe(path) -> SaveEntry          # players, moves, progress, or why it cannot be loaded
    describe_pending(entries, budget)    # rows not read yet, until `budget` seconds are spent
    preview(path, size) -> Preview       # the game loaded: its picture, progress, players, over or not

Listing is one scan of the saves folder and a stat per file. A row is read
through its game's save reader (`registry.describe`: size cap, JSON limits,
every field checked, no replay where the game can help it). Rows and previews
are remembered by the file's path, size and modification time, so opening the
Load screen again, sorting, renaming or deleting reads nothing twice: a list of
hundreds of saves stays quick. A preview replays the game, so it is made for
the selected row only, and drawn by the game's own code (`GameEntry.draw_preview`).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pygame

from cuzco.shell import persistence, registry
from cuzco.shell.i18n import _, ngettext, short_date
from cuzco.text import reason_of

log = logging.getLogger(__name__)

ORDERS = ("newest", "oldest", "name")
MAX_REMEMBERED = 2000  # rows remembered for the session (a folder of thousands still lists quickly)
MAX_PREVIEWS = 24


@dataclass
class SaveEntry:
    path: Path
    summary: str  # players and progress, or "" when unreadable or not read yet
    when: str
    problem: str = ""  # why it cannot be loaded, once known
    pending: bool = False  # listed, not read yet
    game: str = ""  # the name of its game, translated ("" until known)
    game_id: str = ""  # its game's registry id ("" until known)
    mtime: float = 0.0
    players: str = ""  # the players' names, "Ana, Bruno" ("" until known)


@dataclass(frozen=True)
class Preview:
    picture: pygame.Surface | None  # None when its game draws none
    names: tuple[str, ...]
    progress: str
    over: bool
    problem: str = ""  # why it cannot be loaded (then nothing else is known)


_rows: dict[tuple[str, int, int], SaveEntry] = {}
_previews: dict[tuple[str, int, int, tuple[int, int], str], Preview] = {}


def forget() -> None:
    """Nothing remembered (tests; a new language: the texts are remade)."""
    _rows.clear()
    _previews.clear()


def _signature(path: Path) -> tuple[str, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (str(path), info.st_size, info.st_mtime_ns)


def stamp(mtime: float) -> str:
    return short_date(time.localtime(mtime), year=True) if mtime else ""


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def autosave_game(path: Path) -> tuple[str, str]:
    """(game id, translated name) an autosave belongs to, from its file name (("", "") for a named save)."""
    game_id = persistence.autosave_game_id(path)
    return (game_id, _(registry.entry(game_id).name)) if game_id is not None else ("", "")


def describe(path: Path) -> SaveEntry:
    """A list row for a save file: its players and length, or why it cannot be loaded (no replay)."""
    key = _signature(path)
    if key is not None and key in _rows:
        return replace(_rows[key])
    mtime = _mtime(path)
    try:
        game, names, moves, progress = registry.describe(path)
    except ValueError as exc:
        game_id, name = autosave_game(path)
        row = SaveEntry(path, "", stamp(mtime), reason_of(exc), game=name, game_id=game_id, mtime=mtime)
    else:
        players = ", ".join(names)
        if persistence.autosave_game_id(path) is not None:  # its title names the players already
            summary = ngettext("{n} move", "{n} moves", moves, n=moves)
        else:
            summary = ngettext("{players} · {n} move", "{players} · {n} moves", moves, players=players)
        if progress:
            summary = f"{progress} · {summary}"
        row = SaveEntry(path, summary, stamp(mtime), game=_(game.name), game_id=game.id, mtime=mtime,
                        players=players)
    if key is not None:
        if len(_rows) >= MAX_REMEMBERED:
            _rows.clear()
        _rows[key] = replace(row)
    return row


def describe_pending(entries: list[SaveEntry], budget: float) -> bool:
    """Read the rows not read yet, in order, until `budget` seconds are spent; True if any was read."""
    start = time.perf_counter()
    changed = False
    for i, entry in enumerate(entries):
        if not entry.pending:
            continue
        if changed and time.perf_counter() - start > budget:
            break
        entries[i] = describe(entry.path)
        changed = True
    return changed


def listing(order: str = "newest") -> list[SaveEntry]:
    """Every save as a row (read at once when remembered, else marked pending): the games in progress
    first, then the named saves, newest first, oldest first or by name."""
    rows = []
    for path in [*persistence.autosaves(), *persistence.list_saves()]:
        key = _signature(path)
        if key is not None and key in _rows:
            rows.append(replace(_rows[key]))
            continue
        mtime = _mtime(path)
        game_id, name = autosave_game(path)
        rows.append(SaveEntry(path, "", stamp(mtime), pending=True, game=name, game_id=game_id, mtime=mtime))
    auto = [r for r in rows if persistence.autosave_game_id(r.path) is not None]
    named = [r for r in rows if persistence.autosave_game_id(r.path) is None]
    if order == "oldest":
        named.sort(key=lambda r: (r.mtime, r.path.name))
    elif order == "name":
        named.sort(key=lambda r: (r.path.stem.casefold(), -r.mtime))
    else:
        named.sort(key=lambda r: (-r.mtime, r.path.name))
    return auto + named


def title(path: Path, players: str = "") -> str:
    """The name a save is listed under: its file's, or for an autosave, "Incan Gold in progress: Ana,
    Bruno, Cora" (its progress and date stand beside it in the row)."""
    game_id = persistence.autosave_game_id(path)
    if game_id is None:
        return path.stem
    if players:
        return _("{game} in progress: {players}", game=_(registry.entry(game_id).name), players=players)
    return _("Autosave (the game in progress)")


def preview(path: Path, size: tuple[int, int], language: str = "") -> Preview:
    """The saved game loaded and pictured by its own game (remembered by file and size)."""
    sig = _signature(path)
    key = (*sig, size, language) if sig is not None else None
    if key is not None and key in _previews:
        return _previews[key]
    try:
        game = persistence.load_named(path)
        entry = registry.entry_for_game(game)
    except (ValueError, KeyError) as exc:
        found = Preview(None, (), "", False, reason_of(exc) if isinstance(exc, ValueError) else str(exc))
    else:
        progress, over = entry.progress(game) if entry.progress is not None else ("", False)
        picture = None
        if entry.draw_preview is not None and size[0] > 8 and size[1] > 8:
            picture = pygame.Surface(size)
            picture.fill((22, 24, 34))
            try:
                entry.draw_preview(game, picture, picture.get_rect())
            except Exception:  # a picture is never worth losing the Load screen over
                log.exception("the preview of %s could not be drawn", path.name)
                picture = None
        names = tuple(getattr(game.setup, "names", ()))
        found = Preview(picture, names, progress, over)
    if key is not None:
        if len(_previews) >= MAX_PREVIEWS:
            _previews.pop(next(iter(_previews)))
        _previews[key] = found
    return found


def viewer_of(game_id: str) -> Any:
    """The game's replay viewer hook, or None (then its rows offer no Watch)."""
    if not game_id:
        return None
    return registry.entry(game_id).watch_game


def viewer_for_file(path: Path, settings: Any) -> tuple[Any, str]:
    """The game's read-only viewer on a save, or (None, why it cannot be watched)."""
    try:
        game = persistence.load_named(path)
    except ValueError as exc:
        log.warning("cannot watch %s: %s", path, exc)
        return None, reason_of(exc)
    watch = registry.entry_for_game(game).watch_game
    if watch is None:
        return None, _("this game has no replay viewer yet")
    return watch(game, settings), ""
