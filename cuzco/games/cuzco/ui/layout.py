"""The one place where hexes meet pixels.

The board is seen slightly from the south: the ground plane is squashed
vertically by `tilt`, and a terrace of height h has its top lifted by
`h * lift * size` pixels. `size` (hex centre to corner, in pixels) is the zoom;
`origin` is where the ground centre of Hex(0, 0) lands on screen (the pan).
Everything else (renderer, picking, overlays) asks this class.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from cuzco.games.cuzco.rules.hexgrid import Hex

SQRT3 = math.sqrt(3.0)
Point = tuple[float, float]


def _round_axial(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


class Layout:
    MIN_SIZE = 10.0
    MAX_SIZE = 110.0

    def __init__(
        self, size: float = 32.0, origin: Point = (0.0, 0.0), tilt: float = 0.80, lift: float = 0.30
    ) -> None:
        self.size = size
        self.origin = origin
        self.tilt = tilt
        self.lift = lift

    def copy(self, origin: Point | None = None) -> Layout:
        return Layout(self.size, self.origin if origin is None else origin, self.tilt, self.lift)

    # ---- sizes --------------------------------------------------------------
    @property
    def elevation_px(self) -> float:
        """How many pixels one terrain level lifts a hex top."""
        return self.lift * self.size

    @property
    def hex_width(self) -> float:
        return SQRT3 * self.size

    @property
    def hex_height(self) -> float:
        return 2.0 * self.size * self.tilt

    def corner_offsets(self) -> list[Point]:
        """Corner offsets from a hex centre, clockwise from the upper-right corner (screen space)."""
        out = []
        for i in range(6):
            a = math.radians(60 * i - 30)
            out.append((self.size * math.cos(a), self.size * math.sin(a) * self.tilt))
        return out

    # ---- hex -> pixel ---------------------------------------------------------
    def hex_to_pixel(self, h: Hex, height: float = 0.0) -> Point:
        """Screen position of the centre of the top of `h` when it stands `height` levels high."""
        x = self.size * SQRT3 * (h.q + h.r / 2.0)
        y = self.size * 1.5 * h.r * self.tilt
        return self.origin[0] + x, self.origin[1] + y - height * self.elevation_px

    def polygon(self, h: Hex, height: float = 0.0) -> list[Point]:
        cx, cy = self.hex_to_pixel(h, height)
        return [(cx + dx, cy + dy) for dx, dy in self.corner_offsets()]

    def bounds(self, hexes: Iterable[Hex], max_height: float = 0.0) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) in screen pixels covering the hexes, tops lifted up to `max_height`."""
        xs, ys = [], []
        for h in hexes:
            x, y = self.hex_to_pixel(h)
            xs.append(x)
            ys.append(y)
        half_w, half_h = self.hex_width / 2, self.size * self.tilt
        return (
            min(xs) - half_w,
            min(ys) - half_h - max_height * self.elevation_px,
            max(xs) + half_w,
            max(ys) + half_h,
        )

    # ---- pixel -> hex ---------------------------------------------------------
    def ground_hex(self, x: float, y: float, height: float = 0.0) -> Hex:
        """The hex whose top at `height` contains the screen point."""
        gx = (x - self.origin[0]) / self.size
        gy = (y - self.origin[1] + height * self.elevation_px) / (self.size * self.tilt)
        q = SQRT3 / 3.0 * gx - gy / 3.0
        r = 2.0 / 3.0 * gy
        return _round_axial(q, r)

    def pick(self, x: float, y: float, height_of: Callable[[Hex], int], max_height: int) -> Hex:
        """The hex the player sees under the point, terraces included.

        A raised hex is a prism: the point may hit its top or its side wall, and
        a terrace further south hides what stands behind it. So every prism that
        contains the point is a candidate and the front-most one (drawn last)
        wins: the largest row, and on a tie the taller one.
        """
        best: Hex | None = None
        best_key = (-(10**9), -1)
        steps = max(1, max_height) * 4
        for i in range(steps + 1):
            level = max_height * i / steps
            h = self.ground_hex(x, y, level)
            if height_of(h) + 1e-9 >= level:
                key = (h.r, height_of(h))
                if key > best_key:
                    best, best_key = h, key
        return best if best is not None else self.ground_hex(x, y)

    # ---- view changes ---------------------------------------------------------
    def fit(
        self, hexes: list[Hex], rect: tuple[int, int, int, int], max_height: float = 4.0, margin: float = 0.04
    ) -> None:
        """Zoom and pan so the hexes fill `rect` (x, y, w, h), leaving room above for terraces."""
        rx, ry, rw, rh = rect
        unit = Layout(1.0, (0.0, 0.0), self.tilt, self.lift)
        left, top, right, bottom = unit.bounds(hexes, max_height)
        usable_w, usable_h = rw * (1 - 2 * margin), rh * (1 - 2 * margin)
        self.size = max(
            self.MIN_SIZE, min(self.MAX_SIZE, usable_w / (right - left), usable_h / (bottom - top))
        )
        width, height = (right - left) * self.size, (bottom - top) * self.size
        self.origin = (rx + (rw - width) / 2 - left * self.size, ry + (rh - height) / 2 - top * self.size)

    def zoom_at(self, factor: float, anchor: Point) -> None:
        """Zoom keeping the ground point under `anchor` fixed on screen."""
        new = max(self.MIN_SIZE, min(self.MAX_SIZE, self.size * factor))
        k = new / self.size
        ax, ay = anchor
        self.origin = (ax - (ax - self.origin[0]) * k, ay - (ay - self.origin[1]) * k)
        self.size = new

    def pan_by(self, dx: float, dy: float) -> None:
        self.origin = (self.origin[0] + dx, self.origin[1] + dy)
