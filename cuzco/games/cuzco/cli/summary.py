"""The result of a game, shared by `cuzco selfplay` and `cuzco replay`: one JSON shape, one table.

JSON shape (what `--json` prints, one object):
    {"players": [{"name": str, "score": int,
                  "breakdown": {"temple": int, "pond": int, "festival": int, "final": int}}, ...],
     "winners": [name, ...],   # empty while the game is not finished
     "actions": int,           # actions in the record
     "finished": bool}
The breakdown adds up the state's score log, so it always sums to the score.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.state import GameState

SOURCES = ("temple", "pond", "festival", "final")


def breakdown(state: GameState, player: int) -> dict[str, int]:
    parts = dict.fromkeys(SOURCES, 0)
    for event in state.score_log:
        if event.player == player:
            parts[event.source] = parts.get(event.source, 0) + event.points
    return parts


def game_summary(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "players": [{"name": p.name, "score": p.score, "breakdown": breakdown(state, i)}
                    for i, p in enumerate(state.players)],
        "winners": [state.players[i].name for i in state.winners()] if state.is_over else [],
        "actions": len(game.actions),
        "finished": state.is_over,
    }


def score_table(summary: dict[str, Any]) -> str:
    """The summary as aligned text, a line per player, then who won."""
    players = summary["players"]
    width = max([len("Player")] + [len(p["name"]) for p in players])
    header = f"{'Player':<{width}}  {'Score':>5}" + "".join(f"  {s.capitalize():>8}" for s in SOURCES)
    lines = [header, "-" * len(header)]
    for p in players:
        lines.append(f"{p['name']:<{width}}  {p['score']:>5}"
                     + "".join(f"  {p['breakdown'][s]:>8}" for s in SOURCES))
    if summary["finished"]:
        best = max(p["score"] for p in players)
        label = "Winner" if len(summary["winners"]) == 1 else "Shared victory"
        lines.append(f"{label}: {' and '.join(summary['winners'])} with {best} PP after {summary['actions']} actions")
    else:
        lines.append(f"The game is not finished ({summary['actions']} actions so far)")
    return "\n".join(lines)
