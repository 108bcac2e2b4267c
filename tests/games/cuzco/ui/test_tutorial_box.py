"""The guided game's box, through real posted pygame events: it takes the clicks, hovers and wheel turns
that land on it (none reach the board beneath), its buttons keep their place from step to step on each
screen, and no step passes while something else is on top of the game screen."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.tutorial import TutorialScene
from cuzco.games.cuzco.ui.tutorial.script import FIRST_TRIPLE
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from tests.games.cuzco.ui.tutorial_driver import Learner


def _learner(size: tuple[int, int] = (1280, 800)) -> Learner:
    app = App(size, settings=Settings(animation_speed=0.0), fps=None)
    app.push(MenuScene(app.settings))
    learner = Learner(app)
    learner.step(2)
    return learner


def _to_step(learner: Learner, scene: TutorialScene, step_id: str) -> None:
    while scene.coach.step is not None and scene.coach.step.id != step_id:
        learner.do_step()


def test_the_box_takes_the_clicks_hovers_and_wheel_that_land_on_it() -> None:
    learner = _learner()
    scene = learner.open()
    _to_step(learner, scene, "place")
    box = scene.coach.box("board")
    under = [h for h in scene.state.board.hexes if box.inflate(-40, -40).collidepoint(scene.view.hex_screen_pos(h))
             and scene.queries.placements("triple").get((h, FIRST_TRIPLE.rotation)) is not None]
    assert under, "the box covers no hex where the triple in hand would fit"
    pos = scene.view.hex_screen_pos(under[0])
    outside = scene.view.hex_screen_pos(Hex(0, 0))
    learner.move(outside)
    assert scene.hover_hex == Hex(0, 0)  # off the box, the board sees the pointer
    learner.move(pos)
    assert scene.hover_hex is None  # on the box: no ghost tile, no tooltip from the hex beneath
    zoom = scene.view.layout.size
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    learner.step()
    assert scene.view.layout.size == zoom  # the wheel over the box does not zoom the board
    state, feedback = scene.state, scene.coach.feedback
    learner.click(pos)
    assert scene.state is state and scene.coach.feedback == feedback  # the click never reached the board
    assert scene.coach.step is not None and scene.coach.step.id == "place"


def _places(size: tuple[int, int]) -> dict[str, set[tuple[tuple[int, int, int, int], ...]]]:
    """Play the whole lesson at `size`: per screen, every (box, Leave, Next) seen at a step."""
    learner = _learner(size)
    scene = learner.open()
    seen: dict[str, set[tuple[tuple[int, int, int, int], ...]]] = {}
    while not isinstance(learner.top, MenuScene):
        learner.wait(lambda: not scene.coach.watching())
        step = scene.coach.step
        assert step is not None
        if step.screen == "festival":
            learner.wait(lambda: type(learner.top).__name__ == "TutorialFestivalScene")
        learner.step()
        coach = scene.coach
        rects = (tuple(coach.box(step.screen)), tuple(coach.leave_button.rect), tuple(coach.next_button.rect))
        seen.setdefault(step.screen, set()).add(rects)
        learner.do_step()
    pygame.quit()
    return seen


def test_the_box_buttons_keep_their_place_from_step_to_step() -> None:
    for size in ((1600, 900), (1024, 700)):
        seen = _places(size)
        assert set(seen) == {"board", "proposal", "festival"}
        for screen, places in seen.items():
            assert len(places) == 1, f"at {size} the box or its buttons moved on the {screen} screen: {places}"


def test_a_step_cannot_pass_while_the_help_is_up() -> None:
    learner = _learner()
    scene = learner.open()
    _to_step(learner, scene, "rotate")
    index = scene.coach.index
    learner.key(pygame.K_F1)
    assert learner.top is not scene, "F1 did not open the help"
    scene.pointer.turn(FIRST_TRIPLE.rotation)  # the step's wish, met under the help
    learner.step(40)  # past the help's guard against a stray key
    scene.coach.update()
    assert scene.coach.index == index  # nothing passes while the help covers the game
    learner.key(pygame.K_ESCAPE)
    assert learner.top is scene
    learner.step(2)
    assert scene.coach.index == index + 1
