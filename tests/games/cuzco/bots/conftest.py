"""Bot tests run Hard with a small search budget: the same code path, a fraction of the time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

TEST_ITERATIONS = 2


@pytest.fixture(autouse=True)
def _small_hard_budget(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from cuzco.games.cuzco.bots import hard_bot

    monkeypatch.setattr(hard_bot, "ITERATIONS", TEST_ITERATIONS)
    yield
