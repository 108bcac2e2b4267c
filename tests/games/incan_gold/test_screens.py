"""Whole games of Incan Gold played through the real window loop with posted pygame events:
from the menu's entry, through the new-game form, every secret choice on its own card (one click
each, no curtain), the reveals, to the results and back to the menu."""

from __future__ import annotations

import random

import pygame
import pytest

from cuzco.games.incan_gold.rules import Game
from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.scenes.keep_game import KeepGameDialog
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.notice import NoticeScene
from cuzco.shell.settings import Settings
from tests.waiting import step_until

SIZE = (1280, 800)


class Driver:
    def __init__(self) -> None:
        self.app = App(SIZE, settings=Settings(), fps=None)
        self.app.push(MenuScene(self.app.settings))
        self.step(2)

    @property
    def top(self) -> object:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(1 / 60)

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()


def arrow(stepper: object, side: int) -> tuple[int, int]:
    left, right = stepper._arrows()  # type: ignore[attr-defined]
    return (right if side > 0 else left).center


def open_form(d: Driver, players: int, humans: set[int]) -> IncanGoldSetupScene:
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["new"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene)
    d.step()  # drawn once: the cards are laid out
    d.click(chooser.buttons["game:incan-gold"].rect.center)
    form = d.top
    assert isinstance(form, IncanGoldSetupScene)
    while form.players != players:
        d.click(arrow(form.count, 1 if players > form.players else -1))
    for seat in range(players):
        stepper = form.seats[seat]
        while (stepper.value == "human") != (seat in humans):
            d.click(arrow(stepper, -1 if seat in humans else 1))
    return form


