"""While a player chooses, the choice card hides nothing they weigh (issue 32, point 1): measured on the
drawn table at 1024x700 in both languages, from 3 to 8 players, the card stays clear of every tent (who is
inside, what each carries), of the path's cards and of the explorers still inside."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cuzco.games.incan_gold.rules import Choose, Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings
from tests.waiting import step_until

NAMES = ("Amaru", "Killa", "Inti", "Sisa", "Yupanqui", "Nina", "Tupac", "Quilla")


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("turns", [1, 8])
def test_the_choice_card_hides_no_tent_and_no_card_of_the_path(language: str, players: int, turns: int) -> None:
    i18n.set_language(language)
    app = App((1024, 700), settings=Settings(language=language), fps=None)
    game = Game(Setup(NAMES[:players], seed=5))
    while game.state.turn < turns and game.state.round == 1:
        for p in game.state.waiting_for():
            game.apply(Choose(p, True))
    scene = IncanGoldScene(game, app.settings, {}, autosave=False)
    app.push(scene)

    def frame() -> None:
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.finish(None)
        app.step(1 / 60)

    step_until(frame, lambda: scene.card is not None and app.stack.top is scene, "the choice card")
    assert scene.card is not None and scene.layout is not None
    card, lay = scene.card.rect, scene.layout
    assert app.screen.get_rect().contains(card)
    hidden = [f"tent {i}" for i, panel in enumerate(lay.panels) if panel.colliderect(card)]
    hidden += [f"path card {i}" for i, rect in enumerate(lay.cards) if rect.colliderect(card)]
    hidden += ["the explorers inside"] if lay.front.colliderect(card) else []
    assert not hidden, hidden
