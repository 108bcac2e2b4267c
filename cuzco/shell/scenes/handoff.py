"""HandoffScene: an opaque curtain between hot-seat players.

    HandoffScene(player_name: str, colour: tuple[int, int, int], message: str = "", mark: str | None = None)

Covers the whole window (it is *not* transparent: nothing of the game, and
certainly no hand, shows through) and says "Pass to <name>" in the player's
colour, with an optional `message` line (e.g. what they are about to do). The
sun disc is in the player's colour, with their `mark` (the shape their Incas
carry) on it when given.
With `summary` lines (what the others did since this player's last turn) they are listed
under the message, every one of them: when they do not all fit, the box shows the newest and
scrolls back to the earlier ones (wheel, Up/Down, Page Up/Down, Home/End) with a bar that says
where it is. With `can_replay` a "Replay their turns" button (or R) calls `finish("replay")`
so the game screen can show those turns on the board.
A click elsewhere, Enter or Space calls `finish(True)`. The curtain is lifted only by
the player it is meant for: Escape does nothing, or, with `escape_menu`, calls
`finish("menu")` so the game can open its menu with the curtain still down (the game
shows no hand meanwhile and brings the curtain back after the menu). Clicks during the first
moments are ignored so a double-click by the previous player cannot lift it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from cuzco.shell import frames
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import text_colour
from cuzco.shell.widgets import Button, draw_backdrop, draw_panel, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import Colour, px

GUARD_SECONDS = 0.35

PULSE_STEP = 1 / 15  # the line under the name pulses at 15 frames a second, redrawn alone (`draw_partial`)


class HandoffScene(Scene):
    transparent = False

    def __init__(
        self,
        player_name: str,
        colour: Colour,
        message: str = "",
        mark: str | None = None,
        summary: Sequence[str] = (),
        can_replay: bool = False,
        escape_menu: bool = False,
    ) -> None:
        super().__init__()
        self.escape_menu = escape_menu
        self.player_name = player_name
        self.colour: Colour = (colour[0], colour[1], colour[2])
        self.message = message
        self.mark = mark
        self.summary = list(summary)
        self.age = 0.0
        self._hint: tuple[pygame.Rect, pygame.Surface, tuple[int, int]] | None = None  # for `draw_partial`
        self.replay_button: Button | None = (
            Button((0, 0, 1, 1), _("Replay their turns (R)"), lambda: self.finish("replay"), kind="normal")
            if can_replay
            else None
        )
        self.summary_box = pygame.Rect(0, 0, 0, 0)
        self.shown_lines: list[str] = []  # the summary as last drawn (for tests)
        self.back = 0  # summary lines scrolled back from the newest
        self.room = 0  # summary lines the box shows at once, as last drawn

    def scroll(self, lines: int) -> None:
        """Scroll the summary `lines` back (towards its first line; negative: towards the newest)."""
        self.back = max(0, min(len(self.summary) - max(1, self.room), self.back + lines))

    def _scrolled(self, event: pygame.event.Event) -> bool:
        if len(self.summary) <= self.room:
            return False
        page = max(1, self.room - 1)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(event.y)
            return True
        keys = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page,
                pygame.K_HOME: len(self.summary), pygame.K_END: -len(self.summary)}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll(keys[event.key])
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        ready = self.age >= GUARD_SECONDS
        if self._scrolled(event):
            return
        if self.replay_button is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_r:  # a key is deliberate
                self.finish("replay")
                return
            if ready and self.replay_button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.escape_menu:
            self.finish("menu")
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and ready:
            self.finish(True)
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            # keys are deliberate: no guard needed
            self.finish(True)

    def update(self, dt: float) -> None:
        self.age += dt

    def wants_frames(self) -> bool:
        return False  # only the line under the name pulses, and it asks for its own frames

    def _draw_hint(self, surface: pygame.Surface, pos: tuple[int, int]) -> pygame.Rect:
        pulse = 0.5 + 0.5 * math.sin(self.age * 3.0)
        hint = theme.lighten(theme.TEXT_DIM, 0.3 * pulse)
        text = _("{name}: click or press Enter when only you can see the screen.", name=self.player_name)
        return draw_text(surface, text, pos, 24, hint, anchor="midtop")

    def draw_partial(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The pulse's frames: the line alone drawn again, on the curtain kept from the last frame."""
        if self._hint is None:
            return []
        box, under, pos = self._hint
        surface.blit(under, box)
        self._draw_hint(surface, pos)
        frames.request(after=PULSE_STEP, partial=True)
        return [box]

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        cx, cy = w // 2, h // 2 - px(60)
        if self.summary or self.replay_button is not None:  # lift everything to make room below
            extra = px(44) + px(30) * len(self.summary) + px(60)
            cy = max(px(170), cy - extra // 2)
        self._draw_sun(surface, (cx, cy - px(70)), px(58))
        draw_text(
            surface,
            _("Pass to {name}", name=self.player_name),
            (cx, cy + px(20)),
            64,
            text_colour(self.colour),
            bold=True,
            anchor="midtop",
            shadow=True,
        )
        y = cy + px(96)
        if self.message:
            box = pygame.Rect(0, y, min(w - px(80), px(760)), px(120))
            box.centerx = cx
            y += draw_wrapped(surface, self.message, box, 28, theme.TEXT, align="center") + px(12)
        y = self._draw_summary(surface, cx, y, h)
        strip = pygame.Rect(0, y + px(30), w, px(48)).clip(surface.get_rect())
        under = surface.subsurface(strip).copy()  # the curtain without its pulsing line, for `draw_partial`
        box = self._draw_hint(surface, (cx, y + px(30))).clip(strip)
        self._hint = (box, under.subsurface(box.move(0, -strip.top)).copy(), (cx, y + px(30)))
        frames.request(after=PULSE_STEP, partial=True)
        if self.escape_menu:
            draw_text(surface, _("Esc: the menu, with the hand still hidden"), (cx, y + px(66)), 20,
                      theme.TEXT_DIM, anchor="midtop")

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """The summary panel (for the layout test; the replay button is found as a widget)."""
        return [("summary", self.summary_box)] if self.summary else []

    def summary_shown(self, room: int) -> tuple[list[str], bool]:
        """The summary lines the box shows in `room` lines, and whether there are more to scroll to.

        When they do not all fit, the newest are shown first (the turns just before this one matter
        most); scrolling back brings every earlier line in turn: none is left out.
        """
        self.room = room
        if len(self.summary) <= room:
            self.back = 0
            return list(self.summary), False
        self.back = min(self.back, len(self.summary) - room)
        end = len(self.summary) - self.back
        return self.summary[end - room:end], True

    def _draw_summary(self, surface: pygame.Surface, cx: int, y: int, h: int) -> int:
        """The others' turns in a few lines, and the replay button; returns the y below them."""
        if not self.summary and self.replay_button is None:
            return y
        w = surface.get_width()
        width = min(w - px(80), px(860))
        step = px(30)
        below = px(70) if self.replay_button is not None else px(20) + (px(36) if self.escape_menu else 0)
        room = max(0, (h - px(150) - y - below) // step)  # leave room for the button (if any) and the hint
        lines, more = self.summary_shown(max(1, room))
        self.shown_lines = lines
        box = pygame.Rect(0, y + px(6), width, px(44) + step * len(lines))
        box.centerx = cx
        self.summary_box = box
        if lines:
            draw_panel(surface, box, fill=theme.PANEL, alpha=220)
            title = draw_text(surface, _("Since your last turn"), (box.left + px(18), box.top + px(8)), 20,
                              theme.GOLD_LIGHT, bold=True)
            if more:
                note = ngettext("{n} line in all: scroll with the wheel or the arrow keys",
                                "{n} lines in all: scroll with the wheel or the arrow keys",
                                len(self.summary), n=len(self.summary))
                size, note = fit_line(note, box.right - px(18) - title.right - px(14), (17, 16, 15, 14))
                draw_text(surface, note, (title.right + px(14), title.centery), size, theme.TEXT_DIM,
                          anchor="midleft")
            ty = box.top + px(38)
            for line in lines:
                size, shown = fit_line(line, box.w - px(48), (21, 19, 17, 15))
                draw_text(surface, shown, (box.left + px(18), ty), size, theme.TEXT)
                ty += step
            if more:  # where the lines shown lie among all of them
                track = pygame.Rect(box.right - px(14), box.top + px(38), px(6), step * len(lines))
                thumb_h = max(px(14), track.h * len(lines) // len(self.summary))
                hidden = len(self.summary) - len(lines)
                top = track.top + (track.h - thumb_h) * (hidden - self.back) // max(1, hidden)
                pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=px(3))
                pygame.draw.rect(surface, theme.SAND, (track.left, top, track.w, thumb_h), border_radius=px(3))
            y = box.bottom
        if self.replay_button is not None:
            self.replay_button.rect = pygame.Rect(0, y + px(14), px(300), px(46))
            self.replay_button.rect.centerx = cx
            self.replay_button.font_size = 22
            self.replay_button.draw(surface)
            y = self.replay_button.rect.bottom
        return y

    def _draw_sun(self, surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
        """A sun disc in the player's colour: who the screen is for, readable from across the table."""
        cx, cy = center
        for k in range(16):
            a = k * math.pi / 8
            inner, outer = radius * 1.08, radius * (1.45 if k % 2 == 0 else 1.3)
            pygame.draw.line(
                surface,
                theme.GOLD,
                (cx + math.cos(a) * inner, cy + math.sin(a) * inner),
                (cx + math.cos(a) * outer, cy + math.sin(a) * outer),
                px(5),
            )
        pygame.draw.circle(surface, theme.GOLD, center, radius + px(4))
        pygame.draw.circle(surface, self.colour, center, radius - px(2))
        pygame.draw.circle(surface, theme.darken(self.colour, 0.35), center, radius - px(2), px(3))
        if self.mark is not None:
            board_theme.draw_mark(surface, self.mark, center, radius * 0.42, board_theme.ink_on(self.colour))
