"""Text drawing with cached fonts and cached renders.

Fonts: a shipped font in assets/fonts (if the packaging ships one), else a
common system sans (DejaVu, Noto, Arial...), else pygame's built-in font, one
object per (size, bold) at the current UI scale. Rendering the same string
each frame is the common case, so rendered surfaces are cached too (bounded).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from cuzco.shell.widgets.theme import TEXT, Colour, px

_SHIPPED = {False: "fonts/DejaVuSans.ttf", True: "fonts/DejaVuSans-Bold.ttf"}
_SYSTEM = "dejavusans,notosans,liberationsans,arial,helvetica,verdana,segoeui"


@lru_cache(maxsize=2)
def _font_file(bold: bool) -> str | None:
    """The file to draw text with, or None for pygame's built-in font."""
    from cuzco.resources import asset_path

    try:
        shipped = asset_path(_SHIPPED[bold])
        if shipped.is_file():
            return str(shipped)
    except (OSError, ValueError):
        pass
    found = pygame.font.match_font(_SYSTEM, bold=bold)
    return found or None


@lru_cache(maxsize=64)
def _font(pixel_size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    _hook_quit()
    path = _font_file(bold)
    if path is not None:
        try:
            # DejaVu runs large for its point size; shrink it to match the design sizes
            return pygame.font.Font(path, round(pixel_size * 0.72))
        except (OSError, pygame.error):
            pass
    f = pygame.font.Font(None, pixel_size)
    f.set_bold(False)  # the built-in font is already bold; synthetic bold on top smears it
    return f


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The default font at design `size`, scaled by the UI scale."""
    return _font(px(size), bold)


@lru_cache(maxsize=512)
def _render(text: str, pixel_size: int, bold: bool, colour: Colour) -> pygame.Surface:
    return _font(pixel_size, bold).render(text, True, colour)


watch: Callable[[str], None] | None = None  # set by `tooltips.audit()`: sees every text rendered
# where a number drawn with its tooltip is registered: set by `cuzco.shell.tooltips` (the frame's registry),
# so the widgets need not import it
tip_sink: Callable[[pygame.Rect, str], None] | None = None
labelled = 0  # >0 while `draw_number` draws: the number it renders has its tooltip


def render(text: str, size: int = 24, colour: Colour = TEXT, bold: bool = False) -> pygame.Surface:
    if watch is not None:
        watch(text)
    return _render(text, px(size), bold, colour)


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = 24,
    colour: Colour = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Blit `text` with `anchor` (any pygame.Rect attribute name) at `pos`; returns its rect."""
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render(text, size, (0, 0, 0), bold), rect.move(px(2), px(2)))
    surface.blit(img, rect)
    return rect


def draw_number(
    surface: pygame.Surface,
    value: int | str,
    pos: tuple[int, int],
    size: int = 20,
    colour: Colour = TEXT,
    *,
    tip: str,
    bold: bool = False,
    anchor: str = "topleft",
    register: bool = True,
) -> pygame.Rect:
    """Draw a number (or a short label such as "x3") that has a tooltip, and register it with the frame's
    tooltips (`cuzco.shell.tooltips`); `register=False` when the caller registers a larger element."""
    global labelled
    labelled += 1
    try:
        rect = draw_text(surface, str(value), pos, size, colour, bold=bold, anchor=anchor)
    finally:
        labelled -= 1
    if register and tip_sink is not None:
        tip_sink(rect, tip)
    return rect


def fit_line(text: str, width: int, sizes: tuple[int, ...], bold: bool = False) -> tuple[int, str]:
    """The largest of `sizes` at which `text` fits in `width` pixels, and the text; at the
    smallest size, a text still too long is cut short with "…". (Kept per text, width and pixel
    sizes: a panel fits the same labels again whenever it is laid out.)"""
    k = _fit_line(text, width, tuple(px(size) for size in sizes), bold)
    return sizes[k[0]], k[1]


