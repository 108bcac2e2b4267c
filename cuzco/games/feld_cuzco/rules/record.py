"""A game as a record: its setup plus its actions. Saving, loading (validated), undo and replay.

Save format (JSON object, version 2):
    {"format": "cuzco-save", "game": "feld-cuzco", "version": 2,
     "setup": {"names": [str, ...], "seed": int | str, "pututu": bool, "card13_any_village": bool,
              "start_vp": [int, int, int, int]  (absent in older saves: 0, 1, 2, 3),
              "first_player": seat  (only when one was chosen)},
     "actions": [{"type": "place", "player": 0, ...}, ...],   # see actions.py
     "meta": {...}}      # facts the rules ignore (e.g. which seats are computers)
Loading replays every action through the rules, so a tampered file is refused at its
first bad action with a SaveFileError naming it.

Version 1 saves were written under the first reading of three god cards (09, 01/11/15 and 13). The
corrected rules ask an optional step (card 09's discard, a phase II step kept open for a card) where the
first ones went straight on, so such a save is replayed by `_replay_first_rules`: where the next recorded
action is refused while the player could end an optional step, the step is ended (the player's "Done"
the first rules took for granted) and the action tried again. A card 13 played for a tile's move, which
the corrected rules no longer allow, cannot be carried over: the game is kept up to that move, which the
player makes again, and `Game.notes` says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cuzco.atomic_files import write_json_atomic
from cuzco.json_limits import JsonRefused, file_problem, parse_limited, read_capped, short
from cuzco.text import N_, Message, N_plural, reason_of

from .actions import Action, Done, PlayCard, action_from_json, action_to_json
from .engine import apply, legal_actions, new_game
from .errors import IllegalAction, SaveFileError
from .setup import Setup
from .state import State

MAX_SAVE_BYTES = 4 * 1024 * 1024
SAVE_FORMAT = "cuzco-save"
GAME_ID = "feld-cuzco"
SAVE_VERSION = 2
READS_VERSIONS = (1, 2)
MAX_ACTIONS = 100_000  # far above any real game (a few hundred decisions)


class Game:
    def __init__(self, setup: Setup, meta: dict[str, Any] | None = None) -> None:
        self.setup = setup
        self.states: list[State] = [new_game(setup)]
        self.actions: list[Action] = []
        self.meta: dict[str, Any] = dict(meta or {})
        self.notes: list[Message] = []  # what loading had to tell the player (never saved)

    @property
    def state(self) -> State:
        return self.states[-1]

    def apply(self, action: Action) -> State:
        new = apply(self.state, action)
        self.actions.append(action)
        self.states.append(new)
        return new

    def can_undo(self) -> bool:
        """Only the player's own decisions since the last roll of the dice or draw of a card can be taken back."""
        if len(self.states) < 2:
            return False
        before, now = self.states[-2], self.states[-1]
        return before.actor == now.actor and before.draws == now.draws and before.round == now.round

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalAction(Message(N_("nothing to undo: only a player's own steps since the last card drawn "
                                           "can be taken back")))
        self.states.pop()
        return self.actions.pop()

    def to_json(self) -> dict[str, Any]:
        s = self.setup
        setup: dict[str, Any] = {"names": list(s.names), "seed": s.seed, "pututu": s.pututu,
                                 "card13_any_village": s.card13_any_village, "start_vp": list(s.start_vp)}
        if s.first_player is not None:
            setup["first_player"] = s.first_player
        return {
            "format": SAVE_FORMAT, "game": GAME_ID, "version": SAVE_VERSION,
            "setup": setup,
            "actions": [action_to_json(a) for a in self.actions],
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: object) -> Game:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError(Message(N_("this is not a save file of this program")))
        if data.get("game") != GAME_ID:
            raise SaveFileError(Message(N_("this save is not a game of Feld's Cuzco (game {game})"),
                                        {"game": short(repr(data.get("game")), 40)}))
        version = data.get("version")
        if type(version) is not int or version not in READS_VERSIONS:
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
        if version == 1:
            _replay_first_rules(game, raw_actions)
            return game
        for i, raw in enumerate(raw_actions):
            try:
                game.apply(action_from_json(raw))
            except ValueError as exc:  # IllegalAction is a ValueError too
                raise _refused(i, exc) from None
        return game


