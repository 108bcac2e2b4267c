"""The warning on the game screen while the autosave cannot be written.

    draw_autosave_warning(surface, board_area)

Shown for as long as `persistence.autosave_problem()` says the last autosave
failed (a read-only folder, a full disk), and gone after the next write that
works: the game tries again after every action. Also shown, in other words,
while another window of the app holds the autosave and this window's game is
autosaved under a name of its own (`persistence.autosave_elsewhere()`). A red-edged panel in the
top-left corner of the board, drawn once per reason and size and then only
blitted.
"""

from __future__ import annotations

import pygame

from cuzco.shell import persistence
from cuzco.shell.i18n import _, translate
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import render, wrap
from cuzco.shell.widgets.theme import px

WARNING = (236, 120, 96)

_cached: tuple[tuple[object, ...], pygame.Surface] | None = None


def warning_lines(problem: str) -> list[tuple[str, bool]]:
    return [
        (_("Autosave failed: {reason}", reason=translate(problem)), True),
        (_("Your moves are not being saved. The game tries again after every move."), False),
    ]


def elsewhere_lines(name: str) -> list[tuple[str, bool]]:
    return [
        (_("Another window of the game holds the autosave"), True),
        (_("So that neither game is lost, this one is saved after every move as \u201c{name}\u201d in "
           "Load game.", name=name), False),
    ]


def _panel(lines_of: list[tuple[str, bool]], width: int) -> pygame.Surface:
    lines: list[pygame.Surface] = []
    for text, bold in lines_of:
        size = 20 if bold else 18
        colour = WARNING if bold else theme.TEXT
        lines += [render(line, size, colour, bold=bold) for line in wrap(text, size, width - px(28), bold)]
    w = max(img.get_width() for img in lines) + px(28)
    h = sum(img.get_height() for img in lines) + px(18)
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.darken(theme.PANEL, 0.35), 240), panel.get_rect(), border_radius=px(10))
    pygame.draw.rect(panel, WARNING, panel.get_rect(), px(3), border_radius=px(10))
    y = px(9)
    for img in lines:
        panel.blit(img, (px(14), y))
        y += img.get_height()
    return panel


def draw_autosave_warning(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect | None:
    """Draw the warning if the autosave is failing; returns where it went (None when all is well)."""
    global _cached
    problem = persistence.autosave_problem()
    elsewhere = persistence.autosave_elsewhere()
    if problem is None and elsewhere is None:
        return None
    width = min(px(460), area.width - px(20))
    key = (problem, elsewhere, width, theme.ui_scale(), _("Autosave failed: {reason}", reason=""))
    if _cached is None or _cached[0] != key:
        lines = warning_lines(problem) if problem is not None else elsewhere_lines(elsewhere or "")
        _cached = (key, _panel(lines, width))
    panel = _cached[1]
    at = panel.get_rect(topleft=(area.left + px(10), area.top + px(10)))
    surface.blit(panel, at)
    return at
