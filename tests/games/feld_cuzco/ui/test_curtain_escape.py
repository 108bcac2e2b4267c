"""Escape on Feld's Cuzco's hand-off curtain opens the game's menu; when the menu closes the curtain comes
down again for the same player, and nothing of theirs was shown meanwhile."""

from __future__ import annotations

import random

import pygame

from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene

from .driver import Driver, human_click, open_form, table_of


def test_escape_on_the_curtain_opens_the_menu_and_the_curtain_comes_back() -> None:
    d = Driver()
    form = open_form(d, 2, {0, 1})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    rng = random.Random(3)
    while not isinstance(d.top, HandoffScene):
        if not human_click(d, scene, rng):
            d.step()
    curtain = d.top
    assert isinstance(curtain, HandoffScene) and curtain.escape_menu
    waiting, shown = scene.curtain_for, len(scene.frames_hand_shown)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameMenu)
    assert scene.curtain_for == waiting and scene.viewer is None
    d.key(pygame.K_ESCAPE)  # the menu's Escape: resume
    again = d.top
    assert isinstance(again, HandoffScene) and again.player_name == curtain.player_name
    assert again.summary == curtain.summary and scene.viewer is None
    assert all(seat is None for seat in scene.frames_hand_shown[shown:])  # no hand while the menu was up
    again.age = 10.0  # past the guard against double clicks
    d.click((20, 20))
    assert d.top is scene and scene.viewer == waiting and scene.curtain_for is None