def play_through(d: Driver, rng: random.Random) -> tuple[IncanGoldScene, list[int], list[int]]:
    """Play to the results by clicks and keys only; returns the scene, the seats behind each curtain
    and the seats whose choice panel opened."""
    scene = None
    curtains: list[int] = []
    panels: list[int] = []
    for _ in range(60_000):
        top = d.top
        if isinstance(top, HandoffScene):
            scene = next(s for s in reversed(d.app.stack.scenes) if isinstance(s, IncanGoldScene))
            assert scene.curtain_for is not None
            curtains.append(scene.curtain_for)
            d.step(30)  # the curtain ignores clicks for its first moments
            d.click((SIZE[0] // 2, SIZE[1] // 2))
            continue
        if isinstance(top, IncanGoldResults):
            assert scene is not None and scene.state.over
            return scene, curtains, panels
        assert isinstance(top, IncanGoldScene)
        scene = top
        if scene.steps:
            d.click((SIZE[0] // 2, SIZE[1] // 3))  # watch faster
        elif scene.state.over:
            return scene, curtains, panels
        elif scene.chooser is not None and scene.buttons:
            panels.append(scene.chooser)
            careful = len(scene.state.path_hazards()) >= 2 or rng.random() < 0.15
            d.click(scene.buttons["camp" if careful else "go"].rect.center)
        else:
            d.step()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("players", "humans"), [(3, {0, 1}), (8, {0, 3, 6})])
def test_whole_game_through_posted_events(players: int, humans: set[int]) -> None:
    d = Driver()
    form = open_form(d, players, humans)
    d.click(form.buttons["start"].rect.center)
    scene, curtains, panels = play_through(d, random.Random(players))
    game: Game = scene.game
    state = game.state
    assert state.over and state.players == players and len(state.banked) == 5
    # Only humans are asked, each on their own card with one click: no curtain in between.
    assert set(panels) == humans and curtains == []
    # The computers chose too, and the record replays to the same end.
    assert {a.player for a in game.actions} == set(range(players))
    assert Game.from_json(game.to_json()).state == state
    assert game.meta["bots"] == {str(s): form.kinds[s] for s in range(players) if s not in humans}
    # The results are on screen; View the table, Results again, then Main menu.
    d.step(2)
    results = d.top
    assert isinstance(results, IncanGoldResults)
    assert [s.seat for s in results.standings()][0] in state.winners()
    d.click(results.buttons["table"].rect.center)
    assert d.top is scene
    d.step(2)
    assert scene.results_button is not None
    d.click(scene.results_button.rect.center)
    results = d.top
    assert isinstance(results, IncanGoldResults)
    d.step()
    d.click(results.buttons["menu"].rect.center)
    assert isinstance(d.top, MenuScene)


def test_one_human_chooses_without_a_curtain() -> None:
    d = Driver()
    form = open_form(d, 4, {2})
    d.click(form.buttons["start"].rect.center)
    scene, curtains, panels = play_through(d, random.Random(1))
    assert curtains == [] and set(panels) == {2} and scene.state.over


def test_the_choice_panel_shows_only_the_choosers_tent() -> None:
    d = Driver()
    form = open_form(d, 3, {0, 1})
    d.click(form.buttons["start"].rect.center)
    scene = d.top
    assert isinstance(scene, IncanGoldScene)
    while not scene.buttons:
        d.step()
    assert isinstance(scene, IncanGoldScene) and scene.chooser is not None
    # Everybody's choice this turn: nobody else's pending choice is drawn, only "has chosen"/"choosing".
    badges = scene.badges(None)
    assert set(badges.values()) <= {"chosen", "thinking"}
    assert d.app.screen.get_at(scene.buttons["go"].rect.center)[:3] != (0, 0, 0)


def test_escape_leaves_the_game_and_the_form() -> None:
    d = Driver()
    open_form(d, 3, {0})
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    d.step()
    assert isinstance(d.top, MenuScene)


def test_continue_brings_back_the_game_in_progress() -> None:
    from cuzco.games.incan_gold.ui import autosave

    d = Driver()
    form = open_form(d, 3, {0, 1})
    assert "continue" not in form.buttons
    d.click(form.buttons["start"].rect.center)
    scene = d.top
    assert isinstance(scene, IncanGoldScene)
    while not scene.buttons:
        d.step()
    d.click(scene.buttons["go"].rect.center)  # one secret choice, then walk away from the table
    revealed = scene.game.revealed_actions()
    left = scene.game.states[revealed]  # the choice is not written until the reveal
    assert autosave.has_autosave()
    d.step()
    assert d.top is scene and scene.chooser is not None  # the next human's card, at once
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    d.step()
    menu = d.top
    assert isinstance(menu, GameMenu)  # Escape opens the in-game menu; Main menu leaves the table
    d.step()
    d.click(menu.buttons["main"].rect.center)
    assert isinstance(d.top, MenuScene)
    d.click(d.top.buttons["new"].rect.center)
    d.step()
    d.click(d.top.buttons["game:incan-gold"].rect.center)  # type: ignore[attr-defined]
    assert isinstance(d.top, KeepGameDialog)  # a new game would take its place: asked first
    d.click(d.top.buttons["cancel"].rect.center)
    d.click(d.top.buttons["back"].rect.center)  # type: ignore[attr-defined]
    assert isinstance(d.top, MenuScene)
    d.click(d.top.buttons["continue"].rect.center)
    notice = d.top
    assert isinstance(notice, NoticeScene) and "asked again" in notice.text  # the players are told
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    # the computer chooses first, then the first human's card opens again
    step_until(d.step, lambda: isinstance(d.top, IncanGoldScene) and d.top.chooser is not None, "a human's card")
    back = d.top
    assert isinstance(back, IncanGoldScene) and back.chooser is not None
    assert back.game.states[revealed] == left
    assert not any(back.game.state.pending[seat] is not None for seat in (0, 1))  # the humans choose again
    assert set(back.flow.bots) == {2}
    _, _, _ = play_through(d, random.Random(3))
    assert not autosave.has_autosave(), "a finished game leaves no autosave"


def test_a_broken_autosave_is_kept_when_a_new_game_starts() -> None:
    from cuzco.games.incan_gold.ui import autosave
    from cuzco.shell import persistence

    autosave.autosave_path().write_text("{ not json")
    d = Driver()
    d.click(d.top.buttons["new"].rect.center)  # type: ignore[attr-defined]
    d.step()
    d.click(d.top.buttons["game:incan-gold"].rect.center)  # type: ignore[attr-defined]
    dialog = d.top
    assert isinstance(dialog, KeepGameDialog) and "cannot be read" in dialog.detail
    d.click(dialog.buttons["keep"].rect.center)
    form = d.top
    assert isinstance(form, IncanGoldSetupScene) and "continue" not in form.buttons
    # the file is kept among the saves, unchanged, named after its game, and no longer offered
    kept = persistence.list_saves()
    assert len(kept) == 1 and kept[0].read_text() == "{ not json" and kept[0].name.startswith("Incan Gold - ")
    assert not autosave.has_autosave()


def test_the_table_is_drawn_once_while_nothing_changes() -> None:
    d = Driver()
    form = open_form(d, 4, {0})
    d.click(form.buttons["start"].rect.center)
    scene = d.top
    assert isinstance(scene, IncanGoldScene)
    while scene.chooser is None or scene.steps:
        d.step()
    calls = []
    original = scene.draw_table
    scene.draw_table = lambda *args: (calls.append(1), original(*args))[1]  # type: ignore[method-assign]
    d.step(20)
    assert len(calls) <= 1
    before = len(calls)
    d.click(scene.buttons["go"].rect.center)  # the reveal changes the table: drawn again
    d.step(40)
    assert len(calls) > before
