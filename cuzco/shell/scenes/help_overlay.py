"""HelpOverlay: a transparent modal listing the game screen's controls (F1 or ?).

    HelpOverlay(settings, sections=None)

`sections` is a list of (title, [(keys, what they do), ...]); by default the
game screen's controls (`controls()`); every help ends with where the log is
(`log_line()`, beside the closing line); the controls must say exactly what
`cuzco.games.cuzco.ui.game_controls` does with each key and button. The groups are laid
out in columns (two when the window is wide enough) over the dimmed scene
beneath; when they need more room than the window has, they flow on to further
pages (a group cut in two shows its title again), which Left/Right, Page
Up/Down or the mouse wheel turn. Any other key, or a click, closes it with
finish(None).
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
TITLE_SIZE = 23
# (text size, line step) to try, roomiest first: a smaller type before a second page
LOOKS = ((20, 25), (18, 22))
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP)
Row = tuple[str, str]
Column = list[tuple[str, list[Row]]]  # (group title, the rows of it in this column)


def log_line() -> str:
    """The line at the foot of every help: where the log is, for a bug report."""
    from cuzco import paths

    try:
        where = str(paths.log_path())
    except OSError:
        where = "cuzco.log"
    return _("Log: {path} (the last five runs): attach it to a bug report", path=where)


def _fit_line(text: str, size: int, width: int) -> str:
    """`text` whole if it fits, else with its middle left out ("…"), so a long path keeps both ends."""
    if render(text, size).get_width() <= width:
        return text
    keep = len(text)
    while keep > 8:
        keep -= 2
        trial = text[: keep // 2] + "…" + text[len(text) - keep // 2:]
        if render(trial, size).get_width() <= width:
            return trial
    return text[:8] + "…"


def controls() -> list[Section]:
    """The game screen's controls, grouped, as (keys, what they do); translated when called."""
    return [
        (
            _("Terrain"),
            [
                (_("1  2  3  4"), _("pick a triple, a double, a single crop or a single village")),
                (_("R, right click, Shift+wheel"), _("turn the tile (Shift+R turns it back)")),
                (_("Left click"), _("lay the tile where the outline is green")),
                (_("Drag a tile"), _("from the bar onto the board: it is laid where you let go, if it fits")),
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
                (_("Festival button, or click your temple"),
                 _("propose a festival at the temple of a city you stand in: the last thing in your turn")),
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
        self.page = 0
        self.pages = 1  # how many pages the last frame needed
        self.fits = True  # whether the last frame had room for every line (on one page or another)
        self._layout_key: tuple | None = None
        self._layout: Layout | None = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < GUARD_SECONDS:
            return
        if event.type == pygame.KEYDOWN and self.pages > 1 and event.key in NEXT_KEYS + BACK_KEYS:
            self.turn(1 if event.key in NEXT_KEYS else -1)
        elif event.type == pygame.MOUSEWHEEL and self.pages > 1:
            self.turn(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        ):
            self.finish(None)

    def turn(self, by: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + by))

    def update(self, dt: float) -> None:
        self.age += dt

    def wants_frames(self) -> bool:
        return self.age < GUARD_SECONDS  # keys are taken once the guard has passed

    def layout(self, size: tuple[int, int]) -> Layout:
        """The pages for this window size, scale and language (kept until one of them changes)."""
        key = (size, px(100), _("Controls"))
        if key != self._layout_key or self._layout is None:
            self._layout = Layout.make(list(self.sections or controls()), size)
            self._layout_key = key
        return self._layout

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 180)
        w, h = surface.get_size()
        lay = self.layout((w, h))
        self.pages, self.fits = len(lay.pages), lay.fits
        self.page = min(self.page, self.pages - 1)
        panel = pygame.Rect(0, 0, lay.panel_w, lay.panel_h)
        panel.center = (w // 2, h // 2)
        inner = draw_panel(surface, panel, _("Controls"))
        for i, column in enumerate(lay.pages[self.page]):
            x = inner.left + i * (lay.col_w + px(36))
            _draw_column(
                surface, column, pygame.Rect(x, inner.top, lay.col_w, inner.height), lay.key_w, lay.look
            )
        footer = (
            _(
                "Page {page} of {pages}: Left/Right turn the page, any other key closes",
                page=self.page + 1,
                pages=self.pages,
            )
            if self.pages > 1
            else _("Press any key to close")
        )
        # the closing line at the left of the panel's foot, where the log is at its right
        left = draw_text(
            surface, footer, (panel.left + px(16), panel.bottom - px(12)), 19, theme.TEXT_DIM, anchor="bottomleft"
        )
        room = panel.right - px(16) - (left.right + px(24))
        log = _fit_line(log_line(), 17, room)
        draw_text(surface, log, (panel.right - px(16), panel.bottom - px(12)), 17, theme.TEXT_DIM,
                  anchor="bottomright")


class Layout:
    """Where the rows go: pages of columns of (title, rows), and the panel's size."""

    def __init__(
        self,
        pages: list[list[Column]],
        panel_w: int,
        panel_h: int,
        col_w: int,
        key_w: int,
        fits: bool,
        look: tuple[int, int],
    ) -> None:
        self.pages, self.panel_w, self.panel_h = pages, panel_w, panel_h
        self.col_w, self.key_w, self.fits, self.look = col_w, key_w, fits, look

    @classmethod
    def make(cls, groups: list[Section], size: tuple[int, int]) -> Layout:
        """The roomiest look that shows everything on one page, or else the smallest look, paged."""
        made = [cls.with_look(groups, size, look) for look in LOOKS]
        return next((lay for lay in made if len(lay.pages) == 1 and lay.fits), made[-1])

    @classmethod
    def with_look(cls, groups: list[Section], size: tuple[int, int], look: tuple[int, int]) -> Layout:
        w, h = size
        count = 2 if len(groups) > 1 and w >= px(900) else 1
        panel_w = min(w - px(40), px(1180) if count == 2 else px(640))
        col_w = (panel_w - px(32) - px(36) * (count - 1)) // count
        key_w = max(render(keys, look[0], bold=True).get_width() for _t, rows in groups for keys, _w in rows)
        key_w = min(key_w + px(18), col_w * 9 // 20)
        what_w = col_w - key_w
        # the panel's frame: title strip above, the closing line (and the log's) below (see draw_panel)
        chrome = px(66) + px(28) + px(26)
        room = max(px(60), h - px(40) - chrome)
        columns, fits = _flow(groups, room, what_w, key_w, look)
        pages = [columns[i : i + count] for i in range(0, len(columns), count)] or [[]]
        if len(pages) == 1 and count == 2:  # one page: the first half of the groups left, the rest right
            half = (len(groups) + 1) // 2
            balanced = [_flow(part, room, what_w, key_w, look)[0] for part in (groups[:half], groups[half:])]
            if all(len(c) == 1 for c in balanced):
                pages = [[balanced[0][0], balanced[1][0]]]
        tallest = max((_column_height(c, what_w, key_w, look) for page in pages for c in page), default=0)
        panel_h = min(h - px(40), chrome + tallest)
        return cls(pages, panel_w, panel_h, col_w, key_w, fits, look)


def _row_height(row: Row, what_w: int, key_w: int, look: tuple[int, int]) -> int:
    keys, what = row
    return px(look[1]) * max(len(wrap(what, look[0], what_w)), len(_key_lines(keys, key_w, look[0])))


def _flow(
    groups: list[Section], room: int, what_w: int, key_w: int, look: tuple[int, int]
) -> tuple[list[Column], bool]:
    """Pour the groups' rows into columns `room` pixels high; a group cut in two starts the next
    column with its title again. Also says whether every row had room in a column of its own."""
    columns: list[Column] = []
    column: Column = []
    used = 0
    fits = True
    for title, rows in groups:
        part: list[Row] = []
        for row in rows:
            need = _row_height(row, what_w, key_w, look) + (_title_step() if not part else 0)
            if used + need > room and (column or part):
                if part:
                    column.append((title, part))
                columns.append(column)
                column, part, used = [], [], 0
                need = _row_height(row, what_w, key_w, look) + _title_step()
            fits = fits and need + _group_gap() <= room
            part.append(row)
            used += need
        column.append((title, part))
        used += _group_gap()
    if column:
        columns.append(column)
    return columns, fits


def _title_step() -> int:
    return px(32)


def _group_gap() -> int:
    return px(8)


def _key_lines(keys: str, key_w: int, size: int) -> list[str]:
    """The keys of one row, wrapped to their column (a long key name wraps rather than running on)."""
    return wrap(keys, size, key_w - px(18), bold=True)


def _column_height(column: Column, what_w: int, key_w: int, look: tuple[int, int]) -> int:
    return sum(
        _title_step() + _group_gap() + sum(_row_height(r, what_w, key_w, look) for r in rows)
        for _t, rows in column
    )


def _draw_column(
    surface: pygame.Surface, column: Column, rect: pygame.Rect, key_w: int, look: tuple[int, int]
) -> None:
    y = rect.top
    size, step = look[0], px(look[1])
    for title, entries in column:
        draw_text(surface, title, (rect.left, y), TITLE_SIZE, theme.GOLD_LIGHT, bold=True)
        y += _title_step()
        for keys, what in entries:
            key_lines = _key_lines(keys, key_w, size)
            what_lines = wrap(what, size, rect.width - key_w)
            for k, line in enumerate(key_lines):
                draw_text(surface, line, (rect.left + px(8), y + k * step), size, theme.SAND, bold=True)
            for k, line in enumerate(what_lines):
                draw_text(surface, line, (rect.left + key_w, y + k * step), size, theme.TEXT)
            y += step * max(len(key_lines), len(what_lines))
        y += _group_gap()
