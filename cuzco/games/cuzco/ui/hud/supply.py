"""The common supply: triples, ponds, solar discs and temple floors left, in the top bar."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.components import TEMPLE_VALUES
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud import icons
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px


class SupplyStrip:
    def __init__(self) -> None:
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None
        self.tips: list[tuple[pygame.Rect, str]] = []  # screen rects with what they count

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, state: GameState) -> None:
        key = (
            rect.size,
            theme.ui_scale(),
            state.triples,
            state.ponds_left,
            state.discs,
            tuple(sorted(state.floors.items())),
        )
        if key != self._key or self._surf is None:
            self._surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._tips_local = self._render(self._surf, state)
            self._key = key
        surface.blit(self._surf, rect)
        self.tips = [(r.move(rect.topleft), tip) for r, tip in self._tips_local]

    def _render(self, surf: pygame.Surface, state: GameState) -> list[tuple[pygame.Rect, str]]:
        h = surf.get_height()
        s = h - px(28)
        cy = px(6) + s // 2
        x = 0
        tips = []
        items = [
            (icons.tile_icon("triple", s), state.triples, _("triple terrains left")),
            (icons.pond_icon(s), state.ponds_left, _("irrigation ponds left")),
            (icons.temple_icon(2, s, disc=True), state.discs, _("solar discs left")),
        ]
        for img, count, tip in items:
            surf.blit(img, (x, cy - s // 2))
            r = draw_text(
                surf,
                str(count),
                (x + s // 2, cy + s // 2 + px(2)),
                18,
                theme.TEXT,
                bold=True,
                anchor="midtop",
            )
            tips.append((pygame.Rect(x, 0, s, h), tip))
            x += max(s, r.w) + px(12)
        x += px(6)
        pygame.draw.line(surf, theme.PANEL_EDGE, (x, px(6)), (x, h - px(6)))
        x += px(10)
        for v in TEMPLE_VALUES:
            left = state.floors.get(v, 0)
            img = icons.temple_icon(v, s)
            if not left:
                img = img.copy()
                img.set_alpha(90)
            surf.blit(img, (x, cy - s // 2))
            draw_text(
                surf,
                f"x{left}",
                (x + s // 2, cy + s // 2 + px(2)),
                18,
                theme.TEXT if left else theme.TEXT_DIM,
                anchor="midtop",
            )
            tips.append((pygame.Rect(x, 0, s, h), _("temple floors of value {v} left", v=v)))
            x += s + px(6)
        return tips
