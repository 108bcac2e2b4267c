"""Measure a built executable: folder size, zipped size, start-up times.

    python build_scripts/measure.py [--dist DIR] [--runs N]

Prints the Markdown rows used in the README's "executable size and start-up
time" table. Each time is the median of N runs after one warm-up run (so the
files are in the OS cache), with SDL's dummy drivers so it works headless.
CPU time (user + system) is shown too: unlike wall time it barely changes when
other programs load the machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))

from build import executable_path, folder_size  # noqa: E402  (sibling script, not a package)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)

    binary = executable_path(args.dist)
    if not binary.is_file():
        print(f"no executable at {binary}; build it first (build_scripts/build.py)", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CUZCO_HOME=scratch)
        zipped = Path(shutil.make_archive(str(Path(scratch) / "cuzco"), "zip", binary.parent.parent, "cuzco"))
        print("| measure | value |")
        print("|---|---|")
        print(f"| `{binary.parent.name}/` folder on disk | {folder_size(binary.parent) / 1e6:.0f} MB |")
        print(f"| the same folder zipped | {zipped.stat().st_size / 1e6:.0f} MB |")
        checkout = [sys.executable, "-m", "cuzco"]
        for label, command in (
            ("`cuzco --version`", [str(binary), "--version"]),
            ("`cuzco --demo --frames 1` (first frame, then exit)", [str(binary), "--demo", "--frames", "1"]),
            ("`cuzco --demo --frames 120`", [str(binary), "--demo", "--frames", "120"]),
            ("from the checkout: `python -m cuzco --demo --frames 1`", [*checkout, "--demo", "--frames", "1"]),
        ):
            wall, cpu = timed(command, env, args.runs)
            print(f"| {label} | {wall:.2f} s wall, {cpu:.2f} s CPU |")
    return 0


def timed(command: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """Median wall-clock and CPU seconds of `runs` runs of `command` (CPU is NaN on Windows)."""
    subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=True)
    walls, cpus = [], []
    for _ in range(runs):
        cpu_before = children_cpu()
        started = time.perf_counter()
        subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=True)
        walls.append(time.perf_counter() - started)
        cpus.append(children_cpu() - cpu_before)
    return statistics.median(walls), statistics.median(cpus)


def children_cpu() -> float:
    try:
        import resource  # Unix only
    except ImportError:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())
