"""Frame times of Feld's Cuzco's table: a late-game table (round 6) with one human seat, the pointer
moving to a new spot on every frame (posted MOUSEMOTION events), so every frame draws the tooltips and
glows; and the frame right after each change of the state (an action applied: the table is drawn anew).

    frame_times(width, height, frames) -> {"moving": [ms, ...], "after_change": [ms, ...], "cpu_moving": ...}

Wall-clock milliseconds per frame (`time.perf_counter`), headless (dummy video driver), so they
measure the drawing code, not the display. The `cpu_` figures are this thread's CPU time over the same
frames: on a busy shared machine they show what the code costs when the wall clock also counts waiting."""

from __future__ import annotations

import time
from typing import Any

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, view


def late_game(seed: int = 3, players: int = 3, round_: int = 5) -> Game:
    """A game played by random players to the start of `round_` (round 5 of 6: a full table that
    still has a round and more to go, so the changes measured never end the game)."""
    game = Game(Setup(("Amaru", "Killa", "Inti")[:players], seed=seed))
    bot = make_bot("random", seed)
    while not game.state.over and game.state.round < round_:
        game.apply(bot.choose(view(game.state, game.state.actor)))
    return game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def frame_times(width: int, height: int, frames: int = 300, settings: Any = None) -> dict[str, list[float]]:
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    from .table_scene import FeldTableScene

    game = late_game()
    app = App((width, height), settings=settings or Settings(), fps=None)
    scene = FeldTableScene(game, app.settings, {}, autosave=False)
    scene.viewer = game.state.actor
    app.push(scene)
    bot = make_bot("random", 9)
    moving: list[float] = []
    after: list[float] = []
    cpu_moving: list[float] = []
    cpu_after: list[float] = []
    for k in range(frames):
        x = (k * 37) % width
        y = (k * 53) % height
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)))
        changed = k % 10 == 9 and not game.state.over and game.state.round < 6
        if changed:  # the state changes: the next frame draws the table anew
            game.apply(bot.choose(view(game.state, game.state.actor)))
            scene.viewer = game.state.actor
        start, cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        (after if changed else moving).append((time.perf_counter() - start) * 1000)
        (cpu_after if changed else cpu_moving).append((time.thread_time() - cpu) * 1000)
    return {"moving": moving, "after_change": after, "cpu_moving": cpu_moving, "cpu_after_change": cpu_after}


def main() -> None:
    for size in ((1024, 700), (1600, 900), (1920, 1080)):
        times = frame_times(*size)
        for kind, values in times.items():
            print(f"feld table {size[0]}x{size[1]} {kind:16s} frames={len(values):4d} "
                  f"p50={percentile(values, 0.5):6.2f} ms  p99={percentile(values, 0.99):6.2f} ms")
