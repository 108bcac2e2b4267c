"""Where each part of the game screen goes, for any window size and UI scale."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cuzco.shell.widgets.theme import px


@dataclass(frozen=True)
class HudFrame:
    top: pygame.Rect  # banner, AP counter, common supply
    right: pygame.Rect  # players, festival cards, the hand
    bottom: pygame.Rect  # tiles, tools, undo / end turn
    board: pygame.Rect  # what is left for the board
    log: pygame.Rect  # the game log, over the board's lower-left corner
    banner: pygame.Rect  # top left: whose turn it is
    ap: pygame.Rect  # top middle: the AP counter
    supply: pygame.Rect  # top right: the common supply

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> HudFrame:
        w, h = size
        top_h = px(74)
        bottom_h = px(92)
        right_w = min(px(320), max(240, w // 4))
        top = pygame.Rect(0, 0, w, top_h)
        bottom = pygame.Rect(0, h - bottom_h, w, bottom_h)
        right = pygame.Rect(w - right_w, top_h, right_w, h - top_h - bottom_h)
        board = pygame.Rect(0, top_h, w - right_w, h - top_h - bottom_h)
        log_w = min(px(360), board.w // 2)
        log_h = min(px(190), board.h // 4 + px(20))
        log = pygame.Rect(board.left + px(10), board.bottom - log_h - px(10), log_w, log_h)
        banner = pygame.Rect(0, 0, min(px(330), int(w * 0.3)), top_h)
        icon = px(34) if w >= px(1360) else px(27)
        supply_w = supply_width(icon)
        supply = pygame.Rect(w - px(12) - supply_w, px(6), supply_w, icon + px(28))
        ap = pygame.Rect(banner.right, 0, supply.left - banner.right - px(8), top_h)
        return cls(top, right, bottom, board, log, banner, ap, supply)


def supply_width(icon: int) -> int:
    """Width of the supply strip for an icon size: 8 icons, their gaps and one divider."""
    return 8 * icon + 3 * px(12) + 5 * px(6) + px(22)
