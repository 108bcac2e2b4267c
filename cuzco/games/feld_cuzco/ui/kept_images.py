"""What the side panel of Feld's Cuzco's table draws every frame, kept between frames: each button's
look as an image (by label, kind, size and state: hovered, selected, focused), and the line breaks of
wrapped text. Blitting the kept image gives the same pixels as drawing the button again; the caches
are emptied with the font caches (a new UI scale or language).

    draw_button(surface, button)
    draw_wrapped_kept(surface, text, rect, size, colour, bold=False) -> height used (as `draw_wrapped`)
"""

from __future__ import annotations

import copy
from functools import lru_cache

import pygame

from cuzco.shell.widgets import Button, text
from cuzco.shell.widgets.text import font, register_cache, render, wrap
from cuzco.shell.widgets.theme import TEXT, Colour, px

_BUTTONS: dict[tuple[object, ...], pygame.Surface] = {}
KEPT_BUTTONS = 256


def draw_button(surface: pygame.Surface, button: Button) -> None:
    """`button.draw(surface)`, from an image of its look drawn once."""
    if button.icon is not None or text.watch is not None:  # (the tooltip audit sees every label drawn)
        button.draw(surface)
        return
    margin = px(4) + 1  # the focus ring lies round the button; the shadow below it
    key = (button.label, button.kind, button.enabled, button.selected, button.hovered, button.focused,
           button.font_size, button.rect.size, px(100))
    image = _BUTTONS.get(key)
    if image is None:
        image = pygame.Surface((button.rect.w + 2 * margin, button.rect.h + 2 * margin + px(3)), pygame.SRCALPHA)
        shown = copy.copy(button)
        shown.rect = pygame.Rect(margin, margin, button.rect.w, button.rect.h)
        shown.draw(image)
        if len(_BUTTONS) >= KEPT_BUTTONS:
            _BUTTONS.clear()
        _BUTTONS[key] = image
    surface.blit(image, (button.rect.x - margin, button.rect.y - margin))


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


register_cache(_BUTTONS.clear)
register_cache(_lines.cache_clear)
