"""Colours, sizes and the UI scale shared by every widget and scene.

The palette is drawn from Andean textiles and stone: a night-blue ground,
warm sandstone panels, terracotta for danger and sun gold for what matters.
`px()` turns a design size (drawn for a 1280x800 window at scale 1.0) into
pixels at the player's chosen UI scale; fonts go through the same factor.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

Colour = tuple[int, int, int]

BG_TOP: Colour = (22, 28, 44)
BG_BOTTOM: Colour = (48, 34, 40)
PANEL: Colour = (40, 44, 60)
PANEL_LIGHT: Colour = (58, 62, 82)
PANEL_EDGE: Colour = (120, 98, 70)
SAND: Colour = (226, 204, 160)
SAND_DARK: Colour = (176, 150, 108)
TEXT: Colour = (240, 232, 214)
TEXT_DIM: Colour = (186, 180, 170)
TEXT_DARK: Colour = (36, 30, 26)
GOLD: Colour = (232, 176, 58)
GOLD_LIGHT: Colour = (252, 212, 110)
TERRACOTTA: Colour = (192, 86, 58)
JADE: Colour = (70, 156, 122)
SKY: Colour = (96, 150, 208)
DISABLED: Colour = (64, 66, 76)
FOCUS: Colour = (255, 236, 160)
ERROR: Colour = (224, 170, 156)  # text saying what went wrong, on the dark panels
DANGER: Colour = (144, 64, 44)  # the face of a danger button or an error notice: light text reads on it

# Player colours offered at setup; the names go through _() where shown.
PLAYER_COLOURS: dict[str, Colour] = {
    "red": (206, 62, 52),
    "blue": (58, 110, 214),
    "yellow": (236, 196, 48),
    "green": (56, 160, 84),
    "purple": (150, 84, 196),
    "orange": (236, 130, 40),
    "white": (232, 232, 226),
    "black": (46, 46, 52),
}

_scale = 1.0


MIN_WINDOW = (1024, 700)  # the smallest window offered


def largest_ui_scale(size: tuple[int, int]) -> float:
    """The largest interface size a window has room for: the HUD is laid out for 1024x700 at 100%, so a
    window that small shows 100% at most (the settings screen says so beside a larger choice)."""
    w, h = size
    return max(0.75, min(w / MIN_WINDOW[0], h / MIN_WINDOW[1]))


def set_ui_scale(scale: float) -> None:
    """Set the global UI scale (clamped to a sane range)."""
    global _scale
    _scale = max(0.75, min(2.0, float(scale)))


def ui_scale() -> float:
    return _scale


@contextmanager
def scaled_by(factor: float) -> Iterator[None]:
    """Inside the block, `px` grows by `factor` on top of the player's UI scale (at most 3x in all):
    for a screen that grows with a large window."""
    global _scale
    before = _scale
    _scale = min(3.0, before * factor)
    try:
        yield
    finally:
        _scale = before


def px(value: float) -> int:
    """A design-size length in pixels at the current UI scale."""
    return max(1, round(value * _scale))


def lighten(colour: Colour, amount: float = 0.2) -> Colour:
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def darken(colour: Colour, amount: float = 0.2) -> Colour:
    r, g, b = colour
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))


def readable_on(colour: Colour) -> Colour:
    """Dark or light text, whichever reads better on `colour`."""
    r, g, b = colour
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT
