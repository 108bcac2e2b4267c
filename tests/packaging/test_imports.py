"""Import boundaries: the rules never pull in pygame, and the command line loads lazily."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.packaging.packaging_support import REPO_ROOT, child_env


def modules_after(statement: str) -> set[str]:
    """The top-level modules a fresh interpreter has loaded after running `statement`."""
    script = f"{statement}\nimport sys\nprint(' '.join(sorted({{m.split('.')[0] for m in sys.modules}})))"
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO_ROOT, env=child_env(), capture_output=True, text=True, timeout=60, check=True,
    )
    return set(done.stdout.split())


def test_rules_import_no_pygame() -> None:
    loaded = modules_after("import cuzco.games.cuzco.rules")
    assert "pygame" not in loaded


@pytest.mark.parametrize("module", ["cuzco.app", "cuzco.paths", "cuzco.resources", "cuzco.logging_setup"])
def test_startup_modules_import_no_pygame(module: str) -> None:
    # `cuzco --version`, the headless subcommands and the no-display message
    # must not pay for (or depend on) loading SDL.
    assert "pygame" not in modules_after(f"import {module}")
