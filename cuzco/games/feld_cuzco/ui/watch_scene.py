"""FeldWatchScene: the read-only replay viewer of a game of Feld's Cuzco (Watch in the Load list,
Watch again on the results).

    FeldWatchScene(game, settings)

It opens at the deal (Right or Play go on from there) and shows the table after any action of the
record, from the deal to the end, with every god card hand
face down (a replay is watched by everyone). Left/Right step one action, Page Up/Down a round, Home/End
the start and the end; Space plays the game on by itself. The line under the header says what the
action shown was. Review (or R) compares each human decision with the Hard computer player's, in the
background (`review_panel.ReviewPanel`): the biggest swings are listed, a click shows one. The keys are
listed in the tooltip of the one line under the review, so the swings have the room. Escape or Back
closes it."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.feld_cuzco.rules import Game
from cuzco.shell.i18n import _, language
from cuzco.shell.scene import Scene
from cuzco.shell.widgets import Button, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px, scaled_by

from .kept_images import draw_wrapped_kept
from .layout import TableLayout, Zones, table_scale
from .names import describe
from .review_panel import ReviewPanel
from .seats import seat_levels, shown_names
from .table_image import TableImage
from .table_parts import draw_base, side_inner, table_parts

PLAY_SECONDS = 0.4  # between actions while playing
KEYS_H = 20  # the one line under the review that lists the keys in its tooltip


def keys_tip() -> str:
    """The viewer's keys, for the tooltip of the keys line."""
    return _("Left/Right: one action. Page Up/Down: a round. Home/End: the deal and the end. Space: play and "
             "pause. R: review against the Hard computer player. Escape: back.")


