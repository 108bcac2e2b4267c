"""GameChooserScene: which game to set up, each with its name, designers and year, picture, one line
about it and its player count.

    GameChooserScene(settings)                  # New game: which game to set up
    GameChooserScene(settings, purpose="rules") # Rules: whose rules reference to read
    GameChooserScene(settings, purpose="learn") # Learn to play: whose guided first game (only games with one)

One card per registered game (`cuzco.shell.registry`), side by side; clicking one
(or its number key) replaces this scene with that game's new-game form (or its
rules reference, in the current language), so leaving it comes back to the
title screen. Back or Escape returns too.

When a game of the chosen kind is in progress (its autosave is on disk), the
chooser goes through the door every new game takes (`doors.new_game`), which
first asks what becomes of it: kept in the saved games (the default), discarded
to the recently deleted, or Cancel, which stays here with nothing changed. So no
new game ever replaces one unasked, for every registered game. With a single game registered the menu opens the
chooser with `auto=True`, which goes straight on to that game.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from cuzco.shell import registry
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, draw_backdrop, draw_panel, draw_text, theme, wrap
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)


class GameChooserScene(Scene):
    def __init__(self, settings: Any, purpose: str = "play", auto: bool = False) -> None:
        super().__init__()
        self.settings = settings
        self.purpose = purpose  # "play", "rules" or "learn"
        self.auto = auto  # choose the only game at once
        self.message = ""
        self.games = [entry for entry in registry.games()
                      if purpose != "learn" or entry.tutorial_scene is not None]
        self.cards: list[pygame.Rect] = []
        self.buttons: dict[str, Button] = {}
        self.size = (0, 0)
        self.hovered: int | None = None

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.cards:
            return
        self.size = size
        w, h = size
        n = len(self.games)
        gap = px(28)
        card_w = min(px(420), (w - px(80) - (n - 1) * gap) // n)
        card_h = min(px(380), h - px(260))
        left = w // 2 - (n * card_w + (n - 1) * gap) // 2
        top = max(px(120), h // 2 - card_h // 2 - px(20))
        self.cards = [pygame.Rect(left + i * (card_w + gap), top, card_w, card_h) for i in range(n)]
        self.buttons = {
            f"game:{entry.id}": Button(
                (card.x + px(20), card.bottom - px(66), card.w - px(40), px(48)),
                self._label(entry), lambda e=entry: self.choose(e), kind="primary",
            )
            for entry, card in zip(self.games, self.cards)
        }
        self.buttons["back"] = Button((w // 2 - px(110), min(h - px(70), top + card_h + px(24)), px(220), px(48)),
                                      _("Back"), self.back, kind="ghost")

    def _label(self, entry: registry.GameEntry) -> str:
        if self.purpose == "rules":
            return _("Rules of {game}", game=_(entry.name))
        if self.purpose == "learn":
            return _("Learn {game}", game=_(entry.name))
        return _("Play {game}", game=_(entry.name))

    def enter(self) -> None:
        if self.auto and len(self.games) == 1:
            self.choose(self.games[0])

    def choose(self, entry: registry.GameEntry) -> None:
        assert self.stack is not None
        if self.purpose == "rules":
            from cuzco.shell.scenes.rules_scene import RulesScene

            self.stack.replace(RulesScene(self.settings, page=entry.rules_page))
            return
        if self.purpose == "learn" and entry.tutorial_scene is not None:
            self.stack.replace(entry.tutorial_scene(self.settings))  # in memory only: it replaces no game
            return
        from cuzco.shell.scenes import doors

        doors.new_game(self, entry)

    def back(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)
        self._layout(size)

    def wants_frames(self) -> bool:
        return False  # changes only with input

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.cards:
            self._layout(screen_size())
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for i, card in enumerate(self.cards) if card.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for entry, card in zip(self.games, self.cards):
                if card.collidepoint(event.pos):
                    self.choose(entry)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif pygame.K_1 <= event.key < pygame.K_1 + len(self.games):
                self.choose(self.games[event.key - pygame.K_1])

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w, _h = surface.get_size()
        title = {"rules": _("Which game's rules?"), "learn": _("Which game to learn?")}.get(self.purpose,
                                                                                          _("Choose a game"))
        draw_text(surface, title, (w // 2, px(40)), 44, theme.GOLD_LIGHT, bold=True, anchor="midtop",
                  shadow=True)
        for i, (entry, card) in enumerate(zip(self.games, self.cards)):
            draw_panel(surface, card)
            if i == self.hovered:
                pygame.draw.rect(surface, theme.GOLD, card, px(2), border_radius=px(10))
            size, name = fit_line(_(entry.name), card.w - px(24), (32, 28, 24), bold=True)
            draw_text(surface, name, (card.centerx, card.y + px(14)), size, theme.GOLD_LIGHT, bold=True,
                      anchor="midtop")
            size, about = fit_line(registry.designers_text(entry), card.w - px(24), (18, 16, 14))
            draw_text(surface, about, (card.centerx, card.y + px(54)), size, theme.SAND, anchor="midtop")
            picture = pygame.Rect(card.x + px(16), card.y + px(82), card.w - px(32), card.h - px(82) - px(160))
            if picture.h > px(20):
                previous = surface.get_clip()
                surface.set_clip(picture)
                entry.draw_picture(surface, picture)
                surface.set_clip(previous)
            y = max(picture.bottom, card.y + px(76)) + px(8)
            lines = wrap(_(entry.blurb), 18, card.w - px(40))
            if len(lines) > 2:  # two lines at most: the rest is cut with an ellipsis, never silently
                lines = [lines[0], fit_line(" ".join(lines[1:]), card.w - px(40), (18,))[1]]
            for line in lines:
                draw_text(surface, line, (card.centerx, y), 18, theme.TEXT, anchor="midtop")
                y += px(22)
            players = registry.players_text(entry)
            if players:
                draw_text(surface, players, (card.centerx, card.bottom - px(74)), 18, theme.GOLD_LIGHT, bold=True,
                          anchor="midbottom")
        if self.message:
            draw_text(surface, self.message, (w // 2, self.buttons["back"].rect.top - px(8)), 20, theme.ERROR,
                      anchor="midbottom")
        for button in self.buttons.values():
            button.draw(surface)
