"""A QR code (segno) drawn as a pygame surface: dark modules on white, with the quiet zone."""

from __future__ import annotations

import pygame


def qr_surface(text: str, size: int) -> pygame.Surface:
    """The QR code of `text`, about `size` pixels square (whole pixels per module, so it stays sharp)."""
    import segno

    code = segno.make(text, error="m", micro=False)
    matrix = [list(row) for row in code.matrix]
    quiet = 4  # the standard quiet zone: phones read the code more surely with it
    modules = len(matrix) + 2 * quiet
    cell = max(1, size // modules)
    surface = pygame.Surface((modules * cell, modules * cell))
    surface.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), ((x + quiet) * cell, (y + quiet) * cell, cell, cell))
    return surface
