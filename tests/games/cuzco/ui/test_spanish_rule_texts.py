"""Played in Spanish, the rules' reasons and log lines reach the screen in Spanish (real posted events),
and an English save reads in Spanish: saves hold only the set-up and the actions, never text."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.record import load_game, save_game
from cuzco.games.cuzco.ui.hud.log_panel import LogPanel
from cuzco.shell import i18n

Table = Any  # the conftest's Table: a real App stepped one frame at a time
ENGLISH = (" pond", " places ", " scores ", " Inca in ", " ends the turn", "Not possible", "Not here")


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _toasts(table: Table) -> list[str]:
    return [text for t in table.scene.view.toasts.items for text in t.texts]


def test_a_refused_click_and_the_log_speak_spanish(tables: Any) -> None:
    table = tables.make_table(tables.new_game())
    pond = table.state.hex(table.state.board.printed_ponds[0])
    before = table.state
    table.click_hex(pond)  # a triple cannot cover the printed pond
    assert table.state is before
    texts = _toasts(table)
    assert any("estanque de riego" in text for text in texts), texts
    assert not any(word in text for text in texts for word in ENGLISH), texts

    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, "triple") if a.rotation == 0)
    table.click_hex(spots[len(spots) // 2])
    assert len(table.state.tiles) == 1
    log = table.scene.view.log
    line = log.text(table.state, len(table.state.log) - 1)
    assert line.startswith("Ana coloca una pieza de terreno triple") and "(1 PA)" in line, line
    assert "(" not in line.split("triple", 1)[1].split("(1 PA)")[0], line  # the place is in words, not (q,r)


def test_an_english_save_reads_in_spanish(tmp_path: Path) -> None:
    i18n.set_language("en")
    game = play_game(("greedy", "greedy", "greedy"), 6)
    english = [LogPanel().text(game.state, i) for i in range(len(game.state.log))]
    path = tmp_path / "english.json"
    save_game(game, path)
    saved = path.read_text()
    assert "scores" not in saved and "Grand Final" not in saved  # no sentence is written down
    assert "log" not in json.loads(saved)

    i18n.set_language("es")
    loaded = load_game(path)
    panel = LogPanel()
    panel.game = loaded
    spanish = [panel.text(loaded.state, i) for i in range(len(loaded.state.log))]
    assert len(spanish) == len(english) and spanish != english
    for line in spanish:
        assert not any(word in line for word in ENGLISH), line
    assert any(line.startswith(loaded.state.players[0].name + " gana ") for line in spanish)
    assert any("Gran Puntuación Final" in line for line in spanish)
