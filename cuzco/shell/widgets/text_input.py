"""TextInput: a one-line text field (player names, save names, seeds).

Click to focus; typing arrives as TEXTINPUT events (so accents and IME input
work); Backspace deletes; Enter calls `on_submit`. `allowed` can restrict the
characters (e.g. digits for a seed).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import font, render
from cuzco.shell.widgets.theme import px


class TextInput:
    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        placeholder: str = "",
        max_len: int = 24,
        on_submit: Callable[[str], None] | None = None,
        allowed: Callable[[str], bool] | None = None,
        font_size: int = 26,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.text = text
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_submit = on_submit
        self.allowed = allowed
        self.font_size = font_size
        self.focused = False
        self._blink = 0.0

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self._blink = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.text)
                return True
            if event.key == pygame.K_ESCAPE:
                self.focus(False)
                return True
            # printable keys come again as TEXTINPUT; swallow them here so hotkeys don't fire
            return bool(event.unicode and event.unicode.isprintable())
        return False

    def insert(self, chars: str) -> None:
        for ch in chars:
            if len(self.text) >= self.max_len:
                break
            if ch.isprintable() and (self.allowed is None or self.allowed(ch)):
                self.text += ch

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (28, 30, 42), r, border_radius=px(6))
        edge = theme.GOLD if self.focused else theme.SAND_DARK
        pygame.draw.rect(surface, edge, r, width=px(2), border_radius=px(6))
        pad = px(10)
        shown = self.text or self.placeholder
        colour = theme.TEXT if self.text else theme.TEXT_DIM
        img = render(shown, self.font_size, colour) if shown else None
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-pad, -px(4)).clip(clip) if clip else r.inflate(-pad, -px(4)))
        x = r.left + pad
        if img is not None:
            # keep the end of long text (where the caret is) in view
            x = min(x, r.right - pad - img.get_width()) if self.text else x
            dest = img.get_rect(midleft=(x, r.centery))
            seen = dest.clip(r.inflate(-pad, -px(4)))  # only the part inside the box is blitted
            surface.blit(img, seen.topleft, seen.move(-dest.x, -dest.y))
        if self.focused and self._blink < 0.55:
            w = font(self.font_size).size(self.text)[0]
            cx = x + w + 1
            pygame.draw.line(surface, theme.GOLD_LIGHT, (cx, r.top + px(8)), (cx, r.bottom - px(8)), px(2))
        surface.set_clip(clip)
