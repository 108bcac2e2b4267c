"""Every help (F1) says where the log is, at the foot of its panel, inside the window however long the path."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from cuzco import paths
from cuzco.shell.scenes import help_overlay
from cuzco.shell.scenes.help_overlay import HelpOverlay, _fit_line
from cuzco.shell.settings import Settings
from tests.drawn_text import record_drawn_text


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
def test_every_help_ends_with_where_the_log_is_inside_the_window(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deep = tmp_path.joinpath(*(["a-rather-long-folder-name"] * 8))
    deep.mkdir(parents=True)
    monkeypatch.setenv(paths.HOME_ENV, str(deep))
    drawn = record_drawn_text(monkeypatch, help_overlay)
    pygame.init()
    surface = pygame.Surface(size)
    HelpOverlay(Settings()).draw(surface)
    logs = [(text, rect) for text, rect in drawn if text.startswith("Log: ")]
    assert len(logs) == 1
    text, rect = logs[0]
    assert text.endswith("cuzco.log (the last five runs): attach it to a bug report") or "…" in text
    assert surface.get_rect().contains(rect)
    closing = next(r for t, r in drawn if t == "Press any key to close")
    assert not rect.colliderect(closing)


def test_a_line_too_long_keeps_both_of_its_ends() -> None:
    pygame.init()
    line = "Log: /" + "x" * 300 + "/cuzco.log (the last five runs)"
    fitted = _fit_line(line, 17, 400)
    assert "…" in fitted and fitted.startswith("Log: /x") and fitted.endswith("(the last five runs)")
    assert _fit_line("Log: short", 17, 400) == "Log: short"
