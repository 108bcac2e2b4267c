"""Incan Gold's Hard remembers the reveals it watched, in camp too: every player's total so far; and in the last
round it plays for the victory."""

from __future__ import annotations

from cuzco.games.incan_gold.bots import play_game, watch_reveals
from cuzco.games.incan_gold.bots.hard import HardBot
from cuzco.games.incan_gold.bots.history import Memory
from cuzco.games.incan_gold.bots.temper import Temperament
from cuzco.games.incan_gold.rules import view_for

from .builders import table


def _hard(seat: int = 0) -> HardBot:
    return HardBot(0, seat, Temperament())


def test_the_public_events_of_every_reveal_give_every_players_total_and_the_deck() -> None:
    game = play_game(["hard", "normal", "normal", "easy"], seed=7)
    checked = 0
    for i, state in enumerate(game.states):
        if state.over or not state.waiting_for() or i % 5:
            continue
        seat = state.waiting_for()[0]
        bot = _hard(seat)
        watch_reveals({seat: bot}, game.states[: i + 1])
        history = bot.memory.history(state.players)
        assert history.deck == view_for(state, seat).deck_treasures
        assert history.totals == tuple(state.score(p) for p in range(state.players))
        checked += 1
    assert checked > 10
    bot = _hard(2)  # a seat that was in camp at many reveals still saw them all
    watch_reveals([None, None, bot], game.states)
    final = bot.memory.history(game.state.players)
    assert final.totals == tuple(game.state.score(p) for p in range(4))


def test_watching_the_same_reveal_twice_changes_nothing() -> None:
    game = play_game(["normal", "normal", "normal"], seed=3)
    once, twice = Memory(), Memory()
    for state in game.states:
        once.watch(view_for(state, 0))
        twice.watch(view_for(state, 0))
        twice.watch(view_for(state, 0))
    assert once.history(3) == twice.history(3) and once.history(3).moments


def _last_round(carried: int) -> dict[str, object]:
    """Round 5: the others are back in camp; Hard alone inside, with a calm deck (one deadly card of eight)."""
    state = table(3, deck="h:fire t5 t7 t9 t11 t13 t14 t15", path=[("h:fire", 0), ("t5", 1)],
                  carried=(carried, 0, 0), in_temple=(True, False, False), round_number=5)
    return {"view": view_for(state, 0)}


def test_in_the_last_round_hard_plays_for_the_victory() -> None:
    hard = _hard()
    view = _last_round(8)["view"]
    gems = hard.plan_values(view)  # type: ignore[arg-type]
    assert max(gems[1:]) > gems[0]  # for gems alone, one more card is worth it
    ahead = hard.plan_values(view, totals=(40, 45, 30))  # type: ignore[arg-type]
    assert ahead[0] == 1.0 and max(ahead[1:]) < 1.0  # 40 + 8 + 1 wins now: go home
    behind = hard.plan_values(view, totals=(20, 45, 30))  # type: ignore[arg-type]
    assert behind[0] == 0.0 and max(behind[1:]) > 0.0  # going home now loses: go on


def test_hard_plays_for_the_victory_only_with_the_whole_game_remembered() -> None:
    """In a game's last round Hard's choices come from the totals; a memory that missed a reveal (or none, as when
    a view is shown alone) leaves it to its gems."""
    game = play_game(["hard", "normal", "normal"], seed=11)
    moments = [(i, s) for i, s in enumerate(game.states) if s.round == 5 and 0 in s.waiting_for() and s.events]
    assert moments
    for i, state in moments:
        view = view_for(state, 0)
        whole = _hard()
        watch_reveals([whole], game.states[: i + 1])
        assert whole.memory.history(3).complete
        gapped = _hard()
        watch_reveals([gapped], game.states[: i + 1])
        del gapped.memory.seen[min(k for k in gapped.memory.seen if k[0] == 3)]
        assert not gapped.memory.history(3).complete
        totals = tuple(state.score(p) for p in range(3))
        assert whole.go_on(view) == _decides(whole.plan_values(view, totals))
        assert gapped.go_on(view) == _hard().go_on(view) == _decides(_hard().plan_values(view))


def _decides(values: list[float]) -> bool:
    return max(values[1:], default=0.0) > values[0]


def test_at_the_table_a_computer_seat_watches_every_reveal() -> None:
    """The window's turn flow shows Hard each reveal before it chooses, also those made while it was in camp."""
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.flow import TurnFlow

    game = Game(Setup(("Ana", "Bruno", "Carla"), seed=5))
    hard = _hard(0)
    flow = TurnFlow(game, {0: hard})
    seen_last_round = False
    while not game.state.over:
        before = game.state
        flow.bots_choose()
        if before.round == 5 and 0 in before.waiting_for():
            history = hard.memory.history(3)
            assert history.complete
            assert history.totals == tuple(before.score(p) for p in range(3))
            seen_last_round = True
        for p in game.state.waiting_for():  # the humans: Bruno goes on while he carries less than 8, Carla 12
            flow.choose(p, game.state.carried[p] < (8 if p == 1 else 12))
    assert seen_last_round
