"""GameMenu: the menu opened from a game (the Menu button, or Escape with nothing selected).

    GameMenu(game, settings)   # transparent modal over the board

Resume, Save game (SaveDialog), New game (this game's form, in place of the
game, through `doors`), Load game (LoadScene), Rules, Settings and Main menu.
It hands its choice back through `finish`: None to resume, "main" to go back
to the title screen, or ("load", Game) when the player loaded another game from
here (the game scene then replaces itself with it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from cuzco.shell import phones, registry
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.widgets import Button, dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px


class GameMenu(Scene):
    transparent = True

    def __init__(self, game: Any, settings: Any) -> None:
        super().__init__()
        self.game = game
        self.settings = settings
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}
        self.message = ""

    def _layout(self, size: tuple[int, int], force: bool = False) -> None:
        if size == self.size and self.buttons and not force:
            return
        self.size = size
        w, h = size
        entries = [
            ("resume", _("Resume"), self.resume_game, "primary"),
            ("save", _("Save game"), self.save, "normal"),
            ("new", _("New game"), self.new_game, "normal"),
            ("load", _("Load game"), self.load, "normal"),
            ("rules", _("Rules"), self.rules, "normal"),
            ("settings", _("Settings"), self.open_settings, "normal"),
            ("main", _("Main menu"), self.main_menu, "ghost"),
        ]
        if self.phone_session() is not None:  # the seats' codes, who is connected, back to hand-off
            entries.insert(4, ("phones", _("Players' phones"), self.open_phones, "normal"))
        bw, bh, gap = px(300), px(50), px(12)
        height = px(84) + len(entries) * (bh + gap) + px(40)
        self.panel = pygame.Rect(0, 0, min(w - px(20), bw + px(80)), min(h - px(20), height))
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + px(84)
        self.buttons = {}
        for key, label, action, kind in entries:
            self.buttons[key] = Button((w // 2 - bw // 2, y, bw, bh), label, action, kind=kind)
            y += bh + gap

    # ---- choices ---------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        assert self.stack is not None
        self.stack.push(scene)

    def resume_game(self) -> None:
        self.finish(None)

    def save(self) -> None:
        from cuzco.shell.scenes.save_dialog import SaveDialog

        self._push(SaveDialog(self.game, self.settings))

    def load(self) -> None:
        from cuzco.shell.scenes.save_load import LoadScene

        self._push(LoadScene(self.settings, hand_back=True))

    def new_game(self) -> None:
        """This game's new-game form in place of the game (asked about first: it is the game in progress)."""
        from cuzco.shell.scenes import doors

        def go() -> None:
            assert self.stack is not None
            stack = self.stack
            self.finish(None)  # the game beneath resumes for a moment, then gives its place to the form
            stack.replace(registry.entry_for_game(self.game).new_game_scene(self.settings))

        doors.through_door(self, registry.entry_for_game(self.game).id, go)

    def rules(self) -> None:
        from cuzco.shell.scenes.rules_scene import RulesScene

        self._push(RulesScene(self.settings, page=registry.entry_for_game(self.game).rules_page))

    def open_settings(self) -> None:
        from cuzco.shell.scenes.settings_scene import SettingsScene

        self._push(SettingsScene(self.settings, game_settings=registry.entry_for_game(self.game).settings_used))

    def phone_session(self) -> Any:
        """This game's players' phones, while they play (`cuzco.shell.phones`)."""
        return next((s for s in phones.active() if s.game is self.game), None)

    def open_phones(self) -> None:
        from cuzco.shell.phones.panel import PhonesPanel

        session = self.phone_session()
        if session is not None:
            self._push(PhonesPanel(session))

    def main_menu(self) -> None:
        self.finish("main")

    def on_result(self, source: Scene, result: Any) -> None:
        if isinstance(result, Path):
            self.message = _("Saved as \u201c{name}\u201d", name=result.stem)
        elif isinstance(result, tuple) and result and result[0] == "load":
            self.finish(result)
        elif result is not None and hasattr(result, "ui_scale"):
            self.settings = result

    # ---- loop ---------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout(size, force=True)

    def wants_frames(self) -> bool:
        return False  # changes only with input

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 160)
        draw_panel(surface, self.panel, _("Menu"))
        for button in self.buttons.values():
            button.draw(surface)
        if self.message:
            draw_text(
                surface,
                self.message,
                (self.panel.centerx, self.panel.bottom - px(12)),
                19,
                theme.GOLD_LIGHT,
                anchor="midbottom",
            )
