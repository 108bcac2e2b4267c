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
from tests.waiting import SECONDS, on_signal, step_until

from .driver import Driver, human_click, open_form, play_until, searching, settle, step_to, table_of


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
    # setup decisions and the computers' turns, until seat 0 places a die
    play_until(d, scene, rng, lambda: scene.human_to_act() == 0 and placing(scene.state), "seat 0 to place a die")
    assert scene.human_to_act() == 0 and placing(scene.state)
    d.step()
    glowing = [s for s, why in scene.status.items() if why == ""]
    assert glowing
    before = len(scene.game.actions)
    d.click(scene.zones.spaces[glowing[0]].center)
    assert scene.space == glowing[0]
    settle(d, scene)
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
    play_until(d, scene, rng, lambda: scene.human_to_act() == 0 and placing(scene.state) and any(scene.status.values()),
               "seat 0 to place a die with a space refused")
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
    play_until(d, scene, rng, lambda: scene.can_undo(), "a step the human may take back")
    assert scene.can_undo()
    count = len(scene.game.actions)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.game.actions) == count - 1


def test_a_hint_rings_the_option_the_normal_player_would_choose() -> None:
    d = Driver()
    scene = start(d, {0})
    rng = random.Random(9)
    play_until(d, scene, rng, lambda: scene.human_to_act() == 0 and placing(scene.state), "seat 0 to place a die")
    settle(d, scene)
    hint = next(b for b, a in scene.buttons if a is None and b.label == "Hint")
    d.click(hint.rect.center)
    job = scene.hint_job  # the Normal player thinks in its own thread (it may be done within the click's frame)
    assert job is not None or scene.hint is not None
    assert job is None or job.done.wait(SECONDS)
    step_to(d, scene, lambda: scene.hint is not None, "the hint")
    settle(d, scene)
    ringed = [a for b, a in scene.buttons if b.selected]
    assert ringed == [scene.hint]


def test_the_chasqui_moves_by_a_click_on_a_glowing_village() -> None:
    from cuzco.games.feld_cuzco.rules import Move

    d = Driver()
    scene = start(d, {0})
    rng = random.Random(12)
    play_until(d, scene, rng, lambda: scene.human_to_act() == 0 and scene.reachable(), "a chasqui move for seat 0")
    reach = scene.reachable()
    assert reach
    # the pointer kit hears of the decision as the table is drawn
    step_to(d, scene, lambda: scene.kit.open_targets(), "the glowing villages")
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

    def frame() -> None:
        clicks = scene.clickable() if scene.human_to_act() == 0 and d.top is scene else {}
        kinds = {what for what, _where in clicks} - {"place"} - seen
        if kinds:
            # the pointer kit hears of the decision as the table is drawn
            step_to(d, scene, lambda: scene.kit.open_targets(), "the glowing targets")
            what = kinds.pop()
            (key, action) = next((k, a) for k, a in clicks.items() if k[0] == what)
            count = len(scene.game.actions)
            rect = scene.zone_of(*key)
            assert rect is not None
            d.click(rect.center)
            assert len(scene.game.actions) == count + 1 and scene.game.actions[-1] == action
            seen.add(what)
            return
        if not human_click(d, scene, rng):
            d.step()

    step_until(frame, lambda: seen >= {"dot", "column"}, "a feather dot and a tile space to choose",
               idle=on_signal(searching(scene)))


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
    play_until(d, scene, rng, lambda: scene.human_to_act() == 0 and not placing(scene.state) and d.top is scene
               and sum(1 for _b, a in scene.buttons if a is not None) >= 2, "seat 0 to choose among two options")
    settle(d, scene)  # the side panel laid out for this decision
    second = [a for _b, a in scene.buttons if a is not None][1]
    count = len(scene.game.actions)
    d.key(pygame.K_2)
    assert len(scene.game.actions) == count + 1 and scene.game.actions[-1] == second
