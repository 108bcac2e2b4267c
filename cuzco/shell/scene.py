"""Scenes and the scene stack.

A scene handles events, updates, and draws; `draw` never changes state. The
stack gives each event to the top scene only. A scene with `transparent = True`
(a modal) lets the scene beneath draw first. Modals hand results back through
`on_result` of the scene beneath instead of calling game code themselves.
`wants_frames` tells the loop whether the top scene changes by itself (see cuzco.shell.frames).
"""

from __future__ import annotations

from typing import Any

import pygame


class Scene:
    transparent = False

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    # lifecycle
    def enter(self) -> None:
        """Called when pushed on the stack."""

    def exit(self) -> None:
        """Called when popped from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped."""

    def on_result(self, source: Scene, result: Any) -> None:
        """A scene this one pushed has finished with `result`."""

    # loop
    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def on_resize(self, size: tuple[int, int]) -> None:
        pass

    def wants_frames(self) -> bool:
        """Whether this scene, on top, changes by itself now (an animation, a computer player to move,
        a background worker to poll), so the loop draws every frame. False lets the loop sleep until
        an event or a `frames.request()` (cuzco.shell.frames). True unless a scene says otherwise."""
        return True

    def draw_partial(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """A frame asked for only by `frames.request(partial=True)`: draw just what changed by itself
        and return its rectangles (only they are sent to the screen). The default, [], draws in full."""
        return []

    def settings_changed(self, settings: Any) -> None:
        """The player saved new settings; scenes that copied a setting pick up the new value here."""

    # helpers
    def finish(self, result: Any = None) -> None:
        """Pop this scene and hand `result` to the scene beneath."""
        assert self.stack is not None
        self.stack.pop(result)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def pop(self, result: Any = None) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            below = self.scenes[-1]
            below.resume()
            below.on_result(scene, result)
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another, without handing a result down."""
        old = self.scenes.pop()
        old.exit()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def clear(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def wants_frames(self) -> bool:
        """Only the top scene updates, so only it can change by itself."""
        return bool(self.scenes) and self.scenes[-1].wants_frames()

    def draw_partial(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.scenes[-1].draw_partial(surface) if self.scenes else []

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        from cuzco.shell import tooltips

        for scene in self.scenes[start:]:
            tooltips.begin_frame()  # only the top scene's elements answer the pointer
            scene.draw(surface)

    def on_resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.on_resize(size)

    def settings_changed(self, settings: Any) -> None:
        for scene in self.scenes:
            scene.settings_changed(settings)
