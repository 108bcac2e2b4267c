"""Feld's Cuzco's table is kept as an image redrawn only where the state changed: after every action of
a game (the overlay turned, quipus delivered, tiles taken, the turn passing, whose hand is shown
changing) the image and its tooltips are the same as a table drawn whole from the same state; and a die
placed redraws its space and its mask board, not what it left alone; the side panel's buttons drawn
from kept images look as drawn anew. A change that touches much may wait a frame or two within the
frame's time budget, but never the rows of a mask board that show a hand (a hand to hide is hidden at once)."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Place, Setup, view
from cuzco.games.feld_cuzco.ui import table_scene
from cuzco.games.feld_cuzco.ui.kept_images import draw_button
from cuzco.games.feld_cuzco.ui.layout import table_scale
from cuzco.games.feld_cuzco.ui.mask_draw import mask_rows
from cuzco.games.feld_cuzco.ui.table_image import TableImage
from cuzco.games.feld_cuzco.ui.table_parts import PRIVATE_ROWS
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.theme import scaled_by


def _table(size: tuple[int, int], seed: int) -> tuple[pygame.Surface, FeldTableScene]:
    """A table of three humans, drawn straight onto a window (no hand-off curtains: the test says whose
    hand is shown)."""
    app = App(size, settings=Settings(), fps=None)
    scene = FeldTableScene(Game(Setup(("Ana", "Bea", "Ciro"), seed=seed)), app.settings, {}, autosave=False)
    window = pygame.display.get_surface()
    scene.draw(window)
    return window, scene


def _drawn_whole(scene: FeldTableScene, size: tuple[int, int]) -> tuple[bytes, list[tuple[tuple[int, ...], str]]]:
    """The table drawn from nothing, as the scene shows it now (the scene's own image left as it was)."""
    kept, key = scene.table, scene._table_key
    scene.table, scene._table_key = TableImage(), None
    scene.draw(pygame.Surface(size))  # a new image: all drawn at once
    assert scene.table.surface is not None and not scene.table.pending
    whole = pygame.image.tobytes(scene.table.surface, "RGB")
    tips = [(tuple(rect), text) for rect, text in scene.table.zones.tips]
    scene.table, scene._table_key = kept, key
    scene.zones = kept.zones
    return whole, tips


def test_the_table_redrawn_in_parts_equals_the_table_drawn_whole() -> None:
    size = (1024, 700)
    window, scene = _table(size, seed=7)
    game = scene.game
    bot = make_bot("random", 1)
    rotations = set()
    for step in range(160):
        if game.state.over:
            break
        game.apply(bot.choose(view(game.state, game.state.actor)))
        scene.viewer = game.state.actor if step % 7 else None  # now and then no hand shown (a curtain)
        scene.draw(window)
        frames = 1
        while scene.table.pending:  # the parts a large change left for the next frames (a busy machine
            scene.draw(window)  # leaves more of them): each frame draws at least one
            frames += 1
            assert frames <= len(scene.table._keys) + 1
        rotations.add(game.state.rotation)
        assert scene.table.surface is not None
        whole, tips = _drawn_whole(scene, size)
        assert pygame.image.tobytes(scene.table.surface, "RGB") == whole, f"after action {step + 1}"
        assert [(tuple(rect), text) for rect, text in scene.zones.tips] == tips, f"after action {step + 1}"
    assert len(game.actions) > 100 and len(rotations) > 1  # the overlay was turned


def test_a_die_placed_redraws_its_space_and_its_mask_not_what_it_left_alone() -> None:
    window, scene = _table((1600, 900), seed=2)
    game = scene.game
    bot = make_bot("random", 1)
    checked = 0
    for _ in range(300):
        if game.state.over or checked >= 8:
            break
        before = game.state
        action = bot.choose(view(before, before.actor))
        game.apply(action)
        scene.draw(window)
        redrawn = set(scene.table.redrawn)
        while scene.table.pending:  # what did not fit in the frame's time budget comes next frame
            scene.draw(window)
            redrawn |= set(scene.table.redrawn)
        after = game.state
        if not isinstance(action, Place) or action.die == 0:
            continue
        assert f"space {action.space}" in redrawn and f"mask {action.player} items" in redrawn, redrawn
        assert len(redrawn) < len(scene.table._keys) // 2, redrawn
        if (before.villages, before.rotation) == (after.villages, after.rotation) and \
                [p.place for p in before.players] == [p.place for p in after.players]:
            assert "road" not in redrawn
        if before.columns == after.columns:
            assert not {"board study", "board farm"} & redrawn, redrawn
        if [p.knowledge for p in before.players] == [p.knowledge for p in after.players]:
            assert "board knowledge" not in redrawn
        assert not {f"space {k}" for k in range(len(after.spaces)) if after.spaces[k] == before.spaces[k]} & redrawn
        checked += 1
    assert checked >= 8


def test_a_kept_button_image_looks_as_the_button_drawn() -> None:
    App((800, 600), settings=Settings(), fps=None)
    for kind in ("normal", "ghost", "primary"):
        for hovered, selected, focused, enabled in ((False, False, False, True), (True, False, False, True),
                                                    (False, True, True, True), (False, False, False, False)):
            button = Button((40, 50, 300, 34), "Take the tile beside 3", kind=kind, font_size=17)
            button.hovered, button.selected, button.focused, button.enabled = hovered, selected, focused, enabled
            drawn, kept = pygame.Surface((400, 140)), pygame.Surface((400, 140))
            for image in (drawn, kept):
                image.fill(theme.PANEL)
            button.draw(drawn)
            draw_button(kept, button)
            draw_button(kept, button)  # the second time from the kept image
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), \
                (kind, hovered, selected, enabled)


def test_a_large_change_waits_frames_within_the_budget_but_a_hand_is_hidden_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_scene, "TABLE_BUDGET_MS", 0.0)  # one part a frame
    size = (1024, 700)
    window, scene = _table(size, seed=4)
    game = scene.game
    bot = make_bot("random", 2)
    scene.viewer = game.state.actor
    waited = 0
    for _ in range(40):
        game.apply(bot.choose(view(game.state, game.state.actor)))
        scene.draw(window)
        waited += scene.table.pending
        frames = 1
        while scene.table.pending:
            scene.draw(window)
            frames += 1
        assert frames <= len(scene.table._keys)
        assert scene.table.surface is not None
        assert pygame.image.tobytes(scene.table.surface, "RGB") == _drawn_whole(scene, size)[0]
    assert waited > 0
    private = 0
    for _ in range(12):  # now the screen changes hands with every action: a hand shown before never waits to hide
        game.apply(bot.choose(view(game.state, game.state.actor)))
        scene.viewer = game.state.actor if scene.viewer != game.state.actor else None
        scene.draw(window)
        assert scene.table.surface is not None and scene.layout is not None
        kept = scene.table.surface.copy()
        whole = pygame.image.frombytes(_drawn_whole(scene, size)[0], size, "RGB")
        with scaled_by(table_scale(size)):
            bands = [mask_rows(rect)[row] for seat, rect in enumerate(scene.layout.masks) for row in PRIVATE_ROWS
                     if seat != scene.viewer]  # (the hand shown may come a frame later; the others hidden at once)
        for band in bands:
            assert pygame.image.tobytes(kept.subsurface(band), "RGB") == \
                pygame.image.tobytes(whole.subsurface(band), "RGB")
        private += len(bands)
        while scene.table.pending:  # the rest may come in the next frames
            scene.draw(window)
        assert pygame.image.tobytes(scene.table.surface, "RGB") == _drawn_whole(scene, size)[0]
    assert private
