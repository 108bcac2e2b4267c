"""Tooltips: every icon and number on screen says what it is, in the player's language.

One registry holds, for the frame being drawn, each hoverable element's rectangle and its tooltip.
The shell clears it before each scene draws (so a modal's elements hide those beneath it) and, after
the scenes, shows the tooltip of the element under the pointer. A scene only has to draw through the
helpers below; the tooltip argument is required, so an icon or a number cannot be drawn without one:

    from cuzco.shell import tooltips

    tooltips.icon(surface, image, (x, y), tip=_("Incas in reserve"), anchor="midleft")
    tooltips.number(surface, 12, (x, y), 19, colour, tip=_("Incas in reserve"), anchor="midleft")
    tooltips.label(surface, "x3", (x, y), 18, colour, tip=_("temple floors of value 3 left"))
    tooltips.add(rect, _("What this part of the screen means"))   # anything else worth a tooltip
    tooltips.cover(panel_rect)   # a panel drawn over the screen: what lies under it stops answering

A panel kept as a cached image draws into it with its own `Tips` (the same helpers, in the image's
coordinates), keeps that list with the image, and hands it over every frame:

    self.tips = Tips()
    self.tips.icon(cache, image, (x, y), tip=...)        # while (re)drawing the cached image
    tooltips.extend(self.tips, offset=rect.topleft)      # every frame, when blitting it

A part drawn inside a larger element whose caller registers the whole (a tool button's count, a card's
worth badge, a chart's axis numbers) draws through `Tips(registered_elsewhere=True)`; say so in a
comment, and register the whole element where it is laid out.

A shell widget (the stepper, the chart) draws its numbers with `widgets.text.draw_number`, which hands
them to this registry without the widgets importing this module.

A new screen (a game's table, say) needs nothing more: draw its icons and numbers through these helpers,
`add` its other marks, and add the screen to `SCREENS` in tests/shell/test_tooltips.py so the walk
checks it.

A scene that draws tooltips of its own (e.g. over its board) can call `draw_hovered(surface, pos)`
first; the shell then shows nothing more that frame. After a secret choice made by click, `hush()`
keeps every tooltip away until the pointer moves: the next player's screen may have another button
on that spot, and its tooltip would tell which button was clicked. Icon factories are marked `@icon_maker`, and
`audit()` (for tests) lists every bare number (such as "12", "+2", "x3") rendered and every marked icon
made during a frame without going through these helpers: the walk in tests/shell/test_tooltips.py
fails on any of them, and on any registered element whose tooltip is empty.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Any, TypeVar

import pygame

from cuzco.shell.widgets import text as text_module
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import Colour, px

Point = tuple[int, int]
F = TypeVar("F", bound=Callable[..., pygame.Surface])

# a text with no word in it: a count, a score, a value ("12", "+2", "x3", "×3", "3/6", "-1", "?")
BARE_NUMBER = re.compile(r"^\s*[+\-−×x]?\s*\d+([.,:/]\d+)*\s*%?\s*$")


class Tips:
    """Hoverable elements (rectangle, tooltip) in the coordinates of one surface, in drawing order.

    `registered_elsewhere=True` is for a part drawn inside a larger element whose caller registers the
    whole (a tool button's hotkey and count: the bar registers each button every frame)."""

    def __init__(self, registered_elsewhere: bool = False) -> None:
        self.items: list[tuple[pygame.Rect, str]] = []
        self.registered_elsewhere = registered_elsewhere

    def clear(self) -> None:
        self.items = []

    def add(self, rect: pygame.Rect, tip: str) -> pygame.Rect:
        """Register `rect` with its tooltip (an empty tooltip is kept, and fails the tooltip walk)."""
        rect = pygame.Rect(rect)
        self.items.append((rect, tip))
        return rect

    def icon(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        pos: Point,
        *,
        tip: str,
        anchor: str = "topleft",
        faded: bool = False,
        area: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Blit an icon with `anchor` at `pos` and register it (or the larger `area` it stands for)."""
        _drew(self, "icon", id(image))
        shown = faded_copy(image) if faded else image
        rect = surface.blit(shown, shown.get_rect(**{anchor: pos}))
        self.add(area if area is not None else rect, tip)
        return rect

    def number(
        self,
        surface: pygame.Surface,
        value: int | str,
        pos: Point,
        size: int = 20,
        colour: Colour = theme.TEXT,
        *,
        tip: str,
        bold: bool = False,
        anchor: str = "topleft",
        area: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Draw a number (or any short label such as "x3" or "+2") and register it with its tooltip."""
        _drew(self, "number", str(value))
        rect = text_module.draw_number(surface, value, pos, size, colour, tip=tip, bold=bold, anchor=anchor,
                                       register=False)
        self.add(area if area is not None else rect, tip)
        return rect

    label = number

    def extend(self, other: Tips, offset: Point = (0, 0), scale: float = 1.0) -> None:
        """Take over another list's elements, moved by `offset` (and scaled, for an image drawn scaled)."""
        if _audit is not None:
            _audit.links.setdefault(id(other), set()).add(id(self))
        for rect, tip in other.items:
            if scale != 1.0:
                rect = pygame.Rect(
                    round(rect.x * scale), round(rect.y * scale), round(rect.w * scale), round(rect.h * scale)
                )
            self.items.append((rect.move(offset), tip))

    def cover(self, rect: pygame.Rect) -> None:
        """A panel drawn over earlier elements: those under it no longer answer the pointer."""
        self.items = [(r, tip) for r, tip in self.items if not rect.colliderect(r)]

    def at(self, pos: Point) -> str:
        """The tooltip of the element under `pos` (the last drawn, so the topmost), or ""."""
        for rect, tip in reversed(self.items):
            if rect.collidepoint(pos):
                return tip
        return ""


@lru_cache(maxsize=64)
def faded_copy(image: pygame.Surface) -> pygame.Surface:
    """A greyed-out look of an icon (a disabled button's), made once per icon."""
    out = image.copy()
    out.set_alpha(80)
    return out


# ---- the frame's registry ------------------------------------------------------------------------------
frame = Tips()
pointer: Point = (-1, -1)  # where the pointer was last seen (the shell's loop keeps it)
shown_this_frame = False
last_shown = ""  # the tooltip last drawn (tests read it)
hushed_at: Point | None = None  # no tooltip while the pointer stays here (`hush`)


def begin_frame() -> None:
    """Forget the elements of the last frame (called by the scene stack before each scene draws)."""
    global shown_this_frame
    frame.clear()
    shown_this_frame = False


def add(rect: pygame.Rect, tip: str) -> pygame.Rect:
    return frame.add(rect, tip)


def icon(surface: pygame.Surface, image: pygame.Surface, pos: Point, *, tip: str, **kw: Any) -> pygame.Rect:
    return frame.icon(surface, image, pos, tip=tip, **kw)


def number(
    surface: pygame.Surface, value: int | str, pos: Point, size: int = 20, colour: Colour = theme.TEXT,
    *, tip: str, **kw: Any,
) -> pygame.Rect:
    return frame.number(surface, value, pos, size, colour, tip=tip, **kw)


label = number


def cover(rect: pygame.Rect) -> None:
    frame.cover(rect)


def extend(tips: Tips, offset: Point = (0, 0), scale: float = 1.0) -> None:
    frame.extend(tips, offset, scale)


def hush() -> None:
    """No tooltip until the pointer moves from where it is now (after a secret choice by click)."""
    global hushed_at
    hushed_at = pointer


def hushed() -> bool:
    """Whether tooltips wait for the pointer to move (`hush`); once it has, they answer again."""
    global hushed_at
    if hushed_at is not None and pointer != hushed_at:
        hushed_at = None
    return hushed_at is not None


def hovered(pos: Point | None = None) -> str:
    return "" if hushed() else frame.at(pointer if pos is None else pos)


def draw_box(surface: pygame.Surface, pos: Point, lines: list[str]) -> pygame.Rect | None:
    """A small box beside the pointer: the first line in gold, bold; a long line is wrapped. Returns where
    it went (None: nothing to say)."""
    global shown_this_frame, last_shown
    lines = [line for line in lines if line]
    if not lines:
        return None
    room = max(px(200), min(px(460), surface.get_width() // 2))
    imgs = []
    for i, line in enumerate(lines):
        for part in text_module.wrap(line, 19, room, bold=i == 0):
            imgs.append(text_module.render(part, 19, theme.TEXT if i else theme.GOLD_LIGHT, bold=i == 0))
    w = max(i.get_width() for i in imgs) + px(18)
    h = sum(i.get_height() for i in imgs) + px(12)
    box = pygame.Rect(pos[0] + px(18), pos[1] + px(14), w, h)
    box.clamp_ip(surface.get_rect())
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.PANEL, 235), veil.get_rect(), border_radius=px(8))
    pygame.draw.rect(veil, (*theme.PANEL_EDGE, 255), veil.get_rect(), 1, border_radius=px(8))
    surface.blit(veil, box)
    y = box.top + px(6)
    for img in imgs:
        surface.blit(img, (box.left + px(9), y))
        y += img.get_height()
    shown_this_frame, last_shown = True, "\n".join(lines)
    return box


def draw_hovered(surface: pygame.Surface, pos: Point | None = None) -> bool:
    """Draw the tooltip of the registered element under the pointer, if any; True when one was drawn."""
    global hovered_box
    at = pointer if pos is None else pos
    tip = "" if hushed() else frame.at(at)
    hovered_box = draw_box(surface, at, [tip]) if tip else None
    return bool(tip)


frames_finished = 0  # frames the app has finished (`finish_frame`): a scene that keeps what it drew counts them
hovered_box: pygame.Rect | None = None  # where `draw_hovered` last drew its box (None: nowhere)
finished_box: pygame.Rect | None = None  # where the last `finish_frame` drew one (None: nowhere)


def finish_frame(surface: pygame.Surface) -> None:
    """After the scenes have drawn: the tooltip under the pointer, unless a scene drew one already."""
    global frames_finished, finished_box
    finished_box = None
    if not shown_this_frame and draw_hovered(surface):
        finished_box = hovered_box
    frames_finished += 1


# the widgets draw their numbers with `widgets.text.draw_number`, which hands them to the frame from here
text_module.tip_sink = add

# ---- the audit (tests) ---------------------------------------------------------------------------------


@dataclass
class Audit:
    """What a frame drew, and through which lists of elements."""

    numbers: list[str] = field(default_factory=list)  # bare numbers rendered outside the helpers
    icons: dict[int, str] = field(default_factory=dict)  # id of a made icon -> what made it
    drawn: dict[int, list[tuple[str, object]]] = field(default_factory=dict)  # per Tips: what it drew
    lists: dict[int, Tips] = field(default_factory=dict)  # (kept alive, so ids stay unique)
    links: dict[int, set[int]] = field(default_factory=dict)  # a Tips -> the Tips it was handed to

    def _reaches_frame(self, key: int, seen: frozenset[int] = frozenset()) -> bool:
        tips = self.lists.get(key)
        if key == id(frame) or (tips is not None and tips.registered_elsewhere):
            return True
        return any(up not in seen and self._reaches_frame(up, seen | {key}) for up in self.links.get(key, ()))

    def unregistered_numbers(self) -> list[str]:
        """Bare numbers drawn outside the helpers, or through a list that never reached the frame."""
        lost = [str(v) for key, items in self.drawn.items() if not self._reaches_frame(key)
                for kind, v in items if kind == "number"]
        return self.numbers + lost

    def uncovered_icons(self) -> list[str]:
        """Marked icons made this frame and not drawn through a list that reached the frame."""
        shown = {v for key, items in self.drawn.items() if self._reaches_frame(key) for kind, v in items
                 if kind == "icon"}
        return sorted(made for key, made in self.icons.items() if key not in shown)


_audit: Audit | None = None


def _drew(tips: Tips, kind: str, what: object) -> None:
    if _audit is not None:
        _audit.lists[id(tips)] = tips
        _audit.drawn.setdefault(id(tips), []).append((kind, what))


def icon_maker(fn: F) -> F:
    """Mark a function that makes HUD icons: in an audit, each icon it makes must reach the screen
    through `icon()` (or the `Tips.icon` of a cached panel, handed to the frame)."""

    @wraps(fn)
    def made(*args: Any, **kwargs: Any) -> pygame.Surface:
        image = fn(*args, **kwargs)
        if _audit is not None:
            _audit.icons.setdefault(id(image), f"{fn.__name__}{args}")
        return image

    return made  # type: ignore[return-value]


def _watch(text: str) -> None:
    if _audit is not None and not text_module.labelled and BARE_NUMBER.match(text):
        _audit.numbers.append(text)


@contextmanager
def audit() -> Iterator[Audit]:
    """Within it, record what the frames draw: `unregistered_numbers()` and `uncovered_icons()` list what
    reached the screen without a registered tooltip."""
    global _audit
    _audit = Audit()
    text_module.watch = _watch
    try:
        yield _audit
    finally:
        text_module.watch = None
        _audit = None
