"""The computer players and the headless commands of Feld's Cuzco."""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from cuzco.games.feld_cuzco import cli
from cuzco.games.feld_cuzco.bots.arena import play_game, wilson
from cuzco.games.feld_cuzco.bots.determinize import determinize
from cuzco.games.feld_cuzco.bots.players import NormalBot, RandomBot, value
from cuzco.games.feld_cuzco.rules import Game, State, legal_actions, view
from cuzco.games.feld_cuzco.rules import components as C

from .builders import setup, started


@pytest.mark.parametrize("levels", [["random", "normal"], ["random", "normal", "random"], ["normal"] + ["random"] * 3])
def test_bots_play_whole_legal_games(levels: list[str]) -> None:
    game = play_game(levels, seed=3, pututu=True)
    assert game.state.over and game.meta["bots"] == levels


def test_bots_receive_a_view_without_the_hidden_cards_and_answer_a_legal_action() -> None:
    game = Game(setup(3, 8))
    rng = random.Random(1)
    for _ in range(120):
        state = game.state
        v = view(state, state.actor)
        assert v.state.seed is None and -1 in v.state.god_piles[0]
        for bot in (RandomBot(1), NormalBot(1)):
            assert bot.choose(v) in legal_actions(state)
        game.apply(rng.choice(legal_actions(state)))


def test_a_guess_of_the_hidden_cards_agrees_with_the_view() -> None:
    game = Game(setup(4, 2))
    state = game.state
    guess = determinize(view(state, state.actor), random.Random(0))
    assert guess.players[state.actor].hand == state.players[state.actor].hand
    assert all(-1 not in pile for pile in guess.god_piles + guess.stacks + guess.mission_piles)
    assert sorted(c for p in guess.players for c in p.hand) != [] and guess.face_up == state.face_up
    assert legal_actions(guess) == legal_actions(state)


def test_normal_beats_random_in_most_two_player_games() -> None:
    wins = sum(play_game(["normal", "random"][::1 - 2 * (g % 2)], seed=g).state.winner() == g % 2
               for g in range(4))
    assert wins >= 3


def test_wilson_interval() -> None:
    low, high = wilson(75, 100)
    assert 0.65 < low < 0.75 < high < 0.83


def test_selfplay_saves_a_game_that_replay_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    args = argparse.Namespace(players=2, bots="normal,random", seed=5, save=str(path), json=True, pututu=True)
    assert cli.selfplay(args) == 0
    played = json.loads(capsys.readouterr().out)
    assert cli.claims(path) and cli.replay(path, True) == 0
    assert json.loads(capsys.readouterr().out) == played
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text().replace('"version":2', '"version":7'))
    assert cli.replay(bad, False) == 2 and "version" in capsys.readouterr().err


def test_bench_and_balance_print_their_figures() -> None:
    figures = cli.bench(quick=True)
    assert {"action_us_p95", "legal_actions_ms_p95", "random_4p_games_per_s"} <= set(figures)
    table = cli.balance(2, 2, "random")
    assert table["games"] == 2 and "missions" in table and sum(table["winner_share"].values()) == pytest.approx(1)


def test_hard_answers_a_legal_action_from_its_view_at_placements_and_other_steps() -> None:
    from cuzco.games.feld_cuzco.bots.hard import HardBot

    game = Game(setup(2, 6))
    rng = random.Random(2)
    bot = HardBot(0, playouts=1)
    asked = set()
    while len(asked) < 3 and not game.state.over:
        state = game.state
        kind = state.tasks[-1][0]
        if kind not in asked and kind in ("place", "blessing", "keep"):
            asked.add(kind)
            assert bot.choose(view(state, state.actor)) in legal_actions(state)
        game.apply(rng.choice(legal_actions(state)))
    assert asked == {"place", "blessing", "keep"}


def _gain(missions: list[int], change: Callable[[State], None], food: int = 0) -> float:
    """How much Normal's value of a started 2-player table rises for seat 0, holding `missions`, after `change`."""
    state = started(2, seed=3)
    p = state.players[0]
    p.missions, p.food, p.goods = missions, food, []
    after = state.clone()
    change(after)
    return value(after, 0) - value(state, 0)


def _village(s: State) -> None:
    s.own("villages", 11).append(0)


def _slide(s: State) -> None:
    p = s.players[0]
    p.slots[0], p.slid[0] = C.TILES[0].id, True


def _jewelry(s: State) -> None:
    s.players[0].goods.append(5)


def test_normal_pulls_harder_towards_nine_villages_slid_tiles_and_two_jewelry() -> None:
    assert _gain([7], _village) - _gain([], _village) == pytest.approx(4.0)  # a ninth of 9 × 4
    assert _gain([19], _slide) - _gain([], _slide) == pytest.approx(2.0)  # a fifth of 5 × 2
    assert _gain([17], _slide) - _gain([], _slide) == pytest.approx(2.0)  # a third of 3 × 2
    assert _gain([29], _jewelry) - _gain([], _jewelry) == pytest.approx(3.0)  # half of 2 × 3
    assert _gain([12], _village) - _gain([], _village) == pytest.approx(4.0 / 3)  # others: at least 4 in all
    saved = started(2, seed=3)
    saved.players[0].missions, saved.players[0].goods = [29], []
    poor = saved.clone()
    poor.players[0].food = 0
    saved.players[0].food = 8
    assert value(saved, 0) - value(poor, 0) == pytest.approx(8 * 0.9 + 6 * 0.5)  # food kept up to the price
