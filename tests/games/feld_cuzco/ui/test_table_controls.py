"""Feld's Cuzco has the controls of the other games, driven by posted events: Menu, Undo and Redo buttons
in the header (greyed with a reason when they cannot be used), a game log in words that scrolls and
survives a save and a load, Escape on the hand-off curtain (the menu, with the hand still hidden, and the
curtain again after it), a complete summary of the others' turns on the curtain, and their replay."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from cuzco.games.feld_cuzco.rules import Game, load_game, save_game
from cuzco.games.feld_cuzco.ui.game_log import GameLog
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import i18n
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from tests.waiting import on_signal, step_until

from .driver import Driver, human_click, open_form, searching, table_of


def start(d: Driver, humans: set[int], players: int = 3, seed: int = 7) -> FeldTableScene:
    form = open_form(d, players, humans, seed=seed)
    d.click(form.buttons["start"].rect.center)
    return table_of(d)


def play_until(d: Driver, scene: FeldTableScene, done: Callable[[], object], seed: int = 3) -> None:
    rng = random.Random(seed)

    def frame() -> None:
        if isinstance(d.top, HandoffScene):
            d.top.age = 10.0
            d.click((20, 20))
        elif not human_click(d, scene, rng):
            d.step()

    step_until(frame, done, "the table to get there", idle=on_signal(searching(scene)))


def wheel(d: Driver, pos: tuple[int, int], y: int) -> None:
    pygame.mouse.set_pos(pos)
    d.move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y), which=0, touch=False))
    d.step()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_undo_and_redo_buttons_say_why_not_and_take_back_and_replay_a_step(lang: str) -> None:
    i18n.set_language(lang)
    try:
        d = Driver()
        scene = start(d, {0})
        d.step()
        undo, redo, menu = scene.undo_button, scene.redo_button, scene.menu_button
        for button in (undo, redo):  # nothing done yet: greyed, and the tooltip says why
            d.move(button.rect.center)
            assert not button.enabled and button.hovered and button.tooltip
        assert undo.tooltip != redo.tooltip
        play_until(d, scene, lambda: scene.undo_button.enabled)
        count = len(scene.game.actions)
        step = scene.game.actions[-1]
        d.move(undo.rect.center)
        assert undo.tooltip and "Ctrl+Z" in undo.tooltip
        d.click(undo.rect.center)
        assert len(scene.game.actions) == count - 1
        d.step()
        assert redo.enabled
        d.click(redo.rect.center)
        assert len(scene.game.actions) == count and scene.game.actions[-1] == step
        d.step()
        assert not redo.enabled and redo.tooltip  # nothing more to redo, and it says so
        d.key(pygame.K_z, pygame.KMOD_CTRL)
        d.key(pygame.K_y, pygame.KMOD_CTRL)  # the keys do the same
        assert len(scene.game.actions) == count and scene.game.actions[-1] == step
        d.click(menu.rect.center)
        assert isinstance(d.top, GameMenu)
    finally:
        i18n.set_language("en")


def test_a_new_step_forgets_what_could_be_redone() -> None:
    d = Driver()
    scene = start(d, {0})
    play_until(d, scene, lambda: scene.undo_button.enabled)
    d.click(scene.undo_button.rect.center)
    assert scene.redo_actions
    rng = random.Random(9)
    count = len(scene.game.actions)
    while len(scene.game.actions) == count:
        human_click(d, scene, rng)
    d.step()
    assert not scene.redo_actions and not scene.redo_button.enabled


def test_the_game_log_tells_who_did_what_with_its_vp_scrolls_and_survives_a_save(tmp_path: Path) -> None:
    d = Driver((1024, 700))
    scene = start(d, {0})
    play_until(d, scene, lambda: scene.state.phase == "market")  # past the first round's scoring
    d.step()
    lines = scene.game_log.lines(scene.game, scene.names())
    assert len(lines) >= len(scene.game.actions)
    names = scene.names()
    assert all(any(line.text.startswith(name + ":") for line in lines) for name in names)  # who did what
    assert any(line.text.startswith(_round_scoring(1)) for line in lines)  # the round's scoring, per player
    assert any(line.scoring and "VP" in line.text for line in lines)
    panel = scene.log_panel
    if scene.human_to_act() is not None:  # folded while the player decides: its title opens it
        assert panel.folded
        d.click(panel.title_rect.center)
        d.step()
    assert not panel.folded and panel.rect.h > 0 and panel.lines_total > panel.lines_visible
    wheel(d, panel.rect.center, 2)
    assert panel.scroll == 2  # back towards the older entries
    wheel(d, panel.rect.center, -2)
    assert panel.scroll == 0
    d.click(panel.title_rect.center)
    d.step()
    assert panel.folded and scene.log_open is False
    path = tmp_path / "feld.json"
    save_game(scene.game, path)
    lines = scene.game_log.lines(scene.game, names)  # (the computers played on meanwhile)
    loaded = load_game(path)
    assert isinstance(loaded, Game)
    again = GameLog().lines(loaded, names)
    assert [line.text for line in again] == [line.text for line in lines]


def _round_scoring(k: int) -> str:
    return i18n._("Round {k} scoring: {name}: {what}", k=k, name="", what="").split(":")[0]


def _to_curtain(d: Driver, scene: FeldTableScene, seed: int, lines: int = 1) -> HandoffScene:
    """Play on (clicking through curtains) until a curtain comes down that tells at least `lines` lines."""
    rng = random.Random(seed)

    def there() -> bool:
        return isinstance(d.top, HandoffScene) and len(d.top.summary) >= lines

    def frame() -> None:
        if isinstance(d.top, HandoffScene):
            d.top.age = 10.0
            d.click((20, 20))
        elif not human_click(d, scene, rng):
            d.step()

    step_until(frame, there, f"a curtain that tells {lines} lines", idle=on_signal(searching(scene)))
    assert isinstance(d.top, HandoffScene)
    return d.top


def test_escape_on_the_curtain_opens_the_menu_with_the_hand_hidden_and_the_curtain_comes_back() -> None:
    d = Driver()
    scene = start(d, {0, 1})
    curtain = _to_curtain(d, scene, 4)
    seat = scene.state.actor
    shown = len(scene.frames_hand_shown)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, GameMenu)
    d.step(3)
    assert all(s is None for s in scene.frames_hand_shown[shown:])  # the table under the menu hides every hand
    d.key(pygame.K_ESCAPE)  # the menu closes: the curtain is down again, for the same player
    d.step()
    again = d.top
    assert isinstance(again, HandoffScene) and again is not curtain
    assert again.player_name == scene.state.names[seat]
    assert again.summary == curtain.summary


def test_the_curtain_tells_every_line_since_the_last_turn_and_replays_their_turns() -> None:
    d = Driver((1024, 700))
    scene = start(d, {0, 1}, players=4)
    curtain = _to_curtain(d, scene, 6, lines=14)
    seat = scene.state.actor
    assert curtain.summary == scene.since_last(seat)
    first_own = max(k for k, a in enumerate(scene.game.actions) if a.player == seat)
    told = curtain.summary
    for action in scene.game.actions[first_own + 1:]:  # each of the others' decisions is on a line
        assert any(line.startswith(scene.names()[action.player] + ":") for line in told)
    d.step()
    seen = set(curtain.shown_lines)
    for _ in range(len(told)):
        d.key(pygame.K_UP)
        seen |= set(curtain.shown_lines)
    assert seen == set(told)  # scrolled back, every line was on the curtain
    assert curtain.replay_button is not None
    now = scene.game.state
    d.key(pygame.K_r)
    assert d.top is scene and scene.replay.active
    d.step()
    assert scene.shown_state() is not now and scene.human_to_act() is None
    step_until(d.step, lambda: not scene.replay.active, "the end of the replay")
    assert scene.shown_state() is now
    assert scene.human_to_act() == seat
