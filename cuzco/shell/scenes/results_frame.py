"""ResultsFrame: the end of a game, the same frame for every game; each game supplies its content.

    class MyResults(ResultsFrame):
        def title(self) -> str: ...                        # e.g. who won
        def standings(self) -> list[Standing]: ...         # best first; ties share a place
        def draw_breakdown(self, surface, main, side): ... # the game's own per-player details
        watch_again = None  # or a method opening the game's replay viewer
        game_id = "my-game"  # its registry id: the frame names the game and its designers under the title

The frame draws the backdrop, the title, the ranking (a place disc, the seat's
mark and colour, the name, the score) and the buttons along the bottom: the
game's own extra ones (`extra_buttons`), then Watch again (only for a game
that can replay), Main menu and New game. Its choice comes back through
`finish`: "menu" or "new" (or a game's own extra key). The breakdown gets the
area right of the ranking (`main`) and the room left under it (`side`).

`places(keys)` ranks with ties: equal keys share a place and the next place is
skipped (1, 1, 3).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from cuzco.shell import tooltips
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import draw_seat, screen_size, text_colour
from cuzco.shell.widgets import Button, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import Colour, px

MEDALS: dict[int, Colour] = {1: theme.GOLD, 2: (196, 200, 210), 3: (200, 130, 80)}


@dataclass(frozen=True)
class Standing:
    place: int  # 1 for the winners; equal results share a place
    seat: int
    name: str
    score: str  # as shown, e.g. "34 PP"
    colour: Colour


def places(keys: Sequence[Any]) -> list[tuple[int, int]]:
    """(place, seat) best first, for keys where higher is better; equal keys share a place (1, 1, 3)."""
    order = sorted(range(len(keys)), key=lambda seat: keys[seat], reverse=True)
    return [(1 + sum(1 for other in keys if other > keys[seat]), seat) for seat in order]


class ResultsFrame(Scene):
    watch_again: Callable[[], None] | None = None  # a game with a replay viewer defines it
    game_id = ""  # the registry id of the game whose end this is: its name and designers head the frame

    def __init__(self, settings: Any) -> None:
        super().__init__()
        self.settings = settings
        self.size = (0, 0)
        self.buttons: dict[str, Button] = {}

    # ---- what each game supplies ------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def standings(self) -> list[Standing]:
        raise NotImplementedError

    def draw_breakdown(self, surface: pygame.Surface, main: pygame.Rect, side: pygame.Rect) -> None:
        """The game's own details: `main` right of the ranking, `side` under it (may be tiny)."""

    def game_line(self) -> str:
        """Which game this was, under the title: "Cuzco (Feld) · Stefan Feld, 2023" ("" without `game_id`)."""
        if not self.game_id:
            return ""
        from cuzco.shell import registry

        entry = registry.entry(self.game_id)
        return " · ".join(t for t in (_(entry.name), registry.designers_text(entry)) if t)

    def extra_buttons(self) -> list[tuple[str, str, Callable[[], None], str]]:
        """(key, label, action, kind) drawn before the frame's own buttons."""
        return []

    # ---- layout -------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        entries = list(self.extra_buttons())
        if self.watch_again is not None:
            entries.append(("watch", _("Watch again"), self.watch_again, "normal"))
        entries += [
            ("menu", _("Main menu"), lambda: self.finish("menu"), "normal"),
            ("new", _("New game"), lambda: self.finish("new"), "primary"),
        ]
        bw, bh, gap = px(210), px(52), px(16)
        bw = min(bw, (w - px(40) - (len(entries) - 1) * gap) // len(entries))
        x = w // 2 - (len(entries) * bw + (len(entries) - 1) * gap) // 2
        y = h - px(46) - bh - px(8)
        self.buttons = {}
        for key, label, action, kind in entries:
            self.buttons[key] = Button((x, y, bw, bh), label, action, kind=kind)
            x += bw + gap

    def areas(self, size: tuple[int, int], players: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The ranking panel, the breakdown's main area (right of it) and its side area (under it)."""
        w, h = size
        m, top, bottom = px(22), px(100), h - px(126)
        left_w = min(px(380), w // 3)
        step = self.row_step(size, players)
        ranking = pygame.Rect(m, top, left_w, px(70) + step * players)
        side = pygame.Rect(m, ranking.bottom + px(16), left_w, max(0, bottom - ranking.bottom - px(16)))
        main = pygame.Rect(ranking.right + px(18), top, w - m - ranking.right - px(18), bottom - top)
        return ranking, main, side

    def row_step(self, size: tuple[int, int], players: int) -> int:
        """The height of a ranking row: it shrinks on short windows, leaving the side area some room."""
        h = size[1]
        room = h - px(126) - px(100) - px(86) - self.side_room()
        return max(px(44), min(px(62), room // max(1, players)))

    def side_room(self) -> int:
        """How tall the game would like the side area under the ranking to be (0: none needed)."""
        return 0

    # ---- loop -------------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def wants_frames(self) -> bool:
        return False  # a game whose results move by themselves (a reveal) says so

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        for button in list(self.buttons.values()):
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish("new")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish("menu")

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        self.draw_frame(surface)
        for button in self.buttons.values():
            button.draw(surface)

    def draw_frame(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        w, _h = surface.get_size()
        size, title = fit_line(self.title(), w - px(140), (44, 36, 30), bold=True)  # room for the suns
        width = draw_text(surface, title, (w // 2, px(22)), size, theme.GOLD_LIGHT, bold=True, anchor="midtop",
                          shadow=True).width
        for side in (-1, 1):
            _sun(surface, (w // 2 + side * (width // 2 + px(40)), px(46)), px(16))
        game = self.game_line()
        if game:
            size, game = fit_line(game, w - px(40), (18, 16, 14))
            draw_text(surface, game, (w // 2, px(74)), size, theme.SAND, anchor="midtop")
        standings = self.standings()
        ranking, main, side_area = self.areas(surface.get_size(), len(standings))
        draw_ranking(surface, ranking, standings, self.row_step(surface.get_size(), len(standings)))
        self.draw_breakdown(surface, main, side_area)


def draw_ranking(surface: pygame.Surface, rect: pygame.Rect, standings: Sequence[Standing], step: int) -> None:
    """The ranking panel: a medal disc with the place, the seat's mark, the name and the score."""
    inner = draw_panel(surface, rect)
    draw_text(surface, _("Ranking"), (inner.left, inner.top - px(2)), 26, theme.GOLD_LIGHT, bold=True)
    y = inner.top + px(36)
    for s in standings:
        row = pygame.Rect(inner.left, y, inner.width, step - px(6))
        if s.place == 1:
            pygame.draw.rect(surface, theme.lighten(theme.PANEL, 0.1), row, border_radius=px(8))
        disc = (row.left + px(24), row.centery)
        pygame.draw.circle(surface, MEDALS.get(s.place, theme.DISABLED), disc, min(px(19), row.height // 2))
        tooltips.number(surface, s.place, disc, 24, theme.TEXT_DARK, bold=True, anchor="center",
                        tip=_("{name} is in place {n} of the ranking", name=s.name, n=s.place))
        draw_seat(surface, s.seat, s.colour, (row.left + px(62), row.centery), px(10))
        tooltips.add(pygame.Rect(row.left + px(52), row.centery - px(10), px(20), px(20)),
                     _("{name}'s colour and mark", name=s.name))
        score = tooltips.number(surface, s.score, (row.right - px(10), row.centery), 28,
                                theme.GOLD_LIGHT if s.place == 1 else theme.TEXT, bold=True, anchor="midright",
                                tip=_("{name}'s final score", name=s.name))
        size, name = fit_line(s.name, score.left - px(12) - (row.left + px(80)), (26, 22, 19), bold=True)
        draw_text(surface, name, (row.left + px(80), row.centery), size, text_colour(s.colour), bold=True,
                  anchor="midleft")
        y += step


def _sun(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A small sun beside the title."""
    cx, cy = center
    for k in range(16):
        a = k * math.pi / 8
        long = radius * (1.7 if k % 2 == 0 else 1.4)
        pygame.draw.line(
            surface,
            theme.GOLD,
            (cx + math.cos(a) * radius * 1.1, cy + math.sin(a) * radius * 1.1),
            (cx + math.cos(a) * long, cy + math.sin(a) * long),
            px(3),
        )
    pygame.draw.circle(surface, theme.GOLD, center, radius)
    pygame.draw.circle(surface, theme.GOLD_LIGHT, center, round(radius * 0.7))
