"""Frame times of Feld's Cuzco's table, through the real loop (`App.step`), headless.

A late-game table (random players to the start of round 5 of 6) with one human seat at the screen,
the pointer moving to a new spot on every frame (posted MOUSEMOTION events), so every frame draws the
glows, the side panel and the tooltip under the pointer. Measured, at each window size:

- `moving`: the frames in which only the pointer moved;
- `change`: the first frame after each change of the state (a random player's action applied, as
  the table's own players and the computers do), which redraws the parts of the table it changed;
  more late games are played until `changes` of them were timed;
- `floor`: one full-window image blitted and flipped, the cheapest frame there can be.

Wall-clock milliseconds (`time.perf_counter`) and this thread's CPU milliseconds (`time.thread_time`,
steadier on a busy shared machine), p50, p95 and p99.

    frame_figures(sizes, frames=300, changes=100) -> {"table_1920x1080_change_cpu_ms_p99": ms, ...}
    python -m cuzco.games.feld_cuzco.ui.benchmark [--quick]    # or `cuzco bench --game feld-cuzco`
"""

from __future__ import annotations

import math
import os
import time
from typing import Any

SIZES = ((1024, 700), (1600, 900), (1920, 1080))
WARM_UP = 3  # the first frames of a table build its images: not what a frame costs


def late_game(seed: int = 3, players: int = 3, round_: int = 5) -> Any:
    """A game played by random players to the start of `round_` (round 5 of 6: a full table that
    still has a round and more to go)."""
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import Game, Setup, view

    game = Game(Setup(("Amaru", "Killa", "Inti", "Sisa")[:players], seed=seed))
    bot = make_bot("random", seed)
    while not game.state.over and game.state.round < round_:
        game.apply(bot.choose(view(game.state, game.state.actor)))
    return game


