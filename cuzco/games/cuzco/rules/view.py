"""What one player may see: everything public, their own hand, others' hand sizes only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState


def view_for(state: GameState, player: int) -> dict[str, Any]:
    f = state.festival
    return {
        "me": player,
        "current": state.current,
        "actor": state.actor,
        "phase": state.phase,
        "turn": state.turn,
        "ap": state.ap,
        "ap_total": state.ap_total,
        "hand": sorted(state.players[player].hand),
        "players": [
            {"name": p.name, "score": p.score, "reserve": p.reserve, "doubles": p.doubles, "crops": p.crops,
             "villages": p.villages, "tokens": p.tokens, "hand_size": len(p.hand), "final_scored": p.final_scored}
            for p in state.players
        ],
        "faceup": state.faceup,
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "supply": {"triples": state.triples, "ponds": state.ponds_left, "floors": dict(state.floors),
                   "discs": state.discs},
        "festival": None if f is None else {
            "temple": state.hex(f.temple).to_list(), "bidders": list(f.order), "still_in": list(f.active),
            "totals": dict(f.totals), "bidder": f.bidder, "wanted": f.wanted,
        },
    }
