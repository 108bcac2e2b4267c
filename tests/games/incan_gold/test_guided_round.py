"""Incan Gold's guided first round (issue 19, point 4), driven by posted events from the main menu's
Learn to play: a fixed deck, each step waiting for the learner's own choice, and the guide speaking
of the path, going on and returning, how gems split, the artifact, and why a second Spiders card
ends the round."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.incan_gold.rules.cards import artifact, quest_cards
from cuzco.games.incan_gold.rules.setup import round_rng
from cuzco.games.incan_gold.ui.guided import GUIDED_SEED, GuidedRound
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.shell import registry
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene

from .test_screens import Driver


def test_the_guided_deck_is_fixed() -> None:
    cards = sorted([*quest_cards(), artifact(1)])
    round_rng(GUIDED_SEED, 1).shuffle(cards)
    assert [c.code for c in cards[:6]] == ["t7", "h:spiders", "t9", "a1", "t15", "h:spiders"]


def test_learn_to_play_offers_the_guided_round() -> None:
    assert registry.entry("incan-gold").tutorial_scene is not None
    d = Driver()
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["learn"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene) and chooser.purpose == "learn"
    d.step()
    d.click(chooser.buttons["game:incan-gold"].rect.center)
    assert isinstance(d.top, GuidedRound)


def _open(d: Driver) -> GuidedRound:
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["learn"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene)
    d.step()
    d.click(chooser.buttons["game:incan-gold"].rect.center)
    scene = d.top
    assert isinstance(scene, GuidedRound)
    return scene


def _press(d: Driver, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    d.step()


@pytest.mark.parametrize("choices", ["GGGGG", "GGGR", "R"], ids=["stays in", "returns with Amaru", "returns first"])
def test_the_guided_round_waits_for_each_choice_and_explains(choices: str) -> None:
    d = Driver()
    d.app.settings.animation_speed = 3.0  # the fastest pace the settings offer: the same steps, sooner
    scene = _open(d)
    titles = [scene.title]
    texts = [scene.text]
    k = 0
    for _ in range(6000):
        if scene.finished and not scene.steps:
            break
        if scene.chooser == 0 and not scene.steps and scene.card is not None:
            turn = scene.state.reveals
            d.step(40)  # two thirds of a second: nothing happens without the learner
            assert scene.state.reveals == turn and scene.chooser == 0
            _press(d, pygame.K_g if choices[k] == "G" else pygame.K_r)
            k += 1
            titles.append(scene.title)
            texts.append(scene.text)
        else:
            d.step()
    else:
        raise AssertionError("the guided round did not end")
    assert k == len(choices)
    assert scene.state.round == 2 or scene.state.over  # exactly one round was played
    assert titles[0] == "The path" and "2 each" in texts[0] and "1 gem left over" in texts[0]
    whole = " ".join(texts + [scene.text])
    assert "Spiders" in whole and "second Spiders card" in scene.text
    if choices == "GGGGG":
        assert "artifact" in whole and "Amaru returned alone" in whole and "You lost the" in scene.text
    if choices == "GGGR":
        assert "split the gems on the path evenly" in whole and "You were safe in camp" in scene.text
    assert "play" in scene.guide_buttons
    d.click(scene.guide_buttons["play"].rect.center)
    assert isinstance(d.top, IncanGoldSetupScene)


def test_the_guide_takes_the_clicks_that_land_on_it() -> None:
    d = Driver()
    scene = _open(d)
    while scene.card is None:
        d.step()
    box = scene.guide_box
    assert box.w > 0
    d.click(box.center)
    assert scene.state.pending[0] is None and isinstance(d.top, GuidedRound)
