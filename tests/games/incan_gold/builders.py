"""Scenario tables for the Incan Gold rule tests: a state built from a few readable facts."""

from __future__ import annotations

from dataclasses import replace

from cuzco.games.incan_gold.rules import Card, Choose, Game, PathCard, Setup, State, apply, new_game

NAMES = ("Ana", "Bruno", "Carla", "Diego", "Elena", "Felix", "Gema", "Hugo")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def table(players: int = 4, *, deck: str = "", path: list[tuple[str, int]] | None = None,
          carried: tuple[int, ...] | None = None, in_temple: tuple[bool, ...] | None = None,
          round_number: int = 1, artifacts: tuple[tuple[int, ...], ...] | None = None,
          tents: tuple[int, ...] | None = None, start: int = 0) -> State:
    """A turn in progress: `path` is (card code, gems on it) from the temple on; nobody has chosen yet."""
    base = new_game(Setup(NAMES[:players], seed=0, first_player=start))
    return replace(
        base, round=round_number, turn=1, deck=cards(deck),
        path=tuple(PathCard(Card.from_code(c), g) for c, g in (path or [])),
        carried=carried or (0,) * players, in_temple=in_temple or (True,) * players,
        tents=tents or (0,) * players, artifacts=artifacts or ((),) * players, removed=(), banked=(),
        round_bank=(0,) * players, events=(), pending=(None,) * players, start_player=start,
    )


def everyone(state: State, go_on: dict[int, bool] | None = None, default: bool = True) -> State:
    """Every player still in the temple chooses (`go_on` per seat, else `default`); returns after the reveal."""
    go_on = go_on or {}
    for p in state.waiting_for():
        state = apply(state, Choose(p, go_on.get(p, default)))
    return state


def play_out(game: Game, go_on: bool = False) -> None:
    while not game.state.over:
        p = game.state.waiting_for()[0]
        game.apply(Choose(p, go_on))
