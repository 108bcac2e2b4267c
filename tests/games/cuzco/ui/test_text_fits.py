"""Every text fits its box, in English and in Spanish, at every supported window size and UI scale.

Spanish runs 20-30% longer than English. Each screen of the game is drawn
headless (menu, new game, settings, load, save, rules, the board with its HUD
and a tooltip, the hand-off, a festival bid, a festival proposal, the help,
both pages of the results) and every text it draws is checked against the window,
the button it labels and the panel it starts in (tests/games/cuzco/ui/text_fit_support.py).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme
from tests.games.cuzco.ui.text_fit_support import Recorder, RecordingSurface
from tests.waiting import step_until

ROOT = Path(__file__).resolve().parents[4]
# (window size, UI scales the player can choose); the App grows the scale with big windows itself
CASES = [
    ((1024, 700), (0.75, 1.0, 2.0)),
    ((1600, 900), (1.0, 1.5)),
    ((3840, 2160), (1.0, 2.0)),
]


def _shots() -> Any:
    spec = importlib.util.spec_from_file_location("cuzco_screenshots", ROOT / "build_scripts" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def shots() -> Any:
    return _shots()


@pytest.fixture(scope="module")
def game(shots: Any) -> Any:
    return shots.greedy_game()


class Screens:
    """One App on a recording screen; each method shows one screen and returns the scene on top."""

    def __init__(self, app: App, shots: Any, game: Any) -> None:
        self.app, self.shots, self.game = app, shots, game
        self.rec: Recorder | None = None

    def step(self, frames: int = 2) -> None:
        for _ in range(frames):
            if self.rec is not None:  # each frame checks its texts against its own panels only
                self.rec.new_frame()
            self.app.step(1 / 60)

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)
        self.step(1)

    def key(self, key: int) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    def move(self, pos: tuple[int, int]) -> None:
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def show(self, scene: Any) -> Any:
        self.app.stack.clear(scene)
        self.step(3)
        return scene

    def table(self, count: int, hotseat: bool = False) -> Any:
        from cuzco.games.cuzco.ui.game_scene import GameScene

        return self.show(GameScene(self.shots.replay(self.game, count), self.app.settings, hotseat=hotseat))

    def at(self, wanted: Callable[[Any], bool]) -> int:
        return int(self.shots.first_state(self.game, wanted))


def menu(s: Screens) -> None:
    from cuzco.shell import persistence
    from cuzco.shell.scenes.menu import MenuScene

    persistence.autosave(s.shots.replay(s.game, s.at(s.shots.early_turn)))
    s.show(MenuScene(s.app.settings))


def new_game(s: Screens) -> None:
    from cuzco.games.cuzco.ui.new_game import NewGameScene

    s.show(NewGameScene(s.app.settings))


def settings(s: Screens) -> None:
    from cuzco.shell.scenes.settings_scene import SettingsScene

    s.show(SettingsScene(s.app.settings))


def load(s: Screens) -> None:
    from cuzco import paths
    from cuzco.shell import persistence
    from cuzco.shell.scenes.save_load import LoadScene

    persistence.save_named(s.shots.replay(s.game, 40), "Partida del domingo con los primos")
    broken = paths.saves_dir() / "A save from a newer edition of the game, with a long name.json"
    broken.write_text('{"format": "cuzco-save", "version": 99, "game": "cuzco"}', encoding="utf-8")
    scene = s.show(LoadScene(s.app.settings))
    every_row_read(s, scene)  # the broken one with its (long) reason
    assert any(entry.problem for entry in scene.entries)


def every_row_read(s: Screens, scene: Any) -> None:
    step_until(lambda: s.step(1), lambda: not any(entry.pending for entry in scene.entries), "every row read")
    s.step(1)  # drawn with every row


def save(s: Screens) -> None:
    from cuzco.shell.scenes.save_dialog import SaveDialog

    s.show(SaveDialog(s.shots.replay(s.game, 40), s.app.settings))


def rules(s: Screens) -> None:
    from cuzco.shell.scenes.rules_scene import RulesScene

    s.show(RulesScene(s.app.settings))


def board(s: Screens) -> None:
    scene = s.table(s.at(s.shots.early_turn))
    toolbar = [b for b in getattr(scene.view, "buttons", []) if getattr(b, "tooltip", "")]
    if toolbar:  # a toolbar tooltip, the widest one
        widest = max(toolbar, key=lambda b: len(b.tooltip))
        s.move(widest.rect.center)


def late_board(s: Screens) -> None:
    scene = s.table(s.at(s.shots.late_turn))
    st = scene.state
    temples = [st.hex(c) for c in range(st.board.cell_count) if st.disc[c]]
    if temples:  # a city's tooltip
        s.move(scene.view.hex_screen_pos(temples[0]))


def handoff(s: Screens) -> None:
    s.table(s.at(s.shots.early_turn), hotseat=True)


def festival(s: Screens) -> None:
    s.table(s.at(s.shots.contested_bid), hotseat=True)
    s.key(pygame.K_RETURN)


def proposal(s: Screens) -> None:
    from cuzco.games.cuzco.rules.actions import ProposeFestival
    from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene

    index = next(i for i, a in enumerate(s.game.actions) if isinstance(a, ProposeFestival))
    scene = s.table(index)
    s.app.stack.push(FestivalProposalScene(scene.game, s.app.settings, s.game.actions[index].hex))
    s.step(3)


def help_overlay(s: Screens) -> None:
    from cuzco.shell.scenes.help_overlay import HelpOverlay

    s.table(s.at(s.shots.early_turn))
    s.app.stack.push(HelpOverlay(s.app.settings))
    s.step(3)


def results(s: Screens) -> None:
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene

    s.show(ResultsScene(s.game, s.app.settings))
    s.key(pygame.K_RETURN)  # the whole final scoring at once
    s.step(2)


def results_summary(s: Screens) -> None:
    results(s)
    s.key(pygame.K_RETURN)


def festival_outcome(s: Screens) -> None:
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene

    s.table(s.at(s.shots.contested_bid), hotseat=True)
    s.key(pygame.K_RETURN)

    def on() -> None:  # every later bidder drops out, the curtains lifted, up to the outcome
        top = s.app.stack.top
        if isinstance(top, FestivalScene) and "drop" in getattr(top, "buttons", {}):
            s.post(*_click(top.buttons["drop"].rect.center))
            s.step(5)
        else:
            s.key(pygame.K_RETURN)
            s.step(20)

    step_until(on, lambda: isinstance(s.app.stack.top, FestivalScene) and s.app.stack.top.phase == "outcome",
               "the festival's outcome")
    s.app.stack.top.age = 99.0  # every row shown (they come one by one, the last after 1.45 s for four players)
    s.step(2)


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def game_chooser(s: Screens) -> None:
    from cuzco.shell.scenes.game_chooser import GameChooserScene

    s.show(GameChooserScene(s.app.settings))


def rules_chooser(s: Screens) -> None:
    from cuzco.shell.scenes.game_chooser import GameChooserScene

    s.show(GameChooserScene(s.app.settings, purpose="rules"))


def incan_gold_form(s: Screens) -> None:
    from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene

    form = s.show(IncanGoldSetupScene(s.app.settings))
    form.players = 8  # every seat drawn
    s.step(2)


def _incan_gold_table(s: Screens) -> Any:
    from cuzco.games.incan_gold.bots import make_bot
    from cuzco.games.incan_gold.rules import Game as IncanGoldGame
    from cuzco.games.incan_gold.rules import Setup as IncanGoldSetup
    from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene

    names = ("Amaru", "Killa", "Inti (reflexivo)", "Sisa (prudente)", "Yupanqui (audaz)", "Qori", "Wayra", "Tupaq")
    bots = {p: make_bot(("bold", "cautious", "reasoning")[p % 3]) for p in range(1, 8)}
    return s.show(IncanGoldScene(IncanGoldGame(IncanGoldSetup(names, seed=3)), s.app.settings, bots, autosave=False))


def incan_gold_table(s: Screens) -> None:
    scene = _incan_gold_table(s)
    step_until(lambda: s.step(1), lambda: scene.chooser is not None and scene.buttons, "the human's secret choice")


def incan_gold_menu(s: Screens) -> None:
    _incan_gold_table(s)
    s.key(pygame.K_ESCAPE)  # the in-game menu
    s.step(2)


def incan_gold_save(s: Screens) -> None:
    from cuzco.shell.scenes.save_dialog import SaveDialog

    s.show(SaveDialog(_incan_gold_table(s).game, s.app.settings))  # the long default name scrolls in its box


def incan_gold_load(s: Screens) -> None:
    from cuzco.games.incan_gold.ui import autosave as incan_gold_autosave
    from cuzco.shell.scenes.save_load import LoadScene

    scene = _incan_gold_table(s)
    incan_gold_autosave.write(scene.game)  # the Incan Gold autosave row, with its game named
    every_row_read(s, s.show(LoadScene(s.app.settings)))


def incan_gold_results(s: Screens) -> None:
    from cuzco.games.incan_gold.bots.match import play_game as play_incan_gold
    from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults

    s.show(IncanGoldResults(play_incan_gold(["bold", "cautious", "reasoning"] * 2 + ["bold"] * 2, seed=3).state,
                            s.app.settings))


SCREENS = [menu, new_game, settings, load, save, rules, board, late_board, handoff, festival, proposal,
           help_overlay, results, results_summary, festival_outcome, game_chooser, rules_chooser, incan_gold_form,
           incan_gold_table, incan_gold_menu, incan_gold_save, incan_gold_load, incan_gold_results]


# Only the settings screen shows the chosen interface size itself; every other screen draws by the window's
# size and the interface size in effect, which the App grows with big windows and caps at what the window has
# room for: at 3840x2160 both choices come to 200%, at 1024x700 200% comes to 100%. Those screens are drawn
# once for each size in effect (5 of the 7 window-and-choice pairs).
CHOSEN_SIZE_SHOWN = {settings}


@pytest.fixture
def window() -> Iterator[None]:
    yield
    i18n.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("size", "scales"), CASES, ids=[f"{w}x{h}" for (w, h), _ in CASES])
def test_every_text_fits_its_box(
    language: str, size: tuple[int, int], scales: tuple[float, ...], shots: Any, game: Any, window: None
) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    report: list[str] = []
    walked: set[float] = set()  # the interface sizes in effect walked already
    for scale in scales:
        app = App(size, settings=Settings(language=language, ui_scale=scale), fps=None)
        app.apply_settings(app.settings)
        pygame.event.clear()  # a resize left in the queue by an earlier test would swap the recording screen out
        app.screen = RecordingSurface(size)
        screens = Screens(app, shots, game)
        in_effect = theme.ui_scale()
        for screen in SCREENS:
            if in_effect in walked and screen not in CHOSEN_SIZE_SHOWN:
                continue  # drawn already at this window size and the same interface size in effect
            with Recorder() as rec:
                rec.screen = app.screen
                screens.rec = rec
                screen(screens)
                rec.new_frame()
                screens.step(1)
                assert rec.drawn, f"{screen.__name__} drew no text"
                report += [f"{screen.__name__} @ {scale}: {p}" for p in rec.problems()]
        walked.add(in_effect)
        pygame.quit()
    assert not report, f"{len(report)} text(s) do not fit ({language}, {size}):\n" + "\n".join(report[:60])


def test_the_check_catches_text_out_of_its_box(window: None) -> None:
    from cuzco.shell import widgets
    from cuzco.shell.widgets import Button, draw_text

    pygame.init()
    pygame.display.set_mode((400, 300))
    screen = RecordingSurface((400, 300))
    with Recorder() as rec:
        rec.screen = screen
        Button((170, 10, 60, 30), "A label far too long for this button", lambda: None).draw(screen)
        widgets.draw_panel(screen, pygame.Rect(100, 100, 120, 80))  # looked up now: the recording one
        draw_text(screen, "a line that runs out of the panel", (110, 120), 22)
        draw_text(screen, "off the edge", (380, 280), 22)
        draw_text(screen, "one text", (10, 250), 22)
        draw_text(screen, "another text", (30, 252), 22)
        panel = pygame.Surface((50, 20))
        draw_text(panel, "wider than its surface", (0, 0), 22)
        found = rec.problems()
    assert any("overflows its button" in p for p in found)
    assert any("runs out of its panel" in p for p in found)
    assert any("'off the edge' leaves the window" in p for p in found)
    assert any("leaves its panel surface" in p for p in found)
    assert any("'one text' and 'another text' overlap" in p for p in found)


def test_the_festival_outcome_headings_keep_apart(shots: Any, game: Any, window: None,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: in Spanish at 1024x700 "Puntos de Festival" ran into "Cartas jugadas"."""
    from cuzco.games.cuzco.ui.scenes import festival_outcome as outcome_module

    drawn: list[tuple[str, pygame.Rect]] = []
    real = outcome_module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(outcome_module, "draw_text", spy)
    app = App((1024, 700), settings=Settings(language="es"), fps=None)
    app.apply_settings(app.settings)
    screens = Screens(app, shots, game)
    festival_outcome(screens)
    drawn.clear()
    screens.step(1)
    headings = [i18n._(t) for t in ("Player", "Festival points", "Cards played", "Prestige")]
    rects = [next(r for text, r in drawn if text and heading.startswith(text.rstrip("…")[:6])) for heading in headings]
    for left, right in zip(rects, rects[1:]):
        assert left.right < right.left, f"headings overlap: {left} {right}"
