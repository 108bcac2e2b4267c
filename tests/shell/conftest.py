"""Fixtures for the shell's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _default_ui_scale() -> Iterator[None]:
    """The App grows the global UI scale with big windows: put it back so no test leaks it to the next."""
    from cuzco.shell.widgets import theme

    yield
    theme.set_ui_scale(1.0)
