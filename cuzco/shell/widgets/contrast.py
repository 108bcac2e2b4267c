"""Contrast between text and its background, as WCAG 2 measures it.

    contrast_ratio(text, background) -> 1.0 .. 21.0   # 4.5 is the AA bar for normal text
    best_ink(background) -> the theme's light or dark text colour, whichever reads better
"""

from __future__ import annotations

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import Colour

AA = 4.5


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_ratio(a: Colour, b: Colour) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_text(colour: Colour, background: Colour) -> Colour:
    """`colour` (a player's) lightened just enough to pass AA as text on `background`."""
    for step in range(11):
        shade = theme.lighten(colour, step / 10)
        if contrast_ratio(shade, background) >= AA:
            return shade
    return best_ink(background)


def best_ink(background: Colour) -> Colour:
    light, dark = theme.TEXT, theme.TEXT_DARK
    return light if contrast_ratio(light, background) >= contrast_ratio(dark, background) else dark
