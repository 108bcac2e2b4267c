"""The games this app plays, registered in one place, and all the shell knows about any of them.

    games() -> list[GameEntry]          # in menu order
    entry(game_id) -> GameEntry         # KeyError for an unknown id
    game_id_of(data) -> str | None      # which game a parsed save belongs to
    load(path) -> game                  # the game in a save file, whichever game it is (ValueError)
    save(game, path)                    # in its own game's format
    open_game(game, settings) -> Scene  # its own game's screen
    describe(path) -> (entry, names, moves, progress)  # a save's row in the Load list
    designers_text(entry) -> str        # "Stefan Feld, 2023", as the menus show who made a game
    players_text(entry) -> str          # "2–4 players", translated

Each game is a package under `cuzco/games/` with a `game` module whose `ENTRY`
is a `GameEntry`. The shell imports those modules by name, here and nowhere
else, so no screen of the shell names a game: adding a third game means adding
its package and one line to `GAME_MODULES`. (PyInstaller cannot see imports by
name: build_scripts/cuzco.spec lists every module of the package.)

A save names its game in a top-level "game" field; saves written before there
was a second game have none and are Cuzco's.

The command line (`cuzco selfplay|arena|bench --game ID`, `cuzco replay FILE`,
`cuzco review FILE`) names no game either. Each game's command-line hooks live
in the `cli` module beside its `game` module (`cuzco.games.<game>.cli`), whose
`CLI` is a `GameCli` (below); `cli(game_id)` imports it, and only it, when a
command runs, so the command line never loads a game's screens (nor pygame).
What a game plugs in there:

    name             its name in the command line's messages ("Incan Gold")
    players          (fewest, most) players; default_players when --players is not given
    bots             every bot kind its command line accepts (its levels first), default_bot
    lineup(text, n)  the bot of every seat from --bots and --players (n may be None), or the reason
                     they are wrong; the player count is checked against `players` first
    options          the optional shared options it understands, by their argparse dest:
                     "variant" (--variant NAME), "first_player" (--first-player N),
                     "iterations" (--iterations I); any other given is refused, naming the game
    selfplay(args)   bots play a game: args.players (checked), args.seats (the lineup), args.seed,
                     args.save, args.json and its options -> exit code
    replay(path, as_json)  load, replay and check a save of this game -> exit code
    arena(args)      optional: args.seats, args.games, args.seed, args.workers, args.progress, args.json
    bench(args)      optional: args.quick, args.json
    review(args)     optional: args.file, args.json and the review options
    viewer           optional: the module `cuzco view FILE` opens, with load_for_viewing(path) (a
                     ValueError with the reason) and run(game, frames, fullscreen)
A game without arena, bench or review is told so in one line by that command.
A new game (Feld's Cuzco, say) plugs in with its line in `GAME_MODULES` and a `cli` module
(`cuzco/games/incan_gold/cli.py` is a small example; Cuzco's is a package, `cuzco/games/cuzco/cli/`,
one module per command), and touches no shared file. Only a new kind of option, shared by several
games, is declared once in `cuzco/app.py` (`_game_specific_options`, `GAME_SPECIFIC_OPTIONS`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cuzco.json_limits import JsonRefused, parse_limited, read_capped

# id -> the module holding the game's ENTRY, in menu order
GAME_MODULES: dict[str, str] = {
    "cuzco": "cuzco.games.cuzco.game",
    "incan-gold": "cuzco.games.incan_gold.game",
    "feld-cuzco": "cuzco.games.feld_cuzco.game",
}
UNNAMED_SAVE_GAME = "cuzco"  # saves from before the "game" field are all Cuzco games
MAX_SAVE_BYTES = 2 * 1024 * 1024  # what any game's loader accepts at most; it checks its own limit again


@dataclass(frozen=True)
class GameCli:
    """A game's command-line hooks (the `CLI` of its `cli` module); see the module's docstring."""

    name: str
    players: tuple[int, int]
    default_players: int
    bots: tuple[str, ...]
    default_bot: str
    lineup: Callable[[str, int | None], list[str] | str]
    selfplay: Callable[[Any], int]
    replay: Callable[[Path, bool], int]
    arena: Callable[[Any], int] | None = None
    bench: Callable[[Any], int] | None = None
    review: Callable[[Any], int] | None = None
    options: tuple[str, ...] = ()
    viewer: str | None = None  # module with load_for_viewing(path) and run(game, frames, fullscreen)


@dataclass(frozen=True)
class GameEntry:
    """What the shell may ask of a game. Texts are marked with N_ and translated where shown."""

    id: str
    name: str
    blurb: str  # one line under the name in the game chooser (what the game is about; no player count)
    rules_page: str  # its rules reference in docs/ (the reader picks the translation, e.g. rules.es.md)
    draw_picture: Callable[[Any, Any], None]  # (surface, rect): the game's picture in the chooser
    new_game_scene: Callable[[Any], Any]  # settings -> the game's new-game form
    open_game: Callable[[Any, Any], Any]  # (game, settings) -> the scene that plays a loaded game
    load_game: Callable[[Path], Any]  # a save file -> the game in it; raises ValueError with the reason
    save_game: Callable[[Any, Path], None]  # (game, file): written atomically
    # (player names, moves, progress such as "round 3 of 5", translated, or "") without replaying where it can
    describe_save: Callable[[Path], tuple[list[str], int, str]]
    watch_game: Callable[[Any, Any], Any] | None = None  # (game, settings) -> a read-only viewer
    # (game, surface, rect): a small picture of the game as it stands (the Load screen's preview)
    draw_preview: Callable[[Any, Any, Any], None] | None = None
    # game -> (how far it got, translated, such as "turn 12"; whether it is over), for the preview
    progress: Callable[[Any], tuple[str, bool]] | None = None
    tutorial_scene: Callable[[Any], Any] | None = None  # settings -> a guided first game
    demo_scene: Callable[[Any, float], Any] | None = None  # (settings, bot delay) -> computers playing
    owns: Callable[[object], bool] = field(default=lambda game: False)  # is this object one of its games
    save_name: Callable[[Any], str] = field(default=lambda game: "")  # the name the save dialog suggests
    # is this the last set-up of its new-game form, as kept in the settings (`Settings.new_game`)
    valid_setup_memory: Callable[[object], bool] = field(default=lambda value: False)
    # the games' shared settings (`GAME_SETTINGS` in the settings screen) this game uses; None: all of them.
    # Settings opened from its game show the shell's own settings and these only.
    settings_used: tuple[str, ...] | None = None
    # (name, width) -> a pygame Surface the game draws for its rules page's `picture:name` images, or None
    rules_picture: Callable[[str, int], Any] | None = None
    # who designed it (proper names, not translated) and when it was published: the menus show them so that
    # two games of one name (Kiesling & Kramer's Cuzco, Feld's Cuzco) are told apart at a glance
    designers: tuple[str, ...] = ()
    year: int = 0
    players: tuple[int, int] = (0, 0)  # (fewest, most) players, shown in the menus
    # players' phones: () -> an adapter (`cuzco.shell.phones.session.PhoneAdapter`): a seat's view as JSON,
    # and a phone's JSON as the game's own action object; None when the game has no phone play
    phone_adapter: Callable[[], Any] | None = None


def designers_text(game: GameEntry) -> str:
    """"Wolfgang Kramer & Michael Kiesling, 2018": its designers and year, as the menus show them."""
    names = " & ".join(game.designers)
    return f"{names}, {game.year}" if names and game.year else names or (str(game.year) if game.year else "")


def players_text(game: GameEntry) -> str:
    """"2-4 players" (translated), or "" when the game does not say."""
    from cuzco.shell.i18n import ngettext

    low, high = game.players
    if high <= 0:
        return ""
    if low == high:
        return ngettext("{n} player", "{n} players", high, n=high)
    return ngettext("{low}\u2013{high} player", "{low}\u2013{high} players", high, low=low, high=high)


def games() -> list[GameEntry]:
    return [entry(game_id) for game_id in GAME_MODULES]


def entry(game_id: str) -> GameEntry:
    module = importlib.import_module(GAME_MODULES[game_id])
    found: GameEntry = module.ENTRY
    return found


def cli(game_id: str) -> GameCli:
    """The command-line hooks of a game: the `CLI` of the `cli` module beside its `game` module
    (KeyError for an unknown id; ModuleNotFoundError when the game has none)."""
    package = GAME_MODULES[game_id].rpartition(".")[0]
    module = importlib.import_module(f"{package}.cli")
    found: GameCli = module.CLI
    return found


def game_id_of_file(path: Path | str) -> str:
    """The id of the game a save file names, without loading any game: a file that names no game this
    build knows, or cannot be read, is left to the oldest game, whose loader refuses it with its reason."""
    try:
        data = parse_limited(read_capped(Path(path), MAX_SAVE_BYTES))
    except (JsonRefused, OSError):
        return UNNAMED_SAVE_GAME
    return game_id_of(data) or UNNAMED_SAVE_GAME


def entry_for_game(game: object) -> GameEntry:
    """The entry of a game object (a loaded or running game)."""
    for candidate in games():
        if candidate.owns(game):
            return candidate
    raise KeyError(f"no registered game owns {type(game).__name__}")


def game_id_of(data: object) -> str | None:
    """The game a parsed save belongs to: its "game" field, Cuzco when it has none, None when unknown."""
    if not isinstance(data, dict):
        return None
    game_id = data.get("game", UNNAMED_SAVE_GAME)
    return game_id if isinstance(game_id, str) and game_id in GAME_MODULES else None


def entry_for_file(path: Path | str) -> GameEntry:
    """The entry of the game a save file names. A file that names no game this build knows, or cannot
    be read at all, goes to the oldest game's loader, which refuses it with its own one-line reason."""
    return entry(game_id_of_file(path))


def load(path: Path | str) -> Any:
    """The game in a save file, checked and replayed by its own game's loader, which raises a
    ValueError (its SaveFileError) with a one-line reason when it refuses the file."""
    return entry_for_file(path).load_game(Path(path))


def save(game: Any, path: Path | str) -> None:
    """Write a game to a file (atomically), in its own game's format."""
    entry_for_game(game).save_game(game, Path(path))


def describe(path: Path | str) -> tuple[GameEntry, list[str], int, str]:
    """The game, the players, the number of moves and how far it got (translated, or "") in a save,
    without replaying it where the game can help it (ValueError)."""
    found = entry_for_file(path)
    names, moves, progress = found.describe_save(Path(path))
    return found, names, moves, progress


def open_game(game: Any, settings: Any) -> Any:
    """The scene that plays a loaded game (its own game's screen)."""
    return entry_for_game(game).open_game(game, settings)
