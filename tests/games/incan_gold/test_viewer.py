"""Incan Gold's replay viewer, through posted events from the Load screen: Watch opens it, the keys and
the buttons step, jump a turn, play and pause, the bar jumps, Escape comes back; a finished game shows
every tent, a game in progress keeps them closed; the table is drawn by the table's own functions."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.incan_gold.bots.match import play_game
from cuzco.games.incan_gold.rules import Game
from cuzco.games.incan_gold.ui import table_picture
from cuzco.games.incan_gold.ui.viewer import IncanGoldViewer
from cuzco.shell import persistence
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


@pytest.fixture(scope="module")
def finished() -> Game:
    return play_game(["bold", "cautious", "reasoning"], seed=6)


def half(game: Game) -> Game:
    out = Game(game.setup, game.meta)
    for action in game.actions[: len(game.actions) // 2]:
        out.apply(action)
    return out


def post(stack: SceneStack, screen: pygame.Surface, *events: pygame.event.Event) -> None:
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)
    stack.update(1 / 60)
    stack.draw(screen)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def watch(screen: pygame.Surface, game: Game) -> tuple[SceneStack, LoadScene, IncanGoldViewer]:
    persistence.save_named(game, "Temple")
    stack = SceneStack()
    load = LoadScene(Settings())
    stack.push(load)
    stack.draw(screen)
    assert "watch" not in load.hidden  # Incan Gold has a viewer: its rows offer Watch
    post(stack, screen, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=load.buttons["watch"].rect.center))
    viewer = stack.top
    assert isinstance(viewer, IncanGoldViewer)
    return stack, load, viewer


def test_step_jump_play_scrub_and_back(screen: pygame.Surface, finished: Game) -> None:
    stack, load, viewer = watch(screen, finished)
    before = load.entries[0].path.read_bytes()
    assert viewer.at == 0 and viewer.last == len(finished.actions) and viewer.finished
    post(stack, screen, key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert viewer.at == 2 and ("deeper" in viewer.caption(1) or "camp" in viewer.caption(1))
    post(stack, screen, key(pygame.K_RIGHT, pygame.KMOD_LSHIFT))
    first_reveal = viewer.turn_starts[1]
    assert viewer.at == (first_reveal if first_reveal > 2 else viewer.turn_starts[2])
    assert finished.states[viewer.at].reveals != finished.states[viewer.at - 1].reveals  # a turn's end
    post(stack, screen, key(pygame.K_UP))
    assert viewer.at in viewer.turn_starts and viewer.at < first_reveal + 1
    post(stack, screen, key(pygame.K_END))
    assert viewer.at == viewer.last and "over" in viewer.caption(viewer.at)
    post(stack, screen, key(pygame.K_HOME), key(pygame.K_SPACE))
    assert viewer.playing
    for _ in range(120):  # two seconds at speed 1
        stack.update(1 / 60)
    assert viewer.at == 2
    post(stack, screen, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=viewer.buttons["play"].rect.center))
    assert not viewer.playing
    bar = viewer.bar
    post(stack, screen, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(bar.centerx, bar.centery)))
    assert abs(viewer.at - viewer.last // 2) <= 1
    post(stack, screen, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=viewer.buttons["next"].rect.center))
    assert abs(viewer.at - viewer.last // 2 - 1) <= 1
    post(stack, screen, key(pygame.K_ESCAPE))
    assert stack.top is load
    assert load.entries[0].path.read_bytes() == before and viewer.game.actions == finished.actions  # read only


@pytest.mark.parametrize("over", [True, False])
def test_tents_open_only_once_the_game_is_over(screen: pygame.Surface, finished: Game, over: bool,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    original = table_picture.draw_players

    def spy(*args: Any, **kwargs: Any) -> None:
        seen.append(kwargs.get("show_tents"))
        original(*args, **kwargs)

    monkeypatch.setattr(table_picture, "draw_players", spy)  # the table's own function draws the players
    stack, _load, viewer = watch(screen, finished if over else half(finished))
    seen.clear()  # the Load screen's preview drew the table too
    post(stack, screen, key(pygame.K_RIGHT, pygame.KMOD_LSHIFT))
    assert seen and set(seen) == {over}
    assert viewer.finished is over
