"""The last new-game set-up, kept with the settings so the form opens as the players left it.

    {"count": 2-4, "names": [4 names], "colours": [4 colour names], "computer": [4 bools],
     "first": "random" | seat number}

`valid(value)` is the whole check the settings loader applies: anything else is dropped
(with a log line) and the form opens with its defaults.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules.components import MAX_PLAYERS, MIN_PLAYERS
from cuzco.shell.widgets.theme import PLAYER_COLOURS

NAME_MAX = 16


def valid(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    if not value:
        return True  # nothing remembered yet
    count, names, colours = value.get("count"), value.get("names"), value.get("colours")
    computer, first = value.get("computer"), value.get("first")
    return (
        type(count) is int
        and MIN_PLAYERS <= count <= MAX_PLAYERS
        and isinstance(names, list)
        and len(names) == MAX_PLAYERS
        and all(isinstance(n, str) and len(n) <= NAME_MAX for n in names)
        and isinstance(colours, list)
        and len(colours) == MAX_PLAYERS
        and all(isinstance(c, str) and c in PLAYER_COLOURS for c in colours)
        and len(set(colours[:count])) == count
        and isinstance(computer, list)
        and len(computer) == MAX_PLAYERS
        and all(isinstance(b, bool) for b in computer)
        and (first == "random" or (type(first) is int and 0 <= first < count))
    )
