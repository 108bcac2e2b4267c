"""Computer seats in the window: they think in a worker thread, the window keeps running, levels are saved."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pygame
import pytest

from cuzco.games.cuzco.bots import EasyBot, HardBot, NormalBot, festival_tactics, make_bot
from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_opening import open_game as game_scene
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
from cuzco.shell.main import App
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.settings import Settings
from tests.waiting import SECONDS, on_signal, step_until


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="\r", scancode=0))


def _thinking(scene: GameScene) -> Callable[[], threading.Event | None]:
    """The signal of the computer's search under way, if one is."""
    return lambda: scene.computer.job.done if scene.computer.job is not None else None


def test_a_whole_game_against_three_hard_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    from cuzco.games.cuzco.bots import hard_bot
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene

    monkeypatch.setattr(hard_bot, "ITERATIONS", 1)  # Hard's search, on a test-sized budget
    game = Game.new(Setup(("Ana", "Bea", "Cid", "Dov"), 31, first_player=1))
    bots = {i: make_bot("hard", f"31/seat{i}") for i in (1, 2, 3)}
    app = App((1024, 700), settings=Settings(animation_speed=0.0), fps=None)  # Animations off: no pacing
    scene = GameScene(game, app.settings, hotseat=False, bots=bots)
    app.push(scene)
    me = make_bot("greedy", "the human")  # plays seat 0's moves through the scene, as clicks would
    thinking_frames = 0

    def frame() -> None:
        nonlocal thinking_frames
        app.step(1 / 60)
        top = app.stack.top
        if scene.computer.thinking is not None:
            thinking_frames += 1
            assert scene.computer.thinking in bots
        if isinstance(top, FestivalScene):
            if top.phase == "outcome":
                _key(pygame.K_RETURN)
            elif top.viewer == 0:
                top.choose(festival_tactics.bid(game.state))
        elif top is scene and scene.human_turn() and game.state.actor == 0:
            assert scene.perform(me.choose(game.state))

    step_until(frame, lambda: game.state.is_over, "the end of the game", idle=on_signal(_thinking(scene)))
    assert thinking_frames > 0, "the window never drew a frame while a computer was thinking"
    app.step(1 / 60)
    assert isinstance(app.stack.top, ResultsScene)
    assert {type(b) for b in scene.bots.values()} == {HardBot}


def test_the_menu_works_while_a_computer_thinks(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new(Setup(("Ana", "Bea"), 8, first_player=1))
    bot = make_bot("hard", "8/seat1")
    release = threading.Event()
    real_choose = bot.choose

    def slow_choose(state: object) -> object:  # a search that is still thinking when Menu is clicked
        release.wait(SECONDS)
        return real_choose(state)

    monkeypatch.setattr(bot, "choose", slow_choose)
    scene = GameScene(game, Settings(), hotseat=False, bots={1: bot})
    app = App((1024, 700), settings=Settings(), fps=None)
    app.push(scene)
    app.step(1 / 60)
    assert scene.computer.thinking == 1
    job = scene.computer.job
    assert job is not None
    scene.view.draw(app.screen)
    menu = scene.view.toolbar.buttons[0]
    pos = menu.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)
    menu_scene = app.stack.top
    assert isinstance(menu_scene, GameMenu), "the Menu button did not open the menu while the bot thought"
    menu_scene.draw(app.screen)
    pos = menu_scene.buttons["main"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)
    assert scene not in app.stack.scenes, "Main menu did not leave the game while the bot thought"
    release.set()
    assert job.done.wait(SECONDS), "the search never answered"
    app.step(1 / 60)
    assert game.actions == []  # the search's answer, whenever it comes, is not played


