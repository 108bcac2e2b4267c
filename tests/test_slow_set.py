"""Every entry of the slow set (tests/conftest.py's SLOW) names a test file, or a test in it, that exists:
a misspelt entry would leave a slow test in `make test-quick` without a word."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import SLOW

ROOT = Path(__file__).resolve().parent.parent


def test_every_slow_entry_names_a_file_or_a_test_that_exists() -> None:
    missing = []
    for entry in SLOW:
        path, _, name = entry.partition("::")
        file = ROOT / path
        if not file.is_file():
            missing.append(entry)
        elif name and not re.search(rf"^(async )?def {re.escape(name)}\(", file.read_text(), re.MULTILINE):
            missing.append(entry)
    assert not missing, missing
