"""Frame times of Feld's Cuzco's table while a die is dragged onto an action space with the pointer kit,
on the frame of the drop and on the frame after it (p50, p95 and p99, wall and CPU), at 1024x700,
1600x900 and 1920x1080, headless (`cuzco.games.feld_cuzco.ui.drag_benchmark`).

    python benchmarks/feld_drag_frames.py [--quick]
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from cuzco.games.feld_cuzco.ui.drag_benchmark import main  # noqa: E402

if __name__ == "__main__":
    main()
