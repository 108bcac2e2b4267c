"""A tool with no target says why, in the rules' words: the Inca tool before the turn's terrain and
when no border hex holds terrain, the temple tool when the only village led has one hex.
Driven through posted events."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import EnterInca, PlaceTerrain
from cuzco.games.cuzco.rules.components import VILLAGE
from cuzco.games.cuzco.ui.input_tools import EnterTool, PondTool, SelectTool, TempleTool

Table = Any


def _texts(table: Table) -> list[str]:
    return [text for t in table.scene.view.toasts.items for text in t.texts]


def _middle_triple(table: Table) -> Any:
    """A triple's spot in the middle of the valley, touching no border hex (the tool turns it 0)."""
    s = table.state
    border = set(s.board.border_cells())
    inner = [a.hex for a, _ in queries.legal_placements(s, "triple") if a.rotation == 0
             and not any(c in border for c, _kind in queries.placement_cells(s.board, a) or [])]
    return min(inner, key=lambda h: (abs(h.q) + abs(h.r) + abs(h.q + h.r), h))


def test_before_the_turns_terrain_the_inca_tool_does_not_glow(table: Table) -> None:
    enter = table.scene.view.toolbar.tool("enter")
    assert not enter.enabled and "placing a terrain" in enter.tooltip
    table.key(pygame.K_e)
    assert not isinstance(table.scene.tool, EnterTool)
    assert any("No Inca can come in now" in text and "placing a terrain" in text for text in _texts(table))
    table.scene.queries.bind(table.state)
    assert EnterTool().overlay(table.scene.queries, None).marks == {}


def test_after_a_triple_in_the_middle_e_says_incas_enter_on_border_terrain(table: Table) -> None:
    table.click_hex(_middle_triple(table))
    assert table.state.placed and not table.state.must_place
    table.key(pygame.K_e)
    assert not isinstance(table.scene.tool, EnterTool)
    said = _texts(table)
    assert any("border hex that holds terrain" in text for text in said), said
    enter = table.scene.view.toolbar.tool("enter")
    assert not enter.enabled and "border hex that holds terrain" in enter.tooltip
    table.click(enter.rect.center)  # the greyed button says the same
    assert any("border hex that holds terrain" in text for text in _texts(table))
    table.key(pygame.K_p)
    assert isinstance(table.scene.tool, PondTool)  # a tool with targets is taken up as before


def _one_hex_village_led(table: Table) -> None:
    """Ana lays a triple whose village hex is on the border and brings an Inca onto it."""
    s = table.state
    border = set(s.board.border_cells())
    for action, _cost in queries.legal_placements(s, "triple"):
        cells = queries.placement_cells(s.board, action) or []
        village = [c for c, kind in cells if kind == VILLAGE]
        if village and village[0] in border:
            table.scene.perform(PlaceTerrain(action.tile, action.hex, action.rotation))
            assert table.scene.perform(EnterInca(s.hex(village[0])))
            return
    raise AssertionError("no triple puts its village on the border")


def test_the_temple_tool_on_a_one_hex_village_says_a_temple_needs_more(table: Table) -> None:
    _one_hex_village_led(table)
    table.key(pygame.K_ESCAPE)
    table.key(pygame.K_t)
    assert not isinstance(table.scene.tool, TempleTool)
    said = _texts(table)
    assert any("at least 2 hexes" in text and "only 1 hex" in text for text in said), said
    temple = table.scene.view.toolbar.tool("temple")
    assert not temple.enabled and "at least 2 hexes" in temple.tooltip


def test_the_reasons_come_from_the_rules(table: Table) -> None:
    s = table.state
    assert queries.why_no_entry(s) is not None and queries.entry_spots(s) == {}
    table.click_hex(_middle_triple(table))
    reason = queries.why_no_entry(table.state)
    assert reason is not None and "border hex that holds terrain" in reason
    assert isinstance(table.scene.tool, SelectTool)
