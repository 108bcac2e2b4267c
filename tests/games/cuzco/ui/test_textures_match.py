"""The plain-Python textures look the same as the numpy ones they replace: every pixel within one
colour level, the alpha edge identical; and a damaged noise file still gives a picture."""

from __future__ import annotations

import logging

import pygame
import pytest

from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.render import noise, textures

np = pytest.importorskip("numpy")
reference = pytest.importorskip("tests.games.cuzco.ui.numpy_textures")


def pixels(surf: pygame.Surface) -> np.ndarray:
    return np.dstack([pygame.surfarray.array3d(surf), pygame.surfarray.array_alpha(surf)]).astype(int)


CASES = [
    ("crop", lambda m, s, t: m.crop_top(1, 0, s, t)),
    ("crop", lambda m, s, t: m.crop_top(4, 2, s, t)),
    ("village", lambda m, s, t: m.village_top(2, 1, s, t)),
    ("ground", lambda m, s, t: m.ground_top(theme.RING_GROUND, s, t, 1)),
    ("water", lambda m, s, t: m.water_top(s, t)),
    ("flat", lambda m, s, t: m.flat_hex((200, 120, 40, 130), s, t)),
]


@pytest.mark.parametrize("size", [6.48, 18.9, 35.78, 61.0])
@pytest.mark.parametrize("kind,make", CASES, ids=[c[0] for c in CASES])
def test_texture_matches_the_numpy_picture(kind: str, make, size: float) -> None:
    old, new = pixels(make(reference, size, 0.8)), pixels(make(textures, size, 0.8))
    assert old.shape == new.shape
    assert (old[..., 3] == new[..., 3]).all(), "the hex edge differs"
    inside = old[..., 3] > 0
    assert np.abs(old - new)[inside].max() <= 1
    assert inside.sum() > 0.5 * old.shape[0] * old.shape[1]


def test_a_damaged_noise_file_gives_a_warning_and_a_picture(tmp_path, monkeypatch, caplog) -> None:
    bad = tmp_path / "noise.bin"
    bad.write_bytes(b"\xff" * 1000)
    monkeypatch.setattr(noise.resources, "asset_path", lambda name: bad)
    noise._table.cache_clear()
    noise.grid_values.cache_clear()
    textures.clear()
    try:
        with caplog.at_level(logging.WARNING):
            values = noise.grid_values(11, 500)
            top = textures.crop_top(2, 0, 20.0, 0.8)
        assert "wrong size" in caplog.text
        assert len(values) == 500 and all(0.0 <= v < 1.0 for v in values)
        assert top.get_size() == textures.sprite_size(20.0, 0.8)
    finally:
        noise._table.cache_clear()
        noise.grid_values.cache_clear()
        textures.clear()
