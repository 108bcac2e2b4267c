"""Turn flow: starting a turn, ending it, and the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cuzco.text import N_, Message

from .components import BASE_AP, TILE_KINDS
from .final_scoring import grand_final_scoring
from .journal import name_list, note
from .positions import can_place_anywhere
from .state import PHASE_OVER, PHASE_TURN

if TYPE_CHECKING:
    from .state import GameState


def begin_turn(state: GameState, player: int, first: bool = False) -> None:
    state.current = player
    if not first:
        state.turn += 1
    state.phase = PHASE_TURN
    state.ap = state.ap_total = BASE_AP
    state.token_used = False
    state.placed = False
    state.draws = 0
    state.changed_temples = []
    name = state.players[player].name
    # whether a triple fits is asked once: it decides both the end and the duty to place
    triple_fits = can_place_anywhere(state, "triple")
    if state.end_trigger is None and state.triples > 0 and not triple_fits:
        state.end_trigger = player
        note(state, Message(N_("No triple terrain fits anywhere any more: the end of the game begins")))
    if state.final_turn:
        state.placed = True
        note(state, Message(N_("{player} plays a final turn (no terrain has to be placed)"), {"player": name}))
    elif not triple_fits and not any(can_place_anywhere(state, tile) for tile in TILE_KINDS[1:]):
        state.placed = True
        note(state, Message(N_("{player} has no legal placement: the turn goes on without one"), {"player": name}))


def end_turn(state: GameState) -> None:
    if state.end_trigger is not None:
        grand_final_scoring(state, state.current)
        following = (state.current + 1) % state.num_players
        if following == state.end_trigger:
            state.phase = PHASE_OVER
            winners = name_list([state.players[p].name for p in state.winners()])
            note(state, Message(N_("The game is over. Winner: {players}"), {"players": winners}))
            return
    begin_turn(state, (state.current + 1) % state.num_players)
