"""Frame-time benchmark of the game screen on a late-game board.

Bots play a four-player game until nearly every triple is down (temples,
Incas at several heights); then the screen is driven through the real loop
with a triple picked and the mouse sweeping over the board (posted
MOUSEMOTION events), and each frame's time is measured. Headless (dummy video
driver) unless a display is already set up.
"""

from __future__ import annotations

import math
import os
import time
from typing import Any

TRIPLES_LEFT = 3  # stop the bot game here: a crowded, tall board


def late_game(seed: int = 11, triples_left: int = TRIPLES_LEFT, max_actions: int = 6000) -> Any:
    """A bot game stopped at a human-playable moment once few triples are left."""
    from cuzco.bots import make_bot
    from cuzco.rules.record import Game
    from cuzco.rules.setup import Setup

    game = Game.new(Setup(("Amaru", "Killa", "Inti", "Sisa"), seed))
    bots = [make_bot("greedy" if i % 2 == 0 else "random", f"{seed}/{i}") for i in range(4)]
    for _ in range(max_actions):
        s = game.state
        if s.is_over:
            break
        if s.triples <= triples_left and s.phase == "turn" and s.must_place:
            break
        game.apply(bots[s.actor].choose(s))
    return game


def frame_benchmark(width: int = 1920, height: int = 1080, frames: int = 300) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from cuzco.ui.game_scene import GameScene
    from cuzco.ui.input_tools import PlaceTool
    from cuzco.ui.main import App
    from cuzco.ui.settings import Settings

    game = late_game()
    app = App((width, height), settings=Settings(), fps=None)
    scene = GameScene(game, app.settings, hotseat=False, demo=True)
    app.push(scene)
    for _ in range(3):  # first frames build the caches (board layer, sprites): not what a frame costs
        app.step(0.016)
    scene.set_tool(PlaceTool("triple"))
    board = scene.view.frame.board
    times: list[float] = []
    cpu: list[float] = []  # this thread's CPU time: what the frame costs, without other processes' noise
    for i in range(frames):
        t = i / frames
        x = board.left + board.w * (0.5 + 0.42 * math.sin(t * 2 * math.pi * 3))
        y = board.top + board.h * (0.5 + 0.4 * math.sin(t * 2 * math.pi * 5 + 1))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(1, 1), buttons=(0, 0, 0))
        )
        if i % 40 == 20 and isinstance(scene.tool, PlaceTool):
            scene.tool.rotate(1)
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(0.016)
        times.append((time.perf_counter() - start) * 1000.0)
        cpu.append((time.thread_time() - start_cpu) * 1000.0)
    pygame.quit()
    return {
        "frame_ms_p50": _percentile(times, 50),
        "frame_ms_p99": _percentile(times, 99),
        "frame_ms_max": round(max(times), 3),
        "cpu_ms_p50": _percentile(cpu, 50),
        "cpu_ms_p99": _percentile(cpu, 99),
        "board_rebuilds": float(scene.view.renderer.rebuilds),
        "tiles": float(len(game.state.tiles)),
    }


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, math.ceil(pct / 100 * len(ordered)) - 1))], 3)


if __name__ == "__main__":
    print(frame_benchmark())
