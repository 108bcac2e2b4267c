"""Finding what a screen of Feld's Cuzco draws out of place: each text drawn on the window (its words and
rectangle, recorded as it is blitted), each widget, and on the table each board's tooltips (which mark
what is drawn inside the table's kept image).

    with texts_recorded() as recorder_for:
        window = recorder_for(size)           # a window surface that records the texts blitted on it
        scene.draw(window)
        problems(window.texts, widgets, size) # texts or widgets out of the window, over one another
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from cuzco.shell.widgets import text as text_module


class Recorder(pygame.Surface):
    """A window surface that remembers where each rendered text is blitted."""

    rendered: dict[int, str] = {}

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.texts: list[tuple[str, pygame.Rect]] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = super().blit(source, dest, area, special_flags)
        words = self.rendered.get(id(source))
        if words is not None and words.strip():
            topleft = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
            self.texts.append((words, pygame.Rect(topleft, source.get_size())))
        return drawn


@contextmanager
def texts_recorded() -> Iterator[Callable[[tuple[int, int]], Recorder]]:
    """Inside the block, every text rendered is known by its surface, so a Recorder can name it."""
    original = text_module._render

    def render(words: str, pixel_size: int, bold: bool, colour: Any) -> pygame.Surface:
        image = original(words, pixel_size, bold, colour)
        Recorder.rendered[id(image)] = words
        return image

    render.cache_clear = original.cache_clear  # type: ignore[attr-defined]
    text_module._render = render  # type: ignore[assignment]
    try:
        yield Recorder
    finally:
        text_module._render = original
        Recorder.rendered = {}


def widgets_of(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """Every widget a scene holds (anything with a rect that answers events), by attribute name."""
    found = []
    for name, value in vars(scene).items():
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else \
            [(None, value)]
        for key, item in items:
            if isinstance(item, tuple) and item:
                item = item[0]
            rect = getattr(item, "rect", None)
            if isinstance(rect, pygame.Rect) and hasattr(item, "handle_event") and rect.w > 1:
                found.append((name if key is None else f"{name}[{key}]", rect))
    return found


def problems(texts: list[tuple[str, pygame.Rect]], widgets: list[tuple[str, pygame.Rect]],
             size: tuple[int, int]) -> list[str]:
    """Texts and widgets leaving the window; texts over texts; texts half over a widget (a label lies
    wholly inside its widget); widgets over widgets."""
    window = pygame.Rect((0, 0), size)
    found = [f"text {words!r} {tuple(rect)} leaves the window" for words, rect in texts if not window.contains(rect)]
    found += [f"{name} {tuple(rect)} leaves the window" for name, rect in widgets if not window.contains(rect)]
    for (a, ra), (b, rb) in itertools.combinations(texts, 2):
        shadow = a == b and abs(ra.x - rb.x) <= 4 and abs(ra.y - rb.y) <= 4
        if ra.colliderect(rb) and not shadow:
            found.append(f"text {a!r} {tuple(ra)} over text {b!r} {tuple(rb)}")
    for (words, rect), (name, box) in itertools.product(texts, widgets):
        if rect.colliderect(box) and not box.contains(rect):
            found.append(f"text {words!r} {tuple(rect)} over {name} {tuple(box)}")
    for (a, ra), (b, rb) in itertools.combinations(widgets, 2):
        if ra.colliderect(rb):
            found.append(f"{a} {tuple(ra)} over {b} {tuple(rb)}")
    return found
