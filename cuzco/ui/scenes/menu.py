"""MenuScene: the title screen.

    MenuScene(settings)

Continue (the autosave; disabled when there is none), New game (NewGameScene,
which starts GameScene(Game.new(Setup(...)), settings)), Load game, Rules,
Settings, Quit (posts pygame.QUIT). A game started from here is pushed on top
of the menu, so finishing it comes back here.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any

import pygame

from cuzco import __version__, paths
from cuzco.rules.errors import SaveFileError
from cuzco.ui import persistence
from cuzco.ui.i18n import _
from cuzco.ui.scene import Scene
from cuzco.ui.widgets import Button, draw_backdrop, draw_text, theme
from cuzco.ui.widgets.theme import px

from .common import game_scene, screen_size

log = logging.getLogger(__name__)


class MenuScene(Scene):
    def __init__(self, settings: Any) -> None:
        super().__init__()
        self.settings = settings
        self.buttons: dict[str, Button] = {}
        self.size = (0, 0)
        self.message = ""  # a one-line problem to show (e.g. an unreadable autosave)
        self.age = 0.0
        self.autosave_info = ""

    # ---- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Re-read what may have changed while another scene was on top (autosave, language)."""
        self.size = (0, 0)  # rebuild buttons: labels may be in a new language
        self.autosave_info = ""
        if persistence.has_autosave():
            try:
                stamp = paths.autosave_path().stat().st_mtime
                self.autosave_info = _(
                    "saved {when}", when=time.strftime("%d %b %H:%M", time.localtime(stamp))
                )
            except OSError:
                pass

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.buttons:
            return
        self.size = size
        w, h = size
        bw, bh, gap = px(320), px(50), px(10)
        x = w // 2 - bw // 2
        y = max(px(280), h // 2 - px(60))
        entries = [
            ("continue", _("Continue"), self.continue_game, "primary"),
            ("new", _("New game"), self.new_game, "primary"),
            ("learn", _("Learn to play"), self.learn, "normal"),
            ("load", _("Load game"), self.load_game, "normal"),
            ("rules", _("Rules"), self.rules, "normal"),
            ("settings", _("Settings"), self.open_settings, "normal"),
            ("quit", _("Quit"), self.quit, "ghost"),
        ]
        self.buttons = {}
        for key, label, action, kind in entries:
            self.buttons[key] = Button((x, y, bw, bh), label, action, kind=kind)
            y += bh + gap
        self.buttons["continue"].enabled = persistence.has_autosave()
        if not self.buttons["continue"].enabled:
            self.buttons["continue"].tooltip = _("No game in progress")
            self.buttons["continue"].kind = "normal"

    # ---- actions -------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        assert self.stack is not None
        self.stack.push(scene)

    def _start(self, game: Any) -> None:
        try:
            scene = game_scene(game, self.settings)
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.message = _("The game screen is missing from this build.")
            return
        self._push(scene)  # type: ignore[arg-type]

    def continue_game(self) -> None:
        path = paths.autosave_path()
        try:
            game = persistence.load_named(path)
        except SaveFileError as exc:
            # leave the file as it is: it may still be rescued by hand
            self.message = _("The autosave cannot be loaded: {reason}", reason=str(exc))
            return
        self.message = ""
        self._start(game)

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self._push(NewGameScene(self.settings))

    def learn(self) -> None:
        """The guided first game: in memory only, it never touches the saves, the autosave or the settings."""
        from cuzco.ui.tutorial import TutorialScene

        self._push(TutorialScene(self.settings))

    def load_game(self) -> None:
        from .save_load import LoadScene

        self._push(LoadScene(self.settings))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self._push(RulesScene(self.settings))

    def open_settings(self) -> None:
        from .settings_scene import SettingsScene

        self._push(SettingsScene(self.settings))

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    # ---- loop ----------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)  # the UI scale may have changed even if the window did not
        self._layout(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_n:
                self.new_game()
            elif event.key in (pygame.K_c, pygame.K_RETURN) and self.buttons["continue"].enabled:
                self.continue_game()
            elif event.key == pygame.K_l:
                self.load_game()
            elif event.key in (pygame.K_F1, pygame.K_r):
                self.rules()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w, h = surface.get_size()
        top = max(px(40), self.buttons["continue"].rect.top - px(300))
        _draw_emblem(surface, (w // 2, top + px(110)), px(92), self.age)
        draw_text(
            surface,
            "CUZCO",
            (w // 2, top + px(176)),
            88,
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            shadow=True,
        )
        draw_text(
            surface,
            _("Terraces, temples and festivals in the Andes"),
            (w // 2, top + px(254)),
            24,
            theme.SAND,
            anchor="midtop",
        )
        for key, button in self.buttons.items():
            button.draw(surface)
            if key == "continue" and button.enabled and self.autosave_info:
                draw_text(
                    surface,
                    self.autosave_info,
                    (button.rect.right + px(14), button.rect.centery),
                    18,
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
        if self.message:
            draw_text(
                surface,
                self.message,
                (w // 2, self.buttons["quit"].rect.bottom + px(22)),
                22,
                theme.lighten(theme.TERRACOTTA, 0.3),
                anchor="midtop",
            )
        draw_text(
            surface,
            _("version {v}", v=__version__),
            (w - px(16), h - px(44)),
            18,
            theme.TEXT_DIM,
            anchor="bottomright",
        )
        for button in self.buttons.values():
            button.draw_tooltip(surface)


def _draw_emblem(surface: pygame.Surface, center: tuple[int, int], size: int, age: float) -> None:
    """A stepped temple under a slowly turning sun: the game's mark."""
    cx, cy = center
    sun_c = (cx, cy - size // 3)
    turn = age * 0.08
    for k in range(16):
        a = turn + k * math.pi / 8
        r0, r1 = size * 0.42, size * (0.7 if k % 2 else 0.62)
        pygame.draw.line(
            surface,
            theme.GOLD,
            (sun_c[0] + math.cos(a) * r0, sun_c[1] + math.sin(a) * r0),
            (sun_c[0] + math.cos(a) * r1, sun_c[1] + math.sin(a) * r1),
            px(4),
        )
    pygame.draw.circle(surface, theme.GOLD, sun_c, round(size * 0.36))
    pygame.draw.circle(surface, theme.GOLD_LIGHT, sun_c, round(size * 0.26))
    # four terraces, each narrower, in warm stone
    step_h = size // 7
    base_y = cy + size // 2
    for i in range(4):
        width = round(size * (2.2 - i * 0.42))
        rect = pygame.Rect(0, 0, width, step_h)
        rect.midbottom = (cx, base_y - i * step_h)
        face = theme.lighten(theme.darken(theme.SAND, 0.35), i * 0.08)
        pygame.draw.rect(surface, face, rect)
        pygame.draw.line(surface, theme.lighten(face, 0.25), rect.topleft, rect.topright, px(2))
    door = pygame.Rect(0, 0, step_h, round(step_h * 1.6))
    door.midbottom = (cx, base_y)
    pygame.draw.rect(
        surface,
        theme.darken(theme.BG_BOTTOM, 0.2),
        door,
        border_top_left_radius=px(3),
        border_top_right_radius=px(3),
    )
