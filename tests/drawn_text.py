"""Recording the texts a module draws, with the rectangles they took: for layout tests that measure them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest


def record_drawn_text(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, pygame.Rect]]:
    """Every `module.draw_text(surface, text, ...)` call from now on, as (text, drawn rectangle), in order."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", spy)
    return drawn
