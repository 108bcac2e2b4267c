"""In the guided round the learner's seat is called "You": every sentence with that seat as its subject (the
reveal's captions, the guide's lessons, the tooltips of the tents, chests and explorers) is said in the
second person in both languages ("You walk out and put 13 gems in your tent", never "You walks out"), and
the tent shows the gems brought back once (issue 32, points 2 and 3)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.rules.actions import Choose
from cuzco.games.incan_gold.rules.view import view_for
from cuzco.games.incan_gold.ui.guide_text import lesson
from cuzco.games.incan_gold.ui.guided import ScriptedExplorer, end_of_round, guided_game
from cuzco.games.incan_gold.ui.reveal import reveal_steps
from cuzco.games.incan_gold.ui.table_draw import TableLayout
from cuzco.games.incan_gold.ui.table_frame import draw_table
from cuzco.shell import i18n
from cuzco.shell.i18n import _

# a second-person subject followed by a third-person verb, or "You" used as a possessive
WRONG = {"en": re.compile(r": You\b|\bYou(?:'s| (?:walks|puts|carries|leads|takes|returns|goes|is)\b)|\bso You\b"),
         "es": re.compile(r"\bTú (?:sale|pone|lleva|va|vuelve|sigue|se lleva|abre|es|guía)\b|\bde Tú\b|: Tú\b")}


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _sentences(game: Game, you: int) -> list[str]:
    """Every caption, lesson and table tooltip over the game's reveals, the learner's chest open."""
    said: list[str] = []
    surface = pygame.Surface((1024, 700))
    states = game.states
    for before, after in zip(states, states[1:]):
        if after.reveals == before.reveals:
            continue
        said += [step.caption for step in reveal_steps(before, after)]
        said += list(lesson(before, after))
        for state in (before, after):
            tips = draw_table(surface, state, TableLayout.build((1024, 700), state), open_tent=you)
            said += [tip for _rect, tip in tips.items]
    return said


def _play(seed: int, names: tuple[str, ...]) -> Game:
    game = Game(Setup(names, seed=seed, first_player=0))
    rng = random.Random(seed)
    while not game.state.over and game.state.round <= 2:
        for p in range(game.state.players):
            if game.state.in_temple[p] and game.state.pending[p] is None:
                game.apply(Choose(p, rng.random() < 0.7))
    return game


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_sentence_about_you_is_in_the_second_person(language: str) -> None:
    i18n.set_language(language)
    you = _("You")
    wrong = []
    yours = 0
    for seed in range(12):
        for said in _sentences(_play(seed, (you, "Amaru", "Killa")), 0):
            if WRONG[language].search(said):
                wrong.append(said)
            yours += ("your" in said.lower() or "tu " in said.lower() or said.startswith(("You", "Sales")))
    assert not wrong, sorted(set(wrong))[:10]
    assert yours > 50  # the second-person sentences were said


def test_the_guided_round_counts_the_gems_brought_back_once() -> None:
    """The learner goes on four times and returns as the second Spiders card scares Killa away: the end of the
    round shows 0 carried and the tent with what was put in it, not both."""
    game = guided_game("You")
    bots = {1: ScriptedExplorer(True), 2: ScriptedExplorer(False)}
    choices = iter([True, True, True, True, False])
    while game.state.round == 1 and not game.state.over:
        state = game.state
        for p in range(state.players):
            if state.in_temple[p] and state.pending[p] is None:
                go = next(choices, False) if p == 0 else bots[p].go_on(view_for(state, p))
                game.apply(Choose(p, go))
    end = end_of_round(game)
    assert end.tents[0] > 0 and end.tents == game.state.tents
    assert end.carried == (0, 0, 0)
