"""A game's last new-game set-up, kept under its own key in the settings' `new_game` beside the other
games' set-ups, so each form opens as it was left:

    remembered_part(settings.new_game, "incan-gold", sound)   # that game's dict, or None when absent or unsound
    keep_part(settings, "incan-gold", mine)                   # store it, leaving the other games' keys alone

`sound(part)` is the game's own strict check of its part; anything it refuses is as good as absent, and
the form opens with its defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def remembered_part(value: Any, key: str, sound: Callable[[Any], bool]) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    mine = value.get(key)
    return mine if isinstance(mine, dict) and sound(mine) else None


def keep_part(settings: Any, key: str, mine: dict[str, Any]) -> None:
    last = getattr(settings, "new_game", None)
    settings.new_game = {**(last if isinstance(last, dict) else {}), key: mine}
