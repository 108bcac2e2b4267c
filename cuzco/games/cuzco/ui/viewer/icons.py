"""Playback icons drawn in code: to the start, a turn back, an action back, play, pause, and on."""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.shell.widgets.theme import Colour


def _triangle(surf: pygame.Surface, x: float, w: float, h: int, colour: Colour, right: bool) -> None:
    top, bottom, mid = h * 0.18, h * 0.82, h / 2
    pts = [(x, top), (x + w, mid), (x, bottom)] if right else [(x + w, top), (x, mid), (x + w, bottom)]
    pygame.draw.polygon(surf, colour, pts)


@lru_cache(maxsize=64)
def control_icon(kind: str, size: int, colour: Colour) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    bar = max(2, size // 7)
    tri = size * 0.42
    if kind == "play":
        _triangle(surf, size * 0.22, size * 0.62, size, colour, True)
    elif kind == "pause":
        for x in (size * 0.24, size * 0.58):
            pygame.draw.rect(
                surf,
                colour,
                pygame.Rect(round(x), round(size * 0.18), round(size * 0.18), round(size * 0.64)),
            )
    elif kind in ("next", "prev"):
        _triangle(surf, size * 0.28, size * 0.44, size, colour, kind == "next")
    elif kind in ("next_turn", "prev_turn"):
        right = kind == "next_turn"
        _triangle(surf, size * 0.08, tri, size, colour, right)
        _triangle(surf, size * 0.08 + tri, tri, size, colour, right)
    elif kind in ("start", "end"):
        right = kind == "end"
        _triangle(surf, size * 0.14 if right else size * 0.38, tri, size, colour, right)
        x = size * 0.14 + tri if right else size * 0.38 - bar - 1
        pygame.draw.rect(surf, colour, pygame.Rect(round(x), round(size * 0.18), bar, round(size * 0.64)))
    return surf
