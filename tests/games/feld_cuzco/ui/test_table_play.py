"""Feld's Cuzco at the table, driven by posted events: the chooser and the form start a game; the human
places dice by clicking glowing spaces and options; an illegal space says why; undo; computers play in
a worker thread; every action is autosaved."""

from __future__ import annotations

import random

import pygame

from cuzco.games.feld_cuzco.rules import Place
from cuzco.games.feld_cuzco.ui import autosave
from cuzco.games.feld_cuzco.ui.decisions import placing
from cuzco.shell import registry

from .driver import Driver, human_click, open_form, table_of


def start(d: Driver, humans: set[int], players: int = 3) -> object:
    form = open_form(d, players, humans)
    d.click(form.buttons["start"].rect.center)
    return table_of(d)


def test_the_chooser_tells_the_two_cuzcos_apart() -> None:
    entries = {e.id: e for e in registry.games()}
    feld, first = entries["feld-cuzco"], entries["cuzco"]
    assert feld.name != first.name
    assert feld.designers == ("Stefan Feld",) and feld.year == 2023 and feld.players == (2, 4)
    assert not set(feld.designers) & set(first.designers)


def test_a_human_places_a_die_by_clicking_a_glowing_space_and_an_option() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(3)
    for _ in range(3000):  # setup decisions and the computers' turns, until seat 0 places a die
        if scene.human_to_act() == 0 and placing(scene.state):
            break
        if not human_click(d, scene, rng):
            d.step()
    assert scene.human_to_act() == 0 and placing(scene.state)
    d.step()
    glowing = [s for s, why in scene.status.items() if why == ""]
    assert glowing
    before = len(scene.game.actions)
    d.click(scene.zones.spaces[glowing[0]].center)
    assert scene.space == glowing[0]
    option = next(b for b, a in scene.buttons if isinstance(a, Place))
    d.move(option.rect.center)
    assert scene.hovered is not None  # the preview of what it gives
    d.click(option.rect.center)
    assert len(scene.game.actions) == before + 1
    assert isinstance(scene.game.actions[-1], Place) and scene.game.actions[-1].space == glowing[0]
    assert autosave.has_autosave()


def test_an_illegal_space_says_why_when_hovered() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(5)
    for _ in range(6000):
        if scene.human_to_act() == 0 and placing(scene.state) and any(scene.status.values()):
            break
        if not human_click(d, scene, rng):
            d.step()
    refused = [s for s, why in scene.status.items() if why]
    assert refused, "no space was ever refused"
    d.move(scene.zones.spaces[refused[0]].center)
    d.click(scene.zones.spaces[refused[0]].center)
    assert scene.space is None  # a refused space is not chosen
    assert scene.status[refused[0]]


def test_undo_takes_back_the_humans_own_step() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(7)
    for _ in range(4000):
        if scene.can_undo():
            break
        if not human_click(d, scene, rng):
            d.step()
    assert scene.can_undo()
    count = len(scene.game.actions)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.game.actions) == count - 1


def test_a_hint_rings_the_option_the_normal_player_would_choose() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(9)
    for _ in range(3000):
        if scene.human_to_act() == 0 and placing(scene.state):
            break
        if not human_click(d, scene, rng):
            d.step()
    d.step()
    hint = next(b for b, a in scene.buttons if a is None and b.label == "Hint")
    d.click(hint.rect.center)
    job = scene.hint_job  # the Normal player thinks in its own thread (it may be done within the click's frame)
    assert job is not None or scene.hint is not None
    assert job is None or job.done.wait(60)
    for _ in range(10):
        if scene.hint is not None:
            break
        d.step()
    assert scene.hint is not None
    d.step()
    ringed = [a for b, a in scene.buttons if b.selected]
    assert ringed == [scene.hint]


def test_the_chasqui_moves_by_a_click_on_a_glowing_village() -> None:
    from cuzco.games.feld_cuzco.rules import Move

    d = Driver()
    scene = start(d, {0})
    rng = random.Random(12)
    for _ in range(8000):
        if scene.human_to_act() == 0 and scene.reachable():
            break
        if not human_click(d, scene, rng):
            d.step()
    reach = scene.reachable()
    assert reach
    for _ in range(20):  # the pointer kit hears of the decision as the table is drawn
        if scene.kit.open_targets():
            break
        d.step()
    place, move = next(iter(reach.items()))
    count = len(scene.game.actions)
    d.click(scene.zones.places[place].center)
    assert len(scene.game.actions) == count + 1
    assert scene.game.actions[-1] == move and isinstance(move, Move)


def test_a_feather_dot_and_a_tile_space_are_chosen_by_clicking_them() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(21)
    seen: set[str] = set()
    for _ in range(20000):
        if seen >= {"dot", "column"}:
            break
        clicks = scene.clickable() if scene.human_to_act() == 0 and d.top is scene else {}
        kinds = {what for what, _where in clicks} - {"place"} - seen
        if kinds:
            for _ in range(20):  # the pointer kit hears of the decision as the table is drawn
                if scene.kit.open_targets():
                    break
                d.step()
            what = kinds.pop()
            (key, action) = next((k, a) for k, a in clicks.items() if k[0] == what)
            count = len(scene.game.actions)
            rect = scene.zone_of(*key)
            assert rect is not None
            d.click(rect.center)
            assert len(scene.game.actions) == count + 1 and scene.game.actions[-1] == action
            seen.add(what)
            continue
        if not human_click(d, scene, rng):
            d.step()
    assert seen >= {"dot", "column"}


def test_the_forms_guided_first_round_opens_the_lesson() -> None:
    from cuzco.games.feld_cuzco.ui.tutorial import FeldTutorialScene

    d = Driver()
    form = open_form(d, 2, {0})
    d.click(form.buttons["guided"].rect.center)
    assert isinstance(d.top, FeldTutorialScene)


def test_a_number_key_chooses_the_option_with_that_number() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(13)
    for _ in range(3000):
        if scene.human_to_act() == 0 and not placing(scene.state) and d.top is scene and \
                sum(1 for _b, a in scene.buttons if a is not None) >= 2:
            break
        if not human_click(d, scene, rng):
            d.step()
    d.step()  # the side panel drawn for this decision
    second = [a for _b, a in scene.buttons if a is not None][1]
    count = len(scene.game.actions)
    d.key(pygame.K_2)
    assert len(scene.game.actions) == count + 1 and scene.game.actions[-1] == second