def _refused(i: int, exc: ValueError) -> SaveFileError:
    return SaveFileError(Message(N_("action {i} is not valid: {reason}"), {"i": i, "reason": reason_of(exc)}))


def _replay_first_rules(game: Game, raw_actions: list[Any]) -> None:
    """Replay a version 1 save under the corrected rules (see the module's docstring)."""
    for i, raw in enumerate(raw_actions):
        action = _parsed(i, raw)
        try:
            game.apply(action)
            continue
        except ValueError as exc:
            refusal = exc
        done = Done(game.state.actor)
        if not game.state.over and done in legal_actions(game.state):
            game.apply(done)
            try:
                game.apply(action)
                continue
            except ValueError:
                game.states.pop()
                game.actions.pop()
        if isinstance(action, PlayCard) and action.card == 13:
            game.notes.append(N_plural(
                "This game was saved under an earlier reading of god card 13, which allowed it for a move made by "
                "a tile's ability in phase II. It resumes just before that card was played, in round {round}, and "
                "the player makes that move again: the {n} later step of the save could not follow the corrected "
                "rule.",
                "This game was saved under an earlier reading of god card 13, which allowed it for a move made by "
                "a tile's ability in phase II. It resumes just before that card was played, in round {round}, and "
                "the player makes that move again: the {n} later steps of the save could not follow the corrected "
                "rule.",
                {"round": max(1, game.state.round), "n": len(raw_actions) - i}))
            return
        raise _refused(i, refusal)


def _parsed(i: int, raw: object) -> Action:
    try:
        return action_from_json(raw)
    except ValueError as exc:
        raise _refused(i, exc) from None


LEGACY_START_VP = [0, 1, 2, 3]


def _setup_from_json(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise SaveFileError(Message(N_("the save file has no setup")))
    names, seed = raw.get("names"), raw.get("seed")
    pututu, card13 = raw.get("pututu", False), raw.get("card13_any_village", False)
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SaveFileError(Message(N_("bad setup: 'names' must be a list of player names")))
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise SaveFileError(Message(N_("bad setup: 'seed' must be a number or a text")))
    if type(pututu) is not bool or type(card13) is not bool:
        raise SaveFileError(Message(N_("bad setup: the options must be true or false")))
    # saves written before the field existed dealt the first reconstruction, 0/1/2/3 VP by order token
    start_vp = raw.get("start_vp", LEGACY_START_VP)
    if (not isinstance(start_vp, list) or len(start_vp) != 4
            or not all(type(v) is int and 0 <= v <= 99 for v in start_vp)):
        raise SaveFileError(Message(N_("bad setup: 'start_vp' must be a list of 4 numbers from 0 to 99")))
    first = raw.get("first_player")
    if first is not None and (type(first) is not int or not 0 <= first < len(names)):
        raise SaveFileError(Message(N_("bad setup: 'first_player' must be one of the seats")))
    setup = Setup(tuple(names), seed, pututu, card13, tuple(start_vp), first)
    problem = setup.problem()
    if problem:
        raise SaveFileError(Message(N_("bad setup: {problem}"), {"problem": problem}))
    return setup


def is_feld_cuzco_save(data: object) -> bool:
    """True when a decoded JSON document says it is a save of Feld's Cuzco (valid or not)."""
    return isinstance(data, dict) and data.get("game") == GAME_ID


def save_game(game: Game, path: Path | str) -> None:
    """Write the record atomically (`cuzco.atomic_files`), compact: the old save or the new one, never half."""
    write_json_atomic(path, game.to_json(), indent=None)


def read_json(path: Path | str) -> object:
    """The decoded JSON of a file; SaveFileError in one line if it cannot be read."""
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
