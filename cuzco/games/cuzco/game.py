"""Cuzco's entry in the shell's registry (`cuzco.shell.registry`): its name, picture and screens.

Heavy screens are imported when asked for, so the game chooser stays quick to open.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.games.cuzco.rules.components import MAX_PLAYERS, MIN_PLAYERS
from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.savefile import read_save
from cuzco.games.cuzco.ui import setup_memory
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.shell.registry import GameEntry
from cuzco.shell.scenes.emblem import draw_emblem
from cuzco.text import N_


def new_game_scene(settings: Any) -> Any:
    from cuzco.games.cuzco.ui.new_game import NewGameScene

    return NewGameScene(settings)


def watch_game(game: Any, settings: Any) -> Any:
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

    return ViewerScene(game, settings)


def tutorial_scene(settings: Any) -> Any:
    from cuzco.games.cuzco.ui.tutorial import TutorialScene

    return TutorialScene(settings)


def demo_scene(settings: Any, bot_delay: float) -> Any:
    from cuzco.games.cuzco.ui.demo import demo_scene as cuzco_demo

    return cuzco_demo(settings, bot_delay=bot_delay)


def describe_save(path: Path) -> tuple[list[str], int, str]:
    save = read_save(path)  # checked, not replayed: how far it got is not known without a replay
    return list(save.names), len(save.actions), ""


def save_name(game: Any) -> str:
    from cuzco.shell.i18n import _

    state = game.state
    return _("{players} - turn {turn}", players=", ".join(p.name for p in state.players), turn=state.turn)


def progress(game: Any) -> tuple[str, bool]:
    from cuzco.shell.i18n import _

    state = game.state
    if state.is_over:
        return _("finished"), True
    return _("turn {turn}", turn=state.turn), False


def draw_preview(game: Any, surface: Any, rect: Any) -> None:
    """The board as it stands, drawn by the game screen's own board renderer, fitted into `rect`."""
    from cuzco.games.cuzco.ui.layout import Layout
    from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
    from cuzco.shell import theme

    state = game.state
    n = state.num_players
    colours = game.meta.get("colours")
    if not (isinstance(colours, list) and len(colours) == n
            and all(isinstance(c, list) and len(c) == 3 and all(type(v) is int and 0 <= v <= 255 for v in c)
                    for c in colours)):
        colours = [theme.player_colour(name) for name in theme.DEFAULT_COLOURS[:n]]
    layout = Layout()
    layout.fit(list(state.board.hexes), (rect.x, rect.y, rect.w, rect.h), 4.0)
    look = BoardLook(tuple(tuple(c) for c in colours), tuple(theme.MARKS[:n]))
    previous = surface.get_clip()
    surface.set_clip(rect)
    BoardRenderer(state.board).draw(surface, state, layout, look, view=rect, fill=True)
    surface.set_clip(previous)


def draw_picture(surface: Any, rect: Any) -> None:
    size = min(round(rect.h / 1.7), rect.w // 3)  # the sun's rays reach about 0.85 size above the centre
    draw_emblem(surface, (rect.centerx, rect.bottom - size // 2 - 4), size, 0.0)


def rules_picture(name: str, width: int) -> Any:
    from .ui.rules_pictures import rules_picture as draw

    return draw(name, width)


def phone_adapter() -> Any:
    from .ui.phones import CuzcoPhones

    return CuzcoPhones()


ENTRY = GameEntry(
    id="cuzco",
    name=N_("Cuzco"),
    blurb=N_("Terraces, temples and festivals in the Andes"),
    designers=("Wolfgang Kramer", "Michael Kiesling"),
    year=2018,
    players=(MIN_PLAYERS, MAX_PLAYERS),
    rules_page="rules.md",
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
    demo_scene=demo_scene,
    owns=lambda game: isinstance(game, Game),
    rules_picture=rules_picture,
    valid_setup_memory=setup_memory.valid,
    save_name=save_name,
    phone_adapter=phone_adapter,
    settings_used=("height_numbers", "hints", "confirm_end_turn"),  # not Incan Gold's odds
)
