"""Who sits at each computer seat: the level names players see, and the seats kept in a save.

A seat on the new-game form cycles Human -> Easy -> Normal -> Hard. A save
keeps each computer seat's level in `game.meta["bots"]` as
{"seat number": level}; saves from before the levels, whose seats say
"random" or "greedy", load with the nearest level (Easy and Normal).
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.bots import LEVEL_OF_KIND, LEVELS, make_bot
from cuzco.shell.i18n import _

HUMAN = "human"
SEAT_CHOICES = (HUMAN, *LEVELS)


def level_label(kind: str) -> str:
    """The player-facing, translated name of a level (or of an old kind, by its level)."""
    level = LEVEL_OF_KIND.get(kind, kind)
    labels = {"easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard"), HUMAN: _("Human")}
    return labels.get(level, level)


def seat_label(choice: str) -> str:
    """What a seat's button on the new-game form says: Human, or Computer with its level."""
    return _("Human") if choice == HUMAN else _("Computer: {level}", level=level_label(choice))


def next_choice(choice: str) -> str:
    return SEAT_CHOICES[(SEAT_CHOICES.index(choice) + 1) % len(SEAT_CHOICES)] if choice in SEAT_CHOICES else HUMAN


def seat_bot(level: str, seed: int | str, seat: int | str) -> Any:
    return make_bot(level, f"{seed}/seat{seat}")


def bots_meta(bots: dict[int, Any]) -> dict[str, str]:
    """What a save records about the computer seats."""
    return {str(seat): LEVEL_OF_KIND.get(getattr(bot, "kind", ""), "normal") for seat, bot in bots.items()}


def bots_from_meta(value: object, seed: int | str, players: int) -> dict[int, Any]:
    """Computer seats recorded in a save, each at its level; anything odd is ignored."""
    if not isinstance(value, dict):
        return {}
    bots: dict[int, Any] = {}
    for seat, kind in value.items():
        if isinstance(seat, str) and seat.isdigit() and int(seat) < players and kind in LEVEL_OF_KIND:
            bots[int(seat)] = seat_bot(LEVEL_OF_KIND[kind], seed, seat)
    return bots
