"""A framed panel drawn through the kept see-through image looks exactly as one drawn with new images, for
every size, see-through or not, whatever the kept image held before (a larger panel, another colour)."""

from __future__ import annotations

import pygame

from cuzco.shell.widgets import draw_backdrop, draw_panel, theme
from cuzco.shell.widgets.theme import px


def _reference(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], alpha: int) -> None:
    """The panel as drawn with a new image for its shadow and one for its body."""
    radius = px(12)
    shadow = rect.move(px(4), px(6))
    shade = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
    surface.blit(shade, shadow)
    if alpha < 255:
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*fill, alpha), body.get_rect(), border_radius=radius)
        surface.blit(body, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=px(2), border_radius=radius)


def test_a_panel_looks_as_one_drawn_with_new_images() -> None:
    pygame.display.init()
    size = (900, 640)
    for rect, fill, alpha in (((40, 30, 700, 500), theme.PANEL, 220), ((60, 80, 120, 40), theme.GOLD, 140),
                              ((10, 10, 860, 600), theme.PANEL, 255), ((300, 200, 31, 17), theme.SAND, 30),
                              ((5, 500, 880, 120), theme.PANEL_LIGHT, 220), ((0, 0, 0, 50), theme.PANEL, 200)):
        drawn, expected = pygame.Surface(size), pygame.Surface(size)
        for image in (drawn, expected):
            draw_backdrop(image)
        draw_panel(drawn, pygame.Rect(rect), fill=fill, alpha=alpha)
        _reference(expected, pygame.Rect(rect), fill, alpha)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB"), rect
