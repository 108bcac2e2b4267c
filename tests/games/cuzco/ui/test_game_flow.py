"""Turn flow on the game screen: hot-seat hand-offs, hidden hands, bots, the end of the game."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.waiting import on_signal, step_until


def _app_with(scene: GameScene, size: tuple[int, int] = (1280, 800)) -> App:
    app = App(size, settings=Settings(), fps=None)
    app.push(scene)
    return app


def test_hot_seat_shows_a_hand_off_before_revealing_a_hand() -> None:
    from cuzco.shell.scenes.handoff import HandoffScene

    game = Game.new(Setup(("Ana", "Ben"), 3, first_player=0))
    scene = GameScene(game, Settings(), hotseat=True)
    app = _app_with(scene)
    app.step(1 / 60)
    assert isinstance(app.stack.top, HandoffScene)
    assert scene.visible_hand() is None  # nobody has claimed the screen yet
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    app.step(1 / 60)
    assert app.stack.top is scene
    assert scene.visible_hand() == 0


def test_a_human_against_a_bot_sees_only_their_own_hand(tables: Any) -> None:
    game = tables.new_game()
    table = tables.make_table(game, bots={1: make_bot("random", 1)}, bot_delay=0.0)
    assert table.scene.visible_hand() == 0
    table.scene.end_turn()  # the first placement is still owed: refused with the reason
    assert table.state.current == 0


def test_bots_play_a_whole_game_through_the_screen_and_the_results_follow() -> None:
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene

    game = Game.new(Setup(("Ana", "Ben"), 21, first_player=0))
    bots = {i: make_bot("random", f"flow/{i}") for i in range(2)}
    scene = GameScene(game, Settings(), hotseat=False, bots=bots, bot_delay=0.0)
    app = _app_with(scene, (1024, 700))
    step_until(lambda: app.step(1 / 60), lambda: game.state.is_over, "the end of the game",
               idle=on_signal(lambda: scene.computer.job.done if scene.computer.job else None))
    app.step(1 / 60)
    assert isinstance(app.stack.top, ResultsScene)
