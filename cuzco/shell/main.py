"""The pygame client's entry point: the window, the loop and the scene stack.

`run()` opens the window and plays until the player quits. `App.step()` runs
exactly one frame (events, update, draw, flip), so tests and the benchmark can
drive the real loop one frame at a time.

Asleep when idle: between two frames `run()` calls `App.rest()`, which returns at once
while something asks for frames and otherwise sleeps on the event queue, drawing
nothing and using no CPU, until an event comes (input, a resize, a posted event such
as a phone's message or `frames.wake()` from a worker) or a requested frame falls due.
Something asks for frames when the top scene's `wants_frames()` is True (the default:
a scene that says nothing is drawn every frame), when code called `frames.request()`
during the last frame, or for one frame after any event (hover looks settle). How to
ask is in `cuzco.shell.frames`. The window opens full screen when the
settings say so (or `--fullscreen`); a SETTINGS_CHANGED event, posted when the
player saves the settings, makes every setting take effect at once
(`App.apply_settings`). F11 switches between full screen and a window at any time;
full screen always sits at the screen's top-left corner.
"""

from __future__ import annotations

import logging
import os
import sys
import time
import warnings
from typing import Any

import pygame

from cuzco.shell import frames, phones, tooltips
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.settings import SETTINGS_CHANGED
from cuzco.shell.widgets.theme import MIN_WINDOW, largest_ui_scale

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1600, 900)
MIN_SIZE = MIN_WINDOW  # the smallest window offered: the HUD is laid out for it at 100%
REST_SLICE = 0.004  # seconds of the phones' pages built while asleep before the event queue is looked at


def _place_window(position: object) -> None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().position = position  # type: ignore[assignment]
    except (pygame.error, AttributeError) as exc:  # an older pygame, or a driver without windows
        log.debug("cannot move the window: %s", exc)


def _load_settings() -> Any:
    from cuzco.shell.settings import Settings

    settings = Settings.load()
    try:
        settings.apply()
    except Exception as exc:  # noqa: BLE001  # a broken setting must not stop the game from opening
        log.warning("could not apply settings: %s", exc)
    return settings


