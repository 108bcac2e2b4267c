"""The last set-up of Feld's Cuzco's new-game form, kept with the settings so the form opens as it was left.

It lives under the "feld-cuzco" key of `Settings.new_game`, beside the other games' set-ups:

    {"feld-cuzco": {"players": 2-4, "seats": [4 of "human", "easy", "normal", "hard"],
                    "names": [4 names], "pututu": bool, "card13": bool,
                    "first": "random" | seat number, "phones": bool}}

"card13" (god card 13 reaching any village), "first" and "phones" came later: a set-up without them
opens with the switch off and the first player drawn.

`valid(value)` is the whole check the settings loader applies (through the registry): anything
else is dropped and the form opens with its defaults. Start remembers the form; the guided first
round does not (it plays a set-up of its own).
"""

from __future__ import annotations

from typing import Any

from cuzco.games.feld_cuzco.rules import MAX_PLAYERS, MIN_PLAYERS
from cuzco.shell.setup_memory import keep_part, remembered_part

from .seats import SHOWN_LEVELS

KEY = "feld-cuzco"
HUMAN = "human"
SEAT_KINDS = (HUMAN, *SHOWN_LEVELS)
NAME_MAX = 16
RANDOM = "random"


def remembered(value: Any) -> dict[str, Any] | None:
    """Feld's Cuzco's part of the settings' `new_game`, when it is there and sound."""
    return remembered_part(value, KEY, _sound)


def valid(value: Any) -> bool:
    return remembered(value) is not None


def _sound(mine: Any) -> bool:
    if not isinstance(mine, dict):
        return False
    players, seats, names = mine.get("players"), mine.get("seats"), mine.get("names")
    return (
        type(players) is int and MIN_PLAYERS <= players <= MAX_PLAYERS
        and isinstance(seats, list) and len(seats) == MAX_PLAYERS
        and all(isinstance(s, str) and s in SEAT_KINDS for s in seats)
        and isinstance(names, list) and len(names) == MAX_PLAYERS
        and all(isinstance(n, str) and len(n) <= NAME_MAX and n.isprintable() for n in names)
        and type(mine.get("pututu")) is bool
        and type(mine.get("card13", False)) is bool
        and (mine.get("first", RANDOM) == RANDOM or (type(mine.get("first")) is int and 0 <= mine["first"] < players))
        and type(mine.get("phones", False)) is bool
    )


def remember(settings: Any, mine: dict[str, Any]) -> None:
    """Keep this set-up beside the other games' (their keys are left as they are)."""
    keep_part(settings, KEY, mine)
