"""Frozen heap: no full garbage collection walks the game's history during play, and nothing frozen
outlives its game."""

from __future__ import annotations

import gc
import weakref

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex


def test_a_new_state_freezes_the_heap_so_collections_skip_it(tables: object) -> None:
    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    table.scene.game.apply(PlaceTerrain("triple", Hex(0, 0), 0))
    table.step()
    frozen = gc.get_freeze_count()
    assert frozen > 1000  # the states, the board, the caches: all out of the collector's sight
    table.step(3)
    assert gc.get_freeze_count() <= frozen  # no new state, no new freeze (freed objects leave it)


def test_a_closed_game_is_freed_when_the_next_one_starts(tables: object) -> None:
    first = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    first.scene.game.apply(PlaceTerrain("triple", Hex(0, 0), 0))
    first.step()
    view = weakref.ref(first.scene.view)  # the scene and its view refer to each other: a cycle
    first.app.stack.scenes.clear()
    del first
    second = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    second.step()
    assert view() is None
