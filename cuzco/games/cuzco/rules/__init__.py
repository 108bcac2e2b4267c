"""Cuzco's rules: pure Python, no pygame, deterministic given a seed.

Coordinates
    Hexes are axial `Hex(q, r)` on a pointy-top grid (`hexgrid.py`). The board
    (`board.py`) numbers its cells: 153 site hexes, then the overflow ring.
    Rules code works on cell numbers; the public API speaks `Hex`.

Stacks and heights
    A cell's `height` is how many terrains lie there; `top_type` is the type of
    the topmost one (1 crop, 2 village); `top_tile` names the placed tile on top,
    which is what the "not exactly on a tile of the same shape" rule looks at.

Actions
    Frozen dataclasses in `actions.py`, JSON via `action_to_json`/`action_from_json`.
    An action never names its player: `state.actor` is whoever must act.
    `check(state, action)` returns None or the reason in plain words; `apply`
    uses the same check, raises `IllegalAction(reason)` or returns a new state.
    `state.legal_actions()` lists every legal action, group by group
    (`engine.ACTION_GROUPS`); `state.legal_actions_in(group)` lists one group.

A game is its `Setup` plus its list of actions (`record.Game`).
"""

from . import engine  # noqa: F401  (installs the rules behind GameState.check/apply/legal_actions)
from .actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
    action_from_json,
    action_to_json,
)
from .board import Board, standard_board
from .errors import IllegalAction
from .hexgrid import Hex
from .state import GameState, PlayerState, ScoreEvent

__all__ = [
    "Action", "BuildTemple", "DrawCard", "EndTurn", "EnterInca", "ExpandTemple",
    "FestivalDrop", "FestivalPlay", "FestivalStand", "LeaveInca", "MoveInca",
    "PlaceTerrain", "PlacePond", "ProposeFestival", "UseToken", "action_from_json",
    "action_to_json", "Board", "standard_board", "IllegalAction", "Hex", "GameState",
    "PlayerState", "ScoreEvent",
]
