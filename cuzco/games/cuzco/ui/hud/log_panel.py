"""The game log over the board's lower-left corner: newest at the bottom, scoring lines in gold,
each line marked with its player's colour and shape. Scroll with the wheel; click the title to fold.
Folded, it is one strip that still shows the newest entry. Places are told in words (`places`),
and hovering an entry tells the game view which hexes to light up (`hovered_spots`)."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.journal import SCORES
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud import places
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _, language, translate
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, fit_line, font, render, wrap
from cuzco.shell.widgets.theme import Colour, px

SIZE = 18


class LogPanel:
    def __init__(self) -> None:
        self.folded = False
        self.scroll = 0  # lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None
        self.game: object | None = None  # the record, to describe each place as it was after its move
        self._texts: dict[tuple[int, object, str], str] = {}
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._spans: list[tuple[int, int, int]] = []  # (top, bottom, log index) of each shown entry
        self.hovered: int | None = None  # the log index under the mouse

    def text(self, state: GameState, index: int) -> str:
        """Entry `index` of the log with its places in words (cached: the past does not change)."""
        entry = state.log[index]
        key = (index, entry, language())
        if key not in self._texts:
            if places.spots(entry.text):
                board = places.state_after(self.game, index) if self.game is not None else state
                self._texts[key] = places.readable(entry.text, board)
            else:
                self._texts[key] = translate(entry.text)
        return self._texts[key]

    def _wrap(self, text: str, width: int) -> list[str]:
        """`text` broken into lines `width` wide (cached: the panel shows the same entries again and again)."""
        key = (text, width, px(SIZE))
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 400:
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap(text, SIZE, width)
        return lines

    def hovered_spots(self, state: GameState) -> list[Hex]:
        """The hexes the hovered entry speaks of (none when it names no place)."""
        if self.hovered is None or self.hovered >= len(state.log):
            return []
        return places.spots(state.log[self.hovered].text)

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
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.title_rect.collidepoint(event.pos)
        ):
            self.folded = not self.folded
            return True
        if (
            event.type == pygame.MOUSEWHEEL
            and self.rect.collidepoint(pygame.mouse.get_pos())
            and not self.folded
        ):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
        budget: FrameBudget | None = None,
    ) -> None:
        title_h = px(26)
        self.rect = (
            rect if not self.folded else pygame.Rect(rect.left, rect.bottom - title_h, rect.w, title_h)
        )
        self.title_rect = pygame.Rect(self.rect.left, self.rect.top, self.rect.w, title_h)
        key = (self.rect.size, theme.ui_scale(), len(state.log), self.scroll, self.folded, id(state.log), self.hovered,
               language())
        waits = budget is not None and self._surf is not None and self._key is not None and self._key[0] == key[0]
        if self._surf is None or key != self._key and not (waits and budget is not None and budget.may_wait("log")):
            self._surf = self._render(self.rect.size, state, colours, marks, title_h)
            self._key = key
        surface.blit(self._surf, self.rect)

    def _draw_latest(
        self,
        surf: pygame.Surface,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
        title_h: int,
    ) -> None:
        """The newest entry beside the folded title, cut short to fit."""
        if not state.log:
            return
        entry = state.log[-1]
        x = px(18) + render("+  " + _("Game log"), 20, theme.SAND, bold=True).get_width()
        if 0 <= entry.player < len(colours):
            centre = (x + px(6), title_h // 2)
            board_theme.draw_mark(surf, marks[entry.player], centre, px(5), colours[entry.player], (10, 10, 14))
        size, shown = fit_line(self.text(state, len(state.log) - 1), surf.get_width() - x - px(26), (SIZE,))
        img = render(shown, size, theme.TEXT_DIM)
        surf.blit(img, img.get_rect(midleft=(x + px(16), title_h // 2)))

    def _render(
        self,
        size: tuple[int, int],
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
        title_h: int,
    ) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*theme.PANEL, 215), surf.get_rect(), border_radius=px(10))
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=px(10))
        arrow = "+" if self.folded else "-"
        draw_text(
            surf,
            f"{arrow}  " + _("Game log"),
            (px(10), title_h // 2),
            20,
            theme.SAND,
            bold=True,
            anchor="midleft",
        )
        if self.folded:
            self._draw_latest(surf, state, colours, marks, title_h)
            return surf
        width = size[0] - px(34)
        lines: list[tuple[int, str, bool, bool, int]] = []  # (player, text, first line, scoring, log index)
        start = max(0, len(state.log) - 60)
        for index in range(start, len(state.log)):
            entry = state.log[index]
            scoring = getattr(entry.text, "msgid", "") == SCORES
            for k, line in enumerate(self._wrap(self.text(state, index), width)):
                lines.append((entry.player, line, k == 0, scoring, index))
        step = font(SIZE).get_linesize()
        visible = max(1, (size[1] - title_h - px(6)) // step)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - visible) : end]
        y = title_h + px(2)
        self._spans = []
        for player, line, first, scoring, index in shown:
            if self._spans and self._spans[-1][2] == index:
                self._spans[-1] = (self._spans[-1][0], y + step, index)
            else:
                self._spans.append((y, y + step, index))
            if index == self.hovered:
                pygame.draw.rect(surf, (*theme.PANEL_LIGHT, 255), (px(4), y, size[0] - px(8), step))
            if first and 0 <= player < len(colours):
                board_theme.draw_mark(
                    surf, marks[player], (px(14), y + step // 2), px(5), colours[player], outline=(10, 10, 14)
                )
            img = render(line, SIZE, theme.GOLD_LIGHT if scoring else theme.TEXT)
            surf.blit(img, (px(26), y))
            y += step
        return surf
