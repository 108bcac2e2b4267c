"""Recorded games replay to the very state the engine reached when they were recorded.

The games in `tests/rules/games/` were played by bots with the engine as it was
before its speed rewrite (see `regression_games.py`). Replaying each one checks
every action again; the final state must match the recorded fingerprint and
the legal actions listed at every step must be the same.
"""

from __future__ import annotations

import json

import pytest

from cuzco.rules.record import load_game

from .regression_games import EXPECTED, GAMES, GAMES_DIR, file_name, fingerprint, legal_digest

EXPECTED_FACTS = json.loads(EXPECTED.read_text())
NAMES = [file_name(*g) for g in GAMES]


def test_every_recorded_game_is_listed() -> None:
    assert sorted(EXPECTED_FACTS) == sorted(NAMES)
    assert sorted(p.name for p in GAMES_DIR.glob("*.json") if p != EXPECTED) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_recorded_game_replays_to_the_same_final_state(name: str) -> None:
    facts = EXPECTED_FACTS[name]
    game = load_game(GAMES_DIR / name)
    assert len(game.actions) == facts["actions"]
    assert game.state.is_over == facts["over"]
    assert [p.score for p in game.state.players] == facts["scores"]
    assert fingerprint(game.state) == facts["fingerprint"]


@pytest.mark.parametrize("name", NAMES)
def test_recorded_game_lists_the_same_legal_actions_at_every_step(name: str) -> None:
    game = load_game(GAMES_DIR / name)
    assert legal_digest(game.states) == EXPECTED_FACTS[name]["legal_digest"]
