"""The board's part of the screen kept as one image in the screen's own pixel format.

The board layer is mapped memory in (B, G, R, A) order (`images`), so that a new zoom's image takes no
frame of its own; but the screen's format has no alpha byte, so SDL copies the layer onto it converting
pixel by pixel (0.67 ms for the board of a 1920x1080 window), where an image of the screen's very format
is copied row by row (0.25 ms). So once the board has stood still for a frame (the same layer at the same
place in the same view), its part of the screen is kept here: the background colour with the layer on
it, made once; then only the regions where the layer changed are copied again, and each frame blits
this image. While the board moves (a pan, a zoom) the caller blits the layer itself, as before.
"""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.ui import palette as theme


class ViewCopy:
    def __init__(self) -> None:
        self._image: pygame.Surface | None = None
        self._key: tuple | None = None  # the layer, its place and the view the image holds
        self._last: tuple | None = None  # the same, in the last frame drawn (held or not)
        self._dirty: list[pygame.Rect] = []  # the layer's regions drawn anew since the image was made

    def changed(self, region: pygame.Rect) -> None:
        """The layer was drawn anew in `region` (the layer's own coordinates)."""
        if self._key is not None:
            self._dirty.append(pygame.Rect(region))

    def forget(self) -> None:
        """A new layer (a new zoom or look): the image is made again once the board stands still."""
        self._key, self._dirty = None, []

    def draw(self, screen: pygame.Surface, layer: pygame.Surface, at: tuple[int, int], view: pygame.Rect,
             generation: int) -> bool:
        """Show `layer` with its corner at `at`, the background colour around it, in `view`, through the
        kept image. False (nothing drawn) while the board moves: the caller then draws it directly."""
        key = (generation, at, tuple(view), screen.get_bitsize(), screen.get_masks())
        last, self._last = self._last, key
        shift = (at[0] - view.x, at[1] - view.y)
        if key != self._key:
            self._key, self._dirty = None, []  # what the image holds is of no more use
            if key != last:
                return False
            image = self._image
            if image is None or image.get_size() != view.size or image.get_masks() != screen.get_masks():
                image = self._image = pygame.Surface(view.size, 0, screen)
            image.fill(theme.BACKGROUND)
            image.blit(layer, shift)
            self._key, self._dirty = key, []
        assert self._image is not None
        for region in self._dirty:
            self._image.blit(layer, region.move(shift), region)
        self._dirty = []
        screen.blit(self._image, view.topleft)
        return True
