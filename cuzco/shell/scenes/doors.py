"""The doors out of a game in progress: every way to start, load or continue a game goes through here.

    through_door(scene, game_id, go, spare=None)  # `go()` once the game in progress of `game_id` is safe
    new_game(scene, entry, replace=True)          # a game's new-game form, through the door
    open_game(scene, game, spare=None, replace=True)  # a loaded or continued game's screen, through it
    quitting()                                    # Quit or the window closed: the game stays the autosave

Each kind of game has one game in progress: its autosave. Whatever may write
that autosave with another game (a new game, a save loaded, another game's
Continue, the form after a guided game) is a door, and every door calls
`through_door` with the kind of game about to start. When that kind's
autosave is on disk (whatever game is on screen: it may be a finished game
loaded to be looked at) the player is asked first (`keep_game.KeepGameDialog`):
Keep it in Load game (the default), Discard (to the recently deleted) or
Cancel (nothing changes, `go` is not called). A finished game in the autosave
is kept without a question: keeping loses nothing. Nor is anything lost when
the door leads to that very file (`spare`: Continue), or to a game that holds
all of it (`coming`: a named save of the game in progress, as far or further).

Quit and closing the window never discard: the game on screen already is its
autosave (written after every action); `quitting()` writes what is still held.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cuzco.shell import persistence, registry, save_files
from cuzco.shell.scene import Scene

log = logging.getLogger(__name__)


def at_risk(game_id: str | None, spare: Path | None = None) -> Path | None:
    """The autosave a door to a game of `game_id` would write over, if it is on disk (and not `spare`)."""
    if game_id is None:
        return None
    path = persistence.autosave_path(game_id)
    try:
        if not path.is_file() or (spare is not None and path.resolve() == spare.resolve()):
            return None
    except OSError:
        return None
    return path


def finished(path: Path) -> bool:
    """Whether a save holds a game that is over (a file that cannot be read is not: it is asked about)."""
    try:
        game = registry.load(path)
        entry = registry.entry_for_game(game)
    except (ValueError, KeyError, OSError):
        return False
    return entry.progress is not None and entry.progress(game)[1]


def contains(game: Any, path: Path) -> bool:
    """Whether `game` holds the whole game saved in `path` (the same set-up, and its moves first)."""
    try:
        saved = registry.load(path)
    except (ValueError, OSError):
        return False
    setup, moves = getattr(saved, "setup", None), getattr(saved, "actions", None)
    return (type(saved) is type(game) and setup is not None and setup == getattr(game, "setup", None)
            and moves is not None and list(getattr(game, "actions", []))[: len(moves)] == list(moves))


def through_door(scene: Scene, game_id: str | None, go: Callable[[], None], spare: Path | None = None,
                 coming: Any = None) -> None:
    """Call `go` once no game in progress of `game_id` can be lost: at once when there is none (or it is
    `spare`, or `coming`, the game about to be played, holds all of it; or it is over: then it is kept in
    the saves first), else after the player kept or discarded it. `scene` is the scene at the top, where
    the question goes; Cancel leaves everything as it was."""
    path = at_risk(game_id, spare)
    if path is not None and coming is not None and contains(coming, path):
        path = None  # the game loaded is the game in progress, or it played on: nothing is lost
    if path is None:
        go()
        return
    assert game_id is not None and scene.stack is not None
    if finished(path):
        try:
            kept = save_files.keep_autosave(game_id)
        except OSError as exc:
            log.warning("cannot keep the finished game %s: %s", path.name, exc)
        else:
            log.info("a finished game of %s was kept as %s", game_id, kept.name)
            go()
            return
    from cuzco.shell.scenes.keep_game import KeepGameDialog

    scene.stack.push(KeepGameDialog(registry.entry(game_id), path, then=go))


def new_game(scene: Scene, entry: registry.GameEntry, replace: bool = True) -> None:
    """`entry`'s new-game form in place of `scene` (or over it), once its game in progress is safe."""

    def go() -> None:
        assert scene.stack is not None
        form = entry.new_game_scene(getattr(scene, "settings", None))
        if replace:
            scene.stack.replace(form)
        else:
            scene.stack.push(form)

    through_door(scene, entry.id, go)


def open_game(scene: Scene, game: Any, settings: Any, spare: Path | None = None, replace: bool = True) -> None:
    """A loaded game's screen in place of `scene` (or over it), once the game in progress it would write
    over is safe."""
    entry = registry.entry_for_game(game)

    def go() -> None:
        assert scene.stack is not None
        shown = entry.open_game(game, settings)
        if replace:
            scene.stack.replace(shown)
        else:
            scene.stack.push(shown)

    through_door(scene, entry.id, go, spare, coming=game)


def quitting() -> None:
    """Quit or the window closed: nothing is discarded; autosaves still held are written now."""
    persistence.write_held_autosaves()
