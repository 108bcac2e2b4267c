"""Choosing the language in Settings takes effect at once, with no restart; --lang forces it."""

from __future__ import annotations

import pygame

from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.rules_scene import RulesScene
from cuzco.shell.scenes.settings_scene import SettingsScene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import Stepper


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(3):
        app.step(1 / 60)


def test_switching_to_spanish_in_settings_relabels_the_open_menu_at_once() -> None:
    app = App((1280, 800), settings=Settings(language="en"), fps=None)
    try:
        app.apply_settings(app.settings)
        menu = MenuScene(app.settings)
        app.push(menu)
        app.step(1 / 60)
        assert menu.buttons["new"].label == "New game"
        _click(app, menu.buttons["settings"].rect.center)
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        language = next(w for w in settings.widgets if isinstance(w, Stepper) and w.label == "Language")
        while language.value != "es":
            _click(app, language._arrows()[1].center)
        _click(app, settings.buttons["save"].rect.center)
        assert app.stack.top is menu
        assert i18n.language() == "es" and app.settings.language == "es"
        assert menu.buttons["new"].label == "Nueva partida"
        assert Settings.load().language == "es"  # kept for the next start

        rules = RulesScene(app.settings)
        assert rules.blocks[0].text == "Cuzco: reglamento de consulta"
    finally:
        i18n.set_language("en")
        pygame.quit()


def test_the_rules_reader_follows_a_language_change() -> None:
    app = App((1280, 800), settings=Settings(language="en"), fps=None)
    try:
        app.apply_settings(app.settings)
        rules = RulesScene(app.settings)
        app.push(rules)
        app.step(1 / 60)
        english = rules.blocks[0].text
        app.apply_settings(Settings(language="es"))
        app.step(1 / 60)
        assert rules.blocks[0].text != english and rules.content is not None
    finally:
        i18n.set_language("en")
        pygame.quit()


def test_an_open_game_redraws_its_hud_in_the_new_language() -> None:
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.cuzco.ui.game_scene import GameScene
    from tests.games.cuzco.ui.text_fit_support import Recorder, RecordingSurface

    app = App((1280, 800), settings=Settings(language="en"), fps=None)
    try:
        app.apply_settings(app.settings)
        app.push(GameScene(Game.new(Setup(("Ana", "Luis"), 3)), app.settings, hotseat=False))
        app.step(1 / 60)
        app.screen = RecordingSurface((1280, 800))
        with Recorder() as rec:
            rec.screen = app.screen
            from cuzco.shell.settings import SETTINGS_CHANGED

            pygame.event.post(pygame.event.Event(SETTINGS_CHANGED, settings=Settings(language="es")))
            for _ in range(3):
                app.step(1 / 60)
            drawn = {d.text for d in rec.drawn}
        assert {"Cartas de Festival", "Fin del turno", "Triple", "Aldea"} <= drawn
        assert not drawn & {"Festival cards", "End turn", "Village"}
    finally:
        i18n.set_language("en")
        pygame.quit()
