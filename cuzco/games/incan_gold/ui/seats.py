"""What the table and the results call each seat: the name as typed, and for a computer seat its level
in the reader's language, e.g. "Inti (razonador)". The level is not part of the name: it is read from
the record's meta ({"bots": {"seat": level}}) at display time, so a game saved in one language reads
in another. Names from older saves that already end in the English level have it replaced."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cuzco.games.incan_gold.bots import KINDS
from cuzco.shell.i18n import _
from cuzco.text import N_

LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"),
               "cautious": N_("cautious"), "bold": N_("bold"), "reasoning": N_("reasoning")}


def seat_levels(meta: Mapping[str, Any], players: int) -> dict[int, str]:
    """{seat: level} of the computer seats a record's meta names; anything odd is left out (human)."""
    raw = meta.get("bots")
    levels: dict[int, str] = {}
    if isinstance(raw, dict):
        for seat, level in raw.items():
            if isinstance(seat, str) and seat.isdigit() and int(seat) < players and level in KINDS:
                levels[int(seat)] = level
    elif isinstance(raw, list):  # games played by `cuzco selfplay --game incan-gold`: one level per seat
        for seat, level in enumerate(raw[:players]):
            if isinstance(level, str) and level in KINDS:
                levels[seat] = level
    return levels


def shown_names(names: Sequence[str], levels: Mapping[int, str]) -> list[str]:
    """Each seat's name, a computer's followed by its level word in the current language."""
    shown = []
    for seat, name in enumerate(names):
        level = levels.get(seat)
        if level is None:
            shown.append(name)
            continue
        base = name.removesuffix(f" ({level})")  # an older save kept the English level in the name
        shown.append(f"{base} ({_(LEVEL_WORDS.get(level, level))})")
    return shown
