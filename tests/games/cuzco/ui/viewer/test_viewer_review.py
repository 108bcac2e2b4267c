"""Move review in the viewer: runs in the background with progress, then a chart, timeline marks and
the computer's move shown on the board at a marked turn. Driven by posted pygame events."""

from __future__ import annotations

import threading
import time
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots.match import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui.viewer import review_panel
from cuzco.games.cuzco.ui.viewer.describe import highlight
from tests.games.cuzco.ui.viewer.conftest import Viewer, open_viewer


@pytest.fixture(scope="module")
def normal_game() -> Game:
    return play_game(("normal", "normal"), seed=11, max_actions=90)


def _wait(viewer: Viewer, done: Any, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the review did not finish"
        viewer.step()
        time.sleep(0.01)


def test_review_runs_in_the_background_then_marks_and_suggests(
    normal_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    real = review_panel.review_game

    def held(first: Any, actions: Any, budget: int, progress: Any, stop: Any) -> Any:
        def tell(done: int, total: int) -> None:
            progress(done, total)
            gate.wait(30)  # holds the worker after each turn until the test lets it go

        return real(first, actions, budget, tell, stop)

    monkeypatch.setattr(review_panel, "review_game", held)
    monkeypatch.setattr(review_panel, "BUDGET", 0)
    viewer = open_viewer(normal_game)
    sc = viewer.scene
    viewer.click(sc.review.button.rect.center)
    _wait(viewer, lambda: sc.review.done >= 1, 30)
    assert sc.review.running and sc.review.total > 1
    frames_before = sc.time
    viewer.key(pygame.K_RIGHT)  # the viewer stays usable while the worker thinks
    viewer.key(pygame.K_RIGHT)
    assert sc.position == 2 and sc.time > frames_before
    assert sc.review.button.label == "Reviewing..."
    gate.set()
    _wait(viewer, lambda: sc.review.review is not None)
    review = sc.review.review
    assert review is not None and review.complete
    marks = sc.timeline.marks_of("review")
    assert marks and len(marks) <= review_panel.SWINGS
    assert [m.index for m in marks] == sc.review.marked()
    viewer.step(2)
    assert sc.review._chart is not None and sc.review._chart.get_width() > 100  # the chart was drawn
    # jump to the first marked turn through the scrub bar
    target = marks[0].index
    viewer.click((sc.view.bar.x_of(target), sc.view.bar.track.centery))
    assert sc.position == target
    swing = review.at(target)
    assert swing is not None and swing.loss >= 0.5
    assert sc.description.startswith("Review: the computer would play")
    assert sc.overlay == highlight(sc.state, swing.suggested[0])
    viewer.key(pygame.K_RIGHT)  # one action on: the record's own next action again
    assert not sc.description.startswith("Review:")
    viewer.key(pygame.K_r)  # R hides the chart
    assert not sc.review.shown


def test_leaving_the_viewer_stops_the_review(normal_game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = review_panel.review_game

    def held(first: Any, actions: Any, budget: int, progress: Any, stop: Any) -> Any:
        def tell(done: int, total: int) -> None:
            progress(done, total)
            gate.wait(30)

        return real(first, actions, budget, tell, stop)

    monkeypatch.setattr(review_panel, "review_game", held)
    monkeypatch.setattr(review_panel, "BUDGET", 0)
    viewer = open_viewer(normal_game)
    sc = viewer.scene
    viewer.key(pygame.K_r)
    _wait(viewer, lambda: sc.review.done >= 1, 30)
    viewer.key(pygame.K_ESCAPE)  # back to the menu while the worker is busy
    gate.set()
    thread = sc.review._thread
    assert thread is not None
    thread.join(30)
    assert not thread.is_alive()
    result = sc.review._result
    assert result is not None and not result.complete  # it stopped at the next turn
    assert len(result.positions) < sc.review.total
