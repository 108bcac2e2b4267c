"""What one player may see: the public table plus their own tent and their own pending choice.

Hidden from a seat: the other tents (until the game is over), the other players'
choices of the current turn (only whether they have chosen), and the order of the
deck. The deck's contents are public knowledge (every card of the box is known,
and the path and the removed pile are on the table), so the view lists them unordered.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import ARTIFACT, HAZARD, TREASURE
from .state import Event, PathCard, State


@dataclass(frozen=True)
class PlayerView:
    me: int
    names: tuple[str, ...]
    round: int
    start_player: int
    turn: int
    path: tuple[PathCard, ...]
    in_temple: tuple[bool, ...]
    carried: tuple[int, ...]
    artifacts: tuple[tuple[int, ...], ...]
    tents: tuple[int | None, ...]      # own tent; the others' only once the game is over
    my_choice: bool | None
    chosen: tuple[bool, ...]           # who has chosen this turn, not what
    deck_size: int
    deck_hazards: tuple[tuple[str, int], ...]  # (kind, copies left in the deck)
    deck_treasures: tuple[int, ...]    # values of the treasure cards in the deck, sorted
    deck_artifacts: int
    artifacts_taken: int               # artifacts carried out so far in the game (sets their worth)
    artifacts_in_play: bool
    over: bool
    events: tuple[Event, ...]

    @property
    def players(self) -> int:
        return len(self.names)

    def path_gems(self) -> int:
        return sum(c.gems for c in self.path)

    def path_artifacts(self) -> int:
        return sum(1 for c in self.path if c.card.kind == ARTIFACT)

    def path_hazards(self) -> tuple[str, ...]:
        return tuple(c.card.hazard for c in self.path if c.card.kind == HAZARD)


def view_for(state: State, player: int) -> PlayerView:
    if not 0 <= player < state.players:
        raise ValueError(f"there is no player {player} in this game")
    deck = Counter(c.hazard for c in state.deck if c.kind == HAZARD)
    return PlayerView(
        me=player, names=state.names, round=state.round, start_player=state.start_player, turn=state.turn,
        path=state.path, in_temple=state.in_temple, carried=state.carried, artifacts=state.artifacts,
        tents=tuple(t if (p == player or state.over) else None for p, t in enumerate(state.tents)),
        my_choice=state.pending[player],
        chosen=tuple(c is not None for c in state.pending),
        deck_size=len(state.deck),
        deck_hazards=tuple(sorted(deck.items())),
        deck_treasures=tuple(sorted(c.value for c in state.deck if c.kind == TREASURE)),
        deck_artifacts=sum(1 for c in state.deck if c.kind == ARTIFACT),
        artifacts_taken=state.artifacts_taken, artifacts_in_play=state.artifacts_in_play,
        over=state.over, events=state.events,
    )
