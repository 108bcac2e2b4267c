"""Frame-time benchmark of the game screen, through the real loop (`App.step`).

Bots play a four-player game; the screen then shows it with a triple in hand
and the mouse moving to a different hex on every frame (posted MOUSEMOTION
events), so every frame redraws the placement preview. Measured:

- the floor: one cached full-screen image blitted, then `display.flip()`;
  no frame can be cheaper than this on the machine;
- normal frames on a late-game board (few triples left, temples, Incas);
- drag frames: the triple dragged from the toolbar across the board, button held, a new hex on
  every frame (the pointer kit's glow, the ghost tile and the status line);
- the first frame after each board change (placements, temples, ponds, Incas
  entering and moving) while the last two thirds of real games are replayed on
  screen, at least `MIN_CHANGES` of them and every kind in `REQUIRED_CHANGES`,
  and the frame after it (`after_change_`), which draws what the first one let
  wait (see `hud.budget`);
- zoom steps: the frame right after a wheel notch, and the frame that redraws
  the board at the new zoom once the wheel has settled.

Times are wall-clock milliseconds per frame (`time.perf_counter`); the `cpu_`
figures are this thread's CPU time over the same frames. Headless (dummy video
driver) unless a display is already set up.
"""

from __future__ import annotations

import math
import os
import random
import time
from typing import Any

TRIPLES_LEFT = 3  # stop the bot game here: a crowded, tall board
MIN_CHANGES = 50  # board changes timed, at least
GAME_SEEDS = (11, 23, 37, 41, 53)  # real bot games replayed for the board changes
# replay games until each was timed: placements, ponds, temples, Incas entering and moving, turn ends
REQUIRED_CHANGES = ("PlaceTerrain", "PlacePond", "BuildTemple", "EnterInca", "MoveInca", "EndTurn")


def _bots(seed: int) -> list[Any]:
    from cuzco.games.cuzco.bots import make_bot

    return [make_bot("greedy" if i % 2 == 0 else "random", f"{seed}/{i}") for i in range(4)]


def late_game(seed: int = 11, triples_left: int = TRIPLES_LEFT, max_actions: int = 6000) -> Any:
    """A bot game stopped at a human-playable moment once few triples are left."""
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup

    game = Game.new(Setup(("Amaru", "Killa", "Inti", "Sisa"), seed))
    bots = _bots(seed)
    for _ in range(max_actions):
        s = game.state
        if s.is_over:
            break
        if s.triples <= triples_left and s.phase == "turn" and s.must_place:
            break
        game.apply(bots[s.actor].choose(s))
    return game


def recorded_game(seed: int, max_actions: int = 6000) -> tuple[Any, list[Any]]:
    """(setup, actions) of a whole bot game."""
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup

    setup = Setup(("Amaru", "Killa", "Inti", "Sisa"), seed)
    game = Game.new(setup)
    bots = _bots(seed)
    actions = []
    for _ in range(max_actions):
        s = game.state
        if s.is_over:
            break
        action = bots[s.actor].choose(s)
        game.apply(action)
        actions.append(action)
    return setup, actions


class _Screen:
    """One App with a GameScene on it, the mouse moved to a new board hex on every frame."""

    def __init__(self, game: Any, width: int, height: int) -> None:
        from cuzco.games.cuzco.ui.game_scene import GameScene
        from cuzco.shell.main import App
        from cuzco.shell.settings import Settings

        self.app = App((width, height), settings=Settings(), fps=None)
        self.scene = GameScene(game, self.app.settings, hotseat=False, demo=True)
        self.app.push(self.scene)
        self.rng = random.Random(5)
        self.last: tuple[int, int] | None = None
        self.app.step(0.016)

    def hold_triple(self) -> None:
        s = self.scene.state
        if s.phase == "turn" and s.triples > 0 and self.scene.pointer.held != "triple":
            self.scene.pick_tile("triple")

    def move_mouse(self, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        """Post a motion to the top centre of a random board hex other than the last one."""
        import pygame

        view = self.scene.view
        board = view.frame.board
        hexes = view.board_hexes
        for _ in range(20):
            x, y = view.hex_screen_pos(hexes[self.rng.randrange(len(hexes))])
            if board.collidepoint(x, y) and (x, y) != self.last:
                break
        self.last = (x, y)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=buttons))

    def frame(self, dt: float = 0.016) -> tuple[float, float]:
        """One real frame; (wall ms, CPU ms)."""
        start, start_cpu = time.perf_counter(), time.thread_time()
        self.app.step(dt)
        return (time.perf_counter() - start) * 1000.0, (time.thread_time() - start_cpu) * 1000.0


def floor_ms(width: int, height: int, frames: int = 200) -> list[float]:
    """One cached full-screen image blitted and flipped: the cheapest frame there can be."""
    import pygame

    screen = pygame.display.get_surface()
    assert screen is not None and screen.get_size() == (width, height)
    image = screen.copy()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        screen.blit(image, (0, 0))
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def normal_frames(screen: _Screen, frames: int) -> tuple[list[float], list[float]]:
    screen.hold_triple()
    for _ in range(3):  # the first frames build the caches: not what a frame costs
        screen.move_mouse()
        screen.frame()
    times, cpu = [], []
    for i in range(frames):
        screen.move_mouse()
        if i % 40 == 20:
            screen.scene.pointer.turn(1)
        wall, thread = screen.frame()
        times.append(wall)
        cpu.append(thread)
    return times, cpu


