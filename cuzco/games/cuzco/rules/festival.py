"""Festivals: proposing one at a temple, the bidding, and settling it.

Bidding: the proposer opens; the go then passes in turn order among those
still in. Below the highest total a bidder must play up to at least it or
drop out; at the highest they may play higher or stand. It ends when one
bidder is left, or when the go would return to the last one who played cards:
everyone still in is then tied at the top and co-organizes.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cuzco.text import N_, Message, N_plural

from .cards import turn_up
from .components import FESTIVAL_PRESTIGE, card_worth
from .journal import add_score, name_list, note
from .regions import region_of
from .state import FestivalState

if TYPE_CHECKING:
    from .state import GameState

PLAYS_CARDS = "{player} plays {n} card: {fp} FP"  # the id of a bid's log entry, which the bots read back


def players_in_city(state: GameState, temple: int) -> set[int]:
    region = region_of(state, temple)
    assert region is not None
    return {owner for c in region.cells if (owner := state.inca[c]) is not None}


def cards_problem(state: GameState, player: int, cards: tuple[str, ...], wanted: str | None) -> str | None:
    if not cards:
        return Message(N_("choose at least one card to play"))
    if Counter(cards) - Counter(state.players[player].hand):
        return Message(N_("you do not hold those cards"))
    if any(card_worth(c, wanted) == 0 for c in cards):
        return Message(N_("a card that shows none of the wanted relics is worth 0 FP and cannot be played"))
    return None


def matching_cards(state: GameState, player: int, wanted: str | None) -> list[str]:
    return [c for c in state.players[player].hand if card_worth(c, wanted) > 0]


def temple_problem(state: GameState, cell: int | None) -> str | None:
    """Why the current player may not propose a festival at this temple (cards aside)."""
    if cell is None or not state.temple[cell]:
        return Message(N_("there is no temple there"))
    if state.disc[cell]:
        return Message(N_("a festival was already held at this temple: it must be expanded before the next one"))
    if state.discs <= 0:
        return Message(N_("no solar discs are left"))
    if state.current not in players_in_city(state, cell):
        return Message(N_("you need an Inca in this city to propose a festival there"))
    return None


def propose_problem(state: GameState, cell: int | None, cards: tuple[str, ...]) -> str | None:
    return temple_problem(state, cell) or cards_problem(state, state.current, cards, state.faceup)


def festival_temples(state: GameState) -> list[int]:
    """Temples where the current player could propose a festival now."""
    if not matching_cards(state, state.current, state.faceup):
        return []
    return [c for c in range(state.board.cell_count) if state.temple[c] and temple_problem(state, c) is None]


def no_festival_reason(state: GameState) -> Message | None:
    """Why the current player cannot propose a festival anywhere now (None when they can)."""
    if state.phase != "turn":
        return Message(N_("a festival is proposed only during a turn"))
    if not state.placed:
        return Message(N_("your turn begins with placing a terrain"))
    temples = [c for c in range(state.board.cell_count) if state.temple[c]]
    if not temples:
        return Message(N_("a festival is held at a temple, and there is no temple on the board yet"))
    if state.discs <= 0:
        return Message(N_("no solar discs are left"))
    mine = [c for c in temples if state.current in players_in_city(state, c)]
    if not mine:
        return Message(N_("you need an Inca in a city to propose a festival at its temple"))
    if all(state.disc[c] for c in mine):
        return Message(N_("a festival was already held at the temple of every city you stand in: "
                          "it must be expanded before the next one"))
    if not matching_cards(state, state.current, state.faceup):
        return Message(N_("you hold no card that shows a relic of the face-up card, and a festival "
                          "opens with one"))
    return None


def _play(state: GameState, player: int, cards: tuple[str, ...]) -> None:
    f = state.festival
    assert f is not None
    hand = state.players[player].hand
    for c in cards:
        hand.remove(c)
    f.played[player].extend(cards)
    f.totals[player] += sum(card_worth(c, f.wanted) for c in cards)
    f.last_to_play = player


def highest(f: FestivalState) -> int:
    return max(f.totals[p] for p in f.active)


def do_propose(state: GameState, cell: int, cards: tuple[str, ...]) -> None:
    n = state.num_players
    inside = players_in_city(state, cell)
    order = [(state.current + i) % n for i in range(n) if (state.current + i) % n in inside]
    state.festival = FestivalState(
        temple=cell, proposer=state.current, order=order, active=list(order),
        totals={p: 0 for p in order}, played={p: [] for p in order},
        bidder=state.current, last_to_play=state.current, wanted=state.faceup or "",
    )
    note(state, Message(N_("{player} proposes a festival at the value-{value} temple"),
                        {"player": state.players[state.current].name, "value": state.temple[cell]}))
    _play(state, state.current, cards)
    _pass_go(state)


def bid_problem(state: GameState, cards: tuple[str, ...]) -> str | None:
    f = state.festival
    assert f is not None
    problem = cards_problem(state, f.bidder, cards, f.wanted)
    if problem:
        return problem
    top = highest(f)
    total = f.totals[f.bidder] + sum(card_worth(c, f.wanted) for c in cards)
    if total < top:
        return Message(N_("you must reach at least {top} FP (those cards bring you to {total})"),
                       {"top": top, "total": total})
    return None


def stand_problem(state: GameState) -> str | None:
    f = state.festival
    assert f is not None
    top = highest(f)
    if f.totals[f.bidder] < top:
        return Message(N_("you are below the highest total: play cards to reach {top} FP, or drop out"), {"top": top})
    return None


def do_bid(state: GameState, cards: tuple[str, ...]) -> None:
    f = state.festival
    assert f is not None
    _play(state, f.bidder, cards)
    note(state, N_plural("{player} plays {n} card: {fp} FP", "{player} plays {n} cards: {fp} FP",
                         {"player": state.players[f.bidder].name, "n": len(cards), "fp": f.totals[f.bidder]}), f.bidder)
    _pass_go(state)


def do_stand(state: GameState, automatic: bool = False) -> None:
    f = state.festival
    assert f is not None
    said = {"player": state.players[f.bidder].name, "fp": f.totals[f.bidder]}
    if automatic:
        note(state, Message(N_("{player} stands at {fp} FP (no matching card left)"), said), f.bidder)
    else:
        note(state, Message(N_("{player} stands at {fp} FP"), said), f.bidder)
    _pass_go(state)


def do_drop(state: GameState, automatic: bool = False) -> None:
    f = state.festival
    assert f is not None
    f.active.remove(f.bidder)
    said = {"player": state.players[f.bidder].name}
    if automatic:
        note(state, Message(N_("{player} drops out of the festival (no matching card left)"), said), f.bidder)
    else:
        note(state, Message(N_("{player} drops out of the festival"), said), f.bidder)
    _pass_go(state)


def _next_in_order(f: FestivalState, after: int) -> int:
    i = f.order.index(after)
    for k in range(1, len(f.order) + 1):
        p = f.order[(i + k) % len(f.order)]
        if p in f.active:
            return p
    return after


def _pass_go(state: GameState) -> None:
    """Hand the go on, standing or dropping bidders who have nothing to play, until someone must choose."""
    f = state.festival
    assert f is not None
    nxt = _next_in_order(f, f.bidder)
    if len(f.active) <= 1 or nxt == f.last_to_play:
        _settle(state)
        return
    f.bidder = nxt
    if not matching_cards(state, nxt, f.wanted):
        if f.totals[nxt] >= highest(f):
            do_stand(state, automatic=True)
        else:
            do_drop(state, automatic=True)


def _settle(state: GameState) -> None:
    from .turns import end_turn

    f = state.festival
    assert f is not None
    value = state.temple[f.temple]
    organizers = [p for p in f.order if p in f.active]
    sole, shared = FESTIVAL_PRESTIGE[value]
    if len(organizers) == 1:
        add_score(state, organizers[0], sole, "festival",
                  Message(N_("organized a festival at a value-{value} temple"), {"value": value}))
    else:
        names = name_list([state.players[p].name for p in organizers])
        note(state, Message(N_("{players} co-organize the festival at {fp} FP"),
                            {"players": names, "fp": f.totals[organizers[0]]}))
        for p in organizers:
            add_score(state, p, shared, "festival",
                      Message(N_("co-organized a festival at a value-{value} temple"), {"value": value}))
    for p in f.order:
        state.discard.extend(f.played[p])
    turn_up(state)
    state.disc[f.temple] = True
    state.discs -= 1
    state.festival = None
    end_turn(state)
