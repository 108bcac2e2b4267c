"""Feld's Cuzco's screens lay out at 1024x700, 1600x900 and 1920x1080, at every UI scale the settings
offer, in English and in Spanish, with the longest texts (four players with long names, computer
levels after them, the pututu module's stats, the final round's scoring): no text or widget leaves the
window, none lies over another, a label stays inside its button; and on the table every board stays
inside the window and apart from the others, and everything drawn on a board (its tooltips mark it)
stays inside that board."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import partial

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Place, Setup, State, legal_actions, view
from cuzco.games.feld_cuzco.ui import autosave
from cuzco.games.feld_cuzco.ui.decisions import options, placing
from cuzco.games.feld_cuzco.ui.layout import table_scale
from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene, temple_result
from cuzco.games.feld_cuzco.ui.setup_scene import FeldSetupScene
from cuzco.games.feld_cuzco.ui.table_parts import table_parts
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.settings import UI_SCALES, Settings
from cuzco.shell.widgets.theme import scaled_by, ui_scale
from tests.waiting import step_until

from .layout_check import problems, texts_recorded, widgets_of

SIZES = ((1024, 700), (1600, 900), (1920, 1080))
NAMES = ("Maximiliano José", "Guadalupe María", "Bartolomé Quispe", "Wenceslao Amaru")  # 16 letters at most
LEVELS = {"1": "hard", "2": "normal", "3": "easy"}  # shown after the names, in the screen's language

_GAMES: dict[str, tuple[Game, State, State]] = {}


def _games() -> tuple[Game, State, State]:
    """A game with the pututu module played by random players to its end: (the game, the state at the
    start of round 6, the end)."""
    if not _GAMES:
        game = Game(Setup(NAMES, seed=3, pututu=True), meta={"bots": LEVELS})
        bot = make_bot("random", 3)
        last_round = game.state
        while not game.state.over:
            game.apply(bot.choose(view(game.state, game.state.actor)))
            if game.state.round == 6 and last_round.round < 6:
                last_round = game.state
        _GAMES["game"] = (game, last_round, game.state)
    return _GAMES["game"]


def _table(settings: Settings) -> Scene:
    """A late table (round 5) shown to the seat whose turn it is."""
    full, _last, _end = _games()
    game = Game(Setup(NAMES, seed=3, pututu=True), meta={"bots": LEVELS})
    for action in full.actions:
        if game.state.round >= 5:
            break
        game.apply(action)
    scene = FeldTableScene(game, settings, {}, autosave=False)
    scene.viewer = game.state.actor
    return scene


def _table_space_chosen(settings: Settings) -> Scene:
    """A late table (round 5 on) at the placing turn and action space with the most options (more than
    a page: 17 of them), that space chosen; an option is hovered once the buttons are laid out (see
    `_hover_an_option`)."""
    full, _last, _end = _games()
    game = Game(Setup(NAMES, seed=3, pututu=True), meta={"bots": LEVELS})
    most: tuple[int, int, int] = (-1, 0, 0)  # (options, actions played, space)
    for played, action in enumerate(full.actions):
        if game.state.round >= 5 and placing(game.state):
            found = legal_actions(game.state)
            for space in {a.space for a in found if isinstance(a, Place)}:
                most = max(most, (len(options(game.state, space, found)), played, space))
        game.apply(action)
    game = Game(Setup(NAMES, seed=3, pututu=True), meta={"bots": LEVELS})
    for action in full.actions[:most[1]]:
        game.apply(action)
    scene = FeldTableScene(game, settings, {}, autosave=False)
    scene.viewer, scene.space = game.state.actor, most[2]
    return scene


def _hover_an_option(scene: FeldTableScene, size: tuple[int, int]) -> None:
    """The pointer over the first option of the space chosen: its preview is drawn."""
    scene.draw(pygame.Surface(size))  # lays the buttons out
    first = next(button for button, action in scene.buttons if action is not None)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=first.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.hovered is not None


def _form(settings: Settings) -> Scene:
    autosave.write(_games()[0])  # Continue is offered too
    form = FeldSetupScene(settings)
    form.players = 4
    return form


SCREENS: dict[str, Callable[[Settings], Scene]] = {
    "table": _table,
    "table, a space chosen, an option hovered": _table_space_chosen,
    "new game form": _form,
    "end of the last round": lambda s: RoundEndScene(_games()[1], _games()[2],
                                                     [f"{name} (Difícil)" for name in NAMES],
                                                     temple_result(_games()[0], 6)),
    "results": lambda s: FeldResults(_games()[2], s, {int(k): v for k, v in LEVELS.items()}, _games()[0]),
}


def _table_problems(scene: FeldTableScene, size: tuple[int, int]) -> list[str]:
    found = []
    window = pygame.Rect((0, 0), size)
    assert scene.layout is not None
    with scaled_by(table_scale(size)):
        boxes = scene.layout.boxes()
        parts = table_parts(scene.state, scene.layout, scene.names(), scene.viewer, scene.state.actor, "", (0, 0, 0))
    found += [f"board {name} {tuple(rect)} leaves the window" for name, rect in boxes if not window.contains(rect)]
    found += [f"boards {a} and {b} overlap" for (a, ra), (b, rb) in itertools.combinations(boxes, 2)
              if ra.colliderect(rb)]
    for part in parts:
        for rect, tip in scene.table._zones[part.name].tips:
            if not part.rect.contains(rect):
                found.append(f"{part.name} {tuple(part.rect)}: {tip[:50]!r} {tuple(rect)} is cut off")
    return found


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_every_screen_lays_out_at_every_size_and_scale(screen: str, language: str) -> None:
    failures: list[str] = []
    try:
        i18n.set_language(language)
        walked: set[tuple[float, tuple[int, int]]] = set()
        for scale, size in itertools.product(UI_SCALES, SIZES):
            app = App(size, settings=Settings(ui_scale=scale, language=language), fps=None)
            # the screens lay out by the window's size and the interface size in effect, which the App
            # grows with the window and caps at what it has room for: each such pair is walked once
            in_effect = (ui_scale(), size)
            if in_effect in walked:
                pygame.quit()
                continue
            walked.add(in_effect)
            scene = SCREENS[screen](app.settings)
            app.push(scene)
            app.step(1 / 60)
            if isinstance(scene, FeldTableScene):  # its options are laid out in the frames after the first
                step_until(partial(app.step, 1 / 60), scene.options_settled, "the side panel's options laid out")
            with texts_recorded() as recorder:
                window = recorder(size)
                if screen == "table, a space chosen, an option hovered":
                    assert isinstance(scene, FeldTableScene)
                    _hover_an_option(scene, size)
                elif isinstance(scene, FeldTableScene):
                    scene.pointer = (-100, -100)  # no tooltip open
                scene.draw(window)
                found = problems(window.texts, widgets_of(scene), size)
            if isinstance(scene, FeldTableScene):
                found += _table_problems(scene, size)
            failures += [f"{scale:.2f} at {size[0]}x{size[1]}: {problem}" for problem in found]
            pygame.quit()
    finally:
        i18n.set_language("en")
    assert not failures, "\n".join(failures[:12]) + f"\n... {len(failures)} in all"


def test_the_check_finds_a_label_over_the_window_edge_and_texts_over_each_other() -> None:
    texts = [("VP", pygame.Rect(1000, 10, 40, 20)), ("a", pygame.Rect(10, 10, 50, 20)),
             ("b", pygame.Rect(40, 15, 50, 20))]
    found = problems(texts, [("button", pygame.Rect(30, 0, 40, 40))], (1024, 700))
    assert any("'VP'" in f and "leaves" in f for f in found) and any("'a'" in f and "'b'" in f for f in found)
    assert any("over button" in f for f in found)
