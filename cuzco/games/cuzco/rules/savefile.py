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

from cuzco.json_limits import FileTooBig, JsonRefused, parse_limited, read_capped, short

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
    """A SaveFileError whose message is one line of bounded length, whatever went into it."""
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE:
        line = line[: MAX_MESSAGE - 1] + "\u2026"
    return SaveFileError(line)


def read_save(path: Path | str) -> SaveData:
    """Read and check a save file without replaying it. Never changes the file."""
    return check_save(read_save_json(path))


def read_save_json(path: Path | str) -> object:
    """The parsed JSON of a save file, within the size and parsing limits."""
    path = Path(path)
    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise refuse(f"no save file at {path}") from None
    except FileTooBig as exc:
        raise refuse(f"{path.name}: {exc}") from None
    except OSError as exc:
        raise refuse(f"cannot read {path.name}: {exc.strerror or exc}") from None
    try:
        return parse_limited(raw, MAX_DEPTH)
    except JsonRefused as exc:
        raise refuse(f"{path.name} cannot be read: {exc}") from None


def check_save(data: object) -> SaveData:
    """Check every field of a parsed save, in the order of the file; SaveFileError names the first problem."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise refuse("this is not a Cuzco save file")
    game = data.get("game", GAME_ID)
    if game != GAME_ID:
        raise refuse(f"this is a save of another game ({_show(game)}), not of Cuzco")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:  # bool and float are not versions
        raise refuse(f"save format version {_show(version)} is not supported (this build reads {SAVE_VERSION})")
    setup = check_setup(data.get("setup"))
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise refuse("the save file has no list of actions")
    if len(raw_actions) > MAX_ACTIONS:
        raise refuse(f"the save holds {len(raw_actions)} actions (a game has far fewer; at most {MAX_ACTIONS})")
    meta = check_meta(data.get("meta", {}), len(setup.names))
    saved_at = data.get("saved_at")
    if saved_at is not None and (not isinstance(saved_at, str) or len(saved_at) > MAX_SAVED_AT):
        raise refuse(f"'saved_at' must be a date and time written as text, not {_show(saved_at)}")
    actions: list[Action] = []
    for i, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_json(raw))
        except ValueError as exc:
            raise refuse(f"action {i} is not valid: {exc}") from None
    return SaveData(setup, actions, meta, saved_at)


def check_setup(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise refuse("the save file has no setup")
    names, seed, first, deck = raw.get("names"), raw.get("seed"), raw.get("first_player"), raw.get("deck")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise refuse("bad setup: 'names' must be a list of player names")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise refuse(f"bad setup: a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    for i, name in enumerate(names):
        problem = name_problem(name)
        if problem:
            raise refuse(f"bad setup: the name of player {i + 1} {problem}")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise refuse("bad setup: 'seed' must be a number or a text")
    if isinstance(seed, int) and len(str(abs(seed))) > MAX_SEED_DIGITS:
        raise refuse(f"bad setup: 'seed' must have at most {MAX_SEED_DIGITS} digits")
    if isinstance(seed, str) and len(seed) > MAX_SEED_TEXT:
        raise refuse(f"bad setup: 'seed' is {len(seed)} characters long (at most {MAX_SEED_TEXT})")
    if type(first) is not int:
        raise refuse("bad setup: 'first_player' must be a player number")
    if not 0 <= first < len(names):
        raise refuse(f"bad setup: the first player must be one of the players (0 to {len(names) - 1}), not {first}")
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise refuse("bad setup: 'deck' must be a list of card faces")
    if len(deck) != len(CARD_FACES) * COPIES_PER_FACE or any(c not in CARD_FACES for c in deck):
        raise refuse("bad setup: the deck must hold the 30 festival cards, five of each face")
    setup = Setup(tuple(names), seed, first, tuple(deck))
    problem = setup.problem()
    if problem:
        raise refuse(f"bad setup: {problem}")
    return setup


def name_problem(name: str) -> str | None:
    """Why a player name cannot be used, as the end of a sentence, or None."""
    if len(name) > MAX_NAME_LENGTH:
        return f"is {len(name)} characters long (at most {MAX_NAME_LENGTH})"
    if not name.strip():
        return "is empty"
    if not name.isprintable():
        return "holds characters that cannot be shown (control characters)"
    return None


def check_meta(meta: object, players: int) -> dict[str, Any]:
    """`meta` keeps facts about the table. Known entries are checked; others are kept as they are."""
    if not isinstance(meta, dict):
        raise refuse("'meta' must be a JSON object")
    if len(meta) > MAX_META_KEYS:
        raise refuse(f"'meta' holds {len(meta)} entries (at most {MAX_META_KEYS})")
    for key in meta:
        if len(key) > MAX_KEY_LENGTH:
            raise refuse(f"'meta' has a key {len(key)} characters long (at most {MAX_KEY_LENGTH})")
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
        raise refuse("'meta': 'colours' must be a list of at most 4 colours, each [red, green, blue] from 0 to 255")


def _check_bots(bots: object, players: int) -> None:
    if not isinstance(bots, dict):
        raise refuse("'meta': 'bots' must be an object from seat numbers to kinds of computer player")
    for seat, kind in bots.items():
        if not _SEAT.fullmatch(seat) or int(seat) >= players:
            raise refuse(f"'meta': 'bots' names seat {_show(seat)}, which is not a seat (0 to {players - 1})")
        if not isinstance(kind, str) or not 0 < len(kind) <= MAX_BOT_KIND or not kind.isprintable():
            raise refuse(f"'meta': the computer player of seat {seat} must be named by a short text")


def _show(value: object) -> str:
    """A short, one-line picture of a value from the file, for messages."""
    if isinstance(value, str):
        return "'" + short(value, 24) + "'"
    if isinstance(value, (bool, int, float)) or value is None:
        return short(repr(value), 24)
    return f"a {'list' if isinstance(value, list) else 'JSON object' if isinstance(value, dict) else 'value'}"
