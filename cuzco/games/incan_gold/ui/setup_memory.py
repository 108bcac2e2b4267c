"""The last set-up of the Incan Gold form, kept with the settings so the form opens as it was left.

It lives under the "incan-gold" key of `Settings.new_game`, beside the other games' set-ups:

    {"incan-gold": {"players": 3-8, "seats": [8 of "human", "easy", "normal", "hard"],
                    "names": [8 names], "diamant": bool, "first": "random" | seat number,
                    "phones": bool}}

"phones" (the Players' phones switch) came later: a set-up without it opens with the switch off.

`valid(value)` is the whole check the settings loader applies (through the registry): anything
else is dropped and the form opens with its defaults.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.incan_gold.bots import LEVELS
from cuzco.games.incan_gold.rules import MAX_PLAYERS, MIN_PLAYERS
from cuzco.shell.setup_memory import keep_part, remembered_part

KEY = "incan-gold"
HUMAN = "human"
NAME_MAX = 16
RANDOM = "random"


def remembered(value: Any) -> dict[str, Any] | None:
    """Incan Gold's part of the settings' `new_game`, when it is there and sound."""
    return remembered_part(value, KEY, _sound)


def valid(value: Any) -> bool:
    return remembered(value) is not None


def _sound(mine: Any) -> bool:
    if not isinstance(mine, dict):
        return False
    players, seats, names = mine.get("players"), mine.get("seats"), mine.get("names")
    first = mine.get("first")
    return (
        type(players) is int and MIN_PLAYERS <= players <= MAX_PLAYERS
        and isinstance(seats, list) and len(seats) == MAX_PLAYERS
        and all(isinstance(s, str) and s in (HUMAN, *LEVELS) for s in seats)
        and isinstance(names, list) and len(names) == MAX_PLAYERS
        and all(isinstance(n, str) and len(n) <= NAME_MAX for n in names)
        and type(mine.get("diamant")) is bool
        and (first == RANDOM or (type(first) is int and 0 <= first < players))
        and type(mine.get("phones", False)) is bool
    )


def remember(settings: Any, mine: dict[str, Any]) -> None:
    """Keep this set-up beside the other games' (their keys are left as they are)."""
    keep_part(settings, KEY, mine)
