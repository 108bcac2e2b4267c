"""Long player names at K&K's table (issue 32, point 14's neighbour, point 4): at 1024x700, in both languages,
each player's row keeps the name clear of the green projected city score ("+10") and of the score, inside
the row; a shortened name has its whole self in a tooltip."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.record import Game
from cuzco.shell import i18n

LONG = ("Maximiliano Fernández", "Guadalupe Altamirano", "Killa", "Bartholomew Lee")


@pytest.fixture(scope="module")
def long_named() -> Game:
    played = play_game(["greedy"] * 4, seed=11, max_actions=260)
    game = Game.new(replace(played.setup, names=LONG))
    for action in played.actions[:240]:
        game.apply(action)
    return game


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
def test_a_long_name_keeps_clear_of_the_projected_score(long_named: Game, tables: Any, lang: str,
                                                        size: tuple[int, int]) -> None:
    previous = i18n.language()
    try:
        table = tables.make_table(long_named, size=size)
        i18n.set_language(lang)
        panels = table.scene.view.players
        panels._key = None  # drawn again in this language
        table.step()
        assert len(panels.drawn) == 4
        with_outlook = 0
        for i, parts in panels.drawn.items():
            box, name, score = parts["box"], parts["name"], parts["score"]
            assert box.contains(name) and box.contains(score) and not name.colliderect(score)
            if "outlook" in parts:
                with_outlook += 1
                assert box.contains(parts["outlook"])
                assert name.right < parts["outlook"].left, f"{LONG[i]} runs into the projected score"
            tips = [tip for rect, tip in panels.tips.items if tip == LONG[i]]
            named = any(LONG[i] in tip for _rect, tip in panels.tips.items)
            assert named
            if name.w >= box.w // 3:  # a long name: shortened, or whole, never under the numbers
                assert tips or name.right < score.left
        assert with_outlook >= 2
    finally:
        i18n.set_language(previous)
