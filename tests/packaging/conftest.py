"""Fixtures for the packaging tests."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping

import pytest

from tests.packaging.packaging_support import REPO_ROOT, RunCuzco, child_env


@pytest.fixture
def run_cuzco() -> RunCuzco:
    """Run `python -m cuzco ARGS` from the repository root; returns the finished process."""

    def run(
        *args: str, env: Mapping[str, str | None] | None = None, timeout: float = 60
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "cuzco", *args],
            cwd=REPO_ROOT,
            env=child_env(env),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    return run
