"""A game as a record: its setup plus the actions taken. Saving, loading, undo and replay.

Every state after every action is kept, so undo is a pop and a replay viewer
or a score chart can look at any moment. Loading reads and checks the file
through `savefile` (size and JSON limits, every field) and then replays the
actions through the rules, so a tampered file is refused at its first bad action.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cuzco.atomic_files import write_json_atomic
from cuzco.text import N_, Message, reason_of

from .actions import Action, action_to_json
from .errors import IllegalAction, SaveFileError
from .savefile import GAME_ID, SAVE_FORMAT, SAVE_VERSION, SaveData, check_save, read_save_json, refuse
from .setup import Setup, new_game
from .state import GameState

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "UNDO_BARRIERS", "Game", "SaveFileError", "load_game", "save_game"]
# Undo stops at these: they show hidden cards, start a festival, or end the turn.
UNDO_BARRIERS = frozenset({"draw", "end", "festival", "bid", "stand", "drop"})


class Game:
    def __init__(self, setup: Setup, meta: dict[str, Any] | None = None) -> None:
        self.setup = setup.resolved()
        self.states: list[GameState] = [new_game(self.setup)]
        self.actions: list[Action] = []
        # Facts about the table that the rules ignore (seat colours, computer seats): kept in saves.
        self.meta: dict[str, Any] = dict(meta or {})

    @classmethod
    def new(cls, setup: Setup) -> Game:
        return cls(setup)

    @property
    def state(self) -> GameState:
        return self.states[-1]

    def apply(self, action: Action) -> GameState:
        new = self.state.apply(action)
        self.actions.append(action)
        self.states.append(new)
        return new

    # ---- undo ------------------------------------------------------------
    def undo_floor(self) -> int:
        """How many actions must stay: undo never goes past a barrier action."""
        for i in range(len(self.actions) - 1, -1, -1):
            if self.actions[i].type in UNDO_BARRIERS:
                return i + 1
        return 0

    def can_undo(self) -> bool:
        return len(self.actions) > self.undo_floor()

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalAction(Message(N_("nothing to undo: undo stops at the start of the turn, a card draw or "
                                           "a festival")))
        self.states.pop()
        return self.actions.pop()

    def reset_turn(self) -> int:
        undone = 0
        while self.can_undo():
            self.undo()
            undone += 1
        return undone

    # ---- records ---------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        s = self.setup
        return {
            "format": SAVE_FORMAT,
            "game": GAME_ID,
            "version": SAVE_VERSION,
            "setup": {"names": list(s.names), "seed": s.seed, "first_player": s.first_player,
                      "deck": list(s.deck or ())},
            "actions": [action_to_json(a) for a in self.actions],
            "meta": self.meta,
            "saved_at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }

    @classmethod
    def from_json(cls, data: object) -> Game:
        """Rebuild a game by replaying its actions; SaveFileError names the first problem.

        Every field is checked first (`savefile.check_save`); then each action is replayed
        through the rules, and the first illegal one is refused with its index and reason."""
        return cls.from_save(check_save(data))

    @classmethod
    def from_save(cls, save: SaveData) -> Game:
        try:
            game = cls(save.setup, save.meta)
        except ValueError as exc:
            raise refuse(Message(N_("bad setup: {problem}"), {"problem": reason_of(exc)})) from None
        for i, action in enumerate(save.actions):
            try:
                game.apply(action)
            except ValueError as exc:  # IllegalAction is a ValueError too
                raise refuse(Message(N_("action {i} is not valid: {reason}"),
                                     {"i": i, "reason": reason_of(exc)})) from None
        return game


def save_game(game: Game, path: Path | str) -> None:
    """Write the record atomically (`cuzco.atomic_files`): the old save or the new one, never half."""
    write_json_atomic(path, game.to_json(), indent=1)


def load_game(path: Path | str) -> Game:
    """Read, check and replay a save file; never changes the file. Raises SaveFileError in one line."""
    return Game.from_json(read_save_json(path))
