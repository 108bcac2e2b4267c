"""Big images whose memory is touched a band at a time, so making one costs no frame of its own.

A new `pygame.Surface` clears all its memory at once: for a board layer at a close zoom (25 MB and more)
the system hands out every page of it in that one call, 10-20 ms on a virtual machine, which made the
slowest frame of a zoom. `lazy_image` maps the memory instead (`mmap`, pages given out when first
written) and wraps it as a surface in the screen's own pixel format; the builder then fills it band by
band (`layer_paint.strips`), a step each, so the cost is spread over the frames that build the zoom.
Where the screen's format is not the usual 32-bit (B, G, R, X) one, a plain surface is made (cleared at once).
"""

from __future__ import annotations

import mmap

import pygame

_RGB = (0xFF0000, 0xFF00, 0xFF)  # the usual screen's red, green and blue masks (B, G, R, X in memory)


def lazy_image(size: tuple[int, int], like: pygame.Surface | None) -> pygame.Surface:
    """A `size` image in `like`'s format (the screen's, or an image made here), blitted without blending,
    its content undefined until written."""
    w, h = size
    if not is_lazy(like) or w <= 0 or h <= 0:
        return pygame.Surface(size, 0, like) if like is not None else pygame.Surface(size)
    memory = mmap.mmap(-1, w * h * 4)  # anonymous: zero pages, each given out when first written
    image = pygame.image.frombuffer(memory, size, "BGRA")  # B, G, R, X bytes: the screen's layout
    image.set_alpha(None)  # its fourth byte is never blended: blits copy it like the screen's own images
    return image


def is_lazy(like: pygame.Surface | None) -> bool:
    """Whether `lazy_image` maps memory for images like `like` (else it clears a plain surface)."""
    return like is not None and like.get_bitsize() == 32 and tuple(like.get_masks())[:3] == _RGB
