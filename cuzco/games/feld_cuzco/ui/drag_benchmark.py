"""Frame times of Feld's Cuzco's table while a die is dragged onto an action space, through the real loop
(`App.step`), headless.

A late-game table (random players to the start of round 5 of 6), the seat whose turn it is at the screen
with dice to place. The pointer presses on one of its dice in the side panel and moves, one posted
MOUSEMOTION a frame, across the table to a glowing action space (passing over others, so the kit's
preview in place is worked out as it changes), where the button is let go. Timed:

- `drag`: every frame while the die is held under the pointer;
- `drop`: the frame the die is dropped (the action applied, the table's changed parts drawn again, the
  next decision declared to the kit);
- `after`: the frame after the drop.

Then random players go on until someone may place a die again, and the next drag starts. Wall-clock
and this thread's CPU milliseconds, p50, p95 and p99.

    python -m cuzco.games.feld_cuzco.ui.drag_benchmark [--quick]
"""

from __future__ import annotations

import os
import time

from .benchmark import SIZES, late_game, percentile

STEPS = 24  # frames from the press to the drop


def drag_times(size: tuple[int, int], drags: int) -> dict[str, list[float]]:
    import pygame

    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import view
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    from .decisions import placing
    from .table_scene import FeldTableScene

    out: dict[str, list[float]] = {"drag": [], "cpu_drag": [], "drop": [], "cpu_drop": [], "after": [],
                                   "cpu_after": []}
    seed = 3
    while len(out["drop"]) < drags:
        game = late_game(seed)
        app = App(size, settings=Settings(), fps=None)
        scene = FeldTableScene(game, app.settings, {}, autosave=False)
        app.push(scene)
        bot = make_bot("random", seed * 7 + 1)

        def frame(kind: str | None, scene: FeldTableScene = scene, app: App = app) -> None:
            start, cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            if kind is not None:
                out[kind].append((time.perf_counter() - start) * 1000)
                out["cpu_" + kind].append((time.thread_time() - cpu) * 1000)

        while not game.state.over and game.state.round < 6 and len(out["drop"]) < drags:
            while app.stack.top is not scene:  # a hand-off curtain or a round's end: lifted at once
                app.stack.pop()
            state = game.state
            if not placing(state) or not state.players[state.actor].dice:
                game.apply(bot.choose(view(state, state.actor)))
                continue
            scene.viewer, scene.curtain_for = state.actor, None
            for _ in range(3):
                frame(None)  # the table drawn, the targets declared
            dice = scene.where.dice
            open_spaces = [t for t in scene.kit.targets if t.key[0] == "space" and t.choices]  # type: ignore[index]
            if not dice or not open_spaces:
                game.apply(bot.choose(view(state, state.actor)))
                continue
            pips, start = next(iter(dice.items()))
            target = next((t for t in open_spaces if t.choices_for(("die", pips))), None)
            if target is None:
                game.apply(bot.choose(view(state, state.actor)))
                continue
            end = target.shape.center  # type: ignore[union-attr]
            a = start.center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
            frame(None)
            for k in range(1, STEPS + 1):  # across the action board, then down onto the space
                t = k / STEPS
                pos = (round(a[0] + (end[0] - a[0]) * t), round(a[1] + (end[1] - a[1]) * t))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
                frame("drag")
            before = len(game.actions)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            frame("drop")
            frame("after")
            if scene.kit.menu is not None:  # a space with two ways for that die: the first row, by its key
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
                frame(None)
            assert len(game.actions) == before + 1, "the drop placed no die"
        pygame.quit()
        seed += 1
    return out


def drag_figures(sizes: tuple[tuple[int, int], ...] = SIZES, drags: int = 40) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    figures: dict[str, float] = {}
    for w, h in sizes:
        times = drag_times((w, h), drags)
        for kind in ("drag", "drop", "after"):
            for clock in ("ms", "cpu_ms"):
                values = times[kind] if clock == "ms" else times["cpu_" + kind]
                for pct in (50, 95, 99):
                    figures[f"{w}x{h} {kind} {clock} p{pct}"] = round(percentile(values, pct), 3)
            figures[f"{w}x{h} {kind} frames"] = float(len(times[kind]))
    return figures


def main() -> None:
    import sys

    for label, value in drag_figures(drags=5 if "--quick" in sys.argv else 40).items():
        print(f"{label:<32} {value:>9.3f}")


if __name__ == "__main__":
    main()
