"""The shipped sounds and texture noise are what build_scripts/make_assets.py makes (with numpy)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.packaging.packaging_support import REPO_ROOT, child_env


def test_generated_assets_are_up_to_date() -> None:
    pytest.importorskip("numpy")
    done = subprocess.run(
        [sys.executable, str(REPO_ROOT / "build_scripts" / "make_assets.py"), "--check"],
        cwd=REPO_ROOT, env=child_env(None), capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
