"""The table's tooltips: each drawing function returns what it drew as (rect, text); the scene keeps
the frame's list and shows the text of the last rect under the pointer. One list per frame, so a
shell-wide registry can take it over as it is."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cuzco.shell.widgets import draw_text, theme
from cuzco.shell.widgets.text import wrap
from cuzco.shell.widgets.theme import px

Tip = tuple[pygame.Rect, str]


def tip_at(tips: Sequence[Tip], pos: tuple[int, int] | None) -> Tip | None:
    """The tip under `pos`: the last one drawn there (drawn last is on top)."""
    if pos is None:
        return None
    for rect, text in reversed(tips):
        if text and rect.collidepoint(pos):
            return rect, text
    return None


def draw_tip(surface: pygame.Surface, tips: Sequence[Tip], pos: tuple[int, int] | None) -> Tip | None:
    found = tip_at(tips, pos)
    if found is None or pos is None:
        return None
    rect, text = found
    lines = wrap(text, 18, min(px(420), surface.get_width() - px(40)))
    line_h = px(22)
    width = max(px(40), *(draw_width(line) for line in lines)) + px(16)
    box = pygame.Rect(0, 0, width, line_h * len(lines) + px(10))
    box.midbottom = (pos[0], rect.top - px(6))
    if box.top < 0:
        box.midtop = (pos[0], rect.bottom + px(6))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
    pygame.draw.rect(surface, theme.SAND_DARK, box, width=1, border_radius=px(6))
    for k, line in enumerate(lines):
        draw_text(surface, line, (box.left + px(8), box.top + px(5) + k * line_h), 18, theme.TEXT)
    return found


def draw_width(line: str) -> int:
    from cuzco.shell.widgets.text import font

    return font(18).size(line)[0]
