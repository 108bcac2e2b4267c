"""Players' phones under load, printed (not a timed test):

    .venv/bin/python benchmarks/bench_phones.py [--turns N] [--festivals N] [--decisions N] [--rounds N]

1. Incan Gold, 8 human seats, 8 simulated phones on loopback (WebSocket clients in a process
   of their own, `phone_fleet.py`, as real phones are other devices): the time from a phone
   sending its choice to the first table frame that shows it being on screen (`App.shown_at`,
   just after the flip; the seat's "chosen" mark is drawn from the state the choice changed),
   p50/p95/max.
2. Cuzco festivals with 4 phone bidders: the time from a phone's bid to the first frame whose
   state has it being on screen. A bid the table has not shown within 120 frames counts as lost.
3. Feld's Cuzco, 4 human seats with phones: the time from a phone's decision to the first frame
   whose state has it being on screen.
4. Table frames (App.step at 60 fps, headless) while the phones talk, against the same tables
   with phones off, the two alternating in one run (off, on, off, on...) so both share the
   machine's load (the festivals: each played off then on from the same position, every one of
   them `--rounds` times, so that each side has some 500 frames and its p99 is not its maximum):
   p50/p99 of each frame's wall time and of the render thread's CPU time, both from the end of
   its pause to the end of its work (the phone's message read and played or the click handled,
   the table drawn and flipped, the changed pages noted, the autosave written); and apart, the
   render thread's CPU in the pause before each frame, where the phones' pages are built (until
   the next frame is due), with its sum, and frame plus pause. With them, how long a phone waits
   for its page: from sending a choice to that phone holding its whole new page (Incan Gold, the
   festivals), from a decision to the next decider's phone holding its options (Feld's Cuzco),
   and the CPU of the pauses after each Feld's Cuzco decision (its pages, all of them).
5. Memory, in a fresh process (`--memory`): resident memory once an Incan Gold table has run
   without phones, before any module of the phones' server (or aiohttp, segno) is loaded,
   and after 40 turns with 8 phones.
The load average (`os.getloadavg`) is printed with each part.
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


def anon_mib() -> float:
    """The process's anonymous memory (what it allocated itself): unlike the resident size, not lowered
    when a busy machine takes back pages of the shared libraries, which come back when touched."""
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        if line.startswith("Anonymous:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed_step(app: Any, click: Any = None) -> tuple[float, float, float]:
    """A frame's wall time and the render thread's CPU time, both from the end of its pause to the end of
    its work (the phones' message read and played, the table drawn and flipped, the changed pages noted,
    the autosave written), and the render thread's CPU time in the pause before it (where the phones'
    pages are built, until the next frame is due). `click`: what the table does for a player's click
    (phones off), counted in the frame as a phone's message is (the frame that reads it plays it)."""
    c0 = time.thread_time()
    clicked, clicked_cpu = 0.0, 0.0
    if click is not None:
        w0 = time.perf_counter()
        click()
        clicked, clicked_cpu = time.perf_counter() - w0, time.thread_time() - c0
    c1 = time.thread_time()
    app.step()
    end = time.thread_time()
    begun = getattr(app, "frame_cpu", c1)  # (main before this benchmark: no pause's work to tell apart)
    return ((time.perf_counter() - app.frame_start + clicked) * 1000, (end - begun + clicked_cpu) * 1000,
            (begun - c1) * 1000)


def settle_pages(app: Any, session: Any) -> None:
    """Frames (not timed, after the measured ones) until every phone's page is built and sent."""
    for _ in range(600):
        if session is None or not getattr(session, "pending", False):
            break
        app.step()
    time.sleep(0.2)  # loopback: the last pages reach the phones' process


