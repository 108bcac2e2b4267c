"""At a new zoom the tile in hand gets its texture over a few frames. In a frame that is already busy
(the board making a whole new image, say), that work waits one frame and the last top, stretched,
stands in, so the two never add up to one long frame."""

from __future__ import annotations

from typing import Any

import pytest

from cuzco.games.cuzco.ui.render import overlays, textures

SIZE, TILT = 47.37, 0.8  # a zoom no other test makes, so its texture is not kept yet


def test_the_ghost_texture_waits_in_a_busy_frame_and_is_made_afterwards(monkeypatch: pytest.MonkeyPatch) -> None:
    painter = overlays.OverlayPainter()
    painter._ghost_image(1, 1, True, 30.0, TILT)  # the first top is made at once: nothing stands in for it
    calls: list[Any] = []
    real = textures.advance_field

    def counted(*args: Any) -> bool:
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(textures, "advance_field", counted)
    assert not textures.field_ready("crop", 0, SIZE, TILT)

    painter.may_wait = lambda: True  # this frame is busy
    stand_in = painter._ghost_image(1, 1, True, SIZE, TILT)
    assert calls == []  # no texture work at all in the busy frame
    assert stand_in.get_size() == textures.sprite_size(SIZE, TILT)
    assert not textures.field_ready("crop", 0, SIZE, TILT)

    painter.may_wait = lambda: False  # the next frames have room
    for _ in range(100_000):  # a few ms of work a frame by the clock: a busy machine needs more frames
        painter._ghost_image(1, 1, True, SIZE, TILT)
        if textures.field_ready("crop", 0, SIZE, TILT):
            break
    assert calls and textures.field_ready("crop", 0, SIZE, TILT)
    made = painter._ghost_image(1, 1, True, SIZE, TILT)
    assert made is not stand_in and made.get_size() == stand_in.get_size()