class FeldWatchScene(Scene):
    def __init__(self, game: Game, settings: Any) -> None:
        super().__init__()
        self.game = game
        self.settings = settings
        self.index = 0  # at the deal, as the other games' viewers open: Right or Play goes through the game
        self.playing = False
        self.clock = 0.0
        self.zones = Zones()
        self.layout: TableLayout | None = None
        self.table = TableImage()  # the table's image, redrawn only where the state shown changed
        self._image: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None
        self.buttons: list[Button] = []
        self.pointer = (0, 0)
        self.keys_rect = pygame.Rect(0, 0, 0, 0)  # the keys line: its tooltip lists them
        self.names = shown_names(game.state.names, seat_levels(game.meta, game.state.n))
        self.review = ReviewPanel(game, self.go)

    def finish(self, result: object = None) -> None:
        self.review.stop()
        super().finish(result)

    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.game.states) - 1, index))

    def round_step(self, direction: int) -> None:
        """To the first action of the next round, or of this round (of the one before when already there)."""
        rounds = [s.round for s in self.game.states]
        k = self.index
        if direction > 0:
            while k < len(rounds) - 1 and rounds[k] == rounds[self.index]:
                k += 1
        else:
            if k > 0 and rounds[k - 1] != rounds[k]:
                k -= 1  # already at a round's start: go to the one before
            while k > 0 and rounds[k - 1] == rounds[k]:
                k -= 1
        self.go(k)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        if self.index == len(self.game.states) - 1:
            self.index = 0

    def update(self, dt: float) -> None:
        self.review.update()
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= PLAY_SECONDS:
            self.clock = 0.0
            self.go(self.index + 1)
            self.playing = self.index < len(self.game.states) - 1

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        for button in self.buttons:
            if button.handle_event(event):
                return
        if self.review.handle_event(event):
            return
        if event.type != pygame.KEYDOWN:
            return
        keys = {pygame.K_LEFT: lambda: self.go(self.index - 1), pygame.K_RIGHT: lambda: self.go(self.index + 1),
                pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(len(self.game.states) - 1),
                pygame.K_PAGEUP: lambda: self.round_step(-1), pygame.K_PAGEDOWN: lambda: self.round_step(1),
                pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: lambda: self.finish(None)}
        action = keys.get(event.key)
        if action is not None:
            action()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.table.forget()
        self.layout = None
        self._key = None
        self.buttons = []

    def draw(self, surface: pygame.Surface) -> None:
        with scaled_by(table_scale(surface.get_size())):
            self.draw_scaled(surface)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        state = self.game.states[self.index]
        if self.layout is None or self.layout.size != size:
            self.layout = TableLayout.build(size, state.n)
            self.buttons = []
        lay = self.layout
        key = (self.index, size, language(), px(100))
        if key != self._key or self._image is None:  # the table as kept, and the side panel's texts
            parts = table_parts(state, lay, self.names, None, None, "", theme.GOLD)  # every hand face down
            self.table.update(size, (size, px(100), language(), state.n), lambda image: draw_base(image, lay),
                              parts)
            self.zones = self.table.zones
            image = self.table.surface
            assert image is not None
            image = image.copy()
            inner = side_inner(lay)
            title_size, title = fit_line(_("Replay: Cuzco (Feld)"), inner.w, (24, 22, 20, 18, 16), bold=True)
            draw_text(image, title, (inner.centerx, inner.top), title_size, theme.GOLD_LIGHT, bold=True,
                      anchor="midtop")
            inner = pygame.Rect(inner.left, inner.top + px(40), inner.w, inner.h - px(40))
            text = _("Action {k} of {n}", k=self.index, n=len(self.game.actions))
            draw_text(image, text, (inner.left, inner.top), 18, theme.TEXT)
            if self.index > 0:
                action = self.game.actions[self.index - 1]
                line = f"{self.names[action.player]}: {describe(action, self.game.states[self.index - 1])}"
                draw_wrapped_kept(image, line, pygame.Rect(inner.left, inner.top + px(28), inner.w, px(80)), 17,
                                  theme.GOLD_LIGHT)
            keys_size, keys = fit_line(_("Keys: point here for the list"), inner.w, (15, 14, 13, 12))
            draw_text(image, keys, (inner.left, inner.bottom - px(KEYS_H)), keys_size, theme.TEXT_DIM)
            self.keys_rect = pygame.Rect(inner.left, inner.bottom - px(KEYS_H), inner.w, px(KEYS_H))
            self._image, self._key = image, key
        surface.blit(self._image, (0, 0))
        if not self.buttons:
            inner = lay.side.inflate(-px(32), -px(32))
            bh, y = px(38), inner.top + px(150)
            aw = min(px(48), (inner.w - px(12)) // 4)  # the arrows narrow, "Play" ("Reproducir") wide
            pw = inner.w - 2 * aw - px(12)
            self.buttons = [
                Button((inner.left, y, aw, bh), "<", lambda: self.go(self.index - 1), kind="normal"),
                Button((inner.left + aw + px(6), y, pw, bh), _("Play"), self.toggle_play, kind="primary"),
                Button((inner.left + aw + pw + px(12), y, aw, bh), ">", lambda: self.go(self.index + 1)),
                Button((inner.left, y + bh + px(10), (inner.w - px(6)) // 2, bh), _("Back"),
                       lambda: self.finish(None), kind="ghost"),
            ]
        self.buttons[1].label = _("Pause") if self.playing else _("Play")
        for button in self.buttons:
            button.draw(surface)
        back = self.buttons[-1].rect
        side = lay.side.inflate(-px(32), -px(32))
        self.review.button.rect = pygame.Rect(back.right + px(6), back.top, side.right - back.right - px(6), back.h)
        top = back.bottom + px(10)
        bottom = self.keys_rect.top - px(4) if self.keys_rect.h else side.bottom - px(KEYS_H + 8)
        self.review.draw(surface, pygame.Rect(side.left, top, side.w, bottom - top), self.index)
        self.review.draw_tooltips(surface)
        tip = keys_tip() if self.keys_rect.collidepoint(self.pointer) else self.zones.tip_at(self.pointer)
        if tip:
            width = min(px(420), surface.get_width() - px(20))
            used = draw_wrapped(pygame.Surface((1, 1)), tip, pygame.Rect(0, 0, width, px(200)), 16, theme.TEXT)
            box = pygame.Rect(self.pointer[0] + px(14), self.pointer[1] + px(14), width + px(16), used + px(10))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
            pygame.draw.rect(surface, theme.SAND_DARK, box, 1, border_radius=px(6))
            draw_wrapped(surface, tip, box.inflate(-px(16), -px(10)), 16, theme.TEXT)
