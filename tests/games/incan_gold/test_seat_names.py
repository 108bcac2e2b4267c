"""A computer seat's level is not part of its name: the table and the results show it in the reader's
language, read from the record's meta, so a game started in English reads in Spanish and back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.incan_gold.rules import Choose, Game, Setup
from cuzco.games.incan_gold.ui import results_scene, table_draw
from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n
from cuzco.shell.settings import Settings

ENGLISH_LEVELS = ("cautious", "bold", "reasoning")


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _drawn_texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[str]:
    texts: list[str] = []
    real = module.draw_text

    def record(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        texts.append(text)
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(module, "draw_text", record)
    return texts


def _game(names: tuple[str, ...]) -> Game:
    return Game(Setup(names, seed=5), meta={"bots": {"1": "reasoning", "2": "cautious"}})


@pytest.mark.parametrize("names", [("Amaru", "Inti", "Sisa"),
                                   ("Amaru", "Inti (reasoning)", "Sisa (cautious)")],  # an older save
                         ids=["as typed", "level in the name"])
def test_the_table_shows_the_computer_levels_in_spanish(monkeypatch: pytest.MonkeyPatch,
                                                        names: tuple[str, ...]) -> None:
    texts = _drawn_texts(monkeypatch, table_draw)
    scene = IncanGoldScene(_game(names), Settings(), autosave=False)
    scene.draw(pygame.Surface((1280, 800)))
    assert "Inti (reflexivo)" in texts and "Sisa (prudente)" in texts and "Amaru" in texts
    assert not any(level in text for text in texts for level in ENGLISH_LEVELS)


def test_the_results_show_the_computer_levels_in_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game(("Amaru", "Inti", "Sisa"))
    while not game.state.over:
        for p in game.state.waiting_for():
            game.apply(Choose(p, go_on=False))
    texts = _drawn_texts(monkeypatch, results_scene)
    results = IncanGoldResults(game.state, Settings(), {1: "reasoning", 2: "cautious"})
    assert "Inti (reflexivo)" in results.title() + "".join(s.name for s in results.standings())
    results.draw(pygame.Surface((1280, 800)))
    assert "Inti (reflexivo)" in texts and "Sisa (prudente)" in texts
    assert not any(level in text for text in texts for level in ENGLISH_LEVELS)


def test_the_form_keeps_the_names_as_given() -> None:
    form = IncanGoldSetupScene(Settings())
    form.players = 3
    form.kinds[:3] = ["human", "reasoning", "bold"]
    assert form.seat_names() == ["Amaru", "Killa", "Inti"]


def test_a_game_played_by_the_command_line_shows_its_levels_in_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    from cuzco.games.incan_gold.bots.match import play_game

    game = play_game(["reasoning", "cautious", "bold"], seed=3)  # names like "Amaru (reasoning)", levels as a list
    texts = _drawn_texts(monkeypatch, table_draw)
    IncanGoldScene(game, Settings(), autosave=False).draw(pygame.Surface((1280, 800)))
    assert "Amaru (reflexivo)" in texts and "Bianca (prudente)" in texts
    assert not any(level in text for text in texts for level in ENGLISH_LEVELS)
