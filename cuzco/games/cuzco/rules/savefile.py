"""The one place where a save file is read and checked, field by field, before anything uses it.

    read_save(path) -> SaveData    # read (size capped), parse (limits), check; SaveFileError otherwise
    check_save(data) -> SaveData   # the same checks on data already parsed

Everything that reads saves goes through here: loading a game (`record.load_game`,
used by the Load screen, Continue and `cuzco replay`) and the Load screen's list,
which shows a file's players and length without replaying it. A `SaveData` has
a valid setup, well-formed actions and a checked `meta`; whether the actions are
legal is for the rules to say when `record.Game` replays them.

Limits (also in docs/save-format.md): a file of at most `MAX_SAVE_BYTES`; JSON
nested at most `MAX_DEPTH` levels; numbers of at most 40 characters; player
names of 1 to `MAX_NAME_LENGTH` printable characters (what the new-game form
allows); at most `MAX_ACTIONS` actions. Messages name the field that is wrong,
quote at most a short piece of what was found, and are one line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cuzco.json_limits import FileTooBig, JsonRefused, file_problem, parse_limited, read_capped, short
from cuzco.text import N_, Message, reason_of

from .actions import Action, action_from_json
from .components import CARD_FACES, COPIES_PER_FACE, MAX_PLAYERS, MIN_PLAYERS
from .errors import SaveFileError
from .setup import Setup

SAVE_FORMAT = "cuzco-save"
GAME_ID = "cuzco"  # the "game" field; saves written before there was a second game have none
SAVE_VERSION = 1

MAX_SAVE_BYTES = 2 * 1024 * 1024  # a whole game is about 25 KB: a hundred times that, and more
MAX_DEPTH = 20  # a save nests 4 levels deep (meta colours); room for what later versions keep in meta
MAX_NAME_LENGTH = 16  # the new-game form's limit
MAX_SEED_TEXT = 64
MAX_SEED_DIGITS = 30
MAX_ACTIONS = 10_000  # a whole game is a few hundred
MAX_META_KEYS = 64
MAX_KEY_LENGTH = 64
MAX_BOT_KIND = 32
MAX_SAVED_AT = 64
MAX_MESSAGE = 200

_SEAT = re.compile(r"[0-9]")  # ASCII only: "²".isdigit() is true but int("²") fails


@dataclass
class SaveData:
    """A checked save: what `record.Game` needs to replay it, and what the Load screen shows."""

    setup: Setup
    actions: list[Action]
    meta: dict[str, Any] = field(default_factory=dict)
    saved_at: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names


def refuse(message: str) -> SaveFileError:
    """A SaveFileError whose message is one line of bounded length, whatever went into it.

    A Message stays one (the UI translates it): its text parameters are made one line and
    shortened until the English fits."""
    if isinstance(message, Message):
        for limit in (120, 60, 24):
            message = _bounded(message, limit)
            if len(message) <= MAX_MESSAGE:
                return SaveFileError(message)
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE:
        line = line[: MAX_MESSAGE - 1] + "\u2026"
    return SaveFileError(line)


def _bounded(message: Message, limit: int) -> Message:
    params = {k: _bounded(v, limit) if isinstance(v, Message) else short(" ".join(v.split()), limit)
              if isinstance(v, str) else v for k, v in message.params.items()}
    return Message(message.msgid, params, message.plural, message.count)


def read_save(path: Path | str) -> SaveData:
    """Read and check a save file without replaying it. Never changes the file."""
    return check_save(read_save_json(path))


def read_save_json(path: Path | str) -> object:
    """The parsed JSON of a save file, within the size and parsing limits."""
    path = Path(path)
    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise refuse(Message(N_("no save file at {path}"), {"path": str(path)})) from None
    except FileTooBig as exc:
        raise refuse(Message(N_("{file}: {reason}"), {"file": path.name, "reason": reason_of(exc)})) from None
    except OSError as exc:
        raise refuse(Message(N_("cannot read {file}: {reason}"),
                             {"file": path.name, "reason": file_problem(exc)})) from None
    try:
        return parse_limited(raw, MAX_DEPTH)
    except JsonRefused as exc:
        raise refuse(Message(N_("{file} cannot be read: {reason}"),
                             {"file": path.name, "reason": reason_of(exc)})) from None


def check_save(data: object) -> SaveData:
    """Check every field of a parsed save, in the order of the file; SaveFileError names the first problem."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise refuse(Message(N_("this is not a Cuzco save file")))
    game = data.get("game", GAME_ID)
    if game != GAME_ID:
        raise refuse(Message(N_("this is a save of another game ({game}), not of Cuzco"), {"game": _show(game)}))
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:  # bool and float are not versions
        raise refuse(Message(N_("save format version {version} is not supported (this build reads {supported})"),
                             {"version": _show(version), "supported": SAVE_VERSION}))
    setup = check_setup(data.get("setup"))
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise refuse(Message(N_("the save file has no list of actions")))
    if len(raw_actions) > MAX_ACTIONS:
        raise refuse(Message(N_("the save holds {n} actions (a game has far fewer; at most {limit})"),
                             {"n": len(raw_actions), "limit": MAX_ACTIONS}))
    meta = check_meta(data.get("meta", {}), len(setup.names))
    saved_at = data.get("saved_at")
    if saved_at is not None and (not isinstance(saved_at, str) or len(saved_at) > MAX_SAVED_AT):
        raise refuse(Message(N_("'saved_at' must be a date and time written as text, not {value}"),
                             {"value": _show(saved_at)}))
    actions: list[Action] = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_json(raw))
        except ValueError as exc:
            raise refuse(Message(N_("action {i} is not valid: {reason}"), {"i": i, "reason": reason_of(exc)})) from None
    return SaveData(setup, actions, meta, saved_at)


