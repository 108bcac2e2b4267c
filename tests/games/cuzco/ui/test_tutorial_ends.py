"""Kiesling & Kramer's tutorial ends as the other games' guides do (issue 32, point 12): at its last step it
offers "Play a game", which opens the new-game form; its step counter counts the steps shown one by one."""

from __future__ import annotations

from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.games.cuzco.ui.tutorial.coach import Coach
from tests.games.cuzco.ui.test_tutorial import _learner


def test_the_last_step_offers_play_a_game_and_it_opens_the_form() -> None:
    learner = _learner()
    scene = learner.open()
    counts = []
    while scene.coach.step is not None and scene.coach.step.expect.kind != "finish":
        learner.wait(lambda: not scene.coach.watching())
        learner.step()
        counts.append(scene.coach.counter())
        learner.do_step()
    learner.step(2)
    n, total = scene.coach.counter()
    assert n == total  # the last step is "step N of N"
    shown = [c[0] for c in counts] + [n]
    assert all(b - a in (0, 1) for a, b in zip(shown, shown[1:])), shown  # never a jump
    button = scene.coach.play_button
    assert button.rect.w > 0 and learner.app.screen.get_rect().contains(button.rect)
    assert not button.rect.colliderect(scene.coach.next_button.rect)
    learner.click(button.rect.center)
    assert isinstance(learner.top, NewGameScene)


def test_a_step_passed_with_the_one_before_does_not_make_the_counter_jump() -> None:
    class Steps:  # the counter reads only the index and the number of steps
        steps = list(range(10))
        index = 0

    coach = Steps()
    coach.skipped, coach._counted = 0, 0  # type: ignore[attr-defined]
    counter = Coach.counter.__get__(coach)  # type: ignore[attr-defined]
    assert counter() == (1, 10)
    coach.index = 1
    assert counter() == (2, 10)
    coach.index = 3  # one action passed steps 2 and 3 at once
    assert counter() == (3, 9)
    coach.index = 4
    assert counter() == (4, 9)
