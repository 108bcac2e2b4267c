"""Feld's Cuzco's Watch viewer keeps the table's image of parts: a step redraws only the parts the action
changed, and what it shows is the same, pixel for pixel, as a viewer opened right at that action."""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.ui.benchmark import late_game
from cuzco.games.feld_cuzco.ui.watch_scene import FeldWatchScene
from cuzco.shell.settings import Settings

SIZE = (1024, 700)


def test_stepping_redraws_only_what_changed_and_shows_what_a_fresh_viewer_shows() -> None:
    game = late_game(3, 3, 3)
    stepped = FeldWatchScene(game, Settings())
    window, fresh_window = pygame.Surface(SIZE), pygame.Surface(SIZE)
    stepped.pointer = (-100, -100)
    stepped.go(0)
    stepped.draw(window)
    everything = len(stepped.table.redrawn)
    partial = 0
    for index in range(1, len(game.states), 7):
        stepped.go(index)
        stepped.draw(window)
        partial += len(stepped.table.redrawn) < everything
        fresh = FeldWatchScene(game, Settings())
        fresh.pointer = (-100, -100)
        fresh.go(index)
        fresh.draw(fresh_window)
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(fresh_window, "RGB"), index
        assert stepped.zones.tips == fresh.zones.tips, index
        fresh.review.stop()
    stepped.review.stop()
    assert partial > 0
