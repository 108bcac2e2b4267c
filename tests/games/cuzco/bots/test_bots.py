"""Bots: every action legal, reproducible from the seed, blind to hidden cards, greedy stronger than random."""

from __future__ import annotations

import random

import pytest

from cuzco.games.cuzco.bots import BOT_KINDS, Bot, make_bot, play_game
from cuzco.games.cuzco.rules import Action, GameState
from cuzco.games.cuzco.rules.record import Game

SIMPLE_KINDS = ("greedy", "random")  # the levels have their own tests in test_levels.py


def checked_game(kinds: list[str], seed: int | str) -> tuple[Game, list[str]]:
    """Play a game, asserting each chosen action is legal before it is applied; returns the action types."""
    types: list[str] = []

    def verify(state: GameState, action: Action) -> None:
        reason = state.check(action)
        assert reason is None, f"{kinds[state.actor]} bot chose an illegal {action!r}: {reason}"
        types.append(action.type)

    return play_game(kinds, seed, on_action=verify), types


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_are_legal_and_finish(players: int) -> None:
    game, types = checked_game(["random"] * players, seed=players)
    assert game.state.is_over
    assert len(game.actions) < 1000, "random games should take a few hundred actions, not thousands"
    assert {"place", "end"} <= set(types)


def test_greedy_games_are_legal_finish_and_use_every_part_of_the_game() -> None:
    game, types = checked_game(["greedy"] * 4, seed=0)
    assert game.state.is_over
    # Temples, Incas, cards and festival bidding were all exercised, so their code paths are covered.
    assert {"place", "enter", "move", "build", "draw", "festival"} <= set(types)
    assert {"bid", "stand", "drop"} & set(types), "no bot ever bid in a festival"
    assert sum(p.score for p in game.state.players) > 0


@pytest.mark.parametrize("kind", SIMPLE_KINDS)
def test_same_seed_same_game_and_no_global_random(kind: str) -> None:
    # 150 actions reach well into the game (festivals, temples) at a fraction of a full game's cost.
    random.seed(1)
    first = play_game([kind, kind], seed=7, max_actions=150).actions
    random.seed(2)  # the bots must not depend on (or disturb) the global generator
    before = random.getstate()
    second = play_game([kind, kind], seed=7, max_actions=150).actions
    assert random.getstate() == before
    assert first == second
    assert play_game([kind, kind], seed=8, max_actions=150).actions != first


def _hide_cards(state: GameState, me: int, shuffle_seed: int) -> GameState:
    """The same position with everything `me` cannot see redealt: the deck and the others' hands."""
    other = state.copy()
    rivals = [p for p in range(other.num_players) if p != me]
    pool = list(other.deck) + [c for p in rivals for c in other.players[p].hand]
    random.Random(shuffle_seed).shuffle(pool)
    for p in rivals:
        size = len(other.players[p].hand)
        other.players[p].hand, pool = pool[:size], pool[size:]
    other.deck = pool
    return other


@pytest.fixture(scope="module")
def mixed_game() -> Game:
    return checked_game(["greedy", "random", "greedy"], seed=3)[0]


@pytest.mark.parametrize("kind", SIMPLE_KINDS)
def test_bots_never_look_at_hidden_cards(kind: str, mixed_game: Game) -> None:
    states = mixed_game.states[:-1]
    bidding = [s for s in states if s.festival is not None]
    assert bidding, "the game had no festival bidding to check"
    positions = states[::6] + bidding
    for i, state in enumerate(positions):
        me = state.actor
        seen = make_bot(kind, "blind").choose(state)
        redealt = make_bot(kind, "blind").choose(_hide_cards(state, me, i))
        assert seen == redealt, f"the {kind} bot's choice changed with cards it cannot see (turn {state.turn})"


def test_greedy_beats_random() -> None:
    """Over four 2-player games, each bot kind seated first twice, greedy wins clearly."""
    totals = {"greedy": 0, "random": 0}
    greedy_wins = 0
    for seed in range(4):
        kinds = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        state = play_game(kinds, seed=f"duel/{seed}").state
        assert state.is_over
        for i, p in enumerate(state.players):
            totals[kinds[i]] += p.score
        greedy_wins += state.winners() == [kinds.index("greedy")]
    assert greedy_wins >= 3, totals
    assert totals["greedy"] > 2 * totals["random"], totals


def test_make_bot() -> None:
    for kind in BOT_KINDS:
        bot = make_bot(kind, 1)
        assert isinstance(bot, Bot) and bot.kind == kind
    with pytest.raises(ValueError, match="unknown bot kind"):
        make_bot("clever", 1)


def test_game_stops_at_the_action_cap() -> None:
    game = play_game(["random", "random"], seed=0, max_actions=25)
    assert len(game.actions) == 25 and not game.state.is_over


def test_random_bot_picks_each_non_empty_group_by_its_weight() -> None:
    """Groups are drawn by weight and an empty one is drawn again: each non-empty group must come up with
    probability its weight over the non-empty groups' total, and inside a group any option may come up."""
    from cuzco.games.cuzco.bots.random_bot import CATEGORY_OF, WEIGHTS

    game = play_game(["random"] * 3, seed="groups", max_actions=120)
    positions = [s for s in game.states if s.placed and s.festival is None and s.legal_actions_in("temple")
                 and s.legal_actions_in("inca") and not s.legal_actions_in("festival")]
    assert positions, "no position with temples and Incas to choose from"
    state = positions[0]
    open_groups = [g for g in state.action_groups() if state.legal_actions_in(g)]
    assert "festival" not in open_groups and len(open_groups) >= 5
    draws = 1500
    chosen = [make_bot("random", f"w{i}").choose(state) for i in range(draws)]
    total = sum(WEIGHTS[g] for g in open_groups)
    for group in open_groups:
        p = WEIGHTS[group] / total
        share = sum(1 for a in chosen if CATEGORY_OF[a.type] == group) / draws
        assert abs(share - p) < 4 * (p * (1 - p) / draws) ** 0.5, (group, share, p)
    moves = {a for a in chosen if CATEGORY_OF[a.type] == "inca"}
    assert len(moves) > min(20, len(state.legal_actions_in("inca")) // 2)
