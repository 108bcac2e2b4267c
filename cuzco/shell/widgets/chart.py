"""A step-line chart of values over turns, one line per player.

`render_line_chart(size, xs, series, colours, ...)` draws once onto its own
surface (the scene caches it: a finished game's chart never changes).
Scores only change at whole turns, so lines are steps, not slopes.
"""

from __future__ import annotations

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_number, draw_text
from cuzco.shell.widgets.theme import Colour, px


def _nice_step(top: int, ticks: int = 5) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50...) giving about `ticks` lines up to `top`."""
    raw = max(1, top) / ticks
    magnitude = 1
    while magnitude * 10 <= raw:
        magnitude *= 10
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return m * magnitude
    return 10 * magnitude


def render_line_chart(
    size: tuple[int, int],
    xs: list[int],
    series: list[list[int]],
    colours: list[Colour],
    *,
    x_label: str = "",
    y_label: str = "",
    marker_x: int | None = None,
    marker_label: str = "",
) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    plot = pygame.Rect(px(46), px(12), w - px(60), h - px(52))
    top = max([1, *(max(s) for s in series if s)])
    step = _nice_step(top)
    y_max = ((top + step - 1) // step) * step
    x_min, x_max = (xs[0], xs[-1]) if xs else (0, 1)
    span = max(1, x_max - x_min)

    def sx(x: float) -> float:
        return plot.left + (x - x_min) * plot.width / span

    def sy(y: float) -> float:
        return plot.bottom - y * plot.height / y_max

    # grid and axes
    for v in range(0, y_max + 1, step):
        y = sy(v)
        pygame.draw.line(surf, (*theme.PANEL_LIGHT, 255), (plot.left, y), (plot.right, y), 1)
        # the caller registers the whole chart with its tooltip
        draw_number(surf, v, (plot.left - px(6), round(y)), 17, theme.TEXT_DIM, anchor="midright", tip=y_label,
                    register=False)
    x_step = _nice_step(span, 8)
    for v in range(x_min - x_min % x_step, x_max + 1, x_step):
        if v < x_min:
            continue
        x = sx(v)
        pygame.draw.line(surf, theme.TEXT_DIM, (x, plot.bottom), (x, plot.bottom + px(4)), 1)
        draw_number(surf, v, (round(x), plot.bottom + px(6)), 17, theme.TEXT_DIM, anchor="midtop", tip=x_label,
                    register=False)
    pygame.draw.line(surf, theme.SAND_DARK, plot.bottomleft, plot.bottomright, px(2))
    pygame.draw.line(surf, theme.SAND_DARK, plot.bottomleft, plot.topleft, px(2))
    if marker_x is not None and x_min <= marker_x <= x_max:
        mx = sx(marker_x - 0.5)
        band = pygame.Rect(round(mx), plot.top, plot.right - round(mx), plot.height)
        pygame.draw.rect(surf, (*theme.GOLD, 28), band)
        for y in range(plot.top, plot.bottom, px(10)):
            pygame.draw.line(surf, theme.GOLD, (mx, y), (mx, min(plot.bottom, y + px(5))), 1)
        if marker_label:
            draw_text(
                surf,
                marker_label,
                (round(mx) - px(6), plot.top + px(2)),
                17,
                theme.GOLD_LIGHT,
                anchor="topright",
            )
    # lines: thicker first so thinner lines drawn later stay visible where they overlap
    for values, colour in zip(series, colours):
        points: list[tuple[float, float]] = []
        for k, (x, v) in enumerate(zip(xs, values)):
            if k:
                points.append((sx(x), sy(values[k - 1])))
            points.append((sx(x), sy(v)))
        if len(points) >= 2:
            pygame.draw.lines(surf, theme.darken(colour, 0.55), False, points, px(5))
            pygame.draw.lines(surf, colour, False, points, px(3))
        if points:
            pygame.draw.circle(surf, colour, (round(points[-1][0]), round(points[-1][1])), px(5))
    if x_label:
        draw_text(surf, x_label, (plot.centerx, h - px(2)), 18, theme.TEXT_DIM, anchor="midbottom")
    if y_label:
        draw_text(surf, y_label, (plot.left + px(6), plot.top), 18, theme.TEXT_DIM)
    return surf
