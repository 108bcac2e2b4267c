"""Bots playing a whole game against each other, recorded as a `Game` (so it can be saved or replayed)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cuzco.games.cuzco.rules import Action, GameState
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup

# A safety net, not a limit real games meet: random games take a few hundred
# actions and greedy ones under a thousand. It keeps a bot bug from hanging a test.
MAX_ACTIONS = 5000


def bot_names(kinds: Sequence[str]) -> tuple[str, ...]:
    return tuple(f"{kind.capitalize()} {i + 1}" for i, kind in enumerate(kinds))


def play_game(kinds: Sequence[str], seed: int | str, max_actions: int = MAX_ACTIONS,
              on_action: Callable[[GameState, Action], None] | None = None,
              iterations: int | None = None) -> Game:
    """Seat one bot of each kind (in order), play until the game ends or `max_actions` are taken.

    Each bot's seed is derived from the game seed and its seat, so bots of one
    kind still play differently. `on_action(state, action)` sees every action
    before it is applied (the bench uses it to sample real positions).
    `iterations` is the Hard bots' search budget (None: their calibrated one).
    """
    from . import make_bot  # here, not at the top: the package imports this module

    game = Game.new(Setup(bot_names(kinds), seed))
    bots = [make_bot(kind, f"{seed}/seat{i}", iterations) for i, kind in enumerate(kinds)]
    while not game.state.is_over and len(game.actions) < max_actions:
        state = game.state
        action = bots[state.actor].choose(state)
        if on_action is not None:
            on_action(state, action)
        game.apply(action)
    return game
