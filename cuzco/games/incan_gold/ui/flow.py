"""Who chooses next at an Incan Gold table of humans and computers (pure Python, no pygame).

At the start of every turn the computer seats decide first, each from its own
view; a view never holds anybody's choice of the turn, so they decide as blind
as the humans. Then the humans choose one after another, from the start player
on clockwise, each behind the hand-off curtain when more than one human shares
the screen.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from cuzco.games.incan_gold.bots import Bot, watch_reveals
from cuzco.games.incan_gold.rules import Choose, Game, State, view_for


class TurnFlow:
    def __init__(self, game: Game, bots: Mapping[int, Bot]) -> None:
        self.game = game
        self.bots = dict(bots)

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def humans(self) -> list[int]:
        return [p for p in range(self.state.players) if p not in self.bots]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def bots_choose(self) -> State | None:
        """Every computer seat still to choose does so; the state before the reveal, or None if none chose."""
        before = self.state
        waiting = [p for p in before.waiting_for() if p in self.bots]
        if not waiting:
            return None
        watch_reveals(self.bots, self.game.states)  # every computer seat watches every reveal, in camp too
        decisions = [(p, self.bots[p].go_on(view_for(before, p))) for p in waiting]
        for p, go_on in decisions:
            self.game.apply(Choose(p, go_on))
        return before

    def next_human(self, skip: Collection[int] = ()) -> int | None:
        """The human who chooses next at the table, or None when none is waiting (`skip`: they choose
        on their phones)."""
        for p in self.state.waiting_for():
            if p not in self.bots and p not in skip:
                return p
        return None

    def choose(self, player: int, go_on: bool) -> bool:
        """A human's choice; True when it was the last of the turn (the reveal has happened)."""
        before = self.state.reveals
        self.game.apply(Choose(player, go_on))
        return self.state.reveals != before

    def withdraw(self, player: int) -> bool:
        """Take back `player`'s choice of this turn before the reveal (the others' choices stay):
        True when there was one to take back."""
        if not self.state.in_temple[player] or self.state.pending[player] is None:
            return False
        later = []
        while self.game.can_undo():
            action = self.game.undo()
            if getattr(action, "player", None) == player:
                break
            later.append(action)
        for action in reversed(later):
            self.game.apply(action)
        return True
