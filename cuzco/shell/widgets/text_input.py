"""TextInput: a one-line text field (player names, save names, seeds).

Click to focus; typing arrives as TEXTINPUT events (so accents and IME input
work) and goes in at the caret. It edits as text fields do everywhere:
Left/Right move the caret (Ctrl: a word at a time), Home/End jump to either
end, Backspace and Delete remove a character (Ctrl+Backspace the word before
the caret), Ctrl+A selects everything so the next typing replaces it, and the
small cross at the right end (shown while there is text) empties the field.
Enter calls `on_submit`. `allowed` can restrict the characters (e.g. digits
for a seed).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, font, render
from cuzco.shell.widgets.theme import px


def _word_start(text: str, caret: int) -> int:
    """Where the word before the caret begins (spaces right before the caret go with it)."""
    i = caret
    while i > 0 and not text[i - 1].isalnum():
        i -= 1
    while i > 0 and text[i - 1].isalnum():
        i -= 1
    return i


def _word_end(text: str, caret: int) -> int:
    i = caret
    while i < len(text) and not text[i].isalnum():
        i += 1
    while i < len(text) and text[i].isalnum():
        i += 1
    return i


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
        clear_tooltip: str = "",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self._text = text
        self.caret = len(text)
        self.selected_all = False  # Ctrl+A: the next typing or deletion replaces the whole text
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_submit = on_submit
        self.allowed = allowed
        self.font_size = font_size
        self.clear_tooltip = clear_tooltip  # said over the clear cross (translated by the owner)
        self.focused = False
        self.hover_clear = False
        self._blink = 0.0

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value
        self.caret = len(value)
        self.selected_all = False

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self._blink = 0.0
        if not on:
            self.selected_all = False

    def clear_rect(self) -> pygame.Rect:
        """The clear cross at the right end of the field (active while there is text)."""
        size = min(self.rect.height - px(12), px(26))
        box = pygame.Rect(0, 0, size, size)
        box.midright = (self.rect.right - px(8), self.rect.centery)
        return box

    def clear(self) -> None:
        self.text = ""
        self.focus(True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_clear = bool(self._text) and self.clear_rect().collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and self._text and self.clear_rect().collidepoint(event.pos):
                self.clear()
                return True
            self.focus(inside)
            if inside:
                self.caret = len(self._text)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        key = event.key
        if key == pygame.K_a and ctrl:
            self.selected_all = bool(self._text)
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selected_all:
                self.text = ""
            elif key == pygame.K_BACKSPACE:
                start = _word_start(self._text, self.caret) if ctrl else max(0, self.caret - 1)
                self._text, self.caret = self._text[:start] + self._text[self.caret:], start
            else:
                end = _word_end(self._text, self.caret) if ctrl else self.caret + 1
                self._text = self._text[: self.caret] + self._text[end:]
            return True
        moves = {
            pygame.K_HOME: 0,
            pygame.K_END: len(self._text),
            pygame.K_LEFT: _word_start(self._text, self.caret) if ctrl else max(0, self.caret - 1),
            pygame.K_RIGHT: _word_end(self._text, self.caret) if ctrl else min(len(self._text), self.caret + 1),
        }
        if key in moves:
            if self.selected_all and key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.caret = 0 if key == pygame.K_LEFT else len(self._text)
            else:
                self.caret = moves[key]
            self.selected_all = False
            self._blink = 0.0
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self._text)
            return True
        if key == pygame.K_ESCAPE:
            self.focus(False)
            return True
        # printable keys come again as TEXTINPUT; swallow them here so hotkeys don't fire
        return bool(event.unicode and event.unicode.isprintable()) or ctrl

    def insert(self, chars: str) -> None:
        if self.selected_all:
            self.text = ""
        for ch in chars:
            if len(self._text) >= self.max_len:
                break
            if ch.isprintable() and (self.allowed is None or self.allowed(ch)):
                self._text = self._text[: self.caret] + ch + self._text[self.caret:]
                self.caret += 1

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (28, 30, 42), r, border_radius=px(6))
        edge = theme.GOLD if self.focused else theme.SAND_DARK
        pygame.draw.rect(surface, edge, r, width=px(2), border_radius=px(6))
        pad = px(10)
        cross = self.clear_rect() if self._text else None
        box = r.inflate(-pad, -px(4))
        if cross is not None:
            box.width = cross.left - px(4) - box.left
        shown = self._text or self.placeholder
        colour = theme.TEXT if self._text else theme.TEXT_DIM
        img = render(shown, self.font_size, colour) if shown else None
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        x = r.left + pad
        if img is not None:
            if self._text:  # keep the caret in view in long text
                before = font(self.font_size).size(self._text[: self.caret])[0]
                x = min(x, box.right - px(2) - before)
            dest = img.get_rect(midleft=(x, r.centery))
            if self.selected_all and self._text:
                pygame.draw.rect(surface, theme.darken(theme.GOLD, 0.45), dest.inflate(px(4), 0))
            seen = dest.clip(box)  # only the part inside the box is blitted
            surface.blit(img, seen.topleft, seen.move(-dest.x, -dest.y))
        if self.focused and self._blink < 0.55 and not self.selected_all:
            w = font(self.font_size).size(self._text[: self.caret])[0]
            cx = x + w + 1
            pygame.draw.line(surface, theme.GOLD_LIGHT, (cx, r.top + px(8)), (cx, r.bottom - px(8)), px(2))
        surface.set_clip(clip)
        if cross is not None:
            ink = theme.GOLD_LIGHT if self.hover_clear else theme.TEXT_DIM
            pygame.draw.circle(surface, theme.darken(theme.PANEL, 0.1), cross.center, cross.width // 2)
            d = cross.width // 4
            cx, cy = cross.center
            pygame.draw.line(surface, ink, (cx - d, cy - d), (cx + d, cy + d), px(2))
            pygame.draw.line(surface, ink, (cx - d, cy + d), (cx + d, cy - d), px(2))

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """Over the clear cross while hovered: what it does (call after everything else)."""
        if not (self.hover_clear and self.clear_tooltip and self._text):
            return
        img = render(self.clear_tooltip, 20, theme.TEXT)
        box = img.get_rect().inflate(px(16), px(10))
        box.midbottom = (self.clear_rect().centerx, self.rect.top - px(6))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
        pygame.draw.rect(surface, theme.SAND_DARK, box, width=1, border_radius=px(6))
        draw_text(surface, self.clear_tooltip, box.center, 20, theme.TEXT, anchor="center")
