"""Incan Gold's entry in the shell's registry (`cuzco.shell.registry`): its name, picture and screens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.shell.registry import GameEntry
from cuzco.text import N_

from .rules import Game, load_game, save_game


def new_game_scene(settings: Any) -> Any:
    from .ui.setup_scene import IncanGoldSetupScene

    return IncanGoldSetupScene(settings)


def open_game(game: Any, settings: Any) -> Any:
    from .ui.autosave import bots_of
    from .ui.table_scene import IncanGoldScene

    return IncanGoldScene(game, settings, bots=bots_of(game))


def tutorial_scene(settings: Any) -> Any:
    from .ui.guided import GuidedRound

    return GuidedRound(settings)


def describe_save(path: Path) -> tuple[list[str], int, str]:
    from cuzco.shell.i18n import _

    from .rules import ROUNDS

    game = load_game(path)  # a whole game is a few dozen choices: replaying it is instant
    state = game.state
    progress = _("finished") if state.over else _("round {r} of {n}", r=state.round, n=ROUNDS)
    return list(game.setup.names), len(game.actions), progress


def save_name(game: Any) -> str:
    from cuzco.shell.i18n import _

    state = game.state
    return _("{players} - round {round}", players=", ".join(state.names), round=state.round)


def draw_picture(surface: Any, rect: Any) -> None:
    from .rules.cards import HAZARD_KINDS, Card
    from .ui.cards_draw import card_surface

    width = max(8, min(rect.w // 5, rect.h * 2 // 5))
    cards = [card_surface(card, 0, width) for card in
             (Card("treasure", 7), Card("artifact"), Card("hazard", hazard=HAZARD_KINDS[1]))]
    gap = width // 5
    x = rect.centerx - (sum(c.get_width() for c in cards) + gap * (len(cards) - 1)) // 2
    for image in cards:
        surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
        x += image.get_width() + gap


ENTRY = GameEntry(
    id="incan-gold",
    name=N_("Incan Gold"),
    blurb=N_("Push your luck in the temple: go on, or take the gems home (3-8 players)"),
    rules_page="incan-gold.md",
    draw_picture=draw_picture,
    new_game_scene=new_game_scene,
    open_game=open_game,
    load_game=load_game,
    save_game=save_game,
    describe_save=describe_save,
    tutorial_scene=tutorial_scene,
    owns=lambda game: isinstance(game, Game),
    save_name=save_name,
    settings_used=("odds",),  # no terrace heights, no hints: the shell's own settings and the odds
)