@lru_cache(maxsize=2048)
def _fit_line(text: str, width: int, pixel_sizes: tuple[int, ...], bold: bool) -> tuple[int, str]:
    if _font(pixel_sizes[0], bold).size(text)[0] <= width:
        return 0, text
    smallest = _font(pixel_sizes[-1], bold)
    if smallest.size(text)[0] > width:  # too long at every size (a larger size is never narrower): cut short
        return len(pixel_sizes) - 1, _cut(text, smallest, width)
    for k, pixel_size in enumerate(pixel_sizes[1:-1], 1):
        if _font(pixel_size, bold).size(text)[0] <= width:
            return k, text
    return len(pixel_sizes) - 1, text


def _cut(text: str, f: pygame.font.Font, width: int) -> str:
    """The longest prefix of `text` that fits in `width` with "…" after it: guessed from the glyphs'
    advances, then settled with the font's own measure (which counts kerning) a letter at a time."""
    room = width - f.size("…")[0]
    cut, used = 0, 0
    for metric in f.metrics(text):
        used += metric[4] if metric else 0
        if used > room:
            break
        cut += 1
    while cut < len(text) and f.size(text[:cut + 1] + "…")[0] <= width:
        cut += 1
    while cut > 0 and f.size(text[:cut] + "…")[0] > width:
        cut -= 1
    return text[:cut].rstrip() + "…"


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break `text` into lines no wider than `width` pixels (newlines kept). (Kept per text, pixel size
    and width, as `fit_line`; the caller gets its own list.)"""
    return list(_wrap(text, px(size), width, bold))


@lru_cache(maxsize=2048)
def _wrap(text: str, pixel_size: int, width: int, bold: bool) -> tuple[str, ...]:
    f = _font(pixel_size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        if f.size(para)[0] <= width:  # it fits whole (the usual case): the words need no measuring one by one
            lines.append(para)
            continue
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            if f.size(line)[0] > width and " " not in line:
                *whole, line = _break_word(line, f, width)
                lines.extend(whole)
        lines.append(line)
    return tuple(lines)


def _break_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than the line (a file's path, say) cut into pieces that fit, after a / or \\ where
    one is near the end of a piece, otherwise between any two letters."""
    pieces: list[str] = []
    while word and f.size(word)[0] > width:
        cut = 1
        while cut < len(word) and f.size(word[: cut + 1])[0] <= width:
            cut += 1
        slash = max(word.rfind("/", 0, cut), word.rfind("\\", 0, cut))
        if slash >= cut // 2:
            cut = slash + 1
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word] if word else pieces or [""]


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int = 22,
    colour: Colour = TEXT,
    bold: bool = False,
    align: str = "left",
    line_gap: float = 1.2,
) -> int:
    """Draw word-wrapped text inside `rect`; returns the height used."""
    f = font(size, bold)
    y = rect.top
    step = round(f.get_linesize() * line_gap)
    for line in wrap(text, size, rect.width, bold):
        img = render(line, size, colour, bold)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        elif align == "right":
            x = rect.right - img.get_width()
        else:
            x = rect.left
        surface.blit(img, (x, y))
        y += step
    return y - rect.top


_dependent_caches: list[Callable[[], None]] = []


def register_cache(clear: Callable[[], None]) -> None:
    """Have `clear` called whenever the font caches are dropped (a cache of fonts or rendered text
    elsewhere, such as the board's labels), so one call forgets every font-derived object."""
    if clear not in _dependent_caches:
        _dependent_caches.append(clear)


def clear_caches() -> None:
    """Forget cached fonts and renders, and every cache registered with `register_cache`
    (after the UI scale changes, and when pygame quits)."""
    _font.cache_clear()
    _render.cache_clear()
    _fit_line.cache_clear()
    _wrap.cache_clear()
    for clear in _dependent_caches:
        clear()


def font_px(pixel_size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at an exact pixel size (for callers that scale sizes themselves)."""
    return _font(pixel_size, bold)


_quit_hooked = False


def _on_quit() -> None:
    global _quit_hooked
    _quit_hooked = False
    clear_caches()


def _hook_quit() -> None:
    """Fonts die with pygame.quit(): forget them then, so a later pygame.init() starts clean.
    pygame drops its quit hooks after calling them, so this re-registers after each restart."""
    global _quit_hooked
    if not _quit_hooked:
        pygame.register_quit(_on_quit)
        _quit_hooked = True
