"""The game log tells places in words, never coordinates, and hovering an entry lights up its spot."""

from __future__ import annotations

import re
from typing import Any

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.ui.hud import places
from cuzco.games.cuzco.ui.hud.log_panel import LogPanel

Table = Any
COORDINATES = re.compile(r"\(-?\d+,\s?-?\d+\)")


def test_no_log_entry_of_a_whole_game_shows_coordinates() -> None:
    game = play_game(["greedy", "random", "greedy"], seed=11)
    panel = LogPanel()
    panel.game = game
    state = game.state
    texts = [panel.text(state, i) for i in range(len(state.log))]
    assert sum(bool(COORDINATES.search(e.text)) for e in state.log) > 50  # the journal keeps them
    assert not [t for t in texts if COORDINATES.search(t)]
    joined = "\n".join(texts)
    for words in ("at the forest edge", "the city of the value-", "brings an Inca in at"):
        assert words in joined


def test_a_placement_next_to_a_city_says_so() -> None:
    game = play_game(["greedy", "greedy"], seed=4)
    state = game.state
    found = [
        places.readable(e.text, places.state_after(game, i))
        for i, e in enumerate(state.log)
        if "places a" in e.text and "terrain" in e.text
    ]
    assert any("city of the value-" in text for text in found)


def test_hovering_a_log_entry_lights_up_its_spot(table: Table) -> None:
    spots = sorted(a.hex for a, _ in queries.legal_placements(table.state, "triple") if a.rotation == 0)
    target = spots[len(spots) // 2]
    table.click_hex(target)
    log = table.scene.view.log
    if log.folded:
        table.click(log.title_rect.center)
    table.step()
    entry_index = next(i for i, e in enumerate(table.state.log) if "places a triple" in e.text)
    top, bottom, _i = next(span for span in log._spans if span[2] == entry_index)
    table.move((log.rect.left + 40, log.rect.top + (top + bottom) // 2))
    assert log.hovered == entry_index
    assert log.hovered_spots(table.state) == [target]
    shown = log.text(table.state, entry_index)
    assert not COORDINATES.search(shown) and "places a triple terrain" in shown
    table.move((log.rect.right + 200, log.rect.top - 200))
    assert log.hovered is None
