"""Grand Final Scoring: city by city, first place takes the temple's value, second place half."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .journal import add_score, note
from .position import ranks
from .regions import regions

if TYPE_CHECKING:
    from .state import GameState


def city_awards(state: GameState, player: int) -> list[tuple[int, int, int]]:
    """(temple cell, rank, points) for each city where `player` places first or second."""
    awards = []
    for region in regions(state):
        if region.temple is None:
            continue
        rank = ranks(state, region.cells).get(player)
        value = state.temple[region.temple]
        if rank == 1:
            awards.append((region.temple, 1, value))
        elif rank == 2:
            awards.append((region.temple, 2, value // 2))
    return sorted(awards)


def preview(state: GameState) -> list[int]:
    """What each player would score in a Grand Final Scoring right now."""
    return [sum(points for _, _, points in city_awards(state, p)) for p in range(state.num_players)]


def grand_final_scoring(state: GameState, player: int) -> None:
    name = state.players[player].name
    awards = city_awards(state, player)
    for temple, rank, points in awards:
        said = {"value": state.temple[temple], "hex": state.hex(temple)}
        add_score(state, player, points, "final", Message(
            N_("Grand Final Scoring: first place in the city of the value-{value} temple at {hex}") if rank == 1
            else N_("Grand Final Scoring: second place in the city of the value-{value} temple at {hex}"), said))
    if not awards:
        note(state, Message(N_("{player} places first or second in no city: the Grand Final Scoring brings nothing"),
                            {"player": name}), player)
    state.players[player].final_scored = True
