"""cuzco.resources in a checkout and a (simulated) frozen bundle.

The installed layout is checked from a real wheel in test_wheel.py, the real
frozen one from the built executable in test_executable.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cuzco import resources
from tests.packaging.packaging_support import REPO_ROOT


def test_checkout_finds_the_top_level_folders() -> None:
    assert resources.layout() == "checkout"
    assert resources.assets_dir() == REPO_ROOT / "assets"
    assert resources.doc_path("rules.md") == REPO_ROOT / "docs" / "rules.md"
    assert resources.doc_path("rules.md").is_file()
    assert resources.asset_path("README.md").is_file()


def test_frozen_bundle_is_found_under_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.layout() == "frozen"
    assert resources.asset_path("fonts/title.ttf") == tmp_path / "assets" / "fonts" / "title.ttf"
    assert resources.doc_path("rules.md") == tmp_path / "docs" / "rules.md"


@pytest.mark.parametrize("name", ["../secret.txt", "/etc/passwd", "fonts/../../x"])
def test_names_cannot_leave_the_folder(name: str) -> None:
    with pytest.raises(ValueError):
        resources.asset_path(name)
