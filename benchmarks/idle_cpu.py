"""How much CPU the app uses while nobody plays: each screen open in a real window, no input, 20 s.

    nice -n 10 python benchmarks/idle_cpu.py                    # every screen, in an Xvfb of its own
    python benchmarks/idle_cpu.py --screens menu,load --seconds 10
    python benchmarks/idle_cpu.py --root /path/to/other/checkout  # the same screens in another checkout

For each screen a child process opens the window (1600x900, under a private Xvfb unless --display is
given), pushes the screen, runs the app's own loop (`App.rest()` then `App.step()`, as `cuzco.shell.main.run`
does; a checkout whose App has no `rest` draws every frame, as before), and says "ready" once it has drawn
for a few seconds. The parent then reads the child's CPU time (user + system, from /proc) over the
measured seconds and prints it as a share of one core. Saves and settings live in a temporary CUZCO_HOME;
the Load screen lists 50 saves of the three games.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

SCREENS = ["menu", "load", "cuzco table", "incan gold table", "feld table", "cuzco results",
           "incan gold results", "feld results", "rules", "viewer"]
SIZE = (1600, 900)
WARM_SECONDS = 3.0  # drawn for at least this long before the measurement
QUIET_SECONDS = 2.0  # and its screen asked for no frame of its own this long (an opening reveal is over)


# ---- the child: one screen, the app's loop --------------------------------------------------------
def _cuzco_game(finished: bool) -> Any:
    from cuzco.games.cuzco.bots import play_game
    from cuzco.games.cuzco.rules.record import Game

    done = play_game(["greedy"] * 4, seed=11, max_actions=900)
    if finished:
        return done
    game = Game.new(done.setup)
    for action in done.actions:
        game.apply(action)
        s = game.state
        if s.turn >= 30 and s.phase == "turn" and s.current == 0 and s.placed and s.players[0].hand:
            break
    return game


def _incan_gold_game(share: float) -> Any:
    from cuzco.games.incan_gold.bots.match import play_game
    from cuzco.games.incan_gold.rules import Game, Setup

    done = play_game(["bold"] * 4, seed=3)
    game = Game(Setup(done.setup.names, seed=3))
    for action in done.actions[: int(len(done.actions) * share)]:
        game.apply(action)
    return game


def _feld_game() -> Any:
    from cuzco.games.feld_cuzco.bots.arena import play_game

    return play_game(["normal", "easy", "easy"], seed=4)


def _write_saves(count: int) -> None:
    from cuzco.games.cuzco.bots import play_game
    from cuzco.games.feld_cuzco.rules import Game as FeldGame
    from cuzco.games.feld_cuzco.rules import Setup as FeldSetup
    from cuzco.shell import persistence

    makers = [lambda: play_game(["random"] * 3, seed=5, max_actions=40), lambda: _incan_gold_game(0.3),
              lambda: FeldGame(FeldSetup(("Ana", "Bea", "Cai"), seed=5))]
    games = [make() for make in makers]
    for i in range(count):
        persistence.save_named(games[i % len(games)], f"Evening game {i + 1}")


def _scene(screen: str, settings: Any) -> Any:
    if screen == "menu":
        from cuzco.shell.scenes.menu import MenuScene

        return MenuScene(settings)
    if screen == "load":
        from cuzco.shell.scenes.save_load import LoadScene

        _write_saves(50)
        return LoadScene(settings)
    if screen == "rules":
        from cuzco.shell.scenes.rules_scene import RulesScene

        return RulesScene(settings)
    if screen == "cuzco table":
        from cuzco.games.cuzco.ui.game_scene import GameScene

        game = _cuzco_game(False)
        return GameScene(game, settings, hotseat=False, bots={p: _cuzco_bot() for p in (1, 2, 3)})
    if screen == "incan gold table":
        from cuzco.games.incan_gold.bots import make_bot
        from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene

        return IncanGoldScene(_incan_gold_game(0.5), settings, {p: make_bot("bold") for p in (1, 2, 3)},
                              autosave=False)
    if screen == "feld table":
        from cuzco.games.feld_cuzco.bots.levels import make_bot as feld_bot
        from cuzco.games.feld_cuzco.rules import Game, Setup
        from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene

        return FeldTableScene(Game(Setup(("Ana", "Bea", "Cai"), seed=5)), settings,
                              {p: feld_bot("easy", p) for p in (1, 2)}, autosave=False)
    if screen == "cuzco results":
        from cuzco.games.cuzco.ui.scenes.results import ResultsScene

        return ResultsScene(_cuzco_game(True), settings)
    if screen == "incan gold results":
        from cuzco.games.incan_gold.bots.match import play_game
        from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults

        return IncanGoldResults(play_game(["bold"] * 5, seed=3).state, settings)
    if screen == "feld results":
        from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
        from cuzco.games.feld_cuzco.ui.seats import seat_levels

        game = _feld_game()
        return FeldResults(game.state, settings, seat_levels(game.meta, game.state.n), game)
    if screen == "viewer":  # the replay viewer (`cuzco view`), paused on a late turn of a finished game
        from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

        viewer = ViewerScene(_cuzco_game(True), settings)
        viewer.go(viewer.last * 2 // 3)
        return viewer
    raise SystemExit(f"unknown screen {screen!r}; known: {', '.join(SCREENS)}")


def _cuzco_bot() -> Any:
    from cuzco.games.cuzco.bots import make_bot

    return make_bot("greedy", seed=1)


def child(screen: str) -> None:
    from cuzco.shell import i18n
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    i18n.set_language("en")
    settings = Settings()
    app = App(SIZE, settings=settings, fps=60)
    app.push(_scene(screen, settings))
    rest = getattr(app, "rest", None)
    wanted = [time.perf_counter()]  # when the screen last asked for every frame (a reveal, a computer's turn)

    def say_ready() -> None:  # from a thread: an app asleep runs no code of its own to say it
        while time.perf_counter() - wanted[0] < QUIET_SECONDS:
            time.sleep(0.25)
        print("ready", flush=True)

    app.step()  # the first frame (a long page's layout) is done before the warm-up starts
    threading.Timer(WARM_SECONDS, say_ready).start()
    while app.running:
        if rest is not None:
            rest()
        app.step()
        if app.stack.top is None or getattr(app.stack, "wants_frames", lambda: False)():
            wanted[0] = time.perf_counter()


# ---- the parent: measure each child ---------------------------------------------------------------
def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def measure(screen: str, seconds: float, root: Path, display: str) -> float:
    env = dict(os.environ, DISPLAY=display, PYTHONPATH=str(root), SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)
    with tempfile.TemporaryDirectory(prefix="idle-cpu-") as home, open(Path(home) / "stderr.txt", "w") as log:
        env["CUZCO_HOME"] = home
        proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", screen], cwd=root,
                                env=env, stdout=subprocess.PIPE, stderr=log, text=True)
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.strip() == "ready":
                    break
            else:
                log.flush()
                raise SystemExit(f"{screen}: the app stopped before it was ready:\n"
                                 + (Path(home) / "stderr.txt").read_text()[-2000:])
            start = _cpu_seconds(proc.pid)
            time.sleep(seconds)
            used = _cpu_seconds(proc.pid) - start
        finally:
            proc.kill()
            proc.wait()
    return 100.0 * used / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the checkout whose app is measured")
    parser.add_argument("--display", help="an X display to use (default: a private Xvfb)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    xvfb = None
    display = args.display
    if display is None:
        if shutil.which("Xvfb") is None:
            raise SystemExit("Xvfb is not installed: pass --display")
        display = f":{90 + os.getpid() % 100}"
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
    try:
        print(f"idle CPU, {args.seconds:.0f} s per screen, {SIZE[0]}x{SIZE[1]}, {args.root}")
        for screen in args.screens.split(","):
            share = measure(screen.strip(), args.seconds, args.root, display)
            print(f"  {screen:<20} {share:5.1f}% of a core", flush=True)
    finally:
        if xvfb is not None:
            xvfb.kill()
            xvfb.wait()


if __name__ == "__main__":
    main()
