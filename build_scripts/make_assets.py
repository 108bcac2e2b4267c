"""Write the generated assets the game loads instead of computing them with numpy.

    .venv/bin/python build_scripts/make_assets.py [--out DIR] [--check]

- assets/sounds/<name>.wav: the sound effects (click, place, chime, fanfare,
  error; and Incan Gold's treasure, hazard, danger, camp), synthesised here with numpy: 16-bit mono, 44.1 kHz,
  normalised to 80 % of full scale. About 190 KB in all.
- assets/textures/noise.bin: the random grids behind the texture noise (see
  cuzco/games/cuzco/ui/render/noise.py), numpy's `default_rng(seed).random()` stream per seed.

numpy is needed only here (it is in the `test` extra); the game itself plays
the WAV files and draws the textures in plain Python. `--check` writes nothing
and exits 1 if a shipped file differs from what this script makes (the tests
run it so).
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cuzco.games.cuzco.ui.render.noise import FILE as NOISE_FILE  # noqa: E402
from cuzco.games.cuzco.ui.render.noise import NOISE_LENGTH, NOISE_SEEDS  # noqa: E402
from cuzco.shell.sound import RATE, SOUND_NAMES  # noqa: E402


def _envelope(n: int, attack: float, decay: float) -> np.ndarray:
    """Fast attack then exponential fall, so notes start clean and never click off."""
    t = np.arange(n) / RATE
    env = np.exp(-t / decay)
    a = max(1, int(attack * RATE))
    env[:a] *= np.linspace(0.0, 1.0, a)
    env[-64:] *= np.linspace(1.0, 0.0, 64)  # guarantee silence at the last sample
    return env


def _tone(freq: float, seconds: float, decay: float, harmonics: tuple[float, ...] = (1.0,)) -> np.ndarray:
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    wave_ = sum(amp * np.sin(2 * np.pi * freq * (i + 1) * t) for i, amp in enumerate(harmonics))
    return np.asarray(wave_) * _envelope(n, 0.004, decay)


def _thud() -> np.ndarray:
    """A tile set down on card: a low falling tone under a short burst of filtered noise."""
    n = int(0.18 * RATE)
    t = np.arange(n) / RATE
    freq = 140 * np.exp(-t * 9) + 55
    body = np.sin(2 * np.pi * np.cumsum(freq) / RATE) * _envelope(n, 0.002, 0.05)
    rng = np.random.default_rng(7)  # fixed seed: the same thud every run
    noise = np.convolve(rng.standard_normal(n), np.ones(24) / 24, mode="same")
    return body * 0.9 + noise * _envelope(n, 0.001, 0.015) * 0.8


def _click() -> np.ndarray:
    return _tone(1800, 0.035, 0.008) * 0.5


def _chime() -> np.ndarray:
    notes = (880.0, 1318.5)  # A5 then E6, a bright fifth
    parts = [_tone(f, 0.5, 0.18, (1.0, 0.3, 0.1)) for f in notes]
    gap = int(0.09 * RATE)
    out = np.zeros(len(parts[0]) + gap)
    out[: len(parts[0])] += parts[0]
    out[gap:] += parts[1]
    return out * 0.5


def _fanfare() -> np.ndarray:
    """A rising brass-like triad, the festival's opening."""
    notes = ((523.25, 0.0), (659.25, 0.14), (783.99, 0.28), (1046.5, 0.42))
    length = int(1.1 * RATE)
    out = np.zeros(length)
    for freq, start in notes:
        hold = 0.65 if freq > 1000 else 0.3
        part = _tone(freq, hold, hold * 0.6, (1.0, 0.5, 0.35, 0.2, 0.1))
        s = int(start * RATE)
        out[s : s + len(part)] += part[: length - s]
    return out * 0.35


def _error() -> np.ndarray:
    """Two short low notes, falling: "not possible", without being harsh."""
    first = _tone(220.0, 0.09, 0.05, (1.0, 0.4, 0.2))
    second = _tone(174.6, 0.14, 0.07, (1.0, 0.4, 0.2))
    gap = np.zeros(int(0.03 * RATE))
    return np.concatenate([first, gap, second]) * 0.5


def _treasure() -> np.ndarray:
    """Incan Gold's treasure: a quick sparkle of high notes, gems falling on gems."""
    notes = ((1567.98, 0.0), (2093.0, 0.06), (1760.0, 0.12), (2637.0, 0.18))
    length = int(0.62 * RATE)
    out = np.zeros(length)
    for freq, start in notes:
        part = _tone(freq, 0.4, 0.09, (1.0, 0.25))
        s = int(start * RATE)
        out[s : s + len(part)] += part[: length - s]
    return out * 0.4


def _hazard() -> np.ndarray:
    """A first hazard: a low, wavering warning note."""
    n = int(0.55 * RATE)
    t = np.arange(n) / RATE
    freq = 196.0 + 14.0 * np.sin(2 * np.pi * 6 * t)
    body = np.sin(2 * np.pi * np.cumsum(freq) / RATE) + 0.35 * np.sin(4 * np.pi * np.cumsum(freq) / RATE)
    return body * _envelope(n, 0.02, 0.22) * 0.6


def _danger() -> np.ndarray:
    """A second hazard ends the round: a dissonant low chord over a rumble."""
    n = int(0.95 * RATE)
    chord = sum(_tone(f, 0.95, 0.4, (1.0, 0.5, 0.25)) for f in (110.0, 116.54, 164.81))
    rng = np.random.default_rng(11)  # fixed seed: the same rumble every run
    rumble = np.convolve(rng.standard_normal(n), np.ones(60) / 60, mode="same") * _envelope(n, 0.005, 0.3)
    return np.asarray(chord)[:n] * 0.5 + rumble * 2.0


def _camp() -> np.ndarray:
    """A safe return to camp: a calm falling-then-resolving pair, like a sigh of relief."""
    first = _tone(659.25, 0.22, 0.12, (1.0, 0.3))
    second = _tone(523.25, 0.45, 0.2, (1.0, 0.3, 0.1))
    gap = np.zeros(int(0.04 * RATE))
    return np.concatenate([first, gap, second]) * 0.5


SYNTHS = {"place": _thud, "click": _click, "chime": _chime, "fanfare": _fanfare, "error": _error,
          "treasure": _treasure, "hazard": _hazard, "danger": _danger, "camp": _camp}


def wav_bytes(samples: np.ndarray) -> bytes:
    """16-bit mono PCM at RATE, peak at 80 % of full scale."""
    peak = float(np.max(np.abs(samples))) or 1.0
    pcm = (samples / peak * 0.8 * 32767).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return out.getvalue()


def noise_bytes() -> bytes:
    streams = [np.random.default_rng(seed).random(NOISE_LENGTH).astype("<f4") for seed in NOISE_SEEDS]
    return np.concatenate(streams).tobytes()


def generated() -> dict[str, bytes]:
    """Path under assets/ -> file contents."""
    assert set(SYNTHS) == set(SOUND_NAMES), "sound.py and this script name different effects"
    files = {f"sounds/{name}.wav": wav_bytes(SYNTHS[name]()) for name in SOUND_NAMES}
    files[NOISE_FILE] = noise_bytes()
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "assets", help="assets folder to write")
    parser.add_argument("--check", action="store_true", help="only compare with the files in --out")
    args = parser.parse_args(argv)
    stale = []
    for rel, data in generated().items():
        path = args.out / rel
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(rel)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path} ({len(data)} bytes)")
    for rel in stale:
        print(f"out of date: {rel} (run build_scripts/make_assets.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
