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
    gw, gh = int(w / cell) + 2, int(h / cell) + 2
    grid = grid_values(seed, gw * gh)  # grid[x][y] is grid[x * gh + y]
    cols = []
    for x in range(w):
        v = x / cell
        x0 = int(v)
        f = v - x0
        cols.append((x0 * gh, (x0 + 1) * gh, f * f * (3 - 2 * f)))  # smoothstep hides the grid
    # each grid row interpolated along x once; pixel rows then blend two of them
    lines = [[grid[a + j] + (grid[b + j] - grid[a + j]) * f for a, b, f in cols] for j in range(gh)]
    rows = []
    for y in range(h):
        v = y / cell
        y0 = int(v)
        f = v - y0
        f = f * f * (3 - 2 * f)
        top, bottom = lines[y0], lines[y0 + 1]
        rows.append([t + (b - t) * f for t, b in zip(top, bottom)])
    return rows


def _quantize(rows: list[list[float]], lo: float, hi: float) -> Field:
    scale = 255 / (hi - lo)
    out = bytearray()
    for row in rows:
        levels = list(map(round, [(s - lo) * scale for s in row]))
        if min(levels) < 0 or max(levels) > 255:  # clipped only where needed: most rows are in range
            levels = [min(255, max(0, q)) for q in levels]
        out += bytes(levels)
    return bytes(out)


def _levels(lo: float, hi: float) -> list[float]:
    return [lo + q * (hi - lo) / 255 for q in range(256)]


@lru_cache(maxsize=64)
def _tint_tables(base: Colour) -> tuple[bytes, bytes, bytes]:
    """Per channel, the byte each stored shade value becomes on `base`."""
    levels = _levels(SHADE_LO, SHADE_HI)
    r, g, b = (bytes(min(255, max(0, int(s * c))) for s in levels) for c in base[:3])
    return r, g, b


def _to_surface(r: bytes, g: bytes, b: bytes, alpha: bytes, w: int, h: int) -> pygame.Surface:
    buf = bytearray(4 * w * h)
    buf[0::4], buf[1::4], buf[2::4], buf[3::4] = r, g, b, alpha
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


def _tint(base: Colour, shade: Field, size: float, tilt: float) -> pygame.Surface:
    """`shade` times `base`, channel by channel, clipped to 0..255 as whole levels."""
    r, g, b = (shade.translate(table) for table in _tint_tables(tuple(base)))
    w, h = sprite_size(size, tilt)
    return _to_surface(r, g, b, hex_alpha(size, tilt), w, h)


@lru_cache(maxsize=32)
def _crop_shade(variant: int, size: float, tilt: float) -> Field:
    w, h = sprite_size(size, tilt)
    angle = math.radians(90 + 60 * (variant % 3))
    ca, sa = math.cos(angle), math.sin(angle)
    k = 2 * math.pi / max(3.0, size * 0.30)  # furrow period
    noise = value_noise(w, h, max(2.0, size / 6), 11 + variant)
    sprout = value_noise(w, h, max(1.5, size / 14), 31 + variant)  # brighter leaves on the ridges
    xs = [(x - w / 2) * ca for x in range(w)]
    sin = math.sin
    rows = []
    for y in range(h):
        ys = (y - h / 2) / tilt * sa
        ridges = [0.5 + 0.5 * sin((xc + ys) * k) for xc in xs]
        rows.append([
            0.80 + 0.22 * r + 0.10 * (n - 0.5) + (0.14 if r > 0.8 and s > 0.62 else 0.0)
            for r, n, s in zip(ridges, noise[y], sprout[y])
        ])
    return _quantize(rows, SHADE_LO, SHADE_HI)


@lru_cache(maxsize=256)
def crop_top(height: int, variant: int, size: float, tilt: float) -> pygame.Surface:
    """Green terrace with furrows; `variant` (0-2) turns the furrows by 60 degrees."""
    shade = _crop_shade(variant, size, tilt)
    return _tint(theme.elevation_colour(1, height), shade, size, tilt)


@lru_cache(maxsize=32)
def _village_shade(variant: int, size: float, tilt: float) -> Field:
    w, h = sprite_size(size, tilt)
    noise = value_noise(w, h, max(2.0, size / 4), 51 + variant)
    grain = value_noise(w, h, max(1.0, size / 16), 71 + variant)
    rows = [[0.92 + 0.12 * (n - 0.5) + 0.08 * (g - 0.5) for n, g in zip(nr, gr)] for nr, gr in zip(noise, grain)]
    return _quantize(rows, SHADE_LO, SHADE_HI)


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


@lru_cache(maxsize=16)
def _ground_shade(seed: int, size: float, tilt: float) -> Field:
    w, h = sprite_size(size, tilt)
    noise = value_noise(w, h, max(2.0, size / 3), 91 + seed)
    return _quantize([[0.93 + 0.14 * n for n in row] for row in noise], SHADE_LO, SHADE_HI)


@lru_cache(maxsize=32)
def ground_top(colour: Colour, size: float, tilt: float, seed: int = 0) -> pygame.Surface:
    """Bare ground: a flat colour with a faint mottling."""
    return _tint(colour, _ground_shade(seed, size, tilt), size, tilt)


@lru_cache(maxsize=16)
def water_top(size: float, tilt: float) -> pygame.Surface:
    """A pond: deep blue in the middle, lighter ripples."""
    w, h = sprite_size(size, tilt)
    noise = value_noise(w, h, max(2.0, size / 5), 123)
    span = max(1.0, size)
    pi, sin, hypot = math.pi, math.sin, math.hypot
    rows = []
    for y in range(h):
        yy = (y - h / 2) / tilt
        row = []
        for x, n in enumerate(noise[y]):
            dist = hypot(x - w / 2, yy) / span
            t = 0.25 + 0.35 * dist
            if dist > 0.25:
                t += 0.25 * (0.5 + 0.5 * sin((dist * 9.0 + n * 2.5) * pi))
            row.append(t)
        rows.append(row)
    mix = _quantize(rows, 0.0, 1.0)  # clipped to 0..1 like the blend it drives
    deep, light = theme.WATER, theme.WATER_LIGHT
    r, g, b = (
        mix.translate(bytes(int(d + (lt - d) * t) for t in _levels(0.0, 1.0)))
        for d, lt in zip(deep[:3], light[:3])
    )
    return _to_surface(r, g, b, hex_alpha(size, tilt), w, h)


@lru_cache(maxsize=64)
def flat_hex(rgba: tuple[int, int, int, int], size: float, tilt: float) -> pygame.Surface:
    """A plain translucent hex top, for overlays (highlights, ghosts)."""
    w, h = sprite_size(size, tilt)
    fade = rgba[3] / 255.0
    alpha = hex_alpha(size, tilt).translate(bytes(int(a * fade) for a in range(256)))
    r, g, b = (bytes([c]) * (w * h) for c in rgba[:3])
    return _to_surface(r, g, b, alpha, w, h)


def clear() -> None:
    for fn in (hex_alpha, _tint_tables, _crop_shade, _village_shade, _ground_shade, crop_top, village_top, ground_top,
               water_top, flat_hex):
        fn.cache_clear()
