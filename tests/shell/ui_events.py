"""Real pygame events for the shell's screen tests: step the App, click, press a key, look for a colour."""

from __future__ import annotations

import pygame

from cuzco.shell.main import App


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    step(app)


def has_colour(surface: pygame.Surface, colour: tuple[int, int, int], area: pygame.Rect) -> bool:
    return any(
        surface.get_at((x, y))[:3] == colour
        for x in range(area.left, area.right, 2)
        for y in range(area.top, area.bottom, 2)
    )
