"""The table's turn order: computers decide first and blind, then the humans from the start player on."""

from __future__ import annotations

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.flow import TurnFlow

from .builders import NAMES


def test_computers_choose_first_then_humans_in_turn_order() -> None:
    game = Game(Setup(NAMES[:5], seed=2, first_player=3))
    flow = TurnFlow(game, {1: make_bot("bold"), 4: make_bot("cautious")})
    assert flow.hotseat and flow.humans == [0, 2, 3]
    before = flow.bots_choose()
    assert before is not None and before.pending == (None,) * 5
    assert [p for p in range(5) if game.state.pending[p] is not None] == [1, 4]
    assert flow.next_human() == 3
    assert flow.choose(3, True) is False
    assert flow.next_human() == 0
    flow.choose(0, True)
    assert flow.choose(2, False) is True  # the last choice reveals
    assert game.state.reveals == 1


def test_the_computers_choices_do_not_depend_on_what_the_humans_chose() -> None:
    bots = {1: make_bot("reasoning"), 2: make_bot("cautious")}
    seen = []
    for human_first in (True, False):
        game = Game(Setup(NAMES[:3], seed=8, first_player=0))
        flow = TurnFlow(game, bots)
        flow.bots_choose()
        seen.append(game.state.pending)
        flow.choose(0, human_first)
    assert seen[0] == seen[1]
