"""Widgets shared by every scene. Each has `rect`, `handle_event(event) -> bool`
(True when consumed) and `draw(surface)`; sizes are design sizes at UI scale 1
(see `theme.px`)."""

from cuzco.shell.widgets.button import Button
from cuzco.shell.widgets.colour_picker import ColourPicker
from cuzco.shell.widgets.panel import dim, draw_backdrop, draw_panel
from cuzco.shell.widgets.scroll_view import ScrollView
from cuzco.shell.widgets.slider import Slider
from cuzco.shell.widgets.stepper import Stepper
from cuzco.shell.widgets.text import draw_text, draw_wrapped, font, render, wrap
from cuzco.shell.widgets.text_input import TextInput
from cuzco.shell.widgets.toggle import Toggle

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
