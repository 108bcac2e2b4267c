"""Button: the one clickable button used by every scene.

Usage::

    self.ok = Button(pygame.Rect(0, 0, 200, 48), _("Play"), on_click=self.play,
                     kind="primary", hotkey=pygame.K_RETURN)
    # in handle_event:   if self.ok.handle_event(event): return
    # in draw:           self.ok.draw(surface)

A button activates on the left mouse button going *down* inside it (or on its
hotkey, or Enter/Space while it has keyboard focus). Acting on the press rather
than the release means a scene that closes on a click never leaks the matching
release into the scene beneath it. `handle_event` returns True when the event
was consumed (the button activated); a disabled button consumes clicks on
itself but never activates. `kind` picks the look: "primary" (sun gold),
"normal" (sandstone), "danger" (terracotta) or "ghost" (outline only).
`tooltip` is shown while hovering (e.g. why the button is disabled).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.contrast import best_ink
from cuzco.shell.widgets.text import draw_text, render
from cuzco.shell.widgets.theme import Colour, px

_KINDS: dict[str, tuple[Colour, Colour]] = {
    # kind: (face colour, label colour)
    "primary": (theme.GOLD, theme.TEXT_DARK),
    "normal": (theme.SAND, theme.TEXT_DARK),
    "danger": (theme.DANGER, theme.TEXT),
    "ghost": (theme.PANEL_LIGHT, theme.TEXT),
}


def button_colours(kind: str, enabled: bool, selected: bool, hovered: bool) -> tuple[Colour, Colour]:
    """(face, label ink) for a button in a state; the ink is whichever of the light or dark text
    reads better on the face, so every state passes the contrast test (tests/shell/test_contrast.py)."""
    face, ink = _KINDS.get(kind, _KINDS["normal"])
    if not enabled:
        return theme.DISABLED, theme.TEXT_DIM
    if selected:
        face = theme.GOLD_LIGHT if kind != "primary" else theme.lighten(face, 0.3)
        return face, best_ink(face)
    if kind == "ghost":
        return (theme.lighten(theme.PANEL, 0.12) if hovered else theme.PANEL), theme.TEXT
    if hovered:
        face = theme.lighten(face, 0.18 if ink == theme.TEXT_DARK else 0.06)
    return face, best_ink(face)


class Button:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None] | None = None,
        *,
        kind: str = "normal",
        enabled: bool = True,
        hotkey: int | None = None,
        tooltip: str = "",
        font_size: int = 26,
        icon: pygame.Surface | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.kind = kind if kind in _KINDS else "normal"
        self.enabled = enabled
        self.hotkey = hotkey
        self.tooltip = tooltip
        self.font_size = font_size
        self.icon = icon
        self.hovered = False
        self.focused = False
        self.selected = False  # a latched look, e.g. for choice groups

    # ---- input ---------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Feed an event; True when it was consumed by this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            return self.activate() or True
        if event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey:
                return self.activate()
            if self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.activate()
        return False

    def activate(self) -> bool:
        """Press the button from code (as a click would); False when disabled."""
        if not self.enabled:
            return False
        from cuzco.shell import sound  # late: sound starts the mixer lazily

        sound.play("click")
        if self.on_click is not None:
            self.on_click()
        return True

    # ---- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        face, ink = button_colours(self.kind, self.enabled, self.selected, self.hovered)
        radius = px(8)
        r = self.rect
        if self.kind == "ghost" and self.enabled and not self.selected:
            pygame.draw.rect(surface, face, r, border_radius=radius)
            pygame.draw.rect(surface, theme.SAND_DARK, r, width=px(2), border_radius=radius)
        else:
            pygame.draw.rect(surface, theme.darken(face, 0.45), r.move(0, px(3)), border_radius=radius)
            pygame.draw.rect(surface, face, r, border_radius=radius)
            # a lighter top band gives the face a slight bevel
            band = pygame.Rect(r.x + px(3), r.y + px(2), r.w - px(6), max(1, r.h // 3))
            pygame.draw.rect(surface, theme.lighten(face, 0.12), band, border_radius=radius)
            if self.selected:
                pygame.draw.rect(surface, theme.TEXT_DARK, r, width=px(2), border_radius=radius)
        if self.focused and self.enabled:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(px(6), px(6)), width=px(2), border_radius=radius)
        self._draw_label(surface, ink)

    def _draw_label(self, surface: pygame.Surface, ink: Colour) -> None:
        gap = px(8)
        room = self.rect.width - px(16) - (self.icon.get_width() + gap if self.icon else 0)
        size = self.font_size
        label = render(self.label, size, ink, True)
        # a long label (or a long translation) shrinks rather than spilling out of the button
        while label.get_width() > room and size > 14:
            size -= 2
            label = render(self.label, size, ink, True)
        width = label.get_width() + (self.icon.get_width() + gap if self.icon else 0)
        x = self.rect.centerx - width // 2
        if self.icon is not None:
            surface.blit(self.icon, self.icon.get_rect(midleft=(x, self.rect.centery)))
            x += self.icon.get_width() + gap
        surface.blit(label, label.get_rect(midleft=(x, self.rect.centery + 1)))

    def draw_tooltip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the tooltip near the button if hovered; call after everything else. Returns where (None:
        not drawn)."""
        if not (self.hovered and self.tooltip):
            return None
        img = render(self.tooltip, 20, theme.TEXT)
        box = img.get_rect().inflate(px(16), px(10))
        box.midbottom = (self.rect.centerx, self.rect.top - px(6))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
        pygame.draw.rect(surface, theme.SAND_DARK, box, width=1, border_radius=px(6))
        draw_text(surface, self.tooltip, box.center, 20, theme.TEXT, anchor="center")
        return box
