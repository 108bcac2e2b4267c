"""Feld's Cuzco's entry in the shell's registry (`cuzco.shell.registry`): its name, picture and screens.

Its name in the menus is "Cuzco (Feld)" and the menus name its designer and year beside it, so that it is
never taken for Kiesling & Kramer's Cuzco, the app's first game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.shell.registry import GameEntry
from cuzco.text import N_

from .rules import MAX_PLAYERS, MIN_PLAYERS, Game, load_game, save_game
from .ui import setup_memory


def new_game_scene(settings: Any) -> Any:
    from .ui.setup_scene import FeldSetupScene

    return FeldSetupScene(settings)


def open_game(game: Any, settings: Any) -> Any:
    from .ui.autosave import bots_of
    from .ui.table_scene import FeldTableScene

    return FeldTableScene(game, settings, bots_of(game))


def watch_game(game: Any, settings: Any) -> Any:
    from .ui.watch_scene import FeldWatchScene

    return FeldWatchScene(game, settings)


def tutorial_scene(settings: Any) -> Any:
    from .ui.tutorial import FeldTutorialScene

    return FeldTutorialScene(settings)


def describe_save(path: Path) -> tuple[list[str], int, str]:
    from cuzco.shell.i18n import _

    from .rules import ROUNDS

    game = load_game(path)  # a few hundred actions: replaying them is quick
    state = game.state
    progress = _("finished") if state.over else _("round {r} of {n}", r=max(1, state.round), n=ROUNDS)
    return list(game.setup.names), len(game.actions), progress


def save_name(game: Any) -> str:
    from cuzco.shell.i18n import _

    state = game.state
    return _("Feld {players} - round {round}", players=", ".join(state.names), round=max(1, state.round))


def progress(game: Any) -> tuple[str, bool]:
    from cuzco.shell.i18n import _

    from .rules import ROUNDS

    state = game.state
    if state.over:
        return _("finished"), True
    return _("round {r} of {n}", r=max(1, state.round), n=ROUNDS), False


def draw_preview(game: Any, surface: Any, rect: Any) -> None:
    """The table as it stands (the map, the Cuzco board, the action board, every mask board), drawn by the
    table's own code for nobody at the screen, fitted into `rect`: the Load screen's picture."""
    from .ui.save_picture import draw_save_picture

    draw_save_picture(surface, rect, game.state, list(game.state.names))


def draw_picture(surface: Any, rect: Any) -> None:
    from .ui.picture import draw_picture as draw

    draw(surface, rect)


def rules_picture(name: str, width: int) -> Any:
    """The rules page's pictures (`picture:roads` and the others), drawn by the table's own code."""
    from .ui.rules_pictures import rules_picture as draw

    return draw(name, width)


def phone_adapter() -> Any:
    from .ui.phones import FeldPhones

    return FeldPhones()


ENTRY = GameEntry(
    id="feld-cuzco",
    name=N_("Cuzco (Feld)"),
    blurb=N_("Place dice, carry quipus along the roads, serve the Sapa Inca"),
    designers=("Stefan Feld",),
    year=2023,
    players=(MIN_PLAYERS, MAX_PLAYERS),
    rules_page="feld-cuzco.md",
    draw_picture=draw_picture,
    new_game_scene=new_game_scene,
    open_game=open_game,
    load_game=load_game,
    save_game=save_game,
    describe_save=describe_save,
    watch_game=watch_game,
    draw_preview=draw_preview,
    progress=progress,
    tutorial_scene=tutorial_scene,
    owns=lambda game: isinstance(game, Game),
    phone_adapter=phone_adapter,
    save_name=save_name,
    rules_picture=rules_picture,
    valid_setup_memory=setup_memory.valid,
    settings_used=(),  # no terrace heights, no hints yet: the shell's own settings only
)
