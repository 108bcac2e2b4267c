"""Short sound effects, loaded from assets/sounds/*.wav at first use.

    sound.play("click" | "place" | "chime" | "fanfare" | "error")
    sound.play("treasure" | "hazard" | "danger" | "camp")   # Incan Gold's reveal

`play` is a silent no-op when sound is off or the mixer cannot start (no
audio device, the dummy driver in tests, a mixer initialized in mono...).
Sounds are loaded once and cached; each is well under a second so they never
pile up. The WAV files are synthesised by build_scripts/make_assets.py (tones
with envelopes and a little filtered noise) and ship with the game.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

import pygame

from cuzco import resources

log = logging.getLogger(__name__)

RATE = 44100
SOUND_NAMES = ("click", "place", "chime", "fanfare", "error", "treasure", "hazard", "danger", "camp")

_enabled = True
_broken = False  # the mixer failed once: stop trying
_cache: dict[str, pygame.mixer.Sound] = {}


def set_enabled(on: bool) -> None:
    global _enabled
    _enabled = bool(on)


def enabled() -> bool:
    return _enabled


def _load(name: str) -> pygame.mixer.Sound:
    """The effect's WAV file, converted by the mixer to its own format."""
    return pygame.mixer.Sound(file=str(resources.asset_path(f"sounds/{name}.wav")))


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
    """The cached Sound for `name`, loaded on first use; None if sound cannot work."""
    if name not in SOUND_NAMES or not _mixer_ready():
        return None
    if name not in _cache:
        try:
            _cache[name] = _load(name)
        except (pygame.error, OSError, ValueError) as exc:  # missing or damaged file: play on silently
            log.warning("cannot load sound %r: %s", name, exc)
            return None
    return _cache[name]


def play(name: str) -> None:
    """Play the named effect, or nothing when sound is unavailable or off."""
    if not _enabled:
        return
    snd = get(name)
    if snd is not None:
        snd.play()
