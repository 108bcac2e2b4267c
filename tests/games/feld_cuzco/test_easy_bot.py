"""The Easy computer player of Feld's Cuzco follows a beginner's rules of thumb; `random` is a yardstick."""

from __future__ import annotations

import pytest

from cuzco.games.feld_cuzco.bots.arena import arena, play_game
from cuzco.games.feld_cuzco.bots.easy import EasyBot, nearest_mission
from cuzco.games.feld_cuzco.bots.levels import LEVELS, make_bot
from cuzco.games.feld_cuzco.bots.players import RandomBot
from cuzco.games.feld_cuzco.rules import Game, legal_actions, view
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.actions import Buy, Move, Place, PlayCard
from cuzco.games.feld_cuzco.rules.state import State

from .builders import asked, setup, started


def test_easy_is_a_level_and_random_a_yardstick_that_is_not() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    assert isinstance(make_bot("easy"), EasyBot) and isinstance(make_bot("random"), RandomBot)
    with pytest.raises(ValueError):
        make_bot("beginner")


def test_easy_places_its_biggest_die_first() -> None:
    for seed in range(6):
        state = started(3, seed)
        me = state.actor
        action = EasyBot(seed, mistakes=0).choose(view(state, me))
        assert isinstance(action, Place) and action.die == max(state.players[me].dice), seed


def test_easy_never_puts_a_big_die_on_the_victory_points_space_while_a_space_pays_for_its_pips() -> None:
    places = 0
    for seed in range(6):
        state = started(2, seed)
        me = state.actor
        action = EasyBot(seed, mistakes=0).choose(view(state, me))
        assert isinstance(action, Place)
        if action.die >= 4:
            places += 1
            assert action.action != C.VP_SPACE_ACTION, seed
    assert places


def _at_market(food: int) -> State:
    state = started(2, 4)
    state = asked(state, 0, ("buy",), phase="market")
    state.round = 1
    state.players[0].food = food
    state.players[0].missions = [101]
    return state


def test_easy_buys_when_food_allows_the_dearest_good_it_can() -> None:
    state = _at_market(food=4)
    row = state.market[0]
    action = EasyBot(1, mistakes=0).choose(view(state, 0))
    assert isinstance(action, Buy)
    affordable = [C.GOOD_TYPES[g].cost for g in row if g >= 0 and C.GOOD_TYPES[g].cost <= 4]
    assert C.GOOD_TYPES[row[action.column]].cost == max(affordable)


def test_easy_buys_the_good_its_mission_asks_for() -> None:
    state = _at_market(food=6)
    row = state.market[0]
    cheapest = min((g for g in row if g >= 0), key=lambda g: C.GOOD_TYPES[g].cost)
    state.players[0].missions = [24 + cheapest]  # two goods of that kind
    action = EasyBot(1, mistakes=0).choose(view(state, 0))
    assert isinstance(action, Buy) and row[action.column] == cheapest


def test_easy_takes_its_quipu_toward_the_nearest_mission() -> None:
    state = started(2, 5)
    state = asked(state, 0, ("move", 0, 6))
    p = state.players[0]
    reach = [a.to for a in legal_actions(state) if isinstance(a, Move) and a.rotation < 0]
    colours = {C.VILLAGES[v].colour for v in reach if v < 12}
    assert len(colours) >= 2
    for colour in colours:
        p.missions = [8 + [C.TURQUOISE, C.PINK, C.PURPLE, C.ORANGE].index(colour)]  # 3 villages of that colour
        assert nearest_mission(state, 0) == p.missions[0]
        action = EasyBot(2, mistakes=0).choose(view(state, 0))
        assert isinstance(action, Move) and C.VILLAGES[action.to].colour == colour, colour


def test_easy_keeps_its_god_cards_and_never_turns_the_overlay() -> None:
    game = Game(setup(2, 9))
    bots = [EasyBot(0), EasyBot(1)]
    while not game.state.over:
        seat = game.state.actor
        action = bots[seat].choose(view(game.state, seat))
        others = [a for a in legal_actions(game.state) if not isinstance(a, PlayCard)]
        assert not isinstance(action, PlayCard) or not others
        assert not (isinstance(action, Move) and action.rotation >= 0) or not [
            a for a in others if isinstance(a, Move) and a.rotation < 0]
        game.apply(action)


def test_easy_beats_the_random_player() -> None:
    for g in range(4):
        levels = ["easy", "random"][::1 - 2 * (g % 2)]
        state = play_game(levels, seed=f"easy/{g}").state
        assert levels[state.winner()] == "easy" and state.players[levels.index("easy")].vp >= 90


def test_easy_makes_mistakes_a_perfectly_greedy_player_would_not() -> None:
    state = started(3, 3)
    differ = 0
    for seed in range(40):
        me = state.actor
        sure = EasyBot(seed, mistakes=0).choose(view(state, me))
        if EasyBot(seed).choose(view(state, me)) != sure:
            differ += 1
    assert 0 < differ < 25  # the same table each time: only the bot's own draws differ


def test_the_arena_times_every_level_s_decisions() -> None:
    result = arena(["easy", "random"], 2, seed=3)
    times = result["decision_times"]
    assert isinstance(times, dict) and set(times) == {"easy", "random"}
    for t in times.values():
        assert t["decisions"] > 50 and 0 <= t["ms_p50"] <= t["ms_p95"] <= t["ms_max"]
        assert 0 <= t["cpu_ms_p95"] <= t["cpu_ms_max"]
