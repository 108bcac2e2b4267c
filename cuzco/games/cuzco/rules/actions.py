"""Actions: frozen values, one class per thing a player can do.

An action never names its player: the state knows who must act (`state.actor`).
Every action turns into a small JSON object `{"type": ..., ...}` and back;
`action_from_json` refuses anything malformed with a `ValueError` naming the problem.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from cuzco.text import N_, Message, N_plural

from .components import CARD_FACES, TILE_KINDS
from .hexgrid import Hex


@dataclass(frozen=True)
class PlaceTerrain:
    """Put a terrain down. `hex` is the village hex of a triple or double (the
    only hex of a single). `rotation` (0-5) picks where the crop hexes lie: for a
    double, the direction of its crop hex; for a triple, directions rotation and
    rotation+1. Singles ignore it (use 0)."""

    tile: str
    hex: Hex
    rotation: int = 0
    type: ClassVar[str] = "place"


@dataclass(frozen=True)
class EnterInca:
    """Bring an Inca from the reserve onto a border hex."""

    hex: Hex
    type: ClassVar[str] = "enter"


@dataclass(frozen=True)
class LeaveInca:
    """Take an Inca on a border hex back to the reserve."""

    hex: Hex
    type: ClassVar[str] = "leave"


@dataclass(frozen=True)
class MoveInca:
    src: Hex
    dst: Hex
    type: ClassVar[str] = "move"


@dataclass(frozen=True)
class BuildTemple:
    hex: Hex
    value: int
    type: ClassVar[str] = "build"


@dataclass(frozen=True)
class ExpandTemple:
    """`hex` is the temple's hex; `value` the new value."""

    hex: Hex
    value: int
    type: ClassVar[str] = "expand"


@dataclass(frozen=True)
class PlacePond:
    hex: Hex
    type: ClassVar[str] = "pond"


@dataclass(frozen=True)
class DrawCard:
    """`source` is "faceup" (the top of the discard pile) or "deck"."""

    source: str
    type: ClassVar[str] = "draw"


@dataclass(frozen=True)
class UseToken:
    type: ClassVar[str] = "token"


@dataclass(frozen=True)
class EndTurn:
    type: ClassVar[str] = "end"


@dataclass(frozen=True)
class ProposeFestival:
    """End the turn by proposing a festival at the temple on `hex`, opening with `cards`."""

    hex: Hex
    cards: tuple[str, ...]
    type: ClassVar[str] = "festival"


@dataclass(frozen=True)
class FestivalPlay:
    """The bidder on the go plays these cards."""

    cards: tuple[str, ...]
    type: ClassVar[str] = "bid"


@dataclass(frozen=True)
class FestivalStand:
    type: ClassVar[str] = "stand"


@dataclass(frozen=True)
class FestivalDrop:
    type: ClassVar[str] = "drop"


Action = (
    PlaceTerrain
    | EnterInca
    | LeaveInca
    | MoveInca
    | BuildTemple
    | ExpandTemple
    | PlacePond
    | DrawCard
    | UseToken
    | EndTurn
    | ProposeFestival
    | FestivalPlay
    | FestivalStand
    | FestivalDrop
)

ACTION_TYPES: dict[str, type] = {
    cls.type: cls
    for cls in (
        PlaceTerrain,
        EnterInca,
        LeaveInca,
        MoveInca,
        BuildTemple,
        ExpandTemple,
        PlacePond,
        DrawCard,
        UseToken,
        EndTurn,
        ProposeFestival,
        FestivalPlay,
        FestivalStand,
        FestivalDrop,
    )
}


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": action.type}
    for f in fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        if isinstance(value, Hex):
            value = value.to_list()
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _hex_problem(value: object) -> str | None:
    if isinstance(value, Hex) and _is_int(value.q) and _is_int(value.r):
        return None
    shown = value.to_list() if isinstance(value, Hex) else value
    return Message(N_("a hex is a pair of integers [q, r], not {shown}"), {"shown": repr(shown)})


