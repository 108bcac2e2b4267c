"""The "Players' phones" switch of both new-game forms is on screen and explains itself: drawn whole (its
label shrinks rather than running under the switch), a tooltip on how phones join, and a click turns it on.
Kiesling & Kramer's form laid the switch out but never drew it."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import font


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _form(game: str, size: tuple[int, int], language: str) -> tuple[App, object]:
    i18n.set_language(language)
    app = App(size, settings=Settings(language=language), fps=None)
    if game == "cuzco":
        from cuzco.games.cuzco.ui.new_game import NewGameScene

        form: object = NewGameScene(app.settings)
    else:
        from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene

        form = IncanGoldSetupScene(app.settings)
    app.push(form)  # type: ignore[arg-type]
    # the pointer starts in a corner: where an earlier test left it, a tooltip could cover the switch
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    return app, form


@pytest.mark.parametrize("game", ["cuzco", "incan-gold"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_phones_switch_is_drawn_whole_explains_itself_and_turns_on(game: str, size: tuple[int, int],
                                                                     language: str) -> None:
    app, form = _form(game, size, language)
    toggle = form.phones_toggle  # type: ignore[attr-defined]
    assert toggle is not None and toggle.value is False
    track = toggle.switch_rect
    assert app.screen.get_at((track.left + track.h // 2, track.centery))[:3] == theme.SAND  # its knob, off
    room = track.left - toggle.rect.left
    assert font(toggle.label_size()).size(toggle.label)[0] <= room  # the label never runs under the switch
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=toggle.rect.midleft, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 60)
    shown = tooltips.last_shown
    assert ("QR" in shown) and (("Wi-Fi" in shown) if language == "en" else ("wifi" in shown)), shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=track.center, button=1))
    app.step(1 / 60)
    assert form.phones is True  # type: ignore[attr-defined]
    assert app.screen.get_at((track.right - track.h // 2, track.centery))[:3] == theme.SAND  # and now on