def _window_size(wanted: tuple[int, int]) -> tuple[int, int]:
    """The wanted size, shrunk to fit the desktop (with room for the window frame)."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return wanted  # headless: no real desktop to fit
    try:
        desk = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return wanted
    return min(wanted[0], max(MIN_SIZE[0], int(desk[0] * 0.94))), min(
        wanted[1], max(MIN_SIZE[1], int(desk[1] * 0.9))
    )


class App:
    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        fullscreen: bool = False,
        settings: Any = None,
        fps: int | None = 60,
    ) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        if sys.platform.startswith("linux"):
            # every pixel is drawn by pygame on the CPU: SDL's default on X11 sends the window through an
            # OpenGL texture, which without a GPU driver (a VM, Xvfb: Mesa's llvmpipe) costs more CPU than
            # the frame itself (2.5 ms a 1600x900 flip, against 0.04 ms straight to X11's shared memory)
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        from cuzco.shell import sound

        sound.init_pygame()  # quietly: no audio-driver errors in the terminal without a sound card
        self.settings = settings if settings is not None else _load_settings()
        from cuzco.shell import i18n

        self._language = i18n.language()
        pygame.display.set_caption(i18n._("Andean Table"))  # the collection's name, as on the title screen
        self.window_size = size  # the windowed size, kept while full screen to come back to
        self.fullscreen = False
        self.screen = self._open_display(fullscreen or bool(getattr(self.settings, "fullscreen", False)))
        pygame.key.set_repeat(300, 40)
        self._applied_scale = 0.0
        self._fit_ui_scale()
        self.clock = pygame.time.Clock()
        self.fps = fps
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self.frame_start = time.perf_counter()  # when the last frame began (after its pause)
        self.shown_at = self.frame_start  # when the last frame was put on screen
        self.shown_cpu = time.thread_time()
        self.frame_cpu = self.shown_cpu
        self._due: float | None = None  # when the last frame asked for the next (`frames.request`)
        self._after_event = True  # the last frame handled an event: one more frame settles hover looks
        self._rested_for: float | None = None  # `rest` slept: how long the scene's own timer allowed
        self._partial = False  # the next frame is due only to a `frames.request(partial=True)`

    def _open_display(self, fullscreen: bool) -> pygame.Surface:
        """Full screen at the desktop's size, or a resizable window of `window_size` fitted to the desktop."""
        if fullscreen:
            # without a window manager the full-screen window keeps the windowed one's offset:
            # move the window to the corner first, so the full-screen one starts there too
            if pygame.display.get_surface() is not None:
                _place_window((0, 0))
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            _place_window((0, 0))
        else:
            screen = pygame.display.set_mode(_window_size(self.window_size), pygame.RESIZABLE)
            if self.fullscreen:  # back from full screen: not stuck in the corner
                _place_window(pygame.WINDOWPOS_CENTERED)
        self.fullscreen = fullscreen
        return screen

    def toggle_fullscreen(self) -> None:
        """F11: full screen or back to the window (the settings keep the choice for this session)."""
        wanted = not self.fullscreen
        try:
            self.screen = self._open_display(wanted)
        except pygame.error as exc:
            log.warning("could not switch to %s: %s", "full screen" if wanted else "a window", exc)
            self.screen = pygame.display.get_surface() or self.screen
            return
        if hasattr(self.settings, "fullscreen"):
            self.settings.fullscreen = wanted
        self._fit_ui_scale()
        self.stack.on_resize(self.screen.get_size())

    def apply_settings(self, settings: Any) -> None:
        """Make saved settings take effect at once: full screen or a window, UI scale, sound,
        language, and what the open scenes copied from the settings (height numbers)."""
        from cuzco.shell import i18n

        self.settings = settings
        language, self._language = self._language, i18n.language()
        try:
            settings.apply()
        except Exception as exc:  # noqa: BLE001  # a bad value must not close the game
            log.warning("could not apply settings: %s", exc)
        self._language = i18n.language()
        if self._language != language:  # cached panels and labels hold text of the old language
            from cuzco.shell.widgets import text

            text.clear_caches()
            pygame.display.set_caption(i18n._("Andean Table"))
        wanted = bool(getattr(settings, "fullscreen", False))
        if wanted != self.fullscreen:
            try:
                self.screen = self._open_display(wanted)
            except pygame.error as exc:
                log.warning("could not switch to %s: %s", "full screen" if wanted else "a window", exc)
                self.screen = pygame.display.get_surface() or self.screen
        self._fit_ui_scale()
        self.stack.settings_changed(settings)
        self.stack.on_resize(self.screen.get_size())

    def _fit_ui_scale(self) -> None:
        """The player's UI scale, grown with the window beyond 1600x900 so a 4K screen is not all board."""
        from cuzco.shell.widgets import theme

        base = float(getattr(self.settings, "ui_scale", 1.0))
        w, h = self.screen.get_size()
        grown = base * max(1.0, min(w / DEFAULT_SIZE[0], h / DEFAULT_SIZE[1]))
        # but never more than the window has room for: the HUD is laid out for 1024x700 at scale 1
        theme.set_ui_scale(min(grown, largest_ui_scale((w, h))))
        self._applied_scale = theme.ui_scale()

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def wants_frame(self) -> bool:
        """Whether the next frame is wanted now: after an event, while the top scene animates, or
        when code asked for it during the last frame (`frames.request`) and its time has come."""
        if self._after_event or self.stack.wants_frames():
            self._partial = False
            return True
        return self._due is not None and self._due <= time.perf_counter()

    def rest(self, longest: float = 1.0) -> None:
        """Between two frames: return at once when a frame is wanted; otherwise sleep on the event
        queue until an event comes or a requested frame falls due (waking at least every `longest`
        seconds to ask again, which costs nothing visible). Pages of the players' phones still to be
        built are built first, a slice at a time, each slice followed by a look at the event queue."""
        self._rested_for = None
        if not self.stack.scenes:
            return
        while self.running and not self.wants_frame():
            now = time.perf_counter()
            left = longest if self._due is None else min(longest, self._due - now)
            if self._rested_for is None:
                self._rested_for = 0.0 if self._due is None else max(0.0, self._due - self.shown_at)
            if phones.pending():  # asleep, the phones' pages are built a slice at a time
                phones.build_all(min(now + REST_SLICE, now + left))
                if pygame.event.peek():
                    self._partial = False
                    return
                continue
            if frames.wait_for_event(max(0.001, left)):
                self._partial = False
                return

    def step(self, dt: float | None = None) -> bool:
        """One frame. `dt` overrides the measured frame time (tests use a fixed step)."""
        if self.fps and phones.active():
            # the rest of the frame's pause, cut short by a phone's message: the table shows a phone's
            # choice one frame's work after it arrives, not after the rest of the frame's pause too
            phones.wait(self.frame_start, 1.0 / self.fps)
            measured = self.clock.tick() / 1000.0
        else:
            measured = self.clock.tick(self.fps) / 1000.0 if self.fps else self.clock.tick() / 1000.0
        self.frame_start = time.perf_counter()
        self.frame_cpu = time.thread_time()  # this thread's CPU time when the frame's work begins (benchmarks)
        limit = 0.1  # a long stall must not fast-forward timers
        if self._rested_for is not None and self.fps:
            # after a sleep, time passes for the scene only as far as its own request asked (a toast's
            # fade due in 3 s): an animation that the waking click starts begins at its start
            limit = max(1.0 / self.fps, self._rested_for)
            self._rested_for = None
        dt = min(measured, limit) if dt is None else min(dt, 0.1)
        events = pygame.event.get()
        self._after_event = bool(events)
        for event in events:
            if event.type == frames.WAKE:
                continue
            if event.type == pygame.QUIT:
                from cuzco.shell.scenes import doors

                doors.quitting()  # never discards: the game on screen stays the autosave
                self.running = False
                continue
            if event.type == SETTINGS_CHANGED:
                self.apply_settings(getattr(event, "settings", self.settings))
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = pygame.display.get_surface() or self.screen
                if not self.fullscreen:
                    self.window_size = self.screen.get_size()
                self._fit_ui_scale()
                self.stack.on_resize(self.screen.get_size())
                continue
            if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
                tooltips.pointer = event.pos
            self.stack.handle_event(event)
        if not self.stack.scenes:
            self.running = False
            return False
        from cuzco.shell.widgets import theme

        if theme.ui_scale() != self._applied_scale:  # the settings screen applied a new scale
            self._fit_ui_scale()
            self.stack.on_resize(self.screen.get_size())
        talking = bool(phones.active())
        if talking:
            from cuzco.shell import persistence

            with persistence.autosaves_held():  # written once the frame is on screen
                phones.pump_all()  # what the players' phones did (a queue read; never waits)
        self.stack.update(dt)
        partial = self._partial and not events and not talking and not tooltips.shown_this_frame
        rects = self.stack.draw_partial(self.screen) if partial else []
        if rects:
            pygame.display.update(rects)
        else:
            self.stack.draw(self.screen)
            tooltips.finish_frame(self.screen)
            pygame.display.flip()
        self._due, self._partial = frames.take_due()
        self.shown_at = time.perf_counter()  # the frame is on screen (the phones' benchmark reads it)
        self.shown_cpu = time.thread_time()  # and this thread's CPU time then
        if talking:
            phones.publish_all()  # which phones' pages changed, once the table shows it; built in the pause
            if not self.fps:  # no pause between frames (tests, `--frames`): some of them in the frame
                phones.build_all(time.perf_counter() + phones.FRAME_BUDGET)
            persistence.write_held_autosaves()
        self.frames += 1
        return self.running