def drag_frames(screen: _Screen, frames: int) -> tuple[list[float], list[float]]:
    """The triple pressed on its toolbar button and dragged, button held, to a new board hex every frame."""
    import pygame

    screen.scene.pointer.reset()
    start = screen.scene.view.toolbar.tool("triple").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(1, 1), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    screen.frame()
    times, cpu = [], []
    for i in range(frames + 3):
        screen.move_mouse(buttons=(1, 0, 0))
        wall, thread = screen.frame()
        if i >= 3:  # the first frames build the caches
            times.append(wall)
            cpu.append(thread)
    assert screen.scene.pointer.dragging, "the triple was not dragged"
    last = screen.last or start
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=last, button=1))
    screen.frame()
    return times, cpu


def change_frames(width: int, height: int, wanted: int, whole_games: bool = True,
                  after: list[float] | None = None) -> tuple[list[float], list[float], dict[str, int]]:
    """The first frame after each board change, replaying the last two thirds of real games on screen;
    the frame after each of those goes to `after`."""
    import pygame

    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.ui.render.board import signature

    times: list[float] = []
    cpu: list[float] = []
    kinds: dict[str, int] = {}
    for seed in GAME_SEEDS:
        setup, actions = recorded_game(seed)
        game = Game.new(setup)
        start = len(actions) // 3  # from a board with some height on it to the end
        for action in actions[:start]:
            game.apply(action)
        screen = _Screen(game, width, height)
        for _ in range(3):
            screen.move_mouse()
            screen.frame()
        for action in actions[start:]:
            before = signature(game.state)
            game.apply(action)
            changed = signature(game.state) != before
            screen.hold_triple()
            screen.move_mouse()
            wall, thread = screen.frame()
            if changed:
                times.append(wall)
                cpu.append(thread)
                kind = type(action).__name__
                kinds[kind] = kinds.get(kind, 0) + 1
            screen.move_mouse()  # and a normal frame in between, as in play
            wall, _thread = screen.frame()
            if changed and after is not None:
                after.append(wall)
            if not whole_games and len(times) >= wanted and all(kinds.get(k) for k in REQUIRED_CHANGES):
                break
        pygame.quit()
        if len(times) >= wanted and all(kinds.get(k) for k in REQUIRED_CHANGES):
            break
    return times, cpu, kinds


def zoom_frames(screen: _Screen, notches: int = 8) -> tuple[list[float], list[float], list[int]]:
    """Every frame of a zoom: the frame after each wheel notch, the frames while the wheel settles and
    while the new zoom's board is built, up to the first frame drawn sharp at the new zoom.
    (wall ms, CPU ms, frames from the notch until sharp)."""
    import pygame

    renderer = screen.scene.view.renderer
    board = screen.scene.view.frame.board
    wall, cpu, frames = [], [], []
    for i in range(notches):
        step = 1 if i < notches // 2 else -1
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=board.center, rel=(1, 1), buttons=(0, 0, 0))
        )
        screen.frame()
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step, flipped=False, precise_x=0.0,
                                             precise_y=float(step)))
        count = 0
        while True:
            w, c = screen.frame(0.05)
            wall.append(w)
            cpu.append(c)
            count += 1
            if renderer._ready(screen.scene.view.layout, renderer._layer_key[1]) and count > 1 or count > 200:
                break
        frames.append(count)
    return wall, cpu, frames


def frame_benchmark(width: int = 1920, height: int = 1080, frames: int = 300) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    game = late_game()
    screen = _Screen(game, width, height)
    floor = floor_ms(width, height)
    times, cpu = normal_frames(screen, frames)
    drag, drag_cpu = drag_frames(screen, frames)
    rebuilds = screen.scene.view.renderer.rebuilds  # hovering and dragging must never redraw the board image
    zoom_wall, zoom_cpu, zoom_counts = zoom_frames(screen)
    pygame.quit()
    full = frames >= 100  # a short run (a smoke test) stops as soon as it has a few of each change
    after: list[float] = []
    changes, changes_cpu, kinds = change_frames(width, height, MIN_CHANGES if full else 10, full, after)
    out = {
        "floor_ms_p50": _percentile(floor, 50),
        "frame_ms_p50": _percentile(times, 50),
        "frame_ms_p99": _percentile(times, 99),
        "frame_ms_max": round(max(times), 3),
        "cpu_ms_p50": _percentile(cpu, 50),
        "cpu_ms_p99": _percentile(cpu, 99),
        "drag_frame_ms_p50": _percentile(drag, 50),
        "drag_frame_ms_p99": _percentile(drag, 99),
        "drag_cpu_ms_p50": _percentile(drag_cpu, 50),
        "drag_cpu_ms_p99": _percentile(drag_cpu, 99),
        "change_frame_ms_p50": _percentile(changes, 50),
        "change_frame_ms_p99": _percentile(changes, 99),
        "change_frame_ms_max": round(max(changes), 3),
        "change_cpu_ms_p50": _percentile(changes_cpu, 50),
        "change_cpu_ms_p99": _percentile(changes_cpu, 99),
        "after_change_frame_ms_p99": _percentile(after, 99),
        "after_change_frame_ms_max": round(max(after), 3),
        "board_changes": float(len(changes)),
        "zoom_frame_ms_p50": _percentile(zoom_wall, 50),
        "zoom_frame_ms_max": round(max(zoom_wall), 3),
        "zoom_cpu_ms_max": round(max(zoom_cpu), 3),
        "zoom_frames_to_sharp": float(max(zoom_counts)),
        "board_rebuilds": float(rebuilds),
        "tiles": float(len(game.state.tiles)),
    }
    out.update({f"changes_{k}": float(v) for k, v in sorted(kinds.items())})
    return out


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, math.ceil(pct / 100 * len(ordered)) - 1))], 3)


if __name__ == "__main__":
    import json
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    print(json.dumps(frame_benchmark(frames=count), indent=1))
