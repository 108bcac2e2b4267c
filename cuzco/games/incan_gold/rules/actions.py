"""The one kind of action a player takes: the secret choice of a turn.

JSON form: {"type": "choose", "player": <seat number>, "go_on": <true for the torch, false for camp>}.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cuzco.json_limits import short
from cuzco.text import N_, Message


@dataclass(frozen=True)
class Choose:
    """`player` goes on deeper into the temple (`go_on=True`, the torch) or returns to camp (False)."""

    player: int
    go_on: bool

    type = "choose"


Action = Choose


def action_to_json(action: Action) -> dict[str, Any]:
    return {"type": action.type, "player": action.player, "go_on": action.go_on}


def action_from_json(raw: object) -> Action:
    """The action a JSON object describes; ValueError says what is wrong with it."""
    if not isinstance(raw, dict):
        raise ValueError(Message(N_("an action must be a JSON object")))
    if raw.get("type") != Choose.type:
        raise ValueError(Message(N_("unknown action type {kind}"), {"kind": short(repr(raw.get("type")), 40)}))
    player, go_on = raw.get("player"), raw.get("go_on")
    if type(player) is not int:
        raise ValueError(Message(N_("'player' must be a seat number")))
    if type(go_on) is not bool:
        raise ValueError(Message(N_("'go_on' must be true or false")))
    return Choose(player, go_on)
