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
from cuzco.shell.scenes.results_frame import ResultsFrame, Standing, places
from cuzco.shell.settings import Settings
from tests.drawn_text import record_drawn_text
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
    # shown from a state alone there is nothing to replay: no Watch again (the table passes its game)
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


class LongNames(ResultsFrame):
    """Eight seats with long names, as computer seats are named in Spanish ("Yupanqui (audaz)")."""

    NAMES = [f"Explorador{k} (reflexivo)" for k in range(8)]

    def title(self) -> str:
        return "¡Gana " + self.NAMES[0] + " con una expedición inolvidable por el templo perdido!"

    def standings(self) -> list[Standing]:
        return [Standing(k + 1, k, name, str(100 - k), (200, 60, 60)) for k, name in enumerate(self.NAMES)]


def test_long_names_and_titles_stay_clear_of_the_scores_and_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: at 1024x700 a long name ran under its score, and a long winner's title off the window."""
    from cuzco.shell.scenes import results_frame

    drawn = record_drawn_text(monkeypatch, results_frame)
    pygame.init()
    screen = pygame.display.set_mode((1024, 700))
    try:
        frame = LongNames(Settings())
        frame.draw(screen)
    finally:
        pygame.quit()
    from cuzco.shell import tooltips
    from cuzco.shell.i18n import _

    scores = dict((tip, rect) for rect, tip in tooltips.frame.items)  # the scores are drawn with their tooltip
    for standing in frame.standings():
        score = scores[_("{name}'s final score", name=standing.name)]
        names = [rect for text, rect in drawn if text.startswith(standing.name[:8]) and rect.centery == score.centery]
        assert names, f"no name drawn for {standing.name}"
        assert names[0].right <= score.left, f"{standing.name} runs under its score"
    title = next(rect for text, rect in drawn if text.startswith("¡Gana"))
    assert pygame.Rect(0, 0, 1024, 700).contains(title)


def test_the_incan_gold_tie_note_is_whole_or_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: on a short window the note under the ranking lost its last line mid-sentence."""
    from cuzco.games.incan_gold.ui import results_scene
    from cuzco.shell import i18n

    eight = play_incan_gold(["bold"] * 8, seed=3).state
    four = finished_incan_gold()
    five = play_incan_gold(["bold", "cautious"] * 2 + ["reasoning"], seed=3).state
    real = results_scene.draw_text
    cases = [(eight, "es", (1024, 700)), (eight, "en", (1024, 700)), (eight, "es", (1600, 900)),
             (four, "es", (1024, 700)), (four, "en", (1024, 700)), (five, "es", (1024, 700))]
    lines: list[str] = []
    for state, language, size in cases:
        i18n.set_language(language)
        lines.clear()

        def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
            lines.append(text)
            return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(results_scene, "draw_text", spy)
        pygame.init()
        screen = pygame.display.set_mode(size)
        try:
            IncanGoldResults(state, Settings()).draw(screen)
        finally:
            pygame.quit()
            i18n.set_language("en")
        text = " ".join(lines)
        started = "Los empates" in text or "Ties go" in text
        whole = "puesto." in text or "place." in text
        assert started == whole, f"the tie note is cut short ({language}, {size})"
        if state.players <= 5 or size[1] >= 900:
            assert whole, f"the tie note is missing though there is room ({language}, {size})"