def incan_gold(turns: int, phones_on: bool, frame_log: list[tuple[float, float, float]],
               latencies: list[float], pages: list[float] | None = None) -> None:
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
    asked: list[tuple[int, float, bool]] = []  # (seat, sent at, with options) for the pages' latency
    while done < turns and not game.state.over:
        while scene.steps:
            scene.skip_step()
        waiting = [p for p in game.state.waiting_for()]
        if fleet is not None:
            sent: dict[int, float] = {}
            for seat in waiting:
                sent[seat] = fleet.send(seat, {"type": "choose", "go_on": rng.random() < 0.7})
                asked.append((seat, sent[seat], False))
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
            for seat in waiting:
                go_on = rng.random() < 0.7
                frame_log.append(timed_step(app, lambda seat=seat, go_on=go_on: scene.flow.choose(seat, go_on)))
        for _ in range(4):  # the reveal's first frames
            frame_log.append(timed_step(app))
        done += 1
    if fleet is not None:
        settle_pages(app, scene.phones)
        page_latencies(fleet, asked, pages)
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


def page_latencies(fleet: Any, asked: list[tuple[int, float, bool]], pages: list[float] | None) -> None:
    """For each phone's message: from its sending to the phone of `seat` holding its whole new page
    (with its options when asked: the next decider's)."""
    if pages is None:
        return
    for seat, since, options in asked:
        at = fleet.page_after(seat, since, options)
        if at is not None:
            pages.append((at - since) * 1000)


def cuzco_festival(game: Any, phones_on: bool, frame_log: list[tuple[float, float, float]],
                   latencies: list[float], lost: list[Any] | None = None,
                   cpu_path: list[float] | None = None, pages: list[float] | None = None) -> None:
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
    asked: list[tuple[int, float, bool]] = []
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
            asked.append((bidder, start, False))
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
            frame_log.append(timed_step(app, lambda top=top, action=action: top.choose(action)))
        for _ in range(3):
            frame_log.append(timed_step(app))
    if fleet is not None:
        settle_pages(app, scene.phones)
        page_latencies(fleet, asked, pages)
        fleet.close()
    scene.stop_phones()


def feld(decisions: int, phones_on: bool, seed: int, frame_log: list[tuple[float, float, float]],
         latencies: list[float], pages: list[float] | None = None, page_cpu: list[float] | None = None) -> None:
    """Feld's Cuzco with 4 human seats: each decision (the easy computer player's choice for that seat)
    sent from its seat's phone, or played at the table as a click plays it (its hand-off curtain lifted
    at once, untimed); 4 timed frames after each. With phones, the next decision is sent only once the
    next decider's phone has its options, as a player waits for them: the frames drawn meanwhile are
    not timed (phones off has no such wait), but the CPU of their pauses, where the pages are built,
    is counted with the timed frames' pauses in `page_cpu` (one sum a decision)."""
    from cuzco.games.feld_cuzco.bots.levels import make_bot
    from cuzco.games.feld_cuzco.rules import Game, Setup, action_to_json, view
    from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    app = App((1280, 800), settings=Settings(), fps=60)
    game = Game(Setup(("Amaru", "Killa", "Inti", "Sisa"), seed=seed))
    scene = FeldTableScene(game, app.settings, {}, autosave=False, phones=phones_on)
    app.push(scene)
    app.step()
    fleet = None
    if phones_on:
        fleet = PhoneFleet({seat: scene.phones.url(seat) for seat in range(4)})
        for _ in range(30):
            app.step()
    bots = {seat: make_bot("easy", seat) for seat in range(4)}
    asked: list[tuple[int, float, bool]] = []  # the next decider's phone, with its options
    for _ in range(decisions):
        while app.stack.top is not scene:  # a curtain, the phones panel, the end of a round: not measured
            app.stack.top.finish(None)  # type: ignore[union-attr]
            app.step()
        state = game.state
        if state.over:
            break
        action = bots[state.actor].choose(view(state, state.actor))
        count = len(game.actions)
        if fleet is not None:
            start = fleet.send(state.actor, {"type": "play", "move": action_to_json(action)})
            for _ in range(120):
                frame_log.append(timed_step(app))
                if len(game.actions) != count:
                    latencies.append((app.shown_at - start) * 1000)
                    if not game.state.over:
                        asked.append((game.state.actor, start, True))
                    break
        else:
            frame_log.append(timed_step(app, lambda action=action: scene.play(action)))
        built = 0.0
        for _ in range(3):
            frame_log.append(timed_step(app))
            built += frame_log[-1][2]
        if fleet is not None and asked and asked[-1][1] == start:
            seat = asked[-1][0]
            for _ in range(600):  # the next decider reads its options before it decides
                if fleet.page_after(seat, start, True) is not None:
                    break
                c0 = time.thread_time()
                app.step()
                built += (getattr(app, "frame_cpu", c0) - c0) * 1000
            if page_cpu is not None:
                page_cpu.append(built)
    if fleet is not None:
        settle_pages(app, scene.phones)
        page_latencies(fleet, asked, pages)
        fleet.close()
    if scene.phones is not None:
        scene.phones.stop()


