"""Shared by the packaging tests: where the repository is, and child environments."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable, Mapping
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]

RunCuzco = Callable[..., subprocess.CompletedProcess[str]]

NUMPY_IMPORT = re.compile(r"^\s*(import numpy|from numpy)\b", re.MULTILINE)


def numpy_importers() -> list[str]:
    """Modules of the game that import numpy (build_scripts/cuzco.spec asks the same question):
    while one does, the executable must bundle numpy."""
    return sorted(
        path.relative_to(REPO_ROOT).as_posix() for path in (REPO_ROOT / "cuzco").rglob("*.py")
        if NUMPY_IMPORT.search(path.read_text(encoding="utf-8"))
    )


def child_env(extra: Mapping[str, str | None] | None = None) -> dict[str, str]:
    """This process's environment (CUZCO_HOME and the SDL dummy drivers included),
    with `extra` applied: a None value removes that variable."""
    env = dict(os.environ)
    for name, value in (extra or {}).items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env
