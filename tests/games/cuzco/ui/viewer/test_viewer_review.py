"""Move review in the viewer: runs in the background with progress, then a chart, timeline marks and
the computer's move shown on the board at a marked turn. Driven by posted pygame events."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots.match import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui.viewer import review_panel
from cuzco.games.cuzco.ui.viewer.describe import highlight
from tests.games.cuzco.ui.viewer.conftest import Viewer, open_viewer
from tests.waiting import SECONDS, on_signal, step_until


@pytest.fixture(scope="module")
def normal_game() -> Game:
    return play_game(("normal", "normal"), seed=11, max_actions=90)


def _wait(viewer: Viewer, done: Any) -> None:
    """Frames until `done()`, waiting between them on the review's worker thread."""
    panel = viewer.scene.review
    step_until(viewer.step, done, "the review", idle=on_signal(lambda: panel._thread))


def test_review_runs_in_the_background_then_marks_and_suggests(
    normal_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    real = review_panel.review_game

    def held(first: Any, actions: Any, budget: int, progress: Any, stop: Any) -> Any:
        def tell(done: int, total: int) -> None:
            progress(done, total)
            gate.wait(SECONDS)  # holds the worker after each turn until the test lets it go

        return real(first, actions, budget, tell, stop)

    monkeypatch.setattr(review_panel, "review_game", held)
    monkeypatch.setattr(review_panel, "BUDGET", 0)
    viewer = open_viewer(normal_game)
    sc = viewer.scene
    viewer.click(sc.review.button.rect.center)
    _wait(viewer, lambda: sc.review.done >= 1)
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
    assert sc.description.startswith("Review: the computer would play this turn, step 1 of")
    assert sc.overlay.ghost == highlight(sc.state, swing.suggested[0]).ghost
    _every_step_is_shown_and_kept_clear(viewer, swing)
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
            gate.wait(SECONDS)

        return real(first, actions, budget, tell, stop)

    monkeypatch.setattr(review_panel, "review_game", held)
    monkeypatch.setattr(review_panel, "BUDGET", 0)
    viewer = open_viewer(normal_game)
    sc = viewer.scene
    viewer.key(pygame.K_r)
    _wait(viewer, lambda: sc.review.done >= 1)
    viewer.key(pygame.K_ESCAPE)  # back to the menu while the worker is busy
    gate.set()
    thread = sc.review._thread
    assert thread is not None
    thread.join(SECONDS)
    assert not thread.is_alive()
    result = sc.review._result
    assert result is not None and not result.complete  # it stopped at the next turn
    assert len(result.positions) < sc.review.total


def _every_step_is_shown_and_kept_clear(viewer: Any, swing: Any) -> None:
    """The whole suggested turn comes up on the board step by step, numbered, and neither the chart
    nor the log covers a hex it lands on."""
    sc = viewer.scene
    plan = sc.review.plan(sc.position)
    assert plan is not None and list(plan.actions) == list(swing.suggested)
    seen = set()
    for _ in range(len(plan.actions)):
        seen.add(sc.description)
        sc.review.clock += review_panel.STEP_SECONDS  # time passes: the next step comes up
        viewer.step()
        spots = [sc.view.hex_screen_pos(h) for h in sc.review.spots(sc.position)]
        if sc.review.shown and sc.review._chart_key is not None and sc.review.rect.w:
            drawn = sc.review.rect
            assert not any(drawn.collidepoint(p) for p in spots) or not sc.review._place_chart()
        if not sc.view.log.folded:
            assert not any(sc.view.log.rect.collidepoint(p) for p in spots)
    assert len(seen) == len(plan.actions)  # every step came up in words


def test_the_words_move_up_when_a_suggested_hex_is_at_the_boards_foot(normal_game: Game) -> None:
    viewer = open_viewer(normal_game)
    view = viewer.scene.view
    board = view.frame.board
    assert view.status_area([board.center]) == board  # nothing at the foot: the pill stays there
    moved = view.status_area([(board.centerx, board.bottom - 20)])
    assert moved.bottom < board.centery  # a hex at the foot: the words go up top
