"""The common supply: triples, ponds, solar discs and temple floors left, in the top bar."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.components import TEMPLE_VALUES
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.shell.i18n import ngettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px


class SupplyStrip:
    def __init__(self) -> None:
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None
        self.tips = Tips()  # what each icon and count means, in the strip's own coordinates

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, state: GameState,
             budget: FrameBudget | None = None) -> None:
        """The strip, drawn again when a count changed (in the next frame when this one is spent)."""
        key = (
            rect.size,
            theme.ui_scale(),
            state.triples,
            state.ponds_left,
            state.discs,
            tuple(sorted(state.floors.items())),
        )
        same = self._surf is not None and self._surf.get_size() == rect.size
        if not same or key != self._key and not (budget is not None and budget.may_wait("supply")):
            self._surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.tips = self._render(self._surf, state)
            self._key = key
        assert self._surf is not None
        surface.blit(self._surf, rect)

    def _render(self, surf: pygame.Surface, state: GameState) -> Tips:
        h = surf.get_height()
        s = h - px(28)
        cy = px(6) + s // 2
        x = 0
        tips = Tips()
        items = [
            (icons.tile_icon("triple", s), state.triples,
             ngettext("{n} triple terrain left in the common supply",
                      "{n} triple terrains left in the common supply", state.triples)),
            (icons.pond_icon(s), state.ponds_left,
             ngettext("{n} irrigation pond left", "{n} irrigation ponds left", state.ponds_left)),
            (icons.temple_icon(2, s, disc=True), state.discs,
             ngettext("{n} solar disc left (a city's temple gets one)",
                      "{n} solar discs left (a city's temple gets one)", state.discs)),
        ]
        for img, count, tip in items:
            area = pygame.Rect(x, 0, s, h)
            tips.icon(surf, img, (x, cy - s // 2), tip=tip, area=area)
            r = tips.number(
                surf,
                count,
                (x + s // 2, cy + s // 2 + px(2)),
                18,
                theme.TEXT,
                bold=True,
                anchor="midtop",
                tip=tip,
                area=area,
            )
            x += max(s, r.w) + px(12)
        x += px(6)
        pygame.draw.line(surf, theme.PANEL_EDGE, (x, px(6)), (x, h - px(6)))
        x += px(10)
        for v in TEMPLE_VALUES:
            left = state.floors.get(v, 0)
            tip = ngettext(
                "{n} temple floor of value {v} left: a temple of that value uses one",
                "{n} temple floors of value {v} left: a temple of that value uses one",
                left,
                v=v,
            )
            area = pygame.Rect(x, 0, s, h)
            tips.icon(surf, icons.temple_icon(v, s), (x, cy - s // 2), tip=tip, area=area, faded=not left)
            tips.number(
                surf,
                f"x{left}",
                (x + s // 2, cy + s // 2 + px(2)),
                18,
                theme.TEXT if left else theme.TEXT_DIM,
                anchor="midtop",
                tip=tip,
                area=area,
            )
            x += s + px(6)
        return tips
