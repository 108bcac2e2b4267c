"""The actions of Feld's Cuzco: small frozen records, one per decision a player makes.

JSON form: {"type": <the class's `type`>, "player": <seat>, <field>: <value>, ...}
with the fields named as below; every value is an integer, a boolean, a short text
or a list of integers. Examples:
    {"type": "place", "player": 0, "die": 5, "space": 2, "action": "study", "shift": [-1]}
    {"type": "move", "player": 1, "to": 4, "rotation": -1}
    {"type": "exchange", "player": 0, "option": "knowledge", "target": 7}
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any

from cuzco.json_limits import short
from cuzco.text import N_, Message


@dataclass(frozen=True)
class Place:
    """Phase I: put the die showing `die` on action space `space` and do `action` there.

    `shift`: pututu tiles spent on the die first (each +1, -1, +2 or -2). `die` 0 is the
    extra turn of god card 05, played as a die of 1 that is not placed."""

    player: int
    die: int
    space: int
    action: str
    shift: tuple[int, ...] = ()
    type = "place"


@dataclass(frozen=True)
class Move:
    """Move the chasqui to place `to` (village 0..11, Cuzco 12); `rotation` 0..5 turns the overlay first, -1 not."""

    player: int
    to: int
    rotation: int = -1
    type = "move"


@dataclass(frozen=True)
class TakeTile:
    """Take the `kind` tile (0 study, 1 farm) beside `column` pips and put it on mask space `slot`."""

    player: int
    kind: int
    column: int
    slot: int
    type = "take_tile"


@dataclass(frozen=True)
class Exchange:
    """Spend pips of an exchange die. option: knowledge/food (target: the slot of the tile to slide down),
    vp, offering, card (target: the god), feather (target: the dot), quipu (target: the slot)."""

    player: int
    option: str
    target: int = -1
    type = "exchange"


@dataclass(frozen=True)
class Activate:
    """Activate the circlet with `circlet` pips."""

    player: int
    circlet: int
    type = "activate"


@dataclass(frozen=True)
class Blessing:
    """A fire blessing: the face-up card of `god` (or -1: an offering), and knowledge (True) or food."""

    player: int
    god: int
    knowledge: bool
    type = "blessing"


@dataclass(frozen=True)
class Feather:
    """Put a gained feather on empty dot `dot` (0..11) of the mask."""

    player: int
    dot: int
    type = "feather"


@dataclass(frozen=True)
class TakeCard:
    """Take the face-up card of `god`."""

    player: int
    god: int
    type = "take_card"


@dataclass(frozen=True)
class Reallocate:
    """Move the quipu on mask space `slot` to the reserve."""

    player: int
    slot: int
    type = "reallocate"


@dataclass(frozen=True)
class UseAbility:
    """Phase II: use `ability` (1..12) of the `kind` tiles (0 study, 1 farm), every copy joined."""

    player: int
    kind: int
    ability: int
    type = "use_ability"


@dataclass(frozen=True)
class Buy:
    """Market: buy the good in `column` of this round's row."""

    player: int
    column: int
    type = "buy"


@dataclass(frozen=True)
class Complete:
    """Palace: complete mission `mission` (complete=True), or give it up when none can be completed."""

    player: int
    mission: int
    complete: bool
    type = "complete"


@dataclass(frozen=True)
class TakeMission:
    """Palace: take mission `mission` from the palace."""

    player: int
    mission: int
    type = "take_mission"


@dataclass(frozen=True)
class Keep:
    """Setup: keep these two of the four golden missions drawn."""

    player: int
    missions: tuple[int, ...]
    type = "keep"


@dataclass(frozen=True)
class PlayCard:
    """Play god card `card` from the hand (paying an offering) or, with `medal`, a face-up card for an Inti medal.

    `target`: what the card needs (see the rules page): 02 the slots to slide up; 04 the mission and the
    requirement to waive; 06 the space the die leaves, its pips and the space it goes to; 09 the discard
    pile (0 study, 1 farm), the position in it and the mask slot."""

    player: int
    card: int
    medal: bool = False
    target: tuple[int, ...] = ()
    type = "play_card"


@dataclass(frozen=True)
class Done:
    """End the current optional step: stop exchanging, stop using abilities, buy nothing."""

    player: int
    type = "done"


Action = (Place | Move | TakeTile | Exchange | Activate | Blessing | Feather | TakeCard | Reallocate | UseAbility
          | Buy | Complete | TakeMission | Keep | PlayCard | Done)
ACTION_TYPES: dict[str, type] = {cls.type: cls for cls in (
    Place, Move, TakeTile, Exchange, Activate, Blessing, Feather, TakeCard, Reallocate, UseAbility, Buy,
    Complete, TakeMission, Keep, PlayCard, Done)}
_MAX_LIST = 12


def action_to_json(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"type": action.type}
    for f in fields(action):
        value = getattr(action, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_json(raw: object) -> Action:
    """The action a JSON object describes; ValueError (with a Message) says what is wrong with it."""
    if not isinstance(raw, dict):
        raise ValueError(Message(N_("an action must be a JSON object")))
    kind = raw.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(Message(N_("unknown action type {kind}"), {"kind": short(repr(raw.get("type")), 40)}))
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in raw:
            if f.default is not MISSING:  # has a default: keep it
                continue
            raise ValueError(Message(N_("the action lacks '{field}'"), {"field": f.name}))
        value = raw[f.name]
        annotation = str(f.type)
        if annotation == "int":
            ok = type(value) is int
        elif annotation == "bool":
            ok = type(value) is bool
        elif annotation == "str":
            ok = isinstance(value, str) and len(value) <= 20
        else:  # tuple[int, ...]
            ok = isinstance(value, list) and len(value) <= _MAX_LIST and all(type(v) is int for v in value)
            value = tuple(value) if ok else value
        if not ok:
            raise ValueError(Message(N_("'{field}' of the action has the wrong form"), {"field": f.name}))
        values[f.name] = value
    extra = set(raw) - {f.name for f in fields(cls)} - {"type"}
    if extra:
        raise ValueError(Message(N_("the action has unknown fields: {fields}"),
                                 {"fields": short(", ".join(sorted(map(str, extra))), 60)}))
    result: Action = cls(**values)
    return result
