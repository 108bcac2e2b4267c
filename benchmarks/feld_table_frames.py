"""Frame times of Feld's Cuzco's table (p50, p95 and p99, wall and CPU; a late game, the pointer moving;
and the frames right after a change of the state), at 1024x700, 1600x900 and 1920x1080, headless.
The same figures as `cuzco bench --game feld-cuzco` prints (`cuzco.games.feld_cuzco.ui.benchmark`).

    python benchmarks/feld_table_frames.py [--quick]
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from cuzco.games.feld_cuzco.ui.benchmark import main  # noqa: E402

if __name__ == "__main__":
    main()
