"""Every icon and number on the game screens says what it is (`cuzco.shell.tooltips`).

The walk draws each game's main screen (the viewer, Incan Gold's results, and Feld's Cuzco's round end and
results too) from scratch under
`tooltips.audit()`, which lists every bare number ("12", "x3", "+2") rendered and every HUD icon made
without going through the tooltip helpers, then moves the pointer (posted events) over every element the
frame registered and checks that the tooltip shown is that element's, in the player's language and never
empty.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.bots.match import play_game as play_incan_gold
from cuzco.games.incan_gold.rules import Game as IncanGoldGame
from cuzco.games.incan_gold.rules import Setup as IncanGoldSetup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme

SIZES = [(1600, 900), (1024, 700)]


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    yield
    theme.set_ui_scale(1.0)
    i18n.set_language("en")


@lru_cache(maxsize=1)
def _greedy_game() -> Game:
    return play_game(["greedy", "greedy", "greedy", "greedy"], seed=11, max_actions=900)


def _cuzco_mid_game() -> Game:
    """A four-player game at turn 30 or later, the first player to move with a terrain placed."""
    done = _greedy_game()
    game = Game.new(done.setup)
    for action in done.actions:
        game.apply(action)
        s = game.state
        if s.turn >= 30 and s.phase == "turn" and s.current == 0 and s.placed and s.players[0].hand:
            break
    return game


def _cuzco(settings: Settings) -> Scene:
    return GameScene(_cuzco_mid_game(), settings, hotseat=False)


def _incan_gold(settings: Settings) -> Scene:
    done = play_incan_gold(["bold"] * 5, seed=3)
    game = IncanGoldGame(IncanGoldSetup(done.setup.names, seed=3))
    for action in done.actions[: len(done.actions) // 2]:
        game.apply(action)
    return IncanGoldScene(game, settings, {p: make_bot("bold") for p in range(1, 5)}, autosave=False)


def _festival(settings: Settings) -> Scene:
    """The game at a festival where the first player bids: the game pushes its festival sheet."""
    done = _greedy_game()
    game = Game.new(done.setup)
    for action in done.actions:
        game.apply(action)
        s = game.state
        if s.phase == "festival" and s.players[s.actor].hand and s.turn > 8 and s.actor == 0:
            break
    return GameScene(game, settings, hotseat=False)


def _viewer(settings: Settings) -> Scene:
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

    return ViewerScene(_cuzco_mid_game(), settings)


def _incan_gold_results(settings: Settings) -> Scene:
    from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults

    return IncanGoldResults(play_incan_gold(["bold"] * 5, seed=3).state, settings)


@lru_cache(maxsize=1)
def _feld_game() -> object:
    from cuzco.games.feld_cuzco.bots.arena import play_game as play_feld

    return play_feld(["normal", "easy", "easy"], seed=4)


def _feld_round_end(settings: Settings) -> Scene:
    """The end of Feld's Cuzco's round 3 (a temple, knowledge, the new order; missions and medals if won)."""
    from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene, temple_result
    from cuzco.games.feld_cuzco.ui.seats import seat_levels, shown_names

    game = _feld_game()
    states = game.states  # type: ignore[attr-defined]
    start = next(s for s in states if s.round == 3)
    end = next(s for s in states if s.round == 4)
    return RoundEndScene(start, end, shown_names(end.names, seat_levels(game.meta, end.n)),  # type: ignore[attr-defined]
                         temple_result(game, 3))


def _feld_results(settings: Settings) -> Scene:
    from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
    from cuzco.games.feld_cuzco.ui.seats import seat_levels

    game = _feld_game()
    state = game.state  # type: ignore[attr-defined]
    return FeldResults(state, settings, seat_levels(game.meta, state.n), game)  # type: ignore[attr-defined]


SCREENS = {"cuzco": _cuzco, "festival": _festival, "incan gold": _incan_gold, "viewer": _viewer,
           "incan gold results": _incan_gold_results, "feld round end": _feld_round_end,
           "feld results": _feld_results}


def _open(screen: str, size: tuple[int, int], language: str) -> App:
    i18n.set_language(language)
    settings = Settings()
    settings.language = language
    app = App(size, settings=settings, fps=None)
    app.push(SCREENS[screen](app.settings))
    return app


def _move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_icon_and_number_has_a_tooltip(screen: str, size: tuple[int, int], language: str) -> None:
    with tooltips.audit() as seen:
        app = _open(screen, size, language)
        for _ in range(3):  # a game may open a sheet over itself (the festival) in its first frames
            app.step(1 / 60)
    numbers = seen.unregistered_numbers()
    assert numbers == [], f"numbers drawn with no tooltip on the {screen} screen: {numbers}"
    assert seen.uncovered_icons() == [], f"icons drawn with no tooltip: {seen.uncovered_icons()}"
    elements = list(tooltips.frame.items)
    assert len(elements) >= 8, "the screen registered (almost) no elements"
    empty = [tuple(rect) for rect, tip in elements if not tip.strip()]
    assert empty == [], f"elements without a tooltip at {empty}"


@pytest.mark.parametrize("language", ["es"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_hovering_each_element_shows_its_tooltip(screen: str, language: str) -> None:
    app = _open(screen, (1280, 800), language)
    for _ in range(3):
        app.step(1 / 60)
    checked = 0
    walked: set[str] = set()
    for rect, tip in list(tooltips.frame.items):
        if tip in walked:
            continue
        walked.add(tip)
        _move(app, rect.center)
        expected = tooltips.frame.at(rect.center)  # the topmost element there, as it stands now
        assert expected, f"nothing answers the pointer at {rect.center} ({tip!r})"
        assert tooltips.last_shown.splitlines()[0] == expected.splitlines()[0] or expected in tooltips.last_shown
        checked += 1
    assert checked >= 8


def test_the_topmost_element_answers_and_a_panel_covers_what_lies_under_it() -> None:
    tips = tooltips.Tips()
    tips.add(pygame.Rect(0, 0, 100, 100), "under")
    tips.add(pygame.Rect(50, 50, 100, 100), "over")
    assert tips.at((75, 75)) == "over" and tips.at((10, 10)) == "under"
    tips.cover(pygame.Rect(0, 0, 60, 60))
    assert tips.at((10, 10)) == "" and tips.at((120, 120)) == ""


SHELL_SCREENS = ["menu", "new game", "incan gold form", "settings", "load", "game chooser"]


@pytest.mark.parametrize("screen", SHELL_SCREENS)
def test_the_shells_screens_draw_no_number_without_a_tooltip(screen: str) -> None:
    from cuzco.games.cuzco.ui.new_game import NewGameScene
    from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
    from cuzco.shell.scenes.game_chooser import GameChooserScene
    from cuzco.shell.scenes.menu import MenuScene
    from cuzco.shell.scenes.save_load import LoadScene
    from cuzco.shell.scenes.settings_scene import SettingsScene

    make = {"menu": MenuScene, "new game": NewGameScene, "incan gold form": IncanGoldSetupScene,
            "settings": SettingsScene, "load": LoadScene, "game chooser": GameChooserScene}[screen]
    with tooltips.audit() as seen:
        app = App((1024, 700), settings=Settings(language="es"), fps=None)
        i18n.set_language("es")
        app.push(make(app.settings))
        app.step(1 / 60)
    assert seen.unregistered_numbers() == [] and seen.uncovered_icons() == []
    assert all(tip.strip() for _rect, tip in tooltips.frame.items)
