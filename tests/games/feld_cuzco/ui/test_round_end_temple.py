"""The end of a round of Feld's Cuzco says who the temple gave its Inti medal to, read from the states around
the round's scoring: a medal the winner spent on a god card in the same round (before or after the scoring)
must not hide it, as the difference between the round's first and last states did."""

from __future__ import annotations

from functools import lru_cache

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import Game, State
from cuzco.games.feld_cuzco.rules import board as B
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene, TempleResult, temple_result


@lru_cache(maxsize=1)
def games() -> tuple[Game, ...]:
    return tuple(play_game(["normal", "normal", "random"], seed=seed) for seed in (0, 1, 2))


def expected_winner(before_scoring: State) -> int | None:
    """The rule, worked out again: the most priests on the steps, a tie to the highest priest."""
    a = before_scoring
    counts = [B.priests_on_steps(a, s) for s in range(a.n)]
    if a.temple_medals == 0 or max(counts) == 0:
        return None
    return max(range(a.n), key=lambda s: (counts[s], B.highest_priest_step(a, s)))


def test_the_round_end_names_the_temples_medal_winner_even_when_a_medal_was_spent_that_round() -> None:
    hidden_before = 0  # rounds where the round's first and last states show no medal won by the winner
    for game in games():
        for rnd in range(1, 7):
            start = next(s for s in game.states if s.round == rnd)
            end = next((s for s in game.states if s.round == rnd + 1), game.state)
            last = max(i for i, s in enumerate(game.states) if s.round == rnd and s.phase in ("dice", "abilities"))
            winner = expected_winner(game.states[last])
            temple = temple_result(game, rnd)
            assert temple is not None and temple.winner == winner, (rnd, temple, winner)
            scene = RoundEndScene(start, end, list(end.names), temple)
            for seat in range(end.n):
                medal_lines = [line for line in scene.events(seat) if "Inti medal" in line]
                assert medal_lines == (["+1 Inti medal"] if seat == winner else []), (rnd, seat, medal_lines)
            line = scene.temple_line()
            assert line is not None and (winner is None or end.names[winner] in line)
            if winner is not None and end.players[winner].medals <= start.players[winner].medals:
                hidden_before += 1
    assert hidden_before > 0  # the case that was shown wrong is among these rounds


def test_the_temple_line_says_when_nobody_had_a_priest_or_no_medal_was_left() -> None:
    game = games()[0]
    start, end = game.states[0], game.state
    nobody = RoundEndScene(start, end, list(end.names), TempleResult(None, 4)).temple_line()
    assert nobody is not None and "nobody" in nobody and "4 medals left" in nobody
    none_left = RoundEndScene(start, end, list(end.names), TempleResult(None, 0, given=False)).temple_line()
    assert none_left == "Temple: no Inti medal is left to give."
    one_left = RoundEndScene(start, end, list(end.names), TempleResult(1, 1)).temple_line()
    assert one_left is not None and end.names[1] in one_left and "1 medal left" in one_left


def test_a_round_not_yet_scored_has_no_temple_result() -> None:
    game = games()[0]
    partial = Game(game.setup)
    for action in game.actions[:10]:
        partial.apply(action)
    assert temple_result(partial, 1) is None
