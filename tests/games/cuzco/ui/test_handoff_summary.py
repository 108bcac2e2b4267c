"""The hand-off says what the others did since this player's last turn, and replays it on the board."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import EndTurn
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.scenes.turn_summary import summary_lines
from cuzco.shell.main import App
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings
from tests.waiting import on_signal, step_until


def _step_until(app: App, done: Callable[[], bool]) -> None:
    """Step the window until `done()`, waiting between frames on the computer seat's search."""
    scene = next(s for s in app.stack.scenes if isinstance(s, GameScene))
    step_until(lambda: app.step(1 / 60), done, "the computer's turn to end",
               idle=on_signal(lambda: scene.computer.job.done if scene.computer.job else None))

def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def _table() -> tuple[App, GameScene]:
    game = Game.new(Setup(("Ana", "Ben", "Cai"), 5, first_player=0))
    app = App((1280, 800), settings=Settings(), fps=None)
    bots = {1: make_bot("greedy", "5/1")}
    scene = GameScene(game, app.settings, hotseat=True, bots=bots, bot_delay=0.0)
    app.push(scene)
    app.step(1 / 60)
    return app, scene


def test_the_hand_off_lists_the_others_turns_and_replays_them() -> None:
    app, scene = _table()
    assert isinstance(app.stack.top, HandoffScene)  # Ana's curtain: nothing happened yet
    assert app.stack.top.summary == [] and app.stack.top.replay_button is None
    _key(app, pygame.K_RETURN)
    spots = sorted(a.hex for a, _ in queries.legal_placements(scene.state, "triple") if a.rotation == 0)
    _click(app, scene.view.hex_screen_pos(spots[len(spots) // 2]))
    assert scene.state.tiles
    scene.perform(EndTurn())
    # Ben, a computer, plays his whole turn; then Cai's curtain comes up
    _step_until(app, lambda: isinstance(app.stack.top, HandoffScene))
    curtain = app.stack.top
    assert isinstance(curtain, HandoffScene) and curtain.player_name == "Cai"
    assert curtain.summary[0].startswith("Ana placed a triple")
    assert curtain.summary[1].startswith("Ben placed")
    assert curtain.replay_button is not None
    _key(app, pygame.K_r)
    assert app.stack.top is scene and scene.replay_at is not None
    shown = [len(scene.state.tiles)]

    def frame() -> None:
        app.step(1 / 20)
        if scene.replay_at is not None:
            shown.append(len(scene.state.tiles))

    step_until(frame, lambda: scene.replay_at is None, "the end of the replay")
    assert shown[0] < shown[-1] and shown == sorted(shown)  # the tiles came back one move at a time
    assert scene.human_turn() and scene.state is scene.game.state


def test_a_key_stops_the_replay_at_once() -> None:
    app, scene = _table()
    _key(app, pygame.K_RETURN)
    scene.perform(next(a for a, _ in queries.legal_placements(scene.state, "triple")))
    scene.perform(EndTurn())
    _step_until(app, lambda: isinstance(app.stack.top, HandoffScene))
    _key(app, pygame.K_RETURN)  # Cai lifts the curtain
    scene.start_replay(2)
    assert scene.replay_at is not None and not scene.human_turn()
    _key(app, pygame.K_SPACE)
    assert scene.replay_at is None


def test_the_summary_names_festivals_and_scores() -> None:
    from cuzco.games.cuzco.bots import play_game

    game = play_game(["greedy", "greedy", "greedy"], seed=11)
    lines = summary_lines(game, 0)
    assert lines and all(line for line in lines)
    assert any("PP" in line for line in lines)


def test_alone_against_computers_the_turn_starts_with_what_they_did_and_v_replays_it() -> None:
    game = Game.new(Setup(("Ana", "Ben"), 5, first_player=0))
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = GameScene(game, app.settings, hotseat=False, bots={1: make_bot("greedy", "5/1")}, bot_delay=0.0)
    app.push(scene)
    app.step(1 / 60)
    assert not scene.view.toasts.items  # nothing has happened yet
    scene.perform(next(a for a, _ in queries.legal_placements(scene.state, "triple")))
    scene.perform(EndTurn())
    _step_until(app, scene.human_turn)
    texts = [text for t in scene.view.toasts.items for text in t.texts]
    assert texts[0] == "Since your last turn:" and any(text.startswith("Ben placed") for text in texts)
    _key(app, pygame.K_v)
    assert scene.replay_at is not None
    _key(app, pygame.K_ESCAPE)
    assert scene.replay_at is None and scene.human_turn()
