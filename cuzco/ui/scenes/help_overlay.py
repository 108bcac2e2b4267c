"""HelpOverlay: a transparent modal listing the controls (F1 or ?).

    HelpOverlay(settings, sections=None)

`sections` is a list of (title, [(keys, what they do), ...]); by default the
game's standard controls (`controls()`). Drawn over the dimmed scene beneath.
Any key or click closes it with finish(None).
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.ui.i18n import _
from cuzco.ui.scene import Scene
from cuzco.ui.widgets import dim, draw_panel, draw_text, theme
from cuzco.ui.widgets.theme import px

GUARD_SECONDS = 0.15  # ignore the tail of the key press that opened the overlay


def controls() -> list[tuple[str, list[tuple[str, str]]]]:
    """The game screen's controls, grouped, as (keys, what they do); translated when called."""
    return [
        (
            _("Terrain"),
            [
                (_("1  2  3  4"), _("take a triple, double, single crop or single village")),
                (_("R, right click, Shift+wheel"), _("turn the tile (Shift+R turns it back)")),
                (_("Left click"), _("put the tile down where the outline is green")),
                (_("Escape"), _("put the tile back")),
            ],
        ),
        (
            _("Incas, temples, ponds"),
            [
                (_("E"), _("bring an Inca in at the forest or mountain edge")),
                (_("Click an Inca"), _("then click where it should walk")),
                (_("L"), _("take the chosen Inca out of the valley")),
                (_("T  /  P"), _("build or expand a temple  /  dig a pond")),
            ],
        ),
        (
            _("Board"),
            [
                (_("Mouse wheel"), _("zoom")),
                (_("Right or middle drag, arrow keys"), _("move the view")),
                (_("F or Home"), _("fit the whole valley")),
                (_("H"), _("show terrace heights as numbers")),
            ],
        ),
        (
            _("Turn"),
            [
                (_("Ctrl+Z"), _("undo, back to the last card drawn or the start of the turn")),
                (_("F1 or ?"), _("this help")),
            ],
        ),
    ]


class HelpOverlay(Scene):
    transparent = True

    def __init__(
        self, settings: Any, sections: list[tuple[str, list[tuple[str, str]]]] | None = None
    ) -> None:
        super().__init__()
        self.settings = settings
        self.sections = sections
        self.age = 0.0

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < GUARD_SECONDS:
            return
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.finish(None)

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 180)
        w, h = surface.get_size()
        groups = self.sections or controls()
        rows = sum(len(g[1]) + 2 for g in groups)
        panel = pygame.Rect(0, 0, min(w - px(40), px(820)), min(h - px(40), px(110) + rows * px(27)))
        panel.center = (w // 2, h // 2)
        inner = draw_panel(surface, panel, _("Controls"))
        y = inner.top
        key_x = inner.left + px(10)
        what_x = inner.left + px(330)
        for title, entries in groups:
            draw_text(surface, title, (key_x, y), 24, theme.GOLD_LIGHT, bold=True)
            y += px(32)
            for keys, what in entries:
                draw_text(surface, keys, (key_x + px(12), y), 21, theme.SAND, bold=True)
                draw_text(surface, what, (what_x, y), 21, theme.TEXT)
                y += px(27)
            y += px(8)
        draw_text(
            surface,
            _("Press any key to close"),
            (panel.centerx, panel.bottom - px(14)),
            19,
            theme.TEXT_DIM,
            anchor="midbottom",
        )