def test_computer_moves_wait_for_the_pace_and_are_ringed_on_the_board() -> None:
    game = Game.new(Setup(("Ana", "Bea"), 8, first_player=1))
    scene = GameScene(game, Settings(), hotseat=False, bots={1: make_bot("easy", "8/seat1")}, bot_delay=0.5)
    app = App((1024, 700), settings=Settings(), fps=None)
    app.push(scene)
    assert scene.computer.pace() == pytest.approx(0.5)
    for _ in range(2):  # the first move comes as soon as it is chosen; the next waits for the pace
        app.step(1 / 60)
        assert scene.computer.job is not None and scene.computer.job.done.wait(SECONDS)
        app.step(1 / 60)
    assert len(game.actions) == 1 and scene.computer.marked, "the move is ringed on the board"
    assert game.actions[0].type == "place" and len(scene.computer.marked) == 3
    app.step(0.1)
    assert len(game.actions) == 1, "a computer move came before the pace allowed"
    job = scene.computer.job
    assert job is not None and job.done.wait(SECONDS)  # the next move is chosen: only the pace holds it
    frames = step_until(lambda: app.step(0.1), lambda: len(game.actions) == 2, "the second computer move")
    assert 0.5 - 1e-9 <= 0.1 * (1 + frames) <= 0.6 + 1e-9, "the second move did not come at the pace"
    scene.settings.animation_speed = 0.0
    assert scene.computer.pace() == 0.0


@pytest.mark.parametrize(("saved", "level", "cls"), [
    ("random", "easy", EasyBot), ("greedy", "normal", NormalBot), ("hard", "hard", HardBot), ("easy", "easy", EasyBot),
])
def test_saved_seats_come_back_at_their_level(tmp_path, saved: str, level: str, cls: type) -> None:  # type: ignore[no-untyped-def]
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    game = Game.new(Setup(("Ana", "Bot"), seed=7, first_player=0))
    game.meta["bots"] = {"1": saved}
    save_game(game, tmp_path / "g.json")
    scene = game_scene(load_game(tmp_path / "g.json"), Settings())
    assert isinstance(scene.bots[1], cls)  # type: ignore[attr-defined]
    assert scene.game.meta["bots"] == {"1": saved}  # type: ignore[attr-defined]
    game_scene(scene.game, Settings(), None, scene.bots)  # type: ignore[attr-defined]
    assert scene.game.meta["bots"] == {"1": level}  # type: ignore[attr-defined]


def test_odd_seats_in_a_save_are_ignored(tmp_path) -> None:  # type: ignore[no-untyped-def]
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    game = Game.new(Setup(("Ana", "Bot"), seed=7, first_player=0))
    game.meta["bots"] = {"1": "genius", "5": "hard", "x": "easy"}
    scene = game_scene(game, Settings())
    assert scene.bots == {}  # type: ignore[attr-defined]


def test_a_computer_moves_rings_stay_inside_the_board_at_close_zoom() -> None:
    """Regression: a ring round a hex at the board's lower edge used to spill over the toolbar."""
    from cuzco.games.cuzco.rules.hexgrid import Hex

    game = Game.new(Setup(("Ana", "Bea"), 8, first_player=1))
    app = App((1024, 700), settings=Settings(), fps=None)
    scene = GameScene(game, app.settings, hotseat=False, bots={1: make_bot("easy", "8/seat1")})
    app.push(scene)
    app.step(1 / 60)
    board = scene.view.frame.board
    turns = scene.computer
    turns.marked, turns.marked_seat, turns.mark_clock = [Hex(0, 0)], 1, 1.0
    scene.view.hex_screen_pos = lambda h: (board.centerx, board.bottom - 2)  # type: ignore[method-assign]
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    turns._draw_marks(surface)
    below = pygame.Rect(board.left, board.bottom, board.w, surface.get_height() - board.bottom)
    painted_below = [
        (x, y) for x in range(below.left, below.right, 2) for y in range(below.top, below.bottom)
        if surface.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert not painted_below, f"rings drawn over the toolbar at {painted_below[:3]}"
    assert any(surface.get_at((board.centerx + dx, board.bottom - 3))[:3] != (0, 0, 0) for dx in range(-80, 80))
    assert surface.get_clip() == surface.get_rect(), "the clip must be restored"
