"""Targets worked out where the pointer is, for boards whose targets are too many, or change too often,
to be listed: on a hex board every hex may take the piece held, each orientation of it somewhere else.

A game gives the kit a `TargetField` besides (or instead of) its listed targets:

- `target_at(pos, held, turn)`: the target under the pointer for the piece held, turned `turn` times
  (None: no target there), with its choice and preview, or its refusal with the rules' reason;
- `open_keys(held, turn)`: the keys of the targets that take the piece as it is turned: they glow;
- `draw_glow(surface, held, turn, hovered)`: draws that glow, in the board's own look (a hex board
  knows where its hexes stand on screen; the kit does not).

The kit asks the field only while something is held (a field holds no plain-click targets)."""

from __future__ import annotations

from collections.abc import Collection, Hashable
from typing import Protocol

import pygame

from cuzco.shell.board_kit.targets import Point, Target


class TargetField(Protocol):
    def target_at(self, pos: Point, held: Hashable, turn: int) -> Target | None: ...

    def open_keys(self, held: Hashable, turn: int) -> Collection[Hashable]: ...

    def draw_glow(self, surface: pygame.Surface, held: Hashable, turn: int, hovered: Target | None) -> None: ...
