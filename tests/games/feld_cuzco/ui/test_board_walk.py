"""Whole 3-player games of Feld's Cuzco played on the board alone: every kind of decision is made with
posted pointer events on the pointer kit's targets (never a click on the side panel's list), and each
game reaches its final ranking. A rare kind (sending a quipu back to the reserve, which only a used
ability 8 asks) may need a second deal: games are played until every kind was met, at most four."""

from __future__ import annotations

from cuzco.games.feld_cuzco.rules import Action, Done, PlayCard
from cuzco.games.feld_cuzco.ui.results_scene import FeldResults

from .board_walk import BoardPlayer
from .driver import Driver, open_form, table_of

KINDS = {"place", "move", "take_tile", "exchange", "activate", "blessing", "feather", "take_card", "reallocate",
         "use_ability", "buy", "complete", "take_mission", "keep", "play_card", "done"}
DEALS = ((11, 6), (13, 5), (13, 6), (11, 5))  # (the form's seed, the player's)


def play_one(seed: int, walker: int) -> tuple[list[Action], BoardPlayer]:
    d = Driver((1024, 700))
    form = open_form(d, 3, {0, 1, 2}, seed=seed)
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    player = BoardPlayer(d, scene, seed=walker)
    for _ in range(60_000):
        if isinstance(d.top, FeldResults):
            break
        if not player.turn():
            d.step()
    assert isinstance(d.top, FeldResults) and scene.state.over, "the game did not reach its final ranking"
    return list(scene.game.actions), player


def test_whole_three_player_games_are_played_on_the_board_alone() -> None:
    actions: list[Action] = []
    for seed, walker in DEALS:
        played, player = play_one(seed, walker)
        assert player.list_clicks == 0 and player.drags > 10
        actions += played
        if KINDS <= {a.type for a in actions}:
            break
    assert KINDS <= {a.type for a in actions}, KINDS - {a.type for a in actions}
    assert any(isinstance(a, PlayCard) and a.medal for a in actions)
    assert any(isinstance(a, PlayCard) and not a.medal for a in actions)
    assert sum(isinstance(a, Done) for a in actions) > 3
