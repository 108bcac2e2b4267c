"""The first frame after a change may leave the rules' answers for the toolbar and for the tile in hand
to the next frame (`hud.budget`), but a button never answers a click with the meaning of the state
before, and the glow comes in the frame after."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.games.cuzco.ui.input_tools import PondTool


def _spent(table) -> None:  # type: ignore[no-untyped-def]
    """Every frame from now counts as busy: whatever may wait, waits (once)."""
    table.scene.view.budget = FrameBudget(wait_after_ms=0.0)


def test_after_a_change_a_click_on_the_toolbar_is_read_with_the_state_now(table) -> None:  # type: ignore[no-untyped-def]
    view = table.scene.view
    pond = view.toolbar.tool("pond")
    assert not pond.enabled  # the turn begins with a terrain
    _spent(table)
    action = queries.legal_placements(table.state, "triple")[0][0]
    assert table.scene.perform(PlaceTerrain(action.tile, action.hex, action.rotation))
    table.app.step(1 / 60)
    assert not view.toolbar_settled()  # the busy frame left the bar's answers for the next one
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pond.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pond.rect.center, button=1))
    table.app.step(1 / 60)
    assert pond.enabled and isinstance(table.scene.tool, PondTool)


def test_the_bar_comes_up_to_date_in_the_frame_after(table) -> None:  # type: ignore[no-untyped-def]
    view = table.scene.view
    _spent(table)
    action = queries.legal_placements(table.state, "triple")[0][0]
    assert table.scene.perform(PlaceTerrain(action.tile, action.hex, action.rotation))
    table.app.step(1 / 60)
    table.app.step(1 / 60)
    assert view.toolbar_settled() and view.toolbar.tool("pond").enabled


def test_the_tile_in_hand_glows_from_the_frame_after_a_busy_one(table) -> None:  # type: ignore[no-untyped-def]
    sc = table.scene
    _spent(table)
    assert not sc.queries.knows_placements(table.state, "double")  # nobody asked yet
    sc.pick_tile("double")
    table.app.step(1 / 60)
    assert not sc.queries.knows_placements(table.state, "double")  # the busy frame left it to the next
    table.app.step(1 / 60)
    assert sc.queries.knows_placements(table.state, "double")
