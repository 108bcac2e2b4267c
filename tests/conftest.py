"""Test setup shared by every test folder.

SDL is pointed at its dummy video and audio drivers before anything can import
pygame, so the UI tests run on machines without a display or sound card (CI).
Every test gets its own empty data directory through CUZCO_HOME, so no test
reads or writes the real saves, settings or log of the person running them.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game follows the desktop's language; tests that expect English must get it on any desktop
# (LANGUAGE only steers message catalogs, nothing else in the process or its children).
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402  (the SDL variables must be set first)
from hypothesis import settings  # noqa: E402

from cuzco import paths  # noqa: E402

# CI machines have 2 slow cores: a per-example deadline would only add flaky failures.
settings.register_profile("cuzco", deadline=None, print_blob=True)
# `HYPOTHESIS_PROFILE=deep`: the same, and every property test tries ten times its examples (tests/depth.py)
settings.register_profile("deep", deadline=None, print_blob=True, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "cuzco"))


@pytest.fixture(autouse=True)
def cuzco_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty data directory for this test, also seen by subprocesses it starts."""
    home = tmp_path / "cuzco_home"
    home.mkdir()
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    paths.use_data_dir(None)
    _forget_session_state()
    excepthook = sys.excepthook
    yield home
    _forget_session_state()
    # cuzco.app.main configures logging; undo it so the next test starts clean.
    paths.use_data_dir(None)
    sys.excepthook = excepthook
    cuzco_log = logging.getLogger("cuzco")
    for handler in list(cuzco_log.handlers):
        cuzco_log.removeHandler(handler)
        handler.close()


def _forget_session_state() -> None:
    """What the UI remembers about the player's files between screens (notices, autosave trouble), and
    the process-wide look a test may leave behind (the UI scale an App fitted to its window, the language):
    with the tests shared out among processes, any test may run after any other."""
    if "cuzco.shell.widgets.theme" in sys.modules:
        sys.modules["cuzco.shell.widgets.theme"].set_ui_scale(1.0)
    if "cuzco.shell.i18n" in sys.modules and sys.modules["cuzco.shell.i18n"].language() != "en":
        sys.modules["cuzco.shell.i18n"].set_language("en")
    if "cuzco.shell.notices" in sys.modules:
        sys.modules["cuzco.shell.notices"].clear()
    if "cuzco.shell.persistence" in sys.modules:
        sys.modules["cuzco.shell.persistence"].forget()
