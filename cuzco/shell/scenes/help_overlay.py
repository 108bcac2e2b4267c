"""HelpOverlay: a transparent modal listing the game screen's controls (F1 or ?).

    HelpOverlay(settings, sections=None)

`sections` is a list of (title, [(keys, what they do), ...]); by default the
game screen's controls (`controls()`), which must say exactly what
`cuzco.games.cuzco.ui.game_controls` does with each key and button. The groups are laid
out in two columns over the dimmed scene beneath. Any key or click closes it
with finish(None).
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import render, wrap
from cuzco.shell.widgets.theme import px

GUARD_SECONDS = 0.15  # ignore the tail of the key press that opened the overlay
Section = tuple[str, list[tuple[str, str]]]
KEY_SIZE, WHAT_SIZE, TITLE_SIZE = 20, 20, 23


def controls() -> list[Section]:
    """The game screen's controls, grouped, as (keys, what they do); translated when called."""
    return [
        (
            _("Terrain"),
            [
                (_("1  2  3  4"), _("pick a triple, a double, a single crop or a single village")),
                (_("R, right click, Shift+wheel"), _("turn the tile (Shift+R turns it back)")),
                (_("Left click"), _("lay the tile where the outline is green")),
                (_("Green dot"), _("the tile fits with its centre there: 1 AP")),
                (_("Amber dot"), _("it fits but hangs over the bare outer ring: 1 AP more per ring hex")),
            ],
        ),
        (
            _("Incas, temples, ponds"),
            [
                (_("E  /  P  /  T"), _("pick the Inca, pond or temple tool")),
                (_("Click your Inca"), _("select it, then click where it should walk")),
                (_("L"), _("take the selected Inca out of the valley")),
                (_("Escape"), _("drop the tool in hand; with none, open the menu (save, load, rules)")),
            ],
        ),
        (
            _("Cards and actions"),
            [
                (_("Click the face-up card"), _("draw it (1 AP)")),
                (_("Click the deck"), _("draw its top card (1 AP)")),
                (_("Click the token chip"), _("use an Additional Action token: 7 AP this turn")),
                (_("Ctrl+Z / Ctrl+Y"), _("undo (back to the last card drawn or the turn's start) / redo")),
                (_("I"), _("hint: what the computer would do now, shown on the board")),
            ],
        ),
        (
            _("View"),
            [
                (_("Mouse wheel"), _("zoom")),
                (_("Arrows, right/middle drag"), _("move the view")),
                (_("F or Home"), _("fit the whole valley")),
                (_("H"), _("show or hide terrace heights as numbers")),
                (_("F11"), _("full screen or a window")),
                (_("V"), _("replay the others' moves since your last turn")),
                (_("F1 or ?"), _("this help")),
            ],
        ),
    ]


class HelpOverlay(Scene):
    transparent = True

    def __init__(self, settings: Any, sections: list[Section] | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.sections = sections
        self.age = 0.0
        self.fits = True  # whether the last frame had room for every line

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
        two = len(groups) > 1 and w >= px(900)
        columns = [groups[: (len(groups) + 1) // 2], groups[(len(groups) + 1) // 2 :]] if two else [groups]
        panel_w = min(w - px(40), px(1180) if two else px(640))
        col_w = (panel_w - px(32) - (px(36) if two else 0)) // len(columns)
        key_w = max(
            render(keys, KEY_SIZE, bold=True).get_width() for _t, entries in groups for keys, _w in entries
        )
        key_w = min(key_w + px(18), col_w * 9 // 20)
        heights = [_column_height(col, col_w - key_w, key_w) for col in columns]
        panel = pygame.Rect(0, 0, panel_w, min(h - px(40), px(120) + max(heights)))
        panel.center = (w // 2, h // 2)
        inner = draw_panel(surface, panel, _("Controls"))
        self.fits = max(heights) <= inner.height
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(0, px(4)))
        for i, column in enumerate(columns):
            x = inner.left + i * (col_w + px(36))
            _draw_column(surface, column, pygame.Rect(x, inner.top, col_w, inner.height), key_w)
        surface.set_clip(clip)
        draw_text(
            surface,
            _("Press any key to close"),
            (panel.centerx, panel.bottom - px(12)),
            19,
            theme.TEXT_DIM,
            anchor="midbottom",
        )


def _line_step() -> int:
    return px(25)


def _key_lines(keys: str, key_w: int) -> list[str]:
    """The keys of one row, wrapped to their column (a long key name wraps rather than running on)."""
    return wrap(keys, KEY_SIZE, key_w - px(18), bold=True)


def _column_height(groups: list[Section], what_w: int, key_w: int) -> int:
    rows = sum(
        max(len(wrap(what, WHAT_SIZE, what_w)), len(_key_lines(keys, key_w)))
        for _t, entries in groups
        for keys, what in entries
    )
    return rows * _line_step() + len(groups) * px(40)


def _draw_column(surface: pygame.Surface, groups: list[Section], rect: pygame.Rect, key_w: int) -> None:
    y = rect.top
    step = _line_step()
    for title, entries in groups:
        draw_text(surface, title, (rect.left, y), TITLE_SIZE, theme.GOLD_LIGHT, bold=True)
        y += px(32)
        for keys, what in entries:
            key_lines = _key_lines(keys, key_w)
            what_lines = wrap(what, WHAT_SIZE, rect.width - key_w)
            for k, line in enumerate(key_lines):
                draw_text(surface, line, (rect.left + px(8), y + k * step), KEY_SIZE, theme.SAND, bold=True)
            for k, line in enumerate(what_lines):
                draw_text(surface, line, (rect.left + key_w, y + k * step), WHAT_SIZE, theme.TEXT)
            y += step * max(len(key_lines), len(what_lines))
        y += px(8)
