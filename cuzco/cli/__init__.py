"""Headless subcommands of the `cuzco` command line: selfplay, replay, bench.

Each module here exposes `main(args: argparse.Namespace) -> int` and is
imported only when its subcommand runs. The arguments are declared in one
place, `cuzco/app.py` (`build_parser`), so `cuzco --help` lists them all:

selfplay  --players N (2-4, default 4), --seed S (default 0),
          --bots random|greedy (default random), --save FILE, --json
replay    FILE, --json
bench     --json, --quick

Every subcommand also accepts --data-dir DIR and --verbose. Modules print
their results to stdout and return the process exit code.
"""
