"""Widgets shared by every scene. Each has `rect`, `handle_event(event) -> bool`
(True when consumed) and `draw(surface)`; sizes are design sizes at UI scale 1
(see `theme.px`)."""

from .button import Button
from .colour_picker import ColourPicker
from .panel import dim, draw_backdrop, draw_panel
from .scroll_view import ScrollView
from .slider import Slider
from .stepper import Stepper
from .text import draw_text, draw_wrapped, font, render, wrap
from .text_input import TextInput
from .toggle import Toggle

__all__ = [
    "Button",
    "ColourPicker",
    "ScrollView",
    "Slider",
    "Stepper",
    "TextInput",
    "Toggle",
    "dim",
    "draw_backdrop",
    "draw_panel",
    "draw_text",
    "draw_wrapped",
    "font",
    "render",
    "wrap",
]
