"""Incan Gold bots: what they decide from a view, that they never see more, and that reasoning wins."""

from __future__ import annotations

import pytest

from cuzco.games.incan_gold.bots import BOTS, make_bot, play_game
from cuzco.games.incan_gold.bots.arena import run, wilson
from cuzco.games.incan_gold.bots.players import BOLD, CAUTIOUS, REASONING, danger
from cuzco.games.incan_gold.rules import Choose, apply, view_for

from .builders import table


def test_danger_is_the_chance_the_next_card_is_a_second_hazard() -> None:
    state = table(4, deck="h:fire h:fire h:snakes h:mummies t1 t2 t3 t4 t5 t7", path=[("h:fire", 0), ("h:snakes", 0)])
    assert danger(view_for(state, 0)) == pytest.approx(3 / 10)
    assert danger(view_for(table(4, deck="h:fire t1", path=[("t3", 0)]), 0)) == 0


def test_cautious_goes_home_at_two_hazards_and_bold_goes_on() -> None:
    view = view_for(table(4, deck="t1 t2 h:fire", path=[("h:spiders", 0), ("h:snakes", 0), ("t5", 1)]), 0)
    assert CAUTIOUS.go_on(view) is False and BOLD.go_on(view) is True


def test_every_bot_goes_on_with_nothing_at_stake() -> None:
    view = view_for(table(4, deck="t1 t2 h:fire h:snakes", path=[("h:snakes", 0), ("t4", 0)]), 1)
    assert all(bot.go_on(view) for bot in BOTS.values())


def test_reasoning_goes_home_when_much_is_at_stake_and_the_danger_is_high() -> None:
    path = [("h:fire", 0), ("h:snakes", 0), ("h:mummies", 0), ("t17", 2)]
    risky = table(4, deck="h:fire h:fire h:snakes h:mummies t1 t2", path=path, carried=(12, 12, 12, 12))
    assert REASONING.go_on(view_for(risky, 0)) is False
    calm = table(4, deck="t11 t13 t14 t15 h:rockfall h:fire", path=[("h:fire", 0), ("t2", 0)], carried=(1, 1, 1, 1))
    assert REASONING.go_on(view_for(calm, 0)) is True


def test_bots_decide_on_the_view_alone_whatever_the_others_chose() -> None:
    start = table(4, deck="t1 h:fire", path=[("h:fire", 0), ("t9", 1)], carried=(2, 2, 2, 2))
    a = apply(apply(start, Choose(0, True)), Choose(1, True))
    b = apply(apply(start, Choose(0, False)), Choose(1, False))
    assert view_for(a, 3) == view_for(b, 3)  # so no bot at seat 3 can tell the two apart


def test_unknown_bot_names_are_refused() -> None:
    with pytest.raises(ValueError, match="no Incan Gold bot"):
        make_bot("psychic")


def test_a_bot_game_follows_its_seed() -> None:
    a = play_game(["cautious", "bold", "reasoning", "bold"], seed=11)
    b = play_game(["cautious", "bold", "reasoning", "bold"], seed=11)
    assert a.state.over and a.actions == b.actions and a.state == b.state


@pytest.mark.parametrize("players", [3, 8])
def test_bots_finish_games_of_every_size(players: int) -> None:
    game = play_game(["reasoning"] * players, seed=players)
    assert game.state.over and len(game.state.banked) == 5


def test_wilson_interval_known_values() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == pytest.approx(1) and wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)


def test_the_arena_rotates_seats_and_is_deterministic() -> None:
    a = run(["cautious", "bold", "reasoning"], games=30, seed=5)
    b = run(["cautious", "bold", "reasoning"], games=30, seed=5, workers=2)
    assert {k: (t["wins"], t["mean_score"]) for k, t in a["bots"].items()} == \
        {k: (t["wins"], t["mean_score"]) for k, t in b["bots"].items()}
    assert [t["seats"] for t in a["bots"].values()] == [1, 1, 1]
    assert sum(t["wins"] for t in a["bots"].values()) == pytest.approx(30)


def test_reasoning_beats_the_fixed_risk_bots() -> None:
    bots = run(["cautious", "bold", "reasoning"], games=240, seed=1000)["bots"]
    low = bots["reasoning"]["ci95"][0]
    best_fixed = max(bots[k]["ci95"][1] for k in ("cautious", "bold"))
    assert low > best_fixed, {k: t["wins"] for k, t in bots.items()}
