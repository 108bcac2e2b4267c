"""Incan Gold's levels Easy, Normal and Hard: a temperament per seat, repeatable from the seed, and a Hard
that decides from its seat's view only and beats the yardsticks."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cuzco.games.incan_gold.bots import KINDS, LEVELS, make_bot, play_game, watch_reveals
from cuzco.games.incan_gold.bots.arena import run
from cuzco.games.incan_gold.bots.hard import HardBot
from cuzco.games.incan_gold.bots.temper import Temperament, temperament
from cuzco.games.incan_gold.rules import Choose, Game, Setup, load_game, save_game, view_for
from cuzco.games.incan_gold.ui.autosave import bots_of

from .builders import table


def test_the_levels_and_the_yardsticks_have_their_names() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    assert set(KINDS) == {"easy", "normal", "hard", "cautious", "bold", "reasoning"}


def test_each_computer_seat_has_its_own_temperament_from_the_seed() -> None:
    tempers = [temperament(7, seat) for seat in range(8)]
    assert len(set(tempers)) == 8
    assert tempers == [temperament(7, seat) for seat in range(8)]
    assert temperament(8, 0) != temperament(7, 0)
    for level in LEVELS:
        assert make_bot(level, 7, 3) == make_bot(level, 7, 3) != make_bot(level, 7, 4)


@pytest.mark.parametrize("level", LEVELS)
def test_two_computers_of_the_same_level_do_not_play_the_same_game(level: str) -> None:
    full_ties = 0
    for seed in range(12):
        state = play_game([level] * 4, seed=seed).state
        full_ties += len(state.winners()) == 4
    assert full_ties <= 1


def test_a_game_of_levels_is_repeatable_from_its_seed() -> None:
    kinds = ["easy", "normal", "hard", "hard", "normal"]
    a, b = play_game(kinds, seed="x"), play_game(kinds, seed="x")
    assert a.actions == b.actions and a.state == b.state


def test_a_resumed_game_goes_on_as_it_would_have(tmp_path) -> None:  # type: ignore[no-untyped-def]
    whole = play_game(["hard", "normal", "easy", "hard"], seed=21)
    game = Game(Setup(whole.setup.names, seed=21), meta={"bots": {"0": "hard", "1": "normal", "2": "easy",
                                                                  "3": "hard"}})
    for action in whole.actions[:40]:
        game.apply(action)
    save_game(game, tmp_path / "half.json")
    resumed = load_game(tmp_path / "half.json")
    bots = bots_of(resumed)
    while not resumed.state.over:
        state = resumed.state
        watch_reveals(bots, resumed.states)  # as the runners do: Hard remembers the reveals it watched
        for p, go in [(p, bots[p].go_on(view_for(state, p))) for p in state.waiting_for()]:
            resumed.apply(Choose(p, go))
    assert resumed.actions == whole.actions


def test_hard_never_reads_the_deck_order() -> None:
    game = play_game(["hard", "reasoning", "normal", "easy"], seed=4)
    rng = random.Random(1)
    hard = make_bot("hard", 4, 0)
    for state in game.states[::3]:
        if 0 not in state.waiting_for():
            continue
        deck = list(state.deck)
        rng.shuffle(deck)
        other = replace(state, deck=tuple(deck))
        assert hard.go_on(view_for(state, 0)) == hard.go_on(view_for(other, 0))


def test_hard_goes_home_with_much_at_stake_and_a_deadly_deck() -> None:
    plain = HardBot(0, 0, Temperament())
    path = [("h:fire", 0), ("h:snakes", 0), ("h:mummies", 0), ("t17", 2)]
    risky = table(4, deck="h:fire h:fire h:snakes h:mummies t1 t2", path=path, carried=(12, 12, 12, 12))
    assert plain.go_on(view_for(risky, 0)) is False
    calm = table(4, deck="t11 t13 t14 t15 h:rockfall h:fire", path=[("h:fire", 0), ("t2", 0)],
                 carried=(1, 1, 1, 1))
    assert plain.go_on(view_for(calm, 0)) is True


def test_hard_weighs_the_artifacts_on_the_path() -> None:
    plain = HardBot(0, 0, Temperament())
    deck = "h:fire h:snakes t1 t2 t3 t4 t5 t7 h:spiders h:mummies"
    with_relic = table(3, deck=deck, path=[("h:fire", 0), ("a1", 0), ("t3", 0)], carried=(1, 1, 1),
                       in_temple=(True, True, True))
    without = table(3, deck=deck, path=[("h:fire", 0), ("t3", 0)], carried=(1, 1, 1))
    values_with, values_without = plain.plan_values(view_for(with_relic, 0)), plain.plan_values(view_for(without, 0))
    assert values_with[0] > values_without[0] + 2  # leaving now may bring the artifact home


def test_hard_beats_three_reasoning_bots() -> None:
    report = run(["hard", "reasoning", "reasoning", "reasoning"], games=60, seed=500)
    assert report["bots"]["hard"]["ci95"][0] > 0.25, report["bots"]["hard"]
