"""The results screen on a whole game played by bots."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.cuzco.ui.scenes.results_data import (
    SOURCES,
    CityAward,
    breakdown,
    final_scorings,
    ranking,
    score_timeline,
)
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.settings import Settings

COLOURS = [(206, 62, 52), (58, 110, 214), (236, 196, 48)]


@pytest.fixture(scope="module")
def finished() -> Game:
    game = play_game(["greedy", "random", "greedy"], seed=11)
    assert game.state.is_over
    return game


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


class Below(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    def on_result(self, source: Scene, result: object) -> None:
        self.results.append(result)


def test_numbers_agree_with_the_score_log(finished: Game) -> None:
    state = finished.state
    finals = final_scorings(finished)
    assert sorted(f.player for f in finals) == list(range(state.num_players))
    assert finals[0].player == state.end_trigger  # the player who set off the end scores first
    for f in finals:
        logged = sum(e.points for e in state.score_log if e.source == "final" and e.player == f.player)
        assert f.points == logged
    table = breakdown(state)
    for p, row in enumerate(table):
        assert set(row) == set(SOURCES) and sum(row.values()) == state.players[p].score
    turns, scores = score_timeline(state)
    assert [line[-1] for line in scores] == [p.score for p in state.players]
    assert all(a <= b for line in scores for a, b in zip(line, line[1:]))
    places = ranking(state)
    assert places[0][0] == 1 and [p for place, p in places if place == 1] == state.winners()


def colour_count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    w, h = surface.get_size()
    return sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if surface.get_at((x, y))[:3] == colour)


def test_results_screen_reveals_then_summarizes(finished: Game, screen: pygame.Surface) -> None:
    stack = SceneStack()
    below = Below()
    stack.push(below)
    scene = ResultsScene(finished, Settings(animation_speed=1.0), colours=COLOURS)
    stack.push(scene)
    stack.draw(screen)
    assert scene.page == "final" and scene.revealed == 0
    for _ in range(5):
        stack.update(0.8)
    assert 0 < scene.revealed < len(scene.steps)
    stack.draw(screen)
    first = scene.finals[0].player
    assert colour_count(screen, COLOURS[first]) > 0  # the first scorer's colour band is up

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert scene.reveal_done
    stack.draw(screen)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=scene.buttons["next"].rect.center))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert scene.page == "summary"
    stack.draw(screen)
    assert scene.chart is not None
    for colour in COLOURS:  # every player's line in the chart and marker in the tables
        assert colour_count(screen, colour) > 20

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=scene.buttons["menu"].rect.center))
    for event in pygame.event.get():
        stack.handle_event(event)
    assert below.results == ["menu"]


def test_results_without_animation_show_everything(finished: Game, screen: pygame.Surface) -> None:
    scene = ResultsScene(finished, Settings(animation_speed=0.0))
    assert scene.reveal_done
    stack = SceneStack()
    stack.push(scene)
    stack.draw(screen)


def test_each_final_card_plus_what_came_later_is_the_ranking_score(finished: Game) -> None:
    for final in final_scorings(finished):
        assert final.total + final.later_points == finished.state.players[final.player].score


def test_a_card_below_the_ranking_says_where_the_difference_comes_from() -> None:
    from cuzco.games.cuzco.ui.scenes.results_data import FinalScoring
    from cuzco.games.cuzco.ui.scenes.results_draw import later_text

    final = FinalScoring(player=0, turn=20, before=18, cities=[], later={"festival": 3})
    final.cities.append(CityAward(temple_value=6, city_size=5, rank=1, points=6))
    first, second = later_text(final)
    assert "+3 PP from festivals" in first
    assert "24 + 3 = 27 PP" in second


def test_the_later_points_are_read_from_the_score_log() -> None:
    """A player scored at their final turn, then gains a festival's prestige: the card keeps 24,
    the ranking shows 27, and the card's `later` holds the festival."""
    from cuzco.games.cuzco.rules.state import ScoreEvent

    class Record:
        pass

    game = play_game(["greedy", "random"], seed=3)
    final = final_scorings(game)[0]
    last = game.state.copy()
    last.score_log = [*last.score_log, ScoreEvent(final.player, 3, "festival", "a festival", last.turn)]
    record = Record()
    record.states = [*game.states, last]  # type: ignore[attr-defined]
    again = next(f for f in final_scorings(record) if f.player == final.player)
    assert again.later.get("festival", 0) == final.later.get("festival", 0) + 3
