"""The numpy texture code the game used before it dropped numpy, kept as the reference the
plain-Python textures are compared with (tests/games/cuzco/ui/test_textures_match.py). Not used by the game."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import pygame

from cuzco.games.cuzco.ui import palette as theme
from cuzco.shell.theme import Colour

SUPER = 4  # supersampling factor for smooth hex edges


def sprite_size(size: float, tilt: float) -> tuple[int, int]:
    return math.ceil(math.sqrt(3) * size) + 2, math.ceil(2 * size * tilt) + 2


@lru_cache(maxsize=16)
def hex_alpha(size: float, tilt: float) -> np.ndarray:
    """Alpha (w, h) of a hex top centred in its sprite, edges anti-aliased."""
    w, h = sprite_size(size, tilt)
    big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    cx, cy = w * SUPER / 2, h * SUPER / 2
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        pts.append((cx + size * SUPER * math.cos(a), cy + size * SUPER * math.sin(a) * tilt))
    pygame.draw.polygon(big, (255, 255, 255, 255), pts)
    alpha = pygame.surfarray.array_alpha(big).astype(np.float32)
    alpha = alpha.reshape(w, SUPER, h, SUPER).mean(axis=(1, 3))
    return alpha.astype(np.uint8)


def value_noise(w: int, h: int, cell: float, seed: int) -> np.ndarray:
    """Smooth noise in [0, 1], shape (w, h), features about `cell` pixels wide."""
    rng = np.random.default_rng(seed)
    gw, gh = int(w / cell) + 2, int(h / cell) + 2
    grid = rng.random((gw, gh)).astype(np.float32)
    xs = np.arange(w, dtype=np.float32) / cell
    ys = np.arange(h, dtype=np.float32) / cell
    x0, y0 = xs.astype(int), ys.astype(int)
    fx, fy = xs - x0, ys - y0
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)  # smoothstep hides the grid
    a = grid[x0][:, y0]
    b = grid[x0 + 1][:, y0]
    c = grid[x0][:, y0 + 1]
    d = grid[x0 + 1][:, y0 + 1]
    top = a + (b - a) * fx[:, None]
    bottom = c + (d - c) * fx[:, None]
    return top + (bottom - top) * fy[None, :]


def _coords(w: int, h: int, tilt: float) -> tuple[np.ndarray, np.ndarray]:
    """Ground-plane coordinates of each sprite pixel (undoing the tilt)."""
    x = np.arange(w, dtype=np.float32)[:, None] - w / 2
    y = (np.arange(h, dtype=np.float32)[None, :] - h / 2) / tilt
    return np.broadcast_to(x, (w, h)), np.broadcast_to(y, (w, h))


def _to_surface(rgb: np.ndarray, alpha: np.ndarray) -> pygame.Surface:
    w, h = alpha.shape
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.surfarray.blit_array(surf, np.clip(rgb, 0, 255).astype(np.uint8))
    pygame.surfarray.pixels_alpha(surf)[:] = alpha
    return surf


def _tint(base: Colour, shade: np.ndarray) -> np.ndarray:
    return np.stack([shade * base[0], shade * base[1], shade * base[2]], axis=-1)


@lru_cache(maxsize=256)
def crop_top(height: int, variant: int, size: float, tilt: float) -> pygame.Surface:
    """Green terrace with furrows; `variant` (0-2) turns the furrows by 60 degrees."""
    w, h = sprite_size(size, tilt)
    x, y = _coords(w, h, tilt)
    angle = math.radians(90 + 60 * (variant % 3))
    across = x * math.cos(angle) + y * math.sin(angle)
    period = max(3.0, size * 0.30)
    ridge = 0.5 + 0.5 * np.sin(across * (2 * math.pi / period))
    noise = value_noise(w, h, max(2.0, size / 6), 11 + variant)
    shade = 0.80 + 0.22 * ridge + 0.10 * (noise - 0.5)
    # a sprinkle of brighter leaves on the ridges
    sprout = value_noise(w, h, max(1.5, size / 14), 31 + variant)
    shade += np.where((ridge > 0.8) & (sprout > 0.62), 0.14, 0.0)
    rgb = _tint(theme.elevation_colour(1, height), shade)
    return _to_surface(rgb, hex_alpha(size, tilt))


@lru_cache(maxsize=256)
def village_top(height: int, variant: int, size: float, tilt: float) -> pygame.Surface:
    """Ochre adobe plaster with a few small houses, so villages never look like fields."""
    w, h = sprite_size(size, tilt)
    noise = value_noise(w, h, max(2.0, size / 4), 51 + variant)
    grain = value_noise(w, h, max(1.0, size / 16), 71 + variant)
    shade = 0.92 + 0.12 * (noise - 0.5) + 0.08 * (grain - 0.5)
    base = theme.elevation_colour(2, height)
    rgb = _tint(base, shade)
    surf = _to_surface(rgb, hex_alpha(size, tilt))
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


@lru_cache(maxsize=32)
def ground_top(colour: Colour, size: float, tilt: float, seed: int = 0) -> pygame.Surface:
    """Bare ground: a flat colour with a faint mottling."""
    w, h = sprite_size(size, tilt)
    noise = value_noise(w, h, max(2.0, size / 3), 91 + seed)
    rgb = _tint(colour, 0.93 + 0.14 * noise)
    return _to_surface(rgb, hex_alpha(size, tilt))


@lru_cache(maxsize=16)
def water_top(size: float, tilt: float) -> pygame.Surface:
    """A pond: deep blue in the middle, lighter ripples."""
    w, h = sprite_size(size, tilt)
    x, y = _coords(w, h, tilt)
    dist = np.sqrt(x * x + y * y) / max(1.0, size)
    noise = value_noise(w, h, max(2.0, size / 5), 123)
    ripple = 0.5 + 0.5 * np.sin((dist * 9.0 + noise * 2.5) * math.pi)
    t = np.clip(0.25 + 0.35 * dist + 0.25 * ripple * (dist > 0.25), 0, 1)[..., None]
    deep = np.array(theme.WATER, dtype=np.float32)
    light = np.array(theme.WATER_LIGHT, dtype=np.float32)
    rgb = deep + (light - deep) * t
    return _to_surface(rgb, hex_alpha(size, tilt))


@lru_cache(maxsize=64)
def flat_hex(rgba: tuple[int, int, int, int], size: float, tilt: float) -> pygame.Surface:
    """A plain translucent hex top, for overlays (highlights, ghosts)."""
    w, h = sprite_size(size, tilt)
    rgb = np.empty((w, h, 3), dtype=np.float32)
    rgb[:] = rgba[:3]
    alpha = (hex_alpha(size, tilt).astype(np.float32) * (rgba[3] / 255.0)).astype(np.uint8)
    return _to_surface(rgb, alpha)


def clear() -> None:
    for fn in (hex_alpha, crop_top, village_top, ground_top, water_top, flat_hex):
        fn.cache_clear()
