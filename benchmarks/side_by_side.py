"""One side's figures for a side-by-side comparison of two checkouts: one JSON line.

    cd OTHER_CHECKOUT && PYTHONPATH=. nice -n 10 .venv/bin/python /path/to/benchmarks/side_by_side.py WHAT [CHANGES]

WHAT is selfplay (Feld's random 4-player self-play, games per CPU second), feldtable (Feld's table
frames after a change at 1600x900; CHANGES of them, 300 unless given), kkchange (K&K's first frame after a
board change; CHANGES of them, 50 unless given: more make the p99 steadier), kkzoom (K&K's
zoom frames) or drop (Feld's drag and drop frames at three sizes). Run it in each checkout in turn,
old then new, several times, so both sides share whatever load the machine has; compare the ratios.
"""
import json
import math
import os
import random
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
what = sys.argv[1]
out = {}


def pct(values, p):
    o = sorted(values)
    return round(o[min(len(o) - 1, max(0, math.ceil(p / 100 * len(o)) - 1))], 3)


if what == "selfplay":  # as `cuzco bench --game feld-cuzco`'s random_4p_games_per_cpu_s: the rules alone, 30 seeds
    from cuzco.games.feld_cuzco.rules import Setup, apply, legal_actions, new_game
    cpu = time.process_time()
    for g in range(30):
        state = new_game(Setup(("a", "b", "c", "d"), f"bench/{g}", pututu=True))
        rng = random.Random(g)
        while not state.over:
            state = apply(state, rng.choice(legal_actions(state)))
    out["random_4p_games_per_cpu_s"] = round(30 / (time.process_time() - cpu), 2)
elif what == "feldtable":  # benchmarks/feld_table_frames.py at 1600x900, 300 changes (p99: the 3rd slowest)
    from cuzco.games.feld_cuzco.ui.benchmark import frame_times
    changes = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    t = frame_times(1600, 900, 2 * changes, changes)
    out.update(change_ms_p99=pct(t["change"], 99), change_cpu_ms_p99=pct(t["cpu_change"], 99),
               change_cpu_ms_p50=pct(t["cpu_change"], 50), moving_cpu_ms_p99=pct(t["cpu_moving"], 99))
elif what == "kkchange":  # cuzco bench's change frames (1920x1080), 50 changes or as many as the second argument
    from cuzco.games.cuzco.ui import benchmark as B
    walls, cpus, kinds = B.change_frames(1920, 1080, int(sys.argv[2]) if len(sys.argv) > 2 else 50, False, [])
    out.update(change_frame_ms_p99=pct(walls, 99), change_cpu_ms_p99=pct(cpus, 99), change_cpu_ms_p50=pct(cpus, 50),
               changes=len(walls))
elif what == "kkzoom":
    from cuzco.games.cuzco.ui import benchmark as B
    game = B.late_game()
    screen = B._Screen(game, 1920, 1080)
    B.normal_frames(screen, 30)
    wall, cpu, counts = B.zoom_frames(screen)
    out.update(zoom_frame_ms_max=round(max(wall), 2), zoom_cpu_ms_max=round(max(cpu), 2),
               zoom_frame_ms_p50=pct(wall, 50), zoom_frames_to_sharp=max(counts))
elif what == "drop":
    from cuzco.games.feld_cuzco.ui.drag_benchmark import drag_times
    for w, h in ((1024, 700), (1600, 900), (1920, 1080)):
        t = drag_times((w, h), 30)
        for kind in ("drag", "drop", "after"):
            out[f"{w}x{h} {kind} cpu p50"] = pct(t["cpu_" + kind], 50)
            out[f"{w}x{h} {kind} cpu p99"] = pct(t["cpu_" + kind], 99)
print(json.dumps(out))
