"""Which seats of a Feld's Cuzco game the computer plays, and how the table names them.

The levels are kept in the record's meta ({"bots": {"seat": level}}) and shown beside the names in the
reader's language at display time, e.g. "Inti (normal)", so a game saved in one language reads in another."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cuzco.games.feld_cuzco.bots.levels import LEVELS, YARDSTICKS, make_bot
from cuzco.games.feld_cuzco.bots.players import Bot
from cuzco.shell.i18n import _
from cuzco.text import N_

SHOWN_LEVELS = LEVELS  # the form's choices; "random" (any legal action) plays only in games of `cuzco selfplay`
PLAYERS = LEVELS + YARDSTICKS
LEVEL_WORDS = {"easy": N_("easy"), "random": N_("random"), "normal": N_("normal"), "hard": N_("hard")}


def seat_levels(meta: Mapping[str, Any], players: int) -> dict[int, str]:
    """{seat: level} of the computer seats named in a record's meta; anything odd is left human."""
    raw = meta.get("bots")
    levels: dict[int, str] = {}
    if isinstance(raw, dict):
        for seat, level in raw.items():
            if isinstance(seat, str) and seat.isdigit() and int(seat) < players and level in PLAYERS:
                levels[int(seat)] = level
    elif isinstance(raw, list):  # games played by `cuzco selfplay`: one level per seat
        for seat, level in enumerate(raw[:players]):
            if isinstance(level, str) and level in PLAYERS:
                levels[seat] = level
    return levels


def bots_for(levels: Mapping[int, str], seed: int = 0) -> dict[int, Bot]:
    return {seat: make_bot(level, seed + seat) for seat, level in levels.items()}


def shown_names(names: Sequence[str], levels: Mapping[int, str]) -> list[str]:
    """Each seat's name; a computer's followed by its level in the current language."""
    return [f"{name} ({_(LEVEL_WORDS[levels[seat]])})" if seat in levels else name
            for seat, name in enumerate(names)]
