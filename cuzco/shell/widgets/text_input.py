"""TextInput: a one-line text field (player names, save names, seeds).

Click to focus; typing arrives as TEXTINPUT events (so accents and IME input
work) and goes in at the caret. It edits as text fields do everywhere:
Left/Right move the caret (Ctrl: a word at a time), Home/End jump to either
end, and with Shift each of them selects; a click puts the caret where it
lands and a drag selects. Backspace and Delete remove the selection or a
character (Ctrl+Backspace the word before the caret), Ctrl+A selects
everything, typing replaces what is selected, and Ctrl+C, Ctrl+X and Ctrl+V
copy, cut and paste through the system clipboard (pygame's `scrap`; a paste
keeps the characters the field allows, on one line, up to its length). The
small cross at the right end (shown while there is text) empties the field.
Enter calls `on_submit`. `allowed` can restrict the characters (e.g. digits
for a seed).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, font, render
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)
_kept = [""]  # the last text copied, for a paste when the system clipboard cannot be reached


def clipboard_text() -> str:
    """The clipboard's text ("" when it holds none or cannot be read)."""
    try:
        return pygame.scrap.get_text() if pygame.scrap.has_text() else _kept[0]
    except (pygame.error, AttributeError) as exc:  # no clipboard on this system
        log.debug("cannot read the clipboard: %s", exc)
        return _kept[0]


def copy_text(text: str) -> None:
    _kept[0] = text
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError) as exc:
        log.debug("cannot write the clipboard: %s", exc)


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
        self.anchor: int | None = None  # the other end of the selection (None: nothing selected)
        self.placeholder = placeholder
        self.max_len = max_len
        self.on_submit = on_submit
        self.allowed = allowed
        self.font_size = font_size
        self.clear_tooltip = clear_tooltip  # said over the clear cross (translated by the owner)
        self.focused = False
        self.hover_clear = False
        self.dragging = False
        self._blink = 0.0
        self._shift_x = 0  # how far long text is scrolled left to keep the caret in view, as last drawn

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value
        self.caret = len(value)
        self.anchor = None

    # ---- the selection ------------------------------------------------------------------
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected_all(self) -> bool:
        return bool(self._text) and self.selection() == (0, len(self._text))

    @selected_all.setter
    def selected_all(self, on: bool) -> None:
        if on and self._text:
            self.anchor, self.caret = 0, len(self._text)
        else:
            self.anchor = None

    def selected_text(self) -> str:
        span = self.selection()
        return self._text[span[0]:span[1]] if span else ""

    def _delete_selection(self) -> bool:
        span = self.selection()
        self.anchor = None
        if span is None:
            return False
        self._text = self._text[: span[0]] + self._text[span[1]:]
        self.caret = span[0]
        return True

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self._blink = 0.0
        if not on:
            self.anchor = None
            self.dragging = False

    def clear_rect(self) -> pygame.Rect:
        """The clear cross at the right end of the field (active while there is text)."""
        size = min(self.rect.height - px(12), px(26))
        box = pygame.Rect(0, 0, size, size)
        box.midright = (self.rect.right - px(8), self.rect.centery)
        return box

    def clear(self) -> None:
        self.text = ""
        self.focus(True)

    def index_at(self, x: int) -> int:
        """The caret position nearest to the screen column `x` (as the text was last drawn)."""
        left = self.rect.left + px(10) + self._shift_x
        face = font(self.font_size)
        best, best_d = 0, abs(x - left)
        for i in range(1, len(self._text) + 1):
            d = abs(x - (left + face.size(self._text[:i])[0]))
            if d < best_d:
                best, best_d = i, d
        return best

    # ---- events -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_clear = bool(self._text) and self.clear_rect().collidepoint(event.pos)
            if self.dragging and self.focused:  # a drag selects from where the button went down
                self.caret = self.index_at(event.pos[0])
                self._blink = 0.0
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and self._text and self.clear_rect().collidepoint(event.pos):
                self.clear()
                return True
            self.focus(inside)
            if inside:  # the caret goes where the click landed; Shift+click extends the selection
                at = self.index_at(event.pos[0])
                shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                if shift:
                    self.anchor = self.caret if self.anchor is None else self.anchor
                else:
                    self.anchor = at
                self.caret = at
                self.dragging = True
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
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        key = event.key
        if ctrl and key in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            if key == pygame.K_a:
                self.selected_all = True
            elif key in (pygame.K_c, pygame.K_x) and self.selection():
                copy_text(self.selected_text())
                if key == pygame.K_x:
                    self._delete_selection()
            elif key == pygame.K_v:
                self.insert(" ".join(clipboard_text().split()))  # one line: tabs and line breaks as spaces
            self._blink = 0.0
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self._delete_selection():
                return True
            if key == pygame.K_BACKSPACE:
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
            span = self.selection()
            if shift:  # the selection grows or shrinks from where it began
                self.anchor = self.caret if self.anchor is None else self.anchor
                self.caret = moves[key]
            elif span is not None and key in (pygame.K_LEFT, pygame.K_RIGHT) and not ctrl:
                self.caret = span[0] if key == pygame.K_LEFT else span[1]  # to that end of the selection
                self.anchor = None
            else:
                self.caret = moves[key]
                self.anchor = None
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
        self._delete_selection()
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
        face = font(self.font_size)
        if img is not None:
            if self._text:  # keep the caret in view in long text
                before = face.size(self._text[: self.caret])[0]
                x = min(x, box.right - px(2) - before)
            dest = img.get_rect(midleft=(x, r.centery))
            span = self.selection() if self._text else None
            if span is not None:
                left, right = x + face.size(self._text[: span[0]])[0], x + face.size(self._text[: span[1]])[0]
                pygame.draw.rect(surface, theme.darken(theme.GOLD, 0.45),
                                 pygame.Rect(left, dest.top, right - left, dest.height).inflate(px(2), 0))
            seen = dest.clip(box)  # only the part inside the box is blitted
            surface.blit(img, seen.topleft, seen.move(-dest.x, -dest.y))
        self._shift_x = x - (r.left + pad)
        if self.focused and self._blink < 0.55 and self.selection() is None:
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