def percentile(values: list[float], pct: float) -> float:
    """The `pct` percentile (nearest rank) of `values`, 0 when there are none."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(pct / 100 * len(ordered)) - 1))]


class _Table:
    """One App showing a late game's table to the seat whose turn it is, the pointer moved each frame."""

    def __init__(self, size: tuple[int, int], seed: int) -> None:
        from cuzco.games.feld_cuzco.bots.levels import make_bot
        from cuzco.shell.main import App
        from cuzco.shell.settings import Settings

        from .table_scene import FeldTableScene

        self.size = size
        self.game = late_game(seed)
        self.app = App(size, settings=Settings(), fps=None)
        self.scene = FeldTableScene(self.game, self.app.settings, {}, autosave=False)
        self.scene.viewer = self.game.state.actor
        self.app.push(self.scene)
        self.bot = make_bot("random", seed * 7 + 1)
        self.k = seed * 101

    def can_change(self) -> bool:
        return not self.game.state.over and self.game.state.round < 6  # the last round's end opens the results

    def change(self) -> None:
        from cuzco.games.feld_cuzco.rules import view

        state = self.game.state
        self.game.apply(self.bot.choose(view(state, state.actor)))
        self.scene.viewer = self.game.state.actor  # the next seat sits down (no curtain: one human)

    def frame(self) -> tuple[float, float]:
        """The pointer moved, one real frame drawn; (wall ms, CPU ms)."""
        import pygame

        self.k += 1
        w, h = self.size
        pos = ((self.k * 37) % w, (self.k * 53) % h)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        start, cpu = time.perf_counter(), time.thread_time()
        self.app.step(1 / 60)
        return (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000


def _floor(frames: int = 100) -> list[float]:
    import pygame

    screen = pygame.display.get_surface()
    assert screen is not None
    image = screen.copy()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        screen.blit(image, (0, 0))
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    return times


def frame_times(width: int, height: int, frames: int = 300, changes: int = 100) -> dict[str, list[float]]:
    """Every timed frame at one window size: `frames` pointer-moving frames and `changes` frames right
    after a change, in ms ({"moving", "cpu_moving", "change", "cpu_change", "floor"})."""
    import pygame

    out: dict[str, list[float]] = {"moving": [], "cpu_moving": [], "change": [], "cpu_change": [], "floor": []}
    seed = 3
    every = max(2, frames // max(1, changes))  # a change every few frames, as in play
    while len(out["moving"]) < frames or len(out["change"]) < changes:
        table = _Table((width, height), seed)
        for _ in range(WARM_UP):
            table.frame()
        if not out["floor"]:
            out["floor"] = _floor()
        k = 0
        while table.can_change() and (len(out["moving"]) < frames or len(out["change"]) < changes):
            k += 1
            changed = k % every == 0 and len(out["change"]) < changes
            if changed:
                table.change()
            wall, cpu = table.frame()
            if changed:
                out["change"].append(wall)
                out["cpu_change"].append(cpu)
            elif len(out["moving"]) < frames:
                out["moving"].append(wall)
                out["cpu_moving"].append(cpu)
        pygame.quit()
        seed += 1
    return out


def frame_figures(sizes: tuple[tuple[int, int], ...] = SIZES, frames: int = 300,
                  changes: int = 100) -> dict[str, float]:
    """p50, p95 and p99 of each kind of frame at each size, as flat figures:
    `table_{w}x{h}_{moving|change}_{ms|cpu_ms}_p{50|95|99}`, `table_{w}x{h}_floor_ms_p50` and the counts."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    figures: dict[str, float] = {}
    for w, h in sizes:
        times = frame_times(w, h, frames, changes)
        name = f"table_{w}x{h}"
        for kind in ("moving", "change"):
            for clock, values in (("ms", times[kind]), ("cpu_ms", times["cpu_" + kind])):
                for pct in (50, 95, 99):
                    figures[f"{name}_{kind}_{clock}_p{pct}"] = round(percentile(values, pct), 3)
            figures[f"{name}_{kind}_frames"] = float(len(times[kind]))
        figures[f"{name}_floor_ms_p50"] = round(percentile(times["floor"], 50), 3)
    return figures


def watch_step_figures(sizes: tuple[tuple[int, int], ...] = SIZES[:2], steps: int = 200) -> dict[str, float]:
    """The Watch viewer stepping through a whole game (3 random players, seed 3) one action at a time
    (Right), from the deal: CPU ms of the frame that shows the next action, and of the frame after it
    (p50 and p95), at each size."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    from .watch_scene import FeldWatchScene

    game = late_game(3, 3, 7)  # to its end
    figures: dict[str, float] = {}
    for w, h in sizes:
        app = App((w, h), settings=Settings(), fps=None)
        scene = FeldWatchScene(game, app.settings)
        app.push(scene)
        scene.go(0)
        for _ in range(WARM_UP):
            app.step(1 / 60)
        step_ms: list[float] = []
        after_ms: list[float] = []
        for _ in range(min(steps, len(game.actions))):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
            for times in (step_ms, after_ms):
                cpu = time.thread_time()
                app.step(1 / 60)
                times.append((time.thread_time() - cpu) * 1000)
        scene.review.stop()
        pygame.quit()
        for kind, values in (("step", step_ms), ("after", after_ms)):
            for pct in (50, 95):
                figures[f"watch {w}x{h}, {kind} frame, CPU p{pct} (ms)"] = round(percentile(values, pct), 3)
        figures[f"watch {w}x{h}, steps timed"] = float(len(step_ms))
    return figures


def frame_label(key: str) -> str:
    """What a figure of `frame_figures` is, in words (for `cuzco bench`)."""
    _table, size, kind, *rest = key.split("_")
    what = {"moving": "pointer moving", "change": "right after a change", "floor": "floor (one blit)"}[kind]
    if rest[-1] == "frames":
        return f"table {size}, {what}: frames timed"
    clock = "CPU" if rest[0] == "cpu" else "wall"
    return f"table {size}, {what}, {clock} {rest[-1]} (ms)"


def main() -> None:
    import sys

    quick = "--quick" in sys.argv
    if "--watch" in sys.argv:
        for label, value in watch_step_figures(steps=30 if quick else 200).items():
            print(f"{label:<58} {value:>9.3f}")
        return
    figures = frame_figures(frames=30 if quick else 300, changes=10 if quick else 100)
    for key, value in figures.items():
        print(f"{frame_label(key):<58} {value:>9.3f}" if not key.endswith("frames") else
              f"{frame_label(key):<58} {value:>9.0f}")


if __name__ == "__main__":
    main()
