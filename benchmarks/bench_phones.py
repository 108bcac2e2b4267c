"""Players' phones under load, printed (not a timed test):

    .venv/bin/python benchmarks/bench_phones.py [--turns N] [--festivals N]

1. Incan Gold, 8 human seats, 8 simulated phones on loopback (WebSocket clients in a process
   of their own, `phone_fleet.py`, as real phones are other devices): the time from a phone
   sending its choice to the first table frame that shows it being on screen (`App.shown_at`,
   just after the flip; the seat's "chosen" mark is drawn from the state the choice changed),
   p50/p95/max.
2. Cuzco festivals with 4 phone bidders: the time from a phone's bid to the first frame whose
   state has it being on screen. A bid the table has not shown within 120 frames counts as lost.
   With it, the table's own CPU time in that frame up to the flip (`App.shown_cpu`): what the
   latency would be on an idle machine, less the network and the wake-up.
3. Table frames (App.step at 60 fps, headless) while the phones talk, against the same table
   with phones off: p50/p99 wall and CPU (thread time) per frame.
4. The process's resident memory before the first server started and after everything.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from phone_fleet import PhoneFleet  # noqa: E402  # beside this script


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed_step(app: Any) -> tuple[float, float]:
    w0, c0 = time.perf_counter(), time.thread_time()
    app.step()
    return (time.perf_counter() - w0) * 1000, (time.thread_time() - c0) * 1000


def incan_gold(turns: int, phones_on: bool, frame_log: list[tuple[float, float]],
               latencies: list[float]) -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    app = App((1280, 800), settings=Settings(), fps=60)
    names = ("Amaru", "Killa", "Inti", "Sisa", "Yupanqui", "Nina", "Tupac", "Quilla")
    game = Game(Setup(names, seed=17))
    scene = IncanGoldScene(game, app.settings, {}, autosave=False, phones=phones_on)
    app.push(scene)
    app.step()
    if app.stack.top is not scene:
        app.stack.top.finish(None)
    rng = random.Random(1)
    fleet = None
    if phones_on:
        fleet = PhoneFleet({seat: scene.phones.url(seat) for seat in range(8)})
        for _ in range(10):
            app.step()
    done = 0
    while done < turns and not game.state.over:
        while scene.steps:
            scene.skip_step()
        waiting = [p for p in game.state.waiting_for()]
        if fleet is not None:
            sent: dict[int, float] = {}
            for seat in waiting:
                sent[seat] = fleet.send(seat, {"type": "choose", "go_on": rng.random() < 0.7})
            reveals = game.state.reveals
            for _ in range(120):
                frame_log.append(timed_step(app))
                end = app.shown_at
                for seat in list(sent):
                    if game.state.reveals != reveals or game.state.pending[seat] is not None:
                        latencies.append((end - sent.pop(seat)) * 1000)
                if not sent:
                    break
        else:
            for _ in range(len(waiting)):
                frame_log.append(timed_step(app))
            for seat in waiting:
                scene.flow.choose(seat, rng.random() < 0.7)
        for _ in range(4):  # the reveal's first frames
            frame_log.append(timed_step(app))
        done += 1
    if fleet is not None:
        fleet.close()
    if scene.phones is not None:
        scene.phones.stop()


def festival_setups(count: int) -> list[tuple[Any, int]]:
    """4-player games just before a festival proposal with 3 or 4 bidders, from the first seeds."""
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.rules.actions import ProposeFestival
    from cuzco.games.cuzco.rules.festival import players_in_city
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup

    found: list[tuple[Any, int]] = []
    for seed in range(1, 40):
        game = Game.new(Setup(("Ana", "Bo", "Cay", "Dee"), seed))
        bots = [make_bot("greedy", f"{seed}/{i}") for i in range(4)]
        while not game.state.is_over and len(game.actions) < 2000:
            state = game.state
            action = bots[state.actor].choose(state)
            if isinstance(action, ProposeFestival):
                inside = len(players_in_city(state, state.cell(action.hex)))
                if inside >= 3:
                    copy = Game.new(Setup(("Ana", "Bo", "Cay", "Dee"), seed))
                    for a in game.actions:
                        copy.apply(a)
                    found.append((copy, inside))
                    if len(found) >= count:
                        return found
            game.apply(action)
    return found


def cuzco_festival(game: Any, phones_on: bool, frame_log: list[tuple[float, float]],
                   latencies: list[float], lost: list[Any] | None = None,
                   cpu_path: list[float] | None = None) -> None:
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.ui.game_opening import open_game
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings
    from tests.phones_games import _phone_json

    app = App((1280, 800), settings=Settings(), fps=60)
    scene: Any = open_game(game, app.settings, phones=phones_on)
    app.push(scene)
    app.step()
    if app.stack.top is not scene:
        app.stack.top.finish(None)
    for _ in range(30):  # the board's first images are made in the first frames: not what is measured
        app.step()
    fleet = None
    if phones_on:
        fleet = PhoneFleet({seat: scene.phones.url(seat) for seat in range(4)})
        for _ in range(10):
            app.step()
    bots = [make_bot("greedy", f"b/{i}") for i in range(4)]
    proposal = bots[game.state.actor].choose(game.state)
    scene.revealed = game.state.actor
    scene.perform(proposal)
    for _ in range(300):
        top = app.stack.top
        if isinstance(top, FestivalScene) and top.phase == "outcome" or game.state.festival is None:
            break
        if not isinstance(top, FestivalScene):
            if hasattr(top, "finish") and top is not scene:
                top.finish(None)
            frame_log.append(timed_step(app))
            continue
        bidder = game.state.actor
        action = bots[bidder].choose(game.state)
        if fleet is not None:
            count = len(game.actions)
            start = fleet.send(bidder, _phone_json(action))
            for _ in range(120):
                cpu_before = time.thread_time()
                frame_log.append(timed_step(app))
                if len(game.actions) != count:
                    latencies.append((app.shown_at - start) * 1000)
                    if cpu_path is not None:
                        cpu_path.append((app.shown_cpu - cpu_before) * 1000)
                    break
            else:
                if lost is not None:
                    lost.append(action)
                break
        else:
            top.viewer = bidder
            top.choose(action)
            frame_log.append(timed_step(app))
        for _ in range(3):
            frame_log.append(timed_step(app))
    if fleet is not None:
        fleet.close()
    scene.stop_phones()


def summary(name: str, frames: list[tuple[float, float]]) -> str:
    wall = [w for w, _c in frames]
    cpu = [c for _w, c in frames]
    return (f"{name}: {len(frames)} frames; wall p50 {pct(wall, 0.5):.2f} ms p99 {pct(wall, 0.99):.2f} ms; "
            f"CPU p50 {pct(cpu, 0.5):.2f} ms p99 {pct(cpu, 0.99):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40, help="Incan Gold turns with 8 phones")
    parser.add_argument("--festivals", type=int, default=20, help="Cuzco festivals with 4 phones")
    args = parser.parse_args()
    import pygame

    pygame.init()
    load_at_start = os.getloadavg()[0]
    before = rss_mib()
    setups = festival_setups(args.festivals)
    bidders = [n for _g, n in setups]
    off_frames: list[tuple[float, float]] = []
    incan_gold(args.turns, False, off_frames, [])
    cz_off: list[tuple[float, float]] = []
    for game, _n in festival_setups(args.festivals):
        cuzco_festival(game, False, cz_off, [])
    base = rss_mib()  # both tables have run once without phones
    on_frames: list[tuple[float, float]] = []
    ig_latency: list[float] = []
    incan_gold(args.turns, True, on_frames, ig_latency)
    cz_on: list[tuple[float, float]] = []
    cz_latency: list[float] = []
    cz_lost: list[Any] = []
    cz_cpu: list[float] = []
    for game, _n in setups:
        cuzco_festival(game, True, cz_on, cz_latency, cz_lost, cz_cpu)
    after = rss_mib()
    print(f"machine: {os.cpu_count()} CPUs, load average {load_at_start:.2f} at start, "
          f"{os.getloadavg()[0]:.2f} at the end, Python {sys.version.split()[0]}")
    print(f"Incan Gold, 8 phones: choice -> table shows it: {len(ig_latency)} choices; "
          f"p50 {statistics.median(ig_latency):.1f} ms, p95 {pct(ig_latency, 0.95):.1f} ms, "
          f"max {max(ig_latency):.1f} ms")
    print(f"Cuzco festivals, 4 phones ({len(setups)} festivals of {min(bidders)}-{max(bidders)} bidders): "
          f"bid -> table shows it: {len(cz_latency)} bids, {len(cz_lost)} lost; "
          f"p50 {statistics.median(cz_latency):.1f} ms, p95 {pct(cz_latency, 0.95):.1f} ms, "
          f"max {max(cz_latency):.1f} ms")
    print(f"  the table's CPU in the frame that shows a bid, up to the flip: p50 {pct(cz_cpu, 0.5):.1f} ms, "
          f"p95 {pct(cz_cpu, 0.95):.1f} ms")
    print(summary("Incan Gold table, phones off", off_frames))
    print(summary("Incan Gold table, 8 phones talking", on_frames))
    print(summary("Cuzco festival, phones off", cz_off))
    print(summary("Cuzco festival, 4 phones talking", cz_on))
    print(f"memory: {before:.1f} MiB at start, {base:.1f} MiB after both tables without phones, "
          f"{after:.1f} MiB after both again with phones: +{after - base:.1f} MiB for the phones")


if __name__ == "__main__":
    main()
