"""Computer seats at the table: thinking off the render loop, moves shown at a pace a human can follow.

    ComputerTurns(scene)      # the GameScene owns one
    .update(dt, actor)        # each frame while a computer seat must act
    .thinking -> int | None   # the seat whose bot is thinking now
    .draw(surface)            # "thinking" badge, the last computer move ringed on the board
    .cancel()                 # the scene is left: a running search is ignored

A bot's `choose` runs in a worker thread on the current `GameState`; the
rules never change a state in place (`apply` returns a new one), so the
drawing on the main thread and the search never touch the same data. The
main loop keeps drawing and handling input meanwhile, so the Menu button,
Escape and the help overlay still work while a Hard seat searches. The
chosen action is applied on the main thread, and only if the game is still
at the state the bot was asked about.

Pace: each computer action waits until `pace()` seconds have passed since
the previous one (thinking time counts towards it): the scene's `bot_delay`
(0.7 s) divided by the Animations setting's speed, so Slow doubles it, and
Animations "Off" plays computer moves at once.
"""

from __future__ import annotations

import logging
import math
import threading
from dataclasses import dataclass, field
from typing import Any

import pygame

from cuzco.games.cuzco.rules import Hex, queries
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.computer_seats import level_label
from cuzco.shell import frames
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_text, font, theme
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)

HIGHLIGHT_TIME = 1.6  # seconds a computer move stays ringed on the board


@dataclass
class Job:
    """One `choose` call running in a worker thread."""

    seat: int
    state: GameState
    bot: Any
    action: Action | None = None
    error: BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        try:
            self.action = self.bot.choose(self.state)
        except BaseException as exc:  # reported on the main thread, where the scene can react  # noqa: BLE001
            self.error = exc
        finally:
            self.done.set()


def action_hexes(state: GameState, action: Action) -> list[Hex]:
    """The hexes a player's eye should go to for `action` (taken before it was applied)."""
    if isinstance(action, PlaceTerrain):
        cells = queries.placement_cells(state.board, action) or []
        return [state.hex(c) for c, _kind in cells]
    if isinstance(action, MoveInca):
        return [action.src, action.dst]
    if isinstance(action, (EnterInca, LeaveInca, BuildTemple, ExpandTemple, PlacePond, ProposeFestival)):
        return [action.hex]
    return []


class ComputerTurns:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.job: Job | None = None
        self.since_last = math.inf  # seconds since the last computer action was shown
        self.marked: list[Hex] = []
        self.marked_seat = 0
        self.mark_clock = 0.0

    # ---- pacing ----------------------------------------------------------------------
    def pace(self) -> float:
        """Seconds between computer actions: the table's delay, scaled by the Animations setting (Off: none)."""
        delay = float(self.scene.bot_delay)
        if getattr(self.scene, "demo", False):
            return delay
        speed = float(getattr(self.scene.settings, "animation_speed", 1.0) or 0.0)
        return 0.0 if speed <= 0 else delay / speed

    @property
    def thinking(self) -> int | None:
        job = self.job
        return job.seat if job is not None and not job.done.is_set() else None

    # ---- the loop ----------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Every frame: the clocks of the pace and of the highlight."""
        self.since_last += dt
        self.mark_clock = max(0.0, self.mark_clock - dt)

    def update(self, dt: float, actor: int) -> None:
        state = self.scene.state
        job = self.job
        if job is not None and (job.state is not state or job.seat != actor):
            if not job.done.is_set():
                return  # a stale search still holds its bot: never run one bot in two threads
            job = None
        if job is None:
            self.job = job = Job(actor, state, self.scene.bots[actor])
            threading.Thread(target=job.run, name=f"cuzco-bot-{actor}", daemon=True).start()
            return
        if not job.done.is_set() or self.since_last < self.pace():
            return
        self.job = None
        if job.error is not None:
            raise job.error
        assert job.action is not None
        self.marked, self.marked_seat, self.mark_clock = action_hexes(state, job.action), actor, HIGHLIGHT_TIME
        self.since_last = 0.0
        self.scene._bot_move(actor, job.action)

    def cancel(self) -> None:
        self.job = None  # the thread finishes on its own; its answer is dropped

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.mark_clock > 0 and self.marked:
            frames.request()  # the ring fades by itself
            self._draw_marks(surface)
        seat = self.thinking
        if seat is not None and self.scene.replay.at is None:  # a replayed turn: nobody is thinking in it
            frames.request()  # the dots move; the answer is taken in `update`
            self._draw_badge(surface, seat)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        view = self.scene.view
        colour = self.scene.colours[self.marked_seat]
        fade = min(1.0, self.mark_clock / 0.4)
        radius = max(px(8), round(view.layout.size * 0.8))
        width = max(2, round(px(4) * fade))
        clip = surface.get_clip()
        surface.set_clip(view.frame.board.clip(clip))  # at close zoom a ring must not spill over the toolbar
        for h in self.marked:
            x, y = view.hex_screen_pos(h)
            pygame.draw.circle(surface, theme.darken(colour, 0.5), (x, y), radius + width, width)
            pygame.draw.circle(surface, colour, (x, y), radius, width)
        surface.set_clip(clip)

    def _draw_badge(self, surface: pygame.Surface, seat: int) -> None:
        scene = self.scene
        board = scene.view.frame.board
        name = scene.state.players[seat].name
        level = level_label(getattr(scene.bots[seat], "kind", ""))
        dots = "." * (1 + int(scene.time * 2.5) % 3)
        text = _("{name} ({level}) is thinking", name=name, level=level)
        width = font(22).size(text + "...")[0] + px(32)
        rect = pygame.Rect(0, 0, width, px(40))
        rect.bottomright = (board.right - px(12), board.bottom - px(12))  # clear of toasts and the log
        pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.2), rect, border_radius=px(10))
        pygame.draw.rect(surface, scene.colours[seat], rect, width=max(2, px(3)), border_radius=px(10))
        draw_text(surface, text + dots, (rect.left + px(16), rect.centery), 22, theme.TEXT, anchor="midleft")
