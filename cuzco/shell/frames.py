"""Frames on demand: how a scene, a widget or a background worker asks the loop for frames.

The loop (`cuzco.shell.main`) draws a frame after every event (a key, a click, the pointer moving,
a resize, a phone's message) and then only while something asks; otherwise it sleeps on the event
queue and uses no CPU. Three ways to ask, from the cheapest to the most general:

    class MyScene(Scene):
        def wants_frames(self) -> bool:   # asked of the top scene after each frame
            return self.tween is not None or self.actor in self.bots

    frames.request()           # during update or draw: one more frame after this one (a pulse, a
                               # toast fading, a drawing budget that left work for the next frame)
    frames.request(after=0.1)  # a slow change: a frame in 0.1 s
    frames.request(after=0.2, partial=True)  # the same, and only the scene's `draw_partial` has
                               # changed (the title's turning sun): that part alone is drawn and shown
    frames.wake()              # from another thread (a search, a review, the phones' server): a frame soon

`Scene.wants_frames()` is True unless a scene says otherwise, so a scene that never heard of this
module is drawn every frame, as before. Tests drive `App.step()`, which always draws one frame.
"""

from __future__ import annotations

import ctypes
import glob
import logging
import os
import sys
import threading
import time

import pygame

log = logging.getLogger(__name__)

WAKE = pygame.event.custom_type()  # posted by `wake`; the loop draws a frame and hands it to no scene
POLL_SECONDS = 0.008  # without SDL's own wait: how often the queue is looked at while asleep

_due: float | None = None  # perf_counter time by which the next frame is wanted (`request`)
_partial = True  # whether every request since the last frame was `partial`


def request(after: float = 0.0, partial: bool = False) -> None:
    """Ask for a frame `after` seconds from now (0: the next frame). The earliest request wins.
    `partial`: only what the top scene's `draw_partial` draws changes by then, so a frame with no
    other reason draws that alone. From another thread it wakes the loop at once (`wake`)."""
    global _due, _partial
    if threading.current_thread() is not threading.main_thread():
        wake()
        return
    when = time.perf_counter() + max(0.0, after)
    if _due is None or when < _due:
        _due = when
    _partial = _partial and partial


def wake() -> None:
    """From any thread: the loop stops sleeping and draws a frame (a worker's result is ready)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:  # the display is closed: nobody waits
        pass


def take_due() -> tuple[float | None, bool]:
    """The loop's side: when the next frame was asked for (None: not at all) and whether only partly
    (`request(partial=True)`); both are forgotten."""
    global _due, _partial
    due, partial, _due, _partial = _due, _partial, None, True
    return due, partial and due is not None


def _load_sdl() -> ctypes.CDLL | None:
    """The SDL library pygame itself runs on, for `SDL_WaitEventTimeout` (pygame's own `event.wait`
    with a timeout looks at the queue every millisecond, which costs a few percent of a core)."""
    roots = [os.path.dirname(pygame.__file__)]
    roots.append(os.path.join(os.path.dirname(roots[0]), "pygame_ce.libs"))
    roots.append(os.path.join(roots[0], ".dylibs"))
    candidates = [p for root in roots for name in ("libSDL2-2*", "libSDL2-2.0*", "SDL2.dll")
                  for p in sorted(glob.glob(os.path.join(root, name)))]
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8") as maps:
                candidates += [line.split()[-1] for line in maps if "libSDL2-2" in line]
        except OSError:
            pass
    for path in dict.fromkeys(candidates):
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            lib.SDL_WaitEventTimeout.restype = ctypes.c_int
            lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
            lib.SDL_WasInit.restype = ctypes.c_uint32
        except (OSError, AttributeError):
            continue
        if lib.SDL_WasInit(0x20):  # SDL_INIT_VIDEO: the very library pygame's window lives in
            return lib
    return None


_sdl: ctypes.CDLL | None = None
_sdl_looked = False


def wait_for_event(timeout: float) -> bool:
    """Sleep until an event is in pygame's queue (left there for the loop) or `timeout` seconds have
    passed; True when an event came."""
    global _sdl, _sdl_looked
    if not _sdl_looked:
        _sdl_looked = True
        try:
            _sdl = _load_sdl()
        except Exception as exc:  # noqa: BLE001  # any trouble: look at the queue every few ms instead
            log.debug("SDL's wait is not available: %s", exc)
    if pygame.event.peek():
        return True
    if _sdl is not None and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        # the event stays in the queue (a NULL event pointer); ctypes lets other threads run meanwhile
        return bool(_sdl.SDL_WaitEventTimeout(None, max(1, int(timeout * 1000))))
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        time.sleep(min(POLL_SECONDS, max(0.0, end - time.perf_counter())))
        if pygame.event.peek():
            return True
    return False
