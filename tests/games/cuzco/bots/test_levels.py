"""The three levels: what a seat may know, no peeking at anything else, same seed same game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cuzco.games.cuzco.bots import LEVELS, EasyBot, HardBot, NormalBot, make_bot, play_game
from cuzco.games.cuzco.bots.information import determinize, known_hands, seat_state
from cuzco.games.cuzco.rules import GameState
from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.record import Game


@pytest.fixture(scope="module")
def level_game() -> Game:
    """A 3-player game between the three levels (Hard on a small budget), played to the end."""
    game = play_game(["hard", "normal", "easy"], seed=12, iterations=2)
    assert game.state.is_over
    return game


def _all_cards(state: GameState) -> Counter[str]:
    cards = Counter(state.deck) + Counter(state.discard)
    for p in state.players:
        cards += Counter(p.hand)
    if state.festival is not None:
        for played in state.festival.played.values():
            cards += Counter(played)
    return cards


def _faceup_draws(game: Game) -> list[tuple[int, int]]:
    """(state index, drawer) for every face-up draw in the game."""
    out = []
    for i, (state, action) in enumerate(zip(game.states, game.actions)):
        if action.type == "draw" and getattr(action, "source", None) == "faceup":
            out.append((i, state.current))
    return out


def test_a_face_up_card_taken_by_a_rival_is_known_to_be_in_their_hand(level_game: Game) -> None:
    draws = _faceup_draws(level_game)
    assert draws, "nobody took a face-up card in the game"
    i, drawer = draws[0]
    card = level_game.states[i].faceup
    after = level_game.states[i + 1]
    me = (drawer + 1) % after.num_players
    assert card in known_hands(after, me)[drawer]
    assert card in seat_state(after, me).players[drawer].hand


@pytest.mark.parametrize("index", [0, 40, 120, 200, -2])
def test_seat_state_and_worlds_keep_every_public_fact(level_game: Game, index: int) -> None:
    state = level_game.states[index]
    me = state.actor
    view = seat_state(state, me)
    world = determinize(view, me, random.Random(index))
    for other in (view, world):
        assert _all_cards(other) == Counter(full_deck())
        assert other.players[me].hand == state.players[me].hand
        assert [len(p.hand) for p in other.players] == [len(p.hand) for p in state.players]
        assert other.discard == state.discard and len(other.deck) == len(state.deck)
        assert other.seed != state.seed  # reshuffles must not follow the real seed
        for p, cards in enumerate(known_hands(state, me)):
            assert not Counter(cards) - Counter(other.players[p].hand)


def redeal_hidden(state: GameState, me: int, shuffle_seed: int) -> GameState:
    """The same position with everything `me` cannot see redealt (known face-up cards stay put)."""
    other = state.copy()
    known = known_hands(state, me)
    rivals = [p for p in range(other.num_players) if p != me]
    pool = list(other.deck)
    kept: dict[int, list[str]] = {}
    for p in rivals:
        hand = Counter(other.players[p].hand)
        keep = Counter(known[p]) & hand
        kept[p] = list(keep.elements())
        pool += list((hand - keep).elements())
    random.Random(shuffle_seed).shuffle(pool)
    for p in rivals:
        take = len(other.players[p].hand) - len(kept[p])
        other.players[p].hand, pool = kept[p] + pool[:take], pool[take:]
    other.deck = pool
    other.seed = f"another/{shuffle_seed}"
    return other


@pytest.mark.parametrize("kind", [*LEVELS, "greedy", "random"])
def test_no_level_peeks_at_hidden_cards(kind: str, level_game: Game) -> None:
    states = level_game.states[:-1]
    bidding = [s for s in states if s.festival is not None]
    assert bidding, "the game had no festival bidding to check"
    step = 9 if kind == "hard" else 4
    positions = states[::step] + bidding
    changed = 0
    for i, state in enumerate(positions):
        me = state.actor
        redealt = redeal_hidden(state, me, i)
        changed += redealt.deck != state.deck
        seen = make_bot(kind, "blind", 2).choose(state)
        again = make_bot(kind, "blind", 2).choose(redealt)
        assert seen == again, f"the {kind} bot's choice changed with cards it cannot see (turn {state.turn})"
    assert changed > len(positions) // 2, "the redeal should change the hidden cards in most positions"


@pytest.mark.parametrize("kind", LEVELS)
def test_same_seed_and_budget_same_game(kind: str) -> None:
    first = play_game([kind, "greedy"], seed=4, max_actions=120, iterations=2).actions
    second = play_game([kind, "greedy"], seed=4, max_actions=120, iterations=2).actions
    assert first == second
    assert play_game([kind, "greedy"], seed=5, max_actions=120, iterations=2).actions != first


def test_hard_plans_a_turn_and_follows_the_plan(level_game: Game) -> None:
    start = next(s for s in level_game.states if s.must_place and s.turn > 10)
    bot = HardBot("plan", iterations=3)
    first = bot.choose(start)
    assert first.type == "place" and start.check(first) is None
    assert bot._plan, "a plan for the rest of the turn was kept"
    planned = bot._plan[0]
    after = start.apply(first)
    if after.current == start.current and planned.type != "festival":
        assert bot.choose(after) == planned


def test_levels_are_separate_kinds() -> None:
    assert isinstance(make_bot("easy", 1), EasyBot)
    assert isinstance(make_bot("normal", 1), NormalBot)
    hard = make_bot("hard", 1, 7)
    assert isinstance(hard, HardBot) and hard.iterations == 7


def test_every_level_finishes_legal_games() -> None:
    def verify(state: GameState, action: object) -> None:
        assert state.check(action) is None  # type: ignore[arg-type]

    game = play_game(["easy", "normal", "hard", "greedy"], seed=2, on_action=verify, iterations=1)
    assert game.state.is_over


def test_easy_beats_random() -> None:
    wins = 0
    for seed in range(2):
        kinds = ["easy", "random"] if seed % 2 == 0 else ["random", "easy"]
        state = play_game(kinds, seed=f"easy/{seed}").state
        wins += state.winners() == [kinds.index("easy")]
    assert wins == 2