def _first_scene(settings: Any) -> Scene:
    from cuzco.shell.scenes.menu import MenuScene

    return MenuScene(settings)


def demo_scene(settings: Any, bot_delay: float = 0.35) -> Scene:
    """Computer players playing whole games in the window: the first registered game that has a demo."""
    from cuzco.shell import registry

    shown = next(entry for entry in registry.games() if entry.demo_scene is not None)
    assert shown.demo_scene is not None
    scene: Scene = shown.demo_scene(settings, bot_delay)
    return scene


def run(demo: bool = False, frames: int | None = None, fullscreen: bool = False, language: str | None = None) -> int:
    """Play until the player quits. `language` ("es", "en") overrides the settings' for this run."""
    from cuzco.shell.files import remove_stale_temp_files

    remove_stale_temp_files()  # left by writes a crash or a power cut interrupted
    app = App(fullscreen=fullscreen, fps=None if frames else 60)
    if language:
        from cuzco.shell import i18n

        app.settings.language = language
        i18n.set_language(language)
    log.info("language: %s", app.settings.language)
    if demo:
        app.push(demo_scene(app.settings, bot_delay=0.0 if frames else 0.35))
    else:
        app.push(_first_scene(app.settings))
    try:
        while app.running:
            if frames is None:
                app.rest()  # asleep until something changes (see the module's docstring)
            app.step()
            if frames is not None and app.frames >= frames:
                break
    finally:
        phones.stop_all()  # the players' phones' server, if a game had one running
        _forget_fonts()
        pygame.quit()
    return 0


def _forget_fonts() -> None:
    """Fonts die with pygame.quit(); drop every cached font and label so a later init starts clean."""
    from cuzco.shell.widgets import text

    text.clear_caches()  # the board's label cache is registered with it (cuzco.shell.theme)
