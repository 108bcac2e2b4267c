"""Recorded games replay to the same verdicts: the engine's speed work must not change a rule.

`fixtures/engine_games.json.gz` holds 24 random games (every legal action of a state offered, at 2, 3 and 4
players, half with the pututu module) and 12 games of Normal bots, recorded with the engine as it was before
its state copies and action listings were made cheaper. For every state of every game the test compares
the set of legal actions (both listings: one per set of alike mask spaces, and every space), the scores,
and at the end the whole final state and the final scores.

Regenerate only on purpose (a rule changed): `.venv/bin/python -m tests.games.feld_cuzco.test_engine_fixtures`.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import Setup, legal_actions, new_game
from cuzco.games.feld_cuzco.rules.actions import action_from_json, action_to_json
from cuzco.games.feld_cuzco.rules.engine import apply
from cuzco.games.feld_cuzco.rules.state import State

FIXTURES = Path(__file__).parent / "fixtures" / "engine_games.json.gz"


def _fingerprint(states: list[State]) -> str:
    """A digest of every state's legal actions (both listings) and scores, in order."""
    digest = hashlib.sha256()
    for state in states:
        for every_slot in (False, True):
            digest.update("|".join(sorted(repr(a) for a in legal_actions(state, every_slot))).encode())
            digest.update(b"#")
        digest.update(repr(state.scores()).encode() + b"\n")
    return digest.hexdigest()


def _random_game(players: int, seed: int, pututu: bool) -> tuple[Setup, list[Any]]:
    setup = Setup(tuple(f"P{i + 1}" for i in range(players)), f"fixture/{seed}", pututu=pututu)
    state, rng, actions = new_game(setup), random.Random(seed), []
    while not state.over:
        action = rng.choice(legal_actions(state, every_slot=True))
        actions.append(action)
        state = apply(state, action)
    return setup, actions


def record() -> list[dict[str, Any]]:
    games: list[tuple[Setup, list[Any]]] = []
    for i in range(24):
        games.append(_random_game(2 + i % 3, i, pututu=i % 2 == 1))
    for i in range(12):
        game = play_game(["normal"] * (2 + i % 3), seed=f"fixture/normal/{i}", pututu=i % 4 == 3)
        games.append((game.setup, game.actions))
    out = []
    for setup, actions in games:
        states = [new_game(setup)]
        for action in actions:
            states.append(apply(states[-1], action))
        out.append({"names": list(setup.names), "seed": setup.seed, "pututu": setup.pututu,
                    "actions": [action_to_json(a) for a in actions], "scores": states[-1].scores(),
                    "final": hashlib.sha256(repr(states[-1]).encode()).hexdigest(),
                    "fingerprint": _fingerprint(states)})
    return out


def _load() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(gzip.decompress(FIXTURES.read_bytes()))
    return data


@pytest.mark.parametrize("index", range(36))
def test_a_recorded_game_replays_to_the_same_legal_actions_scores_and_final_state(index: int) -> None:
    game = _load()[index]
    state = new_game(Setup(tuple(game["names"]), game["seed"], pututu=game["pututu"]))
    states = [state]
    for raw in game["actions"]:
        states.append(apply(states[-1], action_from_json(raw)))
    assert states[-1].over and states[-1].scores() == game["scores"]
    assert hashlib.sha256(repr(states[-1]).encode()).hexdigest() == game["final"]
    assert _fingerprint(states) == game["fingerprint"]


if __name__ == "__main__":
    FIXTURES.write_bytes(gzip.compress(json.dumps(record(), separators=(",", ":")).encode(), mtime=0))
    print(f"wrote {FIXTURES} ({FIXTURES.stat().st_size} bytes)")
