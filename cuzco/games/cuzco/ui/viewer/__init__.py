"""The replay viewer: watch a saved or finished game again, read only.

    viewer_for_file(path, settings) -> (ViewerScene | None, problem)   # Load -> Watch
    ViewerScene(game, settings, colours=None)                          # results -> Watch again
    load_for_viewing(path) -> Game; run(game, frames=None)             # `cuzco view FILE`

A file is read through the game's one loading entry point
(`cuzco.shell.persistence.load_named`), so the viewer refuses exactly what
loading refuses, with the same one-line reason; it never writes a file.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.text import reason_of

log = logging.getLogger(__name__)


def load_for_viewing(path: Path | str) -> Any:
    """The game in the file, checked as loading checks it; raises SaveFileError with the reason."""
    from cuzco.shell import persistence

    return persistence.load_named(Path(path))


def viewer_for_file(path: Path | str, settings: Any) -> tuple[Any, str]:
    """A ViewerScene for the file, or (None, the reason it cannot be watched)."""
    try:
        game = load_for_viewing(path)
    except SaveFileError as exc:
        log.warning("cannot watch %s: %s", path, exc)
        return None, reason_of(exc)
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

    return ViewerScene(game, settings), ""


def run(game: Any, frames: int | None = None, fullscreen: bool = False) -> int:
    """Open the window on the viewer for a loaded game; quits after `frames` frames if given."""
    import pygame

    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene
    from cuzco.shell.main import App, _forget_fonts

    app = App(fullscreen=fullscreen, fps=None if frames else 60)
    app.push(ViewerScene(game, app.settings))
    try:
        while app.running:
            if frames is None:
                app.rest()  # asleep while paused and untouched (ViewerScene.wants_frames)
            app.step()
            if frames is not None and app.frames >= frames:
                break
    finally:
        _forget_fonts()
        pygame.quit()
    return 0
