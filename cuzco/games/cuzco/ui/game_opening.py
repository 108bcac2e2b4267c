"""Opening a Cuzco game on screen: the table (colours, computer seats) kept in the game's record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cuzco.games.cuzco.ui.computer_seats import bots_from_meta, bots_meta
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.theme import Colour


def open_game(
    game: object,
    settings: object,
    colours: Sequence[Colour] | None = None,
    bots: dict[int, object] | None = None,
    phones: bool = False,
) -> object:
    """A GameScene for `game`.

    Hand-offs between turns are needed only when two or more humans share the screen. Colours
    and computer seats given here are written into the game's record (`game.meta`), so a saved
    or autosaved game resumes with the same table; when not given, they are read back from it.
    """
    meta: dict[str, Any] = game.meta  # type: ignore[attr-defined]
    if colours is not None:
        meta["colours"] = [list(c) for c in colours]
    elif _valid_colours(meta.get("colours")):
        colours = [tuple(c) for c in meta["colours"]]  # type: ignore[misc]
    if bots is not None:
        meta["bots"] = bots_meta(bots)
    else:
        bots = bots_from_meta(meta.get("bots"), game.setup.seed, game.state.num_players)  # type: ignore[attr-defined]

    humans = game.state.num_players - len(bots or {})  # type: ignore[attr-defined]
    kwargs: dict[str, Any] = {}
    if colours is not None:
        kwargs["colours"] = list(colours)
    if bots:
        kwargs["bots"] = dict(bots)
    return GameScene(game, settings, hotseat=humans > 1, phones=phones, **kwargs)


def _valid_colours(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(c, list) and len(c) == 3 and all(isinstance(v, int) and 0 <= v <= 255 for v in c)
        for c in value
    )
