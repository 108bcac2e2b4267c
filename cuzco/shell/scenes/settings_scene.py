"""SettingsScene: edit the settings; Save writes them and applies them.

    SettingsScene(settings, game_settings=None)

Opened from a game, `game_settings` names the games' shared settings that game uses
(its registry entry's `settings_used`, from `GAME_SETTINGS`); only those are listed
beside the shell's own (size, full screen, animations, sound, language). None (the
main menu) lists them all.

The changes are made on a copy. Save copies them onto `settings` (the same
object the rest of the UI holds), writes the file, applies what can change at
once (UI scale, sound, language), posts a SETTINGS_CHANGED event for the main
loop (full screen), and calls finish(settings). Cancel or Escape changes
nothing and calls finish(None).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Collection
from typing import Any

import pygame

from cuzco.json_limits import file_problem
from cuzco.shell import i18n
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.settings import ANIMATION_SPEEDS, SETTINGS_CHANGED, UI_SCALES, Settings
from cuzco.shell.widgets import Button, Stepper, Toggle, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import largest_ui_scale, px

log = logging.getLogger(__name__)

# Each language named in itself, so a player can find their own in any language.
LANGUAGE_NAMES = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "pt": "Português",
    "it": "Italiano",
    "qu": "Runa Simi",
}


def _speed_label(speed: float) -> str:
    names = {0.0: _("Off"), 0.5: _("Slow"), 1.0: _("Normal"), 1.5: _("Fast"), 2.0: _("Very fast")}
    return names.get(speed, f"×{speed:g}")


# the settings some games use and others do not (a game's registry entry says which it uses)
GAME_SETTINGS = ("height_numbers", "hints", "confirm_end_turn", "odds")



def scale_note(scale: float, size: tuple[int, int]) -> str:
    """What a window this size really shows of an interface size larger than it has room for, else ""."""
    fits = largest_ui_scale(size)
    if scale <= fits + 1e-9:
        return ""
    return _("{wanted}% needs a larger window: this one shows {shown}% at most.", wanted=round(scale * 100),
             shown=round(fits * 100))

class SettingsScene(Scene):
    def __init__(self, settings: Settings, game_settings: Collection[str] | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.game_settings = tuple(GAME_SETTINGS if game_settings is None else
                                   (name for name in GAME_SETTINGS if name in game_settings))
        self.draft = dataclasses.replace(settings)
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.widgets: list[Any] = []
        self.fields: list[str] = []  # the setting each widget edits
        self.buttons: dict[str, Button] = {}
        self.message = ""

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.widgets and not force:
            return
        self.size = size
        w, h = size
        d = self.draft
        scales = sorted(set(UI_SCALES) | {d.ui_scale})
        speeds = sorted(set(ANIMATION_SPEEDS) | {d.animation_speed})
        languages = i18n.available_languages()
        if d.language not in languages:
            languages.append(d.language)

        def setter(name: str) -> Any:
            return lambda value: setattr(self.draft, name, value)

        rows: list[tuple[str, Any]] = [
            ("ui_scale", lambda r: Stepper(r, _("Interface size"), scales, d.ui_scale, setter("ui_scale"),
                                           format=lambda v: f"{round(v * 100)}%")),
            ("fullscreen", lambda r: Toggle(r, _("Full screen"), d.fullscreen, setter("fullscreen"))),
            ("animation_speed", lambda r: Stepper(r, _("Animations"), speeds, d.animation_speed,
                                                  setter("animation_speed"), format=_speed_label)),
            ("sound", lambda r: Toggle(r, _("Sound effects"), d.sound, setter("sound"))),
            ("height_numbers", lambda r: Toggle(r, _("Show terrace heights as numbers"), d.height_numbers,
                                                setter("height_numbers"))),
            ("hints", lambda r: Toggle(r, _("Hints in a game (I)"), d.hints, setter("hints"))),
            ("confirm_end_turn", lambda r: Toggle(r, _("Ask before ending a turn with AP left"),
                                                  d.confirm_end_turn, setter("confirm_end_turn"))),
            ("odds", lambda r: Toggle(r, _("Incan Gold: odds on my choice card"), d.odds, setter("odds"))),
            ("language", lambda r: Stepper(r, _("Language"), languages, d.language, setter("language"),
                                           format=lambda code: LANGUAGE_NAMES.get(code, code))),
        ]
        rows = [(name, make) for name, make in rows if name not in GAME_SETTINGS or name in self.game_settings]
        row = max(px(46), min(px(64), (h - px(70) - px(92) - px(124)) // len(rows)))  # rows close up on short screens
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(720)),
                                 min(h - px(70), px(92) + len(rows) * row + px(124)))
        self.panel.center = (w // 2, h // 2 - px(10))
        p = self.panel
        row = min(row, (p.height - px(92) - px(124)) // max(1, len(rows)))  # every setting fits a short window
        left, width = p.left + px(40), p.width - px(80)
        y = p.top + px(92)
        self.fields = [name for name, _make in rows]
        self.widgets = [make((left, y + k * row, width, min(px(44), row - px(6))))
                        for k, (_name, make) in enumerate(rows)]
        bw, bh = px(200), px(54)
        self.buttons = {
            "cancel": Button(
                (p.left + px(40), p.bottom - bh - px(26), bw, bh), _("Cancel"), self.cancel, kind="ghost"
            ),
            "save": Button(
                (p.right - px(40) - bw, p.bottom - bh - px(26), bw, bh), _("Save"), self.save, kind="primary"
            ),
        }

    def save(self) -> None:
        for f in dataclasses.fields(Settings):
            setattr(self.settings, f.name, getattr(self.draft, f.name))
        try:
            self.settings.save()
        except OSError as exc:
            log.error("cannot save the settings: %s", exc)
            self.message = _("The settings could not be saved: {reason}", reason=translate(file_problem(exc)))
            return
        self.settings.apply()
        pygame.event.post(pygame.event.Event(SETTINGS_CHANGED, settings=self.settings))
        stack = self.stack
        self.finish(self.settings)
        # sizes and texts may have changed: every scene lays itself out again
        surface = pygame.display.get_surface()
        if stack is not None and surface is not None:
            stack.on_resize(surface.get_size())

    def cancel(self) -> None:
        self.finish(None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def wants_frames(self) -> bool:
        return False  # changes only with input

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.widgets:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        for widget in [*self.widgets, *self.buttons.values()]:
            if widget.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        draw_panel(surface, self.panel, _("Settings"))
        for widget in self.widgets:
            widget.draw(surface)
        if self.message:
            draw_text(
                surface,
                self.message,
                (self.panel.centerx, self.buttons["save"].rect.top - px(14)),
                21,
                theme.ERROR,
                anchor="midbottom",
            )
        else:
            note = scale_note(self.draft.ui_scale, surface.get_size())  # why a larger size would change nothing
            draw_text(
                surface,
                note or _("Every change takes effect as soon as you save."),
                (self.panel.centerx, self.buttons["save"].rect.top - px(14)),
                19,
                theme.GOLD_LIGHT if note else theme.TEXT_DIM,
                anchor="midbottom",
            )
        for button in self.buttons.values():
            button.draw(surface)
