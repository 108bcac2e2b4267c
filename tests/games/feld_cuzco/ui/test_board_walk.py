"""A whole 3-player game of Feld's Cuzco played on the board alone: every kind of decision is made with
posted pointer events on the pointer kit's targets (never a click on the side panel's list), until the
final ranking."""

from __future__ import annotations

from collections import Counter

from cuzco.games.feld_cuzco.rules import Done, PlayCard
from cuzco.games.feld_cuzco.ui.results_scene import FeldResults

from .board_walk import BoardPlayer
from .driver import Driver, open_form, table_of

KINDS = {"place", "move", "take_tile", "exchange", "activate", "blessing", "feather", "take_card", "reallocate",
         "use_ability", "buy", "complete", "take_mission", "keep", "play_card", "done"}


def test_a_whole_three_player_game_is_played_on_the_board_alone() -> None:
    d = Driver((1024, 700))
    form = open_form(d, 3, {0, 1, 2}, seed=11)
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    player = BoardPlayer(d, scene, seed=6)
    for _ in range(60_000):
        if isinstance(d.top, FeldResults):
            break
        if not player.turn():
            d.step()
    assert isinstance(d.top, FeldResults), "the game did not reach its final ranking"
    assert scene.state.over
    kinds = Counter(a.type for a in scene.game.actions)
    assert KINDS <= set(kinds), KINDS - set(kinds)
    assert any(isinstance(a, PlayCard) and a.medal for a in scene.game.actions)
    assert any(isinstance(a, PlayCard) and not a.medal for a in scene.game.actions)
    assert sum(isinstance(a, Done) for a in scene.game.actions) > 3
    assert player.list_clicks == 0 and player.drags > 10
