"""Normal and Hard plan through god card 09's moment (a tile of a discard pile after a tile taken in phase I).

The game is the one of `fixtures/god_card_timing_games.json` ("card_09"): 3 players, seed 4; P2 places a 5
on farming and takes a farm tile, holding card 09 and an offering, with empty mask spaces and tiles in both
discard piles.
"""

from __future__ import annotations

from cuzco.games.feld_cuzco.bots.hard import HardBot
from cuzco.games.feld_cuzco.bots.players import NormalBot, judge, value
from cuzco.games.feld_cuzco.rules import (
    Done,
    PlayCard,
    Setup,
    State,
    TakeTile,
    action_from_json,
    apply,
    legal_actions,
    new_game,
    view,
)
from cuzco.games.feld_cuzco.rules import components as C

from .test_god_card_timing import GAMES, replayed

SEAT = 2


def _before_the_tile() -> State:
    """The moment before P2 takes the farm tile (the game's last recorded action): card 09's moment follows it."""
    state = replayed("card_09")
    game = GAMES["card_09"]
    before = new_game(Setup(tuple(f"P{i}" for i in range(game["players"])), game["seed"], game["pututu"]))
    for raw in game["actions"][:-1]:
        before = apply(before, action_from_json(raw))
    assert state.tasks[-1] == ("discard_tile",) and before.tasks[-1][0] == "tile"
    return before


def test_normal_judges_a_tile_taken_with_the_tile_card_09_would_add_after_it() -> None:
    before = _before_the_tile()
    for take in [a for a in legal_actions(before) if isinstance(a, TakeTile)]:
        after = apply(before, take)
        assert after.tasks[-1] == ("discard_tile",)
        best_with_09 = max(judge(after, a, SEAT) for a in legal_actions(after))
        # the look-ahead goes on through card 09's moment: the extra tile is counted, not cut off at the question
        assert judge(before, take, SEAT) == best_with_09 > value(after, SEAT)


def _tile_worth(state: State, action: PlayCard) -> int:
    pile, position, _slot = action.target
    return C.TILES[state.tile_discards[pile][position]].value


def test_at_card_09s_moment_normal_and_hard_take_the_discard_tile_worth_most() -> None:
    state = replayed("card_09")
    plays = [a for a in legal_actions(state) if isinstance(a, PlayCard) and a.card == 9]
    best = max(_tile_worth(state, a) for a in plays)
    assert best == 3 and min(_tile_worth(state, a) for a in plays) < best
    for bot in (NormalBot(1), HardBot(1)):
        choice = bot.choose(view(state, SEAT))
        assert isinstance(choice, PlayCard) and choice.card == 9, bot.name
        assert _tile_worth(state, choice) == best, bot.name


def test_normal_and_hard_keep_card_09_when_a_held_mission_needs_it_in_the_hand() -> None:
    """Holding cards 07, 08 and 09 (three of Viracocha's) and mission 23 (three cards of one god), spending 09
    on a tile would undo the mission: both go on without it."""
    state = replayed("card_09").clone()
    p = state.players[SEAT]
    p.hand, p.offerings = [7, 8, 9], 1
    p.missions = [23] + p.missions[1:]
    assert any(isinstance(a, PlayCard) and a.card == 9 for a in legal_actions(state))
    for bot in (NormalBot(1), HardBot(1)):
        assert bot.choose(view(state, SEAT)) == Done(SEAT), bot.name
