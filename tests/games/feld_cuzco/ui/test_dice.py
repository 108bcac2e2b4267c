"""Feld's Cuzco's dice are legible at every size they are drawn at: pips of at least 2 pixels, clear of
the die's edge and of one another, in an ink that stands out on each seat's colour."""

from __future__ import annotations

import itertools
import math

import pygame

from cuzco.games.feld_cuzco.ui.palette import SEATS
from cuzco.games.feld_cuzco.ui.picture import MIN_DIE, contrast, draw_die, pip_ink, pips_of


def test_pips_are_large_clear_of_the_edge_and_apart_at_every_size() -> None:
    for size, pips in itertools.product(range(8, 64), range(1, 7)):
        spots, radius = pips_of(size, pips)
        drawn = max(MIN_DIE, size)
        face = drawn // 2 - max(1, drawn // 14) - 1  # inside the outline
        assert len(spots) == pips and radius >= 2, (size, pips)
        assert all(max(abs(dx), abs(dy)) + radius <= face for dx, dy in spots), (size, pips, spots, radius)
        for (ax, ay), (bx, by) in itertools.combinations(spots, 2):
            assert math.dist((ax, ay), (bx, by)) >= 2 * radius + 1, (size, pips, spots, radius)


def test_pips_stand_out_on_every_seat_colour() -> None:
    for colour in SEATS:
        assert contrast(pip_ink(colour), colour) >= 4.0, colour


def test_a_small_two_shows_both_pips_in_ink() -> None:
    surface = pygame.Surface((40, 40))
    for colour in SEATS:
        surface.fill((0, 0, 0))
        rect = draw_die(surface, (20, 20), 12, 2, colour)
        assert rect.w == MIN_DIE
        spots, _radius = pips_of(12, 2)
        for dx, dy in spots:
            assert tuple(surface.get_at((rect.centerx + dx, rect.centery + dy)))[:3] == pip_ink(colour)


def test_study_tiles_are_blue_and_farm_tiles_orange_as_printed_with_legible_text() -> None:
    from cuzco.games.feld_cuzco.ui.palette import TILE_FACES
    from cuzco.shell.widgets import theme

    study, farm = TILE_FACES["study"], TILE_FACES["farm"]
    assert study[2] > study[0] and farm[0] > farm[1] > farm[2]  # blue; orange (red above green above blue)
    for face in (study, farm):
        assert contrast(theme.TEXT, face) >= 4.0, face
