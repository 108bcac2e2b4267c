"""A player who makes every decision of Feld's Cuzco on the board, with posted pointer events only:
clicks on what the pointer kit makes glow, drags of dice and cards onto their targets, a row of the
menu a target opens; never a button of the side panel's list."""

from __future__ import annotations

import random

import pygame

from cuzco.games.feld_cuzco.rules import TakeTile, UseAbility
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.board_kit import Circle, Target, bounds
from cuzco.shell.scenes.handoff import HandoffScene

from .driver import Driver


def spot(target: Target) -> tuple[int, int]:
    shape = target.shape
    return shape.centre if isinstance(shape, Circle) else bounds(shape).center


def drag(d: Driver, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    d.step()
    for k in range(1, 4):
        pos = (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        d.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    d.step()


class BoardPlayer:
    """Plays the human seats of `scene` by the board; `list_clicks` counts clicks on the side list."""

    def __init__(self, d: Driver, scene: FeldTableScene, seed: int) -> None:
        self.d, self.scene, self.rng = d, scene, random.Random(seed)
        self.list_clicks = 0
        self.seen: set[str] = set()  # the kinds of decision made so far
        self.drags = 0

    def note(self) -> None:
        self.seen |= {a.type for a in self.scene.game.actions}

    def click(self, pos: tuple[int, int]) -> None:
        if any(b.rect.collidepoint(pos) for b, _a in self.scene.buttons):
            self.list_clicks += 1
        self.d.click(pos)

    def weight(self, action: object) -> float:
        """Curious: a kind of decision not made yet is ten times likelier, and so is what leads to the rarest
        one (a tile of ability 8, which asks to send quipus back to the reserve)."""
        kind = getattr(action, "type", "")
        columns = self.scene.state.columns
        rare = (isinstance(action, UseAbility) and action.ability == 8) or \
            (isinstance(action, TakeTile) and C.TILES[columns[action.kind][action.column - 1]].ability == 8)
        return 10.0 if kind not in self.seen or rare else 1.0

    def turn(self) -> bool:
        """One pointer gesture towards the decision now; False when there is nothing for a human to do."""
        d, scene, rng = self.d, self.scene, self.rng
        top = d.top
        if isinstance(top, (HandoffScene, RoundEndScene)):
            top.age = 10.0  # past the guard against a double click
            d.click((12, 12))
            return True
        if top is not scene or scene.human_to_act() is None:
            return False
        kit = scene.kit
        self.note()
        if kit.menu is not None:
            rect = rng.choice(kit.menu.rows)[0]
            self.click(rect.center)
            return True
        opened = kit.open_targets(kit.held)
        if not opened:
            d.step()  # the targets are declared as the table is drawn
            return True
        pairs = [(t, c) for t in opened for c in t.choices_for(kit.held)]
        target, choice = rng.choices(pairs, [self.weight(c.action) for _t, c in pairs])[0]
        piece = next((p for p in kit.pieces if p.key == choice.piece), None)
        if kit.held is None and piece is not None and rng.random() < 0.6:
            self.drags += 1
            drag(d, spot(Target(piece.key, piece.shape)), spot(target))
        else:
            self.click(spot(target))
        return True
