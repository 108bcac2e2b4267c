"""Asleep when idle (`cuzco.shell.frames`, `App.rest`): the loop draws after an event and while something
asks for frames, and otherwise waits on the event queue; the screens a player leaves open ask for none."""

from __future__ import annotations

import threading

import pygame
import pytest

from cuzco.shell import frames
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.settings import Settings
from tests.waiting import leave_the_interpreter, step_until


class Still(Scene):
    """A scene that changes only with input, and counts its frames."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn = 0
        self.ask_after: float | None = None

    def wants_frames(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1
        if self.ask_after is not None:
            frames.request(after=self.ask_after)


def _app(scene: Scene) -> App:
    app = App((640, 480), settings=Settings(), fps=60)
    app.push(scene)
    pygame.event.clear()
    app.step()
    app.step()  # the frame after the opening events, where hover looks settle
    return app


def test_a_still_scene_wants_no_frame_until_an_event_comes() -> None:
    app = _app(Still())
    assert not app.wants_frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    app.rest()  # returns: the event is there
    app.step()
    assert app.wants_frame()  # one more frame after an event
    app.step()
    assert not app.wants_frame()


def test_a_request_during_a_frame_asks_for_the_next_one_when_it_falls_due() -> None:
    scene = Still()
    app = _app(scene)
    scene.ask_after = 0.0
    app.step()
    assert app.wants_frame()
    scene.ask_after = 3600.0
    app.step()
    assert not app.wants_frame()  # asked for, but not yet due


def test_a_worker_thread_wakes_the_sleeping_loop() -> None:
    app = _app(Still())
    worker = threading.Thread(target=frames.wake)
    worker.start()
    worker.join()
    app.rest()  # would sleep for ever without the worker's event
    drawn = app.stack.top.drawn  # type: ignore[union-attr]
    app.step()
    assert app.stack.top.drawn == drawn + 1  # type: ignore[union-attr]


def test_the_default_scene_is_drawn_every_frame() -> None:
    app = _app(Scene())
    assert app.wants_frame()


def test_the_title_screen_redraws_only_its_sun_between_events() -> None:
    from cuzco.shell.scenes.menu import SUN_STEP, MenuScene

    app = _app(MenuScene(Settings()))
    assert not app.stack.wants_frames()
    assert app._due is not None and app._partial  # the sun's next frame, and only the sun's
    scene = app.stack.top
    full = scene.draw
    scene.draw = lambda surface: pytest.fail("a full frame while only the sun moves")  # type: ignore[method-assign]
    age = scene.age  # type: ignore[attr-defined]
    app.step(SUN_STEP)
    assert scene.age > age  # type: ignore[attr-defined]
    scene.draw = full  # type: ignore[method-assign]


def test_the_hand_off_curtain_redraws_only_its_pulsing_line_between_events() -> None:
    from cuzco.shell.scenes.handoff import PULSE_STEP, HandoffScene

    app = _app(HandoffScene("Killa", (40, 160, 60), "Your turn 7"))
    assert not app.stack.wants_frames()
    assert app._due is not None and app._partial
    scene = app.stack.top
    full = scene.draw
    scene.draw = lambda surface: pytest.fail("a full frame while only the line pulses")  # type: ignore[method-assign]
    for _ in range(3):
        app.step(PULSE_STEP)
    assert scene.age >= 3 * PULSE_STEP  # type: ignore[attr-defined]  # the click guard's clock goes on
    scene.draw = full  # type: ignore[method-assign]


def _cuzco_table(settings: Settings) -> Scene:
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.cuzco.ui.game_scene import GameScene

    game = Game.new(Setup(("Ana", "Bea", "Cai"), seed=5))
    return GameScene(game, settings, hotseat=False, bots={p: make_bot("random", p) for p in (1, 2)})


def _rules(settings: Settings) -> Scene:
    from cuzco.shell.scenes.rules_scene import RulesScene

    return RulesScene(settings)


def _load(settings: Settings) -> Scene:
    from cuzco.games.feld_cuzco.rules import Game, Setup
    from cuzco.shell import persistence
    from cuzco.shell.scenes.save_load import LoadScene

    for i in range(3):
        persistence.save_named(Game(Setup(("Ana", "Bea"), seed=i)), f"Game {i}")
    return LoadScene(settings)


def _feld_table(settings: Settings) -> Scene:
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import Game, Setup
    from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene

    return FeldTableScene(Game(Setup(("Ana", "Bea"), seed=5)), settings, {1: make_bot("easy", 1)},
                          autosave=False)


@pytest.mark.parametrize("screen", [_rules, _load, _feld_table, _cuzco_table], ids=lambda f: f.__name__[1:])
def test_a_screen_waiting_for_a_human_asks_for_no_frames(screen: object) -> None:
    settings = Settings()
    app = App((1600, 900), settings=settings, fps=None)
    app.push(screen(settings))  # type: ignore[operator]
    # the opening frames: rows read, a computer seat's move, a sheet that opens
    step_until(lambda: app.step(1 / 60), lambda: not app.wants_frame(),
               f"{type(app.stack.top).__name__} to stop asking for frames", idle=leave_the_interpreter)
