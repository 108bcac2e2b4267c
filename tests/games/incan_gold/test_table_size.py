"""The Incan Gold table grows with a window larger than its design size, within limits, and stays inside it."""

from __future__ import annotations

import pygame

from cuzco.games.incan_gold.rules import Choose, Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets.theme import px


def _laid_out(size: tuple[int, int], players: int = 4) -> IncanGoldScene:
    game = Game(Setup(tuple(f"P{i}" for i in range(players)), seed=5))
    for _ in range(3):  # a few cards on the path
        for p in game.state.waiting_for():
            game.apply(Choose(p, go_on=True))
    scene = IncanGoldScene(game, Settings(), autosave=False)
    scene.draw(pygame.Surface(size))
    return scene


def test_the_table_grows_with_a_large_window_and_stays_inside_it() -> None:
    small, large, huge = (_laid_out(size).layout for size in ((1280, 800), (1920, 1080), (3840, 2160)))
    assert small is not None and large is not None and huge is not None
    assert large.card_width > small.card_width and large.panels[0].height > small.panels[0].height
    assert huge.panels[0].height <= small.panels[0].height * 1.5 + 1  # within limits
    for lay in (small, large, huge):
        window = pygame.Rect((0, 0), lay.size)
        assert all(window.contains(r) for r in (*lay.panels, *lay.cards, lay.path_area))
        assert not any(p.colliderect(c) for p in lay.panels for c in lay.cards)
    assert px(100) == 100  # the growth is for the table's drawing only


def test_a_small_window_keeps_the_design_size() -> None:
    lay = _laid_out((1024, 640)).layout
    assert lay is not None and lay.panels[0].height == px(164)
