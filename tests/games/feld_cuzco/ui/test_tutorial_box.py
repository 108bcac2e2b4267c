"""Where Feld's guided first game puts its guide's box, measured on the drawn rectangles at every step,
at 1024x700 and 1600x900, in English and Spanish: inside the window, tall enough for all its words, and
clear of what the step rings, of the menu a target opened and of the glowing spots of the move asked; the
kit's words and menus are drawn over it. Also: nothing of the table shows through a card over it."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene
from cuzco.games.feld_cuzco.ui.tutorial import STEPS, FeldTutorialScene
from cuzco.shell import i18n, tooltips

from .driver import Driver
from .test_tutorial import board_step, lesson_over, open_tutorial, walk


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.set_language("en")


def measure(scene: FeldTutorialScene, window: pygame.Surface) -> list[str]:
    """What is wrong with the box as drawn now (nothing: [])."""
    order: list[str] = []
    draw_coach, draw_box = scene.draw_coach, tooltips.draw_box

    def coach_drawn(surface: pygame.Surface) -> None:
        draw_coach(surface)
        order.append("box")

    def words_drawn(surface: pygame.Surface, pos: tuple[int, int], lines: list[str]) -> pygame.Rect | None:
        order.append("words")
        return draw_box(surface, pos, lines)

    scene.draw_coach = coach_drawn  # type: ignore[method-assign]
    tooltips.draw_box = words_drawn  # type: ignore[assignment]
    try:
        scene.draw(window)
    finally:
        scene.draw_coach = draw_coach  # type: ignore[method-assign]
        tooltips.draw_box = draw_box
    box = scene.coach_box
    step = scene.coach.step.id if scene.coach.step else "?"
    wrong = []
    if not window.get_rect().contains(box):
        wrong.append(f"{step}: the box {tuple(box)} leaves the window")
    if box.h < scene.coach_needed:
        wrong.append(f"{step}: the box is {box.h} high for {scene.coach_needed} of title and words")
    for rect, _colour in scene.coach.targets():
        if box.colliderect(rect):
            wrong.append(f"{step}: the box covers the ringed {tuple(rect)}")
    for rect in scene.coach.wanted_rects():
        if box.colliderect(rect):
            wrong.append(f"{step}: the box covers the spot of the move asked {tuple(rect)}")
    if scene.kit.menu is not None and box.colliderect(scene.kit.menu.rect):
        wrong.append(f"{step}: the box covers the menu {tuple(scene.kit.menu.rect)}")
    if scene.kit.painter.words and (not order or order[-1] != "words" or "box" not in order):
        wrong.append(f"{step}: the kit's words are drawn under the box ({order})")
    return wrong


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
def test_the_guide_box_covers_nothing_it_speaks_of_at_every_step(size: tuple[int, int], language: str) -> None:
    d = Driver(size)
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_tutorial(d)
    window = pygame.Surface(size)
    wrong: list[str] = []
    measured: set[str] = set()

    def gesture() -> None:
        coach = scene.coach
        if d.top is scene and coach.step is not None:
            rects = coach.wanted_rects() if coach.on_step() else []
            if rects and coach.step.id not in measured:  # the pointer on the spot asked: its preview shows
                d.move(rects[-1].center)
            wrong.extend(measure(scene, window))
            measured.add(coach.step.id)
        board_step(d, scene)

    walk(d, scene, lambda: lesson_over(d, scene), "the end of the guided game", gesture)
    wrong += measure(scene, window)
    measured.add("finish")
    assert measured == {s.id for s in STEPS}
    assert not wrong, "\n".join(wrong[:12])


def test_a_menu_a_target_opens_is_never_under_the_box() -> None:
    """The blessing's card opens a menu (knowledge or food): the box keeps clear of it, at the small size."""
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    window = pygame.Surface((1024, 700))
    menus = [0]

    def gesture() -> None:
        if d.top is scene and scene.kit.menu is not None:
            menus[0] += 1
            assert not measure(scene, window)
            scene.kit.menu.rect = scene.coach_box.copy()  # a menu opened where the box stood: the box moves
            assert not measure(scene, window)
        board_step(d, scene)

    walk(d, scene, lambda: lesson_over(d, scene), "the end of the guided game", gesture)
    assert menus[0] >= 1


def test_nothing_of_the_table_shows_through_the_round_over_card() -> None:
    """A tooltip (or the kit's words) resting under the round-over card is not drawn under its veil."""
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    walk(d, scene, lambda: isinstance(d.top, RoundEndScene), "the round-over card")
    assert isinstance(d.top, RoundEndScene)
    assert scene.layout is not None
    scene.pointer = scene.layout.masks[0].center  # a pointer resting on the table before the card came
    drawn: list[str] = []
    tip, control_tips = scene.draw_tip, scene.draw_control_tips
    scene.draw_tip = lambda surface: drawn.append("tip")  # type: ignore[method-assign,assignment]
    scene.draw_control_tips = lambda surface: drawn.append("controls")  # type: ignore[method-assign,assignment]
    kit_draw = scene.kit.draw
    scene.kit.draw = lambda surface: drawn.append("kit")  # type: ignore[method-assign]
    try:
        d.step(2)
    finally:
        scene.draw_tip, scene.draw_control_tips, scene.kit.draw = tip, control_tips, kit_draw  # type: ignore
    assert drawn == []
