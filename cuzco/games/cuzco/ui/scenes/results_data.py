"""The numbers behind the results screen, read from a finished game. No pygame here.

- `final_scorings(game)`: each player's Grand Final Scoring, city by city, in
  the order the players scored;
- `score_timeline(state)`: every player's prestige after each turn;
- `breakdown(state)`: points per player and source (temples, ponds, festivals, final);
- `ranking(state)`: places, ties sharing a place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cuzco.games.cuzco.rules.final_scoring import city_awards
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.regions import region_of
from cuzco.games.cuzco.rules.state import GameState

SOURCES: tuple[str, ...] = ("temple", "pond", "festival", "final")


@dataclass(frozen=True)
class CityAward:
    temple_value: int
    city_size: int
    rank: int  # 1 or 2
    points: int
    temple: Hex | None = None  # where the city's temple stands
    where: str = ""  # its part of the valley: a `COMPASS` key
    cells: frozenset[Hex] = frozenset()  # the city's hexes (to ring it on a map)


COMPASS = ("centre", "east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")


def compass(board_hexes: list[Hex], h: Hex) -> str:
    """Which part of the valley `h` lies in, as seen on screen (north up): the centre, or one of eight
    directions from it. Positions are the board's flat layout (`Layout.hex_to_pixel`)."""
    import math

    from cuzco.games.cuzco.ui.layout import Layout

    flat = Layout(size=1.0, tilt=1.0)
    points = [flat.hex_to_pixel(x) for x in board_hexes]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    half_w, half_h = max(1e-9, (max(xs) - min(xs)) / 2), max(1e-9, (max(ys) - min(ys)) / 2)
    x, y = flat.hex_to_pixel(h)
    dx, dy = (x - cx) / half_w, (y - cy) / half_h
    if math.hypot(dx, dy) < 0.35:
        return "centre"
    sector = round(math.degrees(math.atan2(dy, dx)) / 45) % 8  # 0 east, 2 south (screen y points down)
    return COMPASS[1 + sector]


@dataclass
class FinalScoring:
    player: int
    turn: int
    before: int  # the player's score just before their Grand Final Scoring
    cities: list[CityAward] = field(default_factory=list)
    # points the player won after their own final scoring (a festival, a pond), by source: why the
    # card's total can be below the ranking's
    later: dict[str, int] = field(default_factory=dict)

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cities)

    @property
    def total(self) -> int:
        """The score the card shows: before plus the final scoring."""
        return self.before + self.points

    @property
    def later_points(self) -> int:
        return sum(self.later.values())


def final_scorings(game: Any) -> list[FinalScoring]:
    """Each player's Grand Final Scoring, in the order they were done.

    The board a player is scored on is the one of the last state before their
    `final_scored` flag turns on: ending a turn moves no piece, so that board is
    the one the scoring saw.
    """
    out: list[FinalScoring] = []
    states: list[GameState] = game.states
    done: set[int] = set()
    for i in range(1, len(states)):
        prev, cur = states[i - 1], states[i]
        for p, player in enumerate(cur.players):
            if player.final_scored and p not in done:
                done.add(p)
                cities = []
                site = [prev.hex(c) for c in range(prev.board.site_count)]
                for temple, rank, points in city_awards(prev, p):
                    region = region_of(prev, temple)
                    cells = frozenset(prev.hex(c) for c in region.cells) if region else frozenset()
                    cities.append(CityAward(prev.temple[temple], region.size if region else 1, rank, points,
                                            prev.hex(temple), compass(site, prev.hex(temple)), cells))
                cities.sort(key=lambda c: (-c.points, -c.temple_value))
                before, later = _around_final(prev, cur, states[-1], p)
                out.append(FinalScoring(p, prev.turn, before, cities, later))
    return out


def _around_final(prev: GameState, cur: GameState, last: GameState, p: int) -> tuple[int, dict[str, int]]:
    """Player p's score just before their final scoring, and what they won after it, by source.

    The move that triggers a final scoring can score before it (a festival settled at the end of a
    turn) and later moves can score after it: the card shows the first, and names the second."""
    start = len(prev.score_log)
    mine = [i for i in range(start, len(cur.score_log)) if cur.score_log[i].player == p]
    finals = [i for i in mine if cur.score_log[i].source == "final"]
    first = finals[0] if finals else len(cur.score_log)
    after = finals[-1] + 1 if finals else len(cur.score_log)
    before = prev.players[p].score + sum(cur.score_log[i].points for i in mine if i < first)
    later: dict[str, int] = {}
    for event in last.score_log[after:]:
        if event.player == p:
            later[event.source] = later.get(event.source, 0) + event.points
    return before, later


def score_timeline(state: GameState) -> tuple[list[int], list[list[int]]]:
    """(turns, scores): scores[p][k] is player p's prestige at the end of turns[k] (turn 0 = start)."""
    last = max([state.turn, *(e.turn for e in state.score_log)])
    turns = list(range(0, last + 1))
    gained = [[0] * (last + 1) for _ in state.players]
    for event in state.score_log:
        gained[event.player][event.turn] += event.points
    scores = []
    for row in gained:
        total, line = 0, []
        for points in row:
            total += points
            line.append(total)
        scores.append(line)
    return turns, scores


def breakdown(state: GameState) -> list[dict[str, int]]:
    """Points per source for each player; every source present, zero when none."""
    table = [dict.fromkeys(SOURCES, 0) for _ in state.players]
    for event in state.score_log:
        table[event.player][event.source] = table[event.player].get(event.source, 0) + event.points
    return table


def ranking(state: GameState) -> list[tuple[int, int]]:
    """(place, player) best first; equal scores share a place (1, 1, 3...)."""
    order = sorted(range(state.num_players), key=lambda p: -state.players[p].score)
    out = []
    for p in order:
        place = 1 + sum(
            1 for q in range(state.num_players) if state.players[q].score > state.players[p].score
        )
        out.append((place, p))
    return out


def final_scoring_start(state: GameState) -> int | None:
    """The turn in which the first Grand Final Scoring happened (for marking the chart)."""
    turns = [e.turn for e in state.score_log if e.source == "final"]
    return min(turns) if turns else None