def fresh(game: Any) -> Any:
    """A copy of a Cuzco game, replayed from its set-up."""
    copy = type(game).new(game.setup)
    for action in game.actions:
        copy.apply(action)
    return copy


def memory() -> None:
    """In a fresh process: resident memory once an 8-seat Incan Gold table has played 40 turns without
    phones (no module of the phones' server, nor aiohttp or segno, loaded yet), then after the same 40
    turns with 8 phones."""
    import pygame

    pygame.init()
    incan_gold(40, False, [], [])  # the same table and turns as below, without phones: the game's own memory
    heavy = ("aiohttp", "segno", "cuzco.shell.phones.server", "cuzco.shell.phones.session",
             "cuzco.shell.phones.panel", "cuzco.shell.phones.qr", "cuzco.shell.phones.guard")
    loaded = sorted(m for m in sys.modules if m.startswith("cuzco.shell.phones"))
    assert not any(m in sys.modules for m in heavy), [m for m in heavy if m in sys.modules]
    base, base_anon = rss_mib(), anon_mib()
    incan_gold(40, True, [], [])
    after, after_anon = rss_mib(), anon_mib()
    print(f"memory (fresh process): resident {base:.1f} MiB after 40 turns of an 8-seat Incan Gold table "
          f"without phones (loaded of the phones: {', '.join(loaded) or 'nothing'}), {after:.1f} MiB after "
          f"40 turns with 8 phones: "
          f"+{after - base:.1f} MiB; anonymous +{after_anon - base_anon:.1f} MiB")


def uptime() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"load {one:.2f} (5 min {five:.2f})"


def summary(name: str, frames: list[tuple[float, float, float]]) -> str:
    if not frames:
        return f"{name}: no frames"
    wall = [w for w, _c, _p in frames]
    cpu = [c for _w, c, _p in frames]
    pause = [p for _w, _c, p in frames]
    both = [c + p for _w, c, p in frames]
    return (f"{name}: {len(frames)} frames; wall p50 {pct(wall, 0.5):.2f} ms p99 {pct(wall, 0.99):.2f} ms; "
            f"CPU p50 {pct(cpu, 0.5):.2f} ms p99 {pct(cpu, 0.99):.2f} ms; the pause before it (pages): "
            f"CPU p50 {pct(pause, 0.5):.2f} ms p99 {pct(pause, 0.99):.2f} ms, {sum(pause):.0f} ms in all; "
            f"frame and pause CPU p99 {pct(both, 0.99):.2f} ms")