def _cards_problem(cards: object) -> str | None:
    if not isinstance(cards, (list, tuple)) or not all(isinstance(c, str) for c in cards):
        return Message(N_("'cards' must be a list of card names"))
    for c in cards:
        if c not in CARD_FACES:
            return Message(N_("unknown card {card}"), {"card": repr(c)})
    return None


def field_problem(action: object) -> str | None:
    """Why an action built in Python has a field of the wrong type or kind, or None.

    The same words as `action_from_json`, so an action from code and one from a
    file are judged alike (a float coordinate equals an int one as a dict key,
    and would otherwise slip into a save that can never be loaded).
    """
    names = _FIELD_NAMES.get(type(action))
    if names is None:
        return Message(N_("unknown action {action}"), {"action": repr(action)})
    for name in names:
        value = getattr(action, name)
        if name in ("hex", "src", "dst"):
            problem = _hex_problem(value)
        elif name in ("rotation", "value"):
            problem = None if _is_int(value) else Message(N_("'{field}' must be a whole number"), {"field": name})
        elif name == "cards":
            problem = _cards_problem(value)
        elif name == "tile":
            problem = (None if isinstance(value, str) and value in TILE_KINDS
                       else Message(N_("unknown tile {tile}"), {"tile": repr(value)}))
        else:  # "source": any wrong value is refused by the draw rule, in its own words
            problem = None
        if problem:
            return problem
    return None


_FIELD_NAMES: dict[type, tuple[str, ...]] = {cls: tuple(f.name for f in fields(cls)) for cls in ACTION_TYPES.values()}


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(Message(N_("'{field}' must be a whole number"), {"field": key}))
    return value


def _cards(data: dict[str, Any]) -> tuple[str, ...]:
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise ValueError(Message(N_("'cards' must be a list of card names")))
    problem = _cards_problem(cards)
    if problem:
        raise ValueError(problem)
    return tuple(cards)


def action_from_json(data: object) -> Action:
    if not isinstance(data, dict):
        raise ValueError(Message(N_("an action must be a JSON object")))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise ValueError(Message(N_("unknown action type {kind}"), {"kind": repr(kind)}))
    expected = {f.name for f in fields(ACTION_TYPES[kind])} | {"type"}
    extra = set(data) - expected
    missing = expected - set(data) - ({"rotation"} if kind == "place" else set())
    if extra:
        raise ValueError(N_plural("unexpected field {fields} in a {kind} action",
                                  "unexpected fields {fields} in a {kind} action",
                                  {"fields": str(sorted(extra)), "kind": repr(kind), "n": len(extra)}))
    if missing:
        raise ValueError(N_plural("missing field {fields} in a {kind} action",
                                  "missing fields {fields} in a {kind} action",
                                  {"fields": str(sorted(missing)), "kind": repr(kind), "n": len(missing)}))
    if kind == "place":
        tile = data["tile"]
        if not isinstance(tile, str) or tile not in TILE_KINDS:
            raise ValueError(Message(N_("unknown tile {tile}"), {"tile": repr(tile)}))
        rotation = _int(data, "rotation") if "rotation" in data else 0
        return PlaceTerrain(tile, Hex.from_list(data["hex"]), rotation)
    if kind in ("enter", "leave", "pond"):
        return ACTION_TYPES[kind](Hex.from_list(data["hex"]))  # type: ignore[no-any-return]
    if kind == "move":
        return MoveInca(Hex.from_list(data["src"]), Hex.from_list(data["dst"]))
    if kind in ("build", "expand"):
        return ACTION_TYPES[kind](Hex.from_list(data["hex"]), _int(data, "value"))  # type: ignore[no-any-return]
    if kind == "draw":
        if data["source"] not in ("faceup", "deck"):
            raise ValueError(Message(N_("'source' must be 'faceup' or 'deck'")))
        return DrawCard(data["source"])
    if kind == "festival":
        return ProposeFestival(Hex.from_list(data["hex"]), _cards(data))
    if kind == "bid":
        return FestivalPlay(_cards(data))
    return ACTION_TYPES[kind]()  # type: ignore[no-any-return]
