"""The hand-off summary tells every point scored since a player's last turn exactly once.

At every hand-off of self-played games (every turn's start), the points on the summary's lines,
player by player, add up to how far each score moved since that player's last turn, and so do
the "+N PP" the words show."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.actions import ProposeFestival
from cuzco.games.cuzco.ui.scenes.turn_summary import since_last_turn, summary

PP = re.compile(r"\+(\d+) PP")


@dataclass
class _Upto:
    """The game as it stood after its first `n` actions (what a hand-off at that moment sees)."""

    states: list[Any]
    actions: list[Any]


def _hand_offs(game: Any) -> list[int]:
    """Indexes of the states where a player's turn begins (a hand-off in a hot-seat game)."""
    states = game.states
    return [
        i for i in range(1, len(states))
        if states[i].phase == "turn" and (states[i].current != states[i - 1].current or states[i - 1].phase != "turn")
    ]


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 5)])
def test_every_point_since_the_last_turn_is_on_exactly_one_line(players: int, seed: int) -> None:
    game = play_game(["greedy"] * players, seed=seed)
    festivals_told: dict[int, list[int]] = {}
    checked = 0
    for i in _hand_offs(game):
        upto = _Upto(game.states[: i + 1], game.actions[:i])
        who = upto.states[-1].current
        start = since_last_turn(upto, who)
        lines = summary(upto, who)
        before, now = upto.states[start].players, upto.states[-1].players
        for p in range(players):
            told = sum(line.points.get(p, 0) for line in lines)
            assert told == now[p].score - before[p].score, (i, p, [line.text for line in lines])
        events = upto.states[-1].score_log[len(upto.states[start].score_log):]
        for kind, words in (("festival", "called a festival"), ("final", "Grand Final Scoring")):
            on_lines = sum(sum(line.points.values()) for line in lines if words in line.text)
            assert on_lines == sum(e.points for e in events if e.source == kind), [line.text for line in lines]
        shown = sum(int(n) for line in lines for n in PP.findall(line.text))
        assert shown == sum(now[p].score - before[p].score for p in range(players)), [line.text for line in lines]
        for k in range(start, i):
            if isinstance(game.actions[k], ProposeFestival):
                festivals_told.setdefault(k, []).append(who)
        checked += 1
    assert checked > 30
    assert game.state.is_over and any(e.source == "final" for e in game.state.score_log)
    assert festivals_told  # the games held festivals, and each was told to each player once at most
    assert all(len(told) == len(set(told)) for told in festivals_told.values())


def test_the_grand_final_scoring_and_festivals_have_lines_of_their_own() -> None:
    game = play_game(["greedy"] * 3, seed=11)
    hand_offs = _hand_offs(game)
    finals = [line for i in hand_offs
              for line in summary(_Upto(game.states[: i + 1], game.actions[:i]), game.states[i].current)
              if "Grand Final Scoring" in line.text]
    assert finals and all(len(line.points) == 1 for line in finals)
    movers = [line for i in hand_offs
              for line in summary(_Upto(game.states[: i + 1], game.actions[:i]), game.states[i].current)
              if " placed " in line.text]
    assert all("festival" not in line.text and "Grand Final" not in line.text for line in movers)
