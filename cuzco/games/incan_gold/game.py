"""Incan Gold's entry in the shell's registry (`cuzco.shell.registry`): its name, picture and screens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.shell.registry import GameEntry
from cuzco.text import N_

from .rules import MAX_PLAYERS, MIN_PLAYERS, Game, load_game, save_game
from .ui import setup_memory


def new_game_scene(settings: Any) -> Any:
    from .ui.setup_scene import IncanGoldSetupScene

    return IncanGoldSetupScene(settings)


def open_game(game: Any, settings: Any) -> Any:
    from .ui.autosave import bots_of
    from .ui.table_scene import IncanGoldScene

    return IncanGoldScene(game, settings, bots=bots_of(game))


def watch_game(game: Any, settings: Any) -> Any:
    from .ui.viewer import IncanGoldViewer

    return IncanGoldViewer(game, settings)


def phone_adapter() -> Any:
    from .ui.phones import IncanGoldPhones

    return IncanGoldPhones()


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


def progress(game: Any) -> tuple[str, bool]:
    from cuzco.shell.i18n import _

    from .rules import ROUNDS

    state = game.state
    if state.over:
        return _("finished"), True
    return _("round {r} of {n}", r=state.round, n=ROUNDS), False


def draw_preview(game: Any, surface: Any, rect: Any) -> None:
    """The table as it stands (the round's path, every player's panel), drawn by the table's own code."""
    from .ui.table_picture import draw_table_picture

    draw_table_picture(surface, rect, game.state, game.meta)


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


def rules_picture(name: str, width: int) -> Any:
    """The rules page's pictures, drawn by the game: "cards", a treasure, a hazard and an artifact."""
    if name != "cards":
        return None
    import pygame

    from cuzco.shell.i18n import _
    from cuzco.shell.widgets.text import draw_text
    from cuzco.shell.widgets.theme import TEXT_DIM, px

    from .rules.cards import HAZARD_KINDS, Card
    from .ui.cards_draw import card_surface

    card_w = min(px(110), width // 5)
    shown = [(Card("treasure", 9), _("a treasure")), (Card("hazard", hazard=HAZARD_KINDS[0]), _("a hazard")),
             (Card("artifact"), _("an artifact"))]
    images = [(card_surface(card, 0, card_w), label) for card, label in shown]
    gap = px(28)
    total = sum(image.get_width() for image, _label in images) + gap * (len(images) - 1)
    height = max(image.get_height() for image, _label in images)
    surface = pygame.Surface((total, height + px(30)), pygame.SRCALPHA)
    x = 0
    for image, label in images:
        surface.blit(image, image.get_rect(midleft=(x, height // 2)))
        draw_text(surface, label, (x + image.get_width() // 2, height + px(6)), 18, TEXT_DIM, anchor="midtop")
        x += image.get_width() + gap
    return surface

ENTRY = GameEntry(
    id="incan-gold",
    name=N_("Incan Gold"),
    blurb=N_("Push your luck in the temple: go on, or take the gems home"),
    designers=("Alan R. Moon", "Bruno Faidutti"),
    year=2006,
    players=(MIN_PLAYERS, MAX_PLAYERS),
    rules_page="incan-gold.md",
    draw_picture=draw_picture,
    new_game_scene=new_game_scene,
    open_game=open_game,
    load_game=load_game,
    save_game=save_game,
    describe_save=describe_save,
    watch_game=watch_game,
    draw_preview=draw_preview,
    progress=progress,
    owns=lambda game: isinstance(game, Game),
    save_name=save_name,
    valid_setup_memory=setup_memory.valid,
    phone_adapter=phone_adapter,
    tutorial_scene=tutorial_scene,
    settings_used=("odds",),  # no terrace heights, no hints: the shell's own settings and the odds
    rules_picture=rules_picture,
)
