"""Records where the UI draws its texts, and in which box, to check that every text fits.

`Recorder` installs itself for a `with` block:
- every text the UI renders goes through `cuzco.shell.widgets.text._render`; the
  recorder remembers each rendered surface and its string;
- the screen is a `RecordingSurface`, a pygame.Surface whose `blit` notes where
  each of those surfaces lands (as clipped by `area`); while recording,
  `pygame.Surface` itself is that class, so the HUD's cached panel surfaces
  record too, and a text must stay inside the surface it is drawn on;
- buttons note their own rectangle while drawing their label, panels drawn with
  `draw_panel` and tooltips note theirs: the box a text must stay inside.

`problems()` then lists texts that leave the window, leave the button they
label, or start inside a panel and run out of it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import pygame

from cuzco.shell import tooltips as tooltips_module
from cuzco.shell.widgets import button as button_module
from cuzco.shell.widgets import panel as panel_module
from cuzco.shell.widgets import text as text_module

SLACK = 2  # pixels of anti-aliased edge allowed outside a box


@dataclass
class Drawn:
    text: str
    rect: pygame.Rect
    box: pygame.Rect | None  # the button it labels, if any
    panels: list[pygame.Rect]  # panels drawn before it in this frame (on the screen only)
    bounds: pygame.Rect  # the surface it is drawn on
    on_screen: bool
    frame: int  # which recorded frame drew it


class RecordingSurface(pygame.Surface):
    recorder: Recorder | None = None

    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        rec = self.recorder
        if rec is not None and id(source) in rec.texts:
            if isinstance(dest, pygame.Rect):
                x, y = dest.topleft
            else:
                x, y = int(dest[0]), int(dest[1])
            size = source.get_size() if area is None else pygame.Rect(area).size
            rect = pygame.Rect(x, y, *size)
            on_screen = self is rec.screen
            rec.drawn.append(
                Drawn(rec.texts[id(source)], rect, rec.box, list(rec.panels) if on_screen else [],
                      self.get_rect(), on_screen, rec.frame)
            )
        return super().blit(source, dest, area, special_flags)


class Recorder:
    def __init__(self) -> None:
        self.texts: dict[int, str] = {}
        self.keep: list[pygame.Surface] = []  # keeps ids unique while recording
        self.drawn: list[Drawn] = []
        self.panels: list[pygame.Rect] = []
        self.box: pygame.Rect | None = None
        self.screen: pygame.Surface | None = None
        self.frame = 0
        self._undo: list[tuple[Any, str, Any]] = []

    # ---- installing -------------------------------------------------------------
    def _patch(self, owner: Any, name: str, value: Any) -> None:
        self._undo.append((owner, name, getattr(owner, name)))
        setattr(owner, name, value)

    def __enter__(self) -> Recorder:
        original_render = text_module._render
        original_panel = panel_module.draw_panel
        original_label = button_module.Button._draw_label
        original_tip = button_module.Button.draw_tooltip
        original_box = tooltips_module.draw_box
        rec = self

        def render(text: str, pixel_size: int, bold: bool, colour: Any) -> pygame.Surface:
            surf = original_render(text, pixel_size, bold, colour)
            if id(surf) not in rec.texts:
                rec.keep.append(surf)
            rec.texts[id(surf)] = text
            return surf

        def draw_panel(surface: pygame.Surface, rect: Any, *a: Any, **kw: Any) -> Any:
            rec.panels.append(pygame.Rect(rect))
            return original_panel(surface, rect, *a, **kw)

        def draw_label(self: Any, surface: pygame.Surface, ink: Any) -> None:
            rec.box = pygame.Rect(self.rect)
            try:
                original_label(self, surface, ink)
            finally:
                rec.box = None

        def draw_tooltip(self: Any, surface: pygame.Surface) -> None:
            rec.box = surface.get_rect()  # a tooltip must stay in the window
            try:
                original_tip(self, surface)
            finally:
                rec.box = None

        def draw_box(surface: pygame.Surface, *a: Any, **kw: Any) -> None:
            rec.box = surface.get_rect()  # the shell's tooltip box, beside the pointer, stays in the window
            try:
                original_box(surface, *a, **kw)
            finally:
                rec.box = None

        # a module first imported while recording keeps this wrapper after the block: mark it as
        # the original's stand-in so the next recording patches that module too
        draw_panel.__wrapped__ = original_panel  # type: ignore[attr-defined]
        render.cache_clear = original_render.cache_clear  # type: ignore[attr-defined]
        self._patch(text_module, "_render", render)
        self._patch(button_module.Button, "_draw_label", draw_label)
        self._patch(button_module.Button, "draw_tooltip", draw_tooltip)
        self._patch(tooltips_module, "draw_box", draw_box)
        # draw_panel is imported by name into the scenes: patch every copy
        for module in list(sys.modules.values()):
            found = getattr(module, "draw_panel", None)
            if getattr(module, "__name__", "").startswith(("cuzco.shell", "cuzco.games")) and original_panel in (
                found,
                getattr(found, "__wrapped__", None),
            ):
                self._patch(module, "draw_panel", draw_panel)
        self._patch(pygame, "Surface", RecordingSurface)
        RecordingSurface.recorder = self
        return self

    def __exit__(self, *exc: object) -> None:
        RecordingSurface.recorder = None
        for owner, name, value in reversed(self._undo):
            setattr(owner, name, value)
        self._undo.clear()

    def new_frame(self) -> None:
        """Panels are per frame; texts are kept (a cached HUD panel draws its text only once)."""
        self.panels.clear()
        self.frame += 1

    # ---- checking -----------------------------------------------------------------
    def problems(self) -> list[str]:
        out = []
        for d in self.drawn:
            if not d.text.strip():
                continue
            if not d.bounds.inflate(2 * SLACK, 2 * SLACK).contains(d.rect):
                where = "the window" if d.on_screen else f"its panel surface {d.bounds.size}"
                out.append(f"{d.text!r} leaves {where}: {tuple(d.rect)}")
            elif d.box is not None and not d.box.inflate(2 * SLACK, 2 * SLACK).contains(d.rect):
                out.append(f"{d.text!r} overflows its button {tuple(d.box)}: {tuple(d.rect)}")
            elif _tooltip(d):
                continue  # a tooltip floats over the panels: it only has to stay in the window
            else:
                panel = _holder(d)
                if panel is not None:
                    if not pygame.Rect(panel).inflate(2 * SLACK, 2 * SLACK).contains(d.rect):
                        out.append(f"{d.text!r} runs out of its panel {panel}: {tuple(d.rect)}")
        # two different texts on top of each other in one panel in the last frame: one ran into the
        # other (a text of the scene below an overlay's panel is no clash)
        last = [d for d in self.drawn if d.on_screen and d.frame == self.frame and d.text.strip() and not _tooltip(d)]
        for i, a in enumerate(last):
            for b in last[i + 1 :]:
                if a.text == b.text or _holder(a) != _holder(b):
                    continue  # a text and its own shadow; texts in different panels
                clash = a.rect.clip(b.rect)
                if clash.w * clash.h > 0.2 * min(a.rect.w * a.rect.h, b.rect.w * b.rect.h):
                    out.append(f"{a.text!r} and {b.text!r} overlap at {tuple(clash)}")
        return sorted(set(out))


def _tooltip(d: Drawn) -> bool:
    """A tooltip's text: its box is the whole window (`draw_tooltip`, the shell's `draw_box`)."""
    return d.on_screen and d.box is not None and d.box == d.bounds


def _holder(d: Drawn) -> tuple[int, int, int, int] | None:
    """The smallest panel, drawn before the text, in which the text starts."""
    holders = [p for p in d.panels if p.collidepoint(d.rect.topleft)]
    return tuple(min(holders, key=lambda p: p.w * p.h)) if holders else None  # type: ignore[return-value]
