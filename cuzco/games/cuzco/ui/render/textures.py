"""Procedural hex-top textures, made in plain Python once per (kind, shade, size) and cached.

A sprite is the top face of one hex as the Layout projects it (squashed by
tilt), with an anti-aliased alpha edge from 4x supersampling. Crop tops carry
furrows whose direction varies per tile; village tops are adobe plaster with
little flat-roofed houses; water has ripples. Colours come from `theme`.

Speed without numpy: the brightness pattern of a top ("shade") does not depend
on its colour, so it is computed once per (kind, variant, size) row by row, and
stored as one byte per pixel; colouring it for a height is then three
`bytes.translate` calls through a 256-entry table, at C speed. The random
grids behind the value noise are read from `noise.bin` (see `noise`), so the
pictures are the same as when they were drawn with numpy.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Iterator
from functools import lru_cache

import pygame

from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.render.noise import grid_values
from cuzco.shell.theme import Colour

SUPER = 4  # supersampling factor for smooth hex edges

# Shade values (brightness factors) are stored as one byte over this range:
# a step of 0.0027, well under one colour level for any base colour.
SHADE_LO, SHADE_HI = 0.6, 1.3

Field = bytes  # one byte per pixel, rows top to bottom


def sprite_size(size: float, tilt: float) -> tuple[int, int]:
    return math.ceil(math.sqrt(3) * size) + 2, math.ceil(2 * size * tilt) + 2


@lru_cache(maxsize=16)
def hex_alpha(size: float, tilt: float) -> Field:
    """Alpha of a hex top centred in its sprite, edges anti-aliased (mean of 4x4 subpixels)."""
    w, h = sprite_size(size, tilt)
    big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    cx, cy = w * SUPER / 2, h * SUPER / 2
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        pts.append((cx + size * SUPER * math.cos(a), cy + size * SUPER * math.sin(a) * tilt))
    pygame.draw.polygon(big, (255, 255, 255, 255), pts)
    small = pygame.transform.smoothscale(big, (w, h))  # a box filter for a whole-number shrink
    return pygame.image.tobytes(small, "RGBA")[3::4]


def value_noise(w: int, h: int, cell: float, seed: int) -> list[list[float]]:
    """Smooth noise in [0, 1] as rows (h lists of w), features about `cell` pixels wide."""
    return list(noise_rows(w, h, cell, seed))


def noise_rows(w: int, h: int, cell: float, seed: int) -> Iterator[list[float]]:
    """`value_noise` one row at a time, so a big texture can be made over several frames."""
    gw, gh = int(w / cell) + 2, int(h / cell) + 2
    grid = grid_values(seed, gw * gh)  # grid[x][y] is grid[x * gh + y]
    cols = []
    for x in range(w):
        v = x / cell
        x0 = int(v)
        f = v - x0
        cols.append((x0 * gh, (x0 + 1) * gh, f * f * (3 - 2 * f)))  # smoothstep hides the grid
    # each grid row interpolated along x once, when first needed; pixel rows then blend two of them
    lines: dict[int, list[float]] = {}
    for y in range(h):
        v = y / cell
        y0 = int(v)
        f = v - y0
        f = f * f * (3 - 2 * f)
        for j in (y0, y0 + 1):
            if j not in lines:
                lines[j] = [grid[a + j] + (grid[b + j] - grid[a + j]) * fx for a, b, fx in cols]
        top, bottom = lines[y0], lines[y0 + 1]
        yield [t + (b - t) * f for t, b in zip(top, bottom)]


def _quantize(rows: Iterable[list[float]], lo: float, hi: float) -> Field:
    out = bytearray()
    for _ in _quantize_steps(rows, lo, hi, out):
        pass
    return bytes(out)


def _quantize_steps(rows: Iterable[list[float]], lo: float, hi: float, out: bytearray) -> Iterator[None]:
    """Quantize `rows` onto `out`, yielding every `ROWS_PER_STEP` rows."""
    scale = 255 / (hi - lo)
    for i, row in enumerate(rows):
        levels = list(map(round, [(s - lo) * scale for s in row]))
        if min(levels) < 0 or max(levels) > 255:  # clipped only where needed: most rows are in range
            levels = [min(255, max(0, q)) for q in levels]
        out += bytes(levels)
        if i % ROWS_PER_STEP == ROWS_PER_STEP - 1:
            yield


def _levels(lo: float, hi: float) -> list[float]:
    return [lo + q * (hi - lo) / 255 for q in range(256)]


_TINT_LEVELS = tuple(_levels(SHADE_LO, SHADE_HI))  # the shade each stored byte stands for


@lru_cache(maxsize=64)
def _tint_tables(base: Colour) -> tuple[bytes, bytes, bytes]:
    """Per channel, the byte each stored shade value becomes on `base` (clipped to 0..255)."""
    r, g, b = (bytes([min(255, max(0, int(s * c))) for s in _TINT_LEVELS]) for c in base[:3])
    return r, g, b


def _to_surface(r: bytes, g: bytes, b: bytes, alpha: bytes, w: int, h: int) -> pygame.Surface:
    """An image with per-pixel alpha, its bytes in the order of the usual screen's (B, G, R, then alpha):
    blitted onto the screen or a sprite it is blended directly, which is over twenty times quicker than
    blending an image whose channels are in another order (the same pixels come out either way)."""
    buf = bytearray(4 * w * h)
    buf[0::4], buf[1::4], buf[2::4], buf[3::4] = b, g, r, alpha
    return pygame.image.frombytes(bytes(buf), (w, h), "BGRA")


def _tint(base: Colour, shade: Field, size: float, tilt: float) -> pygame.Surface:
    """`shade` times `base`, channel by channel, clipped to 0..255 as whole levels."""
    r, g, b = (shade.translate(table) for table in _tint_tables(tuple(base)))
    w, h = sprite_size(size, tilt)
    return _to_surface(r, g, b, hex_alpha(size, tilt), w, h)


def _crop_rows(variant: int, size: float, tilt: float) -> Iterator[list[float]]:
    w, h = sprite_size(size, tilt)
    angle = math.radians(90 + 60 * (variant % 3))
    ca, sa = math.cos(angle), math.sin(angle)
    k = 2 * math.pi / max(3.0, size * 0.30)  # furrow period
    noise = noise_rows(w, h, max(2.0, size / 6), 11 + variant)
    sprout = noise_rows(w, h, max(1.5, size / 14), 31 + variant)  # brighter leaves on the ridges
    xs = [(x - w / 2) * ca for x in range(w)]
    sin = math.sin
    for y, noise_row, sprout_row in zip(range(h), noise, sprout):
        ys = (y - h / 2) / tilt * sa
        ridges = [0.5 + 0.5 * sin((xc + ys) * k) for xc in xs]
        yield [
            0.80 + 0.22 * r + 0.10 * (n - 0.5) + (0.14 if r > 0.8 and s > 0.62 else 0.0)
            for r, n, s in zip(ridges, noise_row, sprout_row)
        ]


def _crop_shade(variant: int, size: float, tilt: float) -> Field:
    return shade_field("crop", variant, size, tilt)


@lru_cache(maxsize=256)
def crop_top(height: int, variant: int, size: float, tilt: float) -> pygame.Surface:
    """Green terrace with furrows; `variant` (0-2) turns the furrows by 60 degrees."""
    shade = _crop_shade(variant, size, tilt)
    return _tint(theme.elevation_colour(1, height), shade, size, tilt)


def _village_rows(variant: int, size: float, tilt: float) -> Iterator[list[float]]:
    w, h = sprite_size(size, tilt)
    noise = noise_rows(w, h, max(2.0, size / 4), 51 + variant)
    grain = noise_rows(w, h, max(1.0, size / 16), 71 + variant)
    for nr, gr in zip(noise, grain):
        yield [0.92 + 0.12 * (n - 0.5) + 0.08 * (g - 0.5) for n, g in zip(nr, gr)]


def _village_shade(variant: int, size: float, tilt: float) -> Field:
    return shade_field("village", variant, size, tilt)


@lru_cache(maxsize=256)
def village_top(height: int, variant: int, size: float, tilt: float) -> pygame.Surface:
    """Ochre adobe plaster with a few small houses, so villages never look like fields."""
    base = theme.elevation_colour(2, height)
    surf = _tint(base, _village_shade(variant, size, tilt), size, tilt)
    _draw_houses(surf, base, variant, size, tilt)
    return surf


def _draw_houses(surf: pygame.Surface, base: Colour, variant: int, size: float, tilt: float) -> None:
    """Three little adobe houses with terracotta roofs around the rim, the centre left free for an Inca."""
    if size < 12:
        return
    w, h = surf.get_size()
    cx, cy = w / 2, h / 2
    roof = theme.blend(base, (168, 66, 38), 0.6)
    roof_dark = theme.scale(roof, 0.72)
    wall = theme.blend(base, (250, 236, 206), 0.45)
    door = theme.scale(base, 0.45)
    spots = [(variant * 47 + k * 120 + 15) for k in range(3)]
    for deg in sorted(spots, key=lambda d: math.sin(math.radians(d))):  # back to front
        a = math.radians(deg)
        hx = cx + math.cos(a) * size * 0.52
        hy = cy + math.sin(a) * size * 0.50 * tilt
        bw, bh = size * 0.30, size * 0.13
        front = pygame.Rect(0, 0, round(bw), max(2, round(bh)))
        front.midtop = (round(hx), round(hy))
        ridge = size * 0.13
        roof_pts = [
            (front.left - 1, front.top),
            (front.right + 1, front.top),
            (front.right - bw * 0.2, front.top - ridge),
            (front.left + bw * 0.2, front.top - ridge),
        ]
        pygame.draw.rect(surf, wall, front)
        pygame.draw.polygon(surf, roof, roof_pts)
        pygame.draw.line(surf, roof_dark, roof_pts[0], roof_pts[1], 1)
        pygame.draw.rect(
            surf,
            door,
            pygame.Rect(
                round(hx - bw * 0.08), front.top + 1, max(1, round(bw * 0.16)), max(1, front.height - 1)
            ),
        )


def _ground_rows(seed: int, size: float, tilt: float) -> Iterator[list[float]]:
    w, h = sprite_size(size, tilt)
    for row in noise_rows(w, h, max(2.0, size / 3), 91 + seed):
        yield [0.93 + 0.14 * n for n in row]


def _ground_shade(seed: int, size: float, tilt: float) -> Field:
    return shade_field("ground", seed, size, tilt)


@lru_cache(maxsize=32)
def ground_top(colour: Colour, size: float, tilt: float, seed: int = 0) -> pygame.Surface:
    """Bare ground: a flat colour with a faint mottling."""
    return _tint(colour, _ground_shade(seed, size, tilt), size, tilt)


def _water_rows(_variant: int, size: float, tilt: float) -> Iterator[list[float]]:
    w, h = sprite_size(size, tilt)
    span = max(1.0, size)
    pi, sin, hypot = math.pi, math.sin, math.hypot
    for y, noise in enumerate(noise_rows(w, h, max(2.0, size / 5), 123)):
        yy = (y - h / 2) / tilt
        row = []
        for x, n in enumerate(noise):
            dist = hypot(x - w / 2, yy) / span
            t = 0.25 + 0.35 * dist
            if dist > 0.25:
                t += 0.25 * (0.5 + 0.5 * sin((dist * 9.0 + n * 2.5) * pi))
            row.append(t)
        yield row


@lru_cache(maxsize=16)
def water_top(size: float, tilt: float) -> pygame.Surface:
    """A pond: deep blue in the middle, lighter ripples."""
    w, h = sprite_size(size, tilt)
    mix = shade_field("water", 0, size, tilt)  # clipped to 0..1 like the blend it drives
    deep, light = theme.WATER, theme.WATER_LIGHT
    r, g, b = (
        mix.translate(bytes(int(d + (lt - d) * t) for t in _levels(0.0, 1.0)))
        for d, lt in zip(deep[:3], light[:3])
    )
    return _to_surface(r, g, b, hex_alpha(size, tilt), w, h)


# ---- shade fields, made in steps and kept -------------------------------------------------
ROWS_PER_STEP = 8  # rows of a shade field made per step (well under a millisecond at a close zoom)
FIELDS_KEPT = 96
_ROWS = {"crop": _crop_rows, "village": _village_rows, "ground": _ground_rows, "water": _water_rows}
_RANGES = {"water": (0.0, 1.0)}
_FIELDS: dict[tuple, Field] = {}


def field_steps(kind: str, variant: int, size: float, tilt: float) -> Iterator[None]:
    """Make the shade field of a top (kind: crop, village, ground or water) a few rows per step and keep it.
    Nothing to do when it is kept already; `shade_field` is the same in one go."""
    key = (kind, variant, size, tilt)
    if key in _FIELDS:
        return
    lo, hi = _RANGES.get(kind, (SHADE_LO, SHADE_HI))
    out = bytearray()
    yield from _quantize_steps(_ROWS[kind](variant, size, tilt), lo, hi, out)
    if len(_FIELDS) >= FIELDS_KEPT:
        _FIELDS.pop(next(iter(_FIELDS)))
    _FIELDS[key] = bytes(out)


_WORK: dict[tuple, Iterator[None]] = {}  # fields being made a little per frame, by key


def field_ready(kind: str, variant: int, size: float, tilt: float) -> bool:
    """Whether that shade field is made and kept (no work left for it)."""
    return (kind, variant, size, tilt) in _FIELDS


def advance_field(kind: str, variant: int, size: float, tilt: float, budget_ms: float) -> bool:
    """Work on a shade field for about `budget_ms`; True once it is made (at once if it is kept)."""
    key = (kind, variant, size, tilt)
    if key in _FIELDS:
        return True
    work = _WORK.get(key)
    if work is None:
        _WORK.clear()  # only the field wanted now is worth working on
        work = _WORK[key] = field_steps(kind, variant, size, tilt)
    deadline = time.perf_counter() + budget_ms / 1000.0
    for _ in work:
        if time.perf_counter() >= deadline:
            return False
    _WORK.pop(key, None)
    return key in _FIELDS


def shade_field(kind: str, variant: int, size: float, tilt: float) -> Field:
    for _ in field_steps(kind, variant, size, tilt):
        pass
    return _FIELDS[(kind, variant, size, tilt)]


@lru_cache(maxsize=64)
def flat_hex(rgba: tuple[int, int, int, int], size: float, tilt: float) -> pygame.Surface:
    """A plain translucent hex top, for overlays (highlights, ghosts)."""
    w, h = sprite_size(size, tilt)
    fade = rgba[3] / 255.0
    alpha = hex_alpha(size, tilt).translate(bytes(int(a * fade) for a in range(256)))
    r, g, b = (bytes([c]) * (w * h) for c in rgba[:3])
    return _to_surface(r, g, b, alpha, w, h)


def clear() -> None:
    _FIELDS.clear()
    _WORK.clear()
    for fn in (hex_alpha, _tint_tables, crop_top, village_top, ground_top, water_top, flat_hex):
        fn.cache_clear()