def latency(name: str, values: list[float], unit: str) -> str:
    if not values:
        return f"{name}: no {unit}"
    return (f"{name}: {len(values)} {unit}; p50 {statistics.median(values):.1f} ms, "
            f"p95 {pct(values, 0.95):.1f} ms, max {max(values):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40, help="Incan Gold turns with 8 phones (and without)")
    parser.add_argument("--festivals", type=int, default=20, help="Cuzco festivals with 4 phones (and without)")
    parser.add_argument("--decisions", type=int, default=160, help="Feld's Cuzco decisions with 4 phones")
    parser.add_argument("--rounds", type=int, default=4, help="times phones off and on alternate (the festivals: "
                        "times each is played off and on)")
    parser.add_argument("--memory", action="store_true", help="only the fresh process's memory figure")
    parser.add_argument("--only", default="ig,cz,feld", help="the games measured: ig, cz, feld (comma-separated)")
    args = parser.parse_args()
    if args.memory:
        memory()
        return
    import subprocess

    import pygame

    pygame.init()
    print(f"machine: {os.cpu_count()} CPUs, Python {sys.version.split()[0]}; at start {uptime()}", flush=True)
    only = set(args.only.split(","))
    found = subprocess.run([sys.executable, __file__, "--memory"], capture_output=True, text=True, check=False)
    print((found.stdout.strip() or found.stderr.strip()[-500:]) + f" ({uptime()})", flush=True)
    setups = festival_setups(args.festivals) if "cz" in only else []
    bidders = [n for _g, n in setups] or [0]
    frames: dict[str, list[tuple[float, float, float]]] = {}
    waits: dict[str, list[float]] = {"ig": [], "cz": [], "feld": []}
    pages: dict[str, list[float]] = {"ig": [], "cz": [], "feld": []}
    page_cpu: list[float] = []
    for part in ("ig off", "ig on", "cz off", "cz on", "feld off", "feld on"):
        frames[part] = []
    rounds = max(1, args.rounds)
    for _round in range(rounds if "ig" in only else 0):  # phones off, then on, and again: both share the load
        for on in (False, True):
            incan_gold(args.turns // rounds, on, frames["ig on" if on else "ig off"], waits["ig"] if on else [],
                       pages["ig"])
    print(f"Incan Gold done ({uptime()})", flush=True)
    for _round in range(rounds):  # every festival in each round: enough frames for a p99 (about 125 a round)
        for game, _n in setups if "cz" in only else []:
            for on in (False, True):  # each from the same position: a copy of the game just before the festival
                cuzco_festival(fresh(game), on, frames["cz on" if on else "cz off"], waits["cz"] if on else [],
                               pages=pages["cz"])
    print(f"Cuzco festivals done ({uptime()})", flush=True)
    for r in range(rounds if "feld" in only else 0):
        for on in (False, True):
            feld(args.decisions // rounds, on, 30 + r, frames["feld on" if on else "feld off"],
                 waits["feld"] if on else [], pages["feld"], page_cpu)
    print(f"Feld's Cuzco done ({uptime()})", flush=True)
    print(latency("Incan Gold, 8 phones: choice -> table shows it", waits["ig"], "choices"))
    print(latency(f"Cuzco festivals, 4 phones ({len(setups)} festivals of {min(bidders)}-{max(bidders)} "
                  "bidders): bid -> table shows it", waits["cz"], "bids"))
    print(latency("Feld's Cuzco, 4 phones: decision -> table shows it", waits["feld"], "decisions"))
    print(latency("Incan Gold: choice -> that phone has its whole new page", pages["ig"], "choices"))
    print(latency("Cuzco festivals: bid -> that phone has its whole new page", pages["cz"], "bids"))
    print(latency("Feld's Cuzco: decision -> the next decider's phone has its options", pages["feld"],
                  "decisions"))
    print(latency("Feld's Cuzco: the render thread's CPU in the pauses (the pages) after a decision", page_cpu,
                  "decisions"))
    for game_name, key in (("Incan Gold table", "ig"), ("Cuzco festival", "cz"), ("Feld's Cuzco table", "feld")):
        print(summary(f"{game_name}, phones off", frames[f"{key} off"]))
        print(summary(f"{game_name}, phones talking", frames[f"{key} on"]))
    print(f"at the end {uptime()}")


if __name__ == "__main__":
    main()
