"""A game as a record: its setup plus its actions. Saving, loading (validated), undo and replay.

Save format (JSON object, version 1):
    {"format": "cuzco-save", "game": "incan-gold", "version": 1,
     "setup": {"names": [str, ...], "seed": int | str, "first_player": int, "artifacts": bool},
     "actions": [{"type": "choose", "player": int, "go_on": bool}, ...],
     "meta": {...}}      # facts the rules ignore (e.g. which seats are computers)
Loading replays every action through the rules, so a tampered file is refused
at its first bad action with a SaveFileError naming it.

A record never holds a secret: the choices of the turn not revealed yet stay in
memory and are left out of the file (`revealed_actions`), so a save taken in
the middle of a turn cannot be read in a text editor to learn who goes on. The
file says only how many were left out (meta "choices_asked_again"), so the
table that resumes it can tell the players it asks that turn's choices again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.atomic_files import write_json_atomic
from cuzco.json_limits import JsonRefused, file_problem, parse_limited, read_capped, short
from cuzco.text import N_, Message, reason_of

from .actions import Action, action_from_json, action_to_json
from .engine import apply, new_game
from .errors import IllegalAction, SaveFileError
from .setup import Setup
from .state import State

MAX_SAVE_BYTES = 2 * 1024 * 1024  # a whole game is a few KB

SAVE_FORMAT = "cuzco-save"
GAME_ID = "incan-gold"
SAVE_VERSION = 1
MAX_ACTIONS = 100_000  # far above any real game (8 players, 5 rounds, ~30 turns each)
ASKED_AGAIN = "choices_asked_again"  # meta: how many secret choices a save left out (never which)


class Game:
    def __init__(self, setup: Setup, meta: dict[str, Any] | None = None) -> None:
        self.setup = setup.resolved()
        self.states: list[State] = [new_game(self.setup)]
        self.actions: list[Action] = []
        self.meta: dict[str, Any] = dict(meta or {})

    @property
    def state(self) -> State:
        return self.states[-1]

    def apply(self, action: Action) -> State:
        new = apply(self.state, action)
        self.actions.append(action)
        self.states.append(new)
        return new

    # ---- undo: only choices of the current turn, before the reveal ---------
    def can_undo(self) -> bool:
        return len(self.states) > 1 and self.states[-1].reveals == self.states[-2].reveals

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalAction(Message(N_("nothing to undo: the choices of a turn can be taken back only before "
                                           "the reveal")))
        self.states.pop()
        return self.actions.pop()

    # ---- records ------------------------------------------------------------
    def revealed_actions(self) -> int:
        """How many actions lead up to the last reveal: the ones after it are this turn's secret choices."""
        n = len(self.actions)
        while n > 0 and self.states[n].reveals == self.states[n - 1].reveals:
            n -= 1
        return n

    def to_json(self) -> dict[str, Any]:
        """The record, without the secret choices of the turn not revealed yet."""
        s = self.setup
        kept = self.revealed_actions()
        meta = {k: v for k, v in self.meta.items() if k != ASKED_AGAIN}
        if kept < len(self.actions):
            meta[ASKED_AGAIN] = len(self.actions) - kept
        return {
            "format": SAVE_FORMAT, "game": GAME_ID, "version": SAVE_VERSION,
            "setup": {"names": list(s.names), "seed": s.seed, "first_player": s.first_player,
                      "artifacts": s.artifacts},
            "actions": [action_to_json(a) for a in self.actions[:kept]],
            "meta": meta,
        }

    @classmethod
    def from_json(cls, data: object) -> Game:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError(Message(N_("this is not a save file of this program")))
        if data.get("game") != GAME_ID:
            raise SaveFileError(Message(N_("this save is not an Incan Gold game (game {game})"),
                                        {"game": short(repr(data.get("game")), 40)}))
        version = data.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise SaveFileError(Message(
                N_("save format version {version} is not supported (this build reads {supported})"),
                {"version": short(repr(version), 40), "supported": SAVE_VERSION}))
        setup = _setup_from_json(data.get("setup"))
        raw_actions = data.get("actions")
        if not isinstance(raw_actions, list):
            raise SaveFileError(Message(N_("the save file has no list of actions")))
        if len(raw_actions) > MAX_ACTIONS:
            raise SaveFileError(Message(N_("the save file holds {n} actions, more than any game can"),
                                        {"n": len(raw_actions)}))
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise SaveFileError(Message(N_("'meta' must be a JSON object")))
        game = cls(setup, meta)
        for i, raw in enumerate(raw_actions):
            try:
                game.apply(action_from_json(raw))
            except ValueError as exc:  # IllegalAction is a ValueError too
                raise SaveFileError(Message(N_("action {i} is not valid: {reason}"),
                                            {"i": i, "reason": reason_of(exc)})) from None
        return game


def _setup_from_json(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise SaveFileError(Message(N_("the save file has no setup")))
    names, seed, first = raw.get("names"), raw.get("seed"), raw.get("first_player")
    artifacts = raw.get("artifacts", True)
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SaveFileError(Message(N_("bad setup: 'names' must be a list of player names")))
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise SaveFileError(Message(N_("bad setup: 'seed' must be a number or a text")))
    if type(first) is not int:
        raise SaveFileError(Message(N_("bad setup: 'first_player' must be a seat number")))
    if type(artifacts) is not bool:
        raise SaveFileError(Message(N_("bad setup: 'artifacts' must be true or false")))
    setup = Setup(tuple(names), seed, first, artifacts)
    problem = setup.problem()
    if problem:
        raise SaveFileError(Message(N_("bad setup: {problem}"), {"problem": problem}))
    return setup


def is_incan_gold_save(data: object) -> bool:
    """True when a decoded JSON document says it is an Incan Gold save (valid or not)."""
    return isinstance(data, dict) and data.get("game") == GAME_ID


def save_game(game: Game, path: Path | str) -> None:
    """Write the record atomically (`cuzco.atomic_files`): the old save or the new one, never half."""
    write_json_atomic(path, game.to_json(), indent=1)


def read_json(path: Path | str) -> object:
    """The decoded JSON of a file; SaveFileError in one line if it cannot be read.

    The same limits as Cuzco's saves (size, nesting, number length) keep hostile files out.
    """
    path = Path(path)
    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveFileError(Message(N_("no save file at {path}"), {"path": str(path)})) from None
    except JsonRefused as exc:
        raise SaveFileError(Message(N_("{file}: {reason}"), {"file": path.name, "reason": reason_of(exc)})) from None
    except OSError as exc:
        raise SaveFileError(Message(N_("cannot read {file}: {reason}"),
                                    {"file": path.name, "reason": file_problem(exc)})) from None
    try:
        return parse_limited(raw)
    except JsonRefused as exc:
        raise SaveFileError(Message(N_("{file} is not a readable save: {reason}"),
                                    {"file": path.name, "reason": reason_of(exc)})) from None


def load_game(path: Path | str) -> Game:
    return Game.from_json(read_json(path))
