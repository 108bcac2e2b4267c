"""Recorded games that guard the engine against a changed verdict.

`tests/games/cuzco/rules/games/` holds saves of bot games played with the engine as it
was before its speed rewrite, and `expected.json` what that engine said about
each: a fingerprint of the final state (board, supplies, hands, scores, logs)
and a digest of the legal actions it listed at every step. A faster engine
must replay every game to the same fingerprint and list the same actions.

Run this module to record the games again (only when a rule change is meant
to change verdicts, and say so in the commit):

    .venv/bin/python -m tests.games.cuzco.rules.regression_games
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from cuzco.games.cuzco.rules import GameState, action_to_json

GAMES_DIR = Path(__file__).parent / "games"
EXPECTED = GAMES_DIR / "expected.json"

# (bots, players, seed): random and greedy games with two to four players.
GAMES: tuple[tuple[str, int, str], ...] = tuple(
    [("random", n, f"guard-r{n}-{k}") for n in (2, 3, 4) for k in range(4)]
    + [("greedy", n, f"guard-g{n}-{k}") for n in (2, 3, 4) for k in range(2)]
    + [("greedy", 4, "guard-g4-2"), ("random", 4, "guard-r4-4")]
)


def file_name(bots: str, players: int, seed: str) -> str:
    return f"{seed}.json"


def state_facts(state: GameState) -> dict[str, Any]:
    """Everything the rules keep about a state, as plain JSON data."""
    f = state.festival
    return {
        "players": [
            [p.name, p.score, p.reserve, p.doubles, p.crops, p.villages, p.tokens, list(p.hand), p.final_scored]
            for p in state.players
        ],
        "deck": list(state.deck), "discard": list(state.discard),
        "current": state.current, "turn": state.turn, "phase": state.phase, "ap": state.ap,
        "ap_total": state.ap_total, "token_used": state.token_used, "placed": state.placed,
        "draws": state.draws, "changed_temples": list(state.changed_temples), "triples": state.triples,
        "ponds_left": state.ponds_left, "floors": sorted(state.floors.items()), "discs": state.discs,
        "height": list(state.height), "top_type": list(state.top_type),
        "top": list(state.top_tile),
        "tiles": [[t.kind, list(t.cells), t.player, t.turn] for t in state.tiles],
        # Inca owners as the facts were first recorded (-1: none)
        "inca": [-1 if owner is None else owner for owner in state.inca], "temple": list(state.temple),
        "disc": list(state.disc),
        "pond": list(state.pond), "pond_scored": list(state.pond_scored),
        "festival": None if f is None else [f.temple, f.proposer, f.order, f.active, sorted(f.totals.items()),
                                            sorted(f.played.items()), f.bidder, f.last_to_play, f.wanted],
        "end_trigger": state.end_trigger, "reshuffles": state.reshuffles,
        "log": [[e.turn, e.player, e.text] for e in state.log],
        "score_log": [[e.player, e.points, e.source, e.detail, e.turn] for e in state.score_log],
    }


def fingerprint(state: GameState) -> str:
    text = json.dumps(state_facts(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def legal_digest(states: list[GameState]) -> str:
    """One digest of the sorted legal actions at every state of a game."""
    h = hashlib.sha256()
    # the same action is listed at many steps: each is written out once (the digest is unchanged, 6x faster)
    written: dict[object, str] = {}
    for state in states:
        listed = []
        for action in state.legal_actions():
            text = written.get(action)
            if text is None:
                text = written[action] = json.dumps(action_to_json(action), sort_keys=True)
            listed.append(text)
        listed.sort()
        h.update(("\n".join(listed) + "\n--\n").encode())
    return h.hexdigest()


def record() -> None:
    from cuzco.games.cuzco.bots import play_game
    from cuzco.games.cuzco.rules.record import save_game

    GAMES_DIR.mkdir(exist_ok=True)
    expected: dict[str, Any] = {}
    for bots, players, seed in GAMES:
        game = play_game([bots] * players, seed)
        name = file_name(bots, players, seed)
        save_game(game, GAMES_DIR / name)
        final = game.state
        expected[name] = {
            "actions": len(game.actions),
            "over": final.is_over,
            "scores": [p.score for p in final.players],
            "fingerprint": fingerprint(final),
            "legal_digest": legal_digest(game.states),
        }
        print(name, expected[name]["actions"], expected[name]["scores"], flush=True)
    EXPECTED.write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    record()
