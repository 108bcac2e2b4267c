"""LogPanel: a game's log in words, shared by the games: newest at the bottom, scoring lines in gold,
each entry marked with its player's colour and shape. Scroll with the wheel; click the title to fold.
Folded, it is one strip that still shows the newest entry.

    panel = LogPanel()
    panel.handle_event(event)                       # True when it used the event
    panel.draw(surface, rect, count, line, colours, marks, key)

The game gives the number of entries and `line(index) -> LogLine` (asked only for the newest entries
shown, so a long game costs nothing), and a `key` that changes whenever an entry's text may have
changed (the record, the language). `may_wait()` (optional) lets a busy frame keep the last image.
`hovered` is the index of the entry under the pointer (a game may light up what it speaks of).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from cuzco.shell import theme as board_theme
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, language
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, fit_line, font, render, wrap
from cuzco.shell.widgets.theme import Colour, px

SIZE = 18
SHOWN = 60  # entries wrapped into lines at most: the panel never shows more


@dataclass(frozen=True)
class LogLine:
    """One entry of a game's log: whose mark leads it (-1: nobody's), its words, and whether it tells of
    points scored (drawn in gold)."""

    player: int
    text: str
    scoring: bool = False


class LogPanel:
    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self.folded = False
        self.scroll = 0  # lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self._surf: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._spans: list[tuple[int, int, int]] = []  # (top, bottom, log index) of each shown entry
        self.hovered: int | None = None  # the log index under the mouse
        self.lines_total = 0  # the wrapped lines of the entries shown, as last drawn (for tests)
        self.lines_visible = 0

    def _wrap(self, text: str, width: int) -> list[str]:
        """`text` broken into lines `width` wide (cached: the panel shows the same entries again and again)."""
        key = (text, width, px(self.size))
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 400:
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap(text, self.size, width)
        return lines

    def _hover(self, pos: tuple[int, int]) -> None:
        self.hovered = None
        if self.folded or not self.rect.collidepoint(pos):
            return
        y = pos[1] - self.rect.top
        self.hovered = next((i for top, bottom, i in self._spans if top <= y < bottom), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.title_rect.collidepoint(event.pos):
            self.folded = not self.folded
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()) and not self.folded:
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, count: int, line: Callable[[int], LogLine],
             colours: Sequence[Colour], marks: Sequence[str], key: object,
             may_wait: Callable[[], bool] | None = None) -> None:
        title_h = px(26)
        self.rect = rect if not self.folded else pygame.Rect(rect.left, rect.bottom - title_h, rect.w, title_h)
        self.title_rect = pygame.Rect(self.rect.left, self.rect.top, self.rect.w, title_h)
        full = (self.rect.size, theme.ui_scale(), count, self.scroll, self.folded, key, self.hovered, language())
        waits = may_wait is not None and self._surf is not None and self._key is not None \
            and self._key[0] == full[0]
        if self._surf is None or full != self._key and not (waits and may_wait is not None and may_wait()):
            self._surf = self._render(self.rect.size, count, line, colours, marks, title_h)
            self._key = full
        surface.blit(self._surf, self.rect)
        tooltips.add(self.title_rect, _("The game log: scroll it with the wheel; click its title to fold or "
                                        "open it") if not self.folded else
                     _("The game log, folded: click to open it"))

    def _mark(self, surf: pygame.Surface, player: int, centre: tuple[int, int], colours: Sequence[Colour],
              marks: Sequence[str]) -> None:
        if 0 <= player < min(len(colours), len(marks)):
            board_theme.draw_mark(surf, marks[player], centre, px(5), colours[player], outline=(10, 10, 14))

    def _draw_latest(self, surf: pygame.Surface, count: int, line: Callable[[int], LogLine],
                     colours: Sequence[Colour], marks: Sequence[str], title_h: int) -> None:
        """The newest entry beside the folded title, cut short to fit."""
        if not count:
            return
        entry = line(count - 1)
        x = px(18) + render("+  " + _("Game log"), 20, theme.SAND, bold=True).get_width()
        self._mark(surf, entry.player, (x + px(6), title_h // 2), colours, marks)
        size, shown = fit_line(entry.text, surf.get_width() - x - px(26), (self.size,))
        img = render(shown, size, theme.GOLD_LIGHT if entry.scoring else theme.TEXT_DIM)
        surf.blit(img, img.get_rect(midleft=(x + px(16), title_h // 2)))

    def _render(self, size: tuple[int, int], count: int, line: Callable[[int], LogLine],
                colours: Sequence[Colour], marks: Sequence[str], title_h: int) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*theme.PANEL, 215), surf.get_rect(), border_radius=px(10))
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=px(10))
        arrow = "+" if self.folded else "-"
        draw_text(surf, f"{arrow}  " + _("Game log"), (px(10), title_h // 2), 20, theme.SAND, bold=True,
                  anchor="midleft")
        if self.folded:
            self._draw_latest(surf, count, line, colours, marks, title_h)
            return surf
        width = size[0] - px(34)
        lines: list[tuple[int, str, bool, bool, int]] = []  # (player, text, first line, scoring, log index)
        for index in range(max(0, count - SHOWN), count):
            entry = line(index)
            for k, text in enumerate(self._wrap(entry.text, width)):
                lines.append((entry.player, text, k == 0, entry.scoring, index))
        step = font(self.size).get_linesize()
        visible = max(1, (size[1] - title_h - px(6)) // step)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        self.lines_total, self.lines_visible = len(lines), visible
        end = len(lines) - self.scroll
        shown = lines[max(0, end - visible):end]
        y = title_h + px(2)
        self._spans = []
        for player, text, first, scoring, index in shown:
            if self._spans and self._spans[-1][2] == index:
                self._spans[-1] = (self._spans[-1][0], y + step, index)
            else:
                self._spans.append((y, y + step, index))
            if index == self.hovered:
                pygame.draw.rect(surf, (*theme.PANEL_LIGHT, 255), (px(4), y, size[0] - px(8), step))
            if first:
                self._mark(surf, player, (px(14), y + step // 2), colours, marks)
            img = render(text, self.size, theme.GOLD_LIGHT if scoring else theme.TEXT)
            surf.blit(img, (px(26), y))
            y += step
        if len(lines) > visible:  # a thin bar: there is more above (or below, scrolled back)
            track = pygame.Rect(size[0] - px(7), title_h + px(2), px(4), size[1] - title_h - px(8))
            thumb_h = max(px(12), track.h * visible // len(lines))
            top = track.top + (track.h - thumb_h) * (len(lines) - visible - self.scroll) // max(1, len(lines) - visible)
            pygame.draw.rect(surf, theme.PANEL_LIGHT, track, border_radius=px(2))
            pygame.draw.rect(surf, theme.SAND_DARK, (track.left, top, track.w, thumb_h), border_radius=px(2))
        return surf
