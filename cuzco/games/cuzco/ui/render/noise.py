"""The random grids behind the texture noise, read from the shipped `assets/textures/noise.bin`.

The file holds, for each seed in NOISE_SEEDS in that order, the first
NOISE_LENGTH numbers numpy's `default_rng(seed).random()` gives, as
little-endian float32. It is written by build_scripts/make_assets.py, so the
game draws the same textures as when it called numpy itself, without needing
numpy. A grid larger than NOISE_LENGTH (a hex far larger than any zoom
reaches) wraps around. If the file is missing or damaged the game still runs:
it logs a warning and uses Python's own random numbers (a different, equally
smooth pattern).
"""

from __future__ import annotations

import logging
import math
import random
import sys
from array import array
from functools import lru_cache

from cuzco import resources

log = logging.getLogger(__name__)

# crop furrow noise and sprouts (+variant), village plaster and grain (+variant),
# bare ground (91, 92) and water (123): see textures.py
NOISE_SEEDS = (11, 12, 13, 31, 32, 33, 51, 52, 53, 71, 72, 73, 91, 92, 123)
NOISE_LENGTH = 2048
FILE = "textures/noise.bin"


@lru_cache(maxsize=1)
def _table() -> dict[int, list[float]] | None:
    path = resources.asset_path(FILE)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        log.warning("texture noise file unreadable (%s): using Python's random numbers", exc)
        return None
    values = array("f")
    if len(raw) != values.itemsize * NOISE_LENGTH * len(NOISE_SEEDS):
        log.warning("texture noise file %s has the wrong size: using Python's random numbers", path)
        return None
    values.frombytes(raw)
    if sys.byteorder == "big":
        values.byteswap()
    if not (math.isfinite(sum(values)) and min(values) >= 0.0 and max(values) < 1.0):
        log.warning("texture noise file %s holds values outside 0..1: using Python's random numbers", path)
        return None
    return {seed: values[i * NOISE_LENGTH : (i + 1) * NOISE_LENGTH].tolist() for i, seed in enumerate(NOISE_SEEDS)}


@lru_cache(maxsize=64)
def grid_values(seed: int, count: int) -> list[float]:
    """`count` numbers in [0, 1) for `seed`: the same ones every run."""
    table = _table()
    stream = table.get(seed) if table else None
    if stream is None:
        rng = random.Random(seed)
        return [rng.random() for _ in range(count)]
    return [stream[i % NOISE_LENGTH] for i in range(count)]
