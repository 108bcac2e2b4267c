"""Every screen lays out at every offered UI scale and at window sizes from 1024x700 to 4K:
no widget leaves the window, none overlaps another, and the text a scene declares
(`layout_boxes()`: titles, subtitles, notes) keeps clear of the widgets too."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui import rules_pictures
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.bots.match import play_game as play_incan_gold
from cuzco.games.incan_gold.rules import Game as IncanGoldGame
from cuzco.games.incan_gold.rules import Setup as IncanGoldSetup
from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.main import App
from cuzco.shell.persistence import autosave, save_named
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.scenes.help_overlay import HelpOverlay
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.rules_scene import RulesScene
from cuzco.shell.scenes.save_dialog import SaveDialog
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.scenes.settings_scene import SettingsScene
from cuzco.shell.settings import UI_SCALES, Settings
from cuzco.shell.widgets import theme

SIZES = [(1024, 700), (1280, 800), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]


def _game() -> Game:
    return Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 5, first_player=0))


_FINISHED: list[Game] = []


def _finished() -> Game:
    if not _FINISHED:
        _FINISHED.append(play_game(["greedy", "random", "greedy"], seed=11))
    return _FINISHED[0]


def _new_game_form(settings: Settings) -> Scene:
    form = NewGameScene(settings)
    form.players = 4
    return form


def _load_screen(settings: Settings) -> Scene:
    autosave(_game())
    for k in range(3):
        save_named(_game(), f"a long save name for the list number {k}")
    return LoadScene(settings)


SCREENS: dict[str, Callable[[Settings], Scene]] = {
    "menu": MenuScene,
    "new game": _new_game_form,
    "load": _load_screen,
    "save": lambda s: SaveDialog(_game(), s),
    "settings": SettingsScene,
    "in-game menu": lambda s: GameMenu(_game(), s),
    "hand-off": lambda s: HandoffScene("Tupaq", (58, 110, 214), "Your turn: turn 12 of the game", "square"),
    "hand-off with a summary": lambda s: HandoffScene(
        "Tupaq",
        (58, 110, 214),
        "Your turn: turn 12 of the game",
        "square",
        summary=[f"Player {n} placed a triple and a double, brought an Inca in, built a temple: +2 PP" for n in "123"],
        can_replay=True,
    ),
    "help": HelpOverlay,
    "rules": RulesScene,
    "game": lambda s: GameScene(_game(), s, hotseat=False),
    "results": lambda s: ResultsScene(_finished(), s),
    "rules chooser": lambda s: GameChooserScene(s, purpose="rules"),
    "game chooser": GameChooserScene,
    "incan gold form": lambda s: IncanGoldSetupScene(s),
    "incan gold results": lambda s: IncanGoldResults(play_incan_gold(["bold"] * 8, seed=3).state, s),
    "incan gold table": lambda s: IncanGoldScene(  # one human: the choice panel and the Menu button
        IncanGoldGame(IncanGoldSetup(tuple("ABCDEFGH"), seed=3)), s, {p: make_bot("bold") for p in range(1, 8)},
        autosave=False),
}


def _widgets(scene: Scene) -> Iterator[tuple[str, pygame.Rect]]:
    """Every widget a scene holds (buttons, inputs, pickers, steppers, toggles, sliders)."""
    for name, value in vars(scene).items():
        items: list[tuple[str, Any]]
        if isinstance(value, dict):
            items = [(f"{name}[{k}]", v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(f"{name}[{i}]", v) for i, v in enumerate(value)]
        else:
            items = [(name, value)]
        for label, item in items:
            rect = getattr(item, "rect", None)
            if isinstance(rect, pygame.Rect) and hasattr(item, "handle_event") and rect.w > 1:
                yield label, rect


def _boxes(scene: Scene) -> list[tuple[str, pygame.Rect]]:
    boxes = list(_widgets(scene))
    extra = getattr(scene, "layout_boxes", None)
    if extra is not None:
        boxes += list(extra())
    return boxes


def _problems(scene: Scene, size: tuple[int, int]) -> list[str]:
    window = pygame.Rect((0, 0), size)
    found = []
    boxes = _boxes(scene)
    for name, rect in boxes:
        if not window.contains(rect):
            found.append(f"{name} {tuple(rect)} is clipped by the window")
    for (a, ra), (b, rb) in itertools.combinations(boxes, 2):
        inside = (ra.contains(rb) and a.startswith("panel")) or (rb.contains(ra) and b.startswith("panel"))
        if ra.colliderect(rb) and not inside:
            found.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    if getattr(scene, "fits", True) is False:
        found.append("the scene says its content does not fit")
    return found


@pytest.fixture(scope="module", autouse=True)
def _bots_game() -> None:
    _finished()


@pytest.fixture(autouse=True)
def _valley_pictures_drawn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules page's pictures of the valley take seconds at 4K (every texture at that size) and bring
    nothing to the layout but their size: here each is drawn once, small, then scaled to the width asked.
    tests/shell/test_collection.py draws them for real."""
    real = rules_pictures._board
    drawn: dict[tuple[int, frozenset[int], frozenset[int]], pygame.Surface] = {}

    def board(state: Any, cells: set[int], width: int, ring: set[int] | None = None) -> pygame.Surface:
        key = (id(state), frozenset(cells), frozenset(ring or ()))
        if key not in drawn:
            drawn[key] = real(state, cells, 200, ring)
        small = drawn[key]
        return pygame.transform.scale(small, (width, round(width * small.get_height() / small.get_width())))

    monkeypatch.setattr(rules_pictures, "_board", board)


# Only the settings screen shows the chosen interface size itself; every other screen lays out by the
# window's size and the interface size in effect, which the App grows with big windows and caps at what
# the window has room for: at 3840x2160 every choice comes to the largest, at 1024x700 every choice from
# 100% up comes to 100%. A screen is laid out once for each size in effect (11 of the 36 combinations).
CHOSEN_SIZE_SHOWN = {"settings"}


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_every_screen_lays_out_at_every_scale_and_size(screen: str) -> None:
    failures = []
    walked: set[tuple[float, tuple[int, int]]] = set()
    for scale, size in itertools.product(UI_SCALES, SIZES):
        app = App(size, settings=Settings(ui_scale=scale), fps=None)
        in_effect = (scale if screen in CHOSEN_SIZE_SHOWN else theme.ui_scale(), size)
        if in_effect in walked:
            pygame.quit()
            continue  # laid out already, at the same size in effect
        walked.add(in_effect)
        scene = SCREENS[screen](app.settings)
        app.push(scene)
        app.step(1 / 60)
        app.step(1 / 60)
        for problem in _problems(scene, size):
            failures.append(f"{scale:.2f} at {size[0]}x{size[1]}: {problem}")
        pygame.quit()
    assert not failures, "\n".join(failures[:12]) + f"\n... {len(failures)} in all"
