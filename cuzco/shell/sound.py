"""Short sound effects, synthesized with numpy at first use (no sound files ship).

    sound.play("click" | "place" | "chime" | "fanfare" | "error")

`play` is a silent no-op when sound is off or the mixer cannot start (no
audio device, the dummy driver in tests, a mixer initialized in mono...).
Sounds are built once and cached; each is well under a second so they never
pile up.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

import numpy as np
import pygame

log = logging.getLogger(__name__)

RATE = 44100

_enabled = True
_broken = False  # the mixer failed once: stop trying
_cache: dict[str, pygame.mixer.Sound] = {}


def set_enabled(on: bool) -> None:
    global _enabled
    _enabled = bool(on)


def enabled() -> bool:
    return _enabled


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
    wave = sum(amp * np.sin(2 * np.pi * freq * (i + 1) * t) for i, amp in enumerate(harmonics))
    return np.asarray(wave) * _envelope(n, 0.004, decay)


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


_SYNTHS = {"place": _thud, "click": _click, "chime": _chime, "fanfare": _fanfare, "error": _error}


def _to_sound(wave: np.ndarray) -> pygame.mixer.Sound:
    peak = float(np.max(np.abs(wave))) or 1.0
    mono = (wave / peak * 0.8 * 32767).astype(np.int16)
    init = pygame.mixer.get_init()
    channels = init[2] if init else 2
    samples = np.column_stack([mono] * channels) if channels > 1 else mono
    return pygame.sndarray.make_sound(np.ascontiguousarray(samples))


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Send what C libraries print to the process's stderr (ALSA's "cannot find card" lines on a
    machine without a sound card) to the null device for the duration; Python's own stderr is kept."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no usable stderr (windowed build): nothing to hide
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def init_pygame() -> None:
    """pygame.init() without audio-driver chatter, then the mixer probed once: no sound device
    means no sound, said in one log line."""
    with quiet_native_stderr():
        pygame.init()
    _mixer_ready()


def _mixer_ready() -> bool:
    global _broken
    if _broken:
        return False
    if pygame.mixer.get_init():
        return True
    try:
        with quiet_native_stderr():
            pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
    except pygame.error as exc:
        log.info("no sound: the audio device cannot be opened (%s); playing on silently", exc)
        _broken = True
        return False
    return True


def get(name: str) -> pygame.mixer.Sound | None:
    """The cached Sound for `name`, built on first use; None if sound cannot work."""
    if name not in _SYNTHS or not _mixer_ready():
        return None
    if name not in _cache:
        try:
            _cache[name] = _to_sound(_SYNTHS[name]())
        except (pygame.error, ValueError) as exc:
            log.warning("cannot build sound %r: %s", name, exc)
            return None
    return _cache[name]


def play(name: str) -> None:
    """Play the named effect, or nothing when sound is unavailable or off."""
    if not _enabled:
        return
    snd = get(name)
    if snd is not None:
        snd.play()
