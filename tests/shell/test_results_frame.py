"""The shell's results frame, used by both games' results screens: the ranking with ties, each game's
own breakdown, and the buttons (Watch again only for a game with a replay viewer), driven by real
posted pygame events."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.incan_gold.bots.match import play_game as play_incan_gold
from cuzco.games.incan_gold.rules import State
from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.scenes.results_frame import ResultsFrame, places
from cuzco.shell.settings import Settings
from tests.shell.ui_events import has_colour


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


def click_on(stack: SceneStack, screen: pygame.Surface, pos: tuple[int, int]) -> None:
    stack.draw(screen)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for event in pygame.event.get():
        stack.handle_event(event)


def test_places_share_a_place_on_a_tie_and_skip_the_next() -> None:
    assert places([5, 7, 7, 3]) == [(1, 1), (1, 2), (3, 0), (4, 3)]
    assert places([(9, 1), (9, 2), (9, 1)]) == [(1, 1), (2, 0), (2, 2)]
    assert places([4]) == [(1, 0)]


def finished_incan_gold() -> State:
    game = play_incan_gold(["reasoning", "bold", "cautious", "bold"], seed=8)
    assert game.state.over
    return game.state


def test_incan_gold_results_in_the_frame(screen: pygame.Surface) -> None:
    state = finished_incan_gold()
    stack = SceneStack()
    below = Below()
    stack.push(below)
    results = IncanGoldResults(state, Settings())
    stack.push(results)
    stack.draw(screen)
    assert isinstance(results, ResultsFrame)
    # best total first, the winners (by the rules, ties broken by artifacts) in first place
    standings = results.standings()
    assert [s.seat for s in standings if s.place == 1] == sorted(state.winners())
    totals = [state.score(s.seat) for s in standings]
    assert totals == sorted(totals, reverse=True)
    assert [s.score for s in standings] == [str(t) for t in totals]
    # no replay viewer for Incan Gold: no Watch again
    assert set(results.buttons) == {"table", "menu", "new"}
    winner = standings[0]
    assert winner.name in results.title()
    # the breakdown is drawn right of the ranking: each seat's colour shows there
    _ranking, main, _side = results.areas(screen.get_size(), len(standings))
    assert has_colour(screen, winner.colour, main)
    click_on(stack, screen, results.buttons["new"].rect.center)
    assert below.results == ["new"] and stack.top is below


def test_cuzco_results_in_the_frame(screen: pygame.Surface) -> None:
    game = play_game(["greedy", "random", "greedy"], seed=11)
    stack = SceneStack()
    below = Below()
    stack.push(below)
    results = ResultsScene(game, Settings(animation_speed=0.0))
    stack.push(results)
    stack.draw(screen)
    assert isinstance(results, ResultsFrame)
    results.advance()  # from the final scoring to the frame's page
    stack.draw(screen)
    assert {"watch", "menu", "new", "final", "board"} == set(results.buttons)
    scores = [game.state.players[s.seat].score for s in results.standings()]
    assert scores == sorted(scores, reverse=True)
    assert all(s.score.endswith("PP") for s in results.standings())
    click_on(stack, screen, results.buttons["menu"].rect.center)
    assert below.results == ["menu"]
