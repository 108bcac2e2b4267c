"""The end of a round and the results of Feld's Cuzco explain every number in a tooltip, through posted
pointer moves: the round's gains source by source (never saying that the component behind them is
reconstructed), the Inti medal, the missions completed, the new order; and the results' sources and chart."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import Game
from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene, temple_result
from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.settings import Settings


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@lru_cache(maxsize=1)
def finished() -> Game:
    return play_game(["normal", "easy", "easy"], seed=4)


def shown(scene: Scene, language: str) -> dict[str, str]:
    """Every tooltip the scene registers, as the pointer moved onto it finds it: {first line: whole tip}."""
    i18n.set_language(language)
    app = App((1280, 800), settings=Settings(language=language), fps=None)
    app.push(scene)
    app.step(1 / 60)
    found: dict[str, str] = {}
    for rect, _tip in list(tooltips.frame.items):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60)
        text = tooltips.last_shown
        found[text.splitlines()[0]] = text
    return found


@pytest.mark.parametrize(("language", "recon", "medal"), [("en", "reconstructed", "An Inti medal"),
                                                          ("es", "reconstruido", "Una medalla de Inti")])
def test_the_round_end_explains_each_gain_the_medal_and_the_new_order(language: str, recon: str,
                                                                        medal: str) -> None:
    game = finished()
    starts = {r: next(s for s in game.states if s.round == r) for r in range(1, 7)}
    # the first round whose temple gave someone an Inti medal (the game's seed and bots decide which one; a medal
    # may be spent in the same phase III, so the temple's result says it, not the medals held at the next round)
    r = next(r for r in range(1, 6) if getattr(temple_result(game, r), "winner", None) is not None)
    start, end = starts[r], starts[r + 1]
    tips = shown(RoundEndScene(start, end, list(end.names), temple_result(game, r)), language)
    first = end.order[0]
    knowledge = [t for line, t in tips.items() if line.startswith(f"{end.names[first]}: +")]
    assert knowledge and not any(recon in t for t in knowledge)  # said once in the form, the rules page, F1
    assert any(line.startswith(medal) for line in tips)
    assert sum(1 for line in tips if end.names[first] in line and ("place 1" in line or "puesto 1" in line)) == 1


def test_the_results_explain_each_source_the_total_and_the_chart() -> None:
    game = finished()
    tips = shown(FeldResults(game.state, Settings(), {}, game), "en")
    assert any(line.startswith("Each player's VP at the start of every round") for line in tips)
    winner = game.state.names[game.state.winner()]
    assert f"{winner}'s final score: the sum of the sources above" in tips
    villages = next(t for line, t in tips.items() if line.startswith(f"{winner}: ") and "villages" in line)
    assert "whose quipu lies on top" in villages and "reconstructed" not in villages
