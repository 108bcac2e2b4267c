"""Animations Off (speed 0): a reveal nobody at the screen is asked to click through goes on by itself
(each step drawn at once in its final place)."""

from __future__ import annotations

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings

from .test_screens import SIZE


def _table(humans: set[int]) -> tuple[App, IncanGoldScene]:
    app = App(SIZE, settings=Settings(animation_speed=0.0), fps=None)
    game = Game(Setup(("Amaru", "Inti", "Sisa"), seed=3, first_player=0))
    bots = {p: make_bot("normal", f"off/{p}") for p in range(3) if p not in humans}
    scene = IncanGoldScene(game, app.settings, bots=bots, autosave=False)
    app.push(scene)
    return app, scene


def _run(app: App, scene: IncanGoldScene, done: object, seconds: float) -> None:
    """Frames of a quarter second (the table's own clock), no click, until `done()` or `seconds` of game time."""
    waited = 0.0
    while not done():  # type: ignore[operator]
        assert waited < seconds, "the table waits for a click nobody is asked to give"
        app.step(0.25)
        waited += 0.25


def test_an_all_computer_game_gets_past_its_reveals_with_animations_off() -> None:
    app, scene = _table(set())
    _run(app, scene, lambda: bool(scene.steps), 10)
    reveals = scene.state.reveals
    _run(app, scene, lambda: scene.state.reveals >= reveals + 3, 120)  # three reveals went by without a click
    assert scene.reveal_pace() == 1.0


def test_with_a_player_at_the_screen_the_reveal_waits_for_their_click() -> None:
    app, scene = _table({0})
    _run(app, scene, lambda: scene.card is not None or scene.chooser is not None, 10)
    app.step(1 / 60)
    assert scene.card is not None
    scene.choose(True)
    assert scene.steps and scene.reveal_pace() == 0.0
    first = scene.steps[0]
    for _ in range(8):
        app.step(0.25)
    assert scene.steps and scene.steps[0] is first  # the player reads at their own pace: a click moves on
