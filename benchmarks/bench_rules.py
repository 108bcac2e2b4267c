"""Print the rules engine's (and bots', and UI's) timings: the same numbers as `cuzco bench`.

    python benchmarks/bench_rules.py [--json] [--quick]

Benchmarks live here and in `cuzco bench`, never in timed tests: a busy CI
machine would make such tests flaky without making the game any faster.
"""

from __future__ import annotations

import argparse
import sys

from cuzco.games.cuzco.cli import bench


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the numbers as one JSON object")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    return bench.main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
