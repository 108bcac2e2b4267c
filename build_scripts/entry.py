"""Entry script PyInstaller freezes: the same `main` the `cuzco` console script runs."""

import multiprocessing
import sys

from cuzco.app import main

if __name__ == "__main__":
    # A frozen program re-runs this script in any child process it spawns;
    # freeze_support lets such a child do its job instead of starting the game.
    multiprocessing.freeze_support()
    sys.exit(main())
