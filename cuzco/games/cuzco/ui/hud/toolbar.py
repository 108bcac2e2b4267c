"""The bottom bar: the four terrain tiles, the Inca / pond / temple tools, and undo, reset, end turn.

Tile and tool buttons are game pieces (an icon, how many are left, the hotkey),
so they are drawn here; plain text buttons are the shared `widgets.Button`.
A click reports the button's id to the scene, which decides what it means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.shell import tooltips
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.contrast import best_ink
from cuzco.shell.widgets.text import draw_text, font
from cuzco.shell.widgets.theme import Colour, px


def tool_colours(enabled: bool, hovered: bool) -> tuple[Colour, Colour, Colour]:
    """(face, label ink, hotkey ink) of a tile or tool button."""
    if not enabled:
        return theme.darken(theme.PANEL, 0.2), theme.TEXT_DIM, theme.TEXT_DIM
    face = theme.lighten(theme.PANEL_LIGHT, 0.06) if hovered else theme.PANEL_LIGHT
    return face, theme.TEXT, theme.TEXT if hovered else theme.TEXT_DIM


@dataclass
class ToolButton:
    id: str
    label: str
    hotkey: str
    icon: Callable[[int], pygame.Surface]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    count: int | None = None
    enabled: bool = True
    selected: bool = False
    hovered: bool = False
    tooltip: str = ""
    gap_before: bool = False  # starts a new group
    visible: bool = True
    icon_key: tuple = ()  # what the icon depends on beyond its size (the Inca's colour and mark)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        face, ink, hotkey_ink = tool_colours(self.enabled, self.hovered)
        pygame.draw.rect(surface, theme.darken(face, 0.5), r.move(0, px(3)), border_radius=px(10))
        pygame.draw.rect(surface, face, r, border_radius=px(10))
        edge = theme.GOLD if self.selected else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, r, px(3) if self.selected else 1, border_radius=px(10))
        # drawn into the bar's cached image: the whole button is registered by `Toolbar.draw` every frame
        tips = Tips(registered_elsewhere=True)
        icon = self.icon(round(r.h * 0.56))
        tips.icon(surface, icon, (r.centerx, r.top + round(r.h * 0.40)), anchor="center", faded=not self.enabled,
                  tip=self.tooltip)
        draw_text(surface, self.label, (r.centerx, r.bottom - px(4)), 17, ink, anchor="midbottom")
        tips.number(surface, self.hotkey, (r.left + px(6), r.top + px(4)), 16, hotkey_ink, tip=self.tooltip)
        if self.count is not None:
            badge_face = theme.SAND if self.count else theme.DISABLED
            b = pygame.Rect((0, 0), font(18, True).size(str(self.count)))
            b.topright = (r.right - px(5), r.top + px(4))
            b.inflate_ip(px(8), px(2))
            pygame.draw.rect(surface, badge_face, b, border_radius=px(8))
            tips.number(surface, self.count, b.center, 18, best_ink(badge_face), bold=True, anchor="center",
                        tip=self.tooltip)


class Toolbar:
    def __init__(self, tools: list[ToolButton], buttons: list[Button]) -> None:
        self.tools = tools
        self.buttons = buttons  # right-aligned, in order
        self.stacked = False  # the text buttons in two rows (a narrow window)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self._patches: dict[tuple, pygame.Surface] = {}  # a button's patch of the bar, by its look

    def tool(self, id: str) -> ToolButton:
        return next(t for t in self.tools if t.id == id)

    def layout(self, rect: pygame.Rect) -> None:
        """Tools from the left, text buttons from the right; tools shrink when the window is narrow.
        With `stacked` the text buttons stand in two rows (the last two below), to leave the tools room."""
        self.rect = rect
        right = rect.right - px(12)
        shown_buttons = [b for b in self.buttons if b.rect.w]
        rows = [shown_buttons]
        if self.stacked and len(shown_buttons) > 2:
            rows = [shown_buttons[:-2], shown_buttons[-2:]]
        left = right
        for k, row in enumerate(rows):
            x = right
            for b in reversed(row):
                b.rect.right = x
                if len(rows) == 1:
                    b.rect.centery = rect.centery
                else:
                    b.rect.top = rect.top + px(6) + k * (b.rect.h + px(4))
                x = b.rect.left - px(10)
            left = min(left, x)
        right = left
        shown = [t for t in self.tools if t.visible]
        gaps = px(8) * (len(shown) - 1) + px(16) * sum(1 for t in shown if t.gap_before)
        room = right - px(16) - (rect.left + px(12)) - gaps
        size = max(px(44), min(rect.h - px(16), room // max(1, len(shown))))
        x = rect.left + px(12)
        for t in self.tools:
            if not t.visible:
                t.rect = pygame.Rect(0, 0, 0, 0)
                continue
            if t.gap_before:
                x += px(16)
            t.rect = pygame.Rect(x, rect.centery - size // 2, size, size)
            x += size + px(8)

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """The id of a tool button clicked (text buttons call their own callbacks)."""
        if event.type == pygame.MOUSEMOTION:
            for t in self.tools:
                t.hovered = t.rect.collidepoint(event.pos)
        for b in self.buttons:
            if b.rect.w and b.handle_event(event):
                return "button"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for t in self.tools:
                if t.rect.w and t.rect.collidepoint(event.pos):
                    return t.id if t.enabled else "disabled:" + t.id
        return None

    def hovered_tooltip(self) -> str:
        for t in self.tools:
            if t.hovered and t.rect.w:
                return t.tooltip
        for b in self.buttons:
            if b.hovered and b.rect.w:
                return b.tooltip
        return ""

    def _item_look(self, item: ToolButton | Button) -> tuple:
        if isinstance(item, ToolButton):
            return (
                tuple(item.rect), item.label, item.count, item.enabled, item.selected, item.hovered, item.icon_key
            )
        return (tuple(item.rect), item.label, item.enabled, item.hovered, item.selected, item.focused)

    def _look(self) -> tuple:
        """Everything the bar's pixels depend on: the bar itself, then each button."""
        items = tuple(self._item_look(i) for i in self._items())
        return (tuple(self.rect), theme.ui_scale()), items

    def _items(self) -> list[ToolButton | Button]:
        return [t for t in self.tools if t.rect.w] + [b for b in self.buttons if b.rect.w]

    def draw(self, surface: pygame.Surface, budget: FrameBudget | None = None) -> None:
        """Blit the bar. When buttons change, only they are drawn again (a placement changes a few
        counts); the whole bar only when its size, the scale or the set of buttons changes. Changed
        buttons wait a frame when the `budget` says this frame is busy."""
        look = self._look()
        old = self._cache_key
        same_bar = self._cache is not None and old is not None and old[0] == look[0]
        if same_bar and look != old and budget is not None and budget.may_wait("toolbar"):
            surface.blit(self._cache, self.rect)
            self.register_tips()
            return
        if self._cache is None or old is None or old[0] != look[0] or len(old[1]) != len(look[1]) or any(
            a[0] != b[0] for a, b in zip(old[1], look[1])
        ):
            self._cache = self._render()
        elif old != look:
            items = self._items()
            for item, before, now in zip(items, old[1], look[1]):
                if before != now:
                    self._redraw_item(self._cache, item, (look[0], now))
        self._cache_key = look
        surface.blit(self._cache, self.rect)
        self.register_tips()

    def register_tips(self) -> None:
        """Every shown tile or tool button, and each text button with a tooltip, answers the pointer."""
        for item in self._items():
            if item.tooltip or isinstance(item, ToolButton):
                tooltips.add(item.rect, item.tooltip)

    def _background(self) -> tuple[int, int, int]:
        return theme.darken(theme.PANEL, 0.25)

    def _render(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size)
        surf.fill(self._background())
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, 0), (self.rect.w, 0), px(2))
        for item in self._items():
            self._draw_item(surf, item)
        return surf

    def _redraw_item(self, surf: pygame.Surface, item: ToolButton | Button, look: tuple | None = None) -> None:
        """Clear one button's patch of the bar (its shadow and focus ring included) and draw it again.
        Patches are kept by `look` (the bar's and the button's), so a look seen before is one blit."""
        local = item.rect.move(-self.rect.x, -self.rect.y)
        patch = local.inflate(px(8), px(8)).union(local.move(0, px(4)))
        patch.top = max(patch.top, px(2))  # never over the bar's top line
        patch = patch.clip(surf.get_rect())
        kept = self._patches.get(look) if look is not None else None
        if kept is not None:
            surf.blit(kept, patch)
            return
        surf.fill(self._background(), patch)
        self._draw_item(surf, item)
        if look is not None:
            if len(self._patches) > 96:
                self._patches.clear()
            self._patches[look] = surf.subsurface(patch).copy()

    def _draw_item(self, surf: pygame.Surface, item: ToolButton | Button) -> None:
        # widgets draw at their own rects: move them into the bar's space for the render, then back
        shift = (-self.rect.x, -self.rect.y)
        item.rect.move_ip(shift)
        try:
            item.draw(surf)
        finally:
            item.rect.move_ip(-shift[0], -shift[1])
