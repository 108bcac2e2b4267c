"""The last new-game set-up, kept with the settings so the form opens as the players left it.

    {"count": 2-4, "names": [4 names], "colours": [4 colour names],
     "seats": [4 of "human", "easy", "normal", "hard"], "computer": [4 bools], "first": "random" | seat number,
     "phones": bool}

"computer" (is each seat a computer?) is what the form kept before the levels existed; a set-up
with only that opens with its computer seats at Normal. "phones" (the Players' phones switch) came
later too: a set-up without it opens with the switch off.

`valid(value)` is the whole check the settings loader applies: anything else is dropped
(with a log line) and the form opens with its defaults.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules.components import MAX_PLAYERS, MIN_PLAYERS
from cuzco.games.cuzco.ui.computer_seats import HUMAN, SEAT_CHOICES
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
        and _valid_seats(value.get("seats", [HUMAN] * MAX_PLAYERS))
        and (first == "random" or (type(first) is int and 0 <= first < count))
        and type(value.get("phones", False)) is bool
    )


def _valid_seats(seats: Any) -> bool:
    return isinstance(seats, list) and len(seats) == MAX_PLAYERS and all(
        isinstance(c, str) and c in SEAT_CHOICES for c in seats
    )


def recalled_seats(value: dict[str, Any]) -> list[str]:
    """Each seat's choice from a valid set-up: its levels, or Normal for an older set-up's computers."""
    if "seats" in value:
        return list(value["seats"])
    return ["normal" if computer else HUMAN for computer in value["computer"]]
