"""What the side panel of Feld's Cuzco's table draws every frame, kept between frames: the face of
each look of button as an image (by kind, size and state: hovered, selected, focused; the label is
drawn over it), and the line breaks of wrapped text. The kept face and the label give the same pixels
as drawing the button again; the caches are emptied with the font caches (a new UI scale or language).

    draw_buttons(surface, buttons)
    draw_wrapped_kept(surface, text, rect, size, colour, bold=False) -> height used (as `draw_wrapped`)
"""

from __future__ import annotations

import copy
from functools import lru_cache

import pygame

from cuzco.shell.widgets import Button, text
from cuzco.shell.widgets.button import button_colours
from cuzco.shell.widgets.text import font, register_cache, render, wrap
from cuzco.shell.widgets.theme import TEXT, Colour, px

_FACES: dict[tuple[object, ...], pygame.Surface] = {}
KEPT_FACES = 64


def draw_buttons(surface: pygame.Surface, buttons: list[Button]) -> None:
    for button in buttons:
        draw_button(surface, button)


def draw_button(surface: pygame.Surface, button: Button) -> None:
    """`button.draw(surface)`: its face (the shapes of its kind, size and state, the same for every
    button alike) blitted from a kept image, then its label drawn over it as the button draws it."""
    if button.icon is not None or text.watch is not None:  # (the tooltip audit sees every label drawn)
        button.draw(surface)
        return
    margin = px(4) + 1  # the focus ring lies round the button; the shadow below it
    surface.blit(_face(button, margin), (button.rect.x - margin, button.rect.y - margin))
    button._draw_label(surface, button_colours(button.kind, button.enabled, button.selected, button.hovered)[1])


def _face(button: Button, margin: int) -> pygame.Surface:
    key = (button.kind, button.enabled, button.selected, button.hovered, button.focused, button.rect.size, px(100))
    face = _FACES.get(key)
    if face is None:
        face = pygame.Surface((button.rect.w + 2 * margin, button.rect.h + 2 * margin + px(3)), pygame.SRCALPHA)
        blank = copy.copy(button)
        blank.rect = pygame.Rect(margin, margin, button.rect.w, button.rect.h)
        blank.label = ""
        blank.draw(face)
        if len(_FACES) >= KEPT_FACES:
            _FACES.clear()
        _FACES[key] = face
    return face


def prepare_button(button: Button) -> None:
    """The kept face of `button` as it looks now, and its label rendered, made before it is first drawn
    (the side panel lays its options out within a frame's budget; drawing them then costs blits)."""
    if button.icon is not None or text.watch is not None:
        return
    _face(button, px(4) + 1)
    render(button.label, button.font_size, button_colours(button.kind, button.enabled, button.selected,
                                                           button.hovered)[1], True)


@lru_cache(maxsize=256)
def _lines(text: str, size: int, width: int, bold: bool, scale: int) -> tuple[str, ...]:
    return tuple(wrap(text, size, width, bold))


def draw_wrapped_kept(surface: pygame.Surface, words: str, rect: pygame.Rect, size: int = 22,
                      colour: Colour = TEXT, bold: bool = False) -> int:
    """`draw_wrapped` (left aligned), with the line breaks worked out once per text, size and width."""
    y = rect.top
    step = round(font(size, bold).get_linesize() * 1.2)
    for line in _lines(words, size, rect.width, bold, px(100)):
        surface.blit(render(line, size, colour, bold), (rect.left, y))
        y += step
    return y - rect.top


register_cache(_FACES.clear)
register_cache(_lines.cache_clear)