def check_setup(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise refuse(Message(N_("the save file has no setup")))
    names, seed, first, deck = raw.get("names"), raw.get("seed"), raw.get("first_player"), raw.get("deck")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise refuse(Message(N_("bad setup: 'names' must be a list of player names")))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise refuse(Message(N_("bad setup: a game has {low} to {high} players, not {n}"),
                             {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "n": len(names)}))
    for i, name in enumerate(names):
        problem = name_problem(name)
        if problem:
            raise refuse(Message(N_("bad setup: the name of player {n} {problem}"), {"n": i + 1, "problem": problem}))
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise refuse(Message(N_("bad setup: 'seed' must be a number or a text")))
    if isinstance(seed, int) and len(str(abs(seed))) > MAX_SEED_DIGITS:
        raise refuse(Message(N_("bad setup: 'seed' must have at most {limit} digits"), {"limit": MAX_SEED_DIGITS}))
    if isinstance(seed, str) and len(seed) > MAX_SEED_TEXT:
        raise refuse(Message(N_("bad setup: 'seed' is {n} characters long (at most {limit})"),
                             {"n": len(seed), "limit": MAX_SEED_TEXT}))
    if type(first) is not int:
        raise refuse(Message(N_("bad setup: 'first_player' must be a player number")))
    if not 0 <= first < len(names):
        raise refuse(Message(N_("bad setup: the first player must be one of the players (0 to {last}), not {first}"),
                             {"last": len(names) - 1, "first": first}))
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise refuse(Message(N_("bad setup: 'deck' must be a list of card faces")))
    if len(deck) != len(CARD_FACES) * COPIES_PER_FACE or any(c not in CARD_FACES for c in deck):
        raise refuse(Message(N_("bad setup: the deck must hold the 30 festival cards, five of each face")))
    setup = Setup(tuple(names), seed, first, tuple(deck))
    problem = setup.problem()
    if problem:
        raise refuse(Message(N_("bad setup: {problem}"), {"problem": problem}))
    return setup


def name_problem(name: str) -> str | None:
    """Why a player name cannot be used, as the end of a sentence, or None."""
    if len(name) > MAX_NAME_LENGTH:
        return Message(N_("is {n} characters long (at most {limit})"), {"n": len(name), "limit": MAX_NAME_LENGTH})
    if not name.strip():
        return Message(N_("is empty"))
    if not name.isprintable():
        return Message(N_("holds characters that cannot be shown (control characters)"))
    return None


def check_meta(meta: object, players: int) -> dict[str, Any]:
    """`meta` keeps facts about the table. Known entries are checked; others are kept as they are."""
    if not isinstance(meta, dict):
        raise refuse(Message(N_("'meta' must be a JSON object")))
    if len(meta) > MAX_META_KEYS:
        raise refuse(Message(N_("'meta' holds {n} entries (at most {limit})"),
                             {"n": len(meta), "limit": MAX_META_KEYS}))
    for key in meta:
        if len(key) > MAX_KEY_LENGTH:
            raise refuse(Message(N_("'meta' has a key {n} characters long (at most {limit})"),
                                 {"n": len(key), "limit": MAX_KEY_LENGTH}))
    if "colours" in meta:
        _check_colours(meta["colours"])
    if "bots" in meta:
        _check_bots(meta["bots"], players)
    return dict(meta)


def _check_colours(colours: object) -> None:
    ok = (
        isinstance(colours, list)
        and len(colours) <= MAX_PLAYERS
        and all(
            isinstance(c, list) and len(c) == 3 and all(type(v) is int and 0 <= v <= 255 for v in c)
            for c in colours
        )
    )
    if not ok:
        raise refuse(Message(N_("'meta': 'colours' must be a list of at most 4 colours, each [red, green, blue] from "
                                "0 to 255")))


def _check_bots(bots: object, players: int) -> None:
    if not isinstance(bots, dict):
        raise refuse(Message(N_("'meta': 'bots' must be an object from seat numbers to kinds of computer player")))
    for seat, kind in bots.items():
        if not _SEAT.fullmatch(seat) or int(seat) >= players:
            raise refuse(Message(N_("'meta': 'bots' names seat {seat}, which is not a seat (0 to {last})"),
                                 {"seat": _show(seat), "last": players - 1}))
        if not isinstance(kind, str) or not 0 < len(kind) <= MAX_BOT_KIND or not kind.isprintable():
            raise refuse(Message(N_("'meta': the computer player of seat {seat} must be named by a short text"),
                                 {"seat": seat}))


def _show(value: object) -> str:
    """A short, one-line picture of a value from the file, for messages."""
    if isinstance(value, str):
        return "'" + short(value, 24) + "'"
    if isinstance(value, (bool, int, float)) or value is None:
        return short(repr(value), 24)
    if isinstance(value, list):
        return Message(N_("a list"))
    return Message(N_("a JSON object")) if isinstance(value, dict) else Message(N_("a value"))
